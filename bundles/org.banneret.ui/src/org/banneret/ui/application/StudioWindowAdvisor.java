package org.banneret.ui.application;

import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.application.ActionBarAdvisor;
import org.eclipse.ui.application.IActionBarConfigurer;
import org.eclipse.ui.application.IWorkbenchWindowConfigurer;
import org.eclipse.ui.application.WorkbenchWindowAdvisor;

/** The main window: its title, size and bars. */
public class StudioWindowAdvisor extends WorkbenchWindowAdvisor {

	public static final String TITLE = "Banneret Studio";

	public StudioWindowAdvisor(IWorkbenchWindowConfigurer configurer) {
		super(configurer);
	}

	@Override
	public ActionBarAdvisor createActionBarAdvisor(IActionBarConfigurer configurer) {
		return new StudioActionBarAdvisor(configurer);
	}

	@Override
	public void preWindowOpen() {
		IWorkbenchWindowConfigurer configurer = getWindowConfigurer();
		// The whole screen up to 1600 x 1000: a map editor wants room, and on a virtual display
		// (Xvfb, no window manager to maximise it) nothing of the screen is left unpainted.
		Rectangle screen = Display.getDefault().getPrimaryMonitor().getClientArea();
		configurer.setInitialSize(new Point(Math.min(screen.width, 1600), Math.min(screen.height, 1000)));
		configurer.setShowCoolBar(true);
		configurer.setShowStatusLine(true);
		configurer.setShowProgressIndicator(true);
		configurer.setShowPerspectiveBar(true);
		configurer.setTitle(TITLE);
	}
}

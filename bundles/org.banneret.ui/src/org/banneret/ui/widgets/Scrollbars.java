package org.banneret.ui.widgets;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Scrollable;

/** The scroll bars of the Studio's large drawn views: the map and the text. */
public final class Scrollbars {

	private Scrollbars() {
	}

	/**
	 * Gives a view classic scroll bars instead of GTK's overlay bars. SWT draws the whole view again
	 * for each frame of an overlay bar's fading: after each counter move on a large set-up we counted
	 * 20 to 30 full repaints of the map (15-25 ms each) on the UI thread in the half second after.
	 */
	public static void classic(Scrollable view) {
		view.setScrollbarsMode(SWT.NONE);
	}
}

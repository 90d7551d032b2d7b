package org.banneret.ui.dsl.highlighting;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Listener;

/**
 * Work on a text held while the text is hidden (a page behind a Map page) and run once, after the
 * text is next drawn: its colouring, which there would be work for nothing.
 */
final class WhenDrawn implements Listener {

	private final StyledText widget;
	private boolean drawn;
	private Runnable held;

	WhenDrawn(StyledText widget) {
		this.widget = widget;
		widget.addListener(SWT.Paint, this);
	}

	/** Whether the text has been drawn since it was made: a page made behind another may be visible to SWT meanwhile. */
	boolean drawn() {
		return drawn;
	}

	/** Runs some work after the text is next drawn, in place of work held before. */
	void hold(Runnable work) {
		held = work;
	}

	@Override
	public void handleEvent(Event event) {
		drawn = true;
		if (held != null) {
			Runnable work = held;
			held = null;
			event.display.asyncExec(() -> {
				if (!widget.isDisposed()) {
					work.run();
				}
			});
		}
	}

	void dispose() {
		if (!widget.isDisposed()) {
			widget.removeListener(SWT.Paint, this);
		}
	}
}

package org.eclipse.ui.internal;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Cursor;
import org.eclipse.swt.widgets.Display;

/**
 * The workbench's drag cursors, which GEF 3.2's flyout palette asks for when it is dragged to the
 * other side of the editor. The platform removed the class in Eclipse 4.17; this fragment gives
 * GEF a system cursor in its place.
 */
public final class DragCursors {

	private DragCursors() {
	}

	public static Cursor getCursor(int which) {
		return Display.getCurrent().getSystemCursor(SWT.CURSOR_SIZEALL);
	}
}

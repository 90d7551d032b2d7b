package org.banneret.ui.map.tools;

import org.eclipse.gef.DefaultEditDomain;
import org.eclipse.gef.EditDomain;
import org.eclipse.ui.IEditorPart;

/** The status line of the editor a tool works in: where a refused stroke or drop says why. */
final class StatusLine {

	private StatusLine() {
	}

	/** Shows a problem as the status line's error, or clears it with null. */
	static void say(EditDomain domain, String problem) {
		if (domain instanceof DefaultEditDomain editing && editing.getEditorPart() instanceof IEditorPart editor) {
			editor.getEditorSite().getActionBars().getStatusLineManager().setErrorMessage(problem);
		}
	}
}

package org.banneret.ui.dsl.edits;

import org.banneret.ui.dsl.BanneretEditor;
import org.banneret.ui.dsl.LanguageSession;
import org.banneret.ui.dsl.hover.BanneretHover;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.dialogs.InputDialog;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.ITextSelection;
import org.eclipse.jface.window.Window;
import org.eclipse.lsp4j.PrepareRenameParams;
import org.eclipse.lsp4j.RenameParams;
import org.eclipse.lsp4j.WorkspaceEdit;
import org.eclipse.swt.widgets.Display;

/**
 * Renames the element under the cursor and every reference to it in every file (Alt+Shift+R):
 * open files change in their editors (and stay unsaved), closed files on disk.
 */
public final class RenameAction extends Action {

	public static final String COMMAND = "org.banneret.ui.dsl.rename";

	private final BanneretEditor editor;

	public RenameAction(BanneretEditor editor) {
		super("Re&name...");
		this.editor = editor;
		setActionDefinitionId(COMMAND);
		setId(COMMAND);
	}

	@Override
	public void run() {
		LanguageSession session = editor.session();
		if (session == null || !editor.isEditable()) {
			return;
		}
		int offset = ((ITextSelection) editor.getSelectionProvider().getSelection()).getOffset();
		IRegion word = BanneretHover.Words.at(session.document(), offset);
		String current;
		try {
			current = session.document().get(word.getOffset(), word.getLength());
		} catch (BadLocationException e) {
			return;
		}
		var prepared = LanguageSession.await(session.service()
				.prepareRename(new PrepareRenameParams(session.identifier(), session.position(offset))));
		if (prepared == null) {
			editor.status("Nothing to rename at the cursor: put it on the name of a leader, unit type, map, region...");
			Display.getCurrent().beep();
			return;
		}
		// A qualified name (a map's "bannockburn.StirlingMap") keeps its package; the user names the last part.
		String prefix = current.contains(".") ? current.substring(0, current.lastIndexOf('.') + 1) : "";
		String simple = current.substring(prefix.length());
		InputDialog dialog = new InputDialog(editor.getSite().getShell(), "Rename", "New name for " + simple + ":",
				simple, value -> value.matches("[A-Za-z_][A-Za-z0-9_]*") ? null
						: "A name starts with a letter and has letters, digits and underscores only");
		if (dialog.open() != Window.OK || dialog.getValue().equals(simple)) {
			return;
		}
		if (rename(session, offset, prefix + dialog.getValue()) == 0) {
			// The server renames nothing in a file with syntax errors: its text could not be written back faithfully.
			editor.status("Nothing was renamed: fix the syntax errors in this file first.");
			Display.getCurrent().beep();
		}
	}

	/** Renames through the host and applies its edits; returns the number of files changed (UI thread). */
	public static int rename(LanguageSession session, int offset, String newName) {
		WorkspaceEdit edit = LanguageSession.await(session.service()
				.rename(new RenameParams(session.identifier(), session.position(offset), newName)));
		return edit == null ? 0 : TextEdits.apply(edit);
	}
}

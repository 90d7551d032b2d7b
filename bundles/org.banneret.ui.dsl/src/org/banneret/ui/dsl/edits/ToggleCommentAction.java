package org.banneret.ui.dsl.edits;

import org.banneret.ui.dsl.BanneretEditor;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.ITextSelection;
import org.eclipse.text.undo.DocumentUndoManagerRegistry;
import org.eclipse.text.undo.IDocumentUndoManager;

/** Comments the selected lines out with "// ", or back in when all of them are comments (Ctrl+/). */
public final class ToggleCommentAction extends Action {

	public static final String COMMAND = "org.banneret.ui.dsl.toggleComment";
	private static final String PREFIX = "//";

	private final BanneretEditor editor;

	public ToggleCommentAction(BanneretEditor editor) {
		super("Toggle &Comment");
		this.editor = editor;
		setActionDefinitionId(COMMAND);
		setId(COMMAND);
	}

	@Override
	public void run() {
		if (!editor.isEditable()) {
			return;
		}
		IDocument document = editor.getDocumentProvider().getDocument(editor.getEditorInput());
		ITextSelection selection = (ITextSelection) editor.getSelectionProvider().getSelection();
		toggle(document, selection.getStartLine(), selection.getEndLine());
	}

	/** Toggles the comment on lines first to last (inclusive) as one undoable change. */
	public static void toggle(IDocument document, int first, int last) {
		IDocumentUndoManager undo = DocumentUndoManagerRegistry.getDocumentUndoManager(document);
		if (undo != null) {
			undo.beginCompoundChange();
		}
		try {
			boolean allCommented = true;
			for (int line = first; line <= last; line++) {
				String text = lineText(document, line);
				if (!text.isBlank() && !text.stripLeading().startsWith(PREFIX)) {
					allCommented = false;
				}
			}
			for (int line = last; line >= first; line--) {
				IRegion region = document.getLineInformation(line);
				String text = document.get(region.getOffset(), region.getLength());
				if (allCommented) {
					int at = text.indexOf(PREFIX);
					if (at >= 0) {
						int length = text.startsWith(PREFIX + " ", at) ? PREFIX.length() + 1 : PREFIX.length();
						document.replace(region.getOffset() + at, length, "");
					}
				} else if (!text.isBlank() || first == last) {
					int indent = text.length() - text.stripLeading().length();
					document.replace(region.getOffset() + indent, 0, PREFIX + " ");
				}
			}
		} catch (BadLocationException e) {
			// the selection named lines that are not there
		} finally {
			if (undo != null) {
				undo.endCompoundChange();
			}
		}
	}

	private static String lineText(IDocument document, int line) throws BadLocationException {
		IRegion region = document.getLineInformation(line);
		return document.get(region.getOffset(), region.getLength());
	}
}

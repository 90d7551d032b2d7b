package org.banneret.ui.dsl.edits;

import java.util.List;

import org.banneret.ui.dsl.BanneretEditor;
import org.banneret.ui.dsl.LanguageSession;
import org.eclipse.jface.action.Action;
import org.eclipse.lsp4j.DocumentFormattingParams;
import org.eclipse.lsp4j.FormattingOptions;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.swt.widgets.Display;

/**
 * Lays the file out as the language's formatter does (Ctrl+Shift+F), as one undoable change. A
 * file with syntax errors is left as typed: the status line says why.
 */
public final class FormatAction extends Action {

	public static final String COMMAND = "org.banneret.ui.dsl.format";

	private final BanneretEditor editor;

	public FormatAction(BanneretEditor editor) {
		super("&Format");
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
		int version = session.version();
		FormattingOptions options = new FormattingOptions(4, false);
		session.service().formatting(new DocumentFormattingParams(session.identifier(), options)).thenAccept(edits -> {
			Display.getDefault().asyncExec(() -> apply(session, version, edits));
		});
	}

	private void apply(LanguageSession session, int version, List<? extends TextEdit> edits) {
		if (version != session.version()) {
			return; // typed on meanwhile: the layout was computed for older text
		}
		if (edits == null || edits.isEmpty()) {
			editor.status(editor.hasSyntaxErrors() ? "Not formatted: the file has syntax errors; fix them first" : "Already formatted");
			return;
		}
		TextEdits.apply(session.document(), edits);
	}
}

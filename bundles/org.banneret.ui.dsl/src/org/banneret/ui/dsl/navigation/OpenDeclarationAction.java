package org.banneret.ui.dsl.navigation;

import org.banneret.ui.dsl.BanneretEditor;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.text.ITextSelection;

/** Opens the declaration of the name at the cursor (F3), in this file, another or a built-in game system. */
public final class OpenDeclarationAction extends Action {

	public static final String COMMAND = "org.banneret.ui.dsl.openDeclaration";

	private final BanneretEditor editor;

	public OpenDeclarationAction(BanneretEditor editor) {
		super("&Open Declaration");
		this.editor = editor;
		setActionDefinitionId(COMMAND);
		setId(COMMAND);
	}

	@Override
	public void run() {
		if (editor.session() != null) {
			int offset = ((ITextSelection) editor.getSelectionProvider().getSelection()).getOffset();
			Definitions.open(editor.session(), offset, editor);
		}
	}
}

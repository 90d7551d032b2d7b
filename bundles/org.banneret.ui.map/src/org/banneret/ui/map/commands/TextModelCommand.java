package org.banneret.ui.map.commands;

import org.banneret.ui.dsl.model.EditorModel;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.gef.commands.Command;
import org.eclipse.xtext.resource.XtextResource;

/**
 * A change of the map page, made on the model of the editor's current text and written back
 * into the text through the editor's model: only the changed text is rewritten, and the change is
 * one step of the document's undo history, which the map and the text share. The command holds
 * no model objects, since each change of the text makes new ones; it finds them from the root.
 */
public final class TextModelCommand extends Command {

	/** A change of the text through the editor's model, given the root of the current text's model. */
	@FunctionalInterface
	public interface Edit {
		boolean apply(EditorModel model, EObject root);
	}

	private final EditorModel model;
	private final Edit edit;
	private boolean changed;

	/** A change of the text the edit makes through the model (an element written in place, an inserted or deleted line). */
	public TextModelCommand(EditorModel model, String label, Edit edit) {
		super(label);
		this.model = model;
		this.edit = edit;
	}

	@Override
	public boolean canExecute() {
		return model != null;
	}

	@Override
	public void execute() {
		XtextResource resource = model.current();
		if (resource.getContents().isEmpty()) {
			return;
		}
		EObject root = resource.getContents().get(0);
		changed = edit.apply(model, root);
	}

	/** Undo is the document's: Edit > Undo on either page takes the text change back. */
	@Override
	public boolean canUndo() {
		return false;
	}

	/** Whether the last execution changed the text. */
	public boolean changed() {
		return changed;
	}
}

package org.banneret.ui.map.commands;

import java.util.function.BiConsumer;
import java.util.function.Supplier;

import org.banneret.ui.dsl.model.EditorModel;
import org.banneret.ui.dsl.model.Reading;
import org.eclipse.gef.commands.Command;
import org.eclipse.gef.commands.CommandStack;

/**
 * The map page's command stack executes commands and keeps none: each command changes the text,
 * and the text's undo history is the one history of the editor. Dirty is the text's dirty.
 * While the text does not read cleanly it refuses every command, since the model read from it
 * lacks what the damage hid and a command would write that loss into the text; whoever asked is
 * told which command and where the text is damaged.
 */
public final class TextCommandStack extends CommandStack {

	private final Supplier<EditorModel> model;
	private final BiConsumer<Command, Reading.Damage> refused;

	/**
	 * @param model   the editor's model, or a supplier of null where there is none yet
	 * @param refused told of each command refused, with the first damage of the text
	 */
	public TextCommandStack(Supplier<EditorModel> model, BiConsumer<Command, Reading.Damage> refused) {
		this.model = model;
		this.refused = refused;
	}

	@Override
	public void execute(Command command) {
		if (command == null || !command.canExecute()) {
			return;
		}
		EditorModel editor = model.get();
		Reading reading = editor == null ? Reading.NONE : editor.reading();
		if (!reading.readsCleanly()) {
			refused.accept(command, reading.firstDamage());
			return;
		}
		command.execute();
		notifyListeners();
	}

	@Override
	public boolean canUndo() {
		return false;
	}

	@Override
	public boolean canRedo() {
		return false;
	}

	@Override
	public boolean isDirty() {
		return false;
	}
}

package org.banneret.ui.map.commands;

import org.eclipse.gef.commands.Command;
import org.eclipse.gef.commands.CommandStack;

/**
 * The map page's command stack executes commands and keeps none: each command changes the text,
 * and the text's undo history is the one history of the editor. Dirty is the text's dirty.
 */
public final class TextCommandStack extends CommandStack {

	@Override
	public void execute(Command command) {
		if (command == null || !command.canExecute()) {
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

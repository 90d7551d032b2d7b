package org.banneret.ui.map.tools;

import org.banneret.model.map.Board;
import org.banneret.ui.map.commands.SheetEdits;

/** Turns the clicked sheet 180 degrees where it lies, or back; the click writes its {@code map} line. */
public final class SheetTurnTool extends SheetTool {

	@Override
	protected boolean handleMove() {
		if (map() != null) {
			Board.Sheet under = board().sheetAt(boardHexAt(getLocation()));
			if (under == null) {
				hideFeedback();
			} else {
				showFeedback(SheetEdits.turned(scenario(), board(), under.id()));
			}
		}
		return true;
	}

	@Override
	protected boolean handleButtonDown(int button) {
		if (button == 1 && map() != null) {
			Board.Sheet under = board().sheetAt(boardHexAt(getLocation()));
			if (under != null) {
				place("Turn sheet " + under.id(), SheetEdits.turned(scenario(), board(), under.id()), false);
			}
		}
		return true;
	}
}

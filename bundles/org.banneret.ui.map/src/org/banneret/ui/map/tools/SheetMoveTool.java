package org.banneret.ui.map.tools;

import org.banneret.model.hex.Hex;
import org.banneret.model.map.Board;
import org.banneret.ui.map.commands.SheetEdits;

/** Drags a sheet of the board to another whole-hex offset; the drop writes its {@code map} line. */
public final class SheetMoveTool extends SheetTool {

	private String sheet;
	private Hex grabbed;
	private SheetEdits.Placing placing;
	private Hex lastBy;

	@Override
	protected boolean handleButtonDown(int button) {
		if (button != 1 || map() == null) {
			return true;
		}
		Hex hex = boardHexAt(getLocation());
		Board.Sheet under = board().sheetAt(hex);
		if (under != null) {
			sheet = under.id();
			grabbed = hex;
			placing = null;
			stateTransition(STATE_INITIAL, STATE_DRAG_IN_PROGRESS);
		}
		return true;
	}

	@Override
	protected boolean handleDragInProgress() {
		if (isInState(STATE_DRAG_IN_PROGRESS) && map() != null) {
			Hex by = boardHexAt(getLocation()).subtract(grabbed);
			if (placing == null || !by.equals(lastBy)) {
				lastBy = by;
				placing = SheetEdits.moved(scenario(), board(), sheet, by);
				showFeedback(placing);
			}
		}
		return true;
	}

	@Override
	protected boolean handleButtonUp(int button) {
		if (isInState(STATE_DRAG_IN_PROGRESS)) {
			stateTransition(STATE_DRAG_IN_PROGRESS, STATE_INITIAL);
			hideFeedback();
			if (placing != null && map() != null && !lastBy.equals(Hex.ORIGIN)) {
				place("Move sheet " + sheet, placing, false);
			}
			placing = null;
			lastBy = null;
		}
		return true;
	}
}

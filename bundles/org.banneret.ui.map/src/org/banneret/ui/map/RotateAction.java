package org.banneret.ui.map;

import java.util.ArrayList;
import java.util.List;

import org.banneret.ui.map.commands.SetupEdits;
import org.banneret.ui.map.parts.CounterEditPart;
import org.eclipse.gef.ui.actions.SelectionAction;

/**
 * Turns the selected counters a sixth of a turn (R on the Map page): a two-hex counter swings its
 * tail about its head through the facings, a one-hex counter turns its facing.
 */
final class RotateAction extends SelectionAction {

	static final String ID = UiMap.ID + ".rotate";

	private final MapPage page;

	RotateAction(MapPage page) {
		super(page);
		this.page = page;
		setId(ID);
		setText("&Rotate");
		setToolTipText("Turn the selected counters a sixth of a turn clockwise (R)");
	}

	@Override
	protected boolean calculateEnabled() {
		return !keys().isEmpty();
	}

	@Override
	public void run() {
		List<String> keys = keys();
		if (keys.isEmpty() || page.mapPart() == null) {
			return;
		}
		var geometry = page.mapPart().view().painter().board();
		// A ship turns about its centre with its crew on its deck.
		java.util.Map<String, org.banneret.model.hex.Hex> crew = new java.util.LinkedHashMap<>();
		for (Object selected : getSelectedObjects()) {
			if (selected instanceof CounterEditPart counter && counter.piece().isShip()) {
				SetupEdits.crewOf(page.mapPart().view().layout(), counter.piece())
						.forEach(aboard -> crew.putIfAbsent(aboard.key(), counter.piece().hex()));
			}
		}
		crew.keySet().removeAll(keys);
		List<String> rewritten = new ArrayList<>(keys);
		rewritten.addAll(crew.keySet());
		execute(SetupEdits.command(keys.size() == 1 ? "Rotate counter" : "Rotate " + keys.size() + " counters",
				page.mapPart().editorModel(), rewritten, scenario -> {
					keys.forEach(key -> SetupEdits.rotate(scenario, geometry, key));
					crew.forEach((key, centre) -> SetupEdits.turnWith(scenario, geometry, key, centre));
				}));
		page.refresh();
	}

	private List<String> keys() {
		List<String> keys = new ArrayList<>();
		for (Object selected : getSelectedObjects()) {
			if (selected instanceof CounterEditPart counter && counter.piece().hex() != null) {
				keys.add(counter.piece().key());
			}
		}
		return keys;
	}
}

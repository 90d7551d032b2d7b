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
		execute(SetupEdits.command(keys.size() == 1 ? "Rotate counter" : "Rotate " + keys.size() + " counters",
				page.mapPart().editorModel(), keys, scenario -> keys.forEach(key -> SetupEdits.rotate(scenario, geometry, key))));
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

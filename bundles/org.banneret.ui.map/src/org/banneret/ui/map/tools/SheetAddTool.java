package org.banneret.ui.map.tools;

import org.banneret.model.HexMap;
import org.banneret.model.hex.Hex;
import org.banneret.ui.map.commands.SheetEdits;
import org.eclipse.emf.ecore.EObject;

/**
 * Lays a new sheet of the tool's map on the board: beside the side of the sheet nearest the click,
 * or with its top-left hex at the click off the board. The tool's map is given as the URI its
 * palette entry found in the project's index, and read in the scenario's resource set.
 */
public final class SheetAddTool extends SheetTool {

	/** The tool property holding the URI of the map to lay. */
	public static final String MAP = "map";

	private String mapUri;

	@Override
	protected void applyProperty(Object key, Object value) {
		if (MAP.equals(key)) {
			mapUri = (String) value;
		} else {
			super.applyProperty(key, value);
		}
	}

	@Override
	protected boolean handleMove() {
		SheetEdits.Placing placing = placingAt();
		if (placing != null) {
			showFeedback(placing);
		}
		return true;
	}

	@Override
	protected boolean handleButtonDown(int button) {
		SheetEdits.Placing placing = button == 1 ? placingAt() : null;
		if (placing != null) {
			place("Add sheet " + placing.id(), placing, true);
		}
		return true;
	}

	private Hex lastHex;
	private Object lastBoard;
	private SheetEdits.Placing lastPlacing;

	/** Where a sheet of the map would lie for the mouse where it is; null before there is a board or a map. */
	private SheetEdits.Placing placingAt() {
		HexMap map = map() == null ? null : mapOfTool();
		if (map == null) {
			return null;
		}
		Hex hex = boardHexAt(getLocation());
		if (!hex.equals(lastHex) || lastBoard != board() || lastPlacing == null) {
			lastHex = hex;
			lastBoard = board();
			lastPlacing = SheetEdits.added(scenario(), board(), map, hex);
		}
		return lastPlacing;
	}

	private HexMap mapOfTool() {
		if (mapUri == null || scenario().eResource() == null || scenario().eResource().getResourceSet() == null) {
			return null;
		}
		EObject found;
		try {
			found = scenario().eResource().getResourceSet().getEObject(org.eclipse.emf.common.util.URI.createURI(mapUri), true);
		} catch (RuntimeException e) {
			return null; // the map's file went or does not read: the palette lists it no more after the next build
		}
		return found instanceof HexMap map ? map : null;
	}
}

package org.banneret.render;

import java.util.LinkedHashSet;
import java.util.Set;

import org.banneret.model.grid.CellGrid;
import org.banneret.model.hex.Hex;
import org.banneret.model.hex.OffsetCoord;

/**
 * The hexes two painters of one map fill differently: what a brush, fill or elevation stroke
 * changed. A hex's fill, shading and label colour depend on its own cells alone, so where nothing
 * but cells changed (the caller knows), only these hexes need drawing again.
 */
public final class MapDifference {

	private MapDifference() {
	}

	/**
	 * The hexes whose terrain or elevation cells differ between the grids each painter drew from;
	 * null where the painters' grids differ in size or one has a grid the other lacks.
	 */
	public static Set<Hex> changedCells(MapPainter before, MapPainter after) {
		var was = before.map().getGrid();
		var is = after.map().getGrid();
		if (was.getColumns() != is.getColumns() || was.getRows() != is.getRows()) {
			return null;
		}
		Set<Hex> hexes = new LinkedHashSet<>();
		if (!addChanged(after, before.terrainCells(), after.terrainCells(), hexes)
				|| !addChanged(after, before.elevationCells(), after.elevationCells(), hexes)) {
			return null;
		}
		return hexes;
	}

	/** Adds the hexes of the cells that differ; false where the grids cannot be compared cell by cell. */
	private static boolean addChanged(MapPainter painter, CellGrid was, CellGrid is, Set<Hex> hexes) {
		if (was == null || is == null) {
			return was == is;
		}
		var layout = painter.geometry().layout();
		for (int index : was.differingCells(is)) {
			hexes.add(layout.toHex(new OffsetCoord(index % is.columns(), index / is.columns())));
		}
		return true;
	}
}

package org.banneret.ui.map.tools;

import java.util.Set;

import org.banneret.model.TerrainType;
import org.banneret.model.hex.Hex;
import org.banneret.ui.map.commands.MapEdits;
import org.banneret.ui.map.commands.GridCommand;
import org.eclipse.gef.commands.Command;

/** Paints the hexes of a stroke with the tool's terrain. */
public final class TerrainBrushTool extends HexTool {

	@Override
	protected Command commandFor(Set<Hex> hexes, boolean shift) {
		java.util.List<String> labels = labels(hexes);
		String terrain = what();
		return GridCommand.terrain("Paint " + terrain, canvas().model(), map -> {
			TerrainType type = Lookups.terrain(map, terrain);
			return type == null ? null : MapEdits.paintedTerrain(map, labels, type);
		});
	}
}

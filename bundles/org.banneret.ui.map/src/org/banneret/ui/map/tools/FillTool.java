package org.banneret.ui.map.tools;

import java.util.LinkedHashSet;
import java.util.Set;

import org.banneret.model.TerrainType;
import org.banneret.model.hex.Hex;
import org.banneret.ui.map.commands.MapEdits;
import org.banneret.ui.map.commands.GridCommand;
import org.eclipse.gef.commands.Command;

/** Paints the connected area of one terrain under the click with the tool's terrain. */
public final class FillTool extends HexTool {

	@Override
	protected Set<Hex> previewOf(Set<Hex> hexes) {
		Set<Hex> area = new LinkedHashSet<>();
		for (Hex hex : hexes) {
			MapEdits.connectedArea(canvas().map(), canvas().toLocal(hex)).forEach(local -> area.add(canvas().toBoard(local)));
		}
		return area;
	}

	@Override
	protected Command commandFor(Set<Hex> hexes, boolean shift) {
		java.util.List<String> labels = labels(previewOf(Set.of(hexes.iterator().next())));
		String terrain = what();
		return GridCommand.terrain("Fill with " + terrain, canvas().model(), map -> {
			TerrainType type = Lookups.terrain(map, terrain);
			return type == null ? null : MapEdits.paintedTerrain(map, labels, type);
		});
	}
}

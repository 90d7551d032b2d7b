package org.banneret.ui.map.tools;

import java.util.Set;

import org.banneret.model.HexMap;
import org.banneret.model.TerrainType;
import org.banneret.model.hex.Hex;
import org.banneret.ui.map.commands.MapEdits;
import org.banneret.ui.map.commands.TextModelCommand;
import org.eclipse.gef.commands.Command;

/** Paints the hexes of a stroke with the tool's terrain. */
public final class TerrainBrushTool extends HexTool {

	@Override
	protected Command commandFor(Set<Hex> hexes, boolean shift) {
		java.util.List<String> labels = labels(hexes);
		String terrain = what();
		return new TextModelCommand("Paint " + terrain, map().editorModel(), root -> {
			HexMap map = (HexMap) root;
			TerrainType type = Lookups.terrain(map, terrain);
			if (type != null) {
				MapEdits.paintTerrain(map, labels, type);
			}
		});
	}
}

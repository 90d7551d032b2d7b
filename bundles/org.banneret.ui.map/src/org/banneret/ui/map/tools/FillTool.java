package org.banneret.ui.map.tools;

import java.util.LinkedHashSet;
import java.util.Set;

import org.banneret.model.HexMap;
import org.banneret.model.TerrainType;
import org.banneret.model.hex.Hex;
import org.banneret.ui.map.commands.MapEdits;
import org.banneret.ui.map.commands.TextModelCommand;
import org.eclipse.gef.commands.Command;

/** Paints the connected area of one terrain under the click with the tool's terrain. */
public final class FillTool extends HexTool {

	@Override
	protected Set<Hex> previewOf(Set<Hex> hexes) {
		Set<Hex> area = new LinkedHashSet<>();
		for (Hex hex : hexes) {
			area.addAll(MapEdits.connectedArea(view().map(), hex));
		}
		return area;
	}

	@Override
	protected Command commandFor(Set<Hex> hexes, boolean shift) {
		java.util.List<String> labels = labels(previewOf(Set.of(hexes.iterator().next())));
		String terrain = what();
		return new TextModelCommand("Fill with " + terrain, map().editorModel(), root -> {
			HexMap map = (HexMap) root;
			TerrainType type = Lookups.terrain(map, terrain);
			if (type != null) {
				MapEdits.paintTerrain(map, labels, type);
			}
		});
	}
}

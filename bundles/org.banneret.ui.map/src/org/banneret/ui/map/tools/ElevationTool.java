package org.banneret.ui.map.tools;

import java.util.Set;

import org.banneret.model.hex.Hex;
import org.banneret.ui.map.commands.MapEdits;
import org.banneret.ui.map.commands.GridCommand;
import org.eclipse.gef.commands.Command;

/** Raises the ground of a stroke's hexes one level; with Shift, lowers it. */
public final class ElevationTool extends HexTool {

	@Override
	protected Command commandFor(Set<Hex> hexes, boolean shift) {
		java.util.List<String> labels = labels(hexes);
		int levels = shift ? -1 : 1;
		return GridCommand.elevation(shift ? "Lower ground" : "Raise ground", canvas().model(),
				map -> MapEdits.changedElevation(map, labels, levels));
	}
}

package org.banneret.ui.map.tools;

import java.util.Set;

import org.banneret.model.HexMap;
import org.banneret.model.hex.Hex;
import org.banneret.ui.map.commands.MapEdits;
import org.banneret.ui.map.commands.TextModelCommand;
import org.eclipse.gef.commands.Command;

/** Paints a stroke's hexes into the tool's region (made when the map lacks it); with Shift, takes them out. */
public final class RegionTool extends HexTool {

	/** The name a region tool without a region gives the regions it makes. */
	public static final String NEW_REGION = "";

	@Override
	protected Command commandFor(Set<Hex> hexes, boolean shift) {
		java.util.List<String> labels = labels(hexes);
		String region = what() == null || what().equals(NEW_REGION)
				? MapEdits.freeName(canvas().map().getRegions(), "region")
				: what();
		return new TextModelCommand(canvas().model(), (shift ? "Take hexes out of " : "Paint region ") + region,
				(model, root) -> MapEdits.paintRegion(model, (HexMap) root, region, labels, shift));
	}
}

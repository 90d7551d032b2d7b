package org.banneret.rules.generic;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.banneret.model.Anchor;
import org.banneret.model.AreaPlacement;
import org.banneret.model.MapPath;
import org.banneret.model.PathSegment;
import org.banneret.model.Placement;
import org.banneret.model.Region;
import org.banneret.model.RegionPlacement;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Setup;

/** The hexes an area or region placement stands for, on the scenario's map. */
final class Areas {

	private Areas() {
	}

	/** The hexes of an area or region placement; empty for other placements or unknown hexes. */
	static Set<Hex> hexesOf(Placement placement, Setup setup) {
		Set<Hex> hexes = new LinkedHashSet<>();
		if (setup.geometry() == null) {
			return hexes;
		}
		switch (placement) {
			case AreaPlacement area -> {
				for (Anchor anchor : area.getAnchors()) {
					Hex centre = setup.hexOrNull(anchor.getHex());
					if (centre != null && anchor.getRadius() >= 0) { // a negative radius is reported by the rule sets
						centre.range(anchor.getRadius()).stream().filter(setup.geometry()::contains).forEach(hexes::add);
					}
				}
				for (PathSegment segment : area.getSegments()) {
					hexes.addAll(segmentHexes(segment, setup));
				}
			}
			case RegionPlacement inRegion when inRegion.getRegion() != null ->
				regionHexes(inRegion.getRegion(), setup, hexes);
			case null, default -> {
			}
		}
		return hexes;
	}

	static void regionHexes(Region region, Setup setup, Set<Hex> into) {
		for (String label : region.getHexes()) {
			Hex hex = setup.hexOrNull(label);
			if (hex != null) {
				into.add(hex);
			}
		}
	}

	/** The hexes of a path from one of its hexes to another, or the whole path without ends. */
	static List<Hex> segmentHexes(PathSegment segment, Setup setup) {
		MapPath path = segment.getPath();
		if (path == null || path.eIsProxy()) {
			return List.of();
		}
		List<String> labels = path.getHexes();
		int from = segment.getFrom() == null ? 0 : labels.indexOf(segment.getFrom());
		int to = segment.getTo() == null ? labels.size() - 1 : labels.indexOf(segment.getTo());
		if (from < 0 || to < 0) {
			return List.of();
		}
		List<String> part = labels.subList(Math.min(from, to), Math.max(from, to) + 1);
		return part.stream().map(setup::hexOrNull).filter(java.util.Objects::nonNull).toList();
	}
}

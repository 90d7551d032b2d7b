package org.banneret.rules.medieval;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
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

/**
 * The hexes an area or region placement stands for on the scenario's map (the engine's own
 * helper for this is package-private to the generic rules, so the Medieval rules keep a copy).
 */
final class AreaHexes {

	private AreaHexes() {
	}

	/** The hexes of an area or region placement on the map; empty for other placements. */
	static Set<Hex> of(Placement placement, Setup setup) {
		Set<Hex> hexes = new LinkedHashSet<>();
		if (setup.geometry() == null) {
			return hexes;
		}
		switch (placement) {
			case AreaPlacement area -> {
				for (Anchor anchor : area.getAnchors()) {
					Hex centre = setup.hexOrNull(anchor.getHex());
					if (centre != null && anchor.getRadius() >= 0) {
						centre.range(anchor.getRadius()).stream().filter(setup.geometry()::contains).forEach(hexes::add);
					}
				}
				for (PathSegment segment : area.getSegments()) {
					hexes.addAll(segment(segment, setup));
				}
			}
			case RegionPlacement inRegion when inRegion.getRegion() != null -> hexes.addAll(region(inRegion.getRegion(), setup));
			case null, default -> {
			}
		}
		return hexes;
	}

	/** Whether an area or region placement covers a hex, without listing the area's hexes. */
	static boolean covers(Placement placement, Hex hex, Setup setup) {
		if (placement instanceof AreaPlacement area) {
			for (Anchor anchor : area.getAnchors()) {
				Hex centre = setup.hexOrNull(anchor.getHex());
				if (centre != null && centre.distance(hex) <= anchor.getRadius()) {
					return true;
				}
			}
			return area.getSegments().stream().anyMatch(segment -> segment(segment, setup).contains(hex));
		}
		return placement instanceof RegionPlacement && of(placement, setup).contains(hex);
	}

	/** The hexes of a region that lie on the map. */
	static Set<Hex> region(Region region, Setup setup) {
		Set<Hex> hexes = new LinkedHashSet<>();
		if (!region.eIsProxy()) {
			region.getHexes().stream().map(setup::hexOrNull).filter(Objects::nonNull).forEach(hexes::add);
		}
		return hexes;
	}

	/** The hexes of a path from one of its hexes to another, or the whole path. */
	static List<Hex> segment(PathSegment segment, Setup setup) {
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
		return labels.subList(Math.min(from, to), Math.max(from, to) + 1).stream().map(setup::hexOrNull)
				.filter(Objects::nonNull).toList();
	}
}

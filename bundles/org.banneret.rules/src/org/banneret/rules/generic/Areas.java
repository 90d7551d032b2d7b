package org.banneret.rules.generic;

import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.banneret.model.Anchor;
import org.banneret.model.AreaPlacement;
import org.banneret.model.MapPath;
import org.banneret.model.PathSegment;
import org.banneret.model.Placement;
import org.banneret.model.Region;
import org.banneret.model.RegionPlacement;
import org.banneret.model.map.Board;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Setup;

/** The hexes an area or region placement stands for, on the scenario's map. */
public final class Areas {

	private Areas() {
	}

	/** The hexes of an area or region placement; empty for other placements or unknown hexes. */
	public static Set<Hex> hexesOf(Placement placement, Setup setup) {
		Set<Hex> hexes = new LinkedHashSet<>();
		if (setup.board() == null) {
			return hexes;
		}
		switch (placement) {
			case AreaPlacement area -> {
				for (Anchor anchor : area.getAnchors()) {
					hexes.addAll(anchorHexes(anchor, setup));
				}
				for (PathSegment segment : area.getSegments()) {
					hexes.addAll(segmentHexes(segment, setup));
				}
			}
			case RegionPlacement inRegion when inRegion.getRegion() != null ->
				hexes.addAll(regionHexes(inRegion.getRegion(), setup));
			case null, default -> {
			}
		}
		return hexes;
	}

	/**
	 * The hexes of a placement as {@link #hexesOf}, worked out once for the set-up's life, and one
	 * set for each distinct area: rules that group placements by area compare them by identity.
	 * The set is shared, not to be changed.
	 */
	public static Set<Hex> remembered(Placement placement, Setup setup) {
		return setup.remember(placement, key -> {
			Map<Set<Hex>, Set<Hex>> interned = setup.remember(Areas.class, areas -> new HashMap<>());
			return interned.computeIfAbsent(hexesOf(key, setup), hexes -> hexes);
		});
	}

	/**
	 * The hexes on the map within an anchor's radius of its hex: none for an unknown hex or a
	 * negative radius (the rule sets report those), the whole map at most however large the radius.
	 */
	public static List<Hex> anchorHexes(Anchor anchor, Setup setup) {
		Hex centre = setup.hexOrNull(anchor.getHex());
		if (centre == null || anchor.getRadius() < 0 || setup.board() == null) {
			return List.of();
		}
		Board board = setup.board();
		// No hex of the board lies more steps from the centre than it has hexes, so a larger radius adds nothing.
		int radius = (int) Math.min(anchor.getRadius(), board.count());
		if ((long) radius * radius > board.count()) {
			List<Hex> near = new java.util.ArrayList<>();
			for (Hex hex : board.hexes()) {
				if (centre.distance(hex) <= radius) {
					near.add(hex);
				}
			}
			return near;
		}
		return centre.range(radius).stream().filter(setup.board()::contains).toList();
	}

	/** The hexes of a region that lie on the map. */
	public static Set<Hex> regionHexes(Region region, Setup setup) {
		Set<Hex> hexes = new LinkedHashSet<>();
		if (!region.eIsProxy()) {
			region.getHexes().stream().map(label -> setup.hexOn(region, label)).filter(java.util.Objects::nonNull)
					.forEach(hexes::add);
		}
		return hexes;
	}

	/** Whether an area or region placement covers a hex, without listing the area's hexes. */
	public static boolean covers(Placement placement, Hex hex, Setup setup) {
		if (placement instanceof AreaPlacement area) {
			for (Anchor anchor : area.getAnchors()) {
				Hex centre = setup.hexOrNull(anchor.getHex());
				if (centre != null && centre.distance(hex) <= anchor.getRadius()) {
					return true;
				}
			}
			return area.getSegments().stream().anyMatch(segment -> segmentHexes(segment, setup).contains(hex));
		}
		return placement instanceof RegionPlacement && hexesOf(placement, setup).contains(hex);
	}

	/** The hexes of a path from one of its hexes to another, or the whole path without ends. */
	public static List<Hex> segmentHexes(PathSegment segment, Setup setup) {
		MapPath path = segment.getPath();
		if (path == null || path.eIsProxy()) {
			return List.of();
		}
		List<Hex> hexes = pathHexes(path, setup);
		int from = segment.getFrom() == null ? 0 : hexes.indexOf(endOf(segment, segment.getFrom(), setup));
		int to = segment.getTo() == null ? hexes.size() - 1 : hexes.indexOf(endOf(segment, segment.getTo(), setup));
		if (from < 0 || to < 0) {
			return List.of();
		}
		return hexes.subList(Math.min(from, to), Math.max(from, to) + 1).stream().filter(java.util.Objects::nonNull)
				.toList();
	}

	/** The board hexes of a path, in its order, each read on the path's own sheet; null for a label that names none. */
	public static List<Hex> pathHexes(MapPath path, Setup setup) {
		return path.getHexes().stream().map(label -> setup.hexOn(path, label)).toList();
	}

	/**
	 * The board hex an end of a segment names: {@code sheet:label} as written, a plain label on the
	 * path's own sheet, where the path's labels are read; null where it names none.
	 */
	public static Hex endOf(PathSegment segment, String label, Setup setup) {
		if (label == null) {
			return null;
		}
		return label.indexOf(':') >= 0 || segment.getPath() == null ? setup.hexOrNull(label)
				: setup.hexOn(segment.getPath(), label);
	}
}

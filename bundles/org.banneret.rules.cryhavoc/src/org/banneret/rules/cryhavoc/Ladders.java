package org.banneret.rules.cryhavoc;

import java.util.List;

import org.banneret.model.HexPlacement;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.model.hex.HexDirection;
import org.banneret.rules.Setup;

/**
 * Scaling ladders (trait ladder): the front face is the horizontal ladder carried on two hexes,
 * the back face (flipped) the upright ladder standing in one hex and pointed, by its facing, at
 * the battlement hexside it leans against (Magna Carta §10.4.1-10.4.2).
 */
final class Ladders {

	private Ladders() {
	}

	static boolean isLadder(Unit unit) {
		return Setup.hasTrait(unit, "ladder") && Setup.isAlive(unit) && unit.getPlacement() instanceof HexPlacement;
	}

	static boolean isUpright(Unit unit) {
		return isLadder(unit) && unit.isFlipped();
	}

	/** The hex an upright ladder leans against, or null without one hex and a facing. */
	static Hex target(Unit ladder, Setup setup) {
		List<Hex> hexes = setup.hexesOf(ladder);
		HexPlacement placement = (HexPlacement) ladder.getPlacement();
		if (hexes.size() != 1 || !placement.isSetFacing()) {
			return null;
		}
		try {
			HexDirection direction = setup.board().direction(placement.getFacing());
			return hexes.get(0).neighbour(direction);
		} catch (IllegalArgumentException e) {
			return null;
		}
	}

	/**
	 * Why no ladder stands against this wall (CH-EQ-2), or null: a tower or castle wall rather
	 * than ramparts, the wall sections beside a drawbridge, a hoarding, or across a mantlet.
	 */
	static String forbidden(Hex foot, Hex wall, Setup setup) {
		if (Hexes.terrainHas(setup, wall, "masonry") && !Hexes.terrainHas(setup, wall, "battlement")) {
			return "a tower or castle-wall hex, not ramparts";
		}
		if (Hexes.neighbours(wall).stream().anyMatch(n -> Hexes.featureHas(setup, n, "drawbridge"))) {
			return "a wall section beside the drawbridge";
		}
		if (Hexes.hoarding(setup, wall) || Hexes.hoarding(setup, foot)) {
			return "a hoarding";
		}
		if (MapData.of(setup).between(foot, wall).stream().anyMatch(b -> b.hasTrait("mantlet"))) {
			return "a wall behind a mantlet";
		}
		return null;
	}
}

package org.banneret.rules.medieval;

import java.util.ArrayList;
import java.util.List;

import org.banneret.model.HexPlacement;
import org.banneret.model.Side;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.model.hex.HexDirection;
import org.banneret.rules.Setup;

/**
 * The zones of control at set-up: a field unit's ZoC is its front area, the three hexes ahead of
 * the hexside it faces [B 3.1.1], [B 3.2.1]. Leaders [B 8.1.1], ranged units [B 3.2.2] (types
 * with the trait {@code no_zoc}) and units in shiltron [B 11.3.5] have none, and a unit without a
 * facing has none that can be judged. Zones are found from the hex they cover, by looking at
 * the units next to it, so that hex rules can judge them and re-judge them after a move.
 * Rivers are impassable hexes in the Medieval maps, so "no ZoC across a river" [B 3.2.3] needs no
 * test: no unit stands on a river hex off a ford or bridge.
 */
final class ZonesOfControl {

	private ZonesOfControl() {
	}

	/** The hexes of a unit's zone of control; empty when it has none. */
	static List<Hex> frontArea(Unit unit, Setup setup) {
		// The cheap tests first: most counters of a printed set-up have no facing.
		if (!(unit.getPlacement() instanceof HexPlacement placement) || !placement.isSetFacing()) {
			return List.of();
		}
		List<Hex> hexes = setup.hexesOf(unit);
		if (hexes.isEmpty() || !Setup.isAlive(unit) || Kinds.isLeader(unit) || Setup.hasTrait(unit, Kinds.NO_ZOC)
				|| Kinds.inShiltron(unit)) {
			return List.of();
		}
		HexDirection ahead;
		try {
			ahead = setup.board().direction(placement.getFacing());
		} catch (IllegalArgumentException e) {
			return List.of();
		}
		Hex head = hexes.get(0);
		return List.of(head.neighbour(ahead.rotateLeft()), head.neighbour(ahead), head.neighbour(ahead.rotateRight()));
	}

	/** The enemies of a side whose zone of control covers a hex: only units next to it can. */
	static List<Unit> enemiesOf(Side side, Hex hex, Setup setup) {
		List<Unit> enemies = new ArrayList<>();
		for (HexDirection direction : HexDirection.values()) {
			for (Unit unit : setup.occupantsOf(hex.neighbour(direction))) {
				if (setup.sideOf(unit) != side && !enemies.contains(unit) && frontArea(unit, setup).contains(hex)) {
					enemies.add(unit);
				}
			}
		}
		return enemies;
	}

	/** The first hex of a unit's exact placement that lies in an enemy zone of control, or null. */
	static Hex inEnemyZone(Unit unit, Setup setup) {
		for (Hex hex : setup.hexesOf(unit)) {
			if (!enemiesOf(setup.sideOf(unit), hex, setup).isEmpty()) {
				return hex;
			}
		}
		return null;
	}
}

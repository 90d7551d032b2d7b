package org.banneret.rules.generic;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.model.map.Hull;
import org.banneret.rules.Setup;

/**
 * The questions every rule asks about ships: which units are ships, which ship's deck a hex is,
 * the role of a hull hex, who stands aboard and at what task.
 */
public final class Ships {

	private Ships() {
	}

	/** A unit of a type with a hull drawing. */
	public static boolean isShip(Unit unit) {
		return hullOf(unit) != null;
	}

	/** The ship's hull, or null when the unit is none. */
	public static Hull hullOf(Unit unit) {
		return Hull.of(Setup.typeOf(unit));
	}

	/**
	 * Every ship of the set-up that lies on the board, in order of battle: from an index the set-up
	 * keeps across moves, so that the rules that judge each ship at every update walk the ships,
	 * not every unit.
	 */
	public static List<Unit> ships(Setup setup) {
		List<Unit> ships = new ArrayList<>(setup.index(ShipIndex.class, () -> new ShipIndex(setup)).ships);
		ships.sort(setup.inOrderOfBattle());
		return ships;
	}

	/** The ships that stand on the board. */
	private static final class ShipIndex implements Setup.UnitIndex {
		private final Setup setup;
		private final Set<Unit> ships = Collections.newSetFromMap(new IdentityHashMap<>());

		ShipIndex(Setup setup) {
			this.setup = setup;
		}

		@Override
		public void add(Unit unit) {
			if (isShip(unit) && !setup.hexesOf(unit).isEmpty()) {
				ships.add(unit);
			}
		}

		@Override
		public void remove(Unit unit) {
			ships.remove(unit);
		}
	}

	/** The ship whose deck a hex is, or null. Two ships on a hex (CH-SHIP-7's fault) give the first. */
	public static Unit shipAt(Setup setup, Hex hex) {
		for (Unit unit : setup.occupantsOf(hex)) {
			if (isShip(unit)) {
				return unit;
			}
		}
		return null;
	}

	/** Whether a unit that is no ship stands on a ship's deck in each of its hexes. */
	public static boolean onDeck(Setup setup, Unit unit) {
		List<Hex> hexes = setup.hexesOf(unit);
		return !hexes.isEmpty() && !isShip(unit) && hexes.stream().allMatch(hex -> shipAt(setup, hex) != null);
	}

	/** The ship a unit stands aboard: the one under its first hex; null when it is no ship's. */
	public static Unit shipUnder(Setup setup, Unit unit) {
		List<Hex> hexes = setup.hexesOf(unit);
		return hexes.isEmpty() || isShip(unit) ? null : shipAt(setup, hexes.get(0));
	}

	/** The hull hex of a ship at a hex of the board, or null where its hull does not lie. */
	public static Hull.Placed hullHex(Setup setup, Unit ship, Hex hex) {
		for (Hull.Placed placed : setup.hullLaid(ship)) {
			if (placed.hex().equals(hex)) {
				return placed;
			}
		}
		return null;
	}

	/** The units on a ship's deck, not ships themselves, in order of battle. */
	public static List<Unit> aboard(Setup setup, Unit ship) {
		List<Unit> aboard = new ArrayList<>();
		for (Hex hex : setup.hexesOf(ship)) {
			for (Unit unit : setup.occupantsOf(hex)) {
				if (unit != ship && !isShip(unit) && !aboard.contains(unit) && shipUnder(setup, unit) == ship) {
					aboard.add(unit);
				}
			}
		}
		aboard.sort(setup.inOrderOfBattle());
		return aboard;
	}

	/** The units of a ship at a task, in order of battle. */
	public static List<Unit> atTask(Setup setup, Unit ship, String task) {
		return aboard(setup, ship).stream().filter(unit -> task.equals(unit.getTask())).toList();
	}
}

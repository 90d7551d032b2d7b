package org.banneret.rules.cryhavoc;

import java.util.Map;

import org.banneret.model.LevelSlot;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.model.map.Hull;
import org.banneret.rules.Setup;
import org.banneret.rules.generic.Ships;

/**
 * Which level slots a hex has besides the ground: those its terrain, features, map markers or
 * counters offer (trait offers_<slot>; a Hoarding, Mine or Scaffolding marker offers what its
 * feature would).
 */
final class Slots {

	private static final Map<String, String> MARKERS = Map.of("Hoarding", "inhoarding", "Mine", "inmine", "Scaffolding",
			"wallwalk");

	private static final String CROWS_NEST = "crowsnest";

	private Slots() {
	}

	/** The hex offers the slot to a unit: the ground always, others where something makes them. */
	static boolean offered(String slot, Hex hex, Unit unit, Setup setup) {
		if (slot.equals(Counters.ground(setup))) {
			return true;
		}
		String trait = "offers_" + slot;
		Unit ship = Ships.shipAt(setup, hex);
		if (ship != null && Setup.hasTrait(ship, trait)) { // its crow's nest is up its mast
			Hull.Placed at = Ships.hullHex(setup, ship, hex);
			return !CROWS_NEST.equals(slot) || at != null && at.role() == Hull.Role.MAST;
		}
		if (Hexes.has(setup, hex, trait) || Hexes.holds(setup, hex, trait, unit)) {
			return true;
		}
		return MARKERS.entrySet().stream().anyMatch(e -> e.getValue().equals(slot) && Hexes.marked(setup, hex, e.getKey()));
	}

	/** How the game system titles a slot: "On top of a siege tower (upper level)". */
	static String title(String slot, Setup setup) {
		if (setup.system() != null) {
			for (LevelSlot levelSlot : setup.system().getLevelSlots()) {
				if (slot.equals(levelSlot.getName()) && levelSlot.getTitle() != null) {
					return levelSlot.getTitle();
				}
			}
		}
		return slot;
	}
}

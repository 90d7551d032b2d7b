package org.banneret.rules.cryhavoc;

import java.util.List;

import org.banneret.model.BanneretPackage;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.model.map.Hull;
import org.banneret.rules.Report;
import org.banneret.rules.Setup;
import org.banneret.rules.generic.Ships;

/**
 * Ships' crews in the words of Magna Carta §13.2 and §14.2: the tasks a character takes aboard,
 * the crew categories that may take them, and what the ship types print (trait and value names).
 */
final class Crews {

	static final String OARSMAN = "oarsman";
	static final String STEERSMAN = "steersman";
	static final String BOARDER = "boarder";
	static final String GRAPPLER = "grappler";
	static final String BAILER = "bailer";
	static final String SAILOR = "sailor";
	static final String GUNNER = "gunner";
	static final String GUARD = "guard";
	static final String LOOKOUT = "lookout";

	/** Crew categories, as counters' traits. */
	static final String SAILOR_CREW = "sailor";
	static final String GALLEY_SLAVE = "galley_slave";
	static final String BYZANTINE_OARSMAN = "byzantine_oarsman";
	static final String FEMALE = "female";

	/** Ship types' traits. */
	static final String GALLEY = "galley";
	static final String LARGE = "large_ship";
	static final String KEELED = "keeled";
	static final String ROWS_ANYWHERE = "rows_anywhere";
	static final String CARRIES_HORSES = "carries_horses";
	static final String GANGPLANK = "gangplank";
	static final String SIPHON = "siphon";

	/** Ship types' printed values. */
	static final String MAX_OARSMEN = "oarsmen";
	static final String SPEED = "speed";
	static final String SPEED_ASTERN = "speed_astern";
	static final String PAIRS_FOR_MAX = "pairs_for_max";
	static final String SAILS = "sails";
	static final String SAIL_CREW = "sail_crew";
	static final String HORSES = "horses";

	private Crews() {
	}

	/** A noble: a knight or a counter with the trait noble; nobles neither row, steer, bail nor sail (§14.2.4). */
	static boolean isNoble(Unit unit) {
		return Setup.hasTrait(unit, "noble") || Setup.hasTrait(unit, "knight");
	}

	static boolean isSailor(Unit unit) {
		return Setup.hasTrait(unit, SAILOR_CREW);
	}

	static boolean isGalleySlave(Unit unit) {
		return Setup.hasTrait(unit, GALLEY_SLAVE);
	}

	/** The role of the hull hex a unit aboard stands on, or null. */
	static Hull.Placed hullHexOf(Setup setup, Unit ship, Unit unit) {
		List<Hex> hexes = setup.hexesOf(unit);
		return hexes.isEmpty() ? null : Ships.hullHex(setup, ship, hexes.get(0));
	}

	/** Reports on a unit's task: the words 'task oarsman' of its row. */
	static void onTask(Report report, Setup setup, Unit unit, String message, Unit... others) {
		report.problem(unit, BanneretPackage.Literals.UNIT__TASK, -1, message, setup.labelsOf(unit), others);
	}
}

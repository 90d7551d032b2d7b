package org.banneret.rules.cryhavoc;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.banneret.model.Unit;
import org.banneret.rules.Setup;

/** Who commands whom: the characters listed under a leader or assigned to him, and the ranks of Magna Carta §12.2.1. */
final class Command {

	static final String SUPREME = "rank_supreme";
	static final String NOBLE = "rank_noble";
	static final String OFFICER = "rank_officer";
	static final String NCO = "rank_nco";

	private Command() {
	}

	/** The living characters each leader commands, by leader, in order of battle. */
	static Map<Unit, List<Unit>> subordinates(Setup setup) {
		Map<Unit, List<Unit>> commanded = new LinkedHashMap<>();
		for (Unit unit : setup.units()) {
			Unit leader = setup.leaderOf(unit);
			if (leader != null && Counters.isLivingCharacter(unit)) {
				commanded.computeIfAbsent(leader, l -> new ArrayList<>()).add(unit);
			}
		}
		return commanded;
	}

	static int count(List<Unit> units) {
		return units.stream().mapToInt(Unit::getCount).sum();
	}

	static boolean ranks(Unit unit, String... ranks) {
		for (String rank : ranks) {
			if (Setup.hasTrait(unit, rank)) {
				return true;
			}
		}
		return false;
	}
}

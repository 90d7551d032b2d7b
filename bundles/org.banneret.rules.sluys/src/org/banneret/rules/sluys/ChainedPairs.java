package org.banneret.rules.sluys;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Setup;

/** The squadrons marked chained that stand on one hex each, grouped by hex (SLY-CHAIN-1 to -3). */
final class ChainedPairs {

	private ChainedPairs() {
	}

	static boolean isChained(Unit unit) {
		return unit.getTraits().contains(Counters.CHAINED);
	}

	static Map<Hex, List<Unit>> byHex(Setup setup) {
		Map<Hex, List<Unit>> chained = new LinkedHashMap<>();
		for (Unit unit : setup.units()) {
			List<Hex> hexes = setup.hexesOf(unit);
			if (isChained(unit) && Counters.isSquadron(unit) && Setup.isAlive(unit) && hexes.size() == 1) {
				chained.computeIfAbsent(hexes.get(0), h -> new ArrayList<>()).add(unit);
			}
		}
		return chained;
	}

	/** A pair proper: two chained squadron counters on the hex. */
	static boolean isPair(List<Unit> chained) {
		return chained.stream().mapToInt(Unit::getCount).sum() == 2;
	}
}

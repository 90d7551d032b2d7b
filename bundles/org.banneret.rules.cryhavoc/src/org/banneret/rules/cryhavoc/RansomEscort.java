package org.banneret.rules.cryhavoc;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.UnitMarker;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * CH-FORCE-11: a knight who has surrendered for ransom (Ransom marker) is escorted by one enemy
 * knight or sergeant, or two men-at-arms or bowmen, beside him. Peasants and civilians are no
 * escort. Whether a lady has been captured is not in the scenario's data.
 */
public final class RansomEscort extends EveryUnit {

	public static final RuleInfo INFO = CryHavocRules.info("CH-FORCE-11",
			"A ransomed knight is escorted by a knight or sergeant, or two soldiers", "Magna Carta §6.9; Siege §6.4",
			Severity.ERROR);

	public RansomEscort() {
		super(INFO);
	}

	@Override
	void check(Unit prisoner, Setup setup, Report report) {
		UnitMarker ransom = Setup.markerOf(prisoner, "Ransom");
		if (ransom == null) {
			ransom = Setup.markerOf(prisoner, "RansomWounded");
		}
		List<Hex> hexes = setup.hexesOf(prisoner);
		if (ransom == null || hexes.isEmpty() || !Setup.isAlive(prisoner)) {
			return;
		}
		Set<Unit> escorts = new LinkedHashSet<>();
		for (Hex hex : hexes) {
			for (Hex near : Hexes.neighbours(hex)) {
				for (Unit unit : setup.occupantsOf(near)) {
					if (unit != prisoner && setup.sideOf(unit) != setup.sideOf(prisoner) && Counters.isLivingCharacter(unit)
							&& !List.of("peasant", "civilian").contains(Setup.className(unit))) {
						escorts.add(unit);
					}
				}
			}
		}
		boolean leader = escorts.stream().anyMatch(u -> Setup.hasTrait(u, "knight") || Setup.hasTrait(u, "rank_nco"));
		int soldiers = escorts.stream().mapToInt(Unit::getCount).sum();
		if (!leader && soldiers < 2) {
			List<String> names = new ArrayList<>(escorts.stream().map(u -> Counters.name(u, setup)).toList());
			Reports.onMarker(report, prisoner, ransom, Counters.name(prisoner, setup) + " has surrendered for ransom with "
					+ (names.isEmpty() ? "no escort" : "only " + String.join(", ", names) + " as escort")
					+ "; he is escorted by a knight or sergeant, or by two men-at-arms or bowmen beside him.",
					hexes.stream().map(setup::label).toList(), escorts.toArray(Unit[]::new));
		}
	}
}

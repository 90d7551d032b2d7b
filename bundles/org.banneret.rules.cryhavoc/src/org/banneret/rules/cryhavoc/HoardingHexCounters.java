package org.banneret.rules.cryhavoc;

import java.util.ArrayList;
import java.util.List;

import org.banneret.model.HexFeature;
import org.banneret.model.HexMarker;
import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.generic.Describe;

/**
 * CH-STACK-9: a hoarding hex holds at most six counters: filled moat, ram, the attacker under
 * it, the hoarding, its defender and a barrel of oil (Magna Carta §10.15.4; §9.8.2 lists four,
 * digest I-05). The hoarding and map markers count, dead characters do not. One defender in the
 * hoarding and one attacker below it are CH-STACK-1's per-level limit.
 */
public final class HoardingHexCounters extends Rule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-STACK-9", "At most 6 counters in a hoarding hex",
			"Magna Carta §10.15.4, §9.8.2", Severity.ERROR);
	private static final int MAXIMUM = 6;

	public HoardingHexCounters() {
		super(INFO, Subject.HEX);
	}

	@Override
	public void checkHex(Hex hex, Setup setup, Report report) {
		if (!Hexes.hoarding(setup, hex)) {
			return;
		}
		List<String> counters = new ArrayList<>();
		for (HexFeature feature : setup.featuresAt(hex)) {
			if (feature.getType() != null && (feature.getType().getTraits().contains("hoarding")
					|| feature.getType().getTraits().contains("filled_moat"))) {
				counters.add(Hexes.name(feature.getType()));
			}
		}
		for (HexMarker marker : MapData.of(setup).markersAt(hex)) {
			counters.add(marker.getType() == null ? "marker" : marker.getType().getName());
		}
		List<Unit> units = setup.occupantsOf(hex).stream().filter(Setup::isAlive).toList();
		int total = counters.size() + units.stream().mapToInt(Unit::getCount).sum();
		if (total > MAXIMUM && !units.isEmpty()) {
			units.forEach(u -> counters.add(Counters.name(u, setup)));
			String label = setup.label(hex);
			Reports.onHex(report, units.get(units.size() - 1), label, "Hoarding hex " + label + " holds " + total + " counters ("
					+ counters.stream().collect(Describe.list()) + "), but a hoarding hex holds at most " + MAXIMUM
					+ ": filled moat, ram, the attacker under it, the hoarding, its defender and a barrel of oil.",
					units.toArray(Unit[]::new));
		}
	}
}

package org.banneret.rules.cryhavoc;

import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * CH-EQ-12: trebuchets and mangonels batter from off the map; they stand on it only in a
 * scenario that plays them tactically (variant tactical_engines = on).
 */
public final class DistanceEnginesOffMap extends Rule {

	public static final RuleInfo INFO = CryHavocRules
			.info("CH-EQ-12", "Trebuchets and mangonels on the map only with the tactical rule",
					"Magna Carta §10.12.1, §10.14.3; Siege §4.11", Severity.WARNING)
			.readingVariants("tactical_engines");

	public DistanceEnginesOffMap() {
		super(INFO, Subject.UNIT);
	}

	@Override
	public void checkUnit(Unit engine, Setup setup, Report report) {
		if (!Setup.hasTrait(engine, "distance_engine") || "on".equals(setup.variant("tactical_engines"))
				|| Siege.placedHexes(engine, setup).isEmpty()) {
			return;
		}
		Reports.onPlacement(report, engine, Counters.name(engine, setup) + " is set up on the map, but trebuchets and mangonels"
				+ " batter from off the map unless the scenario plays them tactically (variant tactical_engines = on).",
				setup.hexesOf(engine).stream().map(setup::label).toList());
	}
}

package org.banneret.rules.cryhavoc;

import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.UnitMarker;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * CH-EQ-14: a grapnel (Hook marker) is thrown and climbed by an unarmoured character. Which wall
 * he throws it at, and its height, are not in the scenario's data.
 */
public final class GrapnelThrowers extends Rule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-EQ-14", "A grapnel thrower is unarmoured",
			"Magna Carta §10.18.1", Severity.ERROR);

	public GrapnelThrowers() {
		super(INFO, Subject.UNIT);
	}

	@Override
	public void checkUnit(Unit unit, Setup setup, Report report) {
		UnitMarker hook = Setup.markerOf(unit, "Hook");
		if (hook != null && Counters.isCharacter(unit) && Counters.isArmoured(unit)) {
			Reports.onMarker(report, unit, hook, Counters.name(unit, setup) + " carries a grapnel but is armoured; only an"
					+ " unarmoured character throws and climbs a grapnel.", setup.hexesOf(unit).stream().map(setup::label).toList());
		}
	}
}

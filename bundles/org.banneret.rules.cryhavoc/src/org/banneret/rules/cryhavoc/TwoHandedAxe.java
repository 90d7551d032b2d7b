package org.banneret.rules.cryhavoc;

import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.UnitMarker;
import org.banneret.model.UnitState;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * CH-FORCE-2: the two-handed axe (Axe marker) is for Jarls, Hirdmen, Berserkers, Earls, Huscarls,
 * Macemen, the knight Roland and the sergeants A'Wood and Tyler (trait two_handed_axe), on foot
 * and unhurt.
 */
public final class TwoHandedAxe extends Rule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-FORCE-2",
			"The two-handed axe only for the characters allowed it, on foot and healthy", "Magna Carta §7.3", Severity.ERROR);

	public TwoHandedAxe() {
		super(INFO, Subject.UNIT);
	}

	@Override
	public void checkUnit(Unit unit, Setup setup, Report report) {
		UnitMarker axe = Setup.markerOf(unit, "Axe");
		if (axe == null) {
			return;
		}
		String why = !Setup.hasTrait(unit, "two_handed_axe") ? "is not one of those who fight with it"
				: Counters.isMounted(unit) ? "is mounted"
						: unit.getState() != UnitState.HEALTHY ? "is " + unit.getState().getName().toLowerCase().replace('_', '-') : null;
		if (why != null) {
			Reports.onMarker(report, unit, axe, Counters.name(unit, setup) + " has the two-handed axe but " + why
					+ "; it is used on foot, at full health, by Jarls, Hirdmen, Berserkers, Earls, Huscarls, Macemen, Roland,"
					+ " A'Wood and Tyler.", setup.hexesOf(unit).stream().map(setup::label).toList());
		}
	}
}

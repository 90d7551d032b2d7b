package org.banneret.rules.cryhavoc;

import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.UnitMarker;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.generic.MarkerClasses;

/** CH-TERR-6: only an unarmoured character on foot kneels (Kneeling marker). */
public final class KneelingUnarmouredFoot extends Rule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-TERR-6", "Only unarmoured characters on foot kneel",
			"Magna Carta §7.11", Severity.ERROR);

	public KneelingUnarmouredFoot() {
		super(INFO, Subject.UNIT);
	}

	@Override
	public void checkUnit(Unit unit, Setup setup, Report report) {
		UnitMarker kneeling = Setup.markerOf(unit, "Kneeling");
		if (kneeling == null || !MarkerClasses.isFor(kneeling.getType(), unit)) {
			return; // a class the Kneeling marker is not for is GEN-MARK-1's
		}
		String why = Counters.isHorse(unit) ? "is mounted" : Counters.isArmoured(unit) ? "is armoured" : null;
		if (why != null) {
			Reports.onMarker(report, unit, kneeling, Counters.name(unit, setup) + " kneels but " + why
					+ "; only unarmoured characters on foot kneel.", setup.hexesOf(unit).stream().map(setup::label).toList());
		}
	}
}

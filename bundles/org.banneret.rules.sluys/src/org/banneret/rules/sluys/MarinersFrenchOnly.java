package org.banneret.rules.sluys;

import java.util.List;

import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/** "Only the French player has mariners" [S 3.3.2c]: counters with the trait french_only. */
final class MarinersFrenchOnly extends Rule {

	static final RuleInfo INFO = SluysRules.sly("SLY-MAR-3", "Mariners are French only", "3.3.2c", Severity.ERROR);

	MarinersFrenchOnly() {
		super(INFO, Subject.UNIT);
	}

	@Override
	public void checkUnit(Unit unit, Setup setup, Report report) {
		if (Setup.hasTrait(unit, Counters.FRENCH_ONLY) && Fleet.ownerOf(unit, setup) == Fleet.ENGLISH) {
			report.problem(unit, Counters.name(unit) + " is a mariner counter of the English fleet; only the French player"
					+ " has mariners [S 3.3.2c].", List.of());
		}
	}
}

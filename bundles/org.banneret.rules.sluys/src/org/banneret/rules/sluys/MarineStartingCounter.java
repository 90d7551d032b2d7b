package org.banneret.rules.sluys;

import java.util.List;

import org.banneret.model.BanneretPackage;
import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * Knights and men-at-arms have four steps on two counters, the second replacing the first and
 * never the other way round [S 3.3.2a-b], [S 3.3.7c-d], [S 9.1.3]. Unless a scenario says
 * otherwise, a unit starts on its first counter at full strength: a warning, for a scenario that
 * does say so waives it. Which first and second counter belong to one unit the model cannot say.
 */
final class MarineStartingCounter extends Rule {

	static final RuleInfo INFO = SluysRules.sly("SLY-MAR-4", "Two-counter marine units start on their first counter",
			"3.3.2a-b, 3.3.7c-d, 9.1.3", Severity.WARNING);

	MarineStartingCounter() {
		super(INFO, Subject.UNIT);
	}

	@Override
	public void checkUnit(Unit unit, Setup setup, Report report) {
		if (!Counters.isMarine(unit) || !Setup.hasTrait(unit, Counters.TWO_COUNTERS) || !Setup.isAlive(unit)) {
			return;
		}
		String rule = "; a knight or men-at-arms unit starts on its first counter at full strength unless the scenario says"
				+ " otherwise [S 3.3.2a-b], [S 3.3.7c-d]. If this one does, waive SLY-MAR-4 with its reason.";
		if (Setup.hasTrait(unit, Counters.SECOND_COUNTER)) {
			report.problem(unit, BanneretPackage.Literals.UNIT__TYPE, -1, Counters.name(unit)
					+ " starts on its unit's second counter" + (unit.isFlipped() ? ", reduced" : "") + rule, List.of());
		} else if (unit.isFlipped()) {
			report.problem(unit, BanneretPackage.Literals.UNIT__FLIPPED, -1, Counters.name(unit) + " starts reduced" + rule,
					List.of());
		}
	}
}

package org.banneret.rules.cryhavoc;

import org.banneret.model.Unit;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * A check of each unit that also looks at other counters: who stands beside it, in it or under
 * it. After an edit the engine re-runs unit rules only for the edited units, so such a check
 * runs as a scenario rule, over the order of battle every time.
 */
abstract class EveryUnit extends Rule {

	EveryUnit(RuleInfo info) {
		super(info, Subject.SCENARIO);
	}

	@Override
	public final void checkScenario(Setup setup, Report report) {
		for (Unit unit : setup.units()) {
			check(unit, setup, report);
		}
	}

	abstract void check(Unit unit, Setup setup, Report report);
}

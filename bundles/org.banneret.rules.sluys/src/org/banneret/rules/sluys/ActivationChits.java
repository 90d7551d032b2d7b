package org.banneret.rules.sluys;

import java.util.List;

import org.banneret.model.BanneretPackage;
import org.banneret.model.RuleFlag;
import org.banneret.model.Severity;
import org.banneret.model.SpecialRule;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * Five activation chits go in the cup, of the kinds English, French and ANY; with six commands,
 * the last activates without one [S 4.1.1-4.1.6]. The model has no chit mix: a scenario states
 * the count with the flag "chits = 5" of a special rule. How many of each kind is lost.
 */
final class ActivationChits extends Rule {

	static final RuleInfo INFO = SluysRules.sly("SLY-CHIT-1", "Five activation chits", "4.1.1-4.1.6", Severity.ERROR);
	static final String FLAG = "chits";
	private static final int CHITS = 5;

	ActivationChits() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		for (SpecialRule rule : setup.scenario().getSpecialRules()) {
			for (RuleFlag flag : rule.getFlags()) {
				if (FLAG.equals(flag.getKey()) && !String.valueOf(CHITS).equals(flag.getValue())) {
					report.problem(flag, BanneretPackage.Literals.RULE_FLAG__VALUE, -1, "Rule " + rule.getName() + " puts "
							+ (flag.getValue() == null ? "no number of" : flag.getValue()) + " activation chits in the cup;"
							+ " there are five [S 4.1.1], and the sixth command activates without one [S 4.1.6].", List.of());
				}
			}
		}
	}
}

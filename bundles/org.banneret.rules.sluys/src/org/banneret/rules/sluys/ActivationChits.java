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
 * the last activates without one [S 4.1.1-4.1.6]. A scenario states the count with the flag
 * "chits = 5" of a special rule, and may give the mix: "chits_english = 2, chits_french = 2,
 * chits_any = 1", which then adds up to five (and to the count, where both are given).
 */
final class ActivationChits extends Rule {

	static final RuleInfo INFO = SluysRules.sly("SLY-CHIT-1", "Five activation chits of the kinds English, French and ANY",
			"4.1.1-4.1.6", Severity.ERROR);
	static final String FLAG = "chits";
	static final List<String> KINDS = List.of("chits_english", "chits_french", "chits_any");
	private static final int CHITS = 5;

	ActivationChits() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		int mixed = 0;
		RuleFlag lastKind = null;
		for (SpecialRule rule : setup.scenario().getSpecialRules()) {
			for (RuleFlag flag : rule.getFlags()) {
				if (FLAG.equals(flag.getKey()) && !String.valueOf(CHITS).equals(flag.getValue())) {
					report.problem(flag, BanneretPackage.Literals.RULE_FLAG__VALUE, -1, "Rule " + rule.getName() + " puts "
							+ (flag.getValue() == null ? "no number of" : flag.getValue()) + " activation chits in the cup;"
							+ " there are five [S 4.1.1], and the sixth command activates without one [S 4.1.6].", List.of());
				} else if (KINDS.contains(flag.getKey())) {
					Integer count = number(flag.getValue());
					if (count == null || count < 0) {
						report.problem(flag, BanneretPackage.Literals.RULE_FLAG__VALUE, -1, "Rule " + rule.getName() + " gives "
								+ flag.getKey() + " = " + flag.getValue() + "; write how many chits of that kind, 0 to 5.", List.of());
					} else {
						mixed += count;
						lastKind = flag;
					}
				}
			}
		}
		if (lastKind != null && mixed != CHITS) {
			report.problem(lastKind, BanneretPackage.Literals.RULE_FLAG__VALUE, -1, "The activation chits of the kinds"
					+ " English, French and ANY add up to " + mixed + "; the cup holds five [S 4.1.1]-[S 4.1.4].", List.of());
		}
	}

	private static Integer number(String value) {
		try {
			return value == null ? null : Integer.valueOf(value.strip());
		} catch (NumberFormatException e) {
			return null;
		}
	}
}

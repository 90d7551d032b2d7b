package org.banneret.rules.medieval;

import java.util.List;

import org.banneret.model.BanneretPackage;
import org.banneret.model.RuleFlag;
import org.banneret.model.Severity;
import org.banneret.model.SpecialRule;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.generic.Describe;
import org.eclipse.emf.ecore.EStructuralFeature;

/**
 * Pool units are assigned before play and assignments never change [B 12.1.2], [B 12.1.3]: no
 * scenario flag re-assigns units (a key starting with "assign" or "reassign") on a turn after
 * the first. The set-up should hold the final assignment ("under Douglas").
 */
final class FixedAssignments extends Rule {

	static final RuleInfo INFO = MedievalRules.ban("BAN-ORG-2", "Leader assignments never change after set-up",
			"[12.1.2], [12.1.3]", Severity.ERROR);

	FixedAssignments() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		for (SpecialRule rule : setup.scenario().getSpecialRules()) {
			for (RuleFlag flag : rule.getFlags()) {
				String key = flag.getKey() == null ? "" : flag.getKey().toLowerCase();
				if (!key.startsWith("assign") && !key.startsWith("reassign")) {
					continue;
				}
				if (flag.isSetFromTurn() && afterSetup(flag.getFromTurn(), setup)) {
					problem(rule, flag, BanneretPackage.Literals.RULE_FLAG__FROM_TURN, flag.getFromTurn(), report);
				} else if (flag.isSetToTurn() && afterSetup(flag.getToTurn(), setup)) {
					problem(rule, flag, BanneretPackage.Literals.RULE_FLAG__TO_TURN, flag.getToTurn(), report);
				}
			}
		}
	}

	private static boolean afterSetup(int turn, Setup setup) {
		return !setup.scenario().isSetFirstTurn() || turn > setup.scenario().getFirstTurn();
	}

	private static void problem(SpecialRule rule, RuleFlag flag, EStructuralFeature feature, int turn,
			Report report) {
		report.problem(flag, feature, -1, "Rule " + Describe.name(rule) + " assigns units to leaders (" + flag.getKey()
				+ ") on turn " + turn + "; units are assigned before play and never change leader, so set the final"
				+ " assignment up with 'under' instead.", List.of());
	}
}

package org.banneret.rules.generic;

import java.util.List;

import org.banneret.model.BanneretPackage;
import org.banneret.model.ReinforcementPlacement;
import org.banneret.model.RuleFlag;
import org.banneret.model.Scenario;
import org.banneret.model.Severity;
import org.banneret.model.SpecialRule;
import org.banneret.model.Unit;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;

/** Every turn a scenario names (arrivals, timed rules) lies within its turn range. */
public final class TurnReferences extends Rule {

	public static final RuleInfo INFO = RuleInfo.of("GEN-TURN-1", "Turn references within the turn range",
			"the scenario's turn range", Severity.ERROR);

	public TurnReferences() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		Scenario scenario = setup.scenario();
		if (!scenario.isSetFirstTurn() || !scenario.isSetLastTurn()) {
			return;
		}
		for (Unit unit : setup.units()) {
			if (unit.getPlacement() instanceof ReinforcementPlacement entry && entry.isSetTurn()) {
				check(entry, BanneretPackage.Literals.REINFORCEMENT_PLACEMENT__TURN, entry.getTurn(),
						Describe.unit(unit, setup) + " enters on turn " + entry.getTurn(), scenario, report);
			}
		}
		for (SpecialRule rule : scenario.getSpecialRules()) {
			for (RuleFlag flag : rule.getFlags()) {
				String what = "Rule " + Describe.name(rule) + " (" + flag.getKey() + ")";
				if (flag.isSetFromTurn()) {
					check(flag, BanneretPackage.Literals.RULE_FLAG__FROM_TURN, flag.getFromTurn(), what + " starts on turn "
							+ flag.getFromTurn(), scenario, report);
				}
				if (flag.isSetToTurn()) {
					check(flag, BanneretPackage.Literals.RULE_FLAG__TO_TURN, flag.getToTurn(), what + " ends on turn "
							+ flag.getToTurn(), scenario, report);
				}
			}
		}
	}

	private static void check(EObject element, EStructuralFeature feature, int turn, String what, Scenario scenario,
			Report report) {
		if (turn < scenario.getFirstTurn() || turn > scenario.getLastTurn()) {
			report.problem(element, feature, -1, what + ", outside the scenario's turns " + scenario.getFirstTurn() + " to "
					+ scenario.getLastTurn() + ".", List.of());
		}
	}
}

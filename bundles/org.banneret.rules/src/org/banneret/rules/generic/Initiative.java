package org.banneret.rules.generic;

import java.util.List;

import org.banneret.model.BanneretPackage;
import org.banneret.model.Scenario;
import org.banneret.model.Severity;
import org.banneret.model.Side;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/** Exactly one side has the initiative. */
public final class Initiative extends Rule {

	public static final RuleInfo INFO = RuleInfo.of("GEN-INIT-1", "Exactly one side has the initiative",
			"the scenario's sides", Severity.ERROR);

	public Initiative() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		Scenario scenario = setup.scenario();
		List<Side> withInitiative = scenario.getSides().stream().filter(Side::isInitiative).toList();
		if (withInitiative.isEmpty() && !scenario.getSides().isEmpty()) {
			report.problem(scenario.getSides().get(0), BanneretPackage.Literals.SIDE__INITIATIVE, -1, "No side has the"
					+ " initiative; give it to one side (write 'initiative' in its block).", List.of());
		} else if (withInitiative.size() > 1) {
			report.problem(withInitiative.get(1), BanneretPackage.Literals.SIDE__INITIATIVE, -1, "Sides "
					+ withInitiative.get(0).getName() + " and " + withInitiative.get(1).getName()
					+ " both have the initiative; only one side moves first.", List.of(), withInitiative.get(0));
		}
	}
}

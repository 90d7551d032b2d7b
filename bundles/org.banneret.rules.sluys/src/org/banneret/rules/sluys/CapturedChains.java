package org.banneret.rules.sluys;

import java.util.List;
import java.util.Map;

import org.banneret.model.BanneretPackage;
import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * A chained pair is captured only when both squadrons are reduced, and then both go under one
 * Captured marker [S 3.2.8a-b]. (That a chained squadron never rams [S 3.2.4] is SLY-MARK-1's:
 * no Ram marker is on any set-up.)
 */
final class CapturedChains extends Rule {

	static final RuleInfo INFO = SluysRules.sly("SLY-CHAIN-3", "A chained pair is captured whole, under one marker",
			"3.2.4, 3.2.8a-b", Severity.ERROR);

	CapturedChains() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		for (Map.Entry<Hex, List<Unit>> hex : ChainedPairs.byHex(setup).entrySet()) {
			List<Unit> pair = hex.getValue();
			List<Unit> marked = pair.stream().filter(Counters::hasControlMarker).toList();
			if (!ChainedPairs.isPair(pair) || marked.isEmpty()) {
				continue;
			}
			String label = setup.label(hex.getKey());
			Unit[] both = pair.toArray(Unit[]::new);
			for (Unit squadron : pair) {
				if (!squadron.isFlipped()) {
					report.problem(squadron, BanneretPackage.Literals.UNIT__FLIPPED, -1, "The chained pair on hex " + label
							+ " is shown captured, but " + Counters.name(squadron) + " is at full strength: a chained pair is"
							+ " captured only when both squadrons are reduced [S 3.2.8a].", List.of(label), both);
				}
			}
			if (marked.size() > 1) {
				report.problem(Counters.controlMarker(marked.get(1)), "Both squadrons chained on hex " + label + " (" + Counters.names(pair) + ") carry a"
						+ " control marker; a captured chained pair goes under one Captured marker [S 3.2.8b].", List.of(label),
						both);
			}
		}
	}
}

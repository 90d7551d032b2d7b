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
import org.eclipse.emf.ecore.EStructuralFeature;

/**
 * A chained pair says which squadron is on top: that one gives the pair its command [S 3.2.1c],
 * shoots [S 3.2.5], supplies the castle factor [S 3.2.6c] and takes the first step losses
 * [S 3.2.7] and damage [S 3.2.9a]. Scenarios mark it with the trait "chain_top" (the other may
 * say "chain_bottom").
 */
final class ChainOrder extends Rule {

	static final RuleInfo INFO = SluysRules.sly("SLY-CHAIN-2", "A chained pair has one squadron on top", "3.2.1c-3.2.9",
			Severity.ERROR);
	private static final EStructuralFeature TRAITS = BanneretPackage.Literals.UNIT__TRAITS;

	ChainOrder() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		for (Unit unit : setup.units()) {
			for (String order : List.of(Counters.CHAIN_TOP, Counters.CHAIN_BOTTOM)) {
				if (unit.getTraits().contains(order) && !ChainedPairs.isChained(unit)) {
					report.problem(unit, TRAITS, unit.getTraits().indexOf(order), Counters.name(unit) + " is marked " + order
							+ " but not chained; only a chained pair has a top and a bottom squadron [S 3.2.1c].", List.of());
				}
			}
			if (unit.getTraits().contains(Counters.CHAIN_TOP) && unit.getTraits().contains(Counters.CHAIN_BOTTOM)) {
				report.problem(unit, TRAITS, unit.getTraits().indexOf(Counters.CHAIN_BOTTOM), Counters.name(unit)
						+ " is marked both chain_top and chain_bottom; it is one or the other [S 3.2.1c].", List.of());
			}
		}
		for (Map.Entry<Hex, List<Unit>> hex : ChainedPairs.byHex(setup).entrySet()) {
			List<Unit> pair = hex.getValue();
			if (!ChainedPairs.isPair(pair)) {
				continue; // a lone or a third chained squadron is SLY-CHAIN-1's
			}
			String label = setup.label(hex.getKey());
			List<Unit> tops = pair.stream().filter(u -> u.getTraits().contains(Counters.CHAIN_TOP)).toList();
			Unit last = pair.get(pair.size() - 1);
			if (tops.isEmpty()) {
				report.problem(last, TRAITS, -1, "The chained pair on hex " + label + " (" + Counters.names(pair)
						+ ") does not say which squadron is on top: mark one 'chain_top'. The top squadron gives the pair its"
						+ " command, shoots, supplies the castle factor and takes the first losses [S 3.2.1c]-[S 3.2.9].",
						List.of(label), pair.toArray(Unit[]::new));
			} else if (tops.size() > 1) {
				Unit second = tops.get(1);
				report.problem(second, TRAITS, second.getTraits().indexOf(Counters.CHAIN_TOP), "Both squadrons chained on hex "
						+ label + " (" + Counters.names(pair) + ") are marked chain_top; only one is on top [S 3.2.1c].",
						List.of(label), pair.toArray(Unit[]::new));
			}
		}
	}
}

package org.banneret.rules.sluys;

import java.util.List;
import java.util.Map;

import org.banneret.model.BanneretPackage;
import org.banneret.model.HexPlacement;
import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.model.naming.DisplayNames;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.eclipse.emf.ecore.EStructuralFeature;

/**
 * The one exception to one squadron per hex: at set-up only, the French player may chain two
 * squadrons in one hex [S 3.2], [S 3.2.1a]. English squadrons never chain, and never three.
 * The model has no chain link: a scenario marks both squadrons with the trait "chained".
 */
final class ChainLegality extends Rule {

	static final RuleInfo INFO = SluysRules.sly("SLY-CHAIN-1", "Only two French squadrons chain, at set-up, on one hex",
			"3.2, 3.2.1a", Severity.ERROR).readingVariants("french_chains");

	private static final EStructuralFeature TRAITS = BanneretPackage.Literals.UNIT__TRAITS;

	ChainLegality() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		boolean chainsOff = "off".equals(setup.variant("french_chains"));
		for (Unit unit : setup.units()) {
			if (ChainedPairs.isChained(unit) && Setup.isAlive(unit)) {
				checkCounter(unit, chainsOff, setup, report);
			}
		}
		for (Map.Entry<Hex, List<Unit>> hex : ChainedPairs.byHex(setup).entrySet()) {
			List<Unit> chained = hex.getValue();
			int count = chained.stream().mapToInt(Unit::getCount).sum();
			String label = setup.label(hex.getKey());
			Unit last = chained.get(chained.size() - 1);
			if (count == 1) {
				report.problem(last, TRAITS, last.getTraits().indexOf(Counters.CHAINED), Counters.name(last)
						+ " is marked chained, but no other chained squadron is on hex " + label
						+ ": squadrons chain in pairs, two in one hex [S 3.2.1a].", List.of(label));
			} else if (count > 2) {
				report.problem(last, TRAITS, last.getTraits().indexOf(Counters.CHAINED), "Hex " + label + " holds " + count
						+ " chained squadrons (" + Counters.names(chained) + "); only two squadrons chain together [S 3.2.1a].",
						List.of(label), chained.toArray(Unit[]::new));
			}
		}
	}

	private static void checkCounter(Unit unit, boolean chainsOff, Setup setup, Report report) {
		String name = Counters.name(unit);
		int index = unit.getTraits().indexOf(Counters.CHAINED);
		if (!Counters.isSquadron(unit)) {
			report.problem(unit, TRAITS, index, name + " is marked chained, but only squadrons are chained [S 3.2].",
					List.of());
			return;
		}
		if (Fleet.ownerOf(unit, setup) == Fleet.ENGLISH) {
			report.problem(unit, TRAITS, index, name + " is an English squadron marked chained; English squadrons never"
					+ " chain, only French ones at set-up [S 3.2].", List.of());
		} else if (chainsOff) {
			report.problem(unit, TRAITS, index, name + " is marked chained, but this scenario plays without French chains"
					+ " (variant french_chains = off) [S 3.2].", List.of());
		}
		if (!(unit.getPlacement() instanceof HexPlacement)) {
			report.problem(unit, TRAITS, index, name + " is marked chained but " + DisplayNames.placement(unit.getPlacement())
					+ ": chains are made at set-up, two squadrons on one hex [S 3.2], [S 3.2.1a]; place both with 'at'.",
					List.of());
		}
	}
}

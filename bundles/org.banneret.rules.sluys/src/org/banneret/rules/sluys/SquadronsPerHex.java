package org.banneret.rules.sluys;

import java.util.List;

import org.banneret.model.BanneretPackage;
import org.banneret.model.HexPlacement;
import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.generic.Stacking;

/**
 * "Only one squadron counter may occupy a hex" [S 3.1.1]. A hex whose squadrons are all marked
 * chained is left to SLY-CHAIN-1, which judges the one exception: two French squadrons chained
 * at set-up [S 3.2.1a]. Marines are counted by SLY-MAR-2 and leaders have no limit [S 3.4.1].
 */
final class SquadronsPerHex extends Rule {

	static final RuleInfo INFO = SluysRules.sly("SLY-STACK-1", "One squadron per hex", "3.1.1", Severity.ERROR);

	/**
	 * Stands in for GEN-STACK-1 (which stands down for Sluys
	 * scenarios); the generic rule's plain limits know neither chained pairs nor marines aboard squadrons.
	 */
	private SquadronsPerHex() {
		super(INFO, Subject.HEX);
	}

	static Rule rule() {
		return new SquadronsPerHex().replacing(Stacking.INFO.id());
	}

	@Override
	public void checkHex(Hex hex, Setup setup, Report report) {
		List<Unit> squadrons = setup.occupantsOf(hex).stream().filter(u -> Counters.isSquadron(u) && Setup.isAlive(u))
				.toList();
		int count = squadrons.stream().mapToInt(Unit::getCount).sum();
		boolean allChained = squadrons.stream().allMatch(s -> s.getTraits().contains(Counters.CHAINED));
		if (count < 2 || allChained) {
			return;
		}
		String label = setup.label(hex);
		Unit last = squadrons.get(squadrons.size() - 1);
		HexPlacement placement = (HexPlacement) last.getPlacement();
		report.problem(placement, BanneretPackage.Literals.HEX_PLACEMENT__HEXES, placement.getHexes().indexOf(label), "Hex "
				+ label + " holds " + count + " squadrons (" + Counters.names(squadrons) + "), but only one squadron may occupy"
				+ " a hex [S 3.1.1]; the one exception is two French squadrons chained at set-up, both marked 'chained'"
				+ " [S 3.2.1a].", List.of(label), squadrons.toArray(Unit[]::new));
	}
}

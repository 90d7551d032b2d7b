package org.banneret.rules.sluys;

import java.util.List;

import org.banneret.model.BanneretPackage;
import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.UnitMarker;
import org.banneret.model.naming.DisplayNames;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * A squadron's state is its steps, full or reduced ("flipped") [S 3.1.2], and its damage, none,
 * Damaged or Severely Damaged, shown by one two-sided marker [S 3.1.4b-c]. A sunk squadron is off
 * the map [S 3.1.4]. (The Damage marker's value, 1 or 2, is checked with every marker's range by
 * SLY-MARK-1.)
 */
final class SquadronState extends Rule {

	static final RuleInfo INFO = SluysRules.sly("SLY-SQ-2", "A squadron is full or reduced, with one damage marker at most",
			"3.1.2, 3.1.4", Severity.ERROR);

	SquadronState() {
		super(INFO, Subject.UNIT);
	}

	@Override
	public void checkUnit(Unit unit, Setup setup, Report report) {
		if (!Counters.isSquadron(unit)) {
			return;
		}
		String name = Counters.name(unit);
		switch (unit.getState()) {
			case DEAD -> {
				if (unit.getPlacement() != null) {
					report.problem(unit, BanneretPackage.Literals.UNIT__STATE, -1, name + " is sunk but set up "
							+ DisplayNames.placement(unit.getPlacement()) + "; a sunk squadron is"
							+ " removed from the map [S 3.1.4].", List.of());
				}
			}
			case HEALTHY -> {
			}
			default -> report.problem(unit, BanneretPackage.Literals.UNIT__STATE, -1, name + " is marked "
					+ unit.getState().getLiteral() + ", a state Sluys squadrons do not have: a squadron is at full strength or"
					+ " reduced ('flipped') [S 3.1.2] and may be Damaged or Severely Damaged ('with Damage = 1' or 2) [S 3.1.4].",
					List.of());
		}
		List<UnitMarker> damage = Setup.markers(unit, Counters.DAMAGE);
		if (damage.size() > 1) {
			report.problem(damage.get(1), name + " carries " + damage.size() + " Damage markers; one two-sided marker shows"
					+ " Damaged or Severely Damaged [S 3.1.4b-c].", List.of());
		}
	}
}

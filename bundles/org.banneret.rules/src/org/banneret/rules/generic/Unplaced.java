package org.banneret.rules.generic;

import java.util.List;

import org.banneret.model.ForceElement;
import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/** Every unit row says where it sets up; a leader's rows are counted against their placements. */
public final class Unplaced extends Rule {

	public static final RuleInfo INFO = RuleInfo.of("GEN-PLACE-1", "Every unit has a placement", "the order of battle",
			Severity.ERROR);

	public Unplaced() {
		super(INFO, Subject.UNIT);
	}

	@Override
	public void checkUnit(Unit unit, Setup setup, Report report) {
		if (unit.getPlacement() != null) {
			return;
		}
		String message = Describe.unit(unit, setup) + " has no placement.";
		if (unit.eContainer() instanceof Unit leader) {
			List<Unit> rows = leader.getElements().stream().filter(Unit.class::isInstance).map(Unit.class::cast).toList();
			long placed = rows.stream().filter(row -> row.getPlacement() != null).count();
			message = Describe.unit(unit, setup) + " has no placement: " + leader.getName() + " has " + rows.size()
					+ " unit groups but " + placed + " placements.";
		} else if (!(unit.eContainer() instanceof ForceElement)) {
			return;
		}
		report.problem(unit, message, List.of());
	}
}

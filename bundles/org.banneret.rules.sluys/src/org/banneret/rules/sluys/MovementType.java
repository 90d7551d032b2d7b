package org.banneret.rules.sluys;

import java.util.List;
import java.util.OptionalInt;

import org.banneret.model.BanneretPackage;
import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.Values;

/**
 * A squadron moves by sails or by oars, never both [S 6.1.1], and has a movement allowance
 * [S 6.1.2]. The class gives the movement type; traits "sails" or "oars" must not contradict it.
 * Printed MAs are lost with the counter art; one set by the scenario ("set movement 4") or the
 * game system is checked.
 */
final class MovementType extends Rule {

	static final RuleInfo INFO = SluysRules.sly("SLY-SQ-1", "A squadron has one movement type and a positive MA",
			"6.1.1-6.1.2", Severity.ERROR);

	MovementType() {
		super(INFO, Subject.UNIT);
	}

	@Override
	public void checkUnit(Unit unit, Setup setup, Report report) {
		if (!Counters.isSquadron(unit)) {
			return;
		}
		String name = Counters.name(unit);
		String unitClass = Setup.className(unit);
		boolean sails = Counters.SAILS.equals(unitClass) || Setup.hasTrait(unit, Counters.SAILS);
		boolean oars = Counters.OARS.equals(unitClass) || Setup.hasTrait(unit, Counters.OARS);
		if (sails && oars) {
			report.problem(unit, BanneretPackage.Literals.UNIT__TRAITS, -1, name + " moves both by sails and by oars; a"
					+ " squadron moves by one or the other [S 6.1.1].", List.of());
		} else if (!sails && !oars) {
			report.problem(unit, BanneretPackage.Literals.UNIT__TYPE, -1, name + " moves neither by sails nor by oars; every"
					+ " squadron moves by one of them [S 6.1.1].", List.of());
		}
		OptionalInt allowance = movementAllowance(unit);
		if (allowance.isPresent() && allowance.getAsInt() <= 0) {
			report.problem(unit, BanneretPackage.Literals.UNIT__OVERRIDES, -1, name + " has a movement allowance of "
					+ allowance.getAsInt() + "; a squadron's MA is at least 1 [S 6.1.2].", List.of());
		}
	}

	private static OptionalInt movementAllowance(Unit unit) {
		return Values.number(unit, Values.MOVEMENT);
	}
}

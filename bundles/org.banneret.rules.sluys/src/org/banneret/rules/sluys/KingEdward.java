package org.banneret.rules.sluys;

import java.util.List;

import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * King Edward, the counter with the once-per-game re-roll (trait "mulligan") and the heroism star
 * [S 3.5.1-3.5.2], is English. That there is only one is GEN-MIX-1's: his counter is unique.
 */
final class KingEdward extends Rule {

	static final RuleInfo INFO = SluysRules.sly("SLY-LDR-3", "King Edward is English", "3.5", Severity.ERROR);

	KingEdward() {
		super(INFO, Subject.UNIT);
	}

	@Override
	public void checkUnit(Unit unit, Setup setup, Report report) {
		if (!Setup.hasTrait(unit, Counters.MULLIGAN)) {
			return;
		}
		Fleet owner = Fleet.ownerOf(unit, setup);
		Fleet side = Fleet.of(setup.sideOf(unit));
		if (owner == Fleet.FRENCH || side == Fleet.FRENCH) {
			report.problem(unit, Counters.name(unit) + " is King Edward III, who leads the English fleet [S 3.5], but the"
					+ " scenario gives him to the French" + (side == Fleet.FRENCH ? " fleet (" + setup.sideOf(unit).getName() + ")."
							: ": he is written 'of' a French nationality."), List.of());
		}
	}
}

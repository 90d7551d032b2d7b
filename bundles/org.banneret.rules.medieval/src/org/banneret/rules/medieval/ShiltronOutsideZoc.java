package org.banneret.rules.medieval;

import java.util.List;

import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.generic.Describe;

/**
 * A unit that starts in shiltron is not in an enemy zone of control, because a shiltron cannot
 * be formed there [B 11.3.3] (INFERENCE for the set-up).
 */
final class ShiltronOutsideZoc extends InEnemyZone {

	static final RuleInfo INFO = MedievalRules.ban("BAN-SHIL-2", "A shiltron does not start in an enemy zone of control",
			"[11.3.3], [3.2.1]", Severity.WARNING);

	ShiltronOutsideZoc() {
		super(INFO);
	}

	@Override
	boolean judges(Unit unit) {
		return Kinds.inShiltron(unit) && Setup.isAlive(unit);
	}

	@Override
	String message(Unit unit, String label, List<Unit> enemies, Setup setup) {
		return Describe.unit(unit, setup) + " starts in shiltron on " + label + ", in the zone of control of "
				+ Describe.units(enemies, setup) + "; a shiltron cannot be formed in an enemy zone of control.";
	}
}

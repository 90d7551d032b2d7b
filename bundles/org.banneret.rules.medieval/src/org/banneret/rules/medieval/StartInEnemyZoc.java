package org.banneret.rules.medieval;

import java.util.List;

import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.generic.Describe;

/**
 * Units that start in an enemy zone of control must attack in their first combat phase
 * [B 5.2.2]: worth a designer's second look, since it is often two units set face to face by
 * mistake. Leaders ignore zones of control [B 8.1.1]; shiltrons are BAN-SHIL-2's concern.
 */
final class StartInEnemyZoc extends InEnemyZone {

	static final RuleInfo INFO = MedievalRules.ban("BAN-ZOC-1", "Units that start in an enemy zone of control",
			"[5.2.2], [3.2.1]", Severity.WARNING);

	StartInEnemyZoc() {
		super(INFO);
	}

	@Override
	boolean judges(Unit unit) {
		return Setup.isAlive(unit) && !Kinds.isLeader(unit) && !Setup.hasTrait(unit, Kinds.IGNORES_ZOC)
				&& !Kinds.inShiltron(unit);
	}

	@Override
	String message(Unit unit, String label, List<Unit> enemies, Setup setup) {
		return Describe.unit(unit, setup) + " starts on " + label + " in the zone of control of "
				+ Describe.units(enemies, setup) + ", so it must attack in its first combat phase; check that the"
				+ " set-up means it.";
	}
}

package org.banneret.rules.cryhavoc;

import java.util.Set;

import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.generic.Ships;

/**
 * CH-SHIP-3: who may take which task aboard. Nobles never row, steer, bail or sail; sailors never
 * board; galley slaves only row; women row only in rowboats; a task is taken aboard a ship
 * (Magna Carta §13.2, §13.3.2, §14.2.1-14.2.4). A bailer has no other task: a character has one.
 */
public final class CrewTasks extends Rule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-SHIP-3",
			"Tasks aboard only for those who may take them: nobles never row, sailors never board",
			"Magna Carta §13.2, §13.3.2, §14.2.1-14.2.4", Severity.ERROR);
	private static final Set<String> NOT_FOR_NOBLES = Set.of(Crews.OARSMAN, Crews.STEERSMAN, Crews.BAILER, Crews.SAILOR);

	public CrewTasks() {
		super(INFO, Subject.SCENARIO); // a ship's move changes what its crew may do, so every update judges all
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		for (Unit unit : setup.units()) {
			if (unit.getTask() != null && !setup.hexesOf(unit).isEmpty()) {
				check(unit, unit.getTask(), setup, report);
			}
		}
	}

	private static void check(Unit unit, String task, Setup setup, Report report) {
		String who = Counters.name(unit, setup);
		Unit ship = Ships.shipUnder(setup, unit);
		if (ship == null) {
			Crews.onTask(report, setup, unit, who + " is given the task '" + task + "' but stands on no ship's deck.");
		} else if (Crews.isNoble(unit) && NOT_FOR_NOBLES.contains(task)) {
			Crews.onTask(report, setup, unit, who + " is a noble, and nobles never row, steer, bail or work the sails;"
					+ " he may board, grapple or work an engine.", ship);
		} else if (Crews.isGalleySlave(unit) && !task.equals(Crews.OARSMAN)) {
			Crews.onTask(report, setup, unit, who + " is a galley slave, who only rows; not '" + task + "'.", ship);
		} else if (Crews.isSailor(unit) && task.equals(Crews.BOARDER)) {
			Crews.onTask(report, setup, unit, who + " is a sailor, and sailors never board.", ship);
		} else if (Setup.hasTrait(unit, Crews.FEMALE) && task.equals(Crews.OARSMAN) && !Setup.hasTrait(ship, Crews.ROWS_ANYWHERE)) {
			Crews.onTask(report, setup, unit, who + " rows " + Counters.name(ship, setup) + "; women row only in rowboats.", ship);
		}
	}
}

package org.banneret.rules.cryhavoc;

import java.util.List;

import org.banneret.model.Severity;
import org.banneret.model.Side;
import org.banneret.model.Unit;
import org.banneret.model.UnitMarker;
import org.banneret.model.UnitState;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * CH-FORCE-14: at night a sleeping character (Sleeping marker) is shown stun side up, and a side
 * with sleepers has sentries to raise the alarm (Sentry marker); a note for the set-up sheet.
 */
public final class NightSleepers extends Rule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-FORCE-14", "Sleepers stun side up, with sentries",
			"Siege §6.75", Severity.INFO);

	public NightSleepers() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		for (Unit unit : setup.units()) {
			UnitMarker sleeping = Setup.markerOf(unit, "Sleeping");
			if (sleeping != null && unit.getState() != UnitState.STUNNED) {
				Reports.onMarker(report, unit, sleeping, Counters.name(unit, setup)
						+ " is asleep; a sleeper is set up stun side up (write 'stunned').", List.of());
			}
		}
		for (Side side : setup.scenario().getSides()) {
			List<Unit> own = setup.units().stream().filter(u -> setup.sideOf(u) == side).toList();
			if (own.stream().anyMatch(u -> Setup.markerOf(u, "Sleeping") != null)
					&& own.stream().noneMatch(u -> Setup.markerOf(u, "Sentry") != null)) {
				report.problem(side, side.getName() + " has sleepers but no sentry (Sentry marker) to give the alarm.", List.of());
			}
		}
	}
}

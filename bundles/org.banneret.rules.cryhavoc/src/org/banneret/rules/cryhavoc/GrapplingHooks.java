package org.banneret.rules.cryhavoc;

import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.map.Hull;
import org.banneret.rules.Report;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.generic.Ships;

/**
 * CH-SHIP-8: a grappling hook starts with its owner: a grappler of the ship's own side, on an
 * edge hex, with the hook on him (Magna Carta §13.2, §13.6.1). One hook a hex is CH-STACK-10's.
 */
public final class GrapplingHooks extends ShipRule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-SHIP-8",
			"Grappling hooks set up by their owners: a grappler on an edge hex holds each", "Magna Carta §13.2, §13.6.1",
			Severity.ERROR);
	static final String HOOK = "Hook";

	public GrapplingHooks() {
		super(INFO);
	}

	@Override
	void check(Unit ship, Setup setup, Report report) {
		String name = Counters.name(ship, setup);
		for (Unit unit : Ships.aboard(setup, ship)) {
			boolean grappler = Crews.GRAPPLER.equals(unit.getTask());
			boolean hook = Setup.hasMarker(unit, HOOK);
			if (!grappler && !hook) {
				continue;
			}
			String who = Counters.name(unit, setup);
			Hull.Placed at = Crews.hullHexOf(setup, ship, unit);
			if (grappler && !hook) {
				Crews.onTask(report, setup, unit, who + " is a grappler without a hook; put the hook on him ('with Hook').", ship);
			} else if (hook && !grappler) {
				Reports.onPlacement(report, unit, who + " holds a grappling hook aboard " + name + " but is no grappler;"
						+ " give him the task grappler.", setup.labelsOf(unit), ship);
			} else if (at != null && at.role() != Hull.Role.EDGE) {
				Crews.onTask(report, setup, unit, who + " grapples from " + at.role().meaning() + " of " + name
						+ "; a grappler stands on an edge hex.", ship);
			} else if (setup.sideOf(unit) != setup.sideOf(ship)) {
				Crews.onTask(report, setup, unit, who + " grapples from the enemy's " + name + "; a hook is set up by its owner,"
						+ " aboard his own ship.", ship);
			}
		}
	}
}

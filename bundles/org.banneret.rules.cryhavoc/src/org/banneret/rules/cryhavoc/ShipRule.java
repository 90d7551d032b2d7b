package org.banneret.rules.cryhavoc;

import org.banneret.model.Unit;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.generic.Ships;

/**
 * A check of each ship on the board with what stands aboard it. It judges the whole scenario at
 * every update, since a crew member's move changes his ship's findings; ships are few.
 */
abstract class ShipRule extends Rule {

	ShipRule(RuleInfo info) {
		super(info, Subject.SCENARIO);
	}

	@Override
	public final void checkScenario(Setup setup, Report report) {
		for (Unit ship : Ships.ships(setup)) {
			if (!setup.hullLaid(ship).isEmpty()) {
				check(ship, setup, report);
			}
		}
	}

	abstract void check(Unit ship, Setup setup, Report report);
}

package org.banneret.rules.cryhavoc;

import java.util.List;

import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.map.Hull;
import org.banneret.rules.Report;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.generic.Ships;

/**
 * CH-SHIP-1: a ship has one steersman, on its helm hex "G"; a rowboat has no helm and needs none
 * (Magna Carta §13.1, §13.2, §14.3.3.3).
 */
public final class Steersmen extends ShipRule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-SHIP-1", "One steersman a ship, on its helm hex",
			"Magna Carta §13.1, §13.2, §14.3.3.3", Severity.ERROR);

	public Steersmen() {
		super(INFO);
	}

	@Override
	void check(Unit ship, Setup setup, Report report) {
		List<Unit> steersmen = Ships.atTask(setup, ship, Crews.STEERSMAN);
		boolean helm = Ships.hullOf(ship).has(Hull.Role.HELM);
		for (int i = 0; i < steersmen.size(); i++) {
			Unit steersman = steersmen.get(i);
			String who = Counters.name(steersman, setup);
			Hull.Placed at = Crews.hullHexOf(setup, ship, steersman);
			if (!helm) {
				Crews.onTask(report, setup, steersman, who + " steers " + Counters.name(ship, setup)
						+ ", which has no helm; a rowboat needs no steersman.", ship);
			} else if (i > 0) {
				Crews.onTask(report, setup, steersman, who + " is a second steersman of " + Counters.name(ship, setup) + " after "
						+ Counters.name(steersmen.get(0), setup) + "; a ship has one.", ship, steersmen.get(0));
			} else if (at == null || at.role() != Hull.Role.HELM) {
				Crews.onTask(report, setup, steersman, who + " steers " + Counters.name(ship, setup) + " from "
						+ (at == null ? "off its deck" : at.role().meaning()) + "; the steersman stands on the helm hex 'G'.", ship);
			}
		}
	}
}

package org.banneret.rules.cryhavoc;

import java.util.List;

import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.rules.Report;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.Values;
import org.banneret.rules.generic.Ships;

/**
 * CH-SHIP-4: a sailing ship works each sail with its crew (4 sailors, 6 on large ships) and has a
 * steersman; soldiers may help if a sailor leads them. Short-handed it sails slower: a warning
 * (Magna Carta §14.3.2.2).
 */
public final class SailingCrews extends ShipRule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-SHIP-4",
			"A sailing ship has its sail crews and a steersman", "Magna Carta §14.3.2.1-14.3.2.2", Severity.WARNING);

	public SailingCrews() {
		super(INFO);
	}

	@Override
	void check(Unit ship, Setup setup, Report report) {
		int sails = Values.number(ship, Crews.SAILS).orElse(0);
		if (sails == 0) {
			return;
		}
		int needed = sails * Values.number(ship, Crews.SAIL_CREW).orElse(4);
		List<Unit> working = Ships.atTask(setup, ship, Crews.SAILOR);
		int count = working.stream().mapToInt(Unit::getCount).sum();
		boolean sailorLeads = working.stream().anyMatch(Crews::isSailor);
		String name = Counters.name(ship, setup);
		if (count < needed) {
			Reports.onPlacement(report, ship, name + " has " + count + " at the sails; its " + sails + " sail(s) need " + needed
					+ " (task sailor), or it loses speed.", setup.labelsOf(ship));
		} else if (!sailorLeads) {
			Reports.onPlacement(report, ship, name + " has only soldiers at the sails; soldiers work a sail under a sailor.",
					setup.labelsOf(ship));
		}
		if (Ships.atTask(setup, ship, Crews.STEERSMAN).isEmpty()) {
			Reports.onPlacement(report, ship, name + " has no steersman; a sailing ship needs one at the helm.",
					setup.labelsOf(ship));
		}
	}
}

package org.banneret.rules.cryhavoc;

import java.util.List;
import java.util.OptionalInt;

import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.map.Hull;
import org.banneret.rules.Report;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.Values;
import org.banneret.rules.generic.Ships;

/**
 * CH-SHIP-2: oarsmen sit on the edge hexes (any hex of a rowboat; the lower deck of a galley), no
 * more of them than the ship's maximum (Magna Carta §13.2, §13.3.1-13.3.2, §14.3.5).
 */
public final class Oarsmen extends ShipRule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-SHIP-2", "Oarsmen on edge hexes, within the ship's maximum",
			"Magna Carta §13.2, §13.3.1-13.3.2, §14.3.5.1, §14.3.5.3", Severity.ERROR);

	public Oarsmen() {
		super(INFO);
	}

	@Override
	void check(Unit ship, Setup setup, Report report) {
		List<Unit> oarsmen = Ships.atTask(setup, ship, Crews.OARSMAN);
		boolean anywhere = Setup.hasTrait(ship, Crews.ROWS_ANYWHERE);
		boolean lowerDeck = Setup.hasTrait(ship, "offers_lowerdeck");
		OptionalInt most = Values.number(ship, Crews.MAX_OARSMEN);
		int count = 0;
		for (Unit oarsman : oarsmen) {
			count += oarsman.getCount();
			String who = Counters.name(oarsman, setup);
			Hull.Placed at = Crews.hullHexOf(setup, ship, oarsman);
			if (most.isPresent() && most.getAsInt() == 0) {
				Crews.onTask(report, setup, oarsman, who + " rows " + Counters.name(ship, setup) + ", which has no oars.", ship);
			} else if (!anywhere && at != null && at.role() != Hull.Role.EDGE && at.role() != Hull.Role.LOWER_DECK) {
				Crews.onTask(report, setup, oarsman, who + " rows from " + at.role().meaning() + " of " + Counters.name(ship, setup)
						+ "; oarsmen sit on its edge hexes, never the bow or the stern.", ship);
			} else if (lowerDeck && !"lowerdeck".equals(Counters.slot(oarsman, setup))) {
				Crews.onTask(report, setup, oarsman, who + " rows " + Counters.name(ship, setup) + " from its upper deck; a galley's"
						+ " oarsmen sit on the lower-deck benches (write 'on lowerdeck').", ship);
			} else if (most.isPresent() && count > most.getAsInt()) {
				Crews.onTask(report, setup, oarsman, Counters.name(ship, setup) + " has " + count + " oarsmen with " + who
						+ "; it has oars for " + most.getAsInt() + ".", ship);
			}
		}
	}
}

package org.banneret.rules.cryhavoc;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.generic.Ships;

/** CH-SHIP-7: ships do not overlap; entering another ship's hex is a collision (Magna Carta §13.5). */
public final class ShipsApart extends ShipRule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-SHIP-7", "Ships do not overlap", "Magna Carta §13.5",
			Severity.ERROR);

	public ShipsApart() {
		super(INFO);
	}

	@Override
	void check(Unit ship, Setup setup, Report report) {
		Map<Unit, List<String>> shared = new LinkedHashMap<>();
		for (Hex hex : setup.hexesOf(ship)) {
			for (Unit other : setup.occupantsOf(hex)) {
				// Each pair once, on the ship the order of battle lists later.
				if (other != ship && Ships.isShip(other) && setup.inOrderOfBattle().compare(other, ship) < 0) {
					shared.computeIfAbsent(other, o -> new ArrayList<>()).add(setup.label(hex));
				}
			}
		}
		shared.forEach((other, hexes) -> Reports.onPlacement(report, ship, Counters.name(ship, setup) + " overlaps "
				+ Counters.name(other, setup) + " at " + String.join(", ", hexes) + "; ships never share a hex.", hexes, other));
	}
}

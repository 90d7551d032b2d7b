package org.banneret.rules.cryhavoc;

import java.util.List;

import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.generic.Ships;

/**
 * CH-SHIP-11: a gangplank (2 hexes) runs only between a moored large ship and a quay; a moored
 * ship has its mooring rope out and its sails down (Magna Carta §14.4.3.2-14.4.3.3).
 */
public final class Gangplanks extends Rule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-SHIP-11",
			"Gangplanks only between a moored large ship and a quay", "Magna Carta §14.4.3.2-14.4.3.3", Severity.ERROR);
	static final String MOORING = "Mooring";
	static final String SAIL = "Sail";

	public Gangplanks() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		for (Unit ship : Ships.ships(setup)) {
			if (Setup.hasMarker(ship, MOORING) && Setup.hasMarker(ship, SAIL)) {
				Reports.onMarker(report, ship, Setup.markerOf(ship, SAIL), Counters.name(ship, setup) + " is moored with its sail"
						+ " set; a moored ship has its sails down.", setup.labelsOf(ship));
			}
		}
		for (Unit plank : setup.units()) {
			if (!Setup.hasTrait(plank, Crews.GANGPLANK) || setup.hexesOf(plank).isEmpty()) {
				continue;
			}
			List<Hex> hexes = setup.hexesOf(plank);
			Unit ship = hexes.stream().map(hex -> Ships.shipAt(setup, hex)).filter(s -> s != null).findFirst().orElse(null);
			boolean quay = hexes.stream().anyMatch(hex -> Ships.shipAt(setup, hex) == null && Hexes.has(setup, hex, "quay"));
			String what = Counters.name(plank, setup);
			if (ship == null || !quay) {
				Reports.onPlacement(report, plank, what + " runs " + (ship == null ? "from no ship" : "from " + Counters.name(ship, setup))
						+ (quay ? " to a quay" : " to no quay") + "; a gangplank joins a moored ship to a quay.", setup.labelsOf(plank));
			} else if (!Setup.hasTrait(ship, Crews.LARGE)) {
				Reports.onPlacement(report, plank, what + " runs from " + Counters.name(ship, setup) + ", which is no large ship;"
						+ " only nefs, galleys and horse carriers put out gangplanks.", setup.labelsOf(plank), ship);
			} else if (!Setup.hasMarker(ship, MOORING)) {
				Reports.onPlacement(report, plank, what + " runs from " + Counters.name(ship, setup) + ", which is not moored; give it"
						+ " its mooring rope ('with Mooring').", setup.labelsOf(plank), ship);
			}
		}
	}
}

package org.banneret.rules.cryhavoc;

import java.util.ArrayList;
import java.util.List;

import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.model.map.Hull;
import org.banneret.rules.Report;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * CH-SHIP-6: a ship lies on water. A large ship (nef, galley, horse carrier) is never within 12 hexes of
 * the shore, and a keeled one (felucca, cog) never in shallow water, unless the scenario sets it
 * aground (an Aground marker); a ship on the beach is aground (Magna Carta §13.4.4, §14.4.1.1-14.4.1.2).
 */
public final class ShipWaters extends ShipRule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-SHIP-6",
			"Ships on water; large ships 12 hexes off the shore, keeled ships out of the shallows",
			"Magna Carta §13.4.4, §14.4.1.1-14.4.1.2", Severity.ERROR);
	static final String WATER = "water";
	static final String SHALLOWS = "shallows";
	private static final int OFFSHORE = 12;

	public ShipWaters() {
		super(INFO);
	}

	@Override
	void check(Unit ship, Setup setup, Report report) {
		boolean aground = Setup.hasMarker(ship, "Aground");
		String name = Counters.name(ship, setup);
		List<String> land = new ArrayList<>();
		List<String> beach = new ArrayList<>();
		List<String> shallows = new ArrayList<>();
		for (Hull.Placed placed : setup.hullLaid(ship)) {
			Hex hex = placed.hex();
			if (!setup.board().contains(hex)) {
				continue;
			}
			if (Hexes.terrainHas(setup, hex, "beach")) {
				beach.add(setup.label(hex));
			} else if (!Hexes.terrainHas(setup, hex, WATER)) {
				land.add(setup.label(hex));
			} else if (Hexes.terrainHas(setup, hex, SHALLOWS)) {
				shallows.add(setup.label(hex));
			}
		}
		if (!land.isEmpty()) {
			Reports.onPlacement(report, ship, name + " lies on land at " + String.join(", ", land) + "; a ship lies on water,"
					+ " or aground on a beach.", land);
		} else if (!beach.isEmpty() && !aground) {
			Reports.onPlacement(report, ship, name + " lies on the beach at " + String.join(", ", beach) + " and is not marked"
					+ " aground; give it the Aground marker ('with Aground') or move it off.", beach);
		} else if (Setup.hasTrait(ship, Crews.KEELED) && !shallows.isEmpty() && !aground) {
			Reports.onPlacement(report, ship, name + " is keeled and lies in shallow water at " + String.join(", ", shallows)
					+ ", where it runs aground; move it to deep water or mark it Aground.", shallows);
		} else if (Setup.hasTrait(ship, Crews.LARGE) && !aground) {
			Hex shore = nearestShore(ship, setup);
			if (shore != null) {
				Reports.onPlacement(report, ship, name + " is a large ship " + distance(ship, shore, setup) + " hex(es) from the"
						+ " shore at " + setup.label(shore) + "; large ships keep more than " + OFFSHORE + " hexes off it unless aground.",
						setup.labelsOf(ship));
			}
		}
	}

	/** The nearest hex that is not water within 12 hexes of the ship, or null. */
	private static Hex nearestShore(Unit ship, Setup setup) {
		Hex nearest = null;
		int best = Integer.MAX_VALUE;
		for (Hex hull : setup.hexesOf(ship)) {
			for (Hex near : hull.range(OFFSHORE)) {
				int distance = hull.distance(near);
				if (distance < best && setup.board().contains(near) && !Hexes.terrainHas(setup, near, WATER)) {
					best = distance;
					nearest = near;
				}
			}
		}
		return nearest;
	}

	private static int distance(Unit ship, Hex shore, Setup setup) {
		return setup.hexesOf(ship).stream().mapToInt(hex -> hex.distance(shore)).min().orElse(0);
	}
}

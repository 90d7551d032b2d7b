package org.banneret.rules.generic;

import java.util.List;
import java.util.Objects;
import java.util.Set;

import org.banneret.model.AreaPlacement;
import org.banneret.model.BanneretPackage;
import org.banneret.model.EdgePlacement;
import org.banneret.model.HexPlacement;
import org.banneret.model.Placement;
import org.banneret.model.RegionPlacement;
import org.banneret.model.ReinforcementPlacement;
import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * A unit aboard a carrier ({@code aboard Cog}) stands where the carrier stands: on its hexes, in
 * its area, off the same edge or entering on the same turn. A passenger written without a
 * placement rides wherever its carrier is. A scenario rule, since moving the carrier moves the
 * passenger's ground too.
 */
public final class Passengers extends Rule {

	public static final RuleInfo INFO = RuleInfo.of("GEN-CARRY-1", "A unit aboard a carrier stands where the carrier stands",
			"the scenario's 'aboard'", Severity.ERROR);

	public Passengers() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		if (setup.board() == null) {
			return;
		}
		for (Unit unit : setup.units()) {
			Unit carrier = Setup.carrierOf(unit);
			if (carrier == null || unit.getPlacement() == null || carrier.getPlacement() == null) {
				continue;
			}
			String where = elsewhere(unit.getPlacement(), carrier, setup);
			if (where != null) {
				List<String> hexes = setup.labelsOf(unit);
				report.problem(unit.getPlacement(), placementFeature(unit.getPlacement()), -1, Describe.unit(unit, setup)
						+ " is aboard " + Describe.unit(carrier, setup) + ", which " + where
						+ "; a unit aboard stands where its carrier stands (write the carrier's place, or none).", hexes, unit,
						carrier);
			}
		}
	}

	/** Where the carrier is, as the tail of a sentence, when the passenger is set up elsewhere; else null. */
	private static String elsewhere(Placement own, Unit carrier, Setup setup) {
		Placement theirs = carrier.getPlacement();
		List<Hex> carrierHexes = setup.hexesOf(carrier);
		List<Hex> ownHexes = setup.hexesOf(ownerOf(own));
		switch (theirs) {
			case HexPlacement onHexes when !carrierHexes.isEmpty() -> {
				if (own instanceof HexPlacement) {
					return ownHexes.isEmpty() || carrierHexes.containsAll(ownHexes) ? null : "stands at " + labels(carrierHexes, setup);
				}
				if (own instanceof AreaPlacement || own instanceof RegionPlacement) {
					return carrierHexes.stream().allMatch(hex -> Areas.covers(own, hex, setup)) ? null
							: "stands at " + labels(carrierHexes, setup) + ", outside that area";
				}
				return "stands at " + labels(carrierHexes, setup);
			}
			case AreaPlacement inArea -> {
				return within(own, ownHexes, theirs, setup) ? null : "is placed in another area";
			}
			case RegionPlacement region -> {
				return within(own, ownHexes, theirs, setup) ? null
						: "is placed in " + (region.getRegion() == null ? "a region" : Describe.name(region.getRegion()));
			}
			case EdgePlacement edge -> {
				return own instanceof EdgePlacement mine && Objects.equals(mine.getEdge(), edge.getEdge())
						&& mine.getMapSide() == edge.getMapSide() && Objects.equals(mine.getSheet(), edge.getSheet()) ? null
								: "waits off the map";
			}
			case ReinforcementPlacement enters -> {
				return own instanceof ReinforcementPlacement mine && mine.getTurn() == enters.getTurn() ? null
						: "enters" + (enters.isSetTurn() ? " on turn " + enters.getTurn() : " later");
			}
			default -> {
				return null;
			}
		}
	}

	/** Whether a passenger's placement lies within the carrier's area or region. */
	private static boolean within(Placement own, List<Hex> ownHexes, Placement carriers, Setup setup) {
		Set<Hex> area = Areas.remembered(carriers, setup);
		if (area.isEmpty()) {
			return true; // an unknown area: GEN-AREA-1 and the language report it
		}
		if (own instanceof HexPlacement) {
			return area.containsAll(ownHexes);
		}
		return area.containsAll(Areas.remembered(own, setup));
	}

	/** The row a placement belongs to. */
	private static Unit ownerOf(Placement placement) {
		return (Unit) placement.eContainer();
	}

	private static String labels(List<Hex> hexes, Setup setup) {
		return String.join(", ", hexes.stream().map(setup::label).toList());
	}

	private static org.eclipse.emf.ecore.EStructuralFeature placementFeature(Placement placement) {
		return placement instanceof HexPlacement ? BanneretPackage.Literals.HEX_PLACEMENT__HEXES : null;
	}
}

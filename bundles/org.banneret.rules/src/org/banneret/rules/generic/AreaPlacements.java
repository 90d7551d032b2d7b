package org.banneret.rules.generic;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.banneret.model.AreaPlacement;
import org.banneret.model.BanneretPackage;
import org.banneret.model.PathSegment;
import org.banneret.model.RegionPlacement;
import org.banneret.model.Severity;
import org.banneret.model.StackingLimit;
import org.banneret.model.StackingMeasure;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * Area placements can be carried out: a road segment runs between two hexes of its road, a
 * region has hexes, and everything that must go into one area fits there under the stacking
 * limit (groups that share an area are added up).
 */
public final class AreaPlacements extends Rule {

	public static final RuleInfo INFO = RuleInfo.of("GEN-AREA-1", "Areas exist and hold what is placed in them",
			"the game system's stacking limits", Severity.ERROR);

	public AreaPlacements() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		if (setup.board() == null || setup.system() == null) {
			return;
		}
		StackingLimit limit = strengthLimit(setup);
		AreaLoads loads = setup.index(AreaLoads.class, () -> new AreaLoads(setup, limit));
		for (Unit unit : sorted(loads.alongPathsOrInRegions(), setup)) {
			if (unit.getPlacement() instanceof AreaPlacement area) {
				for (PathSegment segment : area.getSegments()) {
					checkSegment(unit, segment, setup, report);
				}
			} else if (unit.getPlacement() instanceof RegionPlacement inRegion && inRegion.getRegion() != null
					&& !inRegion.getRegion().eIsProxy() && inRegion.getRegion().getHexes().isEmpty()) {
				report.doubt(inRegion, BanneretPackage.Literals.REGION_PLACEMENT__REGION, -1, Describe.unit(unit, setup)
						+ " is placed in " + Describe.name(inRegion.getRegion()) + ", but that region has no hexes on map "
						+ setup.map().getName() + ", so the placement cannot be checked.", List.of(), unit);
			}
		}
		if (limit == null) {
			return;
		}
		for (Map.Entry<Set<Hex>, AreaLoads.Load> area : loads.byArea().entrySet()) {
			Set<Hex> hexes = area.getKey();
			long demand = area.getValue().demand();
			long capacity = setup.rememberOver(new Room(hexes, limit), hexes, room -> room(hexes, limit, setup));
			if (demand > capacity) {
				report(hexes, sorted(area.getValue().units(), setup), demand, capacity, limit, setup, report);
			}
		}
	}

	/** Units in the order of battle's order, as a run over all units meets them. */
	private static List<Unit> sorted(java.util.Collection<Unit> units, Setup setup) {
		List<Unit> sorted = new ArrayList<>(units);
		sorted.sort(setup.inOrderOfBattle());
		return sorted;
	}

	private static void checkSegment(Unit unit, PathSegment segment, Setup setup, Report report) {
		if (segment.getPath() == null || segment.getPath().eIsProxy()) {
			return;
		}
		List<Hex> path = Areas.pathHexes(segment.getPath(), setup);
		for (String end : new String[] { segment.getFrom(), segment.getTo() }) {
			Hex at = Areas.endOf(segment, end, setup);
			if (end != null && (at == null || !path.contains(at))) {
				report.problem(segment, end.equals(segment.getFrom()) ? BanneretPackage.Literals.PATH_SEGMENT__FROM
						: BanneretPackage.Literals.PATH_SEGMENT__TO, -1, Describe.unit(unit, setup) + " is placed along "
								+ segment.getPath().getName() + " from " + segment.getFrom() + " to " + segment.getTo() + ", but hex "
								+ end + " is not on that path.", List.of(end), unit);
			}
		}
	}

	private static void report(Set<Hex> hexes, List<Unit> units, long demand, long capacity, StackingLimit limit,
			Setup setup, Report report) {
		String unit = limit.getMeasure() == StackingMeasure.STRENGTH ? " SP" : " counters";
		Unit last = units.get(units.size() - 1);
		report.problem(last.getPlacement(), Describe.unit(last, setup) + " and the other " + (units.size() - 1)
				+ " group(s) placed in the same area need " + demand + unit + ", but its " + hexes.size()
				+ " hexes hold at most " + capacity + unit + " under the stacking limit"
				+ (limit.getCitation() == null ? "" : " of " + limit.getCitation()) + ".", List.of(),
				units.toArray(Unit[]::new));
	}

	/** The room an area has left under a limit: a key per interned area, compared by identity. */
	private record Room(Set<Hex> hexes, StackingLimit limit) {
		@Override
		public boolean equals(Object other) {
			return other instanceof Room room && room.hexes == hexes && room.limit == limit;
		}

		@Override
		public int hashCode() {
			return System.identityHashCode(hexes) * 31 + System.identityHashCode(limit);
		}
	}

	private static long room(Set<Hex> hexes, StackingLimit limit, Setup setup) {
		long capacity = 0;
		for (Hex hex : hexes) {
			long room = limit.getMaximum();
			for (Unit already : setup.occupantsOf(hex)) {
				if (Stacking.counts(already, limit)) {
					room -= Stacking.amount(already, limit);
				}
			}
			capacity += Math.max(0, room);
		}
		return capacity;
	}

	/** The system-wide limit areas are measured against: by strength if there is one, else by count. */
	private static StackingLimit strengthLimit(Setup setup) {
		StackingLimit found = null;
		for (StackingLimit limit : setup.system().getStackingLimits()) {
			if (limit.getSlot() == null && limit.getAppliesTo().isEmpty()
					&& (found == null || limit.getMeasure() == StackingMeasure.STRENGTH)) {
				found = limit;
			}
		}
		return found;
	}
}

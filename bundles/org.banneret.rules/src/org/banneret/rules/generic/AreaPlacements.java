package org.banneret.rules.generic;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.banneret.model.AreaPlacement;
import org.banneret.model.BanneretPackage;
import org.banneret.model.LevelSlot;
import org.banneret.model.PathSegment;
import org.banneret.model.RegionPlacement;
import org.banneret.model.Severity;
import org.banneret.model.StackingLimit;
import org.banneret.model.StackingMeasure;
import org.banneret.model.Unit;
import org.banneret.model.UnitClass;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * Area placements can be carried out: a road segment runs between two hexes of its road, a
 * region has hexes, and everything that must go into one area fits there under the stacking
 * limit (groups that share an area are added up), on the hexes its units may enter.
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
			AreaLoads.Load load = area.getValue();
			Ground ground = setup.rememberOver(new Room(hexes, limit), hexes, room -> Ground.of(hexes, limit, setup));
			if (load.demand() <= ground.total() && ground.openToAll()) {
				continue;
			}
			Shortfall shortfall = ground.shortfall(load.demandByClass(), setup);
			if (shortfall != null) {
				List<Unit> units = sorted(load.units().stream().filter(u -> shortfall.classes().contains(Setup.classOf(u))).toList(),
						setup);
				report(hexes, units, shortfall, ground, limit, setup, report);
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

	private static void report(Set<Hex> hexes, List<Unit> units, Shortfall shortfall, Ground ground, StackingLimit limit,
			Setup setup, Report report) {
		String unit = limit.getMeasure() == StackingMeasure.STRENGTH ? " SP" : " counters";
		Unit last = units.get(units.size() - 1);
		String room = shortfall.hexes() == hexes.size() ? "its " + hexes.size() + " hexes hold"
				: "only " + shortfall.hexes() + " of its " + hexes.size() + " hexes are ground that "
						+ Describe.classes(shortfall.classes().stream().filter(java.util.Objects::nonNull).toList())
						+ " may enter, and they hold";
		report.problem(last.getPlacement(), Describe.unit(last, setup) + " and the other " + (units.size() - 1)
				+ " group(s) placed in the same area need " + shortfall.demand() + unit + ", but " + room + " at most "
				+ shortfall.room() + unit + " under the stacking limit"
				+ (limit.getCitation() == null ? "" : " of " + limit.getCitation()) + ".", List.of(),
				units.toArray(Unit[]::new));
	}

	/** Classes whose units together need more room than the ground they may enter holds. */
	private record Shortfall(List<UnitClass> classes, long demand, long room, int hexes) {
	}

	/**
	 * An area's room under a limit, hex by hex, grouped by which of the system's classes may enter
	 * the hex (a bit per class, in the game system's order). Terrain or a feature closed to a
	 * class leaves its room out for that class's units.
	 */
	private record Ground(List<UnitClass> systemClasses, Map<Long, long[]> roomByOpenClasses, long total, int count) {

		static Ground of(Set<Hex> hexes, StackingLimit limit, Setup setup) {
			List<UnitClass> classes = List.copyOf(setup.system().getUnitClasses());
			Map<Long, long[]> byMask = new java.util.HashMap<>();
			long total = 0;
			LevelSlot ground = setup.system().getLevelSlots().isEmpty() ? null : setup.system().getLevelSlots().get(0);
			for (Hex hex : hexes) {
				long room = room(hex, limit, ground, setup);
				long mask = 0;
				for (int i = 0; i < classes.size() && i < Long.SIZE; i++) {
					if (TerrainProhibitions.closing(setup, hex, classes.get(i)).isEmpty()) {
						mask |= 1L << i;
					}
				}
				long[] roomAndHexes = byMask.computeIfAbsent(mask, m -> new long[2]);
				roomAndHexes[0] += room;
				roomAndHexes[1]++;
				total += room;
			}
			return new Ground(classes, byMask, total, hexes.size());
		}

		/** Whether every class may enter every hex of the area. */
		boolean openToAll() {
			long all = systemClasses.size() >= Long.SIZE ? -1L : (1L << systemClasses.size()) - 1;
			return roomByOpenClasses.keySet().stream().allMatch(mask -> (mask & all) == all);
		}

		/**
		 * The classes placed here whose demand exceeds the room on the ground open to any of them
		 * (Hall's condition: where no such set exists, the units can be dealt onto the area): all of
		 * them first, as the whole area is measured, else the set short by the most.
		 */
		Shortfall shortfall(Map<UnitClass, Long> demandByClass, Setup setup) {
			List<UnitClass> present = new ArrayList<>(demandByClass.keySet());
			int k = present.size();
			List<Long> subsets = new ArrayList<>();
			long everyone = k >= Long.SIZE ? -1L : (1L << k) - 1;
			subsets.add(everyone);
			if (k <= MOST_CLASSES_JUDGED_TOGETHER) {
				for (long subset = 1; subset < everyone; subset++) {
					subsets.add(subset);
				}
			} else {
				for (int i = 0; i < k; i++) {
					subsets.add(1L << i);
				}
			}
			Shortfall worst = null;
			for (long subset : subsets) {
				List<UnitClass> chosen = new ArrayList<>();
				long demand = 0;
				long open = 0;
				for (int i = 0; i < k; i++) {
					if ((subset & (1L << i)) != 0) {
						chosen.add(present.get(i));
						demand += demandByClass.get(present.get(i));
						open |= openMask(present.get(i));
					}
				}
				long room = 0;
				int hexes = 0;
				for (Map.Entry<Long, long[]> ground : roomByOpenClasses.entrySet()) {
					if ((ground.getKey() & open) != 0) {
						room += ground.getValue()[0];
						hexes += (int) ground.getValue()[1];
					}
				}
				if (demand > room && (subset == everyone || worst == null || demand - room > worst.demand() - worst.room())) {
					worst = new Shortfall(chosen, demand, room, hexes);
					if (subset == everyone) {
						return worst;
					}
				}
			}
			return worst;
		}

		/** The bits of the hexes a class may enter: every hex for a class the rules do not know. */
		private long openMask(UnitClass unitClass) {
			int index = unitClass == null ? -1 : systemClasses.indexOf(unitClass);
			return index < 0 || index >= Long.SIZE ? -1L : 1L << index;
		}
	}

	/** Beyond this many classes in one area, only each class alone and all together are weighed. */
	private static final int MOST_CLASSES_JUDGED_TOGETHER = 8;

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

	/**
	 * The room a hex has left for units dealt onto it, which stand on the ground (the system's
	 * first slot): a limit counts each slot apart, so those up on a wall or a tree leave it free.
	 */
	private static long room(Hex hex, StackingLimit limit, LevelSlot ground, Setup setup) {
		long room = limit.getMaximum();
		for (Unit already : setup.occupantsOf(hex)) {
			if (Stacking.counts(already, limit) && Stacking.slotOf(already, setup) == ground) {
				room -= Stacking.amount(already, limit);
			}
		}
		return Math.max(0, room);
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

package org.banneret.rules.generic;

import java.util.ArrayList;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.banneret.model.AreaPlacement;
import org.banneret.model.Placement;
import org.banneret.model.RegionPlacement;
import org.banneret.model.StackingLimit;
import org.banneret.model.Unit;
import org.banneret.model.UnitClass;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Setup;

/**
 * Who is placed in each area, and what they weigh under the limit areas are measured against,
 * which the set-up keeps up to date as units move; and who is placed along a path or in a
 * region, whose placements are checked row by row.
 */
final class AreaLoads implements Setup.UnitIndex {

	/** The units placed in one area, in no particular order, and their weight, in all and by class. */
	static final class Load {
		private final List<Unit> units = new ArrayList<>();
		/** Per class: how many rows, and their weight. */
		private final Map<UnitClass, long[]> byClass = new IdentityHashMap<>(4);
		private long demand;

		List<Unit> units() {
			return units;
		}

		long demand() {
			return demand;
		}

		/** The classes placed here (null for a unit whose class is unknown), each with its weight. */
		Map<UnitClass, Long> demandByClass() {
			Map<UnitClass, Long> demands = new IdentityHashMap<>(byClass.size());
			byClass.forEach((unitClass, rowsAndWeight) -> demands.put(unitClass, rowsAndWeight[1]));
			return demands;
		}

		private void add(UnitClass unitClass, int rows, long weight) {
			demand += weight;
			long[] rowsAndWeight = byClass.computeIfAbsent(unitClass, c -> new long[2]);
			rowsAndWeight[0] += rows;
			rowsAndWeight[1] += weight;
			if (rowsAndWeight[0] == 0) {
				byClass.remove(unitClass);
			}
		}
	}

	/** Where a unit was taken in, as what class, and what it weighed there. */
	private record Entry(Set<Hex> area, UnitClass unitClass, long weight) {
	}

	private final Setup setup;
	private final StackingLimit limit;
	/** Areas are interned, so groups sharing an area meet in an identity map without hashing hex sets. */
	private final Map<Set<Hex>, Load> byArea = new IdentityHashMap<>();
	private final Map<Unit, Entry> entries = new IdentityHashMap<>();
	private final Set<Unit> alongPathsOrInRegions = new LinkedHashSet<>();

	/** Loads measured against a limit, or only grouped where there is none. */
	AreaLoads(Setup setup, StackingLimit limit) {
		this.setup = setup;
		this.limit = limit;
	}

	@Override
	public void add(Unit unit) {
		Placement placement = unit.getPlacement();
		if (!(placement instanceof AreaPlacement || placement instanceof RegionPlacement)) {
			return;
		}
		if (placement instanceof RegionPlacement || !((AreaPlacement) placement).getSegments().isEmpty()) {
			alongPathsOrInRegions.add(unit);
		}
		Set<Hex> hexes = Areas.remembered(placement, setup);
		if (hexes.isEmpty()) {
			return;
		}
		long weight = limit != null && Stacking.counts(unit, limit) ? Stacking.amount(unit, limit) : 0;
		UnitClass unitClass = Setup.classOf(unit);
		entries.put(unit, new Entry(hexes, unitClass, weight));
		Load load = byArea.computeIfAbsent(hexes, area -> new Load());
		load.units.add(unit);
		load.add(unitClass, 1, weight);
	}

	@Override
	public void remove(Unit unit) {
		alongPathsOrInRegions.remove(unit);
		Entry entry = entries.remove(unit);
		if (entry != null) {
			Load load = byArea.get(entry.area());
			load.units.remove(unit);
			load.add(entry.unitClass(), -1, -entry.weight());
			if (load.units.isEmpty()) {
				byArea.remove(entry.area());
			}
		}
	}

	Map<Set<Hex>, Load> byArea() {
		return byArea;
	}

	/** The units placed along a path segment or in a region, in no particular order. */
	Collection<Unit> alongPathsOrInRegions() {
		return alongPathsOrInRegions;
	}
}

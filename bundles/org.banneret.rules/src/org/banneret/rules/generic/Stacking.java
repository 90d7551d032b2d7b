package org.banneret.rules.generic;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.banneret.model.BanneretPackage;
import org.banneret.model.HexFeature;
import org.banneret.model.HexPlacement;
import org.banneret.model.LevelSlot;
import org.banneret.model.Severity;
import org.banneret.model.Side;
import org.banneret.model.StackingLimit;
import org.banneret.model.StackingMeasure;
import org.banneret.model.TerrainType;
import org.banneret.model.Unit;
import org.banneret.model.UnitClass;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.Values;

/**
 * Stacking per hex and level slot, by counters or by strength points, from the game system's
 * stacking limits. A hex whose terrain or features carry their own limits (a fortification's
 * 10 SP) uses those instead. A limit without a slot applies to each slot separately; dead
 * counters and exempt classes do not count.
 */
public final class Stacking extends Rule {

	public static final RuleInfo INFO = RuleInfo.of("GEN-STACK-1", "Stacking limits per hex and level slot",
			"the game system's stacking limits", Severity.ERROR);

	public Stacking() {
		super(INFO, Subject.HEX);
	}

	@Override
	public void checkHex(Hex hex, Setup setup, Report report) {
		if (setup.system() == null) {
			return;
		}
		for (StackingLimit limit : limitsAt(hex, setup)) {
			Map<String, List<Unit>> groups = new LinkedHashMap<>();
			for (Unit unit : setup.occupantsOf(hex)) {
				if (counts(unit, limit)) {
					LevelSlot slot = slotOf(unit, setup);
					if (limit.getSlot() != null && slot != limit.getSlot()) {
						continue;
					}
					Side side = setup.sideOf(unit);
					String key = (slot == null ? "" : slot.getName()) + (limit.isPerSide() && side != null ? "/" + side.getName() : "");
					groups.computeIfAbsent(key, k -> new ArrayList<>()).add(unit);
				}
			}
			for (List<Unit> group : groups.values()) {
				long total = group.stream().mapToLong(unit -> amount(unit, limit)).sum();
				if (total > limit.getMaximum()) {
					report(hex, setup, report, limit, group, total);
				}
			}
		}
	}

	private static void report(Hex hex, Setup setup, Report report, StackingLimit limit, List<Unit> group, long total) {
		String label = setup.label(hex);
		String what = limit.getMeasure() == StackingMeasure.STRENGTH ? " SP" : " counters";
		String who = Describe.units(group, setup);
		Unit first = group.get(group.size() - 1);
		HexPlacement placement = (HexPlacement) first.getPlacement();
		String slot = limit.getSlot() != null ? " on " + limit.getSlot().getName()
				: placement.getSlot() != null ? " on " + placement.getSlot().getName() : "";
		report.problem(placement, BanneretPackage.Literals.HEX_PLACEMENT__HEXES, placement.getHexes().indexOf(label),
				"Hex " + label + slot + " holds " + total + what + " (" + who + "), but at most " + limit.getMaximum() + what
						+ " may stack there" + (limit.getCitation() == null ? "" : " by " + limit.getCitation()) + ".",
				List.of(label), group.toArray(Unit[]::new));
	}

	/** A unit's level slot; a placement that names none stands on the system's first slot (the ground). */
	static LevelSlot slotOf(Unit unit, Setup setup) {
		LevelSlot slot = ((HexPlacement) unit.getPlacement()).getSlot();
		if (slot == null && !setup.system().getLevelSlots().isEmpty()) {
			return setup.system().getLevelSlots().get(0);
		}
		return slot;
	}

	/** The limits of the hex's terrain and features if it has any, else the game system's. */
	public static List<StackingLimit> limitsAt(Hex hex, Setup setup) {
		List<StackingLimit> local = new ArrayList<>();
		if (setup.board() != null) {
			TerrainType terrain = setup.board().terrainAt(hex);
			if (terrain != null) {
				local.addAll(terrain.getStackingLimits());
			}
		}
		for (HexFeature feature : setup.featuresAt(hex)) {
			if (feature.getType() != null && !feature.getType().eIsProxy()) {
				local.addAll(feature.getType().getStackingLimits());
			}
		}
		return local.isEmpty() ? setup.system().getStackingLimits() : local;
	}

	/** Whether a row counts under a limit: living, of a class the limit counts and does not exempt. */
	public static boolean counts(Unit unit, StackingLimit limit) {
		if (!Setup.isAlive(unit)) {
			return false;
		}
		UnitClass unitClass = Setup.classOf(unit);
		if (unitClass != null && Setup.holds(limit.getExempt(), unitClass)) {
			return false;
		}
		return limit.getAppliesTo().isEmpty() || Setup.holds(limit.getAppliesTo(), unitClass);
	}

	/**
	 * What a row weighs under a limit: its counters, or their strength points (1 where nothing
	 * gives a strength) read from the face the limit counts; in a long, so no count wraps.
	 */
	public static long amount(Unit unit, StackingLimit limit) {
		return amount(unit, limit, unit.isFlipped() && !readsFront(unit, limit));
	}

	/** What a row weighs under a limit when it shows the given face. */
	public static long amount(Unit unit, StackingLimit limit, boolean back) {
		if (limit.getMeasure() != StackingMeasure.STRENGTH) {
			return unit.getCount();
		}
		return (long) unit.getCount() * Values.current(unit, Values.STRENGTH, back).map(Values.Value::value).orElse(1);
	}

	/** Whether the limit counts a row's front face whichever face is up ("counting front face of ranged"). */
	public static boolean readsFront(Unit unit, StackingLimit limit) {
		UnitClass unitClass = Setup.classOf(unit);
		return unitClass != null && limit.getFrontFaceOf().contains(unitClass);
	}
}

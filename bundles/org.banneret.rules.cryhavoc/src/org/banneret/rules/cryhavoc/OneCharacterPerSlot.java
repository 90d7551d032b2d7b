package org.banneret.rules.cryhavoc;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.banneret.model.Severity;
import org.banneret.model.Side;
import org.banneret.model.StackingLimit;
import org.banneret.model.StackingMeasure;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.generic.Stacking;

/**
 * CH-STACK-1: one living character per hex and level slot, from the game system's stacking
 * limits as GEN-STACK-1 reads them (a hoarding's own limits in its hex, dead counters and exempt
 * classes not counted). It stands in for GEN-STACK-1 because a placement without a slot is on
 * the ground here: "at K18" and "at K18 on ground" share one slot.
 */
public final class OneCharacterPerSlot extends Rule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-STACK-1", "At most one living character per hex and level slot",
			"Magna Carta §1.1, §4.1", Severity.ERROR);

	public OneCharacterPerSlot() {
		super(INFO, Subject.HEX);
	}

	@Override
	public void checkHex(Hex hex, Setup setup, Report report) {
		if (setup.system() == null) {
			return;
		}
		for (StackingLimit limit : Stacking.limitsAt(hex, setup)) {
			Map<String, List<Unit>> groups = new LinkedHashMap<>();
			for (Unit unit : setup.occupantsOf(hex)) {
				String slot = Counters.slot(unit, setup);
				if (!counts(unit, limit) || limit.getSlot() != null && !slot.equals(limit.getSlot().getName())) {
					continue;
				}
				Side side = setup.sideOf(unit);
				String key = slot + (limit.isPerSide() && side != null ? "/" + side.getName() : "");
				groups.computeIfAbsent(key, k -> new ArrayList<>()).add(unit);
			}
			for (List<Unit> group : groups.values()) {
				long total = group.stream().mapToLong(unit -> Stacking.amount(unit, limit)).sum();
				if (total > limit.getMaximum()) {
					report(hex, setup, report, limit, group, total);
				}
			}
		}
	}

	private static void report(Hex hex, Setup setup, Report report, StackingLimit limit, List<Unit> group, long total) {
		String label = setup.label(hex);
		String what = limit.getMeasure() == StackingMeasure.STRENGTH ? " SP" : " counters";
		String who = Counters.names(group, setup);
		Unit last = group.get(group.size() - 1);
		Reports.onHex(report, last, label, "Hex " + label + " holds " + total + what + " on level " + Counters.slot(last, setup)
				+ " (" + who + "), but at most " + limit.getMaximum() + " may stand there at one level"
				+ (limit.getCitation() == null ? "" : " by " + limit.getCitation()) + "; dead characters do not count.",
				group.toArray(Unit[]::new));
	}

	/** Living characters only: a stunned or wounded one counts, a dead one does not. */
	private static boolean counts(Unit unit, StackingLimit limit) {
		return Setup.isAlive(unit) && Stacking.counts(unit, limit);
	}
}

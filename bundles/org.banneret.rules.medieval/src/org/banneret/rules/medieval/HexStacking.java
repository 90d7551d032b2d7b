package org.banneret.rules.medieval;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import org.banneret.model.StackingLimit;
import org.banneret.model.StackingMeasure;
import org.banneret.model.Unit;
import org.banneret.model.UnitClass;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Setup;
import org.banneret.rules.generic.Stacking;

/**
 * Whether a hex is over-stacked and which Medieval check says so, so that each over-stacked
 * hex is reported once: a fortified hex by its own limits [B 11.1.8]-[B 11.1.9]; a hex that is
 * over only because a ranged unit in movement formation counts its combat formation's SP
 * [B 10.1.1]; a hex where one row of several counters is over the limit by itself; any other
 * hex [B 4.5.1]. Leaders never count [B 8.1.1], and banners are carried by leaders [B 7.1.2].
 */
final class HexStacking {

	/** Which check reports an over-stacked hex. */
	enum Verdict {
		FORTIFIED, FLIPPED_RANGED, ONE_ROW, PLAIN
	}

	/** A limit the hex breaks: what it allows, what stands there and how much that counts. */
	record Excess(StackingLimit limit, List<Unit> group, long total) {
	}

	/** An over-stacked hex: the verdict, the limits it breaks, and the row to blame for ONE_ROW. */
	record Overstack(Verdict verdict, List<Excess> excesses, Unit row) {
	}

	private HexStacking() {
	}

	/** The hex's over-stacking, or null when it is within its limits. */
	static Overstack of(Hex hex, Setup setup) {
		if (setup.system() == null) {
			return null;
		}
		List<Unit> occupants = setup.occupantsOf(hex);
		if (occupants.isEmpty()) {
			return null;
		}
		List<Excess> excesses = new ArrayList<>(1);
		for (StackingLimit limit : Stacking.limitsAt(hex, setup)) {
			long total = 0;
			for (Unit unit : occupants) {
				if (counts(unit, limit)) {
					total += Stacking.amount(unit, limit);
				}
			}
			if (total > limit.getMaximum()) { // the group is made only for a hex the rules report
				excesses.add(new Excess(limit, occupants.stream().filter(unit -> counts(unit, limit)).toList(), total));
			}
		}
		if (excesses.isEmpty()) {
			return null;
		}
		if (Kinds.hexHasTrait(hex, setup, Kinds.FORTIFIED)) {
			return new Overstack(Verdict.FORTIFIED, excesses, null);
		}
		if (excesses.stream().allMatch(HexStacking::withinIfShownFaceCounted)) {
			return new Overstack(Verdict.FLIPPED_RANGED, excesses, null);
		}
		for (Excess excess : excesses) {
			for (Unit unit : excess.group()) {
				if (unit.getCount() > 1 && Stacking.amount(unit, excess.limit()) > excess.limit().getMaximum()) {
					return new Overstack(Verdict.ONE_ROW, excesses, unit);
				}
			}
		}
		return new Overstack(Verdict.PLAIN, excesses, null);
	}

	/**
	 * A naive count reads the face each counter shows, such as the 0 SP printed on a ranged
	 * counter's movement face, where the limit counts the front [B 10.1.1].
	 */
	private static boolean withinIfShownFaceCounted(Excess excess) {
		long naive = excess.group().stream().mapToLong(unit -> Stacking.amount(unit, excess.limit(), unit.isFlipped())).sum();
		return naive <= excess.limit().getMaximum();
	}

	/** A counter whose back face is up but which the limit counts at its front (a ranged unit in movement formation). */
	static boolean countsHiddenFace(Unit unit, StackingLimit limit) {
		return unit.isFlipped() && Stacking.readsFront(unit, limit);
	}

	/** Living counters of the classes the limit counts; leaders never, whatever the data says [B 8.1.1]. */
	static boolean counts(Unit unit, StackingLimit limit) {
		return Setup.isAlive(unit) && !Kinds.isLeader(unit) && Stacking.counts(unit, limit);
	}

	/** "2 SP", "2 SP of cavalry", "3 counters". */
	static String quantity(long amount, StackingLimit limit) {
		String unit = limit.getMeasure() == StackingMeasure.STRENGTH ? " SP" : " counters";
		String of = limit.getAppliesTo().isEmpty() ? ""
				: " of " + limit.getAppliesTo().stream().map(UnitClass::getName).collect(Collectors.joining(", "));
		return amount + unit + of;
	}
}

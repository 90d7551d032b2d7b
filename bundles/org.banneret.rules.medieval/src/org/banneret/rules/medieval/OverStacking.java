package org.banneret.rules.medieval;

import java.util.List;
import java.util.stream.Collectors;

import org.banneret.model.BanneretPackage;
import org.banneret.model.HexPlacement;
import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.generic.Describe;
import org.banneret.rules.generic.Stacking;

/**
 * Stacking at set-up, one check per verdict of {@link HexStacking}: each over-stacked hex is
 * reported by exactly one of BAN-STACK-1, BAN-STACK-3, BAN-STACK-4 and BAN-PLACE-3.
 */
final class OverStacking extends Rule {

	static final RuleInfo PLAIN = MedievalRules.ban("BAN-STACK-1", "At most 2 SP in a hex; leaders and banners do not count",
			"[4.5.1], [4.5.2]", Severity.ERROR);
	static final RuleInfo FLIPPED_RANGED = MedievalRules.ban("BAN-STACK-3",
			"A ranged unit in movement formation counts its combat formation's SP", "[10.1.1], [4.5.1]", Severity.ERROR);
	static final RuleInfo FORTIFIED = MedievalRules.ban("BAN-STACK-4",
			"A fortified hex holds at most 10 SP, of which at most 2 SP cavalry", "[11.1.8], [11.1.9]", Severity.ERROR);
	static final RuleInfo ONE_ROW = MedievalRules.ban("BAN-PLACE-3",
			"Several counters set up on one exact hex obey stacking", "[4.5.1]", Severity.ERROR);

	private final HexStacking.Verdict verdict;

	private OverStacking(RuleInfo info, HexStacking.Verdict verdict) {
		super(info, Subject.HEX);
		this.verdict = verdict;
	}

	/** BAN-STACK-1 stands in for the generic stacking rule, which stands down for medieval scenarios. */
	static Rule plain() {
		return new OverStacking(PLAIN, HexStacking.Verdict.PLAIN).replacing(Stacking.INFO.id());
	}

	static Rule flippedRanged() {
		return new OverStacking(FLIPPED_RANGED, HexStacking.Verdict.FLIPPED_RANGED);
	}

	static Rule fortified() {
		return new OverStacking(FORTIFIED, HexStacking.Verdict.FORTIFIED);
	}

	static Rule oneRow() {
		return new OverStacking(ONE_ROW, HexStacking.Verdict.ONE_ROW);
	}

	@Override
	public void checkHex(Hex hex, Setup setup, Report report) {
		HexStacking.Overstack overstack = HexStacking.of(hex, setup);
		if (overstack == null || overstack.verdict() != verdict) {
			return;
		}
		String label = setup.label(hex);
		switch (verdict) {
			case ONE_ROW -> oneRow(overstack, label, setup, report);
			case FLIPPED_RANGED -> {
				HexStacking.Excess excess = overstack.excesses().get(0);
				Unit flipped = excess.group().stream().filter(unit -> HexStacking.countsHiddenFace(unit, excess.limit()))
						.reduce((a, b) -> b).orElse(last(overstack));
				report(flipped, label, "Hex " + label + " holds " + totals(overstack, setup) + ": a ranged unit in movement"
						+ " formation counts the SP of its combat formation, not the SP printed on its movement face, so "
						+ limits(overstack) + ".", overstack, report);
			}
			case FORTIFIED -> report(last(overstack), label, "Fortified hex " + label + " holds " + totals(overstack, setup)
					+ ", but a fortified hex holds " + limits(overstack) + ".", overstack, report);
			case PLAIN -> report(last(overstack), label, "Hex " + label + " holds " + totals(overstack, setup) + ", but "
					+ limits(overstack) + "; leaders and banners do not count.", overstack, report);
		}
	}

	private static void oneRow(HexStacking.Overstack overstack, String label, Setup setup, Report report) {
		Unit row = overstack.row();
		HexStacking.Excess excess = overstack.excesses().stream().filter(e -> e.group().contains(row)).findFirst().orElseThrow();
		HexPlacement placement = (HexPlacement) row.getPlacement();
		report.problem(placement, BanneretPackage.Literals.HEX_PLACEMENT__HEXES, placement.getHexes().indexOf(label),
				Describe.unit(row, setup) + " puts " + row.getCount() + " counters ("
						+ HexStacking.quantity(Stacking.amount(row, excess.limit()), excess.limit()) + ") on the one hex " + label
						+ ", but at most " + HexStacking.quantity(excess.limit().getMaximum(), excess.limit())
						+ " may stack in a hex; spread them over an area such as " + label + "(1), or waive this check where the"
						+ " scenario means it.", List.of(label), units(overstack));
	}

	private static void report(Unit on, String label, String message, HexStacking.Overstack overstack, Report report) {
		HexPlacement placement = (HexPlacement) on.getPlacement();
		report.problem(placement, BanneretPackage.Literals.HEX_PLACEMENT__HEXES, placement.getHexes().indexOf(label), message,
				List.of(label), units(overstack));
	}

	private static Unit last(HexStacking.Overstack overstack) {
		List<Unit> group = overstack.excesses().get(0).group();
		return group.get(group.size() - 1);
	}

	private static Unit[] units(HexStacking.Overstack overstack) {
		return overstack.excesses().stream().flatMap(e -> e.group().stream()).distinct().toArray(Unit[]::new);
	}

	/** "4 SP of cavalry (2 x CAV [2], 2 x CAV [1])". */
	private static String totals(HexStacking.Overstack overstack, Setup setup) {
		return overstack.excesses().stream().map(e -> HexStacking.quantity(e.total(), e.limit()) + " (" + group(e, setup) + ")")
				.collect(Collectors.joining(" and "));
	}

	private static String group(HexStacking.Excess excess, Setup setup) {
		return excess.group().stream().map(unit -> Describe.unit(unit, setup)
				+ (HexStacking.countsHiddenFace(unit, excess.limit()) ? " in movement formation: "
						+ HexStacking.quantity(Stacking.amount(unit, excess.limit()), excess.limit()) : ""))
				.collect(Describe.list());
	}

	/** "at most 2 SP may stack in a hex". */
	private static String limits(HexStacking.Overstack overstack) {
		String limits = overstack.excesses().stream()
				.map(e -> "at most " + HexStacking.quantity(e.limit().getMaximum(), e.limit())).collect(Collectors.joining(" and "));
		return limits + (overstack.verdict() == HexStacking.Verdict.FORTIFIED ? "" : " may stack in a hex");
	}
}

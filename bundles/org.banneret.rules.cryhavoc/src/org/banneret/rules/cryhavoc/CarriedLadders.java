package org.banneret.rules.cryhavoc;

import java.util.List;

import org.banneret.model.HexPlacement;
import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * CH-EQ-3: a horizontal ladder lies on two adjacent hexes, and is carried by two characters,
 * one standing on each of its hexes; a ladder with a carrier on one hex only cannot move.
 */
public final class CarriedLadders extends EveryUnit {

	public static final RuleInfo INFO = CryHavocRules.info("CH-EQ-3",
			"A horizontal ladder covers two adjacent hexes and has two carriers or none", "Magna Carta §10.4.2",
			Severity.ERROR);

	public CarriedLadders() {
		super(INFO);
	}

	@Override
	void check(Unit ladder, Setup setup, Report report) {
		if (!Ladders.isLadder(ladder) || Ladders.isUpright(ladder)) {
			return;
		}
		String who = Counters.name(ladder, setup);
		List<String> labels = ((HexPlacement) ladder.getPlacement()).getHexes();
		List<Hex> hexes = setup.hexesOf(ladder);
		if (labels.size() != 2 || hexes.size() == 2 && hexes.get(0).distance(hexes.get(1)) != 1) {
			Reports.onPlacement(report, ladder, who + " lies on " + String.join(", ", labels)
					+ "; a horizontal ladder covers two adjacent hexes.", labels);
			return;
		}
		List<Hex> carried = hexes.stream().filter(hex -> setup.occupantsOf(hex).stream()
				.anyMatch(u -> Counters.isLivingCharacter(u) && Counters.onGround(u, setup))).toList();
		if (carried.size() == 1) {
			Hex empty = hexes.get(carried.contains(hexes.get(0)) ? 1 : 0);
			Reports.onHex(report, ladder, setup.label(empty), who + " has a carrier at " + setup.label(carried.get(0))
					+ " but none at " + setup.label(empty) + "; a ladder is carried by two characters, one on each of its hexes.");
		}
	}
}

package org.banneret.rules.cryhavoc;

import java.util.Set;

import org.banneret.model.HexPlacement;
import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * CH-STACK-2: characters share a hex only at different levels, and each level exists only where
 * something makes it: a tower's top over its lower level, a hoarding over the wall foot, a mine
 * under a wall. A slot nothing in the hex offers would let a second character into a full hex.
 * A ship makes its decks (traits offers_deck, offers_lowerdeck) and its crow's nest on its mast.
 * Up a tree is CH-TERR-5's; grapnel ropes have no counters the rules can see.
 */
public final class LevelSlotsExist extends EveryUnit {

	public static final RuleInfo INFO = CryHavocRules.info("CH-STACK-2",
			"Several characters in one hex only at the levels the hex has",
			"Magna Carta §7.8.1, §9.8.2, §10.6.7, §10.7.5, §10.15.4, §10.17.3", Severity.ERROR);
	private static final Set<String> NOT_JUDGED = Set.of("uptree", "rope");

	public LevelSlotsExist() {
		super(INFO);
	}

	@Override
	void check(Unit unit, Setup setup, Report report) {
		if (!(unit.getPlacement() instanceof HexPlacement) || !Setup.isAlive(unit)) {
			return;
		}
		String slot = Counters.slot(unit, setup);
		if (NOT_JUDGED.contains(slot)) {
			return;
		}
		for (Hex hex : setup.hexesOf(unit)) {
			if (!Slots.offered(slot, hex, unit, setup)) {
				String label = setup.label(hex);
				Reports.onHex(report, unit, label, Counters.name(unit, setup) + " is set up at " + label + " on level " + slot
						+ " (" + Slots.title(slot, setup) + "), but nothing at " + label
						+ " makes that level; only the ground is everywhere.");
			}
		}
	}
}

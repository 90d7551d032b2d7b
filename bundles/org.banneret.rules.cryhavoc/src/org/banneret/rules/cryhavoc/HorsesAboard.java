package org.banneret.rules.cryhavoc;

import java.util.List;
import java.util.OptionalInt;

import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.rules.Report;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.Values;
import org.banneret.rules.generic.Ships;

/**
 * CH-MNT-4: horses sail only aboard the ships that carry them (drakkar, knarr, galiote, cog,
 * felucca, horse carrier; never a rowboat, longboat or galley), riderless, in the middle of the
 * deck, and no more than the ship takes (a horse carrier 12) (Magna Carta §13.8.3.3, §14.1.3, §14.7.1.2).
 */
public final class HorsesAboard extends ShipRule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-MNT-4",
			"Horses only aboard ships that carry them, riderless, amidships", "Magna Carta §13.8.3.3, §14.1.3, §14.7.1.2",
			Severity.ERROR);

	public HorsesAboard() {
		super(INFO);
	}

	@Override
	void check(Unit ship, Setup setup, Report report) {
		String name = Counters.name(ship, setup);
		List<Unit> horses = Ships.aboard(setup, ship).stream().filter(u -> Setup.isAlive(u) && Counters.isHorse(u)).toList();
		OptionalInt most = Values.number(ship, Crews.HORSES);
		int count = 0;
		for (Unit horse : horses) {
			count += horse.getCount();
			String what = Counters.name(horse, setup);
			if (!Setup.hasTrait(ship, Crews.CARRIES_HORSES)) {
				Reports.onPlacement(report, horse, what + " is aboard " + name + ", which carries no horses.",
						setup.labelsOf(horse), ship);
			} else if (Counters.isMounted(horse)) {
				Reports.onPlacement(report, horse, what + " is mounted aboard " + name + "; horses go aboard riderless.",
						setup.labelsOf(horse), ship);
			} else if (setup.hexesOf(horse).stream().map(hex -> Ships.hullHex(setup, ship, hex))
					.anyMatch(at -> at == null || !at.role().isInside())) {
				Reports.onPlacement(report, horse, what + " stands at the side, bow or stern of " + name
						+ "; horses travel in the middle hexes.", setup.labelsOf(horse), ship);
			} else if (most.isPresent() && count > most.getAsInt()) {
				Reports.onPlacement(report, horse, name + " has " + count + " horses with " + what + "; it carries "
						+ most.getAsInt() + ".", setup.labelsOf(horse), ship);
			}
		}
	}
}

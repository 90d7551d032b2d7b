package org.banneret.rules.cryhavoc;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * CH-EQ-15: a cart carries at most two riders, the front one driving: the characters on its
 * hexes at level oncart and those set aboard it. Its hitched animal is not linked to it in the
 * scenario's data.
 */
public final class CartRiders extends EveryUnit {

	public static final RuleInfo INFO = CryHavocRules.info("CH-EQ-15", "A cart carries at most two riders",
			"Magna Carta §4.5.1, §4.5.4; Siege §5.11", Severity.ERROR);
	private static final int RIDERS = 2;

	public CartRiders() {
		super(INFO);
	}

	@Override
	void check(Unit cart, Setup setup, Report report) {
		if (!Setup.hasTrait(cart, "cart") || !Setup.isAlive(cart)) {
			return;
		}
		Set<Unit> riders = new LinkedHashSet<>();
		for (Hex hex : setup.hexesOf(cart)) {
			setup.occupantsOf(hex).stream().filter(u -> Counters.isLivingCharacter(u) && "oncart".equals(Counters.slot(u, setup)))
					.forEach(riders::add);
		}
		setup.units().stream().filter(u -> u.getCarrier() == cart && Counters.isLivingCharacter(u)).forEach(riders::add);
		int count = riders.stream().mapToInt(Unit::getCount).sum();
		if (count > RIDERS) {
			List<Unit> all = List.copyOf(riders);
			Unit last = all.get(all.size() - 1);
			Reports.onPlacement(report, last, Counters.name(cart, setup) + " carries " + count + " riders ("
					+ Counters.names(all, setup) + "); a cart carries at most "
					+ RIDERS + ", the front one driving.", setup.hexesOf(last).stream().map(setup::label).toList(), cart);
		}
	}
}

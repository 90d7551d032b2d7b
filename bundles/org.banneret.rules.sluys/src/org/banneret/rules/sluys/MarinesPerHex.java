package org.banneret.rules.sluys;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.banneret.model.BanneretPackage;
import org.banneret.model.HexPlacement;
import org.banneret.model.Severity;
import org.banneret.model.Side;
import org.banneret.model.Unit;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * At most two marine counters of each side in a hex, so four in all [S 3.3.5]; on the hex of a
 * chained French pair, four of each side [S 3.2.1b]. Marines aboard a squadron are in its hex.
 */
final class MarinesPerHex extends Rule {

	static final RuleInfo INFO = SluysRules.sly("SLY-MAR-2", "At most 2 marines of a side per hex, 4 on a chained hex",
			"3.3.5, 3.2.1b", Severity.ERROR);
	private static final int PER_SIDE = 2;
	private static final int PER_SIDE_CHAINED = 4;

	MarinesPerHex() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		Decks decks = new Decks(setup);
		for (Decks.Deck deck : decks.decks()) {
			Map<Side, List<Unit>> bySide = new LinkedHashMap<>();
			for (Unit unit : decks.on(deck)) {
				if (Counters.isMarine(unit)) {
					bySide.computeIfAbsent(setup.sideOf(unit), s -> new ArrayList<>()).add(unit);
				}
			}
			boolean chained = decks.isChained(deck);
			int limit = chained ? PER_SIDE_CHAINED : PER_SIDE;
			for (Map.Entry<Side, List<Unit>> side : bySide.entrySet()) {
				List<Unit> marines = side.getValue();
				int count = marines.stream().mapToInt(Unit::getCount).sum();
				if (count > limit) {
					report(marines, count, limit, chained, side.getKey(), deck, setup, report);
				}
			}
		}
	}

	private static void report(List<Unit> marines, int count, int limit, boolean chained, Side side, Decks.Deck deck,
			Setup setup, Report report) {
		Unit last = marines.get(marines.size() - 1);
		String message = Counters.capitalized(Decks.where(deck, setup)) + " holds " + count + " marine counters of " + (side == null ? "one side"
				: side.getName()) + " (" + Counters.names(marines) + "), but at most " + limit + " of a side may be there"
				+ (chained ? " on the hex of a chained pair [S 3.2.1b]." : " [S 3.3.5] (4 on a chained French hex [S 3.2.1b]).");
		Unit[] others = marines.toArray(Unit[]::new);
		if (last.getCarrier() != null) {
			report.problem(last, BanneretPackage.Literals.UNIT__CARRIER, -1, message, Decks.hexes(deck, setup), others);
		} else if (last.getPlacement() instanceof HexPlacement exact) {
			report.problem(exact, BanneretPackage.Literals.HEX_PLACEMENT__HEXES, 0, message, Decks.hexes(deck, setup), others);
		} else {
			report.problem(last, message, Decks.hexes(deck, setup), others);
		}
	}
}

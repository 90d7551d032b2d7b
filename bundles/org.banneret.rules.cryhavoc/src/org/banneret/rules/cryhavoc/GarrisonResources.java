package org.banneret.rules.cryhavoc;

import java.util.ArrayList;
import java.util.List;

import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * CH-SCEN-14: what a garrison holds beyond its stronghold's allowance (variant stronghold) it has
 * bought with its resource points (border castle 50, baronial 100, town 200, large town 300):
 * barrels of oil at 50, carts at 10, ballistas at 20, stone throwers at 50 (Magna Carta §11.7.1).
 * The bill may not exceed the points. Carried barrels (CarriedOil markers) count as barrels.
 */
public final class GarrisonResources extends Rule {

	public static final RuleInfo INFO = CryHavocRules
			.info("CH-SCEN-14", "A garrison's purchases within its resource points", "Magna Carta §11.1.1, §11.7.1",
					Severity.ERROR)
			.readingVariants("stronghold");

	public GarrisonResources() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		Stronghold stronghold = Stronghold.of(setup);
		if (stronghold == null) {
			return;
		}
		List<Unit> bought = new ArrayList<>();
		int oil = 0;
		int carts = 0;
		int ballistas = 0;
		int throwers = 0;
		for (Unit unit : setup.units()) {
			if (!Siege.isDefender(setup.sideOf(unit))) {
				continue;
			}
			int before = oil + carts + ballistas + throwers;
			oil += count(unit, "oil_barrel") + Setup.markers(unit, "CarriedOil").size() * unit.getCount();
			carts += count(unit, "cart");
			ballistas += count(unit, "ballista");
			throwers += count(unit, "stone_thrower");
			if (oil + carts + ballistas + throwers > before) {
				bought.add(unit);
			}
		}
		int extraOil = Math.max(0, oil - stronghold.oil());
		int extraCarts = Math.max(0, carts - stronghold.carts());
		int extraBallistas = Math.max(0, ballistas - stronghold.ballistas());
		int spent = extraOil * Stronghold.OIL_COST + extraCarts * Stronghold.CART_COST
				+ extraBallistas * Stronghold.BALLISTA_COST + throwers * Stronghold.STONE_THROWER_COST;
		if (spent > stronghold.resources() && !bought.isEmpty()) {
			Unit last = bought.get(bought.size() - 1);
			report.problem(last, "The garrison of " + stronghold.name() + " buys " + extraOil + " barrel(s) of oil, " + extraCarts
					+ " cart(s), " + extraBallistas + " ballista(s) and " + throwers + " stone thrower(s) beyond its allowance, for "
					+ spent + " resource points; it has " + stronghold.resources() + ".", List.of(), bought.toArray(Unit[]::new));
		}
	}

	private static int count(Unit unit, String trait) {
		return Setup.hasTrait(unit, trait) && Setup.isAlive(unit) ? unit.getCount() : 0;
	}
}

package org.banneret.rules.cryhavoc;

import java.util.Map;

import org.banneret.rules.Setup;

/**
 * What a garrison holds by its stronghold (variant stronghold): the points of its soldiers,
 * civilians, mules, carts, barrels of oil and ballistas (Magna Carta §11.1.1), and the resource points it may spend on more
 * (§11.7.1).
 */
record Stronghold(String name, int soldierPoints, int civilians, int mules, int carts, int oil, int ballistas, int resources) {

	private static final Map<String, Stronghold> ALL = Map.of(
			"border_castle", new Stronghold("a border castle", 100, 9, 4, 0, 6, 0, 50),
			"baronial_castle", new Stronghold("a baronial castle", 150, 15, 6, 0, 8, 0, 100),
			"medium_town", new Stronghold("a medium town", 210, 24, 6, 1, 10, 1, 200),
			"important_town", new Stronghold("an important town", 300, 34, 6, 2, 12, 2, 300));

	/** Resource points an extra item costs (§11.7.1). */
	static final int OIL_COST = 50;
	static final int CART_COST = 10;
	static final int BALLISTA_COST = 20;
	static final int STONE_THROWER_COST = 50;

	/** The scenario's stronghold, or null when it names none. */
	static Stronghold of(Setup setup) {
		String name = setup.variant("stronghold");
		return name == null ? null : ALL.get(name);
	}
}

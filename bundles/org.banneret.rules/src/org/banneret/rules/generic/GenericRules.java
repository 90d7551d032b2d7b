package org.banneret.rules.generic;

import java.util.List;

import org.banneret.rules.Rule;

/** The data-driven rules: they work for any game system from its .gamesystem data alone. */
public final class GenericRules {

	private GenericRules() {
	}

	public static List<Rule> all() {
		return List.of(new HexesOnMap(), new Stacking(), new TerrainProhibitions(), new FootprintRule(), new SharedHexes(),
				new AreaPlacements(), new CounterMix(), new TurnReferences(), new EntryOnEdge(), new VictoryReferences(),
				new Initiative(), new Unplaced());
	}
}

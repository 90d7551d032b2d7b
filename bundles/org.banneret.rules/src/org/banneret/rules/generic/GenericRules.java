package org.banneret.rules.generic;

import java.util.List;

import org.banneret.rules.Rule;
import org.banneret.rules.Values;
import org.banneret.rules.Vocabulary;
import org.banneret.rules.Vocabulary.Kind;

/** The data-driven rules: they work for any game system from its .gamesystem data alone. */
public final class GenericRules {

	private GenericRules() {
	}

	public static List<Rule> all() {
		return List.of(new HexesOnMap(), new Stacking(), new TerrainProhibitions(), new FootprintRule(), new SharedHexes(),
				new AreaPlacements(), new CounterMix(), new TurnReferences(), new EntryOnEdge(), new VictoryReferences(),
				new Initiative(), new Unplaced(), new ValueRanges(), new MarkerClasses(), new SlotClasses(), new Passengers(), new ScenarioHexes());
	}

	/** The words every game system's rules read: the five named values and the crossing trait of bridges and fords. */
	public static Vocabulary vocabulary() {
		return Vocabulary.EMPTY.with(Kind.TRAIT, TerrainProhibitions.CROSSING)
				.with(Kind.VALUE, Values.ATTACK, Values.DEFENCE, Values.MOVEMENT, Values.STRENGTH, Values.ARMOUR);
	}
}

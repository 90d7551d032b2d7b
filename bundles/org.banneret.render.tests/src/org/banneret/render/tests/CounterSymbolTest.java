package org.banneret.render.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.banneret.model.BanneretFactory;
import org.banneret.model.UnitClass;
import org.banneret.render.CounterLook;
import org.banneret.render.CounterLook.Symbol;
import org.junit.jupiter.api.Test;

/** A counter's symbol comes from the words in its unit class's name, whatever their case. */
class CounterSymbolTest {

	@Test
	void theWordsOfAClassNameChooseItsSymbolTheFirstKindThatMatchesWins() {
		assertEquals(Symbol.CAVALRY, CounterLook.symbolOf(unitClass("MountedKnights")));
		assertEquals(Symbol.INFANTRY, CounterLook.symbolOf(unitClass("men_at_arms")));
		assertEquals(Symbol.MISSILE, CounterLook.symbolOf(unitClass("Longbow")));
		assertEquals(Symbol.LEADER, CounterLook.symbolOf(unitClass("horse_leader")), "a leader's word comes first");
		assertEquals(Symbol.SHIP, CounterLook.symbolOf(unitClass("cog")));
		assertEquals(Symbol.ENGINE, CounterLook.symbolOf(unitClass("Trebuchet")));
		assertEquals(Symbol.OTHER, CounterLook.symbolOf(unitClass("baggage")));
		assertEquals(Symbol.OTHER, CounterLook.symbolOf(null));
	}

	@Test
	void aRenamedClassGetsTheSymbolOfItsNewName() {
		UnitClass unitClass = unitClass("foot");
		assertEquals(Symbol.INFANTRY, CounterLook.symbolOf(unitClass));
		unitClass.setName("horse");
		assertEquals(Symbol.CAVALRY, CounterLook.symbolOf(unitClass));
	}

	private static UnitClass unitClass(String name) {
		UnitClass unitClass = BanneretFactory.eINSTANCE.createUnitClass();
		unitClass.setName(name);
		return unitClass;
	}
}

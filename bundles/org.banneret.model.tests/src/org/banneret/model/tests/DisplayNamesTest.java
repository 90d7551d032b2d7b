package org.banneret.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.banneret.model.Unit;
import org.banneret.model.naming.DisplayNames;
import org.junit.jupiter.api.Test;

class DisplayNamesTest {

	private final StirlingFixture stirling = new StirlingFixture();

	@Test
	void leaderReadsLikeTheRulebook() {
		assertEquals("Wallace (F2) - leader with banner, Scots, on 3318", DisplayNames.of(stirling.wallace));
		assertEquals("Moray (F2) - leader, Scots, on 3512", DisplayNames.of(stirling.moray));
	}

	@Test
	void unitRowUsesTheLegendNotation() {
		Unit first = (Unit) stirling.wallace.getElements().get(0);
		assertEquals("4 x INF [0] - infantry, Scots, within 1 of 3318", DisplayNames.of(first));
		assertEquals("4 x CAV [2] - cavalry, English, on 517", DisplayNames.of(stirling.surreyCavalry));
	}

	@Test
	void areaOverAnchorsAndARoadListsThemAll() {
		Unit archers = (Unit) stirling.englishSide.getElements().get(4).getElements().get(3);
		assertEquals("11 x ARCH - archers, English, within 1 of 2515 or within 1 of 2519 or within 1 of 216"
				+ " or within 1 of 1314 or within 1 of 1412 or within 1 of 1111 or within 1 of 1214"
				+ " or within 1 of 813 or within 1 of 811 or along MainRoad from 2118 to 1216", DisplayNames.of(archers));
	}

	@Test
	void scenarioSideAndMapShowTheirKeyFacts() {
		assertEquals("Stirling (turns 11-30)", DisplayNames.of(stirling.scenario));
		assertEquals("Scots (initiative)", DisplayNames.of(stirling.scotsSide));
		assertEquals("StirlingBridge (44 x 30 hexes, flat-topped)", DisplayNames.of(stirling.map));
	}
}

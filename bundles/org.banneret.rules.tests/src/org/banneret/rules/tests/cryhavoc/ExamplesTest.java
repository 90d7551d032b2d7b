package org.banneret.rules.tests.cryhavoc;

import static org.banneret.rules.tests.cryhavoc.CryHavocFixtures.example;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.banneret.rules.tests.RuleFixture;
import org.junit.jupiter.api.Test;

/** The bundled Cry Havoc examples are legal set-ups: no rule finds anything in them. */
class ExamplesTest {

	private static List<String> findings(String... files) {
		RuleFixture fixture = RuleFixture.of(java.util.Arrays.stream(files).map(CryHavocFixtures::example).toArray(String[]::new));
		return fixture.validate().diagnostics().stream().map(d -> d.rule().id() + ": " + d.message()).toList();
	}

	@Test
	void theAssaultOnTheBorderCastleIsLegal() {
		assertEquals(List.of(), findings("castle.hexmap", "battering.scenario", "assault.scenario"));
	}

	/** The siege's first day, and the assault that follows it from the record the battering left (CH-SCEN-10). */
	@Test
	void theBatteringDayBeforeTheAssaultIsLegal() {
		assertEquals(List.of(), findings("castle.hexmap", "battering.scenario"));
		String battered = example("assault.scenario").replace("record K06(1), L06(1)", "record K06(2), L06(1), M06(1)");
		RuleFixture both = RuleFixture.of(example("castle.hexmap"), example("battering.scenario"), battered);
		assertEquals(2, both.findings("CH-SCEN-10").size(), both.findings("CH-SCEN-10").toString());
	}

	@Test
	void theAssaultFromTheVillageIsLegalAcrossTheSeam() {
		assertEquals(List.of(), findings("castle.hexmap", "village.hexmap", "village-assault.scenario"));
	}

	@Test
	void theBattleOutsideOnTheCrossroadsIsLegal() {
		assertEquals(List.of(), findings("castle.hexmap", "crossroads.hexmap", "battle-outside.scenario"));
	}

	@Test
	void theKnightErrantIsLegal() {
		assertEquals(List.of(), findings("village.hexmap", "knight-errant.scenario"));
	}
}

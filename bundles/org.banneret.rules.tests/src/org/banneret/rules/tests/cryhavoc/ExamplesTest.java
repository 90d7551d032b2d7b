package org.banneret.rules.tests.cryhavoc;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.banneret.rules.tests.RuleFixture;
import org.junit.jupiter.api.Test;

/** The bundled Cry Havoc examples are legal set-ups: no rule finds anything in them. */
class ExamplesTest {

	private static List<String> findings(String map, String scenario) {
		RuleFixture fixture = RuleFixture.of(CryHavocFixtures.example(map), CryHavocFixtures.example(scenario));
		return fixture.validate().diagnostics().stream().map(d -> d.rule().id() + ": " + d.message()).toList();
	}

	@Test
	void theAssaultOnTheBorderCastleIsLegal() {
		assertEquals(List.of(), findings("castle.hexmap", "assault.scenario"));
	}

	@Test
	void theKnightErrantIsLegal() {
		assertEquals(List.of(), findings("village.hexmap", "knight-errant.scenario"));
	}
}

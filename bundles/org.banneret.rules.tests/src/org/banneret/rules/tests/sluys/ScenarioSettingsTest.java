package org.banneret.rules.tests.sluys;

import static org.banneret.rules.tests.sluys.SluysFixtures.fight;
import static org.banneret.rules.tests.sluys.SluysFixtures.messages;
import static org.banneret.rules.tests.sluys.SluysFixtures.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.banneret.model.BanneretPackage;
import org.banneret.model.RuleFlag;
import org.banneret.model.Severity;
import org.banneret.model.VariantSetting;
import org.banneret.rules.RuleDiagnostic;
import org.banneret.rules.tests.RuleFixture;
import org.junit.jupiter.api.Test;

/** What a scenario sets for the whole game: wind and current, morale, chits (SLY-ENV-1, -MOR-1, -CHIT-1). */
class ScenarioSettingsTest {

	private static RuleFixture withVariants(String variants) {
		return RuleFixture.of(SluysFixtures.MAP, """
				scenario test.Calm of sluys {
					map test.Sea
				""" + variants + """
					side English { nationality English initiative }
				}
				""");
	}

	@Test
	void aScenarioWithoutWindOrCurrentIsDoubtedTwice() {
		List<RuleDiagnostic> found = withVariants("").findings("SLY-ENV-1");
		assertEquals(2, found.size(), messages(found).toString());
		assertTrue(found.stream().allMatch(d -> d.severity() == Severity.WARNING));
		assertTrue(found.get(0).message().startsWith("The scenario does not set the current, so the game system's default S"),
				found.get(0).message());
		assertEquals(List.of(), messages(withVariants("variant wind = NE  variant current = SW").findings("SLY-ENV-1")));
	}

	@Test
	void aWindPointingAtAHexCornerIsReportedOnTheSetting() {
		RuleFixture f = withVariants("variant wind = E  variant current = N");
		RuleDiagnostic found = only(f, "SLY-ENV-1");
		assertTrue(found.isError());
		assertTrue(found.element() instanceof VariantSetting);
		assertEquals(BanneretPackage.Literals.VARIANT_SETTING__VALUE, found.feature());
		assertTrue(found.message().startsWith("The wind direction E points at a hex corner"), found.message());
	}

	@Test
	void moraleTwentyOneIsOffTheTrack() {
		RuleFixture f = fight("morale 21", "morale 17");
		RuleDiagnostic found = only(f, "SLY-MOR-1");
		assertEquals(BanneretPackage.Literals.SIDE__MORALE, found.feature());
		assertSame(f.scenario().getSides().get(0), found.element());
		assertTrue(found.message().contains("off the Morale Track"));
	}

	@Test
	void startingMoraleFollowsTheShortGameVariant() {
		RuleFixture f = fight("morale 15", "morale 15");
		assertEquals(2, f.findings("SLY-MOR-1").size());
		assertEquals(List.of(), messages(f.findings("SLY-MOR-1", Map.of("morale_start", "15"))));
	}

	@Test
	void sixActivationChitsAreReportedOnTheFlag() {
		RuleFixture f = fight("", "", "rule Chits \"Chits\" : \"six in the cup\" { chits = 6 }");
		RuleDiagnostic found = only(f, "SLY-CHIT-1");
		assertTrue(found.element() instanceof RuleFlag);
		assertEquals(BanneretPackage.Literals.RULE_FLAG__VALUE, found.feature());
		assertEquals(List.of(), messages(fight("", "", "rule Chits { chits = 5 }").findings("SLY-CHIT-1")));
	}
}

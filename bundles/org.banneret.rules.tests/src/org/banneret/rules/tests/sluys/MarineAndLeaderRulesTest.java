package org.banneret.rules.tests.sluys;

import static org.banneret.rules.tests.sluys.SluysFixtures.fight;
import static org.banneret.rules.tests.sluys.SluysFixtures.messages;
import static org.banneret.rules.tests.sluys.SluysFixtures.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.banneret.model.BanneretPackage;
import org.banneret.model.Severity;
import org.banneret.rules.RuleDiagnostic;
import org.banneret.rules.tests.RuleFixture;
import org.junit.jupiter.api.Test;

/** Marines aboard (SLY-MAR-2 to -4) and leaders (SLY-LDR-2, -3). */
class MarineAndLeaderRulesTest {

	@Test
	void threeEnglishMarinesAboardOneCogAreReportedOnTheThird() {
		RuleFixture f = fight("""
				formation E1 { SailSquadron Cog in EnglishZone }
				Knights1 EK1 aboard Cog
				MenAtArms1 EM1 aboard Cog
				MenAtArms1 EM2 aboard Cog
				""", "");
		RuleDiagnostic found = only(f, "SLY-MAR-2");
		assertSame(f.unit("EM2"), found.element());
		assertEquals(BanneretPackage.Literals.UNIT__CARRIER, found.feature());
		assertTrue(found.message().startsWith("The hex of Cog holds 3 marine counters of English (EK1, EM1, EM2)"),
				found.message());
	}

	@Test
	void marinesAboardAndOnTheSquadronsHexAreCountedTogether() {
		RuleFixture f = fight("""
				formation E1 { SailSquadron Cog at 0303 }
				Knights1 EK1 aboard Cog
				MenAtArms1 EM1 aboard Cog
				MenAtArms1 EM2 at 0303
				""", "");
		RuleDiagnostic found = only(f, "SLY-MAR-2");
		assertEquals(List.of("0303"), found.hexes());
	}

	@Test
	void twoOfEachSideAndFourFrenchOnAChainedHexAreLegalButFiveAreNot() {
		String pair = """
				formation F1 {
					SailSquadron F1a traits chained, chain_top at 0404
					SailSquadron F1b traits chained, chain_bottom at 0404
				}
				Knights1 FK1 aboard F1a
				MenAtArms1 FM1 aboard F1a
				Mariners FR1 aboard F1b
				Mariners FR2 aboard F1b
				""";
		String english = "Knights1 EK1 aboard F1a\n MenAtArms1 EM1 aboard F1b";
		assertEquals(List.of(), messages(fight(english, pair).findings("SLY-MAR-2")));
		RuleFixture f = fight(english, pair + "Mariners FR3 aboard F1a");
		assertTrue(only(f, "SLY-MAR-2").message().contains("5 marine counters of French"));
	}

	@Test
	void anEnglishMarinerIsReported() {
		RuleFixture f = fight("""
				formation E1 { SailSquadron Cog at 0303 }
				Mariners EM9 aboard Cog
				""", "Mariners FR1 of English at 0303");
		List<RuleDiagnostic> found = f.findings("SLY-MAR-3");
		assertEquals(2, found.size(), messages(found).toString());
		assertSame(f.unit("EM9"), found.get(0).element());
		assertSame(f.unit("FR1"), found.get(1).element());
	}

	@Test
	void aKnightUnitStartingOnItsSecondCounterOrReducedIsAWarning() {
		RuleFixture f = fight("""
				formation E1 { SailSquadron Cog at 0303 }
				Knights2 EK1 aboard Cog
				MenAtArms1 EM1 flipped aboard Cog
				""", """
				formation F1 { SailSquadron Nef at 0404 }
				Mariners FR1 flipped aboard Nef
				""");
		List<RuleDiagnostic> found = f.findings("SLY-MAR-4");
		assertEquals(2, found.size(), messages(found).toString());
		assertTrue(found.stream().allMatch(d -> d.severity() == Severity.WARNING));
		assertSame(f.unit("EK1"), found.get(0).element());
		assertTrue(found.get(0).message().startsWith("EK1 starts on its unit's second counter"));
		assertSame(f.unit("EM1"), found.get(1).element());
		assertEquals(BanneretPackage.Literals.UNIT__FLIPPED, found.get(1).feature());
	}

	@Test
	void aCapturedFrenchLeaderAloneOnAFrenchSquadronIsReported() {
		RuleFixture f = fight("", """
				formation F1 { SailSquadron Nef at 0404 }
				Leader Quieret traits captured aboard Nef
				""");
		RuleDiagnostic found = only(f, "SLY-LDR-2");
		assertSame(f.unit("Quieret"), found.element());
		assertEquals(List.of("0404"), found.hexes());
		assertTrue(found.message().contains("freed at once"));
	}

	@Test
	void aCapturedLeaderWithEnemyMarinesOrOnAnEnemyDeckIsHeld() {
		RuleFixture f = fight("""
				formation E1 { SailSquadron Cog at 0303 }
				Knights1 EK1 at 0404
				""", """
				formation F1 { SailSquadron Nef at 0404 }
				Leader Quieret traits captured aboard Nef
				Leader Behuchet traits captured aboard Cog
				""");
		assertEquals(List.of(), messages(f.findings("SLY-LDR-2")));
	}

	@Test
	void kingEdwardWithTheFrenchFleetIsReported() {
		RuleFixture f = fight("", """
				formation F1 { SailSquadron Nef at 0404 }
				counter KingEdward Edward aboard Nef
				""");
		RuleDiagnostic found = only(f, "SLY-LDR-3");
		assertSame(f.unit("Edward"), found.element());
		assertTrue(found.message().contains("gives him to the French fleet (French)"), found.message());
	}

	@Test
	void twoKingEdwardsAreTheCounterMixRulesToReport() {
		RuleFixture f = fight("""
				formation E1 { SailSquadron Cog at 0303 }
				counter KingEdward Edward aboard Cog
				counter KingEdward Edward2 aboard Cog
				""", "");
		assertEquals(List.of(), messages(f.findings("SLY-LDR-3")));
		assertTrue(only(f, "GEN-MIX-1").message().contains("unique counter but appears 2 times"));
	}

	@Test
	void aUnitsTwoCountersAreNeverBothInPlay() {
		RuleFixture both = fight("""
				formation E1 { SailSquadron Cog at 0303 }
				Knights1 EK1 aboard Cog
				Knights2 EK1b replaces EK1 aboard Cog
				""", "");
		List<RuleDiagnostic> pairs = both.findings("SLY-MAR-4").stream()
				.filter(d -> d.feature() == BanneretPackage.Literals.UNIT__REPLACING).toList();
		assertEquals(1, pairs.size(), messages(both.findings("SLY-MAR-4")).toString());
		assertEquals("EK1b and EK1 are one unit's two counters, and both are set up; the second comes into play only when"
				+ " the first leaves it [S 3.3.7c-d].", pairs.get(0).message());
		RuleFixture after = fight("""
				formation E1 { SailSquadron Cog at 0303 }
				Knights1 EK1 dead aboard Cog
				Knights2 EK1b replaces EK1 aboard Cog
				""", "");
		assertTrue(after.findings("SLY-MAR-4").stream().noneMatch(d -> d.feature() == BanneretPackage.Literals.UNIT__REPLACING));
		RuleFixture wrong = fight("""
				formation E1 { SailSquadron Cog at 0303 }
				Knights1 EK1 aboard Cog
				Knights1 EK2 replaces EK1 aboard Cog
				""", "");
		assertTrue(wrong.findings("SLY-MAR-4").stream().anyMatch(d -> d.message().contains("only a unit's second counter replaces")));
	}
}

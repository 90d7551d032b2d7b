package org.banneret.rules.tests.sluys;

import static org.banneret.rules.tests.sluys.SluysFixtures.fight;
import static org.banneret.rules.tests.sluys.SluysFixtures.messages;
import static org.banneret.rules.tests.sluys.SluysFixtures.only;
import static org.banneret.rules.tests.sluys.SluysFixtures.unitOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.banneret.model.BanneretPackage;
import org.banneret.rules.RuleDiagnostic;
import org.banneret.rules.tests.RuleFixture;
import org.junit.jupiter.api.Test;

/** French chains: who may chain, the order of a pair, and a captured pair (SLY-CHAIN-1 to -3). */
class ChainRulesTest {

	private static final String PAIR = """
			formation F1 {
				SailSquadron F1a traits chained, chain_top at 0404
				SailSquadron F1b traits chained, chain_bottom at 0404
			}
			""";

	@Test
	void aFrenchPairIsLegalAndNeedsNoStackingWaiver() {
		RuleFixture f = fight("", PAIR);
		for (String rule : List.of("SLY-STACK-1", "SLY-CHAIN-1", "SLY-CHAIN-2", "SLY-CHAIN-3")) {
			assertEquals(List.of(), messages(f.findings(rule)), rule);
		}
	}

	@Test
	void anEnglishPairChainedIsReportedOnBothSquadronsAndNotAsStacking() {
		RuleFixture f = fight("""
				formation E1 {
					SailSquadron Cog1 traits chained, chain_top at 0303
					SailSquadron Cog2 traits chained at 0303
				}
				""", "");
		List<RuleDiagnostic> found = f.findings("SLY-CHAIN-1");
		assertEquals(2, found.size(), messages(found).toString());
		assertSame(f.unit("Cog1"), found.get(0).element());
		assertSame(f.unit("Cog2"), found.get(1).element());
		assertEquals(BanneretPackage.Literals.UNIT__TRAITS, found.get(0).feature());
		assertTrue(found.get(0).message().contains("English squadrons never chain"));
		assertEquals(List.of(), f.findings("SLY-STACK-1"));
	}

	@Test
	void threeFrenchSquadronsChainedInOneHexAreReported() {
		RuleFixture f = fight("", """
				formation F1 {
					SailSquadron F1a traits chained, chain_top at 0404
					SailSquadron F1b traits chained at 0404
					SailSquadron F1c traits chained at 0404
				}
				""");
		RuleDiagnostic found = only(f, "SLY-CHAIN-1");
		assertSame(f.unit("F1c"), found.element());
		assertTrue(found.message().startsWith("Hex 0404 holds 3 chained squadrons"), found.message());
	}

	@Test
	void aLoneChainedSquadronAndAChainedSquadronInAZoneAreReported() {
		RuleFixture f = fight("", """
				formation F1 {
					SailSquadron F1a traits chained at 0404
					SailSquadron F1b traits chained in FrenchZone
				}
				""");
		List<RuleDiagnostic> found = f.findings("SLY-CHAIN-1");
		assertEquals(2, found.size(), messages(found).toString());
		assertTrue(found.stream().anyMatch(d -> d.element() == f.unit("F1a") && d.message().contains("no other chained")));
		assertTrue(found.stream().anyMatch(d -> d.element() == f.unit("F1b") && d.message().contains("in FrenchZone")));
	}

	@Test
	void chainsAreReportedWhenTheScenarioPlaysWithoutThem() {
		RuleFixture f = fight("", PAIR);
		List<RuleDiagnostic> found = f.findings("SLY-CHAIN-1", Map.of("french_chains", "off"));
		assertEquals(2, found.size(), messages(found).toString());
		assertTrue(found.get(0).message().contains("without French chains"));
	}

	@Test
	void aChainedPairWithoutATopSquadronIsReported() {
		RuleFixture f = fight("", """
				formation F1 {
					SailSquadron F1a traits chained at 0404
					SailSquadron F1b traits chained at 0404
				}
				""");
		RuleDiagnostic found = only(f, "SLY-CHAIN-2");
		assertSame(f.unit("F1b"), found.element());
		assertEquals(List.of("0404"), found.hexes());
		assertTrue(found.message().contains("does not say which squadron is on top"));
	}

	@Test
	void twoTopsAndATopWithoutAChainAreReported() {
		RuleFixture f = fight("", """
				formation F1 {
					SailSquadron F1a traits chained, chain_top at 0404
					SailSquadron F1b traits chained, chain_top at 0404
					SailSquadron F1c traits chain_top at 0505
				}
				""");
		List<RuleDiagnostic> found = f.findings("SLY-CHAIN-2");
		assertEquals(2, found.size(), messages(found).toString());
		assertTrue(found.stream().anyMatch(d -> d.element() == f.unit("F1b") && d.message().contains("Both squadrons")));
		assertTrue(found.stream().anyMatch(d -> d.element() == f.unit("F1c") && d.message().contains("not chained")));
	}

	@Test
	void aCapturedPairWithTheBottomSquadronAtFullStrengthIsReported() {
		RuleFixture f = fight("""
				formation E1 {
					SailSquadron F1a of French traits chained, chain_top flipped with Captured = 1 at 0404
					SailSquadron F1b of French traits chained, chain_bottom at 0404
				}
				Knights1 EK1 aboard F1a
				""", "");
		RuleDiagnostic found = only(f, "SLY-CHAIN-3");
		assertSame(f.unit("F1b"), found.element());
		assertEquals(BanneretPackage.Literals.UNIT__FLIPPED, found.feature());
	}

	@Test
	void aCapturedPairUnderTwoMarkersIsReported() {
		RuleFixture f = fight("""
				formation E1 {
					SailSquadron F1a of French traits chained, chain_top flipped with Captured = 1 at 0404
					SailSquadron F1b of French traits chained, chain_bottom flipped with Captured = 1 at 0404
				}
				Knights1 EK1 aboard F1a
				""", "");
		RuleDiagnostic found = only(f, "SLY-CHAIN-3");
		assertSame(f.unit("F1b"), unitOf(found));
		assertTrue(found.message().contains("one Captured marker"), found.message());
	}
}

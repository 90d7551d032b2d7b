package org.banneret.rules.tests.medieval;

import static org.banneret.rules.tests.medieval.MedievalFixture.noFindings;
import static org.banneret.rules.tests.medieval.MedievalFixture.onlyFinding;
import static org.banneret.rules.tests.medieval.MedievalFixture.row;
import static org.banneret.rules.tests.medieval.MedievalFixture.scenario;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.banneret.model.AreaPlacement;
import org.banneret.model.BanneretPackage;
import org.banneret.rules.RuleDiagnostic;
import org.banneret.rules.tests.RuleFixture;
import org.junit.jupiter.api.Test;

/** The generic rules the Medieval rule set adopts report under its BAN ids, and the generic ids stand down. */
class AdoptedRulesTest {

	@Test
	void placementsNameHexesOnTheMap() {
		RuleFixture f = scenario("side Scots { initiative  Leader Moray at 1010 { 3 x INF [1] at 1305(1) } }");
		RuleDiagnostic found = onlyFinding(f, "BAN-HEX-1", ((AreaPlacement) row(f, "3 x INF [1]").getPlacement())
				.getAnchors().get(0));
		assertEquals(List.of("1305"), found.hexes());
		noFindings(f, "GEN-HEX-1");
	}

	@Test
	void noHexHoldsBothSides() {
		RuleFixture f = scenario("""
				side Scots { initiative  Leader Douglas at 1010 { 1 x INF [0] at 1111 facing N } }
				side English { Leader Clifford at 0102 { 1 x CAV [2] at 1111 facing S } }
				""");
		onlyFinding(f, "BAN-ENEMY-1", row(f, "CAV [2]").getPlacement());
	}

	@Test
	void riversAreCrossedOnlyAtFordsAndBridges() {
		RuleFixture f = scenario("""
				side Scots { initiative  Leader Douglas at 1010 { 1 x INF [0] at 0303 facing N  1 x INF [1] at 0403 facing N } }
				""");
		RuleDiagnostic found = onlyFinding(f, "BAN-TERR-1", row(f, "INF [1]").getPlacement());
		assertTrue(found.message().startsWith("INF [1] under Douglas is placed on 0403, River"), found.message());
	}

	@Test
	void anAreaHoldsWhatMustGoIntoIt() {
		RuleFixture f = scenario("side Scots { initiative  Leader Douglas at 1010 { 3 x INF [0] at 1111(0) } }");
		onlyFinding(f, "BAN-PLACE-2", row(f, "3 x INF [0]").getPlacement());
		noFindings(scenario("side Scots { initiative  Leader Douglas at 1010 { 3 x INF [0] at 1111(1) } }"), "BAN-PLACE-2");
	}

	@Test
	void everyGroupOfALeaderHasAPlacement() {
		RuleFixture f = scenario("""
				side English { initiative  Leader DeClere at 0724 { 2 x CAV [2] at 0707(1)  2 x CAV [0] } }
				""");
		RuleDiagnostic found = onlyFinding(f, "BAN-PLACE-4", row(f, "2 x CAV [0]"));
		assertTrue(found.message().endsWith("DeClere has 2 unit groups but 1 placements."), found.message());
	}

	@Test
	void reinforcementsEnterOnTheMapEdge() {
		RuleFixture f = scenario("side English { initiative  4 x INF [0] enters on turn 3 at 0505 limit 2 per turn }");
		RuleDiagnostic found = onlyFinding(f, "BAN-REINF-1", row(f, "4 x INF [0]").getPlacement());
		assertEquals(BanneretPackage.Literals.REINFORCEMENT_PLACEMENT__ENTRY_HEXES, found.feature());
		noFindings(scenario("side English { initiative  4 x INF [0] enters on turn 3 at 0101 limit 2 per turn }"), "BAN-REINF-1");
	}

	@Test
	void turnDatedNotesLieWithinTheTurnsPlayed() {
		RuleFixture f = scenario("""
				side English { initiative  Leader Lenox at 0102 }
				rule LenoxMoves "Lenox moves" { moves from turn 12 for Lenox }
				""");
		onlyFinding(f, "BAN-TURN-1", f.scenario().getSpecialRules().get(0).getFlags().get(0));
	}

	@Test
	void exactlyOneSideHasTheInitiative() {
		RuleFixture f = scenario("side Scots { Leader Bruce at 1010 }  side English { Leader Clifford at 0102 }");
		onlyFinding(f, "BAN-INIT-1", f.scenario().getSides().get(0));
	}

	@Test
	void victoryConditionsReferToHexesOnTheMap() {
		RuleFixture f = scenario("""
				side Scots { initiative  Leader Bruce at 1010  victory { +20 controlled at 1305 "the ford" } }
				""");
		onlyFinding(f, "BAN-VC-1", f.scenario().getSides().get(0).getVictoryPoints().get(0));
		noFindings(f, "GEN-VC-1");
	}
}

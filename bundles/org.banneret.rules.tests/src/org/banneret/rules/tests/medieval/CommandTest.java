package org.banneret.rules.tests.medieval;

import static org.banneret.rules.tests.medieval.MedievalFixture.noFindings;
import static org.banneret.rules.tests.medieval.MedievalFixture.onlyFinding;
import static org.banneret.rules.tests.medieval.MedievalFixture.row;
import static org.banneret.rules.tests.medieval.MedievalFixture.scenario;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.banneret.model.BanneretPackage;
import org.banneret.model.RuleFlag;
import org.banneret.model.Severity;
import org.banneret.rules.RuleDiagnostic;
import org.banneret.rules.tests.RuleFixture;
import org.junit.jupiter.api.Test;

/** Banners, their holders, and which leader each unit serves. */
class CommandTest {

	@Test
	void eachSideHasTheBannersTheScenarioGivesItOnLeaders() {
		RuleFixture legal = scenario("""
				side Scots { initiative banners 1  Leader Bruce, banner at 1010 { 1 x INF [0] at 1010 facing N } }
				side English { banners 0  Leader Clifford at 0102 }
				""");
		noFindings(legal, "BAN-BAN-1", "BAN-BAN-2");

		RuleFixture f = scenario("""
				side Scots { initiative banners 1
					Leader Bruce, banner at 1010 { 1 x INF [0] at 1010 facing N }
					Leader Douglas, banner at 0909 { 1 x INF [1], banner at 0909 facing N }
				}
				""");
		List<RuleDiagnostic> found = f.findings("BAN-BAN-1");
		assertEquals(2, found.size(), found.toString());
		assertEquals(row(f, "INF [1]"), found.get(0).element());
		assertEquals(BanneretPackage.Literals.UNIT__BANNER, found.get(0).feature());
		assertTrue(found.get(0).message().startsWith("INF [1] under Douglas carries a banner, but banners are set up with"
				+ " leaders"), found.get(0).message());
		assertEquals(f.scenario().getSides().get(0), found.get(1).element());
		assertEquals(BanneretPackage.Literals.SIDE__BANNERS, found.get(1).feature());
		assertEquals("Scots sets up 3 banner(s) (Bruce, Douglas, INF [1] under Douglas), but the scenario gives it 1; write"
				+ " 'banner' after as many of its leaders.", found.get(1).message());
	}

	@Test
	void aBannerWithNoRegularUnitInItsHexHasNoHolder() {
		RuleFixture f = scenario("""
				side English { initiative banners 1
					Leader Surrey, banner at 0612 {
						1 x CAV [2] at 0911 facing N
						1 x ARCH at 0612 facing N
					}
				}
				""");
		RuleDiagnostic found = onlyFinding(f, "BAN-BAN-2", f.unit("Surrey").getPlacement());
		assertEquals(Severity.WARNING, found.severity());
		assertEquals(List.of("0612"), found.hexes());
		assertTrue(found.message().startsWith("Surrey sets up with his side's banner on 0612, but no friendly regular unit"),
				found.message());
		noFindings(scenario("""
				side English { initiative banners 1
					Leader Surrey, banner at 0612 { 2 x CAV [2] at 0611(1) }
				}
				"""), "BAN-BAN-2");
	}

	@Test
	void eachUnitServesOneLeaderOfItsOwnSideOrThePool() {
		RuleFixture legal = scenario("""
				side Scots { initiative
					Leader Douglas at 1010 { 1 x INF [0] at 1010 facing N }
					Leader Randolph at 0909
					1 x INF [1] under Randolph at 0909 facing N
					formation Pool "Unassigned" { 2 x ARCH at 0110(1) }
				}
				""");
		noFindings(legal, "BAN-ORG-1");

		RuleFixture f = scenario("""
				side Scots { initiative
					Leader Douglas at 1010 { 1 x INF [0] under Randolph at 1010 facing N }
					Leader Randolph at 0909
				}
				side English {
					Leader Clifford at 0102 { 1 x CAV [2] under Douglas at 0102 facing N }
				}
				""");
		List<RuleDiagnostic> found = f.findings("BAN-ORG-1");
		assertEquals(2, found.size(), found.toString());
		assertEquals(row(f, "CAV [2]"), found.get(0).element());
		assertEquals(BanneretPackage.Literals.UNIT__LEADER, found.get(0).feature());
		assertEquals("CAV [2] is listed under Clifford but marked 'under Douglas'; a unit serves one leader,"
				+ " and assignments never change.", found.get(0).message());
		assertEquals(row(f, "INF [0]"), found.get(1).element());

		RuleFixture otherSide = scenario("""
				side Scots { initiative  Leader Douglas at 1010 }
				side English { 1 x CAV [2] under Douglas at 0102 facing N }
				""");
		RuleDiagnostic found2 = onlyFinding(otherSide, "BAN-ORG-1", row(otherSide, "CAV [2]"));
		assertEquals("CAV [2] of English is under Douglas, a leader of Scots; a unit serves a leader of its own"
				+ " side.", found2.message());
	}

	@Test
	void noRuleReassignsUnitsDuringPlay() {
		noFindings(scenario("""
				side Scots { initiative  Leader Douglas at 1010  1 x INF [0] at 0909 facing N }
				rule Pool "Pool" { assign_pool from turn 1 for Scots }
				rule Lenox "Switch" { switch_sides = "morale +2 Scots" for Douglas }
				"""), "BAN-ORG-2");
		RuleFixture f = scenario("""
				side Scots { initiative  Leader Douglas at 1010  1 x INF [0] at 0909 facing N }
				rule Reassign "Reassign" { reassign = Douglas from turn 5 for Scots }
				""");
		RuleFlag flag = f.scenario().getSpecialRules().get(0).getFlags().get(0);
		RuleDiagnostic found = onlyFinding(f, "BAN-ORG-2", flag);
		assertEquals(BanneretPackage.Literals.RULE_FLAG__FROM_TURN, found.feature());
		assertTrue(found.message().startsWith("Rule Reassign assigns units to leaders (reassign) on turn 5"), found.message());
	}
}

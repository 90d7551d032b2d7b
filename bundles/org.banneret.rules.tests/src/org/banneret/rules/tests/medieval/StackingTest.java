package org.banneret.rules.tests.medieval;

import static org.banneret.rules.tests.medieval.MedievalFixture.noFindings;
import static org.banneret.rules.tests.medieval.MedievalFixture.onlyFinding;
import static org.banneret.rules.tests.medieval.MedievalFixture.row;
import static org.banneret.rules.tests.medieval.MedievalFixture.scenario;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.banneret.model.BanneretPackage;
import org.banneret.rules.RuleDiagnostic;
import org.banneret.rules.tests.RuleFixture;
import org.junit.jupiter.api.Test;

/** BAN-STACK-1 to BAN-STACK-5 and BAN-PLACE-3: each over-stacked hex is reported once, by the right check. */
class StackingTest {

	private static final String[] STACKING = { "BAN-STACK-1", "BAN-STACK-2", "BAN-STACK-3", "BAN-STACK-4", "BAN-STACK-5",
			"BAN-PLACE-3", "GEN-STACK-1" };

	@Test
	void aLeaderWithBannerAndTwoSpAFlippedArcherAFullFortAndAShiltronAreWithinTheLimits() {
		RuleFixture legal = scenario("""
				side Scots { nationality Scots initiative banners 1
					Leader Wallace, banner at 1010 {
						1 x INF [0] at 1010 facing N
						1 x ARCH flipped at 1110 facing N
						1 x INF [1] with Shiltron at 1111
					}
					Leader Moray at 0808 {
						4 x INF [0] at 0808 facing N
						1 x CAV [2] at 0808 facing N
					}
				}
				rule Shiltron "Shiltron" { shiltron for Scots, INF }
				""");
		noFindings(legal, STACKING);
	}

	@Test
	void twoFullStrengthInfantryInOneHexBreakTheTwoSpLimitOnce() {
		RuleFixture f = scenario("""
				side Scots { initiative
					Leader Wallace at 1010 {
						1 x INF [0] at 1111 facing N
						1 x INF [1] at 1111 facing N
					}
				}
				""");
		RuleDiagnostic found = onlyFinding(f, "BAN-STACK-1", row(f, "INF [1]").getPlacement());
		assertEquals("Hex 1111 holds 4 SP (INF [0] under Wallace, INF [1] under Wallace), but at most 2 SP may stack in a"
				+ " hex; leaders and banners do not count.", found.message());
		assertEquals(BanneretPackage.Literals.HEX_PLACEMENT__HEXES, found.feature());
		assertEquals(List.of("1111"), found.hexes());
		noFindings(f, "GEN-STACK-1", "BAN-STACK-3", "BAN-PLACE-3");
	}

	@Test
	void aSystemWhoseLimitCountsLeadersIsWrongDataButLeadersStillDoNotCount() {
		RuleFixture f = RuleFixture.of(CountingLeaders.SYSTEM, CountingLeaders.MAP, """
				scenario test.Counting of medievalvariant {
					map test.Plain
					side Scots { initiative  Leader Wallace at 0202 { 1 x INF [0] at 0202 facing N } }
				}
				""");
		RuleDiagnostic found = onlyFinding(f, "BAN-STACK-2", f.scenario());
		assertEquals(BanneretPackage.Literals.SCENARIO__GAME_SYSTEM, found.feature());
		assertTrue(found.message().contains("counts class leader"), found.message());
		noFindings(f, "BAN-STACK-1", "GEN-STACK-1");
		noFindings(scenario("side Scots { initiative  Leader Wallace at 0202 }"), "BAN-STACK-2");
	}

	@Test
	void anArcherInMovementFormationCountsItsCombatSp() {
		RuleFixture f = scenario("""
				side English { initiative
					Leader Surrey at 1010 {
						1 x INF [1] at 1111 facing N
						1 x ARCH flipped at 1111 facing N
					}
				}
				""");
		RuleDiagnostic found = onlyFinding(f, "BAN-STACK-3", row(f, "ARCH").getPlacement());
		assertTrue(found.message().startsWith("Hex 1111 holds 3 SP (INF [1] under Surrey, ARCH under Surrey in movement"
				+ " formation: 1 SP)"), found.message());
		noFindings(f, "BAN-STACK-1", "BAN-PLACE-3", "GEN-STACK-1");
	}

	@Test
	void aReducedUnitCountsTheSpOnItsBack() {
		// [B 1.2]: a 2 SP unit that lost one shows its reverse, 1 SP; two of them fill a hex.
		noFindings(scenario("""
				side Scots { initiative
					Leader Wallace at 1010 {
						1 x INF [0] flipped at 1111 facing N
						1 x CAV [1] flipped at 1111 facing N
					}
				}
				"""), STACKING);
		RuleFixture f = scenario("""
				side Scots { initiative
					Leader Wallace at 1010 {
						1 x INF [0] at 1111 facing N
						1 x INF [1] flipped at 1111 facing N
					}
				}
				""");
		RuleDiagnostic found = onlyFinding(f, "BAN-STACK-1", row(f, "INF [1]").getPlacement());
		assertTrue(found.message().startsWith("Hex 1111 holds 3 SP"), found.message());
	}

	@Test
	void aFortifiedHexHoldsTenSpOfWhichTwoCavalry() {
		RuleFixture f = scenario("""
				side English { initiative
					Leader Surrey at 1010 {
						3 x INF [2] at 0808 facing N
						2 x CAV [2] at 0808 facing N
					}
				}
				""");
		RuleDiagnostic found = onlyFinding(f, "BAN-STACK-4", row(f, "2 x CAV [2]").getPlacement());
		assertEquals("Fortified hex 0808 holds 4 SP of cavalry (2 x CAV [2] under Surrey), but a fortified hex holds at most"
				+ " 2 SP of cavalry.", found.message());
		noFindings(f, "BAN-STACK-1", "BAN-PLACE-3", "GEN-STACK-1");
	}

	@Test
	void noOtherFriendlyUnitInAShiltronsHex() {
		// A reduced (1 SP) shiltron and an archer make 2 SP: within the limit, so only the shiltron rule speaks.
		RuleFixture f = scenario("""
				side Scots { initiative
					Leader Bruce at 1010 {
						1 x INF [0] strength 1 with Shiltron at 1111
						1 x ARCH at 1111 facing N
					}
				}
				rule Shiltron "Shiltron" { shiltron for Scots, INF }
				""");
		RuleDiagnostic found = onlyFinding(f, "BAN-STACK-5", row(f, "ARCH").getPlacement());
		assertEquals("ARCH under Bruce shares hex 1111 with INF [0] under Bruce, which is in shiltron; no other friendly"
				+ " unit may stand in a shiltron's hex.", found.message());
		noFindings(f, "BAN-STACK-1");
	}

	@Test
	void fourCavalryCountersOnOneExactHexAreOneRowOverTheLimit() {
		RuleFixture f = scenario("""
				side English { initiative
					Leader Surrey at 0612 {
						4 x CAV [2] at 0911 facing N
					}
					Leader Moray at 1010 {
						1 x INF [0] at 0911 facing N
					}
				}
				""");
		RuleDiagnostic found = onlyFinding(f, "BAN-PLACE-3", row(f, "4 x CAV [2]").getPlacement());
		assertEquals(0, found.index());
		assertEquals("4 x CAV [2] under Surrey puts 4 counters (8 SP) on the one hex 0911, but at most 2 SP may stack in a"
				+ " hex; spread them over an area such as 0911(1), or waive this check where the scenario means it.",
				found.message());
		noFindings(f, "BAN-STACK-1", "BAN-STACK-3", "GEN-STACK-1");
	}

	/** A copy of the Medieval system whose stacking limit forgets to leave leaders out. */
	static final class CountingLeaders {
		static final String SYSTEM = """
				game system medievalvariant "A variant that counts leaders" {
					rules medieval
					class leader
					class infantry
					terrain open code "o"
					stacking max 2 strength cite "[B 4.5.1]"
					unit Leader : leader { movement 10 command range 2 }
					unit INF : infantry { strength 2 armour in 0, 1, 2 }
				}
				""";
		static final String MAP = """
				map test.Plain of medievalvariant {
					grid 4 x 4 flat odd labels numeric column digits 2
					default open
				}
				""";
	}
}

package org.banneret.rules.tests.medieval;

import static org.banneret.rules.tests.medieval.MedievalFixture.noFindings;
import static org.banneret.rules.tests.medieval.MedievalFixture.onlyFinding;
import static org.banneret.rules.tests.medieval.MedievalFixture.row;
import static org.banneret.rules.tests.medieval.MedievalFixture.scenario;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.banneret.model.BanneretPackage;
import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.rules.RuleDiagnostic;
import org.banneret.rules.tests.RuleFixture;
import org.junit.jupiter.api.Test;

/** What a counter carries: Charge Factor, facing, armour, formation, fatigue and leaders' values. */
class UnitValuesTest {

	@Test
	void chargeFactorsOnCavalryFromZeroToThree() {
		RuleFixture legal = scenario("""
				side English { initiative
					Leader Surrey at 1010 {
						1 x CAV [2] with ChargeFactor = 3 at 1111 facing N
						1 x HA with ChargeFactor = 1 at 1112 facing N
						1 x CAV [0] with ChargeFactor = 0 at 0605 facing N
						1 x CAV [1] with ChargeFactor = 1 at 0207 facing N
					}
				}
				""");
		noFindings(legal, "BAN-CF-1", "BAN-CF-2");
	}

	@Test
	void aChargeFactorOnInfantryOrAboveThreeIsWrong() {
		RuleFixture f = scenario("""
				side English { initiative
					Leader Surrey at 1010 {
						1 x INF [1] with ChargeFactor = 1 at 1111 facing N
						1 x CAV [2] with ChargeFactor = 4 at 1112 facing N
					}
				}
				""");
		// The marker type says its classes and values, so the generic checks judge it from that data.
		noFindings(f, "BAN-CF-1");
		RuleDiagnostic range = onlyFinding(f, "GEN-VAL-1", row(f, "CAV [2]"));
		assertEquals(BanneretPackage.Literals.UNIT__MARKERS, range.feature());
		assertEquals("CAV [2] under Surrey carries Charge Factor = 4; the marker reads 0 to 3 ([B 5.6.2]).", range.message());
		RuleDiagnostic infantry = onlyFinding(f, "GEN-MARK-1", row(f, "INF [1]"));
		assertEquals("INF [1] under Surrey (class infantry) carries Charge Factor, a marker only for classes cavalry,"
				+ " horsearchers ([B 5.6.2]).", infantry.message());
	}

	@Test
	void aChargeFactorSetOnTheUnitIsJudgedAsTheMarkerIs() {
		RuleFixture overrides = scenario("""
				side English { initiative
					Leader Surrey at 1010 {
						1 x INF [1] set charge 1 at 1111 facing N
						1 x CAV [2] set charge 4 at 1112 facing N
					}
				}
				""");
		// The same two mistakes as the markers above, each pointing at what the scenario wrote.
		RuleDiagnostic range = onlyFinding(overrides, "GEN-VAL-1", row(overrides, "CAV [2]"));
		assertEquals(BanneretPackage.Literals.UNIT__OVERRIDES, range.feature());
		assertEquals("CAV [2] under Surrey has charge 4; charge runs from 0 to 3 ([B 5.6.2]).", range.message());
		RuleDiagnostic infantry = onlyFinding(overrides, "BAN-CF-1", row(overrides, "INF [1]"));
		assertEquals("INF [1] under Surrey is not cavalry but is given a Charge Factor; only cavalry and horse archers"
				+ " charge, other units have CF 0.", infantry.message());
		noFindings(scenario("""
				side English { initiative  Leader Surrey at 1010 { 1 x CAV [2] set charge 3 at 1112 facing N } }
				"""), "BAN-CF-1", "GEN-VAL-1");
	}

	@Test
	void cavalryWithAChargeFactorInAVillageOrOffRoadInForestIsSuspect() {
		RuleFixture f = scenario("""
				side English { initiative
					Leader Surrey at 1010 {
						1 x CAV [2] with ChargeFactor = 3 at 0605 facing N
						1 x CAV [1] with ChargeFactor = 2 at 0207 facing N
					}
				}
				""");
		List<RuleDiagnostic> found = f.findings("BAN-CF-2");
		assertEquals(2, found.size(), found.toString());
		assertEquals(row(f, "CAV [1]").getPlacement(), found.get(0).element());
		assertEquals(Severity.WARNING, found.get(0).severity());
		assertTrue(found.get(0).message().endsWith("on a road it may keep CF 1."), found.get(0).message());
		assertEquals(row(f, "CAV [2]").getPlacement(), found.get(1).element());
		assertTrue(found.get(1).message().startsWith("CAV [2] under Surrey starts with Charge Factor 3 on 0605 (Village)"),
				found.get(1).message());
	}

	@Test
	void fieldUnitsFaceAHexside() {
		RuleFixture legal = scenario("""
				side Scots { initiative
					Leader Wallace at 1010 {
						1 x INF [0] at 1111 facing S
						1 x INF [1] with Shiltron at 1112
					}
				}
				rule Shiltron "Shiltron" { shiltron for Scots, INF }
				""");
		noFindings(legal, "BAN-FACE-1");

		RuleFixture f = scenario("""
				side Scots { initiative
					Leader Wallace at 1010 {
						1 x CAV [0] at 1111 facing E
						1 x CAV [1] at 1112
					}
				}
				""");
		List<RuleDiagnostic> found = f.findings("BAN-FACE-1");
		assertEquals(2, found.size(), found.toString());
		assertEquals(row(f, "CAV [0]").getPlacement(), found.get(0).element());
		assertEquals(BanneretPackage.Literals.HEX_PLACEMENT__FACING, found.get(0).feature());
		assertTrue(found.get(0).isError());
		assertTrue(found.get(0).message().startsWith("CAV [0] under Wallace faces E, but facing E points at a hex corner"),
				found.get(0).message());
		assertEquals(row(f, "CAV [1]").getPlacement(), found.get(1).element());
		assertEquals(Severity.WARNING, found.get(1).severity());
		assertTrue(found.get(1).message().contains("The printed scenarios leave facing to the player"), found.get(1).message());
	}

	@Test
	void armourLevelsAreTheTypes() {
		noFindings(scenario("""
				side Scots { initiative
					Leader Wallace at 1010 { 2 x INF [2] at 1111(1)  1 x CAV [0] at 1112 facing N  1 x ARCH [1] at 1113 facing N }
				}
				"""), "BAN-ARM-1");
		RuleFixture f = scenario("""
				side Scots { initiative
					Leader Wallace at 1010 { 1 x INF [3] at 1111 facing N }
				}
				""");
		RuleDiagnostic found = onlyFinding(f, "BAN-ARM-1", row(f, "INF [3]"));
		assertEquals(BanneretPackage.Literals.UNIT__ARMOUR, found.feature());
		assertEquals("INF [3] under Wallace has armour 3, but Infantry (INF) come in armour 0, 1, 2 only.", found.message());
	}

	@Test
	void archersStartInTheFormationTheScenarioImposes() {
		String rules = """
				rule ArchersMoving "English archers in movement formation" {
					setup_formation = "movement" from turn 1 to turn 2 for English, ARCH
				}
				rule LaterMoving "Later" { setup_formation = movement from turn 3 to turn 4 for Scots, ARCH }
				""";
		RuleFixture legal = scenario("""
				side English { initiative  Leader Surrey at 1010 { 2 x ARCH flipped at 1111(1)  1 x XBOW at 0102 facing N } }
				side Scots { Leader Wallace at 0303 { 1 x ARCH at 0110 facing N } }
				""" + rules);
		noFindings(legal, "BAN-FORM-1");
		RuleFixture f = scenario("""
				side English { initiative  Leader Surrey at 1010 { 2 x ARCH at 1111(1) } }
				""" + rules);
		RuleDiagnostic found = onlyFinding(f, "BAN-FORM-1", row(f, "2 x ARCH"));
		assertEquals("2 x ARCH under Surrey starts in combat formation, but rule English archers in movement formation sets"
				+ " it up in movement formation; write 'flipped' (the movement face is the back of a ranged counter).",
				found.message());
	}

	@Test
	void fatigueIsALeadersAndAboveTwelveIsAWarning() {
		noFindings(scenario("""
				side English { initiative  Leader Lincoln (F3) at 1010  Leader Beck with Fatigue = 12 at 1011 }
				"""), "BAN-FAT-1");
		RuleFixture f = scenario("""
				side English { initiative
					Leader Lincoln with Fatigue = 13 at 1010 { 1 x CAV [0] (F2) at 1111 facing N }
					Leader Beck with Fatigue = -1 at 1011
				}
				""");
		List<RuleDiagnostic> found = f.findings("BAN-FAT-1");
		assertEquals(3, found.size(), found.toString());
		assertEquals(f.unit("Beck"), found.get(0).element());
		assertTrue(found.get(0).isError() && found.get(0).message().contains("fatigue starts at 0"), found.get(0).message());
		assertEquals(row(f, "CAV [0] (F2)"), found.get(1).element());
		assertEquals(BanneretPackage.Literals.UNIT__FATIGUE, found.get(1).feature());
		assertTrue(found.get(1).isError() && found.get(1).message().contains("only leaders have a fatigue"), found.get(1).message());
		assertEquals(f.unit("Lincoln"), found.get(2).element());
		assertEquals(Severity.WARNING, found.get(2).severity());
	}

	@Test
	void leadersHaveCommandRangeOneOrThreeAndTenMovement() {
		noFindings(scenario("""
				side Scots { initiative  Leader Wallace at 1010  GrandLeader Bruce at 1011  Leader Moray set movement 10 at 1012 }
				"""), "BAN-LDR-1");
		RuleFixture f = scenario("""
				side Scots { initiative  Leader Wallace set range 2 at 1010 }
				""");
		RuleDiagnostic found = onlyFinding(f, "BAN-LDR-1", f.unit("Wallace"));
		assertEquals(BanneretPackage.Literals.UNIT__OVERRIDES, found.feature());
		assertEquals("Wallace is given range 2; a leader has command range 1 (a Grand Leader 3) and 10 MP.", found.message());

		RuleFixture variant = RuleFixture.of(StackingTest.CountingLeaders.SYSTEM, StackingTest.CountingLeaders.MAP, """
				scenario test.Range of medievalvariant {
					map test.Plain
					side Scots { initiative  Leader Wallace at 0202  Leader Moray at 0303 }
				}
				""");
		RuleDiagnostic wrongType = onlyFinding(variant, "BAN-LDR-1", variant.unit("Wallace"));
		assertEquals(BanneretPackage.Literals.UNIT__TYPE, wrongType.feature());
		assertEquals(List.of(variant.unit("Wallace"), variant.unit("Moray")), wrongType.elements());
	}
}

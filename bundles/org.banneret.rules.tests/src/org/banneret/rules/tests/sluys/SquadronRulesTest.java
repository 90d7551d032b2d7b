package org.banneret.rules.tests.sluys;

import static org.banneret.rules.tests.sluys.SluysFixtures.fight;
import static org.banneret.rules.tests.sluys.SluysFixtures.messages;
import static org.banneret.rules.tests.sluys.SluysFixtures.only;
import static org.banneret.rules.tests.sluys.SluysFixtures.unitOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.banneret.model.BanneretPackage;
import org.banneret.model.HexMarker;
import org.banneret.model.PrintedValue;
import org.banneret.model.UnitMarker;
import org.banneret.rules.RuleDiagnostic;
import org.banneret.rules.tests.RuleFixture;
import org.junit.jupiter.api.Test;

/** Squadron state, grapples, archery and markers: SLY-SQ-1 to -3, SLY-GRP-1, SLY-ARCH-1, SLY-MARK-1. */
class SquadronRulesTest {

	@Test
	void aSquadronWithBothSailsAndOarsOrNoMovementAllowanceIsReported() {
		RuleFixture f = fight("""
				formation E1 {
					OarSquadron Barge traits sails at 0303
					SailSquadron Cog set movement 0 at 0304
					SailSquadron Nef set movement 3 at 0305
				}
				""", "");
		List<RuleDiagnostic> found = f.findings("SLY-SQ-1");
		assertEquals(2, found.size(), messages(found).toString());
		assertSame(f.unit("Barge"), found.get(0).element());
		assertTrue(found.get(0).message().contains("moves both by sails and by oars"));
		assertSame(f.unit("Cog"), found.get(1).element());
		assertTrue(found.get(1).message().contains("movement allowance of 0"));
	}

	@Test
	void aSunkSquadronOnTheMapAndAStunnedOneAreReported() {
		RuleFixture f = fight("""
				formation E1 {
					SailSquadron Cog dead at 0303
					SailSquadron Nef stunned at 0304
					SailSquadron Lost dead
				}
				""", "");
		List<RuleDiagnostic> found = f.findings("SLY-SQ-2");
		assertEquals(2, found.size(), messages(found).toString());
		assertSame(f.unit("Cog"), found.get(0).element());
		assertEquals(BanneretPackage.Literals.UNIT__STATE, found.get(0).feature());
		assertTrue(found.get(0).message().contains("is sunk but set up on 0303"));
		assertSame(f.unit("Nef"), found.get(1).element());
	}

	@Test
	void twoDamageMarkersOnOneSquadronAreReported() {
		RuleFixture f = fight("formation E1 { SailSquadron Cog with Damage = 1 with Damage = 2 at 0303 }", "");
		RuleDiagnostic found = only(f, "SLY-SQ-2");
		assertSame(f.unit("Cog").getMarkers().get(1), found.element());
	}

	@Test
	void aSeverelyDamagedCogInTheShallowsIsReportedButAnOaredOneOrADamagedOneIsNot() {
		RuleFixture f = fight("""
				formation E1 {
					SailSquadron Cog with Damage = 2 at 0302
					OarSquadron Barge with Damage = 2 at 0106
					SailSquadron Nef with Damage = 1 at 0206
					SailSquadron Hulk with Damage = 2 at 0303
				}
				""", "");
		RuleDiagnostic found = only(f, "SLY-SQ-3");
		assertSame(f.unit("Cog"), unitOf(found));
		assertEquals(List.of("0302"), found.hexes());
		assertEquals(BanneretPackage.Literals.HEX_PLACEMENT__HEXES, found.feature());
	}

	@Test
	void aGrappleBetweenSquadronsTwoHexesApartIsReported() {
		RuleFixture f = fight("formation E1 { SailSquadron Cog with Grapple at 0303 }",
				"formation F1 { SailSquadron Nef with Grapple at 0305 }");
		List<RuleDiagnostic> found = f.findings("SLY-GRP-1");
		assertEquals(2, found.size(), messages(found).toString());
		assertTrue(found.get(0).element() instanceof UnitMarker);
		assertSame(f.unit("Cog"), unitOf(found.get(0)));
		assertEquals(List.of(), messages(fight("formation E1 { SailSquadron Cog with Grapple at 0303 }",
				"formation F1 { SailSquadron Nef with Grapple at 0304 }").findings("SLY-GRP-1")));
	}

	@Test
	void aFrenchLongbowAndANegativeArcheryFactorAreReported() {
		RuleFixture f = fight("formation E1 { SailSquadron Cog at 0303 }\n MenAtArms1 EM1 set archery -1 aboard Cog", """
				formation F1 { SailSquadron Nef at 0404 }
				MenAtArms1 FM1 traits longbow set archery 2 aboard Nef
				""");
		List<RuleDiagnostic> found = f.findings("SLY-ARCH-1");
		assertEquals(2, found.size(), messages(found).toString());
		assertTrue(found.get(0).element() instanceof PrintedValue);
		assertSame(f.unit("EM1"), unitOf(found.get(0)));
		assertSame(f.unit("FM1"), found.get(1).element());
		assertEquals(BanneretPackage.Literals.UNIT__TRAITS, found.get(1).feature());
	}

	@Test
	void anEnglishCrossbowAndAShootingKnightAreReported() {
		RuleFixture f = fight("""
				formation E1 { SailSquadron Cog at 0303 }
				MenAtArms1 EM1 traits crossbow aboard Cog
				Knights1 EK1 set archery 1 aboard Cog
				""", "");
		List<RuleDiagnostic> found = f.findings("SLY-ARCH-1");
		assertEquals(2, found.size(), messages(found).toString());
		assertTrue(found.stream().anyMatch(d -> d.element() == f.unit("EM1") && d.message().contains("English archery is the longbow")));
		assertTrue(found.stream().anyMatch(d -> unitOf(d) == f.unit("EK1") && d.message().contains("knights have no archery")));
	}

	@Test
	void anAfireMarkerOnAMarineCounterIsReported() {
		RuleFixture f = fight("formation E1 { SailSquadron Cog with Afire at 0303 }\n Knights1 EK1 with Afire aboard Cog", "");
		RuleDiagnostic found = only(f, "SLY-MARK-1");
		assertSame(f.unit("EK1").getMarkers().get(0), found.element());
		assertTrue(found.message().startsWith("EK1 carries an Afire marker, which goes on sails and oars counters only"),
				found.message());
	}

	@Test
	void aRamMarkerAtSetUpAndADamageMarkerReadingThreeAreReported() {
		RuleFixture f = fight("formation E1 { SailSquadron Cog with Ram at 0303  SailSquadron Nef with Damage = 3 at 0304 }",
				"");
		List<RuleDiagnostic> found = f.findings("SLY-MARK-1");
		assertEquals(2, found.size(), messages(found).toString());
		assertTrue(found.stream().anyMatch(d -> unitOf(d) == f.unit("Cog") && d.message().contains("a set-up has none")));
		assertTrue(found.stream().anyMatch(d -> unitOf(d) == f.unit("Nef")
				&& d.feature() == BanneretPackage.Literals.UNIT_MARKER__VALUE && d.message().contains("showing 3")));
	}

	@Test
	void aMeleeMarkerNeedsMarinesFacingAnEnemy() {
		String french = "formation F1 { SailSquadron Nef with Melee at 0404 }\n Mariners FR1 aboard Nef";
		RuleFixture alone = fight("", french);
		assertSame(alone.unit("Nef"), unitOf(only(alone, "SLY-MARK-1")));
		assertEquals(List.of(), messages(fight("Knights1 EK1 aboard Nef", french).findings("SLY-MARK-1")));
	}

	@Test
	void aMeleeMarkerOnAMapHexWithoutBoardersIsReported() {
		RuleFixture f = RuleFixture.of(SluysFixtures.MAP.replace("hex 0101 redzone", "hex 0101 redzone\n marker Melee at 0404"), """
				scenario test.Fight of sluys {
					map test.Sea
					side French { nationality French
						formation F1 { SailSquadron Nef at 0404 }
						Mariners FR1 aboard Nef
					}
				}
				""");
		RuleDiagnostic found = only(f, "SLY-MARK-1");
		assertTrue(found.element() instanceof HexMarker);
		assertEquals(List.of("0404"), found.hexes());
	}

	@Test
	void aGrappleNamesItsPartnerOnAnAdjacentHex() {
		assertEquals(List.of(), messages(fight("formation E1 { SailSquadron Cog with Grapple to Nef at 0303 }",
				"formation F1 { SailSquadron Nef with Grapple to Cog at 0304 }").findings("SLY-GRP-1")));
		// A partner two hexes off, and a partner grappled to another squadron.
		RuleFixture far = fight("formation E1 { SailSquadron Cog with Grapple to Nef at 0303 }",
				"formation F1 { SailSquadron Nef with Grapple to Cog at 0305 }");
		List<RuleDiagnostic> found = far.findings("SLY-GRP-1");
		assertEquals(2, found.size(), messages(found).toString());
		assertEquals(BanneretPackage.Literals.UNIT_MARKER__TARGET, found.get(0).feature());
		assertTrue(found.get(0).message().startsWith("Cog is grappled to Nef, which is on 0305, not on a hex next to 0303"),
				found.get(0).message());
		RuleFixture other = fight("formation E1 { SailSquadron Cog with Grapple to Nef at 0303  SailSquadron Hulk with Grapple at 0305 }",
				"formation F1 { SailSquadron Nef with Grapple to Hulk at 0304 }");
		assertTrue(only(other, "SLY-GRP-1").message().contains("Nef, whose grapples name other squadrons"),
				messages(other.findings("SLY-GRP-1")).toString());
		RuleFixture oneWay = fight("formation E1 { SailSquadron Cog with Grapple to Nef at 0303 }",
				"formation F1 { SailSquadron Nef at 0304 }");
		assertTrue(only(oneWay, "SLY-GRP-1").message().contains("Nef, which carries no Grappled marker"));
		RuleFixture chained = fight("", """
				formation F1 {
					SailSquadron F1a traits chained, chain_top with Grapple to F1b at 0404
					SailSquadron F1b traits chained, chain_bottom with Grapple to F1a at 0404
				}
				""");
		assertTrue(chained.findings("SLY-GRP-1").get(0).message().contains("in the same hex (a chained pair is not grappled"),
				messages(chained.findings("SLY-GRP-1")).toString());
	}
}

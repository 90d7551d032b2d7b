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
import org.banneret.model.EdgePlacement;
import org.banneret.model.Severity;
import org.banneret.rules.RuleDiagnostic;
import org.banneret.rules.tests.RuleFixture;
import org.junit.jupiter.api.Test;

/** Where counters stand: on the map, on water, one squadron a hex, with a squadron, entering by the red zones. */
class PlacementRulesTest {

	@Test
	void aFrenchSquadronLeftOffTheMapIsReported() {
		RuleFixture f = fight("", "formation F1 { SailSquadron F9 off map edge N }");
		RuleDiagnostic found = only(f, "SLY-HEX-1");
		assertTrue(found.element() instanceof EdgePlacement);
		assertSame(f.unit("F9"), unitOf(found));
		assertTrue(found.message().startsWith("F9 is set up off the map."), found.message());
	}

	@Test
	void aMarineNeitherPlacedNorAboardIsReportedButOneAboardIsNot() {
		RuleFixture f = fight("""
				formation E1 { SailSquadron Cog at 0303 }
				Knights1 EK1 aboard Cog
				MenAtArms1 EM1
				""", "");
		RuleDiagnostic found = only(f, "SLY-HEX-1");
		assertSame(f.unit("EM1"), found.element());
		assertEquals(List.of(), f.findings("GEN-PLACE-1"));
	}

	@Test
	void onlySquadronsEnterTheMap() {
		RuleFixture f = fight("Knights1 EK1 enters at 0101", "");
		assertSame(f.unit("EK1"), unitOf(only(f, "SLY-HEX-1")));
	}

	@Test
	void aSquadronOnCadzandIslandIsAWarning() {
		RuleFixture f = fight("formation E1 { SailSquadron Cog at 0703 }", "");
		RuleDiagnostic found = only(f, "SLY-TERR-1");
		assertEquals(Severity.WARNING, found.severity());
		assertSame(f.unit("Cog"), unitOf(found));
		assertEquals(List.of("0703"), found.hexes());
	}

	@Test
	void twoEnglishCogsInOneHexAreReportedOnTheSecond() {
		RuleFixture f = fight("formation E1 { SailSquadron Cog1 at 0303  SailSquadron Cog2 at 0303 }", "");
		RuleDiagnostic found = only(f, "SLY-STACK-1");
		assertSame(f.unit("Cog2"), unitOf(found));
		assertEquals(BanneretPackage.Literals.HEX_PLACEMENT__HEXES, found.feature());
		assertTrue(found.message().startsWith("Hex 0303 holds 2 squadrons (Cog1, Cog2), but only one squadron"),
				found.message());
		assertEquals(List.of(), f.findings("GEN-STACK-1"));
	}

	@Test
	void frenchMarinesInAnEmptySeaHexAreReported() {
		RuleFixture f = fight("", """
				formation F1 { OarSquadron Galley at 0404 }
				Mariners FR1 at 0404
				Mariners FR2 at 0505
				""");
		RuleDiagnostic found = only(f, "SLY-MAR-1");
		assertSame(f.unit("FR2"), unitOf(found));
		assertEquals(List.of("0505"), found.hexes());
	}

	@Test
	void aMarineAboardSomethingOtherThanASquadronIsReported() {
		RuleFixture f = fight("", """
				formation F1 { OarSquadron Galley at 0404 }
				Leader Quieret aboard Galley
				Mariners FR1 aboard Quieret
				""");
		RuleDiagnostic found = only(f, "SLY-MAR-1");
		assertSame(f.unit("FR1"), found.element());
		assertEquals(BanneretPackage.Literals.UNIT__CARRIER, found.feature());
	}

	@Test
	void aMarineSetUpInAZoneRatherThanAboardIsDoubted() {
		RuleFixture f = fight("formation E1 { SailSquadron Cog in EnglishZone }\n Knights1 EK1 in EnglishZone", "");
		RuleDiagnostic found = only(f, "SLY-MAR-1");
		assertEquals(Severity.WARNING, found.severity());
		assertTrue(found.message().startsWith("EK1 is set up in EnglishZone and not aboard a squadron"), found.message());
	}

	@Test
	void aLeaderInAnEmptySeaHexIsReported() {
		RuleFixture f = fight("formation E1 { SailSquadron Cog at 0303 }\n Leader Derby at 0404", "");
		RuleDiagnostic found = only(f, "SLY-LDR-1");
		assertSame(f.unit("Derby"), unitOf(found));
		assertTrue(found.message().contains("no swimming"), found.message());
	}

	@Test
	void aLeaderPlacedOnAnotherHexThanHisSquadronIsReported() {
		RuleFixture f = fight("formation E1 { SailSquadron Cog at 0303 }\n Leader Derby aboard Cog at 0404", "");
		// Aboard, but set up elsewhere: the generic GEN-CARRY-1 says so, as for every carrier.
		assertEquals(List.of(), f.findings("SLY-LDR-1"));
		assertSame(f.unit("Derby"), unitOf(only(f, "GEN-CARRY-1")));
	}

	@Test
	void anEnglishEntryHexInMidEstuaryIsReportedOnceUnderTheSluysId() {
		RuleFixture f = fight("formation E1 { SailSquadron Cog enters at 0404 }", "");
		RuleDiagnostic found = only(f, "SLY-ENTRY-1");
		assertEquals(BanneretPackage.Literals.REINFORCEMENT_PLACEMENT__ENTRY_HEXES, found.feature());
		assertEquals(0, found.index());
		assertTrue(found.message().contains("not on an edge"), found.message());
		assertEquals(List.of(), f.findings("GEN-ENTRY-1"));
	}

	@Test
	void anEdgeHexAwayFromTheRedZonesIsReported() {
		RuleFixture f = fight("formation E1 { SailSquadron Cog enters at 0101, 0801 }", "");
		RuleDiagnostic found = only(f, "SLY-ENTRY-1");
		assertEquals(1, found.index());
		assertTrue(found.isError());
		assertTrue(found.message().startsWith("Cog enters at 0801, which is not by a Red Entry Zone"), found.message());
	}

	@Test
	void aFrenchSquadronEnteringByTheRedZonesIsOnlyDoubted() {
		RuleFixture f = fight("", "formation F1 { OarSquadron Galley enters at 0201 }");
		List<RuleDiagnostic> found = f.findings("SLY-ENTRY-1");
		assertEquals(1, found.size(), messages(found).toString());
		assertEquals(Severity.WARNING, found.get(0).severity());
		assertTrue(found.get(0).message().contains("in most scenarios only English commands enter"));
	}

	@Test
	void entryOnAMapWithoutRedZonesIsDoubted() {
		RuleFixture f = RuleFixture.of(SluysFixtures.MAP.replace("hex 0101 redzone", "").replace("hex 0201 redzone", ""), """
				scenario test.Fight of sluys {
					map test.Sea
					side English { nationality English
						formation E1 { SailSquadron Cog enters at 0101 }
					}
				}
				""");
		RuleDiagnostic found = only(f, "SLY-ENTRY-1");
		assertEquals(Severity.WARNING, found.severity());
		assertTrue(found.message().contains("marks no Red Entry Zone"));
	}
}

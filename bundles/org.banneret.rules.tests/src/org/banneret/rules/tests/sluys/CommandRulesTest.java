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
import org.banneret.model.Formation;
import org.banneret.model.Severity;
import org.banneret.model.Side;
import org.banneret.model.UnitMarker;
import org.banneret.rules.RuleDiagnostic;
import org.banneret.rules.tests.RuleFixture;
import org.junit.jupiter.api.Test;

/** Commands and capture: SLY-CMD-1 to -3 and SLY-CAP-1. */
class CommandRulesTest {

	private static final String THREE_ENGLISH = """
			formation E1 { SailSquadron Cog1 at 0302 }
			formation E2 { SailSquadron Cog2 at 0303 }
			formation E3 { SailSquadron Cog3 at 0304 }
			""";
	private static final String THREE_FRENCH = """
			formation F1 { SailSquadron Nef1 at 0502 }
			formation F2 { SailSquadron Nef2 at 0503 }
			formation F3 { SailSquadron Nef3 at 0504 }
			""";

	@Test
	void threeCommandsEachIsLegal() {
		assertEquals(List.of(), messages(fight(THREE_ENGLISH, THREE_FRENCH).findings("SLY-CMD-1")));
	}

	@Test
	void anEnglishSquadronInAFrenchCommandWithoutACapturedMarkerIsReported() {
		RuleFixture f = fight(THREE_ENGLISH, THREE_FRENCH.replace("SailSquadron Nef3 at 0504",
				"SailSquadron Nef3 at 0504  SailSquadron Cog4 of English at 0505"));
		RuleDiagnostic found = only(f, "SLY-CMD-1");
		assertSame(f.unit("Cog4"), found.element());
		assertEquals(BanneretPackage.Literals.UNIT__MARKERS, found.feature());
		assertTrue(found.message().startsWith("Cog4 is an English squadron serving in the French command F3 without a"
				+ " Captured marker"), found.message());
	}

	@Test
	void aCapturedMarkerOnASquadronOfItsOwnFleetIsReported() {
		RuleFixture f = fight(THREE_ENGLISH.replace("at 0304", "flipped with Captured = 1 at 0304"), THREE_FRENCH);
		RuleDiagnostic found = only(f, "SLY-CMD-1");
		assertTrue(found.element() instanceof UnitMarker);
		assertSame(f.unit("Cog3"), unitOf(found));
	}

	@Test
	void aFourthCommandAndASquadronOutsideAnyCommandAreReported() {
		RuleFixture f = fight(THREE_ENGLISH + "formation E4 { SailSquadron Cog4 at 0305 }\n SailSquadron Cog5 at 0306",
				THREE_FRENCH);
		List<RuleDiagnostic> found = f.findings("SLY-CMD-1");
		assertEquals(2, found.size(), messages(found).toString());
		assertTrue(found.stream().anyMatch(d -> d.element() == f.unit("Cog5") && d.message().contains("in no command")));
		assertTrue(found.stream().anyMatch(d -> d.element() instanceof Formation formation
				&& formation.getName().equals("E4") && d.message().contains("has 4 commands")));
	}

	@Test
	void aFleetWithFewerThanThreeCommandsIsReportedOnItsSide() {
		RuleFixture f = fight(THREE_ENGLISH, "formation F1 { SailSquadron Nef1 at 0502  SailSquadron Nef2 at 0503 }");
		RuleDiagnostic found = only(f, "SLY-CMD-1");
		assertTrue(found.element() instanceof Side side && side.getName().equals("French"));
		assertTrue(found.message().startsWith("Side French has 1 command (F1) holding squadrons"), found.message());
	}

	@Test
	void aMarineListedInACommandIsReported() {
		RuleFixture f = fight(THREE_ENGLISH.replace("SailSquadron Cog1 at 0302", "SailSquadron Cog1 at 0302"
				+ "  Knights1 EK1 aboard Cog1"), THREE_FRENCH);
		RuleDiagnostic found = only(f, "SLY-CMD-2");
		assertSame(f.unit("EK1"), found.element());
		assertTrue(found.message().contains("listed in the command E1"));
	}

	@Test
	void aCommanderIsReportedUnlessSquadronCommandIsInPlay() {
		RuleFixture f = fight("formation E1 commanded by Derby { SailSquadron Cog1 at 0302 }\n Leader Derby aboard Cog1", "");
		RuleDiagnostic found = only(f, "SLY-CMD-2");
		assertEquals(BanneretPackage.Literals.FORMATION__COMMANDER, found.feature());
		assertTrue(found.isError());
		List<RuleDiagnostic> optional = f.findings("SLY-CMD-2", Map.of("squadron_command", "on"));
		assertEquals(1, optional.size());
		assertEquals(Severity.WARNING, optional.get(0).severity());
	}

	@Test
	void sixCapturedSquadronsInOneEnglishCommandAreReportedButFiveAreNot() {
		StringBuilder prizes = new StringBuilder("formation E1 {\n");
		for (int i = 1; i <= 6; i++) {
			prizes.append("SailSquadron Prize").append(i).append(" of French with Captured = 1 at 030").append(i).append('\n');
		}
		String six = prizes + "}\n";
		String five = six.replace("SailSquadron Prize6 of French with Captured = 1 at 0306\n", "");
		assertEquals(List.of(), messages(fight(five, "").findings("SLY-CMD-3")));
		RuleFixture f = fight(six, "");
		RuleDiagnostic found = only(f, "SLY-CMD-3");
		assertSame(f.unit("Prize6"), unitOf(found));
		assertTrue(found.message().startsWith("Command 1 of side English has 6 squadrons under Captured or Liberated"
				+ " markers"), found.message());
	}

	@Test
	void aReducedFrenchBargeWithOnlyAnEnglishKnightAboardMustBeMarkedCaptured() {
		RuleFixture f = fight("Knights1 EK1 aboard Barge", "formation F1 { OarSquadron Barge flipped at 0404 }");
		RuleDiagnostic found = only(f, "SLY-CAP-1");
		assertSame(f.unit("Barge"), found.element());
		assertEquals(List.of("0404"), found.hexes());
		assertTrue(found.message().contains("captured the moment they took it"), found.message());
		assertEquals(List.of(), f.findings("GEN-SIDE-1"));
	}

	@Test
	void aCapturedSquadronRetakenByItsOwnersMarinesMustBeMarkedLiberated() {
		RuleFixture f = fight("formation E1 { OarSquadron Barge of French flipped with Captured = 1 at 0404 }",
				"Mariners FR1 aboard Barge");
		RuleDiagnostic found = only(f, "SLY-CAP-1");
		assertTrue(found.message().contains("liberated the moment they took it back"), found.message());
	}

	@Test
	void aBargeAtFullStrengthOrWithItsOwnMarinesStillAboardIsNotCaptured() {
		assertEquals(List.of(), messages(fight("Knights1 EK1 aboard Barge", "formation F1 { OarSquadron Barge at 0404 }")
				.findings("SLY-CAP-1")));
		assertEquals(List.of(), messages(fight("Knights1 EK1 aboard Barge",
				"formation F1 { OarSquadron Barge flipped at 0404 }\n Mariners FR1 aboard Barge").findings("SLY-CAP-1")));
	}
}

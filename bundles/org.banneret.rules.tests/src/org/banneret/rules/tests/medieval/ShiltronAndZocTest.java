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
import org.banneret.rules.RuleDiagnostic;
import org.banneret.rules.tests.RuleFixture;
import org.junit.jupiter.api.Test;

/** Shiltrons and zones of control: the front three hexes of a faced field unit [B 3.1.1]. */
class ShiltronAndZocTest {

	private static final String SHILTRON_RULE = "rule Shiltron \"Shiltron\" { shiltron for Scots, INF }\n";

	@Test
	void onlyScottishInfantryFormsShiltronAndOnlyWhereTheScenarioSays() {
		RuleFixture legal = scenario("""
				side Scots { nationality Scots initiative  Leader Bruce at 1010 { 1 x INF [0] with Shiltron at 1111 } }
				""" + SHILTRON_RULE);
		noFindings(legal, "BAN-SHIL-1");

		RuleFixture english = scenario("""
				side English { nationality English initiative  Leader Clifford at 1010 { 1 x INF [2] with Shiltron at 1111 } }
				""" + SHILTRON_RULE);
		RuleDiagnostic found = onlyFinding(english, "BAN-SHIL-1", row(english, "INF [2]"));
		assertEquals(BanneretPackage.Literals.UNIT__MARKERS, found.feature());
		assertEquals("INF [2] under Clifford is English infantry but is in shiltron; only Scottish infantry forms shiltron.",
				found.message());

		RuleFixture notEnabled = scenario("""
				side Scots { nationality Scots initiative  Leader Wallace at 1010 { 1 x INF [0] with Shiltron at 1111 } }
				""");
		RuleDiagnostic stirling = onlyFinding(notEnabled, "BAN-SHIL-1", row(notEnabled, "INF [0]"));
		assertTrue(stirling.message().contains("this scenario does not give its infantry the shiltron formation"),
				stirling.message());
	}

	@Test
	void aShiltronDoesNotStartInTheFrontAreaOfEnemyCavalry() {
		RuleFixture legal = scenario("""
				side Scots { initiative  Leader Bruce at 1010 { 1 x INF [0] with Shiltron at 1106 } }
				side English { Leader Clifford at 0102 { 1 x CAV [2] at 1105 facing N } }
				""" + SHILTRON_RULE);
		noFindings(legal, "BAN-SHIL-2");

		RuleFixture f = scenario("""
				side Scots { initiative  Leader Bruce at 1010 { 1 x INF [0] with Shiltron at 1106 } }
				side English { Leader Clifford at 0102 { 1 x CAV [2] at 1105 facing S } }
				""" + SHILTRON_RULE);
		RuleDiagnostic found = onlyFinding(f, "BAN-SHIL-2", row(f, "INF [0]").getPlacement());
		assertEquals(Severity.WARNING, found.severity());
		assertEquals("INF [0] under Bruce starts in shiltron on 1106, in the zone of control of CAV [2] under Clifford; a"
				+ " shiltron cannot be formed in an enemy zone of control.", found.message());
		noFindings(f, "BAN-ZOC-1");
	}

	@Test
	void cavalryFaceToFaceStartsInEachOthersZone() {
		// The archer behind the Scottish cavalry faces it, but ranged units have no zone of control [B 3.2.2].
		RuleFixture legal = scenario("""
				side Scots { initiative  Leader Keith at 1010 { 1 x CAV [0] at 1105 facing N } }
				side English { Leader Clifford at 1108 { 1 x CAV [2] at 1107 facing S  1 x ARCH at 1106 facing N } }
				""");
		noFindings(legal, "BAN-ZOC-1");

		RuleFixture f = scenario("""
				side Scots { initiative  Leader Keith at 1104 { 1 x CAV [0] at 1105 facing S } }
				side English { Leader Clifford at 1107 { 1 x CAV [2] at 1106 facing N } }
				""");
		List<RuleDiagnostic> found = f.findings("BAN-ZOC-1");
		assertEquals(2, found.size(), found.toString());
		assertEquals(row(f, "CAV [0]").getPlacement(), found.get(0).element());
		assertEquals("CAV [0] under Keith starts on 1105 in the zone of control of CAV [2] under Clifford, so it must attack"
				+ " in its first combat phase; check that the set-up means it.", found.get(0).message());
		assertEquals(row(f, "CAV [2]").getPlacement(), found.get(1).element());
		assertEquals(Severity.WARNING, found.get(1).severity());
	}
}

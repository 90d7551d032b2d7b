package org.banneret.rules.tests.medieval;

import static org.banneret.rules.tests.medieval.MedievalFixture.MAP;
import static org.banneret.rules.tests.medieval.MedievalFixture.noFindings;
import static org.banneret.rules.tests.medieval.MedievalFixture.onlyFinding;
import static org.banneret.rules.tests.medieval.MedievalFixture.row;
import static org.banneret.rules.tests.medieval.MedievalFixture.scenario;
import static org.banneret.rules.tests.medieval.MedievalFixture.scenarioText;
import static org.banneret.rules.tests.medieval.MedievalFixture.withMap;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.banneret.model.BanneretPackage;
import org.banneret.model.Severity;
import org.banneret.rules.RuleDiagnostic;
import org.banneret.rules.tests.RuleFixture;
import org.junit.jupiter.api.Test;

/** Placement areas, free set-up regions, MORALE, hidden wolf pits and the Scattered track; and a whole legal set-up. */
class ScenarioRulesTest {

	@Test
	void aLegalSetupGivesNoFindingButTheLostScatteredTrackCapacity() {
		RuleFixture legal = withMap("hex 0909 wolfpits hidden from English, Welsh\n", """
				variant free_setup = on
				side Scots { nationality Scots initiative banners 1 morale 0
					Leader Wallace (F2), banner at 0210 {
						1 x INF [0] at 0210 facing N
						1 x INF [1] with Shiltron at 0310
						1 x ARCH [1] at 0110 facing N
						3 x INF [0] at 1111(1)
					}
					GrandLeader Bruce at 0410 { 1 x CAV [2] with ChargeFactor = 2 at 0410 facing N }
				}
				side English { nationality English, Welsh banners 1 morale 0
					Leader Surrey (F4), banner at 0102 {
						1 x CAV [1] with ChargeFactor = 1 at 0102 facing S
						2 x ARCH flipped at 0202(0), 0302(0)
					}
					formation Reserve "Reserve" { 4 x INF [0] enters on turn 3 at 0101 limit 2 per turn }
				}
				rule FreeSetup "Free set-up" { setup_region for Scots, ScotsGround  setup_region for English, EnglishGround }
				rule Shiltron "Shiltron" { shiltron for Scots, INF }
				rule Archers "English archers move" { setup_formation = movement from turn 1 to turn 2 for English, ARCH }
				""");
		List<RuleDiagnostic> found = legal.validate().diagnostics();
		assertEquals(1, found.size(), found.toString());
		assertEquals("BAN-SCAT-1", found.get(0).rule().id());
		assertEquals(Severity.WARNING, found.get(0).severity());
		assertEquals(legal.scenario(), found.get(0).element());
		assertEquals(BanneretPackage.Literals.SCENARIO__GAME_SYSTEM, found.get(0).feature());
	}

	@Test
	void anAreaNeedsAHexTheGroupMayStandOn() {
		noFindings(scenario("side Scots { initiative  Leader Moray at 1010 { 2 x INF [0] at 0403(1) } }"), "BAN-PLACE-1");
		RuleFixture f = scenario("side Scots { initiative  Leader Moray at 1010 { 1 x INF [0] at 0403(0) } }");
		RuleDiagnostic found = onlyFinding(f, "BAN-PLACE-1", row(f, "INF [0]").getPlacement());
		assertEquals("INF [0] under Moray is placed on 0403, but none of its 1 hexes on the map is open to infantry.",
				found.message());
		assertEquals(List.of("0403"), found.hexes());
	}

	@Test
	void inFreeSetupEachSideSetsUpInItsRegion() {
		String rule = "rule FreeSetup \"Free set-up\" { setup_region for Scots, ScotsGround  setup_region for English,"
				+ " EnglishGround }\n";
		String sides = """
				side Scots { initiative  Leader Wallace at 0110 { 1 x INF [0] at %s facing N } }
				side English { Leader Surrey at 0102 { 1 x CAV [2] at 0202 facing S } }
				""";
		noFindings(scenario("variant free_setup = on\n" + sides.formatted("0210") + rule), "BAN-PLACE-5");

		RuleFixture f = scenario("variant free_setup = off\n" + sides.formatted("0909") + rule);
		noFindings(f, "BAN-PLACE-5");
		Map<String, String> freeSetup = Map.of("free_setup", "on");
		RuleDiagnostic found = onlyFinding(f, "BAN-PLACE-5", row(f, "INF [0]").getPlacement(), freeSetup);
		assertEquals("INF [0] under Wallace is placed on 0909, outside Scottish ground, where Scots sets up in the free set-up"
				+ " variant.", found.message());
		assertTrue(f.validate(freeSetup).rules().stream().anyMatch(r -> r.info().variants().contains("free_setup")));
	}

	@Test
	void aScenarioThatFollowsAnotherCarriesItsMoraleOrSetsIt() {
		String prelude = scenarioText("test.Prelude", "side Scots { initiative  Leader Bruce at 1010 }");
		String sides = "side Scots { initiative %s Leader Bruce at 1010 }\n";
		noFindings(RuleFixture.of(MAP.formatted(""), prelude, scenarioText("test.Battle",
				"follows test.Prelude carrying morale, losses\n" + sides.formatted(""))), "BAN-MOR-1");
		noFindings(RuleFixture.of(MAP.formatted(""), prelude, scenarioText("test.Battle",
				"follows test.Prelude carrying losses\n" + sides.formatted("morale -3"))), "BAN-MOR-1");

		RuleFixture f = RuleFixture.of(MAP.formatted(""), prelude, scenarioText("test.Battle",
				"follows test.Prelude carrying losses\n" + sides.formatted("")));
		RuleDiagnostic found = onlyFinding(f, "BAN-MOR-1", f.scenario().getLinks().get(0));
		assertEquals("The scenario follows test.Prelude but neither carries its MORALE nor sets its sides' morale; write"
				+ " 'carrying morale' or 'morale n' in each side.", found.message());

		RuleFixture offTrack = scenario(sides.formatted("morale 41"));
		RuleDiagnostic off = onlyFinding(offTrack, "BAN-MOR-1", offTrack.scenario().getSides().get(0));
		assertEquals(BanneretPackage.Literals.SIDE__MORALE, off.feature());
	}

	@Test
	void wolfPitsAreHiddenFromTheSideThatDoesNotOwnThem() {
		String sides = """
				side Scots { nationality Scots initiative  Leader Bruce at 1010 }
				side English { nationality English, Welsh  Leader Clifford at 0102 }
				""";
		noFindings(withMap("hex 0909 wolfpits hidden from English, Welsh\n", sides), "BAN-HID-1");

		RuleFixture visible = withMap("hex 0909 wolfpits\n", sides);
		RuleDiagnostic found = onlyFinding(visible, "BAN-HID-1", visible.scenario().getSheets().get(0));
		assertEquals(List.of("0909"), found.hexes());
		assertTrue(found.message().startsWith("Wolf pits on 0909 is hidden from neither side"), found.message());

		RuleFixture partly = withMap("hex 0909 wolfpits hidden from English\n", sides);
		assertTrue(onlyFinding(partly, "BAN-HID-1", partly.scenario().getSheets().get(0)).message()
				.contains("hidden from some of English's nationalities"));
		RuleFixture everyone = withMap("hex 0909 wolfpits hidden from Scots, English, Welsh\n", sides);
		assertTrue(onlyFinding(everyone, "BAN-HID-1", everyone.scenario().getSheets().get(0)).message()
				.contains("hidden from every side"));
	}

	@Test
	void noUnitStartsScatteredAndTheTrackNeedsACapacity() {
		RuleFixture withTrack = RuleFixture.of("""
				game system medievaltracks "The Medieval system with its Scattered track" {
					rules medieval
					class leader
					terrain open code "o"
					stacking max 2 strength except leader
					marker Scattered values 0 to 6
					unit Leader : leader { movement 10 command range 1 }
				}
				""", """
				map test.Plain of medievaltracks {
					grid 4 x 4 flat odd labels numeric column digits 2
					default open
				}
				""", """
				scenario test.Tracks of medievaltracks {
					map test.Plain
					side Scots { initiative  Leader Bruce at 0202 }
				}
				""");
		noFindings(withTrack, "BAN-SCAT-1");

		RuleFixture f = scenario("side Scots { initiative  Leader Bruce at 1010 { 1 x INF [0] with Scattered at 1111 facing N } }");
		List<RuleDiagnostic> found = f.findings("BAN-SCAT-1");
		assertEquals(2, found.size(), found.toString());
		assertEquals(f.scenario(), found.get(0).element());
		assertTrue(found.get(0).message().startsWith("Game system medieval does not give the capacity of the Scattered"
				+ " Units track"), found.get(0).message());
		assertEquals(row(f, "INF [0]"), found.get(1).element());
		assertEquals(BanneretPackage.Literals.UNIT__MARKERS, found.get(1).feature());
		assertTrue(found.stream().allMatch(d -> d.severity() == Severity.WARNING));
	}
}

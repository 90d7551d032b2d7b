package org.banneret.rules.tests.cryhavoc;

import static org.banneret.rules.tests.cryhavoc.CryHavocFixtures.MAP;
import static org.banneret.rules.tests.cryhavoc.CryHavocFixtures.fixture;
import static org.banneret.rules.tests.cryhavoc.CryHavocFixtures.none;
import static org.banneret.rules.tests.cryhavoc.CryHavocFixtures.only;
import static org.banneret.rules.tests.cryhavoc.CryHavocFixtures.unit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.banneret.model.BanneretPackage;
import org.banneret.model.Severity;
import org.banneret.rules.RuleDiagnostic;
import org.banneret.rules.tests.RuleFixture;
import org.junit.jupiter.api.Test;

/** CH-TERR-1 to CH-TERR-20: where a counter may stand, and what the map's works may show. */
class TerrainTest {

	private static RuleFixture side(String units) {
		return fixture("side Red { initiative\n" + units + "\n}");
	}

	private static RuleFixture mapAndSide(String mapLines, String units) {
		return fixture(mapLines, "side Red { initiative\n" + units + "\n}");
	}

	@Test
	void noOneStandsOnAnIntactCastleWall() {
		none(side("counter Wynken at F09"), "CH-TERR-1");
		RuleFixture f = side("counter Wynken at E09");
		RuleDiagnostic found = only(f, "CH-TERR-1");
		assertSame(unit(f, "Wynken").getPlacement(), found.element());
		assertTrue(found.message().startsWith("Wynken is placed on E09, Castle wall, which no one may enter"), found.message());
		none(f, "GEN-TERR-1");
		none(mapAndSide("hex E09 rubble", "counter Wynken at E09"), "CH-TERR-1");
		none(mapAndSide("structure Breach \"A breach\" material \"S\": E09 damage E09(4)", "counter Wynken at E09"), "CH-TERR-1");
		assertTrue(only(side("Ballista Scorpion at C09"), "CH-TERR-1").message().contains("Rock"));
	}

	@Test
	void horsesKeepOffTheTerrainClosedToThem() {
		none(side("counter Clarence at C11, C10 facing S"), "CH-TERR-2");
		RuleFixture stair = side("counter Clarence at C07, C08 facing N");
		RuleDiagnostic found = only(stair, "CH-TERR-2");
		assertTrue(found.message().startsWith("Clarence's rear is on C08, Staircase, which horses may not enter"), found.message());
		assertEquals(1, found.index());
		RuleFixture lowWall = mapAndSide("hexside C11 N lowwall", "counter Clarence at C11, C10 facing S");
		assertTrue(only(lowWall, "CH-TERR-2").message().contains("may not end its move astride it"));
	}

	@Test
	void horsesInHouseDoorwaysFollowTheVariant() {
		RuleFixture head = side("counter Clarence at C06, C07 facing N");
		none(head, "CH-TERR-2");
		only(head, "CH-TERR-2", Map.of("horses_in_doorways", "deny"));
		none(head, "CH-TERR-2", Map.of("horses_in_doorways", "front_half"));
		RuleFixture rear = side("counter Clarence at C05, C06 facing N");
		assertTrue(only(rear, "CH-TERR-2", Map.of("horses_in_doorways", "front_half")).message().contains("only a horse's head"));
	}

	@Test
	void armouredCharactersStayOutOfDeepWater() {
		none(side("counter Mark at A03"), "CH-TERR-3");
		RuleFixture knight = side("counter Gui at A03");
		RuleDiagnostic found = only(knight, "CH-TERR-3");
		assertEquals(Severity.ERROR, found.severity());
		assertSame(unit(knight, "Gui").getPlacement(), found.element());
		none(knight, "CH-TERR-1");
		RuleFixture byTheBeach = side("1 x Spearman [1] at A04");
		assertEquals(Severity.WARNING, only(byTheBeach, "CH-TERR-3").severity());
	}

	@Test
	void noHorseStopsOnATrench() {
		none(side("counter Clarence at C11, C10 facing S"), "CH-TERR-4");
		RuleFixture f = side("counter Clarence at B08, B07 facing S");
		assertEquals(List.of("B08"), only(f, "CH-TERR-4").hexes());
	}

	@Test
	void upATreeOnlyUnarmouredCharactersOnFoot() {
		none(side("counter Aylwin with UpTree at I02 on uptree"), "CH-TERR-5");
		RuleFixture knight = side("counter Gui with UpTree at I02 on uptree");
		RuleDiagnostic found = only(knight, "CH-TERR-5");
		assertEquals(BanneretPackage.Literals.UNIT__MARKERS, found.feature());
		assertTrue(found.message().contains("is armoured"), found.message());
		assertTrue(only(side("counter Aylwin at D11 on uptree"), "CH-TERR-5").message().contains("not a tree hex"));
		assertTrue(only(side("counter Aylwin with UpTree at I02"), "CH-TERR-5").message().contains("set him up 'on uptree'"));
	}

	@Test
	void onlyUnarmouredCharactersOnFootKneel() {
		none(side("counter Mark with Kneeling at D11"), "CH-TERR-6");
		RuleFixture armoured = side("1 x Spearman [1] with Kneeling at D11");
		RuleDiagnostic found = only(armoured, "CH-TERR-6");
		assertEquals(0, found.index());
		assertTrue(found.message().contains("is armoured"), found.message());
		// A knight on foot or a rider is of a class the Kneeling marker is not for: GEN-MARK-1 says so, once.
		RuleFixture knight = side("counter Gui with Kneeling at D11");
		none(knight, "CH-TERR-6");
		assertSame(unit(knight, "Gui"), only(knight, "GEN-MARK-1").element());
		RuleFixture rider = side("counter Clarence with Kneeling at C11, C10 facing S");
		none(rider, "CH-TERR-6");
		assertTrue(only(rider, "GEN-MARK-1").message().contains("a marker only for classes foot, archer, "), only(rider, "GEN-MARK-1").message());
	}

	@Test
	void filledMoatOnlyOnMoatHexes() {
		none(side("1 x Fascines at E07"), "CH-TERR-7");
		RuleFixture f = side("1 x Fascines at D11");
		assertEquals(List.of("D11"), only(f, "CH-TERR-7").hexes());
		RuleFixture marker = mapAndSide("marker FilledMoat at D11", "counter Mark at C11");
		RuleDiagnostic found = only(marker, "CH-TERR-7");
		assertSame(marker.scenario().getSheets().get(0), found.element());
		assertEquals(BanneretPackage.Literals.SHEET_PLACEMENT__MAP, found.feature());
	}

	@Test
	void breachRubbleOnlyOnStructures() {
		none(mapAndSide("hex E09 rubble", "counter Mark at C11"), "CH-TERR-8");
		RuleFixture f = mapAndSide("hex D11 rubble", "counter Mark at C11");
		assertEquals(List.of("D11"), only(f, "CH-TERR-8").hexes());
	}

	@Test
	void anInteriorRampartIsBatteredOnlyThroughABreach() {
		none(mapAndSide("structure Repairs \"Repairs\" material \"S\": H08, I08 damage H08(4), I08(1)", "counter Mark at C11"),
				"CH-TERR-10");
		RuleFixture f = mapAndSide("structure Repairs \"Repairs\" material \"S\": I08 damage I08(1)", "counter Mark at C11");
		assertEquals(List.of("I08"), only(f, "CH-TERR-10").hexes());
	}

	@Test
	void theKeepIsBatteredOnlyThroughABreachAndNearIt() {
		RuleFixture intact = mapAndSide("structure Repairs \"Repairs\" material \"S\": F09 damage F09(1)", "counter Mark at C11");
		RuleDiagnostic found = only(intact, "CH-TERR-9");
		assertEquals(List.of("F09"), found.hexes());
		assertTrue(found.message().contains("no hex of the outer walls is demolished"), found.message());
		none(mapAndSide("structure Repairs \"Repairs\" material \"S\": F08, F09 damage F08(4), F09(2)",
				"counter Mark at C11"), "CH-TERR-9");
		// Rubble on the curtain is a breach too; the far side of the keep is out of the rams' reach.
		RuleFixture far = mapAndSide("marker Rubble at E08\nstructure Repairs \"Repairs\" material \"S\": H10 damage H10(1)",
				"counter Mark at C11");
		RuleDiagnostic tooFar = only(far, "CH-TERR-9");
		assertEquals(List.of("H10"), tooFar.hexes());
		assertTrue(tooFar.message().contains("only the 3 keep hexes nearest a breach in the outer walls (E08)"),
				tooFar.message());
		// A map whose structures say no role cannot be judged, and is not.
		none(RuleFixture.of(MAP.replace(" role keep", "") + "structure Repairs \"Repairs\" material \"S\": F09 damage F09(1)\n}\n",
				"scenario test.Siege of cryhavoc { map test.Keep turns 1 to 10 side Red { initiative counter Mark at C11 } }"),
				"CH-TERR-9");
	}

	@Test
	void eachStaircaseDeclaresItsHeadAndLevels() {
		none(side("counter Mark at C11"), "CH-TERR-17"); // C08: one hex, levels 0 to 1, its head mid-hex
		RuleFixture undeclared = RuleFixture.of(CryHavocFixtures.MAP.replace("hex C08 staircase levels 0 to 1\n", "") + "\n}\n", """
				scenario test.Siege of cryhavoc {
					map test.Keep
					variant weather = clear
					side Red { initiative counter Mark at C11 }
				}
				""");
		RuleDiagnostic found = only(undeclared, "CH-TERR-17");
		assertEquals(List.of("C08"), found.hexes());
		assertEquals(Severity.WARNING, found.severity());
		assertTrue(found.message().contains("declares neither its upper end nor its levels"), found.message());
		RuleDiagnostic steep = only(mapAndSide("hex D11 staircase levels 0 to 2", "counter Mark at C11"), "CH-TERR-17");
		assertTrue(steep.message().contains("climbs 2 level(s) over 1 hex(es)"), steep.message());
		RuleDiagnostic head = only(mapAndSide("hex D11 staircase facing N levels 0 to 1", "counter Mark at C11"), "CH-TERR-17");
		assertTrue(head.message().contains("its head meets D10 (N), which is at level 0"), head.message());
		// J08's neighbour I08, the interior rampart, is at level 1: a head on that hexside is legal; a two-hex flight climbs two.
		none(mapAndSide("hex J08 staircase facing NW levels 0 to 1", "counter Mark at C11"), "CH-TERR-17");
		none(mapAndSide("hex D11 staircase levels 0 to 2\nhex D12 staircase levels 0 to 2", "counter Mark at C11"), "CH-TERR-17");
	}

	@Test
	void stakesHaveAFacing() {
		none(mapAndSide("hex C11 stakes facing N\nmarker Stakes at D11 facing S", "counter Mark at C12"), "CH-TERR-19");
		RuleFixture feature = mapAndSide("hex C11 stakes", "counter Mark at C12");
		assertEquals(List.of("C11"), only(feature, "CH-TERR-19").hexes());
		RuleFixture marker = mapAndSide("marker Stakes at D11", "counter Mark at C12");
		assertTrue(only(marker, "CH-TERR-19").message().startsWith("The map's Stakes marker at D11 has no facing"));
	}

	@Test
	void hoardingsStayOffStoneTowers() {
		String variant = "variant hoardings = on\nside Red { initiative  counter Mark at C11 }";
		none(fixture("hex F07 hoarding", variant), "CH-TERR-13");
		RuleFixture tower = fixture("hexside I08 N battlement\nhex I07 hoarding", variant);
		RuleDiagnostic found = only(tower, "CH-TERR-13");
		assertEquals(List.of("I07", "I08"), found.hexes());
		assertTrue(found.message().contains("stands against The corner tower (role tower) at I08"), found.message());
	}

	@Test
	void aStandingHoardingShieldsItsBattlement() {
		String damaged = "structure Repairs \"Repairs\" material \"S\": F08 damage F08(1)\n";
		none(mapAndSide(damaged, "counter Mark at C11"), "CH-TERR-11");
		RuleFixture f = mapAndSide(damaged + "hex F07 hoarding", "counter Mark at C11");
		assertEquals(List.of("F08"), only(f, "CH-TERR-11").hexes());
	}

	@Test
	void damageStagesStayWithinTheMaterial() {
		none(mapAndSide("structure Hut \"Hut\" material \"A\": D11 damage D11(2)", "counter Mark at C11"), "CH-TERR-12");
		RuleFixture adobe = mapAndSide("structure Hut \"Hut\" material \"A\": D11 damage D11(3)", "counter Mark at C11");
		assertTrue(only(adobe, "CH-TERR-12").message().contains("adobe (A) goes from stage 0 to 2"));
		none(adobe, "CH-TERR-12", Map.of("demolition_stages", "four_stages"));
		RuleFixture rock = mapAndSide("structure Crag \"Crag\" material \"S\": C09 damage C09(1)", "counter Mark at C11");
		assertTrue(only(rock, "CH-TERR-12").message().contains("cannot be battered"));
	}

	@Test
	void hoardingsStandAgainstBattlementsWhenTheScenarioUsesThem() {
		RuleFixture f = fixture("hex F07 hoarding", "variant hoardings = on\nside Red { initiative  counter Mark at C11 }");
		none(f, "CH-TERR-13");
		RuleFixture off = mapAndSide("hex F07 hoarding", "counter Mark at C11");
		RuleDiagnostic found = only(off, "CH-TERR-13");
		assertSame(off.scenario(), found.element());
		RuleFixture astray = fixture("hex D11 hoarding", "variant hoardings = on\nside Red { initiative  counter Mark at C11 }");
		assertTrue(only(astray, "CH-TERR-13").message().contains("against no battlement"));
	}

	@Test
	void eachPortcullisHasItsOwnWinch() {
		String gates = "hex E05 portcullis\nhex D04 portcullis\nhex D05 winch\n";
		none(mapAndSide(gates + "hex E04 winch", "counter Mark at C11"), "CH-TERR-14");
		RuleFixture f = mapAndSide(gates, "counter Mark at C11");
		assertTrue(only(f, "CH-TERR-14").message().contains("has no winch of its own"));
	}

	@Test
	void scaffoldingStandsAgainstAWall() {
		none(mapAndSide("hex E07 scaffolding", "counter Mark at C11"), "CH-TERR-16");
		assertEquals(List.of("D11"), only(mapAndSide("hex D11 scaffolding", "counter Mark at C11"), "CH-TERR-16").hexes());
	}

	@Test
	void noOneIsSetUpInAFire() {
		none(mapAndSide("hex D11 fire", "counter Mark at C11"), "CH-TERR-18");
		RuleFixture f = mapAndSide("hex D11 fire", "counter Mark at D11");
		assertEquals(Severity.WARNING, only(f, "CH-TERR-18").severity());
		none(f, "CH-TERR-1");
	}

	@Test
	void noOneStandsOnARaisedDrawbridge() {
		none(mapAndSide("hex E07 drawbridge\nmarker Drawbridge at E07", "counter Mark at E07"), "CH-TERR-20");
		none(fixture("hex E07 drawbridge", "side Red { initiative  counter Mark at E07 }\n"
				+ "rule Gate \"The gate\" : \"The drawbridge is down.\" { drawbridge = lowered }"), "CH-TERR-20");
		RuleFixture f = mapAndSide("hex E07 drawbridge", "counter Mark at E07");
		assertSame(unit(f, "Mark").getPlacement(), only(f, "CH-TERR-20").element());
	}
}

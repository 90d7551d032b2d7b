package org.banneret.rules.tests.cryhavoc;

import static org.banneret.rules.tests.cryhavoc.CryHavocFixtures.MAP;
import static org.banneret.rules.tests.cryhavoc.CryHavocFixtures.boardFixture;
import static org.banneret.rules.tests.cryhavoc.CryHavocFixtures.fixture;
import static org.banneret.rules.tests.cryhavoc.CryHavocFixtures.none;
import static org.banneret.rules.tests.cryhavoc.CryHavocFixtures.only;
import static org.banneret.rules.tests.cryhavoc.CryHavocFixtures.unit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.banneret.model.BanneretPackage;
import org.banneret.model.Severity;
import org.banneret.rules.RuleDiagnostic;
import org.banneret.rules.tests.RuleFixture;
import org.junit.jupiter.api.Test;

/** CH-SCEN-1 to CH-SCEN-14 (the siege day's actions and allowances) and CH-SHIP-12. */
class ScenarioTest {

	/** Attackers (Red) and defenders (Blue) of a siege action. */
	private static RuleFixture siege(String action, String attackers, String defenders) {
		return siege(action, "", attackers, defenders);
	}

	private static RuleFixture siege(String action, String extra, String attackers, String defenders) {
		return fixture("variant siege_action = " + action + "\n" + extra + "\nside Red { role \"attacker\" " + attackers
				+ " }\nside Blue { role \"defender\" " + defenders + " }");
	}

	@Test
	void filledMoatWithinTheAllowance() {
		none(siege("assault", "initiative  10 x Fascines at E07", "counter Mark at F08"), "CH-SCEN-1");
		RuleFixture eleven = siege("assault", "initiative  11 x Fascines at E07", "counter Mark at F08");
		RuleDiagnostic found = only(eleven, "CH-SCEN-1");
		assertTrue(found.message().contains("places 11 filled-moat markers, but an Assault allows 10"), found.message());
		RuleFixture generous = siege("assault", "rule Moat \"Fascines\" { filled_moat = 12 }", "initiative  12 x Fascines at E07",
				"counter Mark at F08");
		assertEquals(BanneretPackage.Literals.RULE_FLAG__VALUE, only(generous, "CH-SCEN-1").feature());
		RuleFixture flagged = fixture("side Red { initiative  4 x Fascines at E07 }\nrule Moat \"Fascines\" { filled_moat = 3 }");
		assertTrue(only(flagged, "CH-SCEN-1").message().contains("the scenario allows 3"));
	}

	@Test
	void rubbleFollowsTheBattering() {
		String breach = "hex E09 rubble\nstructure Record \"Record\" material \"S\": E09 damage E09(";
		none(fixture(breach + "4)", "side Red { initiative  counter Mark at C11 }"), "CH-SCEN-2");
		RuleFixture early = fixture(breach + "2)", "side Red { initiative  counter Mark at C11 }");
		assertTrue(only(early, "CH-SCEN-2").message().contains("at stage 2 of 4"));
		RuleFixture none = fixture("hex E09 rubble", "side Red { initiative  counter Mark at C11 }\nrule Intact \"Intact\" { rubble = 0 }");
		assertEquals(BanneretPackage.Literals.RULE_FLAG__VALUE, only(none, "CH-SCEN-2").feature());
	}

	@Test
	void inAnAssaultTheDefendersSetUpInsideAndTheAttackerMovesFirst() {
		none(siege("assault", "initiative  counter Mark off map side South  counter Tybalt off map side North",
				"counter Myrlin at F08 on wallwalk  2 x Civilian in Keep"), "CH-SCEN-3");
		RuleFixture outside = siege("assault", "initiative  counter Mark off map side South", "counter Myrlin at D11");
		RuleDiagnostic found = only(outside, "CH-SCEN-3");
		assertSame(unit(outside, "Myrlin").getPlacement(), found.element());
		assertTrue(found.message().contains("outside Castle"), found.message());
		RuleFixture inside = siege("assault", "initiative  counter Mark at F09", "counter Myrlin at F08 on wallwalk");
		assertTrue(only(inside, "CH-SCEN-3").message().contains("attacks but is set up inside"));
		RuleFixture late = siege("assault", "counter Mark off map side South", "initiative  counter Myrlin at F08 on wallwalk");
		assertEquals(BanneretPackage.Literals.SIDE__INITIATIVE, only(late, "CH-SCEN-3").feature());
	}

	@Test
	void aRenewedAssaultStartsWithTheDefendersInTheKeepAndTheAttackersOutOfBowshot() {
		none(siege("renewed_assault", "initiative  counter Mark off map side South", "counter Myrlin at F09"), "CH-SCEN-4");
		none(siege("renewed_assault", "initiative  counter Mark at D12", "counter Tybalt at F09"), "CH-SCEN-4");
		RuleFixture bowshot = siege("renewed_assault", "initiative  counter Mark at D12", "counter Myrlin at F09");
		assertTrue(only(bowshot, "CH-SCEN-4").message().contains("within the defenders' bowshot of 90"));
		RuleFixture walls = siege("renewed_assault", "variant assault_halt = keep_only",
				"initiative  counter Mark off map side South", "counter Myrlin at E08 on wallwalk");
		assertTrue(only(walls, "CH-SCEN-4").message().contains("not set up in Keep"));
		none(siege("renewed_assault", "initiative  counter Mark off map side South", "counter Myrlin at E08 on wallwalk"),
				"CH-SCEN-4");
	}

	@Test
	void aSallyAgainstTheCampFindsAThirdOfTheEnginesThere() {
		none(siege("sally_camp", "3 x Ballista at D11(1)  6 x Ballista off map edge N", "initiative  counter Mark at D10"),
				"CH-SCEN-5");
		RuleFixture few = siege("sally_camp", "3 x Ballista at D11(1)  7 x Ballista off map edge N", "initiative  counter Mark at D10");
		assertTrue(only(few, "CH-SCEN-5").message().contains("3 of his 10 siege engines on the map; at least a third, 4"));
		RuleFixture first = siege("sally_camp", "initiative  1 x Ballista at D11", "counter Mark at D10");
		assertEquals(BanneretPackage.Literals.SIDE__INITIATIVE, only(first, "CH-SCEN-5").feature());
	}

	@Test
	void aSallyForSupplyMeetsPatrolsOfEight() {
		none(siege("sally_supply", "initiative  formation Patrol { 2 x Crossbowman off map side South  6 x Spearman off map side South }",
				"2 x Mule off map side North"), "CH-SCEN-6");
		RuleFixture archers = siege("sally_supply",
				"initiative  formation Patrol { 3 x Crossbowman off map side South  5 x Spearman off map side South }",
				"2 x Mule off map side North");
		RuleDiagnostic found = only(archers, "CH-SCEN-6");
		assertTrue(found.message().contains("has 8 men, 0 mounted and 3 with missile weapons"), found.message());
		RuleFixture wrongSide = siege("sally_supply", "initiative  1 x Spearman off map side South", "2 x Mule off map side South");
		assertTrue(only(wrongSide, "CH-SCEN-6").message().contains("enters through Side 3"));
	}

	@Test
	void whenTheGarrisonGivesBattleOnlyItsMissileTroopsStayOnTheRamparts() {
		none(outside("initiative  1 x Spearman at field:D03", "counter Emlyn at F08 on wallwalk  counter Mark at D06"),
				"CH-SCEN-7");
		RuleFixture f = outside("initiative  1 x Spearman at field:D03", "counter Mark at F08 on wallwalk");
		assertSame(unit(f, "Mark").getPlacement(), only(f, "CH-SCEN-7").element());
	}

	/** A battle outside on the keep with the open field laid south of it. */
	private static RuleFixture outside(String attackers, String defenders) {
		return boardFixture("", "map test.Field as field offset 0, 12", "variant siege_action = battle_outside\n"
				+ "side Red { role \"attacker\" " + attackers + " }\nside Blue { role \"defender\" " + defenders + " }");
	}

	@Test
	void inABattleOutsideTheDefendersStandOnTheFortificationAndTheAttackerOnTheOpenMap() {
		RuleFixture attackerInside = outside("initiative  1 x Spearman at D12", "counter Emlyn at F08 on wallwalk");
		RuleDiagnostic found = only(attackerInside, "CH-SCEN-7");
		assertTrue(found.message().contains("attacks but is set up at Keep:D12 on sheet Keep (A small keep)"), found.message());
		assertEquals("Magna Carta §11.6.5", found.rule().citation());
		RuleFixture defenderOut = outside("initiative  1 x Spearman at field:D03", "counter Emlyn at F08 on wallwalk"
				+ "  1 x Spearman at field:A01");
		assertTrue(only(defenderOut, "CH-SCEN-7").message().contains("defends but is set up at field:A01 on sheet field"));
		RuleFixture alone = siege("battle_outside", "initiative  1 x Spearman at D12", "counter Emlyn at F08 on wallwalk");
		found = only(alone, "CH-SCEN-7");
		assertEquals(Severity.WARNING, found.severity());
		assertTrue(found.message().contains("with an open terrain map beside it"), found.message());
	}

	@Test
	void inAnAssaultTheAttackerSetsUpOnTheVillageOrOffAnOpenSideOfTheCastle() {
		String village = "map test.Village as village offset 0, 12";
		String assault = "variant siege_action = assault\n";
		String defenders = "\nside Blue { role \"defender\"  counter Myrlin at F08 on wallwalk }";
		RuleFixture legal = boardFixture("", village, assault + "side Red { role \"attacker\" initiative  counter Mark at"
				+ " village:C03  counter Tybalt off map side North  Ballista Scorpion at village:D04  1 x Engineer at village:D05"
				+ "  2 x Fascines at F07 }" + defenders);
		none(legal, "CH-SCEN-3");
		none(legal, "CH-EQ-10");
		RuleDiagnostic onCastleMap = only(boardFixture("", village, assault
				+ "side Red { role \"attacker\" initiative  counter Mark at D11 }" + defenders), "CH-SCEN-3");
		assertTrue(onCastleMap.message().contains("attacks but is set up at Keep:D11 on sheet Keep (A small keep); the attacker sets"
				+ " up on the Village map, or off the map along an open side."), onCastleMap.message());
		assertEquals("Magna Carta §11.6.1", onCastleMap.rule().citation());
		RuleDiagnostic seam = only(boardFixture("", village, assault
				+ "side Red { role \"attacker\" initiative  counter Mark off map side South }" + defenders), "CH-SCEN-3");
		assertTrue(seam.message().contains("along South of sheet Keep (A small keep), which lies against another sheet"),
				seam.message());
		RuleDiagnostic closed = only(boardFixture("side Cliffs \"Side 2: the cliffs\" number 2 edge W closed", village,
				assault + "side Red { role \"attacker\" initiative  counter Mark off map side Cliffs }" + defenders), "CH-SCEN-3");
		assertTrue(closed.message().contains("a closed side"), closed.message());
		RuleDiagnostic third = only(boardFixture("", village + "\nmap test.Field as field offset 10, 0", assault
				+ "side Red { role \"attacker\" initiative  counter Mark at village:C03 }" + defenders), "CH-SCEN-3");
		assertTrue(third.message().contains("sheet field (The open field) is neither"), third.message());
	}

	@Test
	void inAnAssaultTheAttackersBallistasStandOnlyOnTheVillage() {
		String village = "map test.Village as village offset 0, 12";
		String assault = "variant siege_action = assault\n";
		String defenders = "\nside Blue { role \"defender\"  counter Myrlin at F08 on wallwalk }";
		RuleDiagnostic onCastle = only(boardFixture("", village, assault + "side Red { role \"attacker\" initiative"
				+ "  Ballista Scorpion at D11  1 x Engineer at village:D05 }" + defenders), "CH-EQ-10");
		assertTrue(onCastle.message().contains("stands at Keep:D11 on sheet Keep (A small keep); in an Assault the attacker's"
				+ " ballistas stand only on the Village map."), onCastle.message());
		RuleDiagnostic offMap = only(boardFixture("", village, assault + "side Red { role \"attacker\" initiative"
				+ "  Ballista Scorpion off map side North  1 x Engineer at village:D05 }" + defenders), "CH-EQ-10");
		assertTrue(offMap.message().contains("is set up off the map"), offMap.message());
	}

	@Test
	void minesAreFoughtOnTheCastleMap() {
		none(siege("mines", "initiative  1 x Spearman at D12", "counter Mark at F09"), "CH-SCEN-8");
		RuleFixture open = RuleFixture.of("""
				map test.Field of cryhavoc {
					grid 4 x 4 flat odd labels alpha
					default clear
				}""", """
				scenario test.Mines of cryhavoc {
					map test.Field
					variant weather = clear
					variant siege_action = mines
					side Red { initiative  counter Mark at A01 }
				}""");
		assertEquals(Severity.WARNING, only(open, "CH-SCEN-8").severity());
		RuleFixture twoMaps = boardFixture("", "map test.Village as village offset 0, 12",
				"variant siege_action = mines\nside Red { initiative  1 x Spearman off map side North }");
		RuleDiagnostic found = only(twoMaps, "CH-SCEN-8");
		assertTrue(found.message().contains("Only the castle or town map is used for Mines and counter-mines; leave out map"
				+ " test.Village."), found.message());
	}

	@Test
	void siegeTowersStartAtTheBoardEdge() {
		none(fixture("side Red { initiative  SiegeTower Tower at D03, D02, D01 facing S }"), "CH-SCEN-11");
		RuleFixture f = fixture("side Red { initiative  SiegeTower Tower at E06, E05, E04 facing S }");
		assertEquals(Severity.WARNING, only(f, "CH-SCEN-11").severity());
	}

	@Test
	void theWeatherIsDeclaredAndNightActionsHappenAtNight() {
		none(fixture("side Red { initiative  counter Mark at D11 }"), "CH-SCEN-12");
		RuleFixture silent = RuleFixture.of(MAP + "}", """
				scenario test.Silent of cryhavoc {
					map test.Keep
					side Red { initiative  counter Mark at D11 }
				}""");
		RuleDiagnostic found = only(silent, "CH-SCEN-12");
		assertSame(silent.scenario(), found.element());
		RuleFixture day = fixture("variant night_actions = on\nside Red { initiative  counter Mark at D11 }");
		assertTrue(only(day, "CH-SCEN-12").message().contains("but the weather is clear"));
	}

	@Test
	void castleMapsHaveARecordSheetAndNumberedSides() {
		none(fixture("side Red { initiative  counter Mark at D11 }"), "CH-SCEN-13");
		RuleFixture unnumbered = fixture("side West \"The west\" edge W", "side Red { initiative  counter Mark at D11 }");
		assertTrue(only(unnumbered, "CH-SCEN-13").message().contains("Side West of map test.Keep has no number"));
		RuleFixture bare = RuleFixture.of("""
				map test.Bare of cryhavoc {
					grid 4 x 4 flat odd labels alpha
					default clear
					region Castle: B02, C02
				}""", """
				scenario test.Bare of cryhavoc {
					map test.Bare
					variant weather = clear
					side Red { initiative  counter Mark at A01 }
				}""");
		assertTrue(only(bare, "CH-SCEN-13").message().contains("no siege record sheet"));
	}

	@Test
	void aGarrisonBuysWithinItsResourcePoints() {
		String border = "variant stronghold = border_castle\n";
		none(siege("none", border, "initiative  1 x Spearman at D12", "9 x Civilian in Keep  StoneThrower Perrier at F08 on wallwalk"),
				"CH-SCEN-14");
		RuleFixture two = siege("none", border, "initiative  1 x Spearman at D12",
				"9 x Civilian in Keep  StoneThrower Perrier at F08 on wallwalk  StoneThrower Petraria at G08 on wallwalk");
		RuleDiagnostic found = only(two, "CH-SCEN-14");
		assertSame(unit(two, "Petraria"), found.element());
		assertTrue(found.message().contains("2 stone thrower(s) beyond its allowance, for 100 resource points; it has 50"),
				found.message());
		RuleFixture oil = siege("none", border, "initiative  1 x Spearman at D12",
				"9 x Civilian in Keep  7 x OilBarrel at F08 on wallwalk  counter Mark with CarriedOil at G08 on wallwalk");
		assertTrue(only(oil, "CH-SCEN-14").message().contains("buys 2 barrel(s) of oil"));
	}

	@Test
	void aCharacterInDeepWaterMustSwim() {
		none(fixture("side Red { initiative  counter Mark at D11 }"), "CH-SHIP-12");
		RuleFixture f = fixture("side Red { initiative  counter Mark at A03 }");
		RuleDiagnostic found = only(f, "CH-SHIP-12");
		assertEquals(Severity.WARNING, found.severity());
		assertEquals(List.of("A03"), found.hexes());
	}

	@Test
	void breakingASiegeLeavesMoreMenAtTheCastleThanTheDefendersHaveSoldiers() {
		String defenders = "counter Mark at G09  2 x Spearman at F09  3 x Civilian at F10";
		none(siege("break_siege", "formation Watch as blockade { 4 x Spearman off map side South }", defenders),
				"CH-SCEN-9");
		RuleFixture few = siege("break_siege", "formation Watch as blockade { 3 x Spearman off map side South }", defenders);
		RuleDiagnostic found = only(few, "CH-SCEN-9");
		assertEquals("The besiegers leave 3 men to blockade the castle, but the defenders have 3 soldiers left (armed"
				+ " peasants and civilians not counted); more must stay.", found.message());
		RuleFixture none = siege("break_siege", "4 x Spearman off map side South", defenders);
		assertTrue(only(none, "CH-SCEN-9").message().contains("formation 'as blockade'"));
		none(siege("assault", "4 x Spearman off map side South", defenders), "CH-SCEN-9");
	}

	private static RuleFixture days(String dayOneRecord, String dayTwoRecord) {
		String dayOne = """
				scenario test.DayOne "The first day" of cryhavoc {
					map test.Keep
					turns 1 to 10
					variant weather = clear
					%s
					side Red { role "attacker" initiative
						2 x Trebuchet off map side South
						Ram Bosse at E07, E06, E05 facing S
					}
					side Blue { role "defender"  counter Mark at G09 }
				}
				""".formatted(dayOneRecord);
		String dayTwo = """
				scenario test.DayTwo of cryhavoc {
					map test.Keep
					follows test.DayOne carrying record
					turns 1 to 10
					variant weather = clear
					%s
					side Red { role "attacker" initiative  counter Wynken off map side South }
					side Blue { role "defender"  counter Mark at G09 }
				}
				""".formatted(dayTwoRecord);
		return RuleFixture.of(MAP + "\n}\n", dayOne, dayTwo);
	}

	@Test
	void dayByDayTheSiegeRecordFollowsTheBattering() {
		// Two trebuchets batter two hexes a stage each; the ram stood against E08 and broke it.
		none(days("", "record E08(4), F08(1), G08(1)"), "CH-SCEN-10");
		RuleFixture twoStages = days("", "record F08(2)");
		RuleDiagnostic found = only(twoStages, "CH-SCEN-10");
		assertEquals(BanneretPackage.Literals.STRUCTURE_DAMAGE__STAGE, found.feature());
		assertEquals("The siege record has F08 at stage 2, 2 stages past the day before (The first day); battering from a"
				+ " distance takes a hex one stage a day, and no ram stood against it.", found.message());
		RuleFixture threeHexes = days("", "record F08(1), G08(1), H08(1)");
		assertTrue(only(threeHexes, "CH-SCEN-10").message().contains("3 hexes battered since the day before (F08, G08, H08),"
				+ " but that day the besiegers had 2 engine(s)"), only(threeHexes, "CH-SCEN-10").message());
		RuleFixture rebuilt = days("record F08(2)", "record F08(1)");
		assertTrue(only(rebuilt, "CH-SCEN-10").message().endsWith("a battered wall is not rebuilt overnight."));
		RuleDiagnostic offTheMap = only(days("", "record Z99(1)"), "GEN-HEX-2");
		assertTrue(offTheMap.message().startsWith("The siege record names hex Z99, which is not on map test.Keep"),
				offTheMap.message());
		// The day's record stands over the map's: E08 demolished opens the wall for CH-TERR-1 and shows as damage.
		assertTrue(days("", "record E08(5)").findings("CH-TERR-12").get(0).message()
				.startsWith("The scenario's siege record gives The curtain wall at E08 damage stage 5"));
	}
}

package org.banneret.rules.tests.cryhavoc;

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

/** CH-EQ-1 to CH-EQ-19: ladders, engines, screens, ballistas, oil, grapnels, carts, mines, fire. */
class EquipmentTest {

	private static RuleFixture side(String units) {
		return fixture("side Red { initiative\n" + units + "\n}");
	}

	private static RuleFixture mapAndSide(String mapLines, String units) {
		return fixture(mapLines, "side Red { initiative\n" + units + "\n}");
	}

	@Test
	void anUprightLadderLeansAgainstABattlementOneOrTwoLevelsUp() {
		none(side("Ladder Scala flipped at F07 facing S"), "CH-EQ-1");
		RuleFixture unfaced = side("Ladder Scala flipped at F07");
		assertEquals(BanneretPackage.Literals.HEX_PLACEMENT__HEXES, only(unfaced, "CH-EQ-1").feature());
		RuleFixture away = side("Ladder Scala flipped at F07 facing N");
		RuleDiagnostic found = only(away, "CH-EQ-1");
		assertEquals(BanneretPackage.Literals.HEX_PLACEMENT__FACING, found.feature());
		assertTrue(found.message().contains("across no battlement hexside"), found.message());
		assertTrue(only(side("Ladder Scala flipped at H07 facing S"), "CH-EQ-1").message().contains("4 level(s) above its foot"));
	}

	@Test
	void noLadderAgainstTowersHoardingsMantletsOrTheGateSections() {
		none(side("Ladder Scala flipped at F07 facing S"), "CH-EQ-2");
		RuleFixture tower = side("Ladder Scala flipped at D10 facing NE");
		assertTrue(only(tower, "CH-EQ-2").message().contains("a tower or castle-wall hex"));
		none(tower, "CH-EQ-1");
		assertTrue(only(mapAndSide("hex F07 hoarding", "Ladder Scala flipped at F07 facing S"), "CH-EQ-2").message()
				.contains("a hoarding"));
		assertTrue(only(mapAndSide("hexside F08 N mantlet", "Ladder Scala flipped at F07 facing S"), "CH-EQ-2").message()
				.contains("behind a mantlet"));
		assertTrue(only(mapAndSide("hex F07 drawbridge", "Ladder Scala flipped at E07 facing S"), "CH-EQ-2").message()
				.contains("beside the drawbridge"));
	}

	@Test
	void aCarriedLadderHasACarrierOnEachHex() {
		none(side("Ladder Long at C11, C10  counter Mark at C11  counter Tybalt at C10"), "CH-EQ-3");
		RuleFixture f = side("Ladder Long at C11, C10  counter Mark at C11");
		RuleDiagnostic found = only(f, "CH-EQ-3");
		assertSame(unit(f, "Long").getPlacement(), found.element());
		assertEquals(1, found.index());
		assertTrue(only(side("Ladder Long at C11, C09"), "CH-EQ-3").message().contains("two adjacent hexes"));
	}

	@Test
	void aSiegeTowerRollsInALineOverFlatGroundOrFilledMoat() {
		none(side("SiegeTower Tower at E06, E05, E04 facing S"), "CH-EQ-4");
		none(side("1 x Fascines at E07  SiegeTower Tower at E07, E06, E05 facing S"), "CH-EQ-4");
		RuleFixture moat = side("SiegeTower Tower at E07, E06, E05 facing S");
		RuleDiagnostic found = only(moat, "CH-EQ-4");
		assertEquals(List.of("E07"), found.hexes());
		assertTrue(found.message().contains("on moat"), found.message());
		assertTrue(only(side("SiegeTower Tower at E06, E05, E04 facing N"), "CH-EQ-4").message().contains("points the other way"));
		assertTrue(only(side("SiegeTower Tower at E06, E05 facing S"), "CH-EQ-4").message().contains("fills 3 hexes"));
	}

	@Test
	void aSiegeTowerReachesThreeLevels() {
		none(side("1 x Fascines at E07  SiegeTower Tower at E07, E06, E05 facing S"), "CH-EQ-5");
		RuleFixture f = side("1 x Fascines at H07  SiegeTower Tower at H07, H06, H05 facing S");
		RuleDiagnostic found = only(f, "CH-EQ-5");
		assertEquals(Severity.WARNING, found.severity());
		assertTrue(found.message().contains("4 levels high"), found.message());
	}

	@Test
	void aRamRollsOnTheSiegeTowersGround() {
		none(side("Ram Bosse at D04, D03, D02 facing S"), "CH-EQ-6");
		assertEquals(List.of("D09"), only(side("Ram Bosse at D10, D09, D08 facing S"), "CH-EQ-6").hexes());
		RuleFixture keep = mapAndSide("structure Donjon \"A donjon\" role keep material \"S\": D03",
				"Ram Bosse at D04, D05, D06 facing N");
		RuleDiagnostic found = only(keep, "CH-EQ-6");
		assertEquals(List.of("D04", "D03"), found.hexes());
		assertTrue(found.message().endsWith("faces D03, a hex of A donjon (role keep); a ram cannot batter the keep's walls."),
				found.message());
		none(mapAndSide("structure Donjon \"A donjon\" role curtain material \"S\": D03", "Ram Bosse at D04, D05, D06 facing N"),
				"CH-EQ-6");
	}

	@Test
	void aPenthouseStandsOnFlatGroundAgainstAWallWithoutAMoat() {
		none(side("Penthouse Cat at D06, D05, D04, D03, D02, D01 facing S"), "CH-EQ-7");
		assertTrue(only(side("Penthouse Cat at E06, E05, E04, E03, E02, E01 facing S"), "CH-EQ-7").message()
				.contains("against a wall without a moat"));
		RuleFixture filled = side("1 x Fascines at E07  Penthouse Cat at E07, E06, E05, E04, E03, E02 facing S");
		assertTrue(only(filled, "CH-EQ-7").message().contains("on filled moat"));
	}

	@Test
	void aBelfryShowsItsUpperLevelsOnlyNearTheRamparts() {
		none(side("1 x Fascines at E07  Belfry Tall at E07 facing S  counter Mark aboard Tall at E07 on belfry3"), "CH-EQ-8");
		RuleFixture far = side("Belfry Tall at E03 facing S  counter Mark at E03 on belfry1");
		RuleDiagnostic found = only(far, "CH-EQ-8");
		assertSame(unit(far, "Mark").getPlacement(), found.element());
		assertEquals(BanneretPackage.Literals.HEX_PLACEMENT__SLOT, found.feature());
		assertTrue(only(side("Belfry Tall at B09 facing S"), "CH-EQ-8").message().contains("on scrub"));
		assertTrue(only(side("Belfry Tall at D11"), "CH-EQ-8").message().contains("no facing"));
	}

	@Test
	void aScreenIsFacedAndStandsWhereAHorseCould() {
		none(side("Screen Mantle at D11 facing N"), "CH-EQ-9");
		none(side("1 x Fascines at E07  Screen Mantle at E07 facing N"), "CH-EQ-9");
		assertTrue(only(side("Screen Mantle at D11"), "CH-EQ-9").message().contains("no facing"));
		assertEquals(List.of("C08"), only(side("Screen Mantle at C08 facing N"), "CH-EQ-9").hexes());
	}

	@Test
	void ballistasKeepOffHoardingsAndTheAttackersOffTheCastleMapInAnAssault() {
		none(side("Ballista Scorpion at D11  1 x Engineer at C11"), "CH-EQ-10");
		assertTrue(only(mapAndSide("hex F07 hoarding", "Ballista Scorpion at F07  1 x Engineer at C11"), "CH-EQ-10").message()
				.contains("hoarding"));
		String assault = "variant siege_action = assault\n";
		RuleFixture attacker = fixture(assault + "side Red { initiative role \"attacker\"  Ballista Scorpion at D11"
				+ "  1 x Engineer off map side South }  side Blue { role \"defender\"  counter Mark at F08 on wallwalk }");
		assertTrue(only(attacker, "CH-EQ-10").message().contains("only on the Village map"));
		RuleFixture defender = fixture(assault + "side Red { initiative role \"attacker\"  1 x Spearman off map side South }"
				+ "  side Blue { role \"defender\"  Ballista Scorpion at F09  1 x Engineer at G09 }");
		none(defender, "CH-EQ-10");
		RuleDiagnostic noEngineer = only(side("Ballista Scorpion at D11"), "CH-EQ-10");
		assertEquals(Severity.WARNING, noEngineer.severity());
	}

	@Test
	void theDefendersStoneThrowersStandOnBattlements() {
		String defender = "side Red { initiative role \"attacker\"  1 x Spearman off map side South }  side Blue { role \"defender\" ";
		none(fixture(defender + "StoneThrower Perrier at F08 on wallwalk }"), "CH-EQ-11");
		RuleDiagnostic found = only(fixture(defender + "StoneThrower Perrier at F10 }"), "CH-EQ-11");
		assertEquals(Severity.WARNING, found.severity());
		assertEquals(List.of("F10"), found.hexes());
	}

	@Test
	void trebuchetsStayOffTheMapUnlessPlayedTactically() {
		none(side("Trebuchet Big off map edge S"), "CH-EQ-12");
		RuleFixture f = side("Trebuchet Big at D11");
		assertEquals(Severity.WARNING, only(f, "CH-EQ-12").severity());
		none(f, "CH-EQ-12", Map.of("tactical_engines", "on"));
	}

	@Test
	void barrelsOfOilStartOnBattlements() {
		none(side("1 x OilBarrel at F08 on wallwalk"), "CH-EQ-13");
		none(mapAndSide("hex F07 hoarding", "1 x OilBarrel at F07 on inhoarding"), "CH-EQ-13");
		assertEquals(List.of("D11"), only(side("1 x OilBarrel at D11"), "CH-EQ-13").hexes());
	}

	@Test
	void aGrapnelThrowerIsUnarmoured() {
		none(side("counter Mark with Hook at D11"), "CH-EQ-14");
		RuleFixture f = side("counter Gui with Hook at D11");
		assertEquals(BanneretPackage.Literals.UNIT__MARKERS, only(f, "CH-EQ-14").feature());
	}

	@Test
	void aCartCarriesTwoRiders() {
		String cart = "Cart Wagon at D12, D11 facing S  counter Mark at D12 on oncart  counter Tybalt at D11 on oncart";
		none(side(cart), "CH-EQ-15");
		RuleFixture f = side(cart + "  counter Fursa aboard Wagon at C12");
		RuleDiagnostic found = only(f, "CH-EQ-15");
		assertSame(unit(f, "Fursa").getPlacement(), found.element());
		assertTrue(found.message().contains("carries 3 riders"), found.message());
	}

	@Test
	void minesRunUnderRampartsAndTowers() {
		none(mapAndSide("hex F08 mine", "counter Mark at C11"), "CH-EQ-16");
		assertTrue(only(mapAndSide("hex D11 mine", "counter Mark at C11"), "CH-EQ-16").message().contains("no rampart or tower"));
		assertTrue(only(mapAndSide("hex C09 mine", "counter Mark at C11"), "CH-EQ-16").message().contains("rock or batter"));
		assertTrue(only(mapAndSide("hex E07 mine", "counter Mark at C11"), "CH-EQ-16").message().contains("a moat"));
	}

	@Test
	void fireBurnsOnlyWhatBurns() {
		none(mapAndSide("hex B06 fire", "counter Mark at C11"), "CH-EQ-18");
		none(mapAndSide("hex D11 fire", "SiegeTower Tower at D11, D10, D09 facing S"), "CH-EQ-18");
		assertEquals(List.of("D11"), only(mapAndSide("hex D11 fire", "counter Mark at C11"), "CH-EQ-18").hexes());
		assertTrue(only(mapAndSide("hex D11 portcullis\nhex D11 fire", "counter Mark at C11"), "CH-EQ-18").message()
				.contains("a portcullis never burns"));
	}

	@Test
	void enginesAreSetUpWithTheCrewThatMovesThem() {
		String tower = "SiegeTower Tower at E06, E05, E04 facing S  counter Mark at E06 on beneath  counter Tybalt at E05 on beneath";
		none(side(tower + "  counter Fursa at E04 on beneath"), "CH-EQ-19");
		RuleDiagnostic found = only(side(tower), "CH-EQ-19");
		assertEquals(Severity.WARNING, found.severity());
		assertTrue(found.message().contains("has 2 character(s) beneath it; it needs 3"), found.message());
	}

	@Test
	void counterMinersNoMoreThanTheOpenHexesInLineToTheMine() {
		// A mine at D08; the team meets at D04, four open hexes up the same column (D04 to D07).
		String mine = "marker Mine at D08";
		none(mapAndSide(mine, "formation Diggers as counter_mine at D04, D08 { Spearman Odo at C11  Spearman Pip at C12 }"),
				"CH-EQ-17");
		RuleFixture crowd = mapAndSide(mine, "formation Diggers as counter_mine at D04, D08 { 5 x Spearman at C11 }");
		RuleDiagnostic found = only(crowd, "CH-EQ-17");
		assertEquals("Diggers has 5 counter-miners, but only 4 open hex(es) lead in a straight line from D04 to the mined hex"
				+ " D08.", found.message());
		assertTrue(only(mapAndSide(mine, "formation Diggers as counter_mine at C04, D08 { Spearman Odo at C11 }"), "CH-EQ-17")
				.message().contains("not in a straight line"));
		assertTrue(only(mapAndSide("", "formation Diggers as counter_mine at D04, D08 { Spearman Odo at C11 }"), "CH-EQ-17")
				.message().contains("no mine to intercept"));
		assertEquals(List.of("Z99"), only(mapAndSide(mine, "formation Diggers as counter_mine at D04, Z99 { Spearman Odo at C11 }"),
				"GEN-HEX-2").hexes());
		assertTrue(only(mapAndSide(mine, "formation Diggers as counter_mine { Spearman Odo at C11 }"), "CH-EQ-17")
				.message().contains("write 'at' the court"));
	}
}

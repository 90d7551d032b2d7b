package org.banneret.rules.tests.cryhavoc;

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

/** CH-STACK-1 to CH-STACK-13: who shares a hex, at which level. */
class StackingTest {

	private static RuleFixture side(String units) {
		return fixture("side Red { initiative\n" + units + "\n}");
	}

	@Test
	void oneLivingCharacterPerHexAndLevel() {
		none(side("counter Aylwin at I02 on uptree  counter Mark at I02  counter Fursa dead at I02"), "CH-STACK-1");
		RuleFixture f = side("counter Mark at C10  counter Myrlin stunned at C10 on ground");
		RuleDiagnostic found = only(f, "CH-STACK-1");
		assertSame(unit(f, "Myrlin").getPlacement(), found.element());
		assertEquals(BanneretPackage.Literals.HEX_PLACEMENT__HEXES, found.feature());
		assertEquals(List.of("C10"), found.hexes());
		assertTrue(found.message().startsWith("Hex C10 holds 2 counters on level ground (Mark, Myrlin)"), found.message());
		none(side("counter Mark at C10  counter Myrlin stunned at C10 on ground"), "GEN-STACK-1");
	}

	@Test
	void aLevelExistsOnlyWhereSomethingMakesIt() {
		none(side("counter Mark at F08 on wallwalk  counter Tybalt at F08"), "CH-STACK-2");
		RuleFixture f = side("counter Wynken at D10 on ontop  counter Mark at D10");
		RuleDiagnostic found = only(f, "CH-STACK-2");
		assertSame(unit(f, "Wynken").getPlacement(), found.element());
		assertTrue(found.message().contains("on level ontop"), found.message());
	}

	@Test
	void aHorseFillsTwoAdjacentHexesHeadFirstFacingItsHead() {
		none(side("counter Clarence at C10, C09 facing S"), "CH-STACK-3");
		RuleFixture single = side("counter Clarence at C10 facing S");
		assertSame(unit(single, "Clarence").getPlacement(), only(single, "CH-STACK-3").element());
		RuleFixture backwards = side("counter Clarence at C10, C09 facing N");
		RuleDiagnostic found = only(backwards, "CH-STACK-3");
		assertEquals(BanneretPackage.Literals.HEX_PLACEMENT__FACING, found.feature());
		assertTrue(found.message().contains("head hex C10 is not N of its rear hex C09"), found.message());
		RuleFixture apart = side("counter Clarence at C10, C07 facing S");
		assertTrue(only(apart, "CH-STACK-3").message().contains("not adjacent"));
		none(apart, "GEN-FOOT-1");
	}

	@Test
	void noCharacterStandsInAnAnimalsHexes() {
		none(side("Horse Dobbin at C10, C09 facing S  counter Wulf at D10"), "CH-STACK-4");
		RuleFixture f = side("Horse Dobbin at C10, C09 facing S  counter Wulf at C09");
		RuleDiagnostic found = only(f, "CH-STACK-4");
		assertSame(unit(f, "Wulf").getPlacement(), found.element());
		assertEquals(Severity.WARNING, found.severity());
	}

	@Test
	void aSiegeTowerHoldsThreeBelowAndThreeOnTop() {
		String tower = "SiegeTower Tower at D04, D03, D02 facing S\n";
		none(side(tower + "counter Mark at D04 on beneath  counter Tybalt at D03 on beneath  counter Fursa at D02 on beneath"
				+ "  counter Myrlin at D04 on ontop"), "CH-STACK-5");
		RuleFixture f = side(tower + "4 x Spearman aboard Tower at D03 on beneath");
		RuleDiagnostic found = only(f, "CH-STACK-5");
		assertTrue(found.message().startsWith("4 characters are on the lower level of Tower"), found.message());
		assertTrue(found.elements().contains(unit(f, "Tower")));
	}

	@Test
	void noCharacterRidesOnTopOfARam() {
		String ram = "Ram Bosse at D04, D03, D02 facing S\n";
		none(side(ram + "counter Mark at D03 on beneath"), "CH-STACK-6");
		RuleFixture f = side(ram + "counter Myrlin at D03 on ontop");
		RuleDiagnostic found = only(f, "CH-STACK-6");
		assertSame(unit(f, "Myrlin").getPlacement(), found.element());
		assertTrue(found.message().contains("top of Bosse, but no character rides there"), found.message());
	}

	@Test
	void aBelfrysTopLevelHoldsSix() {
		String belfry = "1 x Fascines at E07  Belfry Tall at E07 facing S\n";
		none(side(belfry + "6 x Spearman aboard Tall at E07 on belfry3"), "CH-STACK-7");
		RuleFixture f = side(belfry + "8 x Spearman aboard Tall at E07 on belfry3");
		assertTrue(only(f, "CH-STACK-7").message().contains("8 characters are on the level 3 of Tall"));
	}

	@Test
	void noOneInTheHexOfAWarEngine() {
		none(side("Ballista Scorpion at D10  counter Emlyn at E10  1 x Engineer at C10"), "CH-STACK-8");
		RuleFixture f = side("Ballista Scorpion at D10  counter Emlyn at D10  1 x Engineer at C10");
		assertSame(unit(f, "Emlyn").getPlacement(), only(f, "CH-STACK-8").element());
	}

	@Test
	void aHoardingHexHoldsSixCounters() {
		String hoarding = "hex E07 hoarding";
		String six = "variant hoardings = on\nside Red { initiative  counter Mark at E07  counter Tybalt at E07 on inhoarding"
				+ "  1 x OilBarrel at E07 on inhoarding  1 x Fascines at E07  Screen Mantle at E07 facing N";
		none(fixture(hoarding, six + " }"), "CH-STACK-9");
		RuleFixture f = fixture(hoarding, six + "  counter Fursa dead at E07  1 x Ladder at E07, E06 }");
		RuleDiagnostic found = only(f, "CH-STACK-9");
		assertTrue(found.message().startsWith("Hoarding hex E07 holds 7 counters"), found.message());
	}

	@Test
	void oneGrapplingHookPerHex() {
		none(side("counter Mark with Hook at C10"), "CH-STACK-10");
		RuleFixture f = fixture("marker Hook at C10", "side Red { initiative  counter Mark with Hook at C10 }");
		RuleDiagnostic found = only(f, "CH-STACK-10");
		assertSame(unit(f, "Mark"), found.element());
		assertEquals(BanneretPackage.Literals.UNIT__MARKERS, found.feature());
	}

	@Test
	void sixDeadBlockAHex() {
		none(side("5 x Peasant dead at C10  counter Mark at C10"), "CH-STACK-11");
		RuleFixture f = side("6 x Peasant dead at C10  counter Mark at C10");
		assertSame(unit(f, "Mark").getPlacement(), only(f, "CH-STACK-11").element());
		RuleFixture horses = side("Horse Bay dead at C10, C09 facing S  Horse Grey dead at C10, C09 facing S  counter Mark at C10");
		assertTrue(only(horses, "CH-STACK-11").message().contains("2 dead horses"));
	}

	@Test
	void aCharacterIsMountedOrOnFootNeverBoth() {
		none(side("counter Roland at C10, C09 facing S"), "CH-STACK-12");
		RuleFixture f = side("counter Roland at C10, C09 facing S  counter RolandOnFoot at E10");
		RuleDiagnostic found = only(f, "CH-STACK-12");
		assertSame(f.scenario().getSides().get(0).getElements().get(1), found.element());
		assertTrue(found.message().contains("Roland (Roland), RolandOnFoot (RolandOnFoot)"), found.message());
	}

	@Test
	void aLitterPassengerRidesOnHisCamel() {
		none(side("LitterCamel Litter at C10, C09 facing S  counter Hassan aboard Litter at C10 on litter"), "CH-STACK-13");
		// Set up beside the camel he rides: the generic GEN-CARRY-1 judges that for every carrier.
		RuleFixture f = side("LitterCamel Litter at C10, C09 facing S  counter Hassan aboard Litter at D10");
		none(f, "CH-STACK-13");
		RuleDiagnostic found = only(f, "GEN-CARRY-1");
		assertEquals(Severity.ERROR, found.severity());
		assertTrue(found.elements().contains(unit(f, "Litter")));
	}
}

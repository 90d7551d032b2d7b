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

/** CH-FORCE-1 to CH-FORCE-14: optional rules, weapons, ammunition, skills, command, garrisons, prisoners. */
class ForceTest {

	private static RuleFixture side(String units) {
		return fixture("side Red { initiative\n" + units + "\n}");
	}

	private static RuleFixture withVariants(String variants, String units) {
		return fixture(variants + "\nside Red { initiative\n" + units + "\n}");
	}

	@Test
	void optionalRulesOnlyWhenTheScenarioTurnsThemOn() {
		none(withVariants("variant kneeling = on", "counter Mark with Kneeling at D11"), "CH-FORCE-1");
		RuleFixture f = side("counter Mark with Kneeling at D11");
		RuleDiagnostic found = only(f, "CH-FORCE-1");
		assertSame(unit(f, "Mark"), found.element());
		assertEquals(BanneretPackage.Literals.UNIT__MARKERS, found.feature());
		assertTrue(only(side("Berserker Bjorn at D11"), "CH-FORCE-1").message().contains("berserkers = on"));
		RuleFixture crusade = withVariants("variant berserkers = on", "Berserker Bjorn of Crusaders at D11");
		assertTrue(only(crusade, "CH-FORCE-1").message().contains("a rule of the Vikings"));
		none(withVariants("variant berserkers = on", "Berserker Bjorn of Vikings at D11"), "CH-FORCE-1");
		RuleFixture stakes = fixture("hex D11 stakes", "side Red { initiative  counter Mark at C11 }");
		assertSame(stakes.scenario().getSheets().get(0), only(stakes, "CH-FORCE-1").element());
	}

	@Test
	void theTwoHandedAxeOnlyForThoseAllowedItOnFootAndHealthy() {
		String axes = "variant two_handed_axe = on";
		none(withVariants(axes, "counter AWood with Axe at D11"), "CH-FORCE-2");
		assertTrue(only(withVariants(axes, "counter Mark with Axe at D11"), "CH-FORCE-2").message().contains("not one of those"));
		assertTrue(only(withVariants(axes, "Huscarl Harold wounded with Axe at D11"), "CH-FORCE-2").message()
				.contains("is wounded"));
	}

	@Test
	void ammunitionWithinItsLimits() {
		String javelins = "variant mounted_javelins = on\n";
		none(withVariants(javelins, "MountedJavelinman Ali with Javelins = 3 at D12, D11 facing S"), "CH-FORCE-4");
		none(withVariants(javelins, "counter Khafr with Javelins = 4 at D12, D11 facing S"), "CH-FORCE-4");
		RuleFixture f = withVariants(javelins, "MountedJavelinman Ali with Javelins = 4 at D12, D11 facing S");
		RuleDiagnostic found = only(f, "CH-FORCE-4");
		assertEquals(BanneretPackage.Literals.UNIT__MARKERS, found.feature());
		assertTrue(found.message().contains("carries 4 javelins; at most 3"), found.message());
	}

	@Test
	void aLoaderStandsBesideHisCrossbowman() {
		String loader = "variant faster_crossbow = on";
		none(withVariants(loader, "counter Mark with Loader at D11  counter Emlyn at D10"), "CH-FORCE-5");
		RuleFixture f = withVariants(loader, "counter Mark with Loader at D11  counter Emlyn at D08");
		assertSame(unit(f, "Mark"), only(f, "CH-FORCE-5").element());
	}

	@Test
	void shootingSkillsOfOneTypeSumToZero() {
		String skill = "variant shooting_skill = on";
		none(withVariants(skill, "counter Alric with Skill = 2 at C11  counter Edric with Skill = -2 at D11"
				+ "  2 x Crossbowman at E11"), "CH-FORCE-6");
		RuleFixture f = withVariants(skill, "counter Alric with Skill = 2 at C11  counter Edric with Skill = -1 at D11");
		RuleDiagnostic found = only(f, "CH-FORCE-6");
		assertSame(unit(f, "Edric"), found.element());
		assertTrue(found.message().contains("Crossbowmans add up to +1"), found.message());
		RuleFixture sharp = withVariants(skill, "counter Alric with Skill = 4 at C11  counter Edric with Skill = -2 at D11"
				+ "  2 x Crossbowman with Skill = -1 at E11");
		// The Skill marker type gives its values (-3 to 3), so the generic range check judges them.
		none(sharp, "CH-FORCE-6");
		RuleDiagnostic range = only(sharp, "GEN-VAL-1");
		assertSame(unit(sharp, "Alric"), range.element());
		assertTrue(range.message().endsWith("carries Shooting skill = 4; the marker reads -3 to 3 (Siege §6.22)."),
				range.message());
	}

	@Test
	void englishCommandASergeantsTwentyMen() {
		String english = "variant command_rules = cry_havoc_english";
		none(withVariants(english, "counter Arnim at D11 { 20 x Spearman off map side South }"), "CH-FORCE-7");
		RuleFixture f = withVariants(english, "counter Arnim at D11 { 21 x Spearman off map side South }");
		RuleDiagnostic found = only(f, "CH-FORCE-7");
		assertSame(unit(f, "Arnim"), found.element());
		none(side("counter Arnim at D11 { 21 x Spearman off map side South }"), "CH-FORCE-7");
	}

	@Test
	void magnaCartaCommandCapacitiesRanksAndRange() {
		String mc = "variant command_rules = mc";
		none(withVariants(mc, "counter Arnim at D11 { 8 x Spearman at D10(1) }"), "CH-FORCE-8");
		RuleFixture nine = withVariants(mc, "counter Arnim at D11 { 9 x Spearman off map side South }");
		assertTrue(only(nine, "CH-FORCE-8").message().contains("commands at most 8"));
		RuleFixture clergy = withVariants(mc, "counter Gui at D11 { Clergy Father at D10 }");
		RuleDiagnostic found = only(clergy, "CH-FORCE-8");
		assertEquals(Severity.WARNING, found.severity());
		assertTrue(found.message().contains("clergy are commanded only by a King or a Baron"), found.message());
		none(withVariants(mc, "counter AlKamil at D12, D11 facing S { Assassin Hasan at D10 }"), "CH-FORCE-8");
		assertTrue(only(withVariants(mc, "counter Gui at D11 { Assassin Hasan at D10 }"), "CH-FORCE-8").message()
				.contains("Bedouins and Assassins are commanded only by an Emir or a Royal Mamluk"));
		RuleFixture far = withVariants(mc, "counter Arnim at A01 { counter Mark at J12 }");
		assertTrue(only(far, "CH-FORCE-8").message().contains("beyond his command range of 6"));
	}

	@Test
	void aGarrisonHoldsItsStrongholdsCivilians() {
		String border = "variant stronghold = border_castle\nside Red { initiative role \"attacker\"  1 x Spearman off map side South }"
				+ "  side Blue { role \"defender\" ";
		none(fixture(border + "9 x Civilian in Keep }"), "CH-FORCE-9");
		RuleFixture crowded = fixture(border + "10 x Civilian in Keep }");
		assertEquals(Severity.ERROR, only(crowded, "CH-FORCE-9").severity());
		assertEquals(Severity.WARNING, only(fixture(border + "8 x Civilian in Keep }"), "CH-FORCE-9").severity());
		assertTrue(only(fixture(border + "9 x Civilian in Keep  5 x Mule in Keep }"), "CH-FORCE-9").message().contains("5 mules"));
		// Soldiers by the purchase table: unarmoured spearmen at 8 + 6/2 = 11 points; a border castle's are 100.
		none(fixture(border + "9 x Civilian in Keep  9 x Spearman set attack 8 set defence 6 in Keep }"), "CH-FORCE-9");
		RuleDiagnostic dear = only(fixture(border + "9 x Civilian in Keep  10 x Spearman set attack 8 set defence 6 in Keep }"),
				"CH-FORCE-9");
		assertEquals("The garrison's soldiers cost 110 points by the purchase table; a border castle has 100.", dear.message());
		// Unpriced soldiers are not judged: their printed values were lost.
		none(fixture(border + "9 x Civilian in Keep  20 x Spearman in Keep }"), "CH-FORCE-9");
	}

	@Test
	void aRansomedKnightHasHisEscort() {
		String knight = "side Red { initiative  counter RolandOnFoot with Ransom at D11 }  side Blue { ";
		none(fixture(knight + "counter Arnim at D10 }"), "CH-FORCE-11");
		none(fixture(knight + "counter Myrlin at D10  counter Emlyn at D12 }"), "CH-FORCE-11");
		RuleFixture f = fixture(knight + "counter Myrlin at D10 }");
		RuleDiagnostic found = only(f, "CH-FORCE-11");
		assertTrue(found.message().contains("only Myrlin as escort"), found.message());
		assertEquals(List.of("D11"), found.hexes());
	}

	@Test
	void theHeroIsTheDesignatedCharacter() {
		String hero = "variant hero = on";
		none(withVariants(hero, "counter Richard with Hero at D12, D11 facing S"), "CH-FORCE-13");
		RuleDiagnostic missing = only(withVariants(hero, "counter Richard at D12, D11 facing S"), "CH-FORCE-13");
		assertEquals(Severity.INFO, missing.severity());
		RuleFixture other = fixture(hero + "\nside Red { initiative  counter Richard Richard with Hero at D12, D11 facing S"
				+ "  counter Mark Mark at C11 }\nrule Hero \"The hero\" { hero = on for Mark }");
		assertEquals(2, other.findings("CH-FORCE-13").size());
	}

	@Test
	void eachSideIsPricedByThePurchaseTableWhenEveryCharacterPrintsItsValues() {
		// Unarmoured foot: attack + half the defence, rounded down; a longbowman: 3 attack + defence; a ladder 2.
		RuleFixture f = side("Spearman Tom set attack 8 set defence 7 at D11  Longbowman Will set attack 4 set defence 5 at D12"
				+ "  Ladder Long at C12  OilBarrel Pot at C10");
		RuleDiagnostic found = only(f, "CH-FORCE-10");
		assertEquals(Severity.INFO, found.severity());
		assertSame(f.scenario().getSides().get(0), found.element());
		assertEquals("Red costs 30 points by the purchase table: 2 characters 28 and its other counters 2;"
				+ " not counted, the table giving no price: 1 OilBarrel.", found.message());
		RuleDiagnostic armoured = only(side("Spearman Tom set attack 8 set defence 7 set armour 1 at D11"), "CH-FORCE-10");
		assertTrue(armoured.message().startsWith("Red costs 15 points"), armoured.message());
		// A sum over some characters would mislead: Sir Roland prints his attack but his defence was lost.
		none(side("Spearman Tom set attack 8 set defence 7 at D11  counter Roland at D12, D13 facing N"), "CH-FORCE-10");
		none(side("Ladder Long at C12"), "CH-FORCE-10");
	}

	@Test
	void sleepersLieStunSideUpWithSentries() {
		String night = "variant night_actions = on\nvariant weather = night";
		none(withVariants(night, "counter Mark stunned with Sleeping at D11  counter Tybalt with Sentry at C11"), "CH-FORCE-14");
		RuleFixture f = withVariants(night, "counter Mark with Sleeping at D11  counter Tybalt with Sentry at C11");
		RuleDiagnostic found = only(f, "CH-FORCE-14");
		assertEquals(Severity.INFO, found.severity());
		assertTrue(found.message().contains("stun side up"));
	}

	@Test
	void aShieldWallALanceChargeAndAShootingRowAreThreeSideBySide() {
		String huscarls = "variant huscarls = on\n";
		none(withVariants(huscarls, "formation Wall \"The shield wall\" as shield_wall {"
				+ " Huscarl Edwin at D11  Huscarl Leofric at E11  Huscarl Wulf at F11 }"), "CH-FORCE-3");
		RuleFixture two = withVariants(huscarls, "formation Wall as shield_wall { Huscarl Edwin at D11  Huscarl Leofric at E11 }");
		assertTrue(only(two, "CH-FORCE-3").message().endsWith("is a shield wall of 2 character(s); it takes at least 3."),
				only(two, "CH-FORCE-3").message());
		RuleFixture apart = withVariants(huscarls, "formation Wall as shield_wall {"
				+ " Huscarl Edwin at D11  Huscarl Leofric at E11  Huscarl Wulf at H11 }");
		RuleDiagnostic found = only(apart, "CH-FORCE-3");
		assertEquals(Severity.WARNING, found.severity());
		assertTrue(found.message().contains("do not stand side by side"), found.message());
		RuleFixture mixed = withVariants(huscarls, "formation Wall as shield_wall {"
				+ " Huscarl Edwin at D11  Huscarl Leofric at E11  Spearman Odo at F11 }");
		assertTrue(only(mixed, "CH-FORCE-3").message().contains("of Huscarls only, but holds Odo"));
		RuleFixture off = withVariants("", "formation Wall as shield_wall {"
				+ " Huscarl Edwin at D11  Huscarl Leofric at E11  Huscarl Wulf at F11 }");
		assertTrue(only(off, "CH-FORCE-3").message().contains("does not use that rule (variant huscarls = off)"));
		RuleFixture lances = withVariants("variant lance_charge = on", "formation Lances as lance_charge {"
				+ " Knight Guy at D11, D10 facing S  Knight Hugh at E11, E10 facing S  Knight Ivo at F11, F10 facing S }");
		none(lances, "CH-FORCE-3");
		RuleFixture row = withVariants("", "formation Row as shooting_row {"
				+ " Spearman Odo at D11  Spearman Pip at E11  Halberdier Rolf at F11 }");
		assertTrue(only(row, "CH-FORCE-3").message().contains("armed differently (Spearman, Halberdier)"),
				only(row, "CH-FORCE-3").message());
	}
}

package org.banneret.rules.tests.cryhavoc;

import static org.banneret.rules.tests.cryhavoc.CryHavocFixtures.fixture;
import static org.banneret.rules.tests.cryhavoc.CryHavocFixtures.none;
import static org.banneret.rules.tests.cryhavoc.CryHavocFixtures.only;
import static org.banneret.rules.tests.cryhavoc.CryHavocFixtures.unit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.banneret.model.BanneretPackage;
import org.banneret.model.Severity;
import org.banneret.rules.RuleDiagnostic;
import org.banneret.rules.tests.RuleFixture;
import org.junit.jupiter.api.Test;

/** CH-MNT-1 to CH-MNT-5: leading horses, who rides what. */
class MountsTest {

	private static final String THREE_HORSES = "Horse Bay with Bridle at A12, A11 facing S"
			+ "  Horse Grey with Bridle at B12, B11 facing S  Horse Dun with Bridle at C12, C11 facing S";

	private static RuleFixture side(String units) {
		return fixture("side Red { initiative\n" + units + "\n}");
	}

	@Test
	void aCharacterOnFootLeadsThreeHorsesARiderOne() {
		none(side("counter Mark at D11 { " + THREE_HORSES + " }"), "CH-MNT-1");
		RuleFixture four = side("counter Mark at D11 { " + THREE_HORSES + "  Horse Roan with Bridle at J12, J11 facing S }");
		RuleDiagnostic found = only(four, "CH-MNT-1");
		assertSame(unit(four, "Roan"), found.element());
		assertTrue(found.message().startsWith("Mark leads 4 animals"), found.message());
		RuleFixture rider = side("counter Clarence at E12, E11 facing S { Horse Bay with Bridle at A12, A11 facing S"
				+ "  Horse Grey with Bridle at B12, B11 facing S }");
		assertTrue(only(rider, "CH-MNT-1").message().contains("on horseback leads 1"));
		RuleFixture mixed = side("counter Mark at D11 { Horse Bay with Bridle at A12, A11 facing S"
				+ "  PackCamel Hump with Bridle at B12, B11 facing S }");
		assertTrue(only(mixed, "CH-MNT-1").message().contains("horses and camels together"));
	}

	@Test
	void mulesAndPackCamelsCarryNoRider() {
		none(side("Mule Jenny at D11  counter Mark at D10"), "CH-MNT-2");
		RuleFixture f = side("Mule Jenny at D11  counter Mark aboard Jenny at D11");
		RuleDiagnostic found = only(f, "CH-MNT-2");
		assertSame(unit(f, "Mark"), found.element());
		assertEquals(BanneretPackage.Literals.UNIT__CARRIER, found.feature());
	}

	@Test
	void onlyRidersMountAnothersHorse() {
		String horse = "Horse Bay at D12, D11 facing S  ";
		RuleFixture knight = side(horse + "counter RolandOnFoot aboard Bay at D12");
		none(knight, "CH-MNT-3");
		none(knight, "CH-STACK-4");
		RuleFixture archer = side(horse + "counter Myrlin aboard Bay at D12");
		assertTrue(only(archer, "CH-MNT-3").message().contains("only riders may mount one"));
		RuleFixture sergeant = side(horse + "MountedSergeant Bert aboard Bay at D12");
		none(sergeant, "CH-MNT-3");
		assertTrue(only(sergeant, "CH-MNT-3", Map.of("captured_mounts", "knights")).message().contains("only knights"));
	}

	@Test
	void aRiderLeadingAHorseCannotFight() {
		none(side("counter Mark at D11 { Horse Bay with Bridle at A12, A11 facing S }"), "CH-MNT-5");
		RuleFixture f = side("counter Clarence at E12, E11 facing S { Horse Bay with Bridle at A12, A11 facing S }");
		RuleDiagnostic found = only(f, "CH-MNT-5");
		assertEquals(Severity.INFO, found.severity());
		assertSame(unit(f, "Clarence"), found.element());
	}
}

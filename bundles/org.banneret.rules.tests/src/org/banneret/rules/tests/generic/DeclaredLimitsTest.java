package org.banneret.rules.tests.generic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.banneret.model.BanneretPackage;
import org.banneret.rules.RuleDiagnostic;
import org.banneret.rules.tests.RuleFixture;
import org.junit.jupiter.api.Test;

/**
 * What a game system declares of its values, markers, level slots and ground, judged wherever
 * a scenario writes them: GEN-VAL-1 (value ranges), GEN-MARK-1 (markers per class), GEN-SLOT-1
 * (slots per class), GEN-AREA-1 (an area's room on the ground its units may enter) and
 * GEN-CARRY-1 (a unit aboard stands where its carrier stands).
 */
class DeclaredLimitsTest {

	private static final String SYSTEM = """
			game system walls "A modder's siege" {
				class foot
				class horse
				terrain open code "o"
				terrain bog code "b" { impassable for horse }
				terrain lake code "~" { impassable }
				stacking max 6 strength
				slot ground "On the ground"
				slot walk "On the wall walk" except horse
				slot tower "In the tower" for foot
				range strength 1 to 4 cite "Walls 2.1"
				range morale 0 to 9
				range fatigue 0 to 3
				marker Ammo "Ammunition" values 0 to 6 for foot cite "Walls 7.2"
				marker Tired "Tired" replaces morale
				unit Foot : foot { strength 1 }
				unit Rider : horse { strength 2 }
			}
			""";
	private static final String MAP = """
			map test.Walls of walls {
				grid 6 x 4 flat odd labels numeric column digits 2
				default open
				terrain { "oooooo" "obbooo" "o~oooo" "oooooo" }
				region Bog "The bog": 0202, 0302
				region Shore "The shore": 0102, 0202, 0302
				region Lake: 0203
			}
			""";

	private static RuleFixture scenario(String units) {
		return RuleFixture.of(SYSTEM, MAP, """
				scenario test.Siege of walls {
					map test.Walls
					turns 1 to 3
					side Red { initiative
				""" + units + """

					}
				}
				""");
	}

	@Test
	void whatTheSystemAllowsHasNoFindings() {
		RuleFixture legal = scenario("""
				Foot Ann strength 4 with Ammo = 6 at 0101 on walk
				Foot Ben set morale 9 with Tired = 0 at 0102 on tower
				Rider Cid (F3) at 0201 on ground
				""");
		assertEquals(List.of(), legal.validate().diagnostics().stream().map(RuleDiagnostic::message).toList());
	}

	@Test
	void aValueOutsideItsRangeIsAnErrorWhereverTheScenarioWroteIt() {
		RuleFixture f = scenario("""
				Foot Ann strength 5 at 0101
				Foot Ben set morale 10 at 0102
				Foot Cal with Tired = -1 at 0103
				Foot Dan with Ammo = 7 at 0104
				Rider Eve (F4) at 0201
				""");
		List<RuleDiagnostic> found = f.findings("GEN-VAL-1");
		assertEquals(List.of(
				"Ann has strength 5; strength runs from 1 to 4 (Walls 2.1).",
				"Ben has morale 10; morale runs from 0 to 9.",
				"Cal has morale -1 by its marker; morale runs from 0 to 9.",
				"Dan carries Ammunition = 7; the marker reads 0 to 6 (Walls 7.2).",
				"Eve (F4) has fatigue 4; fatigue runs from 0 to 3."), found.stream().map(RuleDiagnostic::message).toList());
		assertEquals(BanneretPackage.Literals.UNIT__STRENGTH, found.get(0).feature());
		assertEquals(BanneretPackage.Literals.UNIT__OVERRIDES, found.get(1).feature());
		assertEquals(BanneretPackage.Literals.UNIT__MARKERS, found.get(2).feature());
		assertEquals(BanneretPackage.Literals.UNIT__MARKERS, found.get(3).feature());
		assertEquals(BanneretPackage.Literals.UNIT__FATIGUE, found.get(4).feature());
		assertSame(f.unit("Dan"), found.get(3).element());
	}

	@Test
	void aMarkerOnlyOnTheClassesItIsFor() {
		RuleFixture f = scenario("Rider Cid with Ammo = 2 at 0201");
		RuleDiagnostic found = f.findings("GEN-MARK-1").get(0);
		assertEquals(1, f.findings("GEN-MARK-1").size());
		assertSame(f.unit("Cid"), found.element());
		assertEquals(0, found.index());
		assertEquals("Cid (class horse) carries Ammunition, a marker only for class foot (Walls 7.2).", found.message());
	}

	@Test
	void aSlotOnlyForTheClassesThatMayUseIt() {
		RuleFixture f = scenario("""
				Rider Cid at 0201 on walk
				Rider Dot at 0202 on tower
				Foot Ann at 0101 on walk
				""");
		List<RuleDiagnostic> found = f.findings("GEN-SLOT-1");
		assertEquals(List.of("Cid (class horse) stands on the wall walk, where class horse may not stand.",
				"Dot (class horse) stands in the tower, where only class foot may stand."),
				found.stream().map(RuleDiagnostic::message).toList());
		assertEquals(BanneretPackage.Literals.HEX_PLACEMENT__SLOT, found.get(0).feature());
	}

	@Test
	void anAreaOffersRoomOnlyOnTheGroundItsUnitsMayEnter() {
		noFindingsOf(scenario("3 x Foot in Bog  3 x Rider in Shore  12 x Foot in Shore"), "GEN-AREA-1");
		List<RuleDiagnostic> riders = scenario("2 x Rider in Bog").findings("GEN-AREA-1");
		assertEquals(List.of("2 x Rider and the other 0 group(s) placed in the same area need 4 SP, but only 0 of its 2 hexes"
				+ " are ground that class horse may enter, and they hold at most 0 SP under the stacking limit."),
				riders.stream().map(RuleDiagnostic::message).toList());
		// The whole shore holds 18 SP and the riders' 8 fit in it, but only its one open hex takes horses.
		List<RuleDiagnostic> crowded = scenario("4 x Rider in Shore  2 x Foot in Shore").findings("GEN-AREA-1");
		assertEquals(List.of("4 x Rider and the other 0 group(s) placed in the same area need 8 SP, but only 1 of its 3 hexes"
				+ " are ground that class horse may enter, and they hold at most 6 SP under the stacking limit."),
				crowded.stream().map(RuleDiagnostic::message).toList());
		// More than the whole area holds is measured as before, over every hex.
		assertEquals(1, scenario("3 x Rider in Shore  13 x Foot in Shore").findings("GEN-AREA-1").size());
		assertTrue(scenario("3 x Rider in Shore  13 x Foot in Shore").findings("GEN-AREA-1").get(0).message()
				.contains("need 19 SP, but its 3 hexes hold at most 18 SP"));
		assertEquals(1, scenario("1 x Foot in Lake").findings("GEN-AREA-1").size());
	}

	@Test
	void aUnitAboardStandsWhereItsCarrierStands() {
		RuleFixture legal = scenario("""
				Rider Cid at 0101
				Foot Ann aboard Cid
				Foot Ben aboard Cid at 0101
				Rider Eve in Shore
				Foot Fay aboard Eve at 0102
				Foot Gil aboard Eve in Bog
				""");
		noFindingsOf(legal, "GEN-CARRY-1");
		RuleFixture f = scenario("""
				Rider Cid at 0101
				Foot Ann aboard Cid at 0104
				Rider Eve in Bog
				Foot Fay aboard Eve at 0401
				Foot Gil aboard Eve in Shore
				""");
		List<RuleDiagnostic> found = f.findings("GEN-CARRY-1");
		assertEquals(List.of(
				"Ann is aboard Cid, which stands at 0101; a unit aboard stands where its carrier stands (write the carrier's place, or none).",
				"Fay is aboard Eve, which is placed in The bog; a unit aboard stands where its carrier stands (write the carrier's place, or none).",
				"Gil is aboard Eve, which is placed in The bog; a unit aboard stands where its carrier stands (write the carrier's place, or none)."),
				found.stream().map(RuleDiagnostic::message).toList());
		assertSame(f.unit("Ann").getPlacement(), found.get(0).element());
	}

	private static void noFindingsOf(RuleFixture fixture, String ruleId) {
		assertEquals(List.of(), fixture.findings(ruleId).stream().map(RuleDiagnostic::message).toList(), ruleId);
	}
}

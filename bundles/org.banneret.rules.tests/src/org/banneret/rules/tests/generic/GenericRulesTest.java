package org.banneret.rules.tests.generic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.banneret.model.HexPlacement;
import org.banneret.rules.RuleDiagnostic;
import org.banneret.rules.tests.RuleFixture;
import org.junit.jupiter.api.Test;

/**
 * The data-driven rules on a game system that has no rule set of its own: a small test system
 * written in the language, so every check comes from its data alone.
 */
public class GenericRulesTest {

	static final String SYSTEM = """
			game system skirmish "A modder's system" {
				class foot
				class horse
				class leader
				terrain open code "o"
				terrain lake code "~" { impassable }
				terrain marsh code "m" { impassable for horse }
				feature road
				hexside wall { impassable for foot, horse }
				stacking max 3 strength except leader cite "Skirmish 4.1"
				unit Foot : foot { strength 1 }
				unit Rider : horse { strength 2 footprint double }
				unit Captain : leader
				counter Hero "The hero" : Foot unique
				mix 8 x Foot
			}
			""";
	static final String MAP = """
			map test.Field of skirmish {
				grid 8 x 6 flat odd labels numeric column digits 2
				default open
				terrain {
					"oooooooo"
					"oo~ooooo"
					"oooomooo"
					3 * "o*8"
				}
				hexside 0505 N wall
				region North: 0101, 0201, 0301
				road Lane: 0104, 0204, 0304
			}
			""";

	public static RuleFixture fixture(String sides) {
		return RuleFixture.of(SYSTEM, MAP, """
				scenario test.Skirmish of skirmish {
					map test.Field
					turns 1 to 10
				""" + sides + "\n}\n");
	}

	@Test
	void aLegalSetupHasNoFindings() {
		RuleFixture legal = fixture("""
				side Red { initiative
					Captain Ann at 0101 { 3 x Foot at 0101 }
					Rider Bob at 0404, 0405 facing N
					counter Hero at 0606
					2 x Foot in North
					1 x Foot enters on turn 3 at 0801 limit 1 per turn
				}
				side Blue { Captain Cid at 0806 }
				""");
		assertEquals(List.of(), legal.validate().diagnostics().stream().map(RuleDiagnostic::message).toList());
	}

	@Test
	void aUnitRowWithoutAPlacementIsReportedUnderGenPlace1() {
		RuleFixture f = fixture("side Red { initiative  Captain Ann at 0101 { 3 x Foot at 0101  2 x Foot } }  side Blue { Captain Cid at 0806 }");
		List<RuleDiagnostic> found = f.findings("GEN-PLACE-1");
		assertEquals(1, found.size(), () -> f.validate().diagnostics().toString());
		assertTrue(found.get(0).element() instanceof org.banneret.model.Unit unit && unit.getCount() == 2 && unit.getPlacement() == null,
				"on the unplaced row");
		assertTrue(found.get(0).message().contains("Ann has 2 unit groups but 1 placements"), found.get(0).message());
	}

	@Test
	void aVictoryConditionOffTheMapIsReportedUnderGenVc1() {
		RuleFixture f = fixture("""
				side Red { initiative  Captain Ann at 0101
					victory { automatic holds at 0303, 0909 "hold the ford" }
				}
				side Blue { Captain Cid at 0806 }
				""");
		List<RuleDiagnostic> found = f.findings("GEN-VC-1");
		assertEquals(1, found.size(), () -> f.validate().diagnostics().toString());
		assertEquals(List.of("0909"), found.get(0).hexes());
		assertTrue(found.get(0).message().contains("hex 0909, which is not on map"), found.get(0).message());
	}

	@Test
	void overStackingIsReportedOnTheHexWithTheLimitsCitation() {
		RuleFixture f = fixture("side Red { initiative  Captain Ann at 0101 { 2 x Foot at 0101  2 x Foot at 0101 } }");
		List<RuleDiagnostic> found = f.findings("GEN-STACK-1");
		assertEquals(1, found.size());
		assertEquals("Hex 0101 holds 4 SP (2 x Foot under Ann, 2 x Foot under Ann), but at most 3 SP may stack there"
				+ " by Skirmish 4.1.", found.get(0).message());
		assertEquals(List.of("0101"), found.get(0).hexes());
	}

	@Test
	void aHexOfManyCountersNamesTheFirstEightAndCountsTheRest() {
		RuleFixture f = fixture("side Red { initiative  Captain Ann at 0101 { " + "1 x Foot at 0101  ".repeat(11) + "} }");
		List<RuleDiagnostic> found = f.findings("GEN-STACK-1");
		assertEquals(1, found.size());
		assertEquals("Hex 0101 holds 11 SP (" + "Foot under Ann, ".repeat(7) + "Foot under Ann and 3 more), but at most 3 SP"
				+ " may stack there by Skirmish 4.1.", found.get(0).message());
	}

	@Test
	void countsBeyondAnIntsRangeStillOverStackAndOverdrawTheMixInsteadOfWrapping() {
		// The language refuses such counts (more than 999); the rules must not wrap on a model that holds them.
		RuleFixture f = fixture("side Red { initiative  Captain Ann at 0101 { 2 x Foot at 0202  2 x Foot at 0202 } }");
		org.eclipse.emf.ecore.util.EcoreUtil.getAllContents(f.scenario(), true).forEachRemaining(element -> {
			if (element instanceof org.banneret.model.Unit unit && unit.getCount() == 2) {
				unit.setCount(1073741824); // 2 x 2^30 SP is 2^31: an int sum wraps negative and the stack passes
			}
		});
		List<RuleDiagnostic> stacked = f.findings("GEN-STACK-1");
		assertEquals(1, stacked.size(), stacked.toString());
		assertTrue(stacked.get(0).message().startsWith("Hex 0202 holds 2147483648 SP"), stacked.get(0).message());
		List<RuleDiagnostic> mix = f.findings("GEN-MIX-1");
		assertEquals(1, mix.size(), mix.toString());
		assertTrue(mix.get(0).message().startsWith("The scenario uses 2147483648 counters of"), mix.get(0).message());
	}

	@Test
	void placementsWhoseHexesAreNotTypedYetAreJudgedWithoutARuleFailing() {
		RuleFixture f = fixture("side Red { initiative  Captain Ann at 0101 { 2 x Foot at 0404(1) } }");
		org.eclipse.emf.ecore.util.EcoreUtil.getAllContents(f.scenario(), true).forEachRemaining(element -> {
			if (element instanceof org.banneret.model.Anchor anchor) {
				anchor.setHex(null); // "at (1)" while the hex is typed
			} else if (element instanceof org.banneret.model.HexPlacement exact) {
				exact.getHexes().add(null); // "at 0101, " while the next hex is typed
			}
		});
		assertEquals(List.of(), f.findings(org.banneret.rules.RuleFailure.CODE));
	}

	@Test
	void anAreaOfAHugeRadiusCoversTheWholeMapAndNoMore() {
		RuleFixture f = fixture("side Red { initiative  Captain Ann at 0101 { 9 x Foot at 0404(2147483647) } }");
		assertEquals(List.of(), f.findings(org.banneret.rules.RuleFailure.CODE));
		assertEquals(List.of(), f.findings("GEN-AREA-1"), "48 hexes of 3 SP hold 9 Foot");
	}

	@Test
	void impassableTerrainAndClassProhibitionsAreReported() {
		RuleFixture f = fixture("side Red { initiative  1 x Foot at 0302  Rider Bob at 0503, 0504 facing S }");
		List<String> messages = f.findings("GEN-TERR-1").stream().map(RuleDiagnostic::message).toList();
		assertEquals(2, messages.size(), messages.toString());
		assertTrue(messages.get(0).startsWith("Bob is placed on 0503, marsh, which horse may not enter"), messages.toString());
		assertTrue(messages.get(1).startsWith("Foot is placed on 0302, lake, which foot may not enter"), messages.toString());
	}

	@Test
	void aTwoHexUnitNeedsTwoAdjacentHexesAndAFacing() {
		RuleFixture f = fixture("side Red { initiative  Rider Bob at 0404  Rider Dan at 0601, 0603 facing N"
				+ "  Rider Eve at 0701, 0702 }");
		List<String> messages = f.findings("GEN-FOOT-1").stream().map(RuleDiagnostic::message).toList();
		assertEquals(3, messages.size(), messages.toString());
	}

	@Test
	void twoSidesInOneHexAndMissingInitiativeAreReported() {
		RuleFixture f = fixture("side Red { 1 x Foot at 0303 } side Blue { 1 x Foot at 0303 }");
		assertEquals(1, f.findings("GEN-SIDE-1").size());
		assertEquals(1, f.findings("GEN-INIT-1").size());
	}

	@Test
	void counterMixAndUniqueNamedCountersAreCounted() {
		RuleFixture f = fixture("side Red { initiative  7 x Foot in North  counter Hero at 0606  counter Hero at 0706 }");
		assertEquals(1, f.findings("GEN-MIX-1").stream().filter(d -> d.message().contains("uses 9 counters of Foot, but the game has 8")).count());
		assertEquals(1, f.findings("GEN-MIX-1").stream().filter(d -> d.message().contains("unique")).count());
	}

	@Test
	void turnsEntriesAndHexesAreChecked() {
		RuleFixture f = fixture("""
				side Red { initiative
					1 x Foot enters on turn 12 at 0404
					1 x Foot at 0909
				}
				rule Late : "late" { arrives from turn 0 }
				""");
		assertEquals(2, f.findings("GEN-TURN-1").size());
		assertEquals(1, f.findings("GEN-ENTRY-1").size());
		assertEquals(1, f.findings("GEN-HEX-1").size());
	}

	@Test
	void anAreaThatCannotHoldItsUnitsIsReported() {
		RuleFixture f = fixture("side Red { initiative  10 x Foot in North }");
		List<RuleDiagnostic> found = f.findings("GEN-AREA-1");
		assertEquals(1, found.size());
		assertTrue(found.get(0).message().contains("need 10 SP, but its 3 hexes hold at most 9 SP"), found.get(0).message());
	}

	@Test
	void aWaiverSuppressesTheNamedRuleForTheNamedElementAndShowsItsReason() {
		RuleFixture f = fixture("""
				side Red { initiative  Captain Ann at 0101 { 4 x Foot at 0101 } }
				waive GEN-STACK-1 for Ann because "the scenario's own exception"
				""");
		List<RuleDiagnostic> found = f.findings("GEN-STACK-1");
		assertEquals(1, found.size());
		assertTrue(found.get(0).isWaived());
		assertEquals("the scenario's own exception", found.get(0).waivedBecause());
		assertEquals(0, f.validate().errorCount());
	}

	@Test
	void revalidatingAfterOneMoveEqualsAFullRun() {
		RuleFixture f = fixture("""
				side Red { initiative  Captain Ann at 0101 { 3 x Foot at 0101  1 x Foot at 0606 } }
				side Blue { Captain Cid at 0806 }
				""");
		var validation = f.validate();
		var mover = (org.banneret.model.Unit) f.unit("Ann").getElements().get(1);
		((HexPlacement) mover.getPlacement()).getHexes().set(0, "0101"); // onto the full hex
		validation.update(List.of(mover));
		assertEquals(f.validate().diagnostics().toString(), validation.diagnostics().toString());
		assertEquals(1, validation.diagnostics().stream().filter(d -> d.rule().id().equals("GEN-STACK-1")).count());
		((HexPlacement) mover.getPlacement()).getHexes().set(0, "0806"); // next to the enemy captain, on his hex
		validation.update(List.of(mover));
		assertEquals(f.validate().diagnostics().toString(), validation.diagnostics().toString());
		assertEquals(List.of("GEN-SIDE-1"), validation.diagnostics().stream().map(d -> d.rule().id()).toList());
	}

	@Test
	void movesJudgedTogetherWhenTheFindingsAreAskedEqualAFullRun() {
		RuleFixture f = fixture("""
				side Red { initiative  Captain Ann at 0101 { 3 x Foot at 0101  1 x Foot at 0606  1 x Foot at 0707 } }
				side Blue { Captain Cid at 0806 }
				""");
		var validation = f.validate();
		var first = (org.banneret.model.Unit) f.unit("Ann").getElements().get(1);
		var second = (org.banneret.model.Unit) f.unit("Ann").getElements().get(2);
		((HexPlacement) first.getPlacement()).getHexes().set(0, "0101"); // onto the full hex
		validation.update(List.of(first));
		((HexPlacement) second.getPlacement()).getHexes().set(0, "0505"); // elsewhere, before the findings are asked
		validation.update(List.of(second));
		((HexPlacement) second.getPlacement()).getHexes().set(0, "0806"); // and on, onto the enemy captain's hex
		validation.update(List.of(second));
		assertEquals(f.validate().diagnostics().toString(), validation.diagnostics().toString());
		assertEquals(List.of("GEN-SIDE-1", "GEN-STACK-1"), validation.diagnostics().stream().map(d -> d.rule().id()).sorted().toList());
	}

	@Test
	void revalidatingAfterMovesIntoAndOutOfAnAreaAndOntoItsHexesEqualsAFullRun() {
		RuleFixture f = fixture("side Red { initiative  6 x Foot in North  2 x Foot at 0606  2 x Foot at 0707 }");
		var validation = f.validate();
		var red = f.scenario().getSides().get(0).getElements();
		var inNorth = (org.banneret.model.Unit) red.get(0);
		var second = (org.banneret.model.Unit) red.get(1);
		var third = (org.banneret.model.Unit) red.get(2);
		java.util.function.IntSupplier areaFindings = () -> (int) validation.diagnostics().stream()
				.filter(d -> d.rule().id().equals("GEN-AREA-1")).count();
		assertEquals(0, areaFindings.getAsInt(), "6 SP in room for 9");

		((HexPlacement) third.getPlacement()).getHexes().set(0, "0101"); // onto a hex of North: room for 7
		validation.update(List.of(third));
		assertEquals(f.validate().diagnostics().toString(), validation.diagnostics().toString());
		assertEquals(0, areaFindings.getAsInt(), "6 SP in room for 7");

		var alsoInNorth = org.banneret.model.BanneretFactory.eINSTANCE.createRegionPlacement();
		alsoInNorth.setRegion(((org.banneret.model.RegionPlacement) inNorth.getPlacement()).getRegion());
		second.setPlacement(alsoInNorth); // into the area
		validation.update(List.of(second));
		assertEquals(f.validate().diagnostics().toString(), validation.diagnostics().toString());
		assertEquals(1, areaFindings.getAsInt(), "8 SP in room for 7");

		((HexPlacement) third.getPlacement()).getHexes().set(0, "0707"); // off the area's hexes: room for 9
		validation.update(List.of(third));
		assertEquals(f.validate().diagnostics().toString(), validation.diagnostics().toString());
		assertEquals(0, areaFindings.getAsInt(), "8 SP in room for 9");

		var backOut = org.banneret.model.BanneretFactory.eINSTANCE.createHexPlacement();
		backOut.getHexes().add("0606");
		second.setPlacement(backOut); // out of the area again, and one more SP in it
		inNorth.setCount(7);
		validation.update(List.of(second, inNorth));
		assertEquals(f.validate().diagnostics().toString(), validation.diagnostics().toString());
		assertEquals(0, areaFindings.getAsInt(), "7 SP in room for 9");

		third.setCount(3); // a full hex of North
		((HexPlacement) third.getPlacement()).getHexes().set(0, "0101");
		validation.update(List.of(third));
		assertEquals(f.validate().diagnostics().toString(), validation.diagnostics().toString());
		assertEquals(1, areaFindings.getAsInt(), "7 SP in room for 6");
	}
}

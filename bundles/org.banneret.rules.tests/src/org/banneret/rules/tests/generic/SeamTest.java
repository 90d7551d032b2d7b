package org.banneret.rules.tests.generic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.banneret.model.Placement;
import org.banneret.model.hex.Hex;
import org.banneret.rules.RuleDiagnostic;
import org.banneret.rules.Setup;
import org.banneret.rules.generic.Areas;
import org.banneret.rules.tests.RuleFixture;
import org.junit.jupiter.api.Test;

/**
 * The generic rules on a board of two sheets: each situation that looks at more than one hex is
 * set up once on one sheet and once across the seam between the sheets, and the rules find the same.
 * The east sheet lies beside the west one (offset 8, 0), so the west sheet's column 08 and the east
 * sheet's column 01 are neighbours.
 */
class SeamTest {

	private static final String EAST = """
			map test.East of skirmish {
				grid 8 x 6 flat odd labels numeric column digits 2
				default open
			""";

	/** A scenario on the west sheet alone, with lines added to its map. */
	private static RuleFixture oneSheet(String westLines, String sides) {
		return RuleFixture.of(GenericRulesTest.SYSTEM, west(westLines), EAST + "}\n", scenario("map test.Field", sides));
	}

	/** A scenario on the board of both sheets, with lines added to the east map. */
	private static RuleFixture board(String eastLines, String sides) {
		return RuleFixture.of(GenericRulesTest.SYSTEM, west(""), EAST + eastLines + "\n}\n",
				scenario("map test.Field\nmap test.East as east offset 8, 0", sides));
	}

	private static String west(String lines) {
		String map = GenericRulesTest.MAP.strip();
		return map.substring(0, map.length() - 1) + lines + "\n}\n";
	}

	private static String scenario(String maps, String sides) {
		return "scenario test.Skirmish of skirmish {\n" + maps + "\nturns 1 to 10\n" + sides + "\n}\n";
	}

	private static List<String> ruleIds(RuleFixture fixture) {
		return fixture.validate().diagnostics().stream().map(d -> d.rule().id()).sorted().toList();
	}

	private static final String BLUE = "side Blue { Captain Cid at 0601 }";

	@Test
	void aLegalSetupOnTheBoardHasNoFindings() {
		RuleFixture legal = board("", "side Red { initiative  3 x Foot at east:0303  Rider Bob at east:0106, 0806 facing NE"
				+ "  1 x Foot enters at east:0801 }\n" + BLUE);
		assertEquals(List.of(), legal.validate().diagnostics().stream().map(RuleDiagnostic::message).toList());
	}

	@Test
	void stackingOnTheSecondSheetIsJudgedAsOnTheFirst() {
		List<String> one = ruleIds(oneSheet("", "side Red { initiative  4 x Foot at 0303 }\n" + BLUE));
		List<String> seam = ruleIds(board("", "side Red { initiative  4 x Foot at east:0303 }\n" + BLUE));
		assertEquals(List.of("GEN-STACK-1"), one);
		assertEquals(one, seam);
	}

	@Test
	void aTwoHexFootprintSpansTheSeam() {
		assertEquals(List.of(), ruleIds(oneSheet("", "side Red { initiative  Rider Bob at 0506, 0406 facing NE }\n" + BLUE)));
		assertEquals(List.of(), ruleIds(board("", "side Red { initiative  Rider Bob at east:0106, 0806 facing NE }\n" + BLUE)));
		List<String> apart = ruleIds(oneSheet("", "side Red { initiative  Rider Bob at 0606, 0406 facing NE }\n" + BLUE));
		assertEquals(List.of("GEN-FOOT-1"), apart);
		assertEquals(apart, ruleIds(board("", "side Red { initiative  Rider Bob at east:0206, 0806 facing NE }\n" + BLUE)));
	}

	@Test
	void aWallAlongTheSeamStopsAFootprintAsOnOneSheet() {
		List<String> one = ruleIds(oneSheet("hexside 0506 SW wall",
				"side Red { initiative  Rider Bob at 0506, 0406 facing NE }\n" + BLUE));
		assertEquals(List.of("GEN-TERR-1"), one);
		assertEquals(one, ruleIds(board("hexside 0106 SW wall",
				"side Red { initiative  Rider Bob at east:0106, 0806 facing NE }\n" + BLUE)));
	}

	@Test
	void twoSidesInOneHexOfTheSecondSheet() {
		List<String> one = ruleIds(oneSheet("", "side Red { initiative  1 x Foot at 0303 }\nside Blue { Captain Cid at 0303 }"));
		assertEquals(List.of("GEN-SIDE-1"), one);
		assertEquals(one, ruleIds(board("", "side Red { initiative  1 x Foot at east:0303 }\nside Blue { Captain Cid at east:0303 }")));
	}

	@Test
	void theSeamIsNoMapEdgeForReinforcements() {
		assertEquals(List.of(), ruleIds(oneSheet("", "side Red { initiative  1 x Foot enters at 0803 }\n" + BLUE)),
				"on the west sheet alone its east column is the map's edge");
		RuleFixture seam = board("", "side Red { initiative  1 x Foot enters at 0803 }\n" + BLUE);
		assertEquals(List.of("GEN-ENTRY-1"), ruleIds(seam), "beside the east sheet it is a seam");
		assertEquals(List.of(), ruleIds(board("", "side Red { initiative  1 x Foot enters at east:0803 }\n" + BLUE)),
				"the east sheet's east column is the board's edge");
	}

	@Test
	void anAreaReachesAcrossTheSeam() {
		RuleFixture fixture = board("", "side Red { initiative  2 x Foot at east:0103(1) }\n" + BLUE);
		Setup setup = new Setup(fixture.scenario(), java.util.Map.of());
		Placement area = fixture.scenario().getSides().get(0).getElements().get(0) instanceof org.banneret.model.Unit unit
				? unit.getPlacement()
				: null;
		List<String> labels = Areas.hexesOf(area, setup).stream().map(setup::label).sorted().toList();
		assertTrue(labels.contains("Field:0803") && labels.contains("east:0203"), labels.toString());
		assertEquals(7, labels.size(), labels.toString());
	}

	@Test
	void labelsOffTheBoardSayWhichSheetTheyMiss() {
		RuleFixture fixture = board("", "side Red { initiative  1 x Foot at east:0909  1 x Foot at north:0101 }\n" + BLUE);
		List<String> messages = fixture.findings("GEN-HEX-1").stream().map(RuleDiagnostic::message).toList();
		assertEquals(2, messages.size(), messages.toString());
		assertTrue(messages.get(0).endsWith("which is not on sheet east, map test.East (8 x 6 hexes)."), messages.get(0));
		assertTrue(messages.get(1).endsWith("which names no sheet of the board (Field, east)."), messages.get(1));
	}

	@Test
	void theSameHexWrittenTwoWaysIsOneHex() {
		RuleFixture fixture = board("", "side Red { initiative  2 x Foot at 0303  2 x Foot at Field:0303 }\n" + BLUE);
		assertEquals(List.of("GEN-STACK-1"), ruleIds(fixture), "4 strength on one hex, however it is written");
		Setup setup = new Setup(fixture.scenario(), java.util.Map.of());
		Hex hex = setup.hexOrNull("Field:0303");
		assertEquals(hex, setup.hexOrNull("0303"));
	}
}

package org.banneret.rules.tests.medieval;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.banneret.model.Unit;
import org.banneret.model.naming.DisplayNames;
import org.banneret.rules.RuleDiagnostic;
import org.banneret.rules.tests.RuleFixture;

/**
 * A small field of the Medieval system for the BAN checks: clear ground with a river and its
 * ford, forest, village and swamp, a road through forest, a fortified hex and two regions.
 * Hexes are CCRR; on this flat-topped grid the hex north of 0506 is 0505.
 */
final class MedievalFixture {

	static final String MAP = """
			map test.Field "A test field" of medieval {
				grid 12 x 12 flat odd labels numeric column digits 2
				default clear
				terrain {
					2 * "............"
					"..~~........"
					"............"
					"....fvs....."
					"............"
					".f.........."
					".......#...."
					4 * "............"
				}
				hex 0303 ford
				road Lane: 0107, 0207, 0307
				region ScotsGround "Scottish ground": 0110, 0210, 0310, 0410
				region EnglishGround "English ground": 0102, 0202, 0302
			%s}
			""";

	private MedievalFixture() {
	}

	/** A scenario of turns 1 to 10 on the test field, with the given sides, rules and settings. */
	static RuleFixture scenario(String body) {
		return withMap("", body);
	}

	/** The same, with extra lines in the map (features, regions). */
	static RuleFixture withMap(String mapLines, String body) {
		return RuleFixture.of(MAP.formatted(mapLines), scenarioText("test.Battle", body));
	}

	static String scenarioText(String name, String body) {
		return "scenario " + name + " of medieval {\n\tmap test.Field\n\tturns 1 to 10\n" + body + "\n}\n";
	}

	/** The one unit the scenario writes so: "INF [1]", "4 x CAV [2]", "Wallace". */
	static Unit row(RuleFixture fixture, String shortName) {
		List<Unit> rows = new ArrayList<>();
		fixture.scenario().eAllContents().forEachRemaining(element -> {
			if (element instanceof Unit unit && DisplayNames.shortName(unit).equals(shortName)) {
				rows.add(unit);
			}
		});
		assertEquals(1, rows.size(), "units written " + shortName + ": " + rows);
		return rows.get(0);
	}

	/** The findings of one rule, asserting there is exactly one, on that element. */
	static RuleDiagnostic onlyFinding(RuleFixture fixture, String ruleId, Object element) {
		return onlyFinding(fixture, ruleId, element, Map.of());
	}

	static RuleDiagnostic onlyFinding(RuleFixture fixture, String ruleId, Object element, Map<String, String> variants) {
		List<RuleDiagnostic> found = fixture.findings(ruleId, variants);
		assertEquals(1, found.size(), ruleId + ": " + found);
		assertEquals(element, found.get(0).element(), ruleId + " is on the wrong element: " + found.get(0));
		return found.get(0);
	}

	static void noFindings(RuleFixture fixture, String... ruleIds) {
		for (String id : ruleIds) {
			assertEquals(List.of(), fixture.findings(id).stream().map(RuleDiagnostic::message).toList(), id);
		}
	}
}

package org.banneret.rules.tests.cryhavoc;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.banneret.gamesystems.BuiltInGameSystems;
import org.banneret.model.Unit;
import org.banneret.rules.RuleDiagnostic;
import org.banneret.rules.tests.RuleFixture;

/**
 * A small castle sheet for the Cry Havoc rules, and scenarios on it written as text.
 *
 * <pre>
 *    A B C D E F G H I J
 * 01 . . . . . . . . . t      t tree (a large tree's hexes)
 * 02 . . . . . . . . t t      w deep water, b beach
 * 03 w w . . . . . . t t      M moat; = ramparts, level 1, battlements to the north
 * 04 w w . . . . . . . .      X castle wall, F keep floor (level 2 walls)
 * 05 b . . . M M M M . .      h house interior, d doorway, y courtyard
 * 06 . h d . = = = = . .      - trench, + staircase, s scrub, r rock, ~ shallow water
 * 07 . y . . X F F X . .
 * 08 . - + . X F F X . .
 * 09 . s r ~ . . . . . .
 * 10 . . . . . . . . . .
 * </pre>
 */
final class CryHavocFixtures {

	static final String MAP = """
			map test.Keep "A small keep" of cryhavoc {
				grid 10 x 10 flat odd labels alpha
				default clear
				terrain {
					".........t"
					"........tt"
					"ww......tt"
					"ww........"
					"b...MMMM.."
					".hd.====.."
					".y..XFFX.."
					".-+.XFFX.."
					".sr~......"
					".........."
				}
				elevation {
					5 * ".........."
					"....1111.."
					2 * "....2..2.."
					2 * ".........."
				}
				hexside E06 N battlement
				hexside F06 N battlement
				hexside G06 N battlement
				hexside H06 N battlement
				region Castle: E06, F06, G06, H06, E07, F07, G07, H07, E08, F08, G08, H08
				region Keep: F07, G07, F08, G08
				side South "Side 1: the fields" number 1 edge S
				side North "Side 3: the road" number 3 edge N
				structure Curtain "The curtain wall" material "S": E06, F06, G06, H06
				structure KeepWalls "The keep" material "S": E07, F07, G07, H07, E08, F08, G08, H08
			""";

	private CryHavocFixtures() {
	}

	/** A scenario on the small keep; the body holds its sides, variants and rules. */
	static RuleFixture fixture(String body) {
		return fixture("", body);
	}

	/** The same, with lines added to the map (features, markers, damage). */
	static RuleFixture fixture(String mapLines, String body) {
		return RuleFixture.of(MAP + mapLines + "\n}\n", """
				scenario test.Siege of cryhavoc {
					map test.Keep
					turns 1 to 10
					variant weather = clear
				""" + body + "\n}\n");
	}

	/** The one finding of a rule, failing when there is none or more. */
	static RuleDiagnostic only(RuleFixture fixture, String ruleId) {
		return only(fixture, ruleId, Map.of());
	}

	static RuleDiagnostic only(RuleFixture fixture, String ruleId, Map<String, String> variants) {
		List<RuleDiagnostic> found = fixture.findings(ruleId, variants);
		assertEquals(1, found.size(), found.stream().map(RuleDiagnostic::message).toList().toString());
		return found.get(0);
	}

	static void none(RuleFixture fixture, String ruleId) {
		none(fixture, ruleId, Map.of());
	}

	static void none(RuleFixture fixture, String ruleId, Map<String, String> variants) {
		assertEquals(List.of(), fixture.findings(ruleId, variants).stream().map(RuleDiagnostic::message).toList());
	}

	/** A unit of the scenario by its name, or by its named counter's name when it has none. */
	static Unit unit(RuleFixture fixture, String name) {
		for (var it = fixture.scenario().eAllContents(); it.hasNext();) {
			if (it.next() instanceof Unit unit && (name.equals(unit.getName())
					|| unit.getName() == null && unit.getTemplate() != null && name.equals(unit.getTemplate().getName()))) {
				return unit;
			}
		}
		throw new AssertionError("no unit or counter named " + name);
	}

	/** The text of a bundled example file of the cryhavoc folder. */
	static String example(String file) {
		try {
			return Files.readString(examples().resolve(file));
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
	}

	/** The examples folder: beside the game systems bundle when that is a folder, else above the working directory. */
	private static Path examples() {
		URL system = BuiltInGameSystems.url("cryhavoc.gamesystem");
		if (system != null && "file".equals(system.getProtocol())) {
			try {
				Path besides = Path.of(system.toURI()).getParent().getParent().resolveSibling("org.banneret.examples/cryhavoc");
				if (Files.isDirectory(besides)) {
					return besides;
				}
			} catch (URISyntaxException e) {
				throw new IllegalStateException(e);
			}
		}
		for (Path folder = Path.of("").toAbsolutePath(); folder != null; folder = folder.getParent()) {
			for (String candidate : new String[] { "org.banneret.examples/cryhavoc", "bundles/org.banneret.examples/cryhavoc" }) {
				if (Files.isDirectory(folder.resolve(candidate))) {
					return folder.resolve(candidate);
				}
			}
		}
		throw new IllegalStateException("the cryhavoc examples are not beside the game systems or above " + Path.of("").toAbsolutePath());
	}
}

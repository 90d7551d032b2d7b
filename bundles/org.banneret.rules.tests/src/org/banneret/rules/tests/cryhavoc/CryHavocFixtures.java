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
 * 03 w w . . . . . . t t      h house interior, d doorway, y courtyard
 * 04 w w . . . . . . . .      M moat
 * 05 b . . . . . . . . .      = ramparts, level 1, battlements to the north on E08-H08;
 * 06 . h d . . . . . . .        H08 is a level-4 wall-walk, I08 an interior rampart
 * 07 . y . . M M M M . .      X castle wall, F keep floor (walls at level 2)
 * 08 . - + . = = = = = .      - trench, + staircase (one hex, levels 0 to 1, its head mid-hex)
 * 09 . s r ~ X F F X . .      s scrub, r rock, ~ shallow water
 * 10 . . . . X F F X . .
 * 11 . . . . . . . . . .
 * 12 . . . . . . . . . .
 * </pre>
 *
 * Regions Castle (rows 08-10, columns E-I) and Keep (the four keep floor hexes); sides 1 (south)
 * and 3 (north); the curtain (E08-H08), a corner tower (I08) and the keep are stone structures
 * of the siege record sheet, each with its role.
 */
final class CryHavocFixtures {

	static final String MAP = """
			map test.Keep "A small keep" of cryhavoc {
				grid 10 x 12 flat odd labels alpha
				default clear
				terrain {
					".........t"
					"........tt"
					"ww......tt"
					"ww........"
					"b........."
					".hd......."
					".y..MMMM.."
					".-+.=====."
					".sr~XFFX.."
					"....XFFX.."
					2 * ".........."
				}
				elevation {
					7 * ".........."
					"....11141."
					2 * "....2..2.."
					2 * ".........."
				}
				hex C08 staircase levels 0 to 1
				hexside E08 N battlement
				hexside F08 N battlement
				hexside G08 N battlement
				hexside H08 N battlement
				region Castle: E08, F08, G08, H08, I08, E09, F09, G09, H09, E10, F10, G10, H10
				region Keep: F09, G09, F10, G10
				side South "Side 1: the fields" number 1 edge S
				side North "Side 3: the road" number 3 edge N
				structure Curtain "The curtain wall" role curtain material "S": E08, F08, G08, H08
				structure Tower "The corner tower" role tower material "S": I08
				structure KeepWalls "The keep" role keep material "S": E09, F09, G09, H09, E10, F10, G10, H10
			""";

	/** The village beside the keep, south of it on the board: "map test.Village as village offset 0, 12". */
	static final String VILLAGE = """
			map test.Village "The village" of cryhavoc {
				grid 10 x 6 flat odd labels alpha
				default clear
				side Road "Side 3: the road" number 3 edge E
			}
			""";

	/** An open terrain sheet for a battle outside. */
	static final String FIELD = """
			map test.Field "The open field" of cryhavoc {
				grid 10 x 6 flat odd labels alpha
				default clear
			}
			""";

	private CryHavocFixtures() {
	}

	/**
	 * A scenario on a board of the small keep and more sheets: map lines added to the keep, the
	 * 'map' lines after the keep's, and the body.
	 */
	static RuleFixture boardFixture(String mapLines, String sheets, String body) {
		return RuleFixture.of(MAP + mapLines + "\n}\n", VILLAGE, FIELD, """
				scenario test.Siege of cryhavoc {
					map test.Keep
				""" + sheets + """

					turns 1 to 10
					variant weather = clear
				""" + body + "\n}\n");
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
		return read("org.banneret.examples/cryhavoc/" + file);
	}

	/** The text of a file of a bundle of the checkout, by its path from the bundles folder. */
	static String read(String path) {
		try {
			return Files.readString(bundles().resolve(path));
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
	}

	/** The bundles folder: above the game systems bundle when that is a folder, else above the working directory. */
	private static Path bundles() {
		URL system = BuiltInGameSystems.url("cryhavoc.gamesystem");
		if (system != null && "file".equals(system.getProtocol())) {
			try {
				Path above = Path.of(system.toURI()).getParent().getParent().getParent();
				if (Files.isDirectory(above.resolve("org.banneret.examples"))) {
					return above;
				}
			} catch (URISyntaxException e) {
				throw new IllegalStateException(e);
			}
		}
		for (Path folder = Path.of("").toAbsolutePath(); folder != null; folder = folder.getParent()) {
			for (Path candidate : new Path[] { folder, folder.resolve("bundles") }) {
				if (Files.isDirectory(candidate.resolve("org.banneret.examples"))) {
					return candidate;
				}
			}
		}
		throw new IllegalStateException("no bundles folder beside the game systems or above " + Path.of("").toAbsolutePath());
	}
}

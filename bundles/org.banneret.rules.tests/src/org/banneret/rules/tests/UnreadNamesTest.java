package org.banneret.rules.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.banneret.cli.BanneretCli;
import org.banneret.gamesystems.BuiltInGameSystems;
import org.banneret.rules.Vocabulary;
import org.banneret.rules.Vocabulary.Kind;
import org.banneret.validation.RuleCatalog;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A name the language takes as any word - a trait, a marker type, a printed value, a variant, a
 * special-rule flag - that no rule of the game system's rule set reads is a warning on its line,
 * naming the word it most likely meant.
 */
class UnreadNamesTest {

	private static final String UNREAD = " rule set reads a ";

	private static final String SYSTEM = """
			game system typos "Typos" {
				rules medieval
				class infantry
				class leader
				terrain clear code "." { traits crosing }
				unit INF : infantry { strength 2 traits no_zco }
				unit Leader : leader { movement 10 command range 1 }
				marker Fatige values 0 to 9 for leader
				marker ChargeFactor values 0 to 3 replaces chrage
				variant free_setpu values on, off default off
			}
			""";
	private static final String MAP = """
			map typos.Field of typos {
				grid 6 x 6 flat odd labels numeric column digits 2
				default clear
			}
			""";
	private static final String SCENARIO = """
			scenario typos.Battle of typos {
				map typos.Field
				side Reds { initiative
					Leader Ann set rnage 1 set movement 10 at 0101 {
						INF Bob traits ignores_zco, plain_words set strength 1 at 0202
					}
				}
				rule Formations "Formations" : "as printed" {
					setup_formaton = movement
					my_own_note = 3
				}
			}
			""";

	@TempDir
	Path folder;

	private final CliHarness cli = new CliHarness();

	@Test
	void misspeltWordsOfAGameSystemAndItsScenarioAreWarningsOnTheirLinesNamingTheWordMeant() throws Exception {
		Path system = Files.writeString(folder.resolve("typos.gamesystem"), SYSTEM);
		Path scenario = Files.writeString(folder.resolve("battle.scenario"), SCENARIO);
		Files.writeString(folder.resolve("field.hexmap"), MAP);
		assertEquals(BanneretCli.OK, cli.run("validate", folder.toString()), cli.out());
		List<String> unread = cli.out().lines().filter(line -> line.contains(UNREAD)).toList();
		List<String> expected = new ArrayList<>();
		expected.add(at(system, "crosing") + "trait named 'crosing'; did you mean 'crossing'?");
		expected.add(at(system, "no_zco") + "trait named 'no_zco'; did you mean 'no_zoc'?");
		expected.add(at(system, "Fatige") + "marker type named 'Fatige'; did you mean 'Fatigue'?");
		expected.add(at(system, "chrage") + "printed value named 'chrage'; did you mean 'charge'?");
		expected.add(at(system, "free_setpu") + "variant named 'free_setpu'; did you mean 'free_setup'?");
		expected.add(at(scenario, "rnage") + "printed value named 'rnage'; did you mean 'range'?");
		expected.add(at(scenario, "ignores_zco") + "trait named 'ignores_zco'; did you mean 'ignores_zoc'?");
		expected.add(at(scenario, "plain_words") + "trait named 'plain_words'. The words it reads are listed in docs/rules.md.");
		expected.add(at(scenario, "setup_formaton") + "special-rule flag named 'setup_formaton'; did you mean"
				+ " 'setup_formation'? (A flag no rule reads is kept as a note.)");
		assertEquals(expected.stream().sorted().toList(), unread.stream().sorted().toList());
	}

	@Test
	void aGameSystemWithoutARuleSetUsesItsWordsFreely() throws Exception {
		Files.writeString(folder.resolve("typos.gamesystem"), SYSTEM.replace("rules medieval", ""));
		Files.writeString(folder.resolve("battle.scenario"), SCENARIO);
		Files.writeString(folder.resolve("field.hexmap"), MAP);
		cli.run("validate", folder.toString());
		assertFalse(cli.out().contains(UNREAD), cli.out());
	}

	@Test
	void theBuiltInGameSystemsAndEveryExampleUseOnlyTheirRuleSetsWords() throws Exception {
		Path examples = BundledExamples.copyTo(folder.resolve("examples"));
		List<String> files = new ArrayList<>(List.of(examples.toString()));
		for (String file : BuiltInGameSystems.FILES) {
			try (InputStream in = BuiltInGameSystems.url(file).openStream()) {
				Path copy = folder.resolve("systems").resolve(Path.of(file).getFileName().toString());
				Files.createDirectories(copy.getParent());
				Files.copy(in, copy);
				files.add(copy.toString());
			}
		}
		cli.run(prepend("validate", files));
		assertTrue(cli.out().contains(".scenario:"), "the examples were validated: " + cli.out());
		assertEquals(List.of(), cli.out().lines().filter(line -> line.contains(UNREAD)).toList());
	}

	@Test
	void aWordEndingInAStarStandsForEveryWordItBegins() {
		Vocabulary cryHavoc = RuleCatalog.vocabulary("cryhavoc");
		assertTrue(cryHavoc.knows(Kind.TRAIT, "character_roland"));
		assertTrue(cryHavoc.knows(Kind.TRAIT, "offers_wallwalk"));
		assertFalse(cryHavoc.knows(Kind.TRAIT, "charcter_roland"));
		assertEquals("battlement", cryHavoc.nearest(Kind.TRAIT, "batlement"));
		assertNull(cryHavoc.nearest(Kind.TRAIT, "zzz"), "nothing is near a word unlike every known one");
		assertTrue(RuleCatalog.vocabulary("medieval").knows(Kind.VARIANT, "free_setup"),
				"the variants a rule's RuleInfo reads are words of its rule set");
		assertTrue(RuleCatalog.vocabulary("sluys").knows(Kind.VALUE, "strength"), "every rule set reads the five named values");
	}

	private static String[] prepend(String first, List<String> rest) {
		List<String> all = new ArrayList<>(List.of(first));
		all.addAll(rest);
		return all.toArray(String[]::new);
	}

	/** "file:line:column: warning: No rule of the 'medieval' rule set reads a " for the word's first place in the file. */
	private static String at(Path file, String word) throws Exception {
		String text = Files.readString(file);
		int offset = text.indexOf(word);
		int line = (int) text.substring(0, offset).chars().filter(c -> c == '\n').count() + 1;
		int column = offset - text.lastIndexOf('\n', offset - 1);
		return file + ":" + line + ":" + column + ": warning: No rule of the 'medieval'" + UNREAD;
	}
}

package org.banneret.rules.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.banneret.cli.BanneretCli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.Gson;
import com.google.gson.reflect.TypeToken;

/** The command line on the bundled examples, as CI would run it: exit codes, JSON and SARIF. */
class CommandLineTest {

	@TempDir
	Path folder;

	private final CliHarness cli = new CliHarness();

	private int run(String... args) {
		return cli.run(args);
	}

	@Test
	void theExamplesGiveJsonFindingsWithRuleIdsCitationsAndPositions() {
		Path examples = BundledExamples.copyTo(folder);
		assertEquals(BanneretCli.ERRORS, run("validate", examples.toString(), "--format", "json"));
		List<Map<String, Object>> findings = new Gson().fromJson(cli.out(),
				new TypeToken<List<Map<String, Object>>>() {
				}.getType());
		assertTrue(findings.size() > 3, findings.toString());
		for (Map<String, Object> finding : findings) {
			assertTrue(finding.keySet().containsAll(List.of("ruleId", "severity", "message", "citation", "file", "line",
					"column", "hexes", "elements")), finding.toString());
		}
		Map<String, Object> stirling517 = findings.stream()
				.filter(f -> ((String) f.get("file")).endsWith("stirling.scenario") && ((List<?>) f.get("hexes")).contains("517"))
				.findFirst().orElseThrow(() -> new AssertionError("no finding on Stirling's hex 517: " + findings));
		assertEquals("error", stirling517.get("severity"));
		assertTrue(((String) stirling517.get("citation")).startsWith("Bannockburn"), stirling517.toString());
		int line = ((Number) stirling517.get("line")).intValue();
		assertTrue(readLine(examples.resolve("bannockburn/stirling.scenario"), line).contains("at 517"),
				"the finding points at the line that places the cavalry: " + line);
	}

	@Test
	void sarifIsVersion210WithRulesAndResults() {
		Path examples = BundledExamples.copyTo(folder);
		run("validate", examples.resolve("bannockburn").toString(), "--format", "sarif");
		Map<String, Object> log = new Gson().fromJson(cli.out(),
				new TypeToken<Map<String, Object>>() {
				}.getType());
		assertEquals("2.1.0", log.get("version"));
		Map<?, ?> run = (Map<?, ?>) ((List<?>) log.get("runs")).get(0);
		Map<?, ?> driver = (Map<?, ?>) ((Map<?, ?>) run.get("tool")).get("driver");
		assertTrue(((List<?>) driver.get("rules")).size() > 10);
		Map<?, ?> result = (Map<?, ?>) ((List<?>) run.get("results")).get(0);
		assertTrue(result.containsKey("ruleId") && result.containsKey("level") && result.containsKey("locations"), result.toString());
	}

	@Test
	void aGameSystemNamingAnUnknownRuleSetIsAnErrorOnThatLineListingTheKnownOnes() throws Exception {
		Path system = Files.writeString(folder.resolve("typo.gamesystem"), """
				game system typo {
					rules medeival
					class infantry
				}
				""");
		assertEquals(BanneretCli.ERRORS, run("validate", system.toString()));
		String report = cli.out();
		assertTrue(report.contains("typo.gamesystem:2:8: error: No rule set is named 'medeival'; the rule sets are cryhavoc,"
				+ " medieval, sluys. Without one, only the generic rules judge this game's scenarios."), report);
		Files.writeString(system, Files.readString(system).replace("medeival", "medieval"));
		assertEquals(BanneretCli.OK, run("validate", system.toString()), cli.out());
	}

	@Test
	void aScenarioNamedAloneIsReadBesideItsMapsAndGivesTheFindingsItGivesInItsFolder() {
		Path examples = BundledExamples.copyTo(folder);
		Path stirling = examples.resolve("bannockburn/stirling.scenario");
		run("validate", examples.resolve("bannockburn").toString());
		List<String> inFolder = cli.out().lines().filter(l -> l.startsWith(stirling.toString())).toList();
		assertEquals(BanneretCli.ERRORS, run("validate", stirling.toString()));
		List<String> alone = cli.out().lines().toList();
		assertTrue(alone.stream().anyMatch(l -> l.contains("[BAN-PLACE-3]")), alone.toString());
		assertEquals(inFolder, alone, "the map beside it is found: no 'No hex map named' error");
	}

	@Test
	void aByteOrderMarkAndCrlfLineEndsChangeNoFinding() throws Exception {
		Path examples = BundledExamples.copyTo(folder.resolve("plain"));
		Path stirling = examples.resolve("bannockburn/stirling.scenario");
		run("validate", stirling.toString());
		List<String> plain = cli.out().lines().map(l -> l.substring(l.indexOf(".scenario:"))).toList();
		Files.write(stirling, ("\uFEFF" + Files.readString(stirling).replace("\n", "\r\n")).getBytes(StandardCharsets.UTF_8));
		run("validate", stirling.toString());
		List<String> windows = cli.out().lines().map(l -> l.substring(l.indexOf(".scenario:"))).toList();
		assertTrue(plain.size() > 3, plain.toString());
		assertEquals(plain, windows);
	}

	@Test
	void aCleanFileExitsZeroAndWarningsAreAllowed() throws Exception {
		Path clean = Files.writeString(folder.resolve("clean.hexmap"), """
				map test.Clean of medieval {
					grid 4 x 4 flat odd
					default clear
				}
				""");
		assertEquals(BanneretCli.OK, run("validate", clean.toString()));
	}

	@Test
	void aFolderInsideABuildOutputFolderIsCheckedButOutputFoldersBelowItAreNot() throws Exception {
		Path examples = BundledExamples.copyTo(folder.resolve("target/workspace"));
		Files.createDirectories(examples.resolve("bin"));
		Files.writeString(examples.resolve("bin/broken.scenario"), "this is no scenario");
		assertEquals(BanneretCli.ERRORS, run("validate", examples.toString(), "--format", "json"));
		String json = cli.out();
		assertTrue(json.contains("stirling.scenario"), "the examples are checked though they lie under target/");
		assertTrue(!json.contains("broken.scenario"), "bin/ below the folder given is build output");
	}

	@Test
	void badUsageAndUnreadableInputExitTwoWithAOneLineReason() {
		assertEquals(BanneretCli.USAGE, run("validate"));
		assertEquals(BanneretCli.USAGE, run("validate", folder.resolve("missing.scenario").toString()));
		assertEquals("banneret validate: " + folder.resolve("missing.scenario") + ": no such file or folder",
				cli.err().strip());
		assertEquals(BanneretCli.USAGE, run("validate", folder.toString(), "--format", "xml"));
		assertEquals(BanneretCli.USAGE, run("validate", folder.toString(), "--variant", "free_setup"));
		assertEquals(BanneretCli.USAGE, run("frobnicate"));
	}

	@Test
	void aVariantOnTheCommandLineOverridesTheScenario() {
		Path examples = BundledExamples.copyTo(folder);
		run("validate", examples.resolve("bannockburn").toString(), "--format", "json");
		String withScenarioVariants = cli.out();
		run("validate", examples.resolve("bannockburn").toString(), "--format", "json", "--variant", "free_setup=on");
		String withFreeSetup = cli.out();
		assertTrue(!withScenarioVariants.equals(withFreeSetup),
				"free set-up puts each side's exactly placed units under its set-up region rule");
	}

	@Test
	void theRuleCatalogueListsIdsCitationsAndGameSystems() {
		assertEquals(BanneretCli.OK, run("rules", "--format", "json"));
		List<Map<String, Object>> rules = new Gson().fromJson(cli.out(),
				new TypeToken<List<Map<String, Object>>>() {
				}.getType());
		assertTrue(rules.stream().anyMatch(r -> r.get("id").equals("GEN-STACK-1") && ((List<?>) r.get("gameSystems")).contains("all")));
		assertTrue(rules.stream().anyMatch(r -> r.get("id").equals("BAN-HEX-1") && ((List<?>) r.get("gameSystems")).contains("medieval")));
		assertEquals(BanneretCli.OK, run("rules"));
		assertTrue(cli.out().startsWith("| id | title | citation | severity | game systems | variants |"));
	}

	private static String readLine(Path file, int line) {
		try {
			return Files.readAllLines(file).get(line - 1);
		} catch (java.io.IOException e) {
			throw new java.io.UncheckedIOException(e);
		}
	}
}

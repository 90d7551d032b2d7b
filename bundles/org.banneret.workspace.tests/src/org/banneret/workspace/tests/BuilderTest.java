package org.banneret.workspace.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.banneret.cli.BanneretCli;
import org.banneret.workspace.BanneretBuilder;
import org.banneret.workspace.BanneretNature;
import org.banneret.workspace.ExampleProjects;
import org.banneret.workspace.FindingMarkers;
import org.banneret.workspace.tests.Workspaces.Finding;
import org.eclipse.core.resources.ICommand;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IncrementalProjectBuilder;
import org.eclipse.core.resources.ResourcesPlugin;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import com.google.gson.Gson;
import com.google.gson.reflect.TypeToken;

/**
 * The example project in a real workspace: the builder's markers are the command line's findings,
 * a changed map re-checks its scenarios, and a waiver makes information of an error.
 */
class BuilderTest {

	private static IProject examples;

	@BeforeAll
	static void createTheExamples() throws Exception {
		examples = ExampleProjects.create(ExampleProjects.PROJECT, ExampleProjects.GAMES, null);
		Workspaces.settle();
	}

	@AfterAll
	static void deleteTheExamples() throws Exception {
		Workspaces.delete(examples);
		Workspaces.settle();
	}

	@Test
	void theExampleProjectIsABanneretProjectWithItsBuilder() throws Exception {
		assertTrue(BanneretNature.isBanneretProject(examples));
		assertTrue(List.of(examples.getDescription().getBuildSpec()).stream().map(ICommand::getBuilderName)
				.anyMatch(BanneretBuilder.ID::equals));
		for (String game : ExampleProjects.GAMES) {
			assertTrue(examples.getFolder(game).members().length >= 2, game);
		}
		assertTrue(examples.getFile("bannockburn/stirling.scenario").exists());
	}

	@Test
	void theMarkersAreTheCommandLinesFindings() throws Exception {
		List<Finding> markers = Workspaces.findings(examples);
		List<Finding> cli = commandLineFindings();
		assertEquals(cli, markers);
		assertFalse(markers.isEmpty());
	}

	@Test
	void theSeedsKnownProblemsAreThere() throws Exception {
		IFile stirling = examples.getFile("bannockburn/stirling.scenario");
		List<Integer> placeLines = Workspaces.markers(stirling, "BAN-PLACE-3").stream()
				.map(m -> m.getAttribute(IMarker.LINE_NUMBER, -1)).sorted().toList();
		List<String> lines = List.of(new String(stirling.getContents().readAllBytes(), StandardCharsets.UTF_8).split("\n", -1));
		assertEquals(2, placeLines.size(), placeLines.toString());
		assertTrue(lines.get(placeLines.get(0) - 1).contains("4 x CAV [0] at 4006"), lines.get(placeLines.get(0) - 1));
		assertTrue(lines.get(placeLines.get(1) - 1).contains("4 x CAV [2] at 517"), lines.get(placeLines.get(1) - 1));
		IMarker surrey = Workspaces.markers(stirling, "BAN-PLACE-3").stream()
				.filter(m -> m.getAttribute(IMarker.MESSAGE, "").contains("517")).findFirst().orElseThrow();
		assertEquals("Bannockburn [4.5.1]", surrey.getAttribute(FindingMarkers.CITATION, ""));
		assertEquals("517", surrey.getAttribute(FindingMarkers.HEXES, ""));
		assertEquals(IMarker.SEVERITY_ERROR, surrey.getAttribute(IMarker.SEVERITY, -1));
		int start = surrey.getAttribute(IMarker.CHAR_START, -1);
		int end = surrey.getAttribute(IMarker.CHAR_END, -1);
		String text = new String(stirling.getContents().readAllBytes(), StandardCharsets.UTF_8);
		assertEquals("517", text.substring(start, end), "the marker covers the hex it is about");
		assertEquals(1, Workspaces.markers(stirling, "BAN-BAN-2").size(), "Surrey's banner on 612");
		IFile prelude = examples.getFile("bannockburn/prelude.scenario");
		assertTrue(Workspaces.markers(prelude, "BAN-PLACE-4").stream()
				.anyMatch(m -> m.getAttribute(IMarker.MESSAGE, "").contains("DeClere")), "De Clere's missing placement");
	}

	@Test
	void aChangedMapRechecksItsScenarios() throws Exception {
		IFile map = examples.getFile("bannockburn/stirling.hexmap");
		IFile scenario = examples.getFile("bannockburn/stirling.scenario");
		String original = new String(map.getContents().readAllBytes(), StandardCharsets.UTF_8);
		assertTrue(Workspaces.markers(scenario, "BAN-HEX-1").isEmpty());
		try {
			// 44 x 31 becomes 44 x 10: every placement beyond row 9 leaves the map.
			write(map, original.replace("grid 44 x 31", "grid 44 x 10"));
			Workspaces.settle();
			assertFalse(Workspaces.markers(scenario, "BAN-HEX-1").isEmpty(), "the scenario was checked again");
		} finally {
			write(map, original);
			Workspaces.settle();
		}
		assertTrue(Workspaces.markers(scenario, "BAN-HEX-1").isEmpty());
	}

	@Test
	void aWaiverTurnsTheErrorIntoInformation() throws Exception {
		IFile scenario = examples.getFile("bannockburn/stirling.scenario");
		String original = new String(scenario.getContents().readAllBytes(), StandardCharsets.UTF_8);
		try {
			int end = original.lastIndexOf('}');
			write(scenario, original.substring(0, end) + "\twaive BAN-PLACE-3 for Surrey at 517 because \"as printed\"\n"
					+ original.substring(end));
			Workspaces.settle();
			IMarker surrey = Workspaces.markers(scenario, "BAN-PLACE-3").stream()
					.filter(m -> m.getAttribute(IMarker.MESSAGE, "").contains("517")).findFirst().orElseThrow();
			assertEquals(IMarker.SEVERITY_INFO, surrey.getAttribute(IMarker.SEVERITY, -1));
			assertEquals("as printed", surrey.getAttribute(FindingMarkers.WAIVED, ""));
		} finally {
			write(scenario, original);
			Workspaces.settle();
		}
	}

	@Test
	void aCleanBuildGivesTheSameMarkers() throws Exception {
		List<Finding> before = Workspaces.findings(examples);
		examples.build(IncrementalProjectBuilder.CLEAN_BUILD, null);
		assertTrue(Workspaces.findings(examples).isEmpty(), "clean removes the markers");
		examples.build(IncrementalProjectBuilder.FULL_BUILD, null);
		Workspaces.settle();
		assertEquals(before, Workspaces.findings(examples));
	}

	private static void write(IFile file, String text) throws Exception {
		file.setContents(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), IResource.FORCE, null);
	}

	private static List<Finding> commandLineFindings() {
		ByteArrayOutputStream out = new ByteArrayOutputStream();
		ByteArrayOutputStream err = new ByteArrayOutputStream();
		int status = new BanneretCli(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true,
				StandardCharsets.UTF_8)).run("validate", examples.getLocation().toOSString(), "--format", "json");
		assertEquals(BanneretCli.ERRORS, status, () -> err.toString(StandardCharsets.UTF_8));
		List<Map<String, Object>> json = new Gson().fromJson(out.toString(StandardCharsets.UTF_8),
				new TypeToken<List<Map<String, Object>>>() {
				}.getType());
		List<Finding> findings = new ArrayList<>();
		for (Map<String, Object> f : json) {
			String severity = f.containsKey("waived") ? "info" : (String) f.get("severity");
			String file = (String) f.get("file");
			findings.add(new Finding(file.substring(file.lastIndexOf('/') + 1), ((Number) f.get("line")).intValue(), severity,
					(String) f.get("ruleId")));
		}
		findings.sort(java.util.Comparator.comparing(Finding::file).thenComparingInt(Finding::line)
				.thenComparing(Finding::code).thenComparing(Finding::severity));
		return findings;
	}

	static {
		ResourcesPlugin.getWorkspace(); // the workspace opens before the first test touches it
	}
}

package org.banneret.benchmarks;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

import org.banneret.dsl.BanneretStandaloneSetup;
import org.banneret.model.HexPlacement;
import org.banneret.model.Scenario;
import org.banneret.model.Unit;
import org.banneret.rules.RuleEngine;
import org.banneret.rules.Validation;
import org.banneret.validation.RuleCatalog;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.xtext.resource.XtextResourceSet;

/**
 * Validates the language benchmark's 10,000-unit scenario on its 1000 x 1000 map with every
 * Medieval rule: full runs (one cold, then warm), and re-validation after moving one unit.
 */
public final class RulesBenchmark {

	static final int WARM_RUNS = 5;
	static final int EDITS = 50;
	/** What the validating thread allocates: the collector's work, which pauses an editor's UI thread, grows with it. */
	private static final com.sun.management.ThreadMXBean ALLOCATIONS =
			(com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();

	public static void main(String[] args) throws IOException {
		Path folder = Files.createTempDirectory("banneret-rules-bench");
		Random random = new Random(LanguageBenchmark.SEED);
		Files.writeString(folder.resolve("big.hexmap"), LanguageBenchmark.mapText(random));
		Files.writeString(folder.resolve("big.scenario"), LanguageBenchmark.scenarioText(random));
		measure("rules", load(folder, List.of("big.hexmap"), "big.scenario"), random, "05000500", "05010500");

		// The same 10,000 units on a board of four 250 x 250 sheets, two by two.
		Path board = Files.createDirectories(folder.resolve("board"));
		List<String> maps = LanguageBenchmark.writeBoard(board, random);
		measure("rules, board of four 250 x 250 sheets", load(board, maps, "board.scenario"), random, "d:01000100", "d:01010100");
	}

	private static Scenario load(Path folder, List<String> maps, String scenario) throws IOException {
		XtextResourceSet resourceSet = BanneretStandaloneSetup.doSetup().getInstance(XtextResourceSet.class);
		LanguageBenchmark.loadBuiltIn(resourceSet, "medieval.gamesystem");
		for (String map : maps) {
			resourceSet.getResource(URI.createFileURI(folder.resolve(map).toString()), true);
		}
		Resource resource = resourceSet.getResource(URI.createFileURI(folder.resolve(scenario).toString()), true);
		EcoreUtil.resolveAll(resourceSet);
		return (Scenario) resource.getContents().get(0);
	}

	/** Full runs, one cold and then warm, and re-validations after moving one unit between two hexes. */
	private static void measure(String title, Scenario scenario, Random random, String here, String there) {
		RuleEngine engine = RuleCatalog.engine();
		List<Long> full = new ArrayList<>();
		List<Long> allocated = new ArrayList<>();
		Validation validation = null;
		for (int run = 0; run <= WARM_RUNS; run++) {
			long start = System.nanoTime();
			long allocatedBefore = ALLOCATIONS.getCurrentThreadAllocatedBytes();
			validation = engine.validate(scenario, Map.of());
			int findings = validation.diagnostics().size();
			full.add((System.nanoTime() - start) / 1_000_000);
			allocated.add((ALLOCATIONS.getCurrentThreadAllocatedBytes() - allocatedBefore) / 1_000_000);
			System.out.printf("  %s, full run %d: %d ms, %d MB allocated, %d rules, %d findings%s%n", title, run, full.get(run),
					allocated.get(run), validation.rules().size(), findings, run == 0 ? " (cold)" : "");
		}
		List<Unit> movable = validation.setup().units().stream()
				.filter(unit -> unit.getPlacement() instanceof HexPlacement && unit.getName() == null).toList();
		List<Double> edits = new ArrayList<>();
		long editsAllocatedBefore = ALLOCATIONS.getCurrentThreadAllocatedBytes();
		for (int edit = 0; edit < EDITS; edit++) {
			Unit unit = movable.get(random.nextInt(movable.size()));
			HexPlacement placement = (HexPlacement) unit.getPlacement();
			placement.getHexes().set(0, placement.getHexes().get(0).equals(here) ? there : here);
			long start = System.nanoTime();
			validation.update(List.of(unit));
			validation.diagnostics();
			edits.add((System.nanoTime() - start) / 1e6);
		}
		double allocatedPerEdit = (ALLOCATIONS.getCurrentThreadAllocatedBytes() - editsAllocatedBefore) / 1e6 / EDITS;
		List<Long> warm = new ArrayList<>(full.subList(1, full.size()));
		warm.sort(null);
		List<Double> tail = new ArrayList<>(edits.subList(10, edits.size()));
		tail.sort(null);
		System.out.printf("%s: full cold %d ms; warm min %d / median %d / max %d ms (target 500); %d MB allocated a warm run%n",
				title, full.get(0), warm.get(0), warm.get(warm.size() / 2), warm.get(warm.size() - 1), allocated.get(allocated.size() - 1));
		System.out.printf("%s: one move re-validated, warm: min %.1f / median %.1f / max %.1f ms (target 20); %.1f MB allocated a move%n",
				title, tail.get(0), tail.get(tail.size() / 2), tail.get(tail.size() - 1), allocatedPerEdit);
	}
}

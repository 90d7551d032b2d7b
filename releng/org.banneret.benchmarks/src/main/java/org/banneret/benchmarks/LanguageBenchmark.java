package org.banneret.benchmarks;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.banneret.dsl.BanneretStandaloneSetup;
import org.banneret.gamesystems.BuiltInGameSystems;
import org.banneret.model.HexMap;
import org.banneret.model.Scenario;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;

import com.google.inject.Injector;

/**
 * Parses and links a generated 1000 x 1000-hex map and a 10,000-unit scenario written in the
 * scenario language, against the built-in Medieval system. The first run is cold (class
 * loading, JIT); the median of the next runs is the warm figure.
 */
public final class LanguageBenchmark {

	static final int SIZE = 1000;
	static final int UNITS = 10_000;
	static final int LEADERS = 100;
	static final int WARM_RUNS = 5;
	static final long SEED = 20261122L;
	private static final String CODES = "hsfvb~";

	/**
	 * Runs the benchmark; with {@code --write FOLDER} only writes the two files there, and the board
	 * of {@link #writeBoard} in its folder {@code board}, for the Studio's benchmarks to open.
	 */
	public static void main(String[] args) throws IOException {
		boolean writeOnly = args.length == 2 && args[0].equals("--write");
		Path folder = writeOnly ? Files.createDirectories(Path.of(args[1])) : Files.createTempDirectory("banneret-language-bench");
		Random random = new Random(SEED);
		Path map = folder.resolve("big.hexmap");
		Path scenario = folder.resolve("big.scenario");
		Files.writeString(map, mapText(random));
		Files.writeString(scenario, scenarioText(random));
		if (writeOnly) {
			writeBoard(Files.createDirectories(folder.resolve("board")), random);
			return;
		}
		System.out.printf("language: map %.1f MB, scenario %.1f MB of text%n", Files.size(map) / 1e6,
				Files.size(scenario) / 1e6);
		Injector injector = BanneretStandaloneSetup.doSetup();
		List<Long> times = new ArrayList<>();
		for (int run = 0; run <= WARM_RUNS; run++) {
			XtextResourceSet resourceSet = injector.getInstance(XtextResourceSet.class);
			long start = System.nanoTime();
			loadBuiltIn(resourceSet, "medieval.gamesystem");
			Resource mapResource = resourceSet.getResource(URI.createFileURI(map.toString()), true);
			Resource scenarioResource = resourceSet.getResource(URI.createFileURI(scenario.toString()), true);
			EcoreUtil.resolveAll(resourceSet);
			long elapsed = (System.nanoTime() - start) / 1_000_000;
			requireClean(mapResource);
			requireClean(scenarioResource);
			Scenario parsed = (Scenario) scenarioResource.getContents().get(0);
			HexMap parsedMap = (HexMap) mapResource.getContents().get(0);
			if (parsedMap.getTerrain().columns() != SIZE || count(parsed) != UNITS + LEADERS) {
				throw new IllegalStateException("the benchmark files did not parse as generated");
			}
			times.add(elapsed);
			System.out.printf("  run %d: parse and link %d ms%s%n", run, elapsed, run == 0 ? " (cold)" : "");
		}
		List<Long> warm = new ArrayList<>(times.subList(1, times.size()));
		warm.sort(null);
		System.out.printf("language: cold %d ms; warm min %d / median %d / max %d ms (targets: 3000 cold, 1000 warm)%n",
				times.get(0), warm.get(0), warm.get(warm.size() / 2), warm.get(warm.size() - 1));
	}

	static String mapText(Random random) {
		return mapText(random, SIZE);
	}

	/** A map of size x size hexes of random terrain runs and fords. */
	static String mapText(Random random, int size) {
		return mapText(random, size, "bench.Big");
	}

	/** A map of that name, size x size hexes of random terrain runs and fords. */
	static String mapText(Random random, int size, String name) {
		StringBuilder text = new StringBuilder("map " + name + " of medieval {\n\tgrid ").append(size).append(" x ").append(size)
				.append(" flat odd labels numeric column digits 4 row digits 4\n\tdefault clear\n\tterrain {\n");
		for (int row = 0; row < size; row++) {
			text.append("\t\t\"");
			int column = 0;
			while (column < size) {
				int run = Math.min(size - column, 1 + random.nextInt(40));
				char code = random.nextInt(3) == 0 ? CODES.charAt(random.nextInt(CODES.length())) : '.';
				text.append(code).append('*').append(run).append(' ');
				column += run;
			}
			text.append("\"\n");
		}
		text.append("\t}\n");
		for (int i = 0; i < 1000; i++) {
			text.append("\thex ").append(label(random.nextInt(size), random.nextInt(size))).append(" ford\n");
		}
		return text.append("}\n").toString();
	}

	static String scenarioText(Random random) {
		return scenarioText(random, SIZE, UNITS, LEADERS);
	}

	/** A scenario of so many units under so many leaders, in two sides, on the map of that size. */
	static String scenarioText(Random random, int size, int units, int leaders) {
		return scenarioText(random, size, units, leaders, "\tmap bench.Big\n", List.of(""));
	}

	/**
	 * A scenario of so many units under so many leaders, in two sides, on sheets of that size laid
	 * by the map lines given; each leader and his units stand on one of the sheets, whose labels
	 * are written with the prefixes given ("a:", or "" for a lone map).
	 */
	static String scenarioText(Random random, int size, int units, int leaders, String maps, List<String> sheets) {
		StringBuilder text = new StringBuilder("scenario bench.Big of medieval {\n").append(maps).append("\tturns 1 to 20\n");
		int perLeader = units / leaders;
		for (int side = 0; side < 2; side++) {
			text.append("\tside Side").append(side).append(" {\n");
			if (side == 0) {
				text.append("\t\tinitiative\n");
			}
			for (int leader = 0; leader < leaders / 2; leader++) {
				int column = random.nextInt(size);
				int row = random.nextInt(size);
				String sheet = sheets.get(random.nextInt(sheets.size()));
				text.append("\t\tLeader L").append(side).append('_').append(leader).append(" (F").append(random.nextInt(5))
						.append(") at ").append(sheet).append(label(column, row)).append(" {\n");
				for (int unit = 0; unit < perLeader; unit++) {
					int c = Math.max(0, Math.min(size - 1, column + random.nextInt(7) - 3));
					int r = Math.max(0, Math.min(size - 1, row + random.nextInt(7) - 3));
					text.append("\t\t\t1 x ").append(random.nextBoolean() ? "INF" : "CAV").append(" [")
							.append(random.nextInt(3)).append("] at ").append(sheet).append(label(c, r)).append(random.nextBoolean() ? "(1)" : " facing N")
							.append('\n');
				}
				text.append("\t\t}\n");
			}
			text.append("\t\tvictory {\n\t\t\t+10 killed L").append(side).append("_0\n\t\t}\n\t}\n");
		}
		return text.append("}\n").toString();
	}

	private static String label(int column, int row) {
		return String.format("%04d%04d", column + 1, row + 1);
	}

	static void loadBuiltIn(XtextResourceSet resourceSet, String file) throws IOException {
		Resource resource = resourceSet.createResource(URI.createURI("builtin:/gamesystems/" + file));
		try (InputStream in = BuiltInGameSystems.url(file).openStream()) {
			resource.load(in, resourceSet.getLoadOptions());
		}
	}

	private static void requireClean(Resource resource) {
		if (!resource.getErrors().isEmpty()) {
			throw new IllegalStateException(resource.getURI() + ": " + resource.getErrors().get(0).getMessage());
		}
		if (resource instanceof XtextResource xtext && xtext.getParseResult().hasSyntaxErrors()) {
			throw new IllegalStateException(resource.getURI() + " has syntax errors");
		}
	}

	private static int count(Scenario scenario) {
		int[] units = { 0 };
		scenario.eAllContents().forEachRemaining(o -> units[0] += o instanceof org.banneret.model.Unit ? 1 : 0);
		return units[0];
	}

	/** The side of each of the board benchmark's four square sheets. */
	static final int BOARD_SHEET = 250;

	/**
	 * Writes a board of four 250 x 250 sheets, two by two ({@code a.hexmap} to {@code d.hexmap}), and
	 * {@code board.scenario} with the big scenario's 10,000 units over it; returns the maps' file names.
	 */
	static List<String> writeBoard(Path board, Random random) throws IOException {
		List<String> maps = new ArrayList<>();
		StringBuilder lines = new StringBuilder();
		String[] ids = { "a", "b", "c", "d" };
		for (int i = 0; i < ids.length; i++) {
			Files.writeString(board.resolve(ids[i] + ".hexmap"), mapText(random, BOARD_SHEET, "bench.Sheet" + i));
			maps.add(ids[i] + ".hexmap");
			lines.append("\tmap bench.Sheet").append(i).append(" as ").append(ids[i]).append(" offset ")
					.append(i % 2 * BOARD_SHEET).append(", ").append(i / 2 * BOARD_SHEET).append('\n');
		}
		Files.writeString(board.resolve("board.scenario"), scenarioText(random, BOARD_SHEET, UNITS, LEADERS, lines.toString(),
				List.of("a:", "b:", "c:", "d:")));
		return maps;
	}
}

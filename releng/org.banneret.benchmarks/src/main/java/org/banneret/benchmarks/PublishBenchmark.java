package org.banneret.benchmarks;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;

import javax.imageio.ImageIO;

import org.banneret.dsl.BanneretStandaloneSetup;
import org.banneret.model.HexMap;
import org.banneret.model.Scenario;
import org.banneret.publish.Exports;
import org.banneret.publish.Paper;
import org.banneret.publish.Progress;
import org.banneret.render.MapLayers;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.xtext.resource.XtextResourceSet;

/**
 * The print exports' targets: the generated 1000 x 1000-hex map to PNG at 14 pixels a hex (under
 * 8 s and 0.5 GB of heap), and a 200 x 200 map's set-up tiled on A4 with its set-up card as PDF
 * (under 5 s). Times are of the export alone, the files already loaded.
 */
public final class PublishBenchmark {

	public static void main(String[] args) throws IOException {
		Path folder = Files.createTempDirectory("banneret-publish-bench");
		try {
			largePng(folder);
			tiledSetup(folder);
		} finally {
			try (var files = Files.list(folder)) {
				for (Path file : files.toList()) {
					Files.delete(file);
				}
			}
			Files.delete(folder);
		}
	}

	private static void largePng(Path folder) throws IOException {
		Path source = folder.resolve("big.hexmap");
		Files.writeString(source, LanguageBenchmark.mapText(new Random(LanguageBenchmark.SEED)));
		HexMap map = (HexMap) load(source, null);
		Path out = folder.resolve("big.png");
		Exports.Request request = new Exports.Request(Exports.What.MAP, Exports.Format.PNG, null, false, 0, 0, false,
				Exports.Request.DEFAULT_DPI, 14, Exports.Request.DEFAULT_COUNTER_SIZE, MapLayers.ALL);
		System.gc();
		long baseline = heapUsed();
		resetPeaks();
		long start = System.nanoTime();
		Exports.export(map, request, out, 1, Progress.NONE);
		double seconds = (System.nanoTime() - start) / 1e9;
		long peak = heapPeak() - baseline;
		var reader = ImageIO.getImageReadersByFormatName("png").next();
		try (var in = ImageIO.createImageInputStream(out.toFile())) {
			reader.setInput(in);
			System.out.printf("publish: 1000 x 1000 map to PNG at 14 px a hex: %.1f s, %d x %d px, %d MB; peak heap %d MB above the loaded map,"
					+ " in a JVM of %d MB heap at most (targets: 8 s, 512 MB)%n", seconds, reader.getWidth(0), reader.getHeight(0), Files.size(out) >> 20,
					peak >> 20, Runtime.getRuntime().maxMemory() >> 20);
		} finally {
			reader.dispose();
		}
	}

	private static void tiledSetup(Path folder) throws IOException {
		Random random = new Random(LanguageBenchmark.SEED);
		Path map = folder.resolve("medium.hexmap");
		Path source = folder.resolve("medium.scenario");
		Files.writeString(map, LanguageBenchmark.mapText(random, 200));
		Files.writeString(source, LanguageBenchmark.scenarioText(random, 200, 2000, 20));
		Scenario scenario = (Scenario) load(source, map);
		long start = System.nanoTime();
		int pages = Exports.export(scenario, new Exports.Request(Exports.What.SETUP, Exports.Format.PDF, Paper.A4, true, 20, 0, false,
				Exports.Request.DEFAULT_DPI, 0, Exports.Request.DEFAULT_COUNTER_SIZE, MapLayers.ALL), folder.resolve("setup.pdf"), 1, Progress.NONE);
		pages += Exports.export(scenario, new Exports.Request(Exports.What.CARD, Exports.Format.PDF, Paper.A4, false, 0, 0, false,
				Exports.Request.DEFAULT_DPI, 0, Exports.Request.DEFAULT_COUNTER_SIZE, MapLayers.ALL), folder.resolve("card.pdf"), 1, Progress.NONE);
		double seconds = (System.nanoTime() - start) / 1e9;
		System.out.printf("publish: 200 x 200 map's set-up tiled on A4, with its set-up card, as PDF: %.1f s, %d pages, %d MB (target: 5 s)%n",
				seconds, pages, (Files.size(folder.resolve("setup.pdf")) + Files.size(folder.resolve("card.pdf"))) >> 20);
	}

	private static Object load(Path file, Path map) throws IOException {
		XtextResourceSet resourceSet = BanneretStandaloneSetup.doSetup().getInstance(XtextResourceSet.class);
		LanguageBenchmark.loadBuiltIn(resourceSet, "medieval.gamesystem");
		if (map != null) {
			resourceSet.getResource(URI.createFileURI(map.toString()), true);
		}
		Resource resource = resourceSet.getResource(URI.createFileURI(file.toString()), true);
		EcoreUtil.resolveAll(resourceSet);
		return resource.getContents().get(0);
	}

	private static long heapUsed() {
		return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
	}

	private static void resetPeaks() {
		ManagementFactory.getMemoryPoolMXBeans().forEach(MemoryPoolMXBean::resetPeakUsage);
	}

	private static long heapPeak() {
		return ManagementFactory.getMemoryPoolMXBeans().stream().filter(pool -> pool.getType() == MemoryType.HEAP)
				.mapToLong(pool -> pool.getPeakUsage().getUsed()).sum();
	}
}

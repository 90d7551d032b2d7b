package org.banneret.publish.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.BufferedReader;
import java.io.File;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.apache.commons.logging.LogFactory;
import org.apache.fontbox.ttf.TrueTypeFont;
import org.apache.pdfbox.io.RandomAccessReadBuffer;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.banneret.model.LineStyle;
import org.banneret.model.persistence.AtomicFiles;
import org.banneret.publish.pdf.PdfPages;
import org.banneret.render.Painter;
import org.eclipse.emf.common.util.Enumerator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An export interrupted by SIGKILL loses nothing: another process writes two versions of a large
 * PDF to one file through the exports' sink, over and over, and is killed at a random moment of a
 * write, 50 times. After each kill the file is one version or the other, byte for byte, and both
 * versions are found.
 */
class ExportKillTest {

	private static final int KILLS = 50;

	@TempDir
	Path folder;

	@Test
	void anExportKilledAtAnyMomentLeavesTheOldFileOrTheNewOneWhole() throws Exception {
		Path file = folder.resolve("sheets.pdf");
		ExportLoop.write(folder.resolve("older.pdf"), "old", ExportLoop.OLD_PAGES);
		ExportLoop.write(folder.resolve("newer.pdf"), "new", ExportLoop.NEW_PAGES);
		byte[] older = Files.readAllBytes(folder.resolve("older.pdf"));
		byte[] newer = Files.readAllBytes(folder.resolve("newer.pdf"));
		Files.write(file, older);
		Random random = new Random(1340);
		long writeMillis = 500; // how long a version takes to write, as last seen
		int foundOlder = 0;
		int foundNewer = 0;
		for (int kill = 0; kill < KILLS; kill++) {
			Process writer = new ProcessBuilder(java(), "-cp", classPath(), ExportLoop.class.getName(), file.toString()).redirectErrorStream(true)
					.start();
			BufferedReader output = new BufferedReader(new InputStreamReader(writer.getInputStream(), StandardCharsets.UTF_8));
			String first = output.readLine();
			if (!"saving".equals(first)) {
				writer.destroyForcibly();
				fail("the exporting process did not start: " + first + "\n" + output.lines().collect(Collectors.joining("\n")));
			}
			// A random moment of the write after a random number of whole ones, however fast the machine.
			long since = System.nanoTime();
			for (int saved = random.nextInt(3); saved > 0; saved--) {
				String line = output.readLine();
				if (!"saved".equals(line)) {
					writer.destroyForcibly();
					fail("the exporting process stopped: " + line + "\n" + output.lines().collect(Collectors.joining("\n")));
				}
				long now = System.nanoTime();
				writeMillis = Math.max(1, (now - since) / 1_000_000);
				since = now;
			}
			Thread.sleep(random.nextLong(writeMillis));
			writer.destroyForcibly(); // SIGKILL on Linux: no shutdown hook, no finally block runs
			assertTrue(writer.waitFor(30, TimeUnit.SECONDS), "the killed process ended");
			byte[] found = Files.readAllBytes(file);
			if (Arrays.equals(found, older)) {
				foundOlder++;
			} else if (Arrays.equals(found, newer)) {
				foundNewer++;
			} else {
				fail("kill " + (kill + 1) + " left a file of " + found.length + " bytes that is neither version (" + older.length + " or "
						+ newer.length + " bytes)");
			}
			try (Stream<Path> files = Files.list(folder)) {
				for (Path temporary : files.filter(p -> p.getFileName().toString().endsWith(".tmp")).toList()) {
					Files.delete(temporary);
				}
			}
		}
		System.out.printf("ExportKillTest: %d kills of a process exporting %,d and %,d bytes: the old version found %d times, the new %d%n", KILLS,
				older.length, newer.length, foundOlder, foundNewer);
		assertEquals(KILLS, foundOlder + foundNewer);
		assertTrue(foundOlder > 0 && foundNewer > 0, "older " + foundOlder + ", newer " + foundNewer);
	}

	private static String java() {
		return Path.of(System.getProperty("java.home"), "bin", "java").toString();
	}

	/** The jars and folders of the bundles the export needs, found where the test runtime loaded them. */
	private static String classPath() throws Exception {
		Set<String> entries = new LinkedHashSet<>();
		for (Class<?> type : List.of(ExportLoop.class, PdfPages.class, AtomicFiles.class, LineStyle.class, Painter.class, Enumerator.class,
				PDDocument.class, TrueTypeFont.class, RandomAccessReadBuffer.class, LogFactory.class)) {
			Path location = Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
			Path classes = location.resolve("target/classes");
			entries.add((Files.isDirectory(classes) ? classes : location).toString());
			if (Files.isDirectory(classes)) {
				entries.add(location.toString()); // a bundle's resources beside its classes (the fonts)
			}
		}
		return String.join(File.pathSeparator, entries);
	}
}

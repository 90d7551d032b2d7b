package org.banneret.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.BufferedReader;
import java.io.File;
import java.io.InputStreamReader;
import java.net.URISyntaxException;
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

import org.banneret.model.persistence.ModelStore;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.xmi.impl.XMIResourceImpl;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A save interrupted by SIGKILL loses nothing: another process saves two versions of a large
 * model to one file, over and over, and is killed at a random moment, 50 times. After each kill
 * the file is one version or the other, byte for byte, never a torn mix.
 */
class SaveKillTest {

	private static final int KILLS = 50;

	@TempDir
	Path folder;

	@Test
	void aSaveKilledAtAnyMomentLeavesTheOldFileOrTheNewOneWhole() throws Exception {
		Path file = folder.resolve("large.xmi");
		byte[] older = bytes(SaveLoop.version(folder.resolve("older.xmi"), "old", SaveLoop.OLD_SIZE));
		byte[] newer = bytes(SaveLoop.version(folder.resolve("newer.xmi"), "new", SaveLoop.NEW_SIZE));
		Files.write(file, older);
		Random random = new Random(1314);
		int foundOlder = 0;
		int foundNewer = 0;
		long saveMillis = 500; // how long a save takes, as last seen
		for (int kill = 0; kill < KILLS; kill++) {
			Process saver = new ProcessBuilder(java(), "-cp", classPath(), SaveLoop.class.getName(), file.toString())
					.redirectErrorStream(true).start();
			BufferedReader output = new BufferedReader(new InputStreamReader(saver.getInputStream(), StandardCharsets.UTF_8));
			String first = output.readLine();
			if (!"saving".equals(first)) {
				saver.destroyForcibly();
				fail("the saving process did not start: " + first + "\n" + output.lines().collect(Collectors.joining("\n")));
			}
			// A random moment of a save after a random number of whole ones, however fast or loaded the machine.
			long since = System.nanoTime();
			for (int saved = random.nextInt(3); saved > 0; saved--) {
				String line = output.readLine();
				if (!"saved".equals(line)) {
					saver.destroyForcibly();
					fail("the saving process stopped: " + line + "\n" + output.lines().collect(Collectors.joining("\n")));
				}
				long now = System.nanoTime();
				saveMillis = Math.max(1, (now - since) / 1_000_000);
				since = now;
			}
			Thread.sleep(random.nextLong(saveMillis));
			saver.destroyForcibly(); // SIGKILL on Linux: no shutdown hook, no finally block runs
			assertTrue(saver.waitFor(30, TimeUnit.SECONDS), "the killed process ended");
			byte[] found = Files.readAllBytes(file);
			if (Arrays.equals(found, older)) {
				foundOlder++;
			} else if (Arrays.equals(found, newer)) {
				foundNewer++;
			} else {
				fail("kill " + (kill + 1) + " left a file of " + found.length + " bytes that is neither version ("
						+ older.length + " or " + newer.length + " bytes)");
			}
			deleteTemporaryFiles();
		}
		System.out.printf("SaveKillTest: %d kills of a process saving %,d and %,d bytes: the old version found %d times, the new %d%n",
				KILLS, older.length, newer.length, foundOlder, foundNewer);
		assertEquals(KILLS, foundOlder + foundNewer);
		// Both versions are seen, so the kills did land between and during saves.
		assertTrue(foundOlder > 0 && foundNewer > 0, "older " + foundOlder + ", newer " + foundNewer);
	}

	private static byte[] bytes(org.eclipse.emf.ecore.resource.Resource version) throws Exception {
		ModelStore.save(version);
		return Files.readAllBytes(Path.of(version.getURI().toFileString()));
	}

	/** A killed save leaves its temporary file; the next kill must not find it as the target. */
	private void deleteTemporaryFiles() throws Exception {
		try (Stream<Path> files = Files.list(folder)) {
			for (Path temporary : files.filter(p -> p.getFileName().toString().endsWith(".tmp")).toList()) {
				Files.delete(temporary);
			}
		}
	}

	private static String java() {
		return Path.of(System.getProperty("java.home"), "bin", "java").toString();
	}

	/** The jars and folders of the bundles the save needs, found where the test runtime loaded them. */
	private static String classPath() throws URISyntaxException {
		Set<String> entries = new LinkedHashSet<>();
		for (Class<?> type : List.of(SaveLoop.class, ModelStore.class, EObject.class, XMIResourceImpl.class, URI.class)) {
			Path location = Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
			Path classes = location.resolve("target/classes");
			entries.add((Files.isDirectory(classes) ? classes : location).toString());
		}
		return String.join(File.pathSeparator, entries);
	}
}

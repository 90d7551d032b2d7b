package org.banneret.rules.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;

import org.banneret.cli.startup.UnsignedJars;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The start-up cache's jar copies: a signed jar loses its signature and nothing else; an unsigned one is copied as is. */
class UnsignedJarsTest {

	@TempDir
	Path folder;

	@Test
	void aSignedJarLosesItsSignatureFilesAndDigestsAndKeepsEverythingElse() throws IOException {
		Path plugins = Files.createDirectories(folder.resolve("plugins"));
		writeJar(plugins.resolve("signed.jar"), true);
		writeJar(plugins.resolve("plain.jar"), false);
		Files.writeString(plugins.resolve("notes.txt"), "not a jar");

		UnsignedJars.copyAll(plugins, folder.resolve("lib"));

		try (JarFile copy = new JarFile(folder.resolve("lib/signed.jar").toFile())) {
			assertEquals(List.of("META-INF/MANIFEST.MF", "org/example/A.class", "org/example/data.txt"),
					copy.stream().map(JarEntry::getName).sorted().toList());
			assertEquals("org.example", copy.getManifest().getMainAttributes().getValue("Bundle-SymbolicName"));
			assertEquals(0, copy.getManifest().getEntries().size(), "the per-entry digests are gone");
			assertArrayEquals("class bytes".getBytes(StandardCharsets.UTF_8),
					copy.getInputStream(copy.getEntry("org/example/A.class")).readAllBytes());
			assertNull(copy.getEntry("META-INF/EXAMPLE.SF"));
		}
		assertArrayEquals(Files.readAllBytes(plugins.resolve("plain.jar")), Files.readAllBytes(folder.resolve("lib/plain.jar")));
		assertEquals(List.of("plain.jar", "signed.jar"), Files.list(folder.resolve("lib")).map(p -> p.getFileName().toString())
				.sorted().toList());
	}

	private static void writeJar(Path jar, boolean signed) throws IOException {
		Manifest manifest = new Manifest();
		manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
		manifest.getMainAttributes().putValue("Bundle-SymbolicName", "org.example");
		if (signed) {
			Attributes digest = new Attributes();
			digest.putValue("SHA-256-Digest", "AAAA");
			manifest.getEntries().put("org/example/A.class", digest);
		}
		try (OutputStream file = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(file, manifest)) {
			entry(out, "org/example/A.class", "class bytes");
			entry(out, "org/example/data.txt", "data");
			if (signed) {
				entry(out, "META-INF/EXAMPLE.SF", "Signature-Version: 1.0\n");
				entry(out, "META-INF/EXAMPLE.RSA", "not really a signature");
			}
		}
	}

	private static void entry(JarOutputStream out, String name, String text) throws IOException {
		out.putNextEntry(new JarEntry(name));
		out.write(text.getBytes(StandardCharsets.UTF_8));
		out.closeEntry();
	}
}

package org.banneret.dsl.ide.server;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.banneret.validation.RuleCatalog;

import com.google.inject.Singleton;

/**
 * Where a finding's code is explained: the rule's entry in the rule catalogue. The launcher names
 * the repository's docs folder ({@code -Dbanneret.docs=...}); without it the catalogue is written
 * once into a folder of its own.
 */
@Singleton
public class RuleDocs {

	/** The system property naming the folder that holds rules.md. */
	public static final String DOCS_PROPERTY = "banneret.docs";

	private String catalogue;

	/** A link to a code's entry in the catalogue, or null when no catalogue can be offered. */
	public synchronized String link(String code) {
		if (catalogue == null) {
			catalogue = locate();
		}
		return catalogue.isEmpty() ? null : catalogue + "#" + RuleCatalog.anchor(code);
	}

	private static String locate() {
		String docs = System.getProperty(DOCS_PROPERTY);
		if (docs != null && Files.isRegularFile(Path.of(docs, "rules.md"))) {
			return Path.of(docs, "rules.md").toAbsolutePath().toUri().toString();
		}
		try {
			Path folder = Files.createTempDirectory("banneret-docs");
			Path file = folder.resolve("rules.md");
			Files.writeString(file, "# Banneret rule catalogue\n\n" + RuleCatalog.markdown(), StandardCharsets.UTF_8);
			file.toFile().deleteOnExit();
			folder.toFile().deleteOnExit();
			return file.toUri().toString();
		} catch (IOException e) {
			return "";
		}
	}
}

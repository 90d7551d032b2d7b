package org.banneret.rules.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;

import org.banneret.cli.BanneretCli;
import org.banneret.rules.Rule;
import org.banneret.validation.RuleCatalog;
import org.junit.jupiter.api.Test;

/** The catalogue is whole and the documentation the README links to is the catalogue. */
class RuleCatalogueTest {

	@Test
	void everyRuleHasAnIdTitleAndCitationAndIdsAreUnique() {
		Set<String> ids = new HashSet<>();
		for (Rule rule : RuleCatalog.engine().rules()) {
			assertTrue(rule.info().id().matches("[A-Z]+(-[A-Z0-9]+)+"), rule.info().id());
			assertTrue(!rule.info().title().isBlank() && !rule.info().citation().isBlank(), rule.info().id());
			assertTrue(ids.add(rule.info().id()), "duplicate " + rule.info().id());
		}
	}

	@Test
	void docsRulesMdIsTheCurrentCatalogue() throws IOException {
		ByteArrayOutputStream out = new ByteArrayOutputStream();
		new BanneretCli(new PrintStream(out, true, StandardCharsets.UTF_8), System.err).run("rules");
		Path docs = repositoryRoot().resolve("docs/rules.md");
		String committed = Files.exists(docs) ? Files.readString(docs) : "";
		String header = committed.lines().takeWhile(line -> !line.startsWith("| id |")).reduce("", (a, b) -> a + b + "\n");
		assertEquals(header + out.toString(StandardCharsets.UTF_8), committed,
				"docs/rules.md is out of date: regenerate it (see its first lines) and commit");
	}

	private static Path repositoryRoot() {
		for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
			if (Files.exists(dir.resolve("docs")) && Files.exists(dir.resolve("banneret"))) {
				return dir;
			}
		}
		throw new AssertionError("not run inside the Banneret repository: " + Path.of("").toAbsolutePath());
	}
}

package org.banneret.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.banneret.dsl.ide.GitIgnore;
import org.banneret.dsl.ide.WorkFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Which files of a folder are the user's work: git's ignore rules, build output and tools' folders. */
class WorkFilesTest {

	@TempDir
	Path folder;

	@Test
	void ignoreRulesReadAsGitReadsThem() {
		Path base = folder.toAbsolutePath();
		GitIgnore rules = GitIgnore.parse(base, List.of(
				"# drafts and backups", "", "*.bak", "/drafts/", "build/", "old/**/*.scenario", "**/scratch",
				"notes/*.hexmap", "!notes/keep.hexmap", "v[0-9].scenario", "x[!a].scenario", "\\#hash.scenario",
				"trailing.scenario   "));
		assertIgnored(rules, "a.bak", false, true);
		assertIgnored(rules, "deep/down/a.bak", false, true);
		assertIgnored(rules, "drafts", true, true);
		assertIgnored(rules, "drafts", false, null); // "drafts/" names folders only
		assertIgnored(rules, "sub/drafts", true, null); // anchored to the ignore file's folder
		assertIgnored(rules, "sub/build", true, true); // not anchored: at any depth
		assertIgnored(rules, "old/a.scenario", false, true); // "**/" is also no folder
		assertIgnored(rules, "old/x/y/a.scenario", false, true);
		assertIgnored(rules, "older/a.scenario", false, null);
		assertIgnored(rules, "a/b/scratch", true, true);
		assertIgnored(rules, "scratch", false, true);
		assertIgnored(rules, "notes/a.hexmap", false, true);
		assertIgnored(rules, "notes/keep.hexmap", false, false); // re-included
		assertIgnored(rules, "notes/deeper/a.hexmap", false, null); // "*" stops at a slash
		assertIgnored(rules, "v1.scenario", false, true);
		assertIgnored(rules, "vx.scenario", false, null);
		assertIgnored(rules, "xb.scenario", false, true);
		assertIgnored(rules, "xa.scenario", false, null);
		assertIgnored(rules, "#hash.scenario", false, true);
		assertIgnored(rules, "trailing.scenario", false, true);
		assertEquals(null, rules.ignores(base.getParent().resolve("a.bak"), false), "a path outside the base is not judged");
	}

	@Test
	void aFolderIsReadWithoutBuildOutputToolsFoldersAndWhatItsRepositoryIgnores() throws Exception {
		Path repository = folder.resolve("repository");
		Files.createDirectories(repository.resolve(".git"));
		Files.writeString(repository.resolve(".gitignore"), "generated/\n*.old.scenario\n");
		Path mod = repository.resolve("mod");
		write(mod, "game.gamesystem", "map.hexmap", "a.scenario", "sub/b.scenario", "notes.txt",
				"target/copy.scenario", "bin/copy.scenario", "sub/.git/copy.scenario", "node_modules/pkg/copy.scenario",
				"sub/target/copy.scenario", "generated/copy.scenario", "sub/generated/copy.scenario", "c.old.scenario",
				"drafts/d.scenario", "drafts/keep.scenario", "drafts/deeper/e.scenario");
		Files.writeString(mod.resolve("drafts/.gitignore"), "*.scenario\n!keep.scenario\n");

		List<String> expected = List.of("a.scenario", "drafts/keep.scenario", "game.gamesystem", "map.hexmap", "sub/b.scenario");
		assertEquals(expected, relative(mod, WorkFiles.below(mod)), "a folder inside a repository, read from its own top");

		List<String> judged = new ArrayList<>();
		try (Stream<Path> all = Files.walk(mod)) {
			for (Path file : all.filter(Files::isRegularFile).sorted().toList()) {
				if (file.getFileName().toString().endsWith("scenario") || file.toString().endsWith("map")
						|| file.toString().endsWith("gamesystem")) {
					if (WorkFiles.isWork(mod, file)) {
						judged.add(mod.relativize(file).toString());
					}
				}
			}
		}
		assertEquals(expected, judged, "one file judged alone is judged as the folder's reading judges it");
		assertEquals(false, WorkFiles.isWork(mod, repository.resolve("elsewhere.scenario")), "a file outside the folder");

		Path outside = folder.resolve("no-repository");
		Files.createDirectories(outside);
		Files.writeString(folder.resolve(".gitignore"), "*.scenario\n"); // above the folder, and no repository: not read
		write(outside, "free.scenario");
		assertEquals(List.of("free.scenario"), relative(outside, WorkFiles.below(outside)));
	}

	@Test
	void aBuildOutputFolderOpenedAsTheFolderItselfIsRead() throws Exception {
		Path target = folder.resolve("target");
		write(target, "copy.scenario");
		assertEquals(List.of("copy.scenario"), relative(target, WorkFiles.below(target)));
	}

	private static void assertIgnored(GitIgnore rules, String path, boolean isFolder, Boolean expected) {
		assertEquals(expected, rules.ignores(rules.base().resolve(path), isFolder), path + (isFolder ? "/" : ""));
	}

	private static void write(Path root, String... files) throws Exception {
		for (String file : files) {
			Path path = root.resolve(file);
			Files.createDirectories(path.getParent());
			Files.writeString(path, "// " + file + "\n");
		}
	}

	private static List<String> relative(Path root, List<Path> files) {
		return files.stream().map(file -> root.toAbsolutePath().normalize().relativize(file).toString()).toList();
	}
}

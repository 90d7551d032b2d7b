package org.banneret.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.banneret.dsl.ide.server.BanneretLanguageServer;
import org.eclipse.emf.common.util.URI;
import org.eclipse.lsp4j.WorkspaceFolder;
import org.eclipse.xtext.ide.server.BuildManager;
import org.eclipse.xtext.ide.server.WorkspaceManager;
import org.eclipse.xtext.util.CancelIndicator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A file reported changed that is gone when the server's build reads it counts as deleted: the
 * build neither fails nor keeps it in the index.
 */
class VanishedFileTest {

	private static final String MAP = "map test.Vanishing of medieval {\n\tgrid 4 x 4 flat odd labels numeric\n\tdefault clear\n}\n";

	@TempDir
	Path folder;

	@Test
	void aNewFileDeletedBeforeItsBuildIsNotRead() throws Exception {
		WorkspaceManager workspace = initialized();
		Path file = Files.writeString(folder.resolve("vanishing.hexmap"), MAP);
		URI uri = URI.createURI(file.toUri().toString());
		BuildManager.Buildable build = workspace.didChangeFiles(List.of(uri), List.of());
		Files.delete(file);
		build.build(CancelIndicator.NullImpl);
		assertNull(workspace.getIndex().getResourceDescription(uri));
	}

	@Test
	void anIndexedFileChangedAndThenDeletedBeforeItsBuildLeavesTheIndex() throws Exception {
		WorkspaceManager workspace = initialized();
		Path file = Files.writeString(folder.resolve("vanishing.hexmap"), MAP);
		URI uri = URI.createURI(file.toUri().toString());
		workspace.didChangeFiles(List.of(uri), List.of()).build(CancelIndicator.NullImpl);
		assertNotNull(workspace.getIndex().getResourceDescription(uri), "the new map is read");

		Files.writeString(file, MAP.replace("4 x 4", "5 x 5"));
		BuildManager.Buildable build = workspace.didChangeFiles(List.of(uri), List.of());
		Files.delete(file);
		List<URI> changed = new ArrayList<>();
		build.build(CancelIndicator.NullImpl).forEach(delta -> changed.add(delta.getUri()));
		assertEquals(List.of(uri), changed, "the build reports the map's deletion");
		assertNull(workspace.getIndex().getResourceDescription(uri));
	}

	/**
	 * The race on purpose: a file listed for a build (as the first build lists the folder) and
	 * deleted before the build reads it. The build reads the others and skips it, as a deleted file.
	 */
	@Test
	void aFileListedForABuildAndGoneWhenItIsReadIsSkippedQuietly() throws Exception {
		WorkspaceManager workspace = initialized();
		Path kept = Files.writeString(folder.resolve("kept.hexmap"), MAP.replace("Vanishing", "Kept"));
		Path gone = Files.writeString(folder.resolve("gone.hexmap"), MAP);
		URI keptUri = URI.createURI(kept.toUri().toString());
		URI goneUri = URI.createURI(gone.toUri().toString());
		Files.delete(gone);
		var result = workspace.getProjectManager(keptUri).doBuild(List.of(goneUri, keptUri), List.of(), List.of(), CancelIndicator.NullImpl);
		assertNotNull(result, "the build ran to its end");
		assertNotNull(workspace.getIndex().getResourceDescription(keptUri), "the file still there is read");
		assertNull(workspace.getIndex().getResourceDescription(goneUri), "the vanished one is not");
	}

	private WorkspaceManager initialized() {
		WorkspaceManager workspace = BanneretLanguageServer.createInjector().getInstance(WorkspaceManager.class);
		workspace.initialize(List.of(new WorkspaceFolder(folder.toUri().toString(), "vanishing")), (uri, issues) -> {
		}, CancelIndicator.NullImpl);
		return workspace;
	}
}

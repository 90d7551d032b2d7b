package org.banneret.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import org.banneret.dsl.ide.server.BanneretLanguageServer;
import org.banneret.dsl.ide.server.BanneretLanguageServerImpl;
import org.banneret.dsl.ide.server.DiagnosticsClient;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DidChangeTextDocumentParams;
import org.eclipse.lsp4j.DidCloseTextDocumentParams;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializedParams;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.RenameParams;
import org.eclipse.lsp4j.TextDocumentContentChangeEvent;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextDocumentItem;
import org.eclipse.lsp4j.VersionedTextDocumentIdentifier;
import org.eclipse.lsp4j.WorkspaceFolder;
import org.eclipse.xtext.ide.server.LanguageServerImpl;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The file a user opens is checked first: the folder's game systems and maps, the file and the
 * scenarios it follows go before the folder's other scenarios, which are built after it in the
 * background without cutting short any request; what is not the user's work is not read.
 */
class OpenFileFirstTest {

	private static final long TIMEOUT_SECONDS = 120;
	/** Long enough that only the opened file's build can start the background build. */
	private static final long NO_START_BY_CLOCK = 600_000;

	@TempDir
	Path folder;

	private final List<PublishDiagnosticsParams> published = Collections.synchronizedList(new ArrayList<>());
	private BanneretLanguageServerImpl server;
	/** How many findings had been published when a file was last opened. */
	private int openedAt;

	@AfterEach
	void shutDown() throws Exception {
		if (server != null) {
			server.shutdown().get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
		}
	}

	@Test
	void theOpenFileHasItsFindingsBeforeTheFolderAndTheSameFindingsAsAloneThenTheFolderFollows() throws Exception {
		List<Diagnostic> alone = findingsOfStirlingIn(Files.createDirectory(folder.resolve("alone")));
		shutDown();
		published.clear();

		Path crowded = Files.createDirectory(folder.resolve("crowded"));
		List<Path> copies = copiesOfStirling(crowded, 150);
		List<Diagnostic> first = findingsOfStirlingIn(crowded);
		assertEquals(describe(alone), describe(first), "the open file's findings, as in a folder of its own");
		assertEquals(Set.of(), publishedBefore(crowded.resolve("stirling.scenario"), copies),
				"no other scenario was checked before the open file's findings, at the start or after");

		server.background().done().get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
		assertEquals(names(copies), publishedFor(copies), "then every other scenario of the folder is checked");
		assertTrue(server.background().isDone());
	}

	@Test
	void theScenariosAnOpenFileFollowsAreBuiltWithItSoItsFirstFindingsResolveThem() throws Exception {
		ExampleFiles.copyFolder("org.banneret.examples/bannockburn/", folder);
		List<Path> copies = copiesOfStirling(folder, 40); // before Prelude in the background's order
		start(NO_START_BY_CLOCK);
		Path bannockburn = folder.resolve("bannockburn1314.scenario");
		open(bannockburn);
		List<Diagnostic> first = firstFindingsOf(bannockburn);
		assertEquals(List.of(), first.stream().filter(d -> code(d).equals("LANG-REFERENCE")).toList(),
				"Prelude, which Bannockburn 1314 follows, was read before its findings");
		server.background().done().get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
		assertEquals(Set.of("prelude.scenario"), publishedBefore(copies, 0, List.of(folder.resolve("prelude.scenario"))),
				"Prelude was checked with it, before the background build reached the other scenarios");
	}

	@Test
	void buildOutputToolsFoldersAndIgnoredFilesAreNotReadUnlessOpened() throws Exception {
		ExampleFiles.copyFolder("org.banneret.examples/bannockburn/", folder);
		Files.writeString(folder.resolve(".gitignore"), "drafts/\n*.tmp.scenario\n");
		String broken = "scenario broken.Copy of medieval { turns one to }\n";
		List<Path> notWork = new ArrayList<>();
		for (String path : List.of("target/a.scenario", "bin/b.scenario", "node_modules/m/c.scenario", ".git/d.scenario",
				"drafts/e.scenario", "f.tmp.scenario", "sub/target/g.scenario")) {
			Path file = folder.resolve(path);
			Files.createDirectories(file.getParent());
			notWork.add(Files.writeString(file, broken));
		}
		start(0);
		server.background().done().get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
		awaitFindingsOf(folder.resolve("stirling.scenario"), 0);
		assertEquals(Set.of(), publishedFor(notWork), "none of them was read");

		Path opened = folder.resolve("target/a.scenario");
		open(opened);
		assertFalse(firstFindingsOf(opened).isEmpty(), "a file opened from build output is checked");
		int closedAt = published.size();
		server.didClose(new DidCloseTextDocumentParams(new TextDocumentIdentifier(opened.toUri().toString())));
		assertEquals(List.of(), awaitFindingsOf(opened, closedAt), "closed, it leaves the index and its findings are cleared");
	}

	@Test
	void requestsAndEditsDuringTheBackgroundBuildAreAnsweredAndNeverCancelled() throws Exception {
		List<Path> copies = copiesOfStirling(folder, 300);
		findingsOfStirlingIn(folder);
		Path stirling = folder.resolve("stirling.scenario");

		int answeredWhileBuilding = 0;
		int version = 1;
		String uri = stirling.toUri().toString();
		while (!server.background().isDone()) {
			var hover = server.hover(new HoverParams(new TextDocumentIdentifier(uri), new Position(7, 12)));
			hover.get(TIMEOUT_SECONDS, TimeUnit.SECONDS); // a cancelled request would throw here
			answeredWhileBuilding++;
			if (answeredWhileBuilding % 10 == 0) {
				var change = new TextDocumentContentChangeEvent(
						new org.eclipse.lsp4j.Range(new Position(0, 0), new Position(0, 0)), "// edited\n");
				server.didChange(new DidChangeTextDocumentParams(new VersionedTextDocumentIdentifier(uri, ++version), List.of(change)));
			}
		}
		assertTrue(answeredWhileBuilding >= 5, "requests ran while the background build did: " + answeredWhileBuilding);
		assertEquals(names(copies), publishedFor(copies), "edits cancel background writes, which then resume");
	}

	/**
	 * A folder whose only scenario is the one opened: its build claims the queued file, and the
	 * queue is then done, or every rename and search for references would wait for it forever.
	 */
	@Test
	void aFolderWhoseOnlyScenarioIsOpenedLeavesNothingToWaitFor() throws Exception {
		ExampleFiles.copyFolder("org.banneret.examples/bannockburn/", folder);
		try (var files = Files.list(folder)) {
			for (Path file : files.filter(file -> !file.getFileName().toString().startsWith("stirling.")).toList()) {
				Files.delete(file);
			}
		}
		start(NO_START_BY_CLOCK);
		Path stirling = folder.resolve("stirling.scenario");
		open(stirling);
		firstFindingsOf(stirling);
		server.background().finish().get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
		var rename = server.rename(new RenameParams(new TextDocumentIdentifier(stirling.toUri().toString()), new Position(17, 10), "WilliamWallace"))
				.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
		assertTrue(rename != null && (rename.getChanges() != null || rename.getDocumentChanges() != null), "the rename answers");
	}

	@Test
	void aRenameRightAfterTheOpenFileWaitsForTheFolderAndRenamesEveryUse() throws Exception {
		List<Path> copies = copiesOfStirling(folder, 200);
		findingsOfStirlingIn(folder);
		Path stirling = folder.resolve("stirling.scenario");
		assertFalse(server.background().isDone(), "the other scenarios are not read yet");

		Position onTheMapsName = new Position(8, 22); // "map bannockburn.StirlingMap"
		var rename = server.rename(new RenameParams(new TextDocumentIdentifier(stirling.toUri().toString()), onTheMapsName, "Stirling1297"))
				.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
		Set<String> renamed = (rename.getChanges() != null ? rename.getChanges().keySet().stream()
				: rename.getDocumentChanges().stream().map(change -> change.getLeft().getTextDocument().getUri()))
				.map(uri -> Path.of(java.net.URI.create(uri)).getFileName().toString()).collect(Collectors.toSet());
		Set<String> expected = new java.util.HashSet<>(names(copies));
		expected.addAll(Set.of("stirling.scenario", "stirling.hexmap"));
		assertEquals(expected, renamed, "the map's declaration and its use in every scenario of the folder");
	}

	private List<Diagnostic> findingsOfStirlingIn(Path target) throws Exception {
		ExampleFiles.copyFolder("org.banneret.examples/bannockburn/", target);
		folder = target;
		start(NO_START_BY_CLOCK);
		Path stirling = target.resolve("stirling.scenario");
		open(stirling);
		return firstFindingsOf(stirling);
	}

	private void start(long startDelayMillis) throws Exception {
		server = (BanneretLanguageServerImpl) BanneretLanguageServer.createInjector().getInstance(LanguageServerImpl.class);
		server.connect(new DiagnosticsClient(published::add));
		server.background().startDelay(startDelayMillis);
		server.checkDelay(0);
		InitializeParams initialize = new InitializeParams();
		initialize.setRootUri(folder.toUri().toString());
		initialize.setWorkspaceFolders(List.of(new WorkspaceFolder(folder.toUri().toString(), "folder")));
		server.initialize(initialize).get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
		server.initialized(new InitializedParams());
	}

	private void open(Path file) throws Exception {
		openedAt = published.size();
		server.didOpen(new DidOpenTextDocumentParams(new TextDocumentItem(file.toUri().toString(), "banneret", 1, Files.readString(file))));
	}

	/** The first findings of a file published since it was last opened. */
	private List<Diagnostic> firstFindingsOf(Path file) throws InterruptedException {
		return awaitFindingsOf(file, openedAt);
	}

	private List<Diagnostic> awaitFindingsOf(Path file, int since) throws InterruptedException {
		long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(TIMEOUT_SECONDS);
		while (System.nanoTime() < deadline) {
			synchronized (published) {
				for (PublishDiagnosticsParams params : published.subList(since, published.size())) {
					if (samePath(params.getUri(), file)) {
						return params.getDiagnostics();
					}
				}
			}
			Thread.sleep(10);
		}
		throw new AssertionError("no findings published for " + file);
	}

	/**
	 * The names of the files among those given that had findings published before the first
	 * findings of a file since it was opened (those published before the opening included).
	 */
	private Set<String> publishedBefore(Path file, List<Path> files) {
		return publishedBefore(List.of(file), openedAt, files);
	}

	/**
	 * The names of the files among those given that had findings published before the first
	 * findings of any of some files published since the publication numbered {@code since}.
	 */
	private Set<String> publishedBefore(List<Path> firsts, int since, List<Path> files) {
		synchronized (published) {
			int first = since;
			while (first < published.size() && !isAny(published.get(first).getUri(), firsts)) {
				first++;
			}
			List<PublishDiagnosticsParams> before = published.subList(0, first);
			return files.stream().filter(other -> before.stream().anyMatch(params -> samePath(params.getUri(), other)))
					.map(other -> other.getFileName().toString()).collect(Collectors.toSet());
		}
	}

	/** The names of the files among those given that had findings published so far. */
	private Set<String> publishedFor(List<Path> files) {
		synchronized (published) {
			return files.stream().filter(file -> published.stream().anyMatch(params -> samePath(params.getUri(), file)))
					.map(file -> file.getFileName().toString()).collect(Collectors.toSet());
		}
	}

	private static Set<String> names(List<Path> files) {
		return files.stream().map(file -> file.getFileName().toString()).collect(Collectors.toSet());
	}

	/** Copies of Stirling under names of their own: scenarios of the same size and findings. */
	private static List<Path> copiesOfStirling(Path target, int count) throws Exception {
		String stirling = ExampleFiles.all().get("org.banneret.examples/bannockburn/stirling.scenario");
		List<Path> copies = new ArrayList<>();
		for (int i = 0; i < count; i++) {
			String copy = stirling.replace("scenario bannockburn.Stirling ", "scenario copies.Stirling" + i + " ");
			copies.add(Files.writeString(target.resolve("copy" + i + ".scenario"), copy));
		}
		return copies;
	}

	private static List<String> describe(List<Diagnostic> diagnostics) {
		return diagnostics.stream().map(d -> d.getRange().getStart().getLine() + ":" + code(d) + ":" + d.getMessage()).sorted().toList();
	}

	private static String code(Diagnostic diagnostic) {
		return diagnostic.getCode() == null ? "" : String.valueOf(diagnostic.getCode().get());
	}

	private static boolean isAny(String uri, List<Path> files) {
		return files.stream().anyMatch(file -> samePath(uri, file));
	}

	private static boolean samePath(String uri, Path file) {
		return java.net.URI.create(uri).normalize().getPath().equals(file.toUri().normalize().getPath());
	}
}

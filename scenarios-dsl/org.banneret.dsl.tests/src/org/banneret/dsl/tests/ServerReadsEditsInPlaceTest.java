package org.banneret.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.regex.MatchResult;
import java.util.regex.Pattern;

import org.banneret.dsl.ide.server.BanneretLanguageServer;
import org.banneret.dsl.ide.server.BanneretLanguageServerImpl;
import org.banneret.dsl.ide.server.DiagnosticsClient;
import org.banneret.dsl.ide.server.LenientDocument;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DidChangeTextDocumentParams;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializedParams;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextDocumentContentChangeEvent;
import org.eclipse.lsp4j.TextDocumentItem;
import org.eclipse.lsp4j.VersionedTextDocumentIdentifier;
import org.eclipse.lsp4j.WorkspaceFolder;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The language server reads the edits of an open document into the model it has, in place,
 * rather than reading the whole text again at each check, and finds exactly what a server that
 * opens the edited text fresh finds.
 */
class ServerReadsEditsInPlaceTest {

	private static final long TIMEOUT_SECONDS = 60;
	private static final Pattern HEX_LABEL = Pattern.compile(" at (\\d{3,4})");

	@TempDir
	Path edited;

	@TempDir
	Path fresh;

	@Test
	void editsOfAnOpenScenarioAreReadInPlaceAndFindWhatAFreshReadingFinds() throws Exception {
		Server server = Server.start(edited, null);
		String uri = edited.resolve("stirling.scenario").toUri().toString();
		String text = Files.readString(edited.resolve("stirling.scenario"));
		server.open(uri, text);
		EObject root = server.root(uri);
		Random random = new Random(1314);
		int version = 1;
		for (int move = 0; move < 8; move++) {
			// A counter moved to another hex, perhaps off the map, checked before the next move.
			MatchResult label = random(labels(text), random);
			int digit = label.start(1) + random.nextInt(label.group(1).length());
			text = server.change(uri, ++version, text, digit, digit + 1, Integer.toString(random.nextInt(10)));
			if (move == 3) { // a mistake typed in a row, taken out again two moves later
				int typo = label.start();
				text = server.change(uri, ++version, text, typo, typo, " xq");
			} else if (move == 5) {
				int typo = text.indexOf(" xq");
				text = server.change(uri, ++version, text, typo, typo + 3, "");
			}
			List<String> found = server.diagnostics(uri);
			EObject now = server.root(uri);
			if (move < 3 || move > 5) { // with a mistake in the text, Xtext's parser may read it whole
				assertSame(root, now, "move " + move + ": the edit was read into the model the server had");
			}
			root = now;
			if (move % 2 == 1) {
				assertEquals(freshReading(text, move), found, "move " + move + ": the server finds what a fresh reading of the text finds");
			}
		}
		for (int edit = 0; edit < 6; edit++) { // edits far apart, checked together: read whole, as before
			MatchResult label = random(labels(text), random);
			text = server.change(uri, ++version, text, label.start(1), label.start(1) + 1, Integer.toString(random.nextInt(10)));
		}
		assertEquals(freshReading(text, 8), server.diagnostics(uri), "edits far apart: the server finds what a fresh reading finds");
		assertTrue(server.published(uri) >= 9, "the server checked the file after each move");
		server.shutdown();
	}

	/** The findings of a server that reads the text whole, from disk, as it starts. */
	private List<String> freshReading(String text, int step) throws Exception {
		Path copy = Files.createDirectories(fresh.resolve("step" + step));
		Server reader = Server.start(copy, text);
		try {
			String copyUri = copy.resolve("stirling.scenario").toUri().toString();
			reader.open(copyUri, text);
			return reader.diagnostics(copyUri);
		} finally {
			reader.shutdown();
		}
	}

	private static MatchResult random(List<MatchResult> labels, Random random) {
		return labels.get(random.nextInt(labels.size()));
	}

	/** The hex labels of placements, " at 3318", in the text. */
	private static List<MatchResult> labels(String text) {
		return HEX_LABEL.matcher(text).results().toList();
	}

	/** A language server in this JVM on a copy of the Bannockburn examples, as the Studio runs it. */
	private static final class Server {

		private final BanneretLanguageServerImpl server;
		private final Map<String, List<Diagnostic>> latest = new ConcurrentHashMap<>();
		private final Map<String, Integer> publications = new ConcurrentHashMap<>();

		private Server(BanneretLanguageServerImpl server) {
			this.server = server;
		}

		/** A server on the Bannockburn examples, with Stirling's text in place of the example's where given. */
		static Server start(Path folder, String stirling) throws Exception {
			ExampleFiles.copyFolder("org.banneret.examples/bannockburn/", folder);
			if (stirling != null) {
				Files.writeString(folder.resolve("stirling.scenario"), stirling);
			}
			Server started = new Server((BanneretLanguageServerImpl) BanneretLanguageServer.createInjector()
					.getInstance(org.eclipse.xtext.ide.server.LanguageServerImpl.class));
			started.server.connect(new DiagnosticsClient(published -> {
				String path = java.net.URI.create(published.getUri()).getPath();
				started.latest.put(path, published.getDiagnostics());
				started.publications.merge(path, 1, Integer::sum);
			}));
			InitializeParams initialize = new InitializeParams();
			initialize.setRootUri(folder.toUri().toString());
			initialize.setWorkspaceFolders(List.of(new WorkspaceFolder(folder.toUri().toString(), "examples")));
			started.server.initialize(initialize).get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
			started.server.initialized(new InitializedParams());
			return started;
		}

		void open(String uri, String text) {
			server.getTextDocumentService().didOpen(new DidOpenTextDocumentParams(new TextDocumentItem(uri, "banneret", 1, text)));
		}

		/** Sends an edit of the text as an editor does, and returns the edited text. */
		String change(String uri, int version, String text, int from, int to, String replacement) {
			var document = new LenientDocument(null, text); // the server's own reading of offsets as positions
			var change = new TextDocumentContentChangeEvent(new Range(document.getPosition(from), document.getPosition(to)), replacement);
			server.getTextDocumentService().didChange(
					new DidChangeTextDocumentParams(new VersionedTextDocumentIdentifier(uri, version), List.of(change)));
			return text.substring(0, from) + replacement + text.substring(to);
		}

		/** The model the server has of the file, read after every change sent so far. */
		EObject root(String uri) throws Exception {
			return server.access().doRead(uri, context -> context.getResource().getContents().get(0))
					.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
		}

		/** The findings of the server's check of every change sent so far. */
		List<String> diagnostics(String uri) throws Exception {
			root(uri); // a read runs after the checks of the changes before it
			List<Diagnostic> diagnostics = latest.getOrDefault(java.net.URI.create(uri).getPath(), List.of());
			return diagnostics.stream().map(d -> d.getSeverity() + " " + d.getRange() + " " + d.getCode() + " " + d.getMessage())
					.sorted().toList();
		}

		int published(String uri) {
			return publications.getOrDefault(java.net.URI.create(uri).getPath(), 0);
		}

		void shutdown() throws Exception {
			server.shutdown().get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
		}
	}
}

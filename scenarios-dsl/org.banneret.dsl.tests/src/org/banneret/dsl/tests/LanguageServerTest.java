package org.banneret.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import org.banneret.dsl.ide.server.BanneretLanguageServer;
import org.banneret.dsl.ide.server.DiagnosticsClient;
import org.eclipse.lsp4j.ClientCapabilities;
import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionContext;
import org.eclipse.lsp4j.CodeActionParams;
import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.CompletionParams;
import org.eclipse.lsp4j.DefinitionParams;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DidChangeTextDocumentParams;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.DocumentFormattingParams;
import org.eclipse.lsp4j.DocumentSymbolCapabilities;
import org.eclipse.lsp4j.DocumentSymbolParams;
import org.eclipse.lsp4j.FormattingOptions;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializedParams;
import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.ReferenceContext;
import org.eclipse.lsp4j.ReferenceParams;
import org.eclipse.lsp4j.RenameParams;
import org.eclipse.lsp4j.SemanticTokensParams;
import org.eclipse.lsp4j.TextDocumentClientCapabilities;
import org.eclipse.lsp4j.TextDocumentContentChangeEvent;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextDocumentItem;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.VersionedTextDocumentIdentifier;
import org.eclipse.lsp4j.WorkspaceFolder;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.launch.LSPLauncher;
import org.eclipse.lsp4j.services.LanguageServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Drives the language server as an editor would: JSON-RPC over a pair of pipes, a workspace
 * holding the Bannockburn examples, and the built-in game systems coming from the server itself.
 */
class LanguageServerTest {

	private static final long TIMEOUT_SECONDS = 60;

	@TempDir
	Path workspace;

	private final BlockingQueue<PublishDiagnosticsParams> diagnostics = new LinkedBlockingQueue<>();
	private LanguageServer server;
	private Path stirling;
	private String stirlingText;

	@BeforeEach
	void startServerAndOpenStirling() throws Exception {
		ExampleFiles.copyFolder("org.banneret.examples/bannockburn/", workspace);
		stirling = workspace.resolve("stirling.scenario");
		stirlingText = Files.readString(stirling);

		PipedInputStream serverIn = new PipedInputStream(1 << 16);
		PipedOutputStream clientOut = new PipedOutputStream(serverIn);
		PipedInputStream clientIn = new PipedInputStream(1 << 16);
		PipedOutputStream serverOut = new PipedOutputStream(clientIn);
		BanneretLanguageServer.launch(serverIn, serverOut).startListening();
		Launcher<LanguageServer> client = LSPLauncher.createClientLauncher(new DiagnosticsClient(diagnostics::add), clientIn, clientOut);
		client.startListening();
		server = client.getRemoteProxy();

		InitializeParams initialize = new InitializeParams();
		initialize.setRootUri(workspace.toUri().toString());
		initialize.setWorkspaceFolders(List.of(new WorkspaceFolder(workspace.toUri().toString(), "examples")));
		ClientCapabilities capabilities = new ClientCapabilities();
		TextDocumentClientCapabilities text = new TextDocumentClientCapabilities();
		DocumentSymbolCapabilities symbols = new DocumentSymbolCapabilities();
		symbols.setHierarchicalDocumentSymbolSupport(true);
		text.setDocumentSymbol(symbols);
		capabilities.setTextDocument(text);
		initialize.setCapabilities(capabilities);
		var result = server.initialize(initialize).get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
		assertTrue(result.getCapabilities().getCompletionProvider() != null, "the server offers completion");
		server.initialized(new InitializedParams());
		server.getTextDocumentService()
				.didOpen(new DidOpenTextDocumentParams(new TextDocumentItem(uri(), "banneret", 1, stirlingText)));
	}

	/** Shuts the server down; no "exit" notification, which would end the test runtime's JVM. */
	@AfterEach
	void shutDown() throws Exception {
		server.shutdown().get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
	}

	@Test
	void anOpenExampleShowsItsRuleFindingsAndABrokenReferenceIsReportedWhereItIs() throws Exception {
		List<Diagnostic> onOpen = errors(nextDiagnosticsFor(uri()));
		assertTrue(onOpen.stream().allMatch(d -> code(d).startsWith("BAN-") && !d.getMessage().getLeft().startsWith("[")),
				"the rule id is the code, not text in the message: " + onOpen);
		for (Diagnostic d : onOpen) {
			assertEquals("banneret", d.getSource());
			assertTrue(d.getCodeDescription().getHref().endsWith("rules.md#" + code(d).toLowerCase()),
					d.getCodeDescription().getHref());
		}
		int line517 = lineOf(stirlingText, "4 x CAV [2] at 517");
		assertTrue(onOpen.stream().anyMatch(d -> d.getRange().getStart().getLine() == line517
				&& code(d).equals("BAN-PLACE-3") && d.getMessage().getLeft().endsWith("(Bannockburn [4.5.1])")),
				"Surrey's 4 cavalry on 517: " + onOpen);

		String broken = stirlingText.replace("4 x INF [0] at 3318(1)", "4 x INFANTRY [0] at 3318(1)");
		int line = lineOf(broken, "4 x INFANTRY");
		var change = new DidChangeTextDocumentParams(new VersionedTextDocumentIdentifier(uri(), 2),
				List.of(new TextDocumentContentChangeEvent(broken)));
		server.getTextDocumentService().didChange(change);
		// The workspace's build and the opening may both publish the unchanged file's findings first.
		List<Diagnostic> errors = awaitDiagnostics(uri(), published -> published.stream().anyMatch(d -> code(d).startsWith("LANG-")))
				.stream().filter(d -> d.getSeverity() == org.eclipse.lsp4j.DiagnosticSeverity.Error && !code(d).startsWith("BAN-"))
				.toList();
		assertEquals(1, errors.size(), errors.toString());
		assertEquals("LANG-REFERENCE", code(errors.get(0)));
		assertTrue(errors.get(0).getMessage().getLeft().startsWith("No unit type named 'INFANTRY' in game system medieval."),
				errors.get(0).getMessage().getLeft());
		assertEquals(line, errors.get(0).getRange().getStart().getLine());
		assertEquals(stirlingText.lines().toList().get(line).indexOf("INF"),
				errors.get(0).getRange().getStart().getCharacter());
	}

	@Test
	void everyRuleFindingOffersAWaiverThatTurnsItIntoInformation() throws Exception {
		List<Diagnostic> onOpen = nextDiagnosticsFor(uri()).getDiagnostics();
		Diagnostic surrey = onOpen.stream().filter(d -> code(d).equals("BAN-PLACE-3")
				&& d.getRange().getStart().getLine() == lineOf(stirlingText, "4 x CAV [2] at 517")).findFirst().orElseThrow();
		var context = new CodeActionContext(List.of(surrey));
		var actions = server.getTextDocumentService()
				.codeAction(new CodeActionParams(new TextDocumentIdentifier(uri()), surrey.getRange(), context))
				.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
		assertEquals(1, actions.size(), actions.toString());
		CodeAction waive = actions.get(0).getRight();
		assertEquals("Waive BAN-PLACE-3 for Surrey at 517", waive.getTitle());
		TextEdit edit = waive.getEdit().getChanges().values().iterator().next().get(0);
		String waived = apply(stirlingText, edit);
		assertTrue(waived.contains("\twaive BAN-PLACE-3 for Surrey at 517 because \"why this set-up is right\"\n}"), waived);
		server.getTextDocumentService().didChange(new DidChangeTextDocumentParams(
				new VersionedTextDocumentIdentifier(uri(), 2), List.of(new TextDocumentContentChangeEvent(waived))));
		// The server may still publish what it found on opening; the edit's findings are those with the waiver.
		List<Diagnostic> after = awaitDiagnostics(uri(), published -> published.stream()
				.anyMatch(d -> d.getMessage().getLeft().contains("Waived")));
		Diagnostic now = after.stream().filter(d -> code(d).equals("BAN-PLACE-3") && d.getMessage().getLeft().contains("517"))
				.findFirst().orElseThrow();
		assertEquals(org.eclipse.lsp4j.DiagnosticSeverity.Information, now.getSeverity());
		assertTrue(now.getMessage().getLeft().endsWith("Waived: why this set-up is right"), now.getMessage().getLeft());
		assertEquals(errorCount(onOpen) - 1, errorCount(after), "only the waived finding stops being an error");
	}

	@Test
	void completionDefinitionHoverReferencesSymbolsFormattingAndTokensAnswer() throws Exception {
		nextDiagnosticsFor(uri());
		var document = new TextDocumentIdentifier(uri());
		Position onInf = positionOf(stirlingText, "4 x INF [0] at 3318(1)", 4);

		var completion = server.getTextDocumentService().completion(new CompletionParams(document, onInf))
				.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
		List<String> labels = completion.getRight().getItems().stream().map(CompletionItem::getLabel).toList();
		assertTrue(labels.containsAll(List.of("INF", "CAV", "ARCH")), labels.toString());

		Position onHex = positionOf(stirlingText, "4 x INF [0] at 3318(1)", 18); // after "331" of 3318
		var hexes = server.getTextDocumentService().completion(new CompletionParams(document, onHex))
				.get(TIMEOUT_SECONDS, TimeUnit.SECONDS).getRight().getItems().stream().map(CompletionItem::getLabel).toList();
		assertTrue(hexes.contains("3318") && hexes.stream().filter(h -> h.matches("[0-9]+")).allMatch(h -> h.startsWith("331")), hexes.toString());

		List<? extends Location> definition = server.getTextDocumentService().definition(new DefinitionParams(document, onInf))
				.get(TIMEOUT_SECONDS, TimeUnit.SECONDS).getLeft();
		assertEquals(1, definition.size());
		assertTrue(definition.get(0).getUri().endsWith("/medieval.gamesystem"), definition.get(0).getUri());

		var hover = server.getTextDocumentService().hover(new HoverParams(document, onInf))
				.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
		String hoverText = hover.getContents().getRight().getValue();
		assertTrue(hoverText.contains("**INF**") && hoverText.contains("strength 2") && hoverText.contains("armour 0, 1, 2"),
				hoverText);

		Position onWallace = positionOf(stirlingText, "Leader Wallace", 8);
		var references = server.getTextDocumentService()
				.references(new ReferenceParams(document, onWallace, new ReferenceContext(false)))
				.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
		assertTrue(references.size() >= 2, "Wallace is referenced by the victory table: " + references);

		var symbols = server.getTextDocumentService().documentSymbol(new DocumentSymbolParams(document))
				.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
		String outline = symbols.stream().map(s -> s.getRight().getName() + children(s.getRight())).collect(Collectors.joining());
		assertTrue(outline.contains("Wallace") && outline.contains("4 x INF [0]"), outline);

		var edits = server.getTextDocumentService()
				.formatting(new DocumentFormattingParams(document, new FormattingOptions(4, false)))
				.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
		assertTrue(edits != null, "formatting answers");

		var tokens = server.getTextDocumentService().semanticTokensFull(new SemanticTokensParams(document))
				.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
		assertFalse(tokens.getData().isEmpty(), "semantic tokens for unit types, leaders and hexes");

		var rename = server.getTextDocumentService().rename(new RenameParams(document, onWallace, "WilliamWallace"))
				.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
		List<TextEdit> renameEdits = rename.getChanges() != null ? rename.getChanges().values().stream()
				.flatMap(List::stream).map(TextEdit.class::cast).toList()
				: rename.getDocumentChanges().stream().flatMap(c -> c.getLeft().getEdits().stream()).map(TextEdit.class::cast)
						.toList();
		assertTrue(renameEdits.size() >= 3 && renameEdits.stream().allMatch(e -> e.getNewText().contains("WilliamWallace")),
				"the declaration and every reference are renamed: " + renameEdits);

		// At the very start of the file (a comment) nothing has a name: no change, and no error (Xtext
		// also asks at the offset before the caret, -1 here).
		assertEquals(null, server.getTextDocumentService().rename(new RenameParams(document, new Position(0, 0), "X"))
				.get(TIMEOUT_SECONDS, TimeUnit.SECONDS));
	}

	/**
	 * LSP: a position past its line's end means that end, past the last line the document's end.
	 * Such edits apply, the server's copy stays the editor's, and a later typo there is reported
	 * exactly as in the same text opened fresh.
	 */
	@Test
	void editsEndingPastTheirLineOrTheLastLineApplyAndTheDiagnosticsMatchAFreshOpen() throws Exception {
		nextDiagnosticsFor(uri());
		int line = lineOf(stirlingText, "4 x INF [0] at 3318(1)");
		String lineText = stirlingText.lines().toList().get(line);
		int at = lineText.indexOf("4 x INF [0] at 3318(1)");
		var pastLineEnd = new TextDocumentContentChangeEvent(new org.eclipse.lsp4j.Range(new Position(line, at),
				new Position(line, lineText.length() + 40)), "4 x INF [0] at 3318(1) garbage typed here");
		int lastLine = (int) stirlingText.lines().count();
		var pastLastLine = new TextDocumentContentChangeEvent(new org.eclipse.lsp4j.Range(new Position(lastLine + 5, 0),
				new Position(lastLine + 9, 3)), "\n");
		server.getTextDocumentService().didChange(new DidChangeTextDocumentParams(
				new VersionedTextDocumentIdentifier(uri(), 2), List.of(pastLineEnd, pastLastLine)));
		String expected = stirlingText.replace(lineText, lineText.substring(0, at) + "4 x INF [0] at 3318(1) garbage typed here")
				+ "\n";
		List<Diagnostic> edited = awaitDiagnostics(uri(), published -> published.stream()
				.anyMatch(d -> d.getRange().getStart().getLine() == line && code(d).equals("LANG-SYNTAX")));

		Path copy = workspace.resolve("stirling-copy.scenario");
		server.getTextDocumentService().didOpen(new DidOpenTextDocumentParams(
				new TextDocumentItem(copy.toUri().toString(), "banneret", 1, expected)));
		List<Diagnostic> fresh = nextDiagnosticsFor(copy.toUri().toString()).getDiagnostics();
		assertEquals(describe(fresh), describe(edited), "the edited document is the text an editor holds");
	}

	/** A soak crasher: a counter with two 'back' blocks left an element the layout cannot place. */
	@Test
	void formattingAFileWithTwoBackFacesAnswersNoChangeAndNoError() throws Exception {
		Path twice = workspace.resolve("twice.gamesystem");
		String text = "game system twice {\n\tclass foot\n\tunit Foot : foot { strength 2  back { strength 1 }  back { strength 0 } }\n}\n";
		server.getTextDocumentService().didOpen(new DidOpenTextDocumentParams(
				new TextDocumentItem(twice.toUri().toString(), "banneret", 1, text)));
		assertTrue(nextDiagnosticsFor(twice.toUri().toString()).getDiagnostics().stream()
				.anyMatch(d -> d.getMessage().getLeft().contains("one back face")));
		var edits = server.getTextDocumentService().formatting(new DocumentFormattingParams(
				new TextDocumentIdentifier(twice.toUri().toString()), new FormattingOptions(4, false)))
				.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
		assertEquals(List.of(), edits);
	}

	/** A structure's role is a word, not a keyword, so the server proposes the roles itself. */
	@Test
	void completionOffersAStructuresRoles() throws Exception {
		Path keep = workspace.resolve("keep.hexmap");
		String text = "map keep of medieval {\n\tgrid 4 x 4 flat odd\n\tstructure Donjon \"The donjon\" role ke\n}\n";
		open(keep, text);
		List<String> labels = completions(keep, 2, text.lines().toList().get(2).length()).stream().map(CompletionItem::getLabel).toList();
		assertEquals(List.of("keep"), labels.stream().filter(label -> label.startsWith("ke")).toList(), labels.toString());
		var whole = completions(keep, 2, text.lines().toList().get(2).length() - 2).stream().map(CompletionItem::getLabel).toList();
		assertTrue(whole.containsAll(List.of("curtain", "tower", "gate", "keep", "rampart", "building", "bridge")),
				whole.toString());
	}

	/** A task aboard is a word of the rule set: the server proposes the tasks the scenario's rules read. */
	@Test
	void completionOffersTheTasksAboard() throws Exception {
		Path sea = workspace.resolve("sea.scenario");
		String text = "scenario sea of cryhavoc {\n\tside Saxons {\n\t\tHuscarl Osric task oa\n\t}\n}\n";
		open(sea, text);
		String row = text.lines().toList().get(2);
		List<String> labels = completions(sea, 2, row.length()).stream().map(CompletionItem::getLabel).toList();
		assertEquals(List.of("oarsman"), labels.stream().filter(label -> label.startsWith("oa")).toList(), labels.toString());
		var whole = completions(sea, 2, row.length() - 2).stream().map(CompletionItem::getLabel).toList();
		assertTrue(whole.containsAll(List.of("oarsman", "steersman", "boarder", "grappler", "bailer", "sailor")), whole.toString());
	}

	/** A hull is drawn row by row: the server proposes rows as wide as the one above, each with its letters' meaning. */
	@Test
	void completionOffersHullRowsAsWideAsTheRowAbove() throws Exception {
		Path ships = workspace.resolve("ships.gamesystem");
		String text = "game system ships {\n\tclass ship\n\tunit Barge : ship {\n\t\thull {\n\t\t\t\".MBM.\"\n\t\t\t\n\t\t}\n\t}\n}\n";
		open(ships, text);
		var items = completions(ships, 5, 3);
		List<String> rows = items.stream().map(CompletionItem::getLabel).filter(label -> label.startsWith("\"")).toList();
		assertTrue(rows.contains("\"EMCME\" - C the centre hex, about which the ship turns"), rows.toString());
		assertTrue(rows.contains("\"..B..\" - B the bow"), rows.toString());
		assertTrue(rows.stream().allMatch(label -> label.indexOf('"', 1) == 6), rows.toString());
		assertTrue(items.stream().anyMatch(item -> item.getLabel().equals("}")), "the block's closing brace");

		// A map's terrain block: whole rows of each terrain code, as wide as the grid.
		Path map = workspace.resolve("shore.hexmap");
		String mapText = "map shore of cryhavoc {\n\tgrid 3 x 2 flat odd\n\tterrain {\n\t\t\"...\"\n\t\t\n\t}\n}\n";
		open(map, mapText);
		List<String> terrainRows = completions(map, 4, 2).stream()
				.map(item -> item.getTextEdit() == null ? item.getInsertText() : item.getTextEdit().getLeft().getNewText())
				.filter(edit -> edit != null && edit.startsWith("\"")).toList();
		assertTrue(terrainRows.contains("\"~*3\""), terrainRows.toString());
	}

	/** A terrain's pattern is a word, not a keyword: completion offers the patterns, and a wrong word says which there are. */
	@Test
	void completionOffersATerrainsPatternsAndAWrongOneIsAnError() throws Exception {
		Path woods = workspace.resolve("woods.gamesystem");
		String text = "game system woods {\n\tterrain marsh { pattern tr }\n}\n";
		List<Diagnostic> found = open(woods, text).getDiagnostics();
		assertTrue(found.stream().anyMatch(d -> d.getMessage().getLeft().startsWith("'tr' is not a terrain's pattern: write one of"
				+ " trees, scrub, marsh, waves, rocks, furrows, hachures, masonry, dots.")), found.toString());
		var items = completions(woods, 1, text.lines().toList().get(1).length() - 2);
		assertEquals(List.of("trees"), items.stream().map(CompletionItem::getLabel).filter(label -> label.startsWith("tr")).toList());
	}

	/** Opens a file of the workspace with a text, as an editor does, and waits for its diagnostics. */
	private PublishDiagnosticsParams open(Path file, String text) throws Exception {
		server.getTextDocumentService().didOpen(new DidOpenTextDocumentParams(
				new TextDocumentItem(file.toUri().toString(), "banneret", 1, text)));
		return nextDiagnosticsFor(file.toUri().toString());
	}

	/** What the server proposes at a line and character of an open file. */
	private List<CompletionItem> completions(Path file, int line, int character) throws Exception {
		return server.getTextDocumentService().completion(new CompletionParams(new TextDocumentIdentifier(file.toUri().toString()),
				new Position(line, character))).get(TIMEOUT_SECONDS, TimeUnit.SECONDS).getRight().getItems();
	}

	private static List<String> describe(List<Diagnostic> diagnostics) {
		return diagnostics.stream().filter(d -> code(d).equals("LANG-SYNTAX") || code(d).equals("LANG-REFERENCE"))
				.map(d -> d.getRange().getStart().getLine() + ":" + d.getRange().getStart().getCharacter() + " " + code(d) + " "
						+ d.getMessage().getLeft())
				.sorted().toList();
	}

	private static String code(Diagnostic diagnostic) {
		return diagnostic.getCode() == null ? "" : diagnostic.getCode().getLeft();
	}

	private static long errorCount(List<Diagnostic> diagnostics) {
		return diagnostics.stream().filter(d -> d.getSeverity() == org.eclipse.lsp4j.DiagnosticSeverity.Error).count();
	}

	private static String apply(String text, TextEdit edit) {
		List<String> lines = text.lines().toList();
		int start = offset(lines, edit.getRange().getStart());
		int end = offset(lines, edit.getRange().getEnd());
		return text.substring(0, start) + edit.getNewText() + text.substring(end);
	}

	private static int offset(List<String> lines, Position position) {
		int offset = 0;
		for (int i = 0; i < position.getLine(); i++) {
			offset += lines.get(i).length() + 1;
		}
		return offset + position.getCharacter();
	}

	private static String children(org.eclipse.lsp4j.DocumentSymbol symbol) {
		if (symbol.getChildren() == null) {
			return "";
		}
		return symbol.getChildren().stream().map(c -> "|" + c.getName() + children(c)).collect(Collectors.joining());
	}

	private String uri() {
		return stirling.toUri().toString();
	}

	private PublishDiagnosticsParams nextDiagnosticsFor(String uri) throws InterruptedException {
		while (true) {
			PublishDiagnosticsParams published = diagnostics.poll(TIMEOUT_SECONDS, TimeUnit.SECONDS);
			if (published == null) {
				throw new AssertionError("no diagnostics published for " + uri);
			}
			if (sameFile(published.getUri(), uri)) {
				return published;
			}
		}
	}

	private List<Diagnostic> awaitDiagnostics(String uri, java.util.function.Predicate<List<Diagnostic>> expected)
			throws InterruptedException {
		List<List<Diagnostic>> seen = new java.util.ArrayList<>();
		long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(TIMEOUT_SECONDS);
		while (System.nanoTime() < deadline) {
			PublishDiagnosticsParams published = diagnostics.poll(1, TimeUnit.SECONDS);
			if (published != null && sameFile(published.getUri(), uri)) {
				if (expected.test(published.getDiagnostics())) {
					return published.getDiagnostics();
				}
				seen.add(published.getDiagnostics());
			}
		}
		throw new AssertionError("the expected diagnostics were never published for " + uri + "; seen: " + seen);
	}

	private static boolean sameFile(String a, String b) {
		return java.net.URI.create(a).normalize().getPath().equals(java.net.URI.create(b).normalize().getPath());
	}

	private static List<Diagnostic> errors(PublishDiagnosticsParams published) {
		return published.getDiagnostics().stream()
				.filter(d -> d.getSeverity() == org.eclipse.lsp4j.DiagnosticSeverity.Error).toList();
	}

	private static int lineOf(String text, String snippet) {
		List<String> lines = text.lines().toList();
		for (int i = 0; i < lines.size(); i++) {
			if (lines.get(i).contains(snippet)) {
				return i;
			}
		}
		throw new AssertionError(snippet + " not found");
	}

	private static Position positionOf(String text, String snippet, int offsetInSnippet) {
		int line = lineOf(text, snippet);
		return new Position(line, text.lines().toList().get(line).indexOf(snippet) + offsetInSnippet);
	}
}

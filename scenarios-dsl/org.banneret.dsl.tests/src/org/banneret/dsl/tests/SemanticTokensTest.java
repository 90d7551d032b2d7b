package org.banneret.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.banneret.dsl.ide.server.BanneretLanguageServer;
import org.banneret.dsl.ide.server.BanneretLanguageServerImpl;
import org.banneret.dsl.ide.server.DiagnosticsClient;
import org.eclipse.lsp4j.ClientCapabilities;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializedParams;
import org.eclipse.lsp4j.SemanticTokensCapabilities;
import org.eclipse.lsp4j.SemanticTokensParams;
import org.eclipse.lsp4j.TextDocumentClientCapabilities;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextDocumentItem;
import org.eclipse.lsp4j.WorkspaceFolder;
import org.eclipse.xtext.ide.server.LanguageServerImpl;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The server's semantic tokens: every hex label of a list, the language's words and its numbers
 * (which the VS Code extension's grammar is held to), and only the types a client says it takes.
 */
class SemanticTokensTest {

	private static final long TIMEOUT_SECONDS = 120;

	@TempDir
	Path folder;

	private BanneretLanguageServerImpl server;

	/** One token: where it is (line, first column, length) and its type's name. */
	record Token(int line, int start, int length, String type) {
	}

	@AfterEach
	void shutDown() throws Exception {
		server.shutdown().get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
	}

	@Test
	void everyHexOfAListIsAHexAndTheWordsAndNumbersAreTokensThatDoNotOverlap() throws Exception {
		List<Token> tokens = tokensOfTheBannockburnMap(null);
		List<String> lines = Files.readAllLines(folder.resolve("bannockburn1314.hexmap"));
		int region = indexOf(lines, "100, 101, 102");
		List<Token> hexes = on(tokens, region).stream().filter(token -> token.type().equals("enumMember")).toList();
		assertEquals(10, hexes.size(), "each of the ten hexes of the line, not only the list's first: " + on(tokens, region));

		int grid = indexOf(lines, "grid 44 x 31");
		assertEquals(List.of("keyword", "number", "keyword", "number", "keyword", "keyword"),
				on(tokens, grid).stream().limit(6).map(Token::type).toList(), "grid 44 x 31 flat odd: " + on(tokens, grid));

		for (int i = 1; i < tokens.size(); i++) {
			Token before = tokens.get(i - 1);
			Token token = tokens.get(i);
			assertTrue(token.line() > before.line() || token.start() >= before.start() + before.length(),
					"tokens in order, none overlapping: " + before + " then " + token);
		}
	}

	@Test
	void aClientThatNamesItsTokenTypesGetsOnlyThose() throws Exception {
		List<String> studio = List.of("type", "class", "variable", "enumMember", "namespace", "decorator");
		List<Token> tokens = tokensOfTheBannockburnMap(studio);
		assertTrue(tokens.stream().anyMatch(token -> token.type().equals("enumMember")), "hexes still");
		assertEquals(List.of(), tokens.stream().filter(token -> !studio.contains(token.type())).limit(5).toList());
	}

	private List<Token> tokensOfTheBannockburnMap(List<String> clientTypes) throws Exception {
		ExampleFiles.copyFolder("org.banneret.examples/bannockburn/", folder);
		server = (BanneretLanguageServerImpl) BanneretLanguageServer.createInjector().getInstance(LanguageServerImpl.class);
		server.connect(new DiagnosticsClient(diagnostics -> {
		}));
		InitializeParams initialize = new InitializeParams();
		initialize.setRootUri(folder.toUri().toString());
		initialize.setWorkspaceFolders(List.of(new WorkspaceFolder(folder.toUri().toString(), "folder")));
		ClientCapabilities capabilities = new ClientCapabilities();
		if (clientTypes != null) {
			TextDocumentClientCapabilities text = new TextDocumentClientCapabilities();
			SemanticTokensCapabilities semantic = new SemanticTokensCapabilities(false);
			semantic.setTokenTypes(clientTypes);
			text.setSemanticTokens(semantic);
			capabilities.setTextDocument(text);
		}
		initialize.setCapabilities(capabilities);
		var result = server.initialize(initialize).get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
		List<String> legend = result.getCapabilities().getSemanticTokensProvider().getLegend().getTokenTypes();
		server.initialized(new InitializedParams());

		Path map = folder.resolve("bannockburn1314.hexmap");
		String uri = map.toUri().toString();
		server.didOpen(new DidOpenTextDocumentParams(new TextDocumentItem(uri, "banneret", 1, Files.readString(map))));
		List<Integer> data = server.semanticTokensFull(new SemanticTokensParams(new TextDocumentIdentifier(uri)))
				.get(TIMEOUT_SECONDS, TimeUnit.SECONDS).getData();
		List<Token> tokens = new ArrayList<>();
		int line = 0;
		int start = 0;
		for (int i = 0; i < data.size(); i += 5) {
			line += data.get(i);
			start = data.get(i) == 0 ? start + data.get(i + 1) : data.get(i + 1);
			tokens.add(new Token(line, start, data.get(i + 2), legend.get(data.get(i + 3))));
		}
		return tokens;
	}

	private static List<Token> on(List<Token> tokens, int line) {
		return tokens.stream().filter(token -> token.line() == line).toList();
	}

	private static int indexOf(List<String> lines, String text) {
		for (int i = 0; i < lines.size(); i++) {
			if (lines.get(i).contains(text)) {
				return i;
			}
		}
		throw new AssertionError("no line with " + text);
	}
}

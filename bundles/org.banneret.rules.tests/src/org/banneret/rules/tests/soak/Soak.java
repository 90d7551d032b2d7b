package org.banneret.rules.tests.soak;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.banneret.cli.BanneretCli;
import org.banneret.dsl.ide.BanneretIdeSetup;
import org.banneret.dsl.ide.server.BanneretLanguageServer;
import org.banneret.dsl.ide.server.BanneretLanguageServerImpl;
import org.banneret.dsl.ide.server.DiagnosticsClient;
import org.banneret.dsl.ide.server.LenientDocument;
import org.banneret.dsl.services.BanneretGrammarAccess;
import org.banneret.gamesystems.BuiltInGameSystems;
import org.eclipse.lsp4j.ClientCapabilities;
import org.eclipse.lsp4j.CodeActionContext;
import org.eclipse.lsp4j.CodeActionParams;
import org.eclipse.lsp4j.CompletionParams;
import org.eclipse.lsp4j.DefinitionParams;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DidChangeTextDocumentParams;
import org.eclipse.lsp4j.DidCloseTextDocumentParams;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.DocumentFormattingParams;
import org.eclipse.lsp4j.DocumentHighlightParams;
import org.eclipse.lsp4j.DocumentRangeFormattingParams;
import org.eclipse.lsp4j.DocumentSymbolCapabilities;
import org.eclipse.lsp4j.DocumentSymbolParams;
import org.eclipse.lsp4j.FormattingOptions;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializedParams;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.MessageType;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.ReferenceContext;
import org.eclipse.lsp4j.ReferenceParams;
import org.eclipse.lsp4j.RenameParams;
import org.eclipse.lsp4j.SemanticTokensParams;
import org.eclipse.lsp4j.ServerCapabilities;
import org.eclipse.lsp4j.TextDocumentClientCapabilities;
import org.eclipse.lsp4j.TextDocumentContentChangeEvent;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextDocumentItem;
import org.eclipse.lsp4j.VersionedTextDocumentIdentifier;
import org.eclipse.lsp4j.WorkspaceFolder;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseErrorCode;
import org.eclipse.lsp4j.services.TextDocumentService;
import org.eclipse.xtext.GrammarUtil;
import org.eclipse.xtext.ide.server.LanguageServerImpl;

/**
 * The soak: every example and built-in game system, damaged over and over ({@link Mutator}), each
 * mutant validated by the command line and edited into an open document of the language server
 * in this JVM, which then answers every request an editor makes at random places. It counts
 * exceptions by site (thrown, logged, or a rule's failure finding), failed requests, hangs and
 * diagnostics latency, and keeps each mutant that failed.
 */
public final class Soak implements AutoCloseable {

	public static final long SEED = 20261125L;
	private static final long TIMEOUT_SECONDS = 30;
	private static final Pattern RULE_FAILURE = Pattern.compile("Rule (\\S+) could not judge .*failed with (\\w+( at [\\w.$<>]+(:\\d+)?)?)");
	private static final String RULE_FAILED = "RULE-FAILED";

	private final Path serverRoot;
	private final Path cliRoot;
	private final Path keep;
	private final Map<String, String> originals;
	private final BanneretLanguageServerImpl server;
	private final ServerCapabilities capabilities;
	private final BlockingQueue<PublishDiagnosticsParams> published = new LinkedBlockingQueue<>();
	private final BlockingQueue<String> clientErrors = new LinkedBlockingQueue<>();
	private final ErrorLog log = new ErrorLog();
	private final List<String> tokens;

	private String openName;
	private String openText;
	private int version;
	private List<Diagnostic> lastDiagnostics = List.of();

	/**
	 * A soak over the example maps and scenarios below a folder (kept as they are: the soak works
	 * on copies) and the built-in game systems; failing mutants go to keep, when it is not null.
	 */
	public Soak(Path examples, Path work, Path keep) throws IOException {
		this.keep = keep;
		this.originals = originals(examples);
		this.serverRoot = copyTo(work.resolve("server"));
		this.cliRoot = copyTo(work.resolve("cli"));
		Files.createDirectories(serverRoot.resolve("gamesystems"));
		Files.createDirectories(cliRoot.resolve("gamesystems"));
		this.tokens = tokens();
		server = (BanneretLanguageServerImpl) BanneretLanguageServer.createInjector().getInstance(LanguageServerImpl.class);
		server.checkDelay(0); // the soak judges the answers to each mutant, not how they wait for typing to pause
		server.connect(new Client());
		InitializeParams initialize = new InitializeParams();
		initialize.setRootUri(serverRoot.toUri().toString());
		initialize.setWorkspaceFolders(List.of(new WorkspaceFolder(serverRoot.toUri().toString(), "soak")));
		ClientCapabilities client = new ClientCapabilities();
		TextDocumentClientCapabilities text = new TextDocumentClientCapabilities();
		DocumentSymbolCapabilities symbols = new DocumentSymbolCapabilities();
		symbols.setHierarchicalDocumentSymbolSupport(true);
		text.setDocumentSymbol(symbols);
		client.setTextDocument(text);
		initialize.setCapabilities(client);
		try {
			capabilities = server.initialize(initialize).get(TIMEOUT_SECONDS * 4, TimeUnit.SECONDS).getCapabilities();
		} catch (InterruptedException | ExecutionException | TimeoutException e) {
			throw new IllegalStateException("the language server did not start", e);
		}
		server.initialized(new InitializedParams());
		published.clear();
	}

	/** Runs mutants, seeded, spread over the files in turns of a few mutants each. */
	public SoakReport run(int mutants, long seed) {
		SoakReport report = new SoakReport();
		Mutator mutator = new Mutator(seed, tokens);
		Random random = mutator.random();
		List<String> names = new ArrayList<>(originals.keySet());
		long start = System.nanoTime();
		log.drain();
		for (int i = 0; i < mutants; i++) {
			String name = i % 20 == 0 || openName == null ? names.get(random.nextInt(names.size())) : openName;
			String mutant = mutator.mutate(originals.get(name));
			String label = i + "-" + name.replace('/', '-');
			Failures failures = new Failures(report, label);
			report.mutant();
			validateOnCommandLine(name, mutant, failures);
			editInServer(name, mutant, random, report, failures);
			log.drain().forEach(logged -> failures.exception(logged.site(), logged.thrown()));
			if (failures.any && keep != null) {
				write(keep.resolve(label), mutant);
			}
		}
		closeOpen(new Failures(report, "closing"));
		report.elapsed(System.nanoTime() - start);
		return report;
	}

	/** Counts a mutant's failures in the report, and remembers that it failed. */
	private static final class Failures {
		final SoakReport report;
		final String label;
		boolean any;

		Failures(SoakReport report, String label) {
			this.report = report;
			this.label = label;
		}

		void exception(String site) {
			exception(site, null);
		}

		void exception(String site, Throwable thrown) {
			report.exception(site, label, thrown);
			any = true;
		}

		void failedRequest(String site) {
			failedRequest(site, null);
		}

		void failedRequest(String site, Throwable thrown) {
			report.failedRequest(site, label, thrown);
			any = true;
		}

		void hang(String what) {
			report.hang(what, label);
			any = true;
		}
	}

	private void validateOnCommandLine(String name, String mutant, Failures failures) {
		Path file = cliRoot.resolve(name);
		String original = originals.get(name);
		write(file, mutant);
		ByteArrayOutputStream out = new ByteArrayOutputStream();
		try {
			int status = new BanneretCli(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(
					OutputStream.nullOutputStream(), true, StandardCharsets.UTF_8)).run("validate", file.toString());
			if (status == BanneretCli.RULE_FAILED) {
				ruleFailures(out.toString(StandardCharsets.UTF_8)).forEach(site -> failures.exception("validate: " + site));
			}
		} catch (RuntimeException | StackOverflowError e) {
			failures.exception("validate: " + Sites.of(e), e);
		} finally {
			if (name.startsWith("gamesystems/")) {
				delete(file);
			} else {
				write(file, original);
			}
		}
	}

	private static List<String> ruleFailures(String text) {
		List<String> sites = new ArrayList<>();
		text.lines().filter(line -> line.contains(RULE_FAILED)).forEach(line -> {
			Matcher matcher = RULE_FAILURE.matcher(line);
			sites.add(ruleFailure(matcher, line));
		});
		return sites;
	}

	private static String ruleFailure(Matcher matcher, String message) {
		return matcher.find() ? "rule " + matcher.group(1) + " failed: " + matcher.group(2) : "rule failed: " + message;
	}

	private void editInServer(String name, String mutant, Random random, SoakReport report, Failures failures) {
		String uri = uri(name);
		if (!name.equals(openName)) {
			closeOpen(failures);
			openName = name;
			openText = originals.get(name);
			server.getTextDocumentService().didOpen(new DidOpenTextDocumentParams(
					new TextDocumentItem(uri, "banneret", ++version, openText)));
			awaitDiagnostics(uri, failures, "opening");
		}
		published.clear();
		long start = System.nanoTime();
		server.getTextDocumentService().didChange(new DidChangeTextDocumentParams(
				new VersionedTextDocumentIdentifier(uri, ++version), List.of(change(openText, mutant, random))));
		if (awaitDiagnostics(uri, failures, "diagnostics after an edit")) {
			report.diagnostics((System.nanoTime() - start) / 1000);
		}
		openText = mutant;
		String held = answer("document", () -> server.access().doRead(uri, context -> context.getDocument().getContents()),
				failures);
		if (held != null && !held.equals(mutant)) {
			failures.failedRequest("the server's copy of the document drifted from the editor's");
		}
		requests(uri, mutant, random, report, failures);
	}

	/** The edit from one text to the next as an editor sends it: the changed span, its end sometimes past its line. */
	private static TextDocumentContentChangeEvent change(String from, String to, Random random) {
		if (random.nextInt(10) == 0) {
			return new TextDocumentContentChangeEvent(to);
		}
		int prefix = 0;
		int limit = Math.min(from.length(), to.length());
		while (prefix < limit && from.charAt(prefix) == to.charAt(prefix)) {
			prefix++;
		}
		int suffix = 0;
		while (suffix < limit - prefix && from.charAt(from.length() - 1 - suffix) == to.charAt(to.length() - 1 - suffix)) {
			suffix++;
		}
		// No LSP position lies between a CR and its LF: an edit there takes in the whole line break.
		if (prefix > 0 && prefix < from.length() && from.charAt(prefix - 1) == '\r' && from.charAt(prefix) == '\n') {
			prefix--;
		}
		int changedEnd = from.length() - suffix;
		if (suffix > 0 && changedEnd > 0 && from.charAt(changedEnd - 1) == '\r' && from.charAt(changedEnd) == '\n') {
			suffix--;
		}
		LenientDocument document = new LenientDocument(1, from);
		Position start = document.getPosition(prefix);
		Position end = document.getPosition(from.length() - suffix);
		if (random.nextInt(5) == 0 && suffix == 0) {
			end = new Position(end.getLine() + 1 + random.nextInt(3), random.nextInt(20)); // past the last line: its end
		} else if (random.nextInt(5) == 0 && document.getLineContent(end.getLine()).length() == end.getCharacter()) {
			end = new Position(end.getLine(), end.getCharacter() + 1 + random.nextInt(40)); // past its line's end: that end
		}
		return new TextDocumentContentChangeEvent(new Range(start, end), to.substring(prefix, to.length() - suffix));
	}

	private void requests(String uri, String text, Random random, SoakReport report, Failures failures) {
		TextDocumentService documents = server.getTextDocumentService();
		TextDocumentIdentifier document = new TextDocumentIdentifier(uri);
		Range range = new Range(position(text, random), position(text, random));
		FormattingOptions options = new FormattingOptions(4, false);
		request("completion", () -> documents.completion(new CompletionParams(document, position(text, random))), report, failures);
		request("hover", () -> documents.hover(new HoverParams(document, position(text, random))), report, failures);
		request("definition", () -> documents.definition(new DefinitionParams(document, position(text, random))), report, failures);
		request("references", () -> documents.references(
				new ReferenceParams(document, position(text, random), new ReferenceContext(true))), report, failures);
		request("document symbols", () -> documents.documentSymbol(new DocumentSymbolParams(document)), report, failures);
		if (offered(capabilities.getDocumentHighlightProvider())) {
			request("highlight", () -> documents.documentHighlight(new DocumentHighlightParams(document, position(text, random))),
					report, failures);
		}
		if (capabilities.getSemanticTokensProvider() != null) {
			request("semantic tokens", () -> documents.semanticTokensFull(new SemanticTokensParams(document)), report, failures);
		}
		if (offered(capabilities.getDocumentFormattingProvider())) {
			request("formatting", () -> documents.formatting(new DocumentFormattingParams(document, options)), report, failures);
		}
		if (offered(capabilities.getDocumentRangeFormattingProvider())) {
			request("range formatting", () -> documents.rangeFormatting(
					new DocumentRangeFormattingParams(document, options, ordered(range))), report, failures);
		}
		if (capabilities.getCodeActionProvider() != null) {
			request("code actions", () -> documents.codeAction(new CodeActionParams(document, ordered(range),
					new CodeActionContext(lastDiagnostics))), report, failures);
		}
		if (capabilities.getRenameProvider() != null) {
			request("rename", () -> documents.rename(new RenameParams(document, position(text, random), "renamed")), report,
					failures);
		}
	}

	private static boolean offered(org.eclipse.lsp4j.jsonrpc.messages.Either<Boolean, ?> provider) {
		return provider != null && (provider.isRight() || Boolean.TRUE.equals(provider.getLeft()));
	}

	private static Range ordered(Range range) {
		Position a = range.getStart();
		Position b = range.getEnd();
		boolean swap = a.getLine() > b.getLine() || a.getLine() == b.getLine() && a.getCharacter() > b.getCharacter();
		return swap ? new Range(b, a) : range;
	}

	/** A place in the text; now and then past its line's end or below its last line, as clients may send. */
	private static Position position(String text, Random random) {
		Position position = new LenientDocument(1, text).getPosition(random.nextInt(text.length() + 1));
		return switch (random.nextInt(20)) {
			case 0 -> new Position(position.getLine(), position.getCharacter() + 1 + random.nextInt(200));
			case 1 -> new Position(position.getLine() + 1000, 0);
			default -> position;
		};
	}

	private <T> void request(String what, Supplier<CompletableFuture<T>> call, SoakReport report, Failures failures) {
		report.request();
		answer(what, call, failures);
	}

	private <T> T answer(String what, Supplier<CompletableFuture<T>> call, Failures failures) {
		try {
			return call.get().get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
		} catch (TimeoutException e) {
			failures.hang(what);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		} catch (ExecutionException | RuntimeException e) {
			Throwable cause = Sites.unwrapped(e);
			// Rename may refuse with a message for the user ("nothing to rename here"); that is an answer.
			if (!(what.equals("rename") && cause instanceof ResponseErrorException refused
					&& refused.getResponseError().getCode() != ResponseErrorCode.InternalError.getValue())) {
				failures.failedRequest(what + ": " + Sites.of(cause), cause);
			}
		}
		return null;
	}

	private boolean awaitDiagnostics(String uri, Failures failures, String what) {
		long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(TIMEOUT_SECONDS);
		try {
			while (true) {
				PublishDiagnosticsParams params = published.poll(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
				if (params == null) {
					failures.hang(what);
					return false;
				}
				for (Diagnostic diagnostic : params.getDiagnostics()) {
					if (diagnostic.getCode() != null && RULE_FAILED.equals(diagnostic.getCode().getLeft())) {
						Matcher matcher = RULE_FAILURE.matcher(diagnostic.getMessage().getLeft());
						failures.exception(ruleFailure(matcher, diagnostic.getMessage().getLeft()));
					}
				}
				if (params.getUri().equals(uri)) {
					lastDiagnostics = params.getDiagnostics();
					clientErrors.forEach(error -> failures.exception("reported to the client: " + error));
					clientErrors.clear();
					return true;
				}
			}
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			return false;
		}
	}

	/** Puts the open file back as it was and closes it, so that the files beside it see it unharmed. */
	private void closeOpen(Failures failures) {
		if (openName == null) {
			return;
		}
		String uri = uri(openName);
		published.clear();
		server.getTextDocumentService().didChange(new DidChangeTextDocumentParams(
				new VersionedTextDocumentIdentifier(uri, ++version), List.of(new TextDocumentContentChangeEvent(originals.get(openName)))));
		awaitDiagnostics(uri, failures, "restoring");
		server.getTextDocumentService().didClose(new DidCloseTextDocumentParams(new TextDocumentIdentifier(uri)));
		openName = null;
	}

	private String uri(String name) {
		return serverRoot.resolve(name).toUri().toString();
	}

	@Override
	public void close() {
		try {
			server.shutdown().get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		} catch (ExecutionException | TimeoutException e) {
			throw new IllegalStateException("the language server did not shut down", e);
		} finally {
			log.close();
		}
	}

	/** The language's keywords and punctuation, the words a mutant gets. */
	private static List<String> tokens() {
		BanneretGrammarAccess grammar = BanneretIdeSetup.injector().getInstance(BanneretGrammarAccess.class);
		List<String> words = new ArrayList<>(GrammarUtil.getAllKeywords(grammar.getGrammar()));
		words.addAll(List.of("\"", "\"unclosed", "//", "/*", "*/", "#", "0101", "1921(2)", "x", "-"));
		words.sort(null);
		return words;
	}

	private static Map<String, String> originals(Path examples) throws IOException {
		Map<String, String> files = new LinkedHashMap<>();
		try (Stream<Path> walk = Files.walk(examples)) {
			for (Path file : walk.filter(Files::isRegularFile).sorted().toList()) {
				String name = examples.relativize(file).toString().replace('\\', '/');
				boolean buildOutput = name.startsWith("target/") || name.startsWith("bin/");
				if (!buildOutput && (name.endsWith(".hexmap") || name.endsWith(".scenario"))) {
					files.put(name, Files.readString(file));
				}
			}
		}
		for (String file : BuiltInGameSystems.FILES) {
			try (InputStream in = BuiltInGameSystems.url(file).openStream()) {
				files.put("gamesystems/" + file, new String(in.readAllBytes(), StandardCharsets.UTF_8));
			}
		}
		return files;
	}

	private Path copyTo(Path target) {
		for (Map.Entry<String, String> file : originals.entrySet()) {
			if (!file.getKey().startsWith("gamesystems/")) {
				write(target.resolve(file.getKey()), file.getValue());
			}
		}
		return target;
	}

	private static void write(Path file, String text) {
		try {
			Files.createDirectories(file.getParent());
			Files.write(file, text.getBytes(StandardCharsets.UTF_8)); // a lone surrogate becomes '?', as an editor saves it
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
	}

	private static void delete(Path file) {
		try {
			Files.deleteIfExists(file);
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
	}

	/** Takes the findings, and keeps the server's error messages as failures. */
	private final class Client extends DiagnosticsClient {
		Client() {
			super(Soak.this.published::add);
		}

		@Override
		public void showMessage(MessageParams message) {
			if (message.getType() == MessageType.Error) {
				clientErrors.add(message.getMessage().lines().findFirst().orElse(""));
			}
		}

		@Override
		public void logMessage(MessageParams message) {
			showMessage(message);
		}
	}

	/**
	 * {@code ./banneret bench soak}: Soak EXAMPLES_FOLDER [MUTANTS [SEED]]; failing mutants are kept
	 * in a folder it names. Exits 1 when anything failed.
	 */
	public static void main(String[] args) throws IOException {
		if (args.length < 1) {
			System.err.println("usage: Soak EXAMPLES_FOLDER [MUTANTS [SEED]]");
			System.exit(2);
		}
		int mutants = args.length > 1 ? Integer.parseInt(args[1]) : 100_000;
		long seed = args.length > 2 ? Long.parseLong(args[2]) : SEED;
		Path work = Files.createTempDirectory("banneret-soak");
		Path keep = Files.createDirectories(work.resolve("failing"));
		SoakReport report;
		try (Soak soak = new Soak(Path.of(args[0]), work, keep)) {
			report = soak.run(mutants, seed);
		}
		report.print(System.out);
		boolean failed = report.exceptions() + report.failedRequests() + report.hangs() > 0;
		System.out.println("soak: " + (failed ? "failing mutants kept in " + keep : "nothing failed (work folder " + work + ")"));
		System.exit(failed ? 1 : 0);
	}
}

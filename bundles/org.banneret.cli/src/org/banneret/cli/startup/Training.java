package org.banneret.cli.startup;

import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.banneret.cli.BanneretCli;
import org.banneret.dsl.ide.server.BanneretLanguageServer;
import org.banneret.dsl.ide.server.DiagnosticsClient;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializedParams;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.TextDocumentItem;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.launch.LSPLauncher;
import org.eclipse.lsp4j.services.LanguageServer;

/**
 * The work the start-up cache is trained on: what {@code ./banneret validate} and
 * {@code ./banneret lsp} do first. It validates a folder of examples (all three rule sets), then
 * opens one file in a language server over JSON-RPC and waits for its diagnostics. The JDK
 * records the classes this loads ({@code -XX:AOTCacheOutput}), so later starts find them ready.
 * <p>
 * {@code java -XX:AOTCacheOutput=FILE -cp ... org.banneret.cli.startup.Training EXAMPLES-FOLDER}
 */
public final class Training {

	private static final int TIMEOUT_SECONDS = 60;

	private Training() {
	}

	public static void main(String[] args) throws Exception {
		if (args.length != 1 || !Files.isDirectory(Path.of(args[0]))) {
			System.err.println("usage: Training EXAMPLES-FOLDER");
			System.exit(2);
		}
		Path examples = Path.of(args[0]);
		PrintStream nowhere = new PrintStream(OutputStream.nullOutputStream());
		new BanneretCli(nowhere, nowhere).run("validate", examples.toString());
		Path first;
		try (Stream<Path> files = Files.walk(examples)) {
			first = files.filter(file -> file.toString().endsWith(".scenario")).sorted().findFirst().orElse(null);
		}
		if (first != null) {
			firstDiagnostics(first);
		}
		System.exit(0); // the server's threads do not end by themselves
	}

	/** Opens a file in a language server, as an editor does, and waits for its first diagnostics. */
	private static void firstDiagnostics(Path file) throws Exception {
		PipedInputStream serverIn = new PipedInputStream(1 << 16);
		PipedOutputStream clientOut = new PipedOutputStream(serverIn);
		PipedInputStream clientIn = new PipedInputStream(1 << 16);
		PipedOutputStream serverOut = new PipedOutputStream(clientIn);
		BanneretLanguageServer.launch(serverIn, serverOut).startListening();
		CompletableFuture<PublishDiagnosticsParams> diagnostics = new CompletableFuture<>();
		// An editor that only listens for the first diagnostics.
		Launcher<LanguageServer> client = LSPLauncher.createClientLauncher(new DiagnosticsClient(diagnostics::complete), clientIn,
				clientOut);
		client.startListening();
		LanguageServer server = client.getRemoteProxy();
		InitializeParams initialize = new InitializeParams();
		initialize.setRootUri(file.getParent().toUri().toString());
		server.initialize(initialize).get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
		server.initialized(new InitializedParams());
		server.getTextDocumentService().didOpen(new DidOpenTextDocumentParams(
				new TextDocumentItem(file.toUri().toString(), "banneret", 1, Files.readString(file))));
		diagnostics.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
		server.shutdown().get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
	}
}

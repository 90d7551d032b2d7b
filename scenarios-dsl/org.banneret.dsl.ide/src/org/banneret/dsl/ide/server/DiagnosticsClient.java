package org.banneret.dsl.ide.server;

import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;

import org.eclipse.lsp4j.MessageActionItem;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.ShowMessageRequestParams;
import org.eclipse.lsp4j.services.LanguageClient;

/**
 * The client side of the language server for a program that wants its findings and nothing else
 * (the Studio, the start-up training, tests): each publication goes to a consumer, messages are
 * dropped unless a subclass shows them, and a question to the user gets no answer.
 */
public class DiagnosticsClient implements LanguageClient {

	private final Consumer<PublishDiagnosticsParams> diagnostics;

	public DiagnosticsClient(Consumer<PublishDiagnosticsParams> diagnostics) {
		this.diagnostics = diagnostics;
	}

	@Override
	public void publishDiagnostics(PublishDiagnosticsParams published) {
		diagnostics.accept(published);
	}

	@Override
	public void logMessage(MessageParams message) {
	}

	@Override
	public void showMessage(MessageParams message) {
	}

	@Override
	public CompletableFuture<MessageActionItem> showMessageRequest(ShowMessageRequestParams request) {
		return CompletableFuture.completedFuture(null);
	}

	@Override
	public void telemetryEvent(Object object) {
	}
}

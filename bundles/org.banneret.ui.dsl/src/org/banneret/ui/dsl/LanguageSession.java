package org.banneret.ui.dsl;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;

import org.banneret.workspace.LanguageFiles;
import org.banneret.workspace.LanguageHost;
import org.banneret.workspace.OpenDocument;
import org.eclipse.jface.text.IDocument;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.services.TextDocumentService;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Listener;

/**
 * One editor's conversation with the language host: the document it keeps open there, the
 * requests it makes about it, and the news that the host has checked a new version of it (after
 * which outline, colouring and the like ask again).
 */
public final class LanguageSession {

	/** How long a request waits for the host before giving up; requests run off the UI thread. */
	public static final long REQUEST_TIMEOUT_SECONDS = 20;

	/** How long an opened document waits at most for its editor to be drawn before the host checks it. */
	public static final int CHECK_AT_LATEST_MILLIS = 3000;

	private final LanguageHost host;
	private final OpenDocument document;
	private final CopyOnWriteArrayList<Runnable> checkedListeners = new CopyOnWriteArrayList<>();
	private final Consumer<PublishDiagnosticsParams> diagnosticsListener = this::published;
	private volatile java.util.List<org.eclipse.lsp4j.Diagnostic> diagnostics = java.util.List.of();
	private volatile boolean syntaxErrors;

	private LanguageSession(LanguageHost host, OpenDocument document) {
		this.host = host;
		this.document = document;
		host.addDiagnosticsListener(diagnosticsListener);
	}

	/**
	 * Opens a document in the host, which then checks it: once the editor has been drawn
	 * ({@link #checkWhenDrawn}), at once ({@link #checkNow}), or after {@link #CHECK_AT_LATEST_MILLIS}
	 * if neither was asked for. Until then the host knows the file as it is on disk.
	 */
	public static LanguageSession open(String uri, IDocument document) {
		LanguageHost host = LanguageHost.get();
		LanguageSession session = new LanguageSession(host, OpenDocument.follow(host, uri, document));
		Display display = Display.getCurrent();
		if (display != null) {
			display.timerExec(CHECK_AT_LATEST_MILLIS, session::checkNow);
		} else {
			session.checkNow();
		}
		return session;
	}

	/**
	 * Has the host check the document after a control showing it is first drawn (of several, the
	 * first drawn). The host's check of a large file would otherwise share the two cores, and the
	 * collector's pauses, with the editor's opening: a 10,000-unit scenario's Map page was drawn
	 * 0.3-0.5 s later.
	 */
	public void checkWhenDrawn(Control control) {
		if (document.announced() || control.isDisposed()) {
			return;
		}
		control.addListener(SWT.Paint, new Listener() {
			@Override
			public void handleEvent(Event event) {
				control.removeListener(SWT.Paint, this);
				event.display.asyncExec(LanguageSession.this::checkNow); // after the drawing
			}
		});
	}

	/** Has the host check the document now, if it has not been asked to already. */
	public void checkNow() {
		document.announce();
	}

	/** Whether the host has been asked to check the document: it has it open, with the editor's text. */
	public boolean checkAsked() {
		return document.announced();
	}

	public void close() {
		host.removeDiagnosticsListener(diagnosticsListener);
		document.close();
	}

	public String uri() {
		return document.uri();
	}

	public IDocument document() {
		return document.document();
	}

	public TextDocumentIdentifier identifier() {
		return document.identifier();
	}

	/** The version of the text the host has; a change makes a new one. */
	public int version() {
		return document.version();
	}

	public LanguageHost host() {
		return host;
	}

	public TextDocumentService service() {
		return host.documents();
	}

	public Position position(int offset) {
		return document.position(offset);
	}

	public int offset(Position position) {
		return document.offset(position);
	}

	/** Runs after each check of this document by the host, on the host's thread. */
	public void onChecked(Runnable listener) {
		checkedListeners.add(listener);
	}

	public void removeOnChecked(Runnable listener) {
		checkedListeners.remove(listener);
	}

	/** The findings of the host's last check of this document. */
	public java.util.List<org.eclipse.lsp4j.Diagnostic> diagnostics() {
		return diagnostics;
	}

	private void published(PublishDiagnosticsParams published) {
		if (sameFile(published.getUri(), uri())) {
			diagnostics = java.util.List.copyOf(published.getDiagnostics());
			syntaxErrors = published.getDiagnostics().stream()
					.anyMatch(d -> d.getCode() != null && "LANG-SYNTAX".equals(d.getCode().getLeft()));
			checkedListeners.forEach(Runnable::run);
		}
	}

	/** Whether the host's last check of this document found syntax errors. */
	public boolean hasSyntaxErrors() {
		return syntaxErrors;
	}

	private static boolean sameFile(String a, String b) {
		try {
			return java.net.URI.create(a).normalize().getPath().equals(java.net.URI.create(b).normalize().getPath());
		} catch (IllegalArgumentException e) {
			return a.equals(b);
		}
	}

	/**
	 * The answer to a request, or null when it failed, took too long or was cancelled by a newer
	 * edit: an editor shows nothing rather than an error. Call it off the UI thread.
	 */
	public static <T> T await(CompletableFuture<T> request) {
		try {
			return request.get(REQUEST_TIMEOUT_SECONDS, TimeUnit.SECONDS);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			return null;
		} catch (ExecutionException | TimeoutException | java.util.concurrent.CancellationException e) {
			return null;
		}
	}

	/** The URI of an editor input's file, or null. */
	public static String uriOf(java.net.URI location) {
		return location == null ? null : LanguageFiles.uriOf(location);
	}
}

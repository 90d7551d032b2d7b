package org.banneret.dsl.ide.server;

import java.util.List;
import java.util.concurrent.CompletableFuture;

import org.eclipse.lsp4j.DiagnosticCodeDescription;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DidChangeTextDocumentParams;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.ReferenceParams;
import org.eclipse.lsp4j.RenameParams;
import org.eclipse.lsp4j.WorkspaceEdit;
import org.eclipse.lsp4j.ServerCapabilities;
import org.eclipse.xtext.ide.server.BuildManager;
import org.eclipse.xtext.ide.server.ILanguageServerAccess;
import org.eclipse.xtext.ide.server.LanguageServerImpl;
import org.eclipse.xtext.resource.IResourceServiceProvider;
import org.eclipse.xtext.validation.Issue;

import com.google.inject.Inject;

/** Xtext's language server with Banneret's diagnostics: the finding's code links to its catalogue entry. */
public class BanneretLanguageServerImpl extends LanguageServerImpl {

	/** The diagnostics' source, as editors show it beside the code. */
	public static final String SOURCE = "banneret";

	@Inject
	private RuleDocs docs;

	@Inject
	private BackgroundBuild background;

	private volatile ServerCapabilities capabilities;

	/** The workspace's files still to be built after the files open in editors. */
	public BackgroundBuild background() {
		return background;
	}

	/**
	 * A rename waits for the background build: it must find the name's uses in every file of
	 * the workspace, not only in those read so far.
	 */
	@Override
	public CompletableFuture<WorkspaceEdit> rename(RenameParams params) {
		return background.finish().thenCompose(nothing -> super.rename(params));
	}

	/** Finding references waits for the background build too, to find them all. */
	@Override
	public CompletableFuture<List<? extends Location>> references(ReferenceParams params) {
		return background.finish().thenCompose(nothing -> super.references(params));
	}

	/** What in-process clients (Banneret Studio) use to read the server's models inside its read requests. */
	public ILanguageServerAccess access() {
		return getLanguageServerAccess();
	}

	@Override
	protected ServerCapabilities createServerCapabilities(InitializeParams params) {
		// The language's highlighting (in the language's injector) sends only the token types the client takes.
		IResourceServiceProvider banneret = language("scenario");
		if (banneret != null) {
			banneret.get(ClientTokenTypes.class).initialize(params);
		}
		capabilities = super.createServerCapabilities(params);
		return capabilities;
	}

	/** What the server offers, known once initialisation began (a later change may cancel its answer, not its work). */
	public ServerCapabilities capabilities() {
		return capabilities;
	}

	/** The language's services for files of an extension ("scenario"), or null for other files. */
	public IResourceServiceProvider language(String extension) {
		Object provider = getLanguagesRegistry().getExtensionToFactoryMap().get(extension);
		return provider instanceof IResourceServiceProvider language ? language : null;
	}

	/**
	 * A change is checked a moment after it arrives, unless another change comes first: a burst of
	 * keystrokes, or a map edit's text and the editor's drawing of it, go first, and the whole
	 * file is checked once after them. The change itself is the server's at once.
	 */
	@Override
	protected BuildManager.Buildable toBuildable(DidChangeTextDocumentParams params) {
		BuildManager.Buildable build = super.toBuildable(params);
		return cancelIndicator -> {
			long until = System.nanoTime() + checkDelayMillis * 1_000_000;
			while (System.nanoTime() < until && !cancelIndicator.isCanceled()) {
				try {
					Thread.sleep(5);
				} catch (InterruptedException e) {
					Thread.currentThread().interrupt();
					break;
				}
			}
			return build.build(cancelIndicator); // a cancelled build gives way to the next change's, as Xtext's do
		};
	}

	/** How long a change waits for the next before the whole file is checked. */
	private volatile long checkDelayMillis = 100;

	/** Sets how long a change waits for the next before the whole file is checked (100 ms; 0 checks at once). */
	public void checkDelay(long millis) {
		checkDelayMillis = millis;
	}

	@Override
	protected Diagnostic toDiagnostic(Issue issue) {
		Diagnostic diagnostic = super.toDiagnostic(issue);
		diagnostic.setSource(SOURCE);
		String code = issue.getCode();
		String link = code == null ? null : docs.link(code);
		if (link != null) {
			diagnostic.setCodeDescription(new DiagnosticCodeDescription(link));
		}
		return diagnostic;
	}
}

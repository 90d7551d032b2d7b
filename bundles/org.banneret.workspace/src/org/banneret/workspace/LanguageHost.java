package org.banneret.workspace;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;

import org.banneret.dsl.ide.server.BanneretLanguageServer;
import org.banneret.dsl.ide.server.BanneretLanguageServerImpl;
import org.banneret.dsl.ide.server.DiagnosticsClient;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResourceChangeEvent;
import org.eclipse.core.resources.IResourceChangeListener;
import org.eclipse.core.resources.IResourceDelta;
import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.lsp4j.ClientCapabilities;
import org.eclipse.lsp4j.DidChangeWatchedFilesParams;
import org.eclipse.lsp4j.DidChangeWorkspaceFoldersParams;
import org.eclipse.lsp4j.DocumentSymbolCapabilities;
import org.eclipse.lsp4j.FileEvent;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializedParams;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.MessageType;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.ServerCapabilities;
import org.eclipse.lsp4j.SemanticTokensCapabilities;
import org.eclipse.lsp4j.TextDocumentClientCapabilities;
import org.eclipse.lsp4j.WorkspaceClientCapabilities;
import org.eclipse.lsp4j.WorkspaceFolder;
import org.eclipse.lsp4j.WorkspaceFoldersChangeEvent;
import org.eclipse.lsp4j.services.TextDocumentService;
import org.eclipse.xtext.ide.server.ILanguageServerAccess;
import org.eclipse.xtext.resource.IResourceServiceProvider;

/**
 * The scenario language's server, in process, serving the workspace: every open Banneret project
 * is one of its workspace folders, so that the Studio's builder, markers and editors see the same
 * index, findings, completion and rename that {@code ./banneret lsp} gives other editors. Calls
 * go straight to the server (no JSON-RPC); its answers arrive on its own threads.
 */
public final class LanguageHost {

	private static final long IDLE_POLL_MILLIS = 100;

	private static LanguageHost instance;

	private final BanneretLanguageServerImpl server;
	private final List<Consumer<PublishDiagnosticsParams>> diagnosticsListeners = new CopyOnWriteArrayList<>();
	private final Map<String, WorkspaceFolder> folders = new HashMap<>();
	private final IResourceChangeListener projectListener = this::projectsChanged;
	private final FindingMarkers markers = new FindingMarkers();
	private final CompletableFuture<ServerCapabilities> initialized = new CompletableFuture<>();

	private LanguageHost() {
		server = (BanneretLanguageServerImpl) BanneretLanguageServer.createInjector()
				.getInstance(org.eclipse.xtext.ide.server.LanguageServerImpl.class);
		server.connect(new Client());
		diagnosticsListeners.add(markers::accept);
	}

	/** The workspace's language host, started on first use; its first build runs in the background. */
	public static synchronized LanguageHost get() {
		if (instance == null) {
			LanguageHost host = new LanguageHost();
			host.start();
			instance = host;
		}
		return instance;
	}

	/** Whether the host has been started (without starting it). */
	public static synchronized boolean isRunning() {
		return instance != null;
	}

	public static synchronized void shutdown() {
		if (instance != null) {
			ResourcesPlugin.getWorkspace().removeResourceChangeListener(instance.projectListener);
			try {
				instance.server.shutdown().get(10, TimeUnit.SECONDS);
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
			} catch (ExecutionException | TimeoutException e) {
				WorkspacePlugin.logError("The scenario language server did not stop cleanly", e);
			}
			instance = null;
		}
	}

	private void start() {
		IWorkspace workspace = ResourcesPlugin.getWorkspace();
		InitializeParams params = new InitializeParams();
		params.setRootUri(LanguageFiles.uriOf(workspace.getRoot().getLocationURI()));
		ClientCapabilities client = new ClientCapabilities();
		WorkspaceClientCapabilities workspaceCapabilities = new WorkspaceClientCapabilities();
		workspaceCapabilities.setWorkspaceFolders(true);
		client.setWorkspace(workspaceCapabilities);
		TextDocumentClientCapabilities text = new TextDocumentClientCapabilities();
		DocumentSymbolCapabilities symbols = new DocumentSymbolCapabilities();
		symbols.setHierarchicalDocumentSymbolSupport(true);
		text.setDocumentSymbol(symbols);
		// The editor colours keywords and numbers as one types (CodeScanner); from the server it
		// takes what names name (ui.dsl's Styles).
		SemanticTokensCapabilities tokens = new SemanticTokensCapabilities(false);
		tokens.setTokenTypes(List.of("type", "class", "variable", "enumMember", "namespace", "decorator"));
		text.setSemanticTokens(tokens);
		client.setTextDocument(text);
		params.setCapabilities(client);
		synchronized (folders) {
			for (IProject project : workspace.getRoot().getProjects()) {
				WorkspaceFolder folder = folderOf(project);
				if (folder != null) {
					folders.put(folder.getUri(), folder);
				}
			}
			params.setWorkspaceFolders(new ArrayList<>(folders.values()));
		}
		// A change made while the server reads the workspace (a project opened, a file edited)
		// cancels the answer to the initialisation, not the reading itself, which always runs first.
		server.initialize(params).whenComplete((result, failure) -> initialized.complete(server.capabilities()));
		server.initialized(new InitializedParams());
		workspace.addResourceChangeListener(projectListener, IResourceChangeEvent.POST_CHANGE);
	}

	/** The folder a project is to the server, or null when it is not an open Banneret project on disk. */
	private static WorkspaceFolder folderOf(IProject project) {
		if (!BanneretNature.isBanneretProject(project) || project.getLocationURI() == null) {
			return null;
		}
		return new WorkspaceFolder(LanguageFiles.uriOf(project.getLocationURI()), project.getName());
	}

	/** Keeps the server's folders equal to the open Banneret projects. */
	private void projectsChanged(IResourceChangeEvent event) {
		IResourceDelta delta = event.getDelta();
		if (delta == null) {
			return;
		}
		boolean projectsChanged = false;
		for (IResourceDelta child : delta.getAffectedChildren()) {
			int flags = child.getFlags();
			if (child.getKind() != IResourceDelta.CHANGED || (flags & (IResourceDelta.OPEN | IResourceDelta.DESCRIPTION)) != 0) {
				projectsChanged = true;
			}
		}
		if (projectsChanged) {
			synchronizeFolders();
		}
	}

	/** Tells the server which Banneret projects exist now. */
	public void synchronizeFolders() {
		List<WorkspaceFolder> added = new ArrayList<>();
		List<WorkspaceFolder> removed = new ArrayList<>();
		synchronized (folders) {
			Map<String, WorkspaceFolder> now = new HashMap<>();
			for (IProject project : ResourcesPlugin.getWorkspace().getRoot().getProjects()) {
				WorkspaceFolder folder = folderOf(project);
				if (folder != null) {
					now.put(folder.getUri(), folder);
				}
			}
			now.forEach((uri, folder) -> {
				if (!folders.containsKey(uri)) {
					added.add(folder);
				}
			});
			folders.forEach((uri, folder) -> {
				if (!now.containsKey(uri)) {
					removed.add(folder);
				}
			});
			folders.clear();
			folders.putAll(now);
		}
		if (!added.isEmpty() || !removed.isEmpty()) {
			server.didChangeWorkspaceFolders(
					new DidChangeWorkspaceFoldersParams(new WorkspaceFoldersChangeEvent(added, removed)));
		}
	}

	/** Tells the server that files changed on disk; files open in an editor keep the editor's text. */
	public void filesChanged(List<FileEvent> events) {
		if (!events.isEmpty()) {
			server.didChangeWatchedFiles(new DidChangeWatchedFilesParams(events));
		}
	}

	public TextDocumentService documents() {
		return server.getTextDocumentService();
	}

	/** Reads the server's models inside its read requests. */
	public ILanguageServerAccess access() {
		return server.access();
	}

	/**
	 * The scenario language's services (parser, grammar, serializer, resource sets): the same
	 * injector the server uses, so editors parse exactly as the server does.
	 */
	public IResourceServiceProvider language() {
		return server.language("scenario");
	}

	/** What the server offers, once it has answered the initialisation (null before). */
	public ServerCapabilities capabilities() {
		return initialized.isDone() ? server.capabilities() : null;
	}

	/** Completes with what the server offers when it has read the workspace for the first time. */
	public CompletableFuture<ServerCapabilities> initialized() {
		return initialized;
	}

	/** The problem markers the server's findings become. */
	public FindingMarkers markers() {
		return markers;
	}

	public void addDiagnosticsListener(Consumer<PublishDiagnosticsParams> listener) {
		diagnosticsListeners.add(listener);
	}

	public void removeDiagnosticsListener(Consumer<PublishDiagnosticsParams> listener) {
		diagnosticsListeners.remove(listener);
	}

	/**
	 * Waits until the server has done every change it was told of so far (its builds and their
	 * diagnostics) and its background build has read the whole workspace, or the monitor is
	 * cancelled. Returns whether the server became idle.
	 */
	public boolean awaitIdle(IProgressMonitor monitor, long timeoutMillis) {
		return await(monitor, timeoutMillis, true);
	}

	/**
	 * Waits until the server has done every change it was told of so far (its builds and their
	 * diagnostics), not for its background build of the files no one changed or opened, whose
	 * findings become markers as they come. Returns whether the server became idle so.
	 */
	public boolean awaitChanges(IProgressMonitor monitor, long timeoutMillis) {
		return await(monitor, timeoutMillis, false);
	}

	private boolean await(IProgressMonitor monitor, long timeoutMillis, boolean withBackground) {
		long deadline = System.currentTimeMillis() + timeoutMillis;
		while (System.currentTimeMillis() < deadline) {
			if (monitor != null && monitor.isCanceled()) {
				return false;
			}
			// A read runs after the writes queued before it; a later write cancels it, so ask again.
			CompletableFuture<Object> barrier = server.getRequestManager().runRead(cancel -> Boolean.TRUE);
			try {
				while (System.currentTimeMillis() < deadline) {
					if (monitor != null && monitor.isCanceled()) {
						return false;
					}
					try {
						barrier.get(IDLE_POLL_MILLIS, TimeUnit.MILLISECONDS);
						if (!withBackground || server.background().isDone()) {
							return true;
						}
						try {
							server.background().done().get(IDLE_POLL_MILLIS, TimeUnit.MILLISECONDS);
						} catch (TimeoutException e) {
							// the background build still reads the workspace
						}
						break; // ask again: what it built may have changed other files
					} catch (TimeoutException e) {
						// still building
					}
				}
			} catch (CancellationException | ExecutionException e) {
				// a newer change cancelled the barrier: wait for that one too
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
				return false;
			}
		}
		return false;
	}

	/** The server's side of the conversation: diagnostics go to the listeners, warnings and errors to the log. */
	private final class Client extends DiagnosticsClient {

		Client() {
			super(LanguageHost.this::published);
		}

		@Override
		public void logMessage(MessageParams message) {
			log(message);
		}

		@Override
		public void showMessage(MessageParams message) {
			log(message);
		}

		private void log(MessageParams message) {
			int severity = message.getType() == MessageType.Error ? IStatus.ERROR
					: message.getType() == MessageType.Warning ? IStatus.WARNING : IStatus.INFO;
			if (severity != IStatus.INFO) {
				WorkspacePlugin.log(severity, "Scenario language server: " + message.getMessage(), null);
			}
		}
	}

	private void published(PublishDiagnosticsParams diagnostics) {
		for (Consumer<PublishDiagnosticsParams> listener : diagnosticsListeners) {
			try {
				listener.accept(diagnostics);
			} catch (RuntimeException e) {
				WorkspacePlugin.logError("A listener failed on the findings of " + diagnostics.getUri(), e);
			}
		}
	}
}

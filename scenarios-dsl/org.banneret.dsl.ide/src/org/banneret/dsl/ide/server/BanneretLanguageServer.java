package org.banneret.dsl.ide.server;

import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.concurrent.ExecutionException;

import org.banneret.dsl.ide.BanneretIdeSetup;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.launch.LSPLauncher;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.xtext.build.IncrementalBuilder;
import org.eclipse.xtext.ide.server.BuildManager;
import org.eclipse.xtext.ide.server.IMultiRootWorkspaceConfigFactory;
import org.eclipse.xtext.ide.server.IProjectDescriptionFactory;
import org.eclipse.xtext.ide.server.LanguageServerImpl;
import org.eclipse.xtext.ide.server.ServerModule;
import org.eclipse.xtext.ide.server.WorkspaceManager;
import org.eclipse.xtext.ide.server.concurrent.IRequestManager;
import org.eclipse.xtext.resource.IResourceServiceProvider;
import org.eclipse.xtext.resource.impl.ResourceServiceProviderRegistryImpl;
import org.eclipse.xtext.util.IFileSystemScanner;
import org.eclipse.xtext.util.Modules2;

import com.google.inject.AbstractModule;
import com.google.inject.Guice;
import com.google.inject.Injector;
import com.google.inject.Provides;
import com.google.inject.Singleton;

/**
 * The Banneret language server: Xtext's LSP implementation for .gamesystem, .hexmap and
 * .scenario files, with the built-in game systems always in the index. {@code main} serves
 * one client on stdin and stdout ({@code ./banneret lsp}).
 */
public final class BanneretLanguageServer {

	private BanneretLanguageServer() {
	}

	public static void main(String[] args) throws InterruptedException, ExecutionException {
		PrintStream protocol = System.out;
		System.setOut(System.err); // stdout carries the protocol only; stray prints go to stderr
		launch(System.in, protocol).startListening().get();
	}

	/** A server connected to a client through the given streams, ready to start listening. */
	public static Launcher<LanguageClient> launch(InputStream in, OutputStream out) {
		LanguageServerImpl server = createInjector().getInstance(LanguageServerImpl.class);
		Launcher<LanguageClient> launcher = LSPLauncher.createServerLauncher(server, in, out);
		server.connect(launcher.getRemoteProxy());
		return launcher;
	}

	public static Injector createInjector() {
		return Guice.createInjector(Modules2.mixin(new ServerModule(), new BanneretServerModule()));
	}

	/** Xtext's server wiring, with the language registered directly instead of through ServiceLoader. */
	static final class BanneretServerModule extends AbstractModule {

		@Override
		protected void configure() {
			bind(IMultiRootWorkspaceConfigFactory.class).to(BuiltInWorkspaceConfigFactory.class);
			bind(IProjectDescriptionFactory.class).to(BuiltInProjectDescriptions.class);
			bind(LanguageServerImpl.class).to(BanneretLanguageServerImpl.class);
			bind(WorkspaceManager.class).to(BanneretWorkspaceManager.class);
			bind(BuildManager.class).to(OpenFilesFirstBuildManager.class);
			bind(org.eclipse.xtext.ide.server.ProjectManager.class).to(ScenariosLaterProjectManager.class);
			bind(IRequestManager.class).to(BanneretRequestManager.class);
			bind(IFileSystemScanner.class).to(WorkFilesScanner.class);
			bind(IncrementalBuilder.InternalStatefulIncrementalBuilder.class).to(EditsReadInPlaceBuilder.class);
		}

		@Provides
		@Singleton
		IResourceServiceProvider.Registry languages() {
			Injector language = BanneretIdeSetup.injector();
			IResourceServiceProvider provider = language.getInstance(IResourceServiceProvider.class);
			IResourceServiceProvider.Registry registry = new ResourceServiceProviderRegistryImpl();
			for (String extension : org.banneret.dsl.ide.LanguageFileSet.EXTENSIONS) {
				registry.getExtensionToFactoryMap().put(extension, provider);
			}
			return registry;
		}
	}
}

package org.banneret.dsl.ide;

import org.banneret.dsl.BanneretRuntimeModule;
import org.banneret.dsl.BanneretStandaloneSetup;
import org.banneret.validation.RulesValidator;
import org.eclipse.xtext.util.Modules2;

import com.google.inject.Guice;
import com.google.inject.Injector;

/**
 * The language as editors see it, for the language server and tests: the runtime and IDE modules,
 * with the rules engine's diagnostics among the language's own.
 */
public class BanneretIdeSetup extends BanneretStandaloneSetup {

	private static Injector shared;

	/**
	 * The language's one injector in this JVM, registered for the three file extensions. Every
	 * part that reads the language (command line, language server, Studio editors) asks for this
	 * one: a second injector would register its own grammar over the first, and resources parsed
	 * by one would not match the other's content assist and serializer.
	 */
	public static synchronized Injector injector() {
		if (shared == null) {
			shared = new BanneretIdeSetup().createInjectorAndDoEMFRegistration();
		}
		return shared;
	}

	@Override
	public Injector createInjectorAndDoEMFRegistration() {
		RulesValidator.register();
		return super.createInjectorAndDoEMFRegistration();
	}

	@Override
	public Injector createInjector() {
		return Guice.createInjector(Modules2.mixin(new BanneretRuntimeModule(), new BanneretIdeModule()));
	}
}

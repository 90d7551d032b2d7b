package org.banneret.dsl.tests;

import org.banneret.dsl.ide.BanneretIdeSetup;
import org.eclipse.xtext.testing.IInjectorProvider;

import com.google.inject.Injector;

/** The language's one injector (runtime and IDE modules), as the language server and command line use it. */
public class BanneretInjectorProvider implements IInjectorProvider {

	@Override
	public Injector getInjector() {
		return BanneretIdeSetup.injector();
	}
}

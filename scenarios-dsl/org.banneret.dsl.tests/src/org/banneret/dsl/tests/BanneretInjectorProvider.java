package org.banneret.dsl.tests;

import org.banneret.dsl.ide.BanneretIdeSetup;
import org.eclipse.xtext.testing.IInjectorProvider;

import com.google.inject.Injector;

/** One injector with the runtime and IDE modules for all language tests. */
public class BanneretInjectorProvider implements IInjectorProvider {

	private static Injector injector;

	@Override
	public synchronized Injector getInjector() {
		if (injector == null) {
			injector = new BanneretIdeSetup().createInjectorAndDoEMFRegistration();
		}
		return injector;
	}
}

package org.banneret.publish.tests;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URL;
import java.util.Collections;

import org.banneret.dsl.ide.BanneretIdeSetup;
import org.banneret.dsl.ide.BuiltInResources;
import org.banneret.model.Scenario;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;

/** The bundled example scenarios, each parsed beside every example map and the built-in game systems. */
final class ExampleScenarios {

	private ExampleScenarios() {
	}

	/** A scenario by its path in the examples bundle ("sluys/freesetup.scenario"), in a resource set of its own. */
	static Scenario load(String path) {
		XtextResourceSet resourceSet = BanneretIdeSetup.injector().getInstance(XtextResourceSet.class);
		Bundle examples = examples();
		for (String pattern : new String[] { "*.hexmap", "*.scenario" }) {
			var entries = examples.findEntries("/", pattern, true);
			for (URL url : entries == null ? Collections.<URL>emptyList() : Collections.list(entries)) {
				if (url.getPath().contains("/target/") || url.getPath().contains("/bin/")) {
					continue;
				}
				Resource resource = resourceSet.createResource(URI.createURI("memory:" + url.getPath()));
				try (InputStream in = url.openStream()) {
					resource.load(in, resourceSet.getLoadOptions());
				} catch (IOException e) {
					throw new UncheckedIOException(e);
				}
			}
		}
		BuiltInResources.addTo(resourceSet);
		EcoreUtil.resolveAll(resourceSet);
		return (Scenario) resourceSet.getResource(URI.createURI("memory:/" + path), false).getContents().get(0);
	}

	private static Bundle examples() {
		for (Bundle bundle : FrameworkUtil.getBundle(ExampleScenarios.class).getBundleContext().getBundles()) {
			if (bundle.getSymbolicName().equals("org.banneret.examples")) {
				return bundle;
			}
		}
		throw new IllegalStateException("org.banneret.examples is not in the test runtime");
	}
}

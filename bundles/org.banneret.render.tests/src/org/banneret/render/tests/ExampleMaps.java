package org.banneret.render.tests;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.UnaryOperator;

import org.banneret.dsl.ide.BanneretIdeSetup;
import org.banneret.dsl.ide.BuiltInResources;
import org.banneret.model.HexMap;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;

/** The bundled example maps, parsed beside the built-in game systems. */
final class ExampleMaps {

	private ExampleMaps() {
	}

	static List<String> names() {
		List<String> names = new ArrayList<>();
		Enumeration entries = new Enumeration(examples().findEntries("/", "*.hexmap", true));
		for (URL url : entries.urls) {
			if (!url.getPath().contains("/target/") && !url.getPath().contains("/bin/")) {
				names.add(url.getPath().substring(1));
			}
		}
		Collections.sort(names);
		return names;
	}

	static HexMap load(String path) {
		return load(path, text -> text);
	}

	/** An example map as read after an edit of its text. */
	static HexMap load(String path, UnaryOperator<String> edit) {
		XtextResourceSet resourceSet = BanneretIdeSetup.injector().getInstance(XtextResourceSet.class);
		BuiltInResources.addTo(resourceSet);
		Resource resource = resourceSet.createResource(URI.createURI("memory:/" + path));
		try (InputStream in = examples().getEntry(path).openStream()) {
			String text = edit.apply(new String(in.readAllBytes(), StandardCharsets.UTF_8));
			resource.load(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), resourceSet.getLoadOptions());
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
		EcoreUtil.resolveAll(resource);
		return (HexMap) resource.getContents().get(0);
	}

	private static Bundle examples() {
		for (Bundle bundle : FrameworkUtil.getBundle(ExampleMaps.class).getBundleContext().getBundles()) {
			if (bundle.getSymbolicName().equals("org.banneret.examples")) {
				return bundle;
			}
		}
		throw new IllegalStateException("org.banneret.examples is not in the test runtime");
	}

	private record Enumeration(List<URL> urls) {
		Enumeration(java.util.Enumeration<URL> entries) {
			this(entries == null ? List.of() : Collections.list(entries));
		}
	}
}

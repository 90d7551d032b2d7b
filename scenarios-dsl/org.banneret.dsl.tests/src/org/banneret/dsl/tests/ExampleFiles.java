package org.banneret.dsl.tests;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;

/** The built-in game systems and the example maps and scenarios, read from their bundles. */
public final class ExampleFiles {

	static final List<String> BUNDLES = List.of("org.banneret.gamesystems", "org.banneret.examples");
	static final List<String> PATTERNS = List.of("*.gamesystem", "*.hexmap", "*.scenario");

	private ExampleFiles() {
	}

	/** Every file by its path ("org.banneret.examples/bannockburn/stirling.scenario") and text. */
	public static Map<String, String> all() {
		Map<String, String> files = new LinkedHashMap<>();
		for (String name : BUNDLES) {
			Bundle bundle = bundle(name);
			for (String pattern : PATTERNS) {
				Enumeration<URL> entries = bundle.findEntries("/", pattern, true);
				List<URL> urls = entries == null ? List.of() : Collections.list(entries);
				List<URL> sorted = new ArrayList<>(urls);
				sorted.sort((a, b) -> a.getPath().compareTo(b.getPath()));
				for (URL url : sorted) {
					if (!url.getPath().contains("/bin/") && !url.getPath().contains("/target/")) {
						files.put(name + url.getPath(), read(url));
					}
				}
			}
		}
		return files;
	}

	/** Writes the files of one examples folder ("org.banneret.examples/bannockburn/") into a folder on disk, by their names. */
	public static void copyFolder(String folder, java.nio.file.Path target) throws IOException {
		for (Map.Entry<String, String> file : all().entrySet()) {
			if (file.getKey().startsWith(folder)) {
				java.nio.file.Files.writeString(target.resolve(file.getKey().substring(file.getKey().lastIndexOf('/') + 1)), file.getValue());
			}
		}
	}

	/** Loads every file into the resource set, resolving all references across files. */
	public static List<Resource> load(ResourceSet resourceSet) {
		return load(resourceSet, all());
	}

	public static List<Resource> load(ResourceSet resourceSet, Map<String, String> files) {
		List<Resource> resources = new ArrayList<>();
		for (var file : files.entrySet()) {
			Resource resource = resourceSet.createResource(uri(file.getKey()));
			try {
				resource.load(new java.io.ByteArrayInputStream(file.getValue().getBytes(StandardCharsets.UTF_8)), null);
			} catch (IOException e) {
				throw new UncheckedIOException(e);
			}
			resources.add(resource);
		}
		EcoreUtil.resolveAll(resourceSet);
		return resources;
	}

	public static URI uri(String path) {
		return URI.createURI("example:/" + path);
	}

	private static Bundle bundle(String name) {
		for (Bundle bundle : FrameworkUtil.getBundle(ExampleFiles.class).getBundleContext().getBundles()) {
			if (bundle.getSymbolicName().equals(name)) {
				return bundle;
			}
		}
		throw new IllegalStateException("bundle " + name + " is not in the test runtime");
	}

	private static String read(URL url) {
		try (InputStream in = url.openStream()) {
			return new String(in.readAllBytes(), StandardCharsets.UTF_8);
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
	}
}

package org.banneret.rules.tests;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.Enumeration;

import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;

/** Copies the bundled example maps and scenarios into a folder, as a user's checkout would hold them. */
public final class BundledExamples {

	private BundledExamples() {
	}

	public static Path copyTo(Path folder) {
		Bundle examples = null;
		for (Bundle bundle : FrameworkUtil.getBundle(BundledExamples.class).getBundleContext().getBundles()) {
			if (bundle.getSymbolicName().equals("org.banneret.examples")) {
				examples = bundle;
			}
		}
		if (examples == null) {
			throw new IllegalStateException("org.banneret.examples is not in the test runtime");
		}
		for (String pattern : new String[] { "*.hexmap", "*.scenario" }) {
			Enumeration<URL> entries = examples.findEntries("/", pattern, true);
			for (URL url : entries == null ? Collections.<URL>emptyList() : Collections.list(entries)) {
				if (url.getPath().contains("/target/") || url.getPath().contains("/bin/")) {
					continue;
				}
				Path target = folder.resolve(url.getPath().substring(1));
				try (InputStream in = url.openStream()) {
					Files.createDirectories(target.getParent());
					Files.copy(in, target);
				} catch (IOException e) {
					throw new UncheckedIOException(e);
				}
			}
		}
		return folder;
	}
}

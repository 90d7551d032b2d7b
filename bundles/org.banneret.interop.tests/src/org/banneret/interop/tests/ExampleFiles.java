package org.banneret.interop.tests;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Enumeration;

import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;

/** The bundled example maps and scenarios, copied into one folder as a designer keeps them. */
final class ExampleFiles {

	private ExampleFiles() {
	}

	/** Copies every example file whose name matches the pattern ("*.hexmap") into the folder. */
	static void copy(Path folder, String pattern) throws IOException {
		Bundle examples = Arrays.stream(FrameworkUtil.getBundle(ExampleFiles.class).getBundleContext().getBundles())
				.filter(b -> b.getSymbolicName().equals("org.banneret.examples")).findFirst().orElseThrow();
		Enumeration<URL> entries = examples.findEntries("/", pattern, true);
		while (entries.hasMoreElements()) {
			URL url = entries.nextElement();
			String name = url.getPath().substring(url.getPath().lastIndexOf('/') + 1);
			if (!url.getPath().contains("/target/") && name.matches(".*\\.(hexmap|scenario)")) {
				try (InputStream in = url.openStream()) {
					Files.copy(in, folder.resolve(name));
				}
			}
		}
	}
}

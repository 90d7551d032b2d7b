package org.banneret.rules.tests;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.Optional;
import java.util.Set;

import org.eclipse.core.runtime.FileLocator;
import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;

/** The test runtime's bundles as a plain class path, for a command line run in a JVM of its own, as the product runs it. */
final class TestRuntime {

	private TestRuntime() {
	}

	/** Every bundle's jar or classes folder (a bundle of this build is its target/classes). */
	static String flatClassPath() {
		Set<String> entries = new LinkedHashSet<>();
		for (Bundle bundle : FrameworkUtil.getBundle(TestRuntime.class).getBundleContext().getBundles()) {
			Optional<File> location = FileLocator.getBundleFileLocation(bundle);
			if (location.isEmpty()) {
				continue;
			}
			Path path = location.get().toPath();
			Path classes = path.resolve("target/classes");
			entries.add((Files.isDirectory(classes) ? classes : path).toString());
		}
		return String.join(File.pathSeparator, entries);
	}
}

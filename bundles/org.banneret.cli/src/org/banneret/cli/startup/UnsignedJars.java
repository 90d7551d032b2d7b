package org.banneret.cli.startup;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Copies the product's jars for the start-up cache, without their signatures: the JDK's class
 * cache (AOT cache, CDS) leaves out every class of a signed jar, and most Eclipse jars are
 * signed. The command line and the language server run on a plain class path, where nothing
 * verifies a signature; the Studio keeps the signed originals.
 * <p>
 * {@code java -cp org.banneret.cli.jar org.banneret.cli.startup.UnsignedJars FROM TO}
 */
public final class UnsignedJars {

	private static final Pattern SIGNATURE = Pattern.compile("META-INF/[^/]+\\.(SF|RSA|DSA|EC)", Pattern.CASE_INSENSITIVE);

	private UnsignedJars() {
	}

	public static void main(String[] args) throws IOException {
		if (args.length != 2) {
			System.err.println("usage: UnsignedJars FROM-FOLDER TO-FOLDER");
			System.exit(2);
		}
		copyAll(Path.of(args[0]), Path.of(args[1]));
	}

	/** Copies every jar of a folder into another (created), signed ones without their signatures. */
	public static void copyAll(Path from, Path to) throws IOException {
		Files.createDirectories(to);
		List<Path> jars;
		try (Stream<Path> files = Files.list(from)) {
			jars = files.filter(file -> file.getFileName().toString().endsWith(".jar")).sorted().toList();
		}
		for (Path jar : jars) {
			Path copy = to.resolve(jar.getFileName());
			if (isSigned(jar)) {
				copyUnsigned(jar, copy);
			} else {
				linkOrCopy(jar, copy);
			}
		}
	}

	private static void linkOrCopy(Path jar, Path copy) throws IOException {
		try {
			Files.createLink(copy, jar);
		} catch (IOException | UnsupportedOperationException e) {
			Files.copy(jar, copy); // another file system, or no hard links there
		}
	}

	static boolean isSigned(Path jar) throws IOException {
		try (JarFile file = new JarFile(jar.toFile(), false)) {
			return file.stream().anyMatch(entry -> SIGNATURE.matcher(entry.getName()).matches());
		}
	}

	/** The jar without its signature files, and its manifest without the per-entry digests they sign. */
	static void copyUnsigned(Path jar, Path copy) throws IOException {
		try (JarFile in = new JarFile(jar.toFile(), false); OutputStream file = Files.newOutputStream(copy)) {
			Manifest manifest = new Manifest();
			if (in.getManifest() != null) {
				manifest.getMainAttributes().putAll(in.getManifest().getMainAttributes());
			} else {
				manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
			}
			try (JarOutputStream out = new JarOutputStream(file, manifest)) {
				for (JarEntry entry : in.stream().toList()) {
					String name = entry.getName();
					if (SIGNATURE.matcher(name).matches() || name.equalsIgnoreCase(JarFile.MANIFEST_NAME)
							|| name.equalsIgnoreCase("META-INF/")) {
						continue;
					}
					JarEntry plain = new JarEntry(name);
					plain.setTime(entry.getTime());
					out.putNextEntry(plain);
					try (InputStream data = in.getInputStream(entry)) {
						data.transferTo(out);
					}
					out.closeEntry();
				}
			}
		}
	}
}

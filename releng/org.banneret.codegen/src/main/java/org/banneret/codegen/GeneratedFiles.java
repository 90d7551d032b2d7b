package org.banneret.codegen;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Stream;

/** Compares a freshly generated tree with the committed one, and replaces it in write mode. */
final class GeneratedFiles {

	private GeneratedFiles() {
	}

	/** Adds to {@code drift} every file that differs, or exists on one side only. */
	static void compare(Path generated, Path committed, String label, List<String> drift) throws IOException {
		TreeSet<String> names = new TreeSet<>();
		names.addAll(relativeFiles(generated));
		names.addAll(relativeFiles(committed));
		for (String name : names) {
			Path g = name.isEmpty() ? generated : generated.resolve(name);
			Path c = name.isEmpty() ? committed : committed.resolve(name);
			compareFile(g, c, name.isEmpty() ? label : label + "/" + name, drift);
		}
	}

	static void compareFile(Path generated, Path committed, String label, List<String> drift) throws IOException {
		if (!Files.exists(generated) || !Files.exists(committed)
				|| !Arrays.equals(Files.readAllBytes(generated), Files.readAllBytes(committed))) {
			drift.add(label);
		}
	}

	static List<String> relativeFiles(Path path) throws IOException {
		if (Files.isRegularFile(path)) {
			return List.of("");
		}
		if (!Files.isDirectory(path)) {
			return List.of();
		}
		try (Stream<Path> files = Files.walk(path)) {
			return files.filter(Files::isRegularFile).map(p -> path.relativize(p).toString()).toList();
		}
	}

	static void replace(Path generated, Path committed) throws IOException {
		if (Files.isDirectory(committed)) {
			try (Stream<Path> files = Files.walk(committed)) {
				files.sorted((a, b) -> b.compareTo(a)).forEach(GeneratedFiles::delete);
			}
		}
		if (Files.isRegularFile(generated)) {
			Files.createDirectories(committed.getParent());
			Files.copy(generated, committed, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
			return;
		}
		try (Stream<Path> files = Files.walk(generated)) {
			for (Path source : (Iterable<Path>) files::iterator) {
				Path target = committed.resolve(generated.relativize(source).toString());
				if (Files.isDirectory(source)) {
					Files.createDirectories(target);
				} else {
					Files.copy(source, target, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
				}
			}
		}
	}

	static void delete(Path path) {
		try {
			Files.delete(path);
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
	}
}

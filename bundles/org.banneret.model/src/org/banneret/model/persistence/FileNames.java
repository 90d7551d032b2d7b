package org.banneret.model.persistence;

import java.nio.file.Path;

/** The names of files written beside the file they come from: stirling.hexmap gives stirling-map.pdf, stirling.tmx. */
public final class FileNames {

	private FileNames() {
	}

	/** A file's name without its last extension: "stirling" for stirling.hexmap. */
	public static String baseName(Path file) {
		String name = file.getFileName().toString();
		int dot = name.lastIndexOf('.');
		return dot > 0 ? name.substring(0, dot) : name;
	}

	/** The file beside it named by its base name and a suffix: beside(stirling.hexmap, ".tmx") is stirling.tmx in the same folder. */
	public static Path beside(Path file, String suffix) {
		return file.toAbsolutePath().resolveSibling(baseName(file) + suffix);
	}
}

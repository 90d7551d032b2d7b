package org.banneret.publish;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.banneret.model.persistence.AtomicFiles;

/** The files a one-file-per-page format writes: the given name for one page, else name-1, name-2... */
public final class PageFiles {

	private PageFiles() {
	}

	public static Path of(Path file, int index, int count) {
		if (count == 1) {
			return file;
		}
		String name = file.getFileName().toString();
		int dot = name.lastIndexOf('.');
		String base = dot > 0 ? name.substring(0, dot) : name;
		String extension = dot > 0 ? name.substring(dot) : "";
		return file.resolveSibling(base + "-" + (index + 1) + extension);
	}

	/** Writes each page to its file, atomically. */
	public static void write(Path file, List<byte[]> pages) throws IOException {
		for (int i = 0; i < pages.size(); i++) {
			AtomicFiles.write(of(file, i, pages.size()), pages.get(i));
		}
	}
}

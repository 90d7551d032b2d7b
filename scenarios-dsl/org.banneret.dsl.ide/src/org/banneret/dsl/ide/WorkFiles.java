package org.banneret.dsl.ide;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Set;

/**
 * Which language files below a folder are the user's work: not build output ({@code target},
 * {@code bin}), not a tool's own folders ({@code .git}, {@code node_modules}), and not what the
 * {@code .gitignore} files of the folder, its subfolders and its repository's folders above it
 * ignore. The command line, the language server and the Studio read a folder through it.
 */
public final class WorkFiles {

	/** Folders never read as work, wherever they lie. */
	public static final Set<String> NOT_WORK = Set.of("target", "bin", ".git", "node_modules");

	private WorkFiles() {
	}

	/** The language files below a folder that are the user's work, in path order. */
	public static List<Path> below(Path folder) throws IOException {
		Path root = folder.toAbsolutePath().normalize();
		Deque<GitIgnore> ignores = new ArrayDeque<>(ignoresAbove(root));
		List<Path> files = new ArrayList<>();
		Files.walkFileTree(root, new SimpleFileVisitor<>() {
			@Override
			public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attributes) {
				if (!dir.equals(root) && (NOT_WORK.contains(dir.getFileName().toString()) || ignored(ignores, dir, true))) {
					return FileVisitResult.SKIP_SUBTREE;
				}
				ignores.addLast(ignoreFileOf(dir));
				return FileVisitResult.CONTINUE;
			}

			@Override
			public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
				if (attributes.isRegularFile() && LanguageFileSet.isLanguageFile(file)
						&& !ignored(ignores, file, false)) {
					files.add(file);
				}
				return FileVisitResult.CONTINUE;
			}

			@Override
			public FileVisitResult visitFileFailed(Path file, IOException e) {
				return FileVisitResult.CONTINUE; // an unreadable entry is not the user's readable work
			}

			@Override
			public FileVisitResult postVisitDirectory(Path dir, IOException e) {
				ignores.removeLast();
				return FileVisitResult.CONTINUE;
			}
		});
		files.sort(null);
		return files;
	}

	/**
	 * Whether a file below a folder is the user's work: neither it nor a folder between it and
	 * the folder is build output, a tool's folder or ignored. A file outside the folder is not.
	 */
	public static boolean isWork(Path folder, Path file) {
		Path root = folder.toAbsolutePath().normalize();
		Path path = file.toAbsolutePath().normalize();
		if (!path.startsWith(root) || path.equals(root)) {
			return false;
		}
		List<GitIgnore> ignores = new ArrayList<>(ignoresAbove(root));
		Path dir = root;
		for (Path segment : root.relativize(path.getParent() == null ? path : path.getParent())) {
			if (segment.toString().isEmpty()) {
				break;
			}
			ignores.add(ignoreFileOf(dir));
			dir = dir.resolve(segment);
			if (NOT_WORK.contains(segment.toString()) || ignored(ignores, dir, true)) {
				return false;
			}
		}
		ignores.add(ignoreFileOf(dir));
		return !ignored(ignores, path, false);
	}

	/** The ignore files of the folders above a folder, up to its repository's top, outermost first; none outside a repository. */
	private static List<GitIgnore> ignoresAbove(Path root) {
		Path top = root;
		while (top != null && !Files.exists(top.resolve(".git"))) {
			top = top.getParent();
		}
		List<GitIgnore> above = new ArrayList<>();
		for (Path dir = root.getParent(); top != null && dir != null && dir.startsWith(top); dir = dir.getParent()) {
			above.add(0, ignoreFileOf(dir));
		}
		return above;
	}

	private static GitIgnore ignoreFileOf(Path dir) {
		Path file = dir.resolve(".gitignore");
		return Files.isRegularFile(file) ? GitIgnore.read(file) : GitIgnore.parse(dir, List.of());
	}

	/** What the ignore files say of a path, the deepest that has a verdict winning. */
	private static boolean ignored(Iterable<GitIgnore> ignores, Path path, boolean folder) {
		boolean ignored = false;
		for (GitIgnore ignore : ignores) {
			Boolean verdict = ignore.ignores(path, folder);
			if (verdict != null) {
				ignored = verdict;
			}
		}
		return ignored;
	}

	static String extension(Path path) {
		String name = path.getFileName().toString();
		int dot = name.lastIndexOf('.');
		return dot < 0 ? "" : name.substring(dot + 1);
	}
}

package org.banneret.dsl.ide;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.xtext.resource.XtextResourceSet;

/**
 * The files a command or an export works on, loaded into one resource set with the files of their
 * folders and the built-in game systems beside them, so that scenarios resolve their maps and
 * systems across files, as an editor resolves them.
 */
public final class LanguageFileSet {

	/** The extension of the language's game system files. */
	public static final String GAME_SYSTEMS = "gamesystem";
	/** The extension of the language's map files. */
	public static final String MAPS = "hexmap";
	/** The extension of the language's scenario files. */
	public static final String SCENARIOS = "scenario";
	/** The extensions of the language's files: game systems, maps and scenarios. */
	public static final Set<String> EXTENSIONS = Set.of(GAME_SYSTEMS, MAPS, SCENARIOS);

	/** Whether a path names a file of the language by its extension (whether or not it exists). */
	public static boolean isLanguageFile(Path path) {
		return path.getFileName() != null && EXTENSIONS.contains(WorkFiles.extension(path));
	}

	/** An input that cannot be read: a missing path, or a folder with no language files. */
	public static final class UnreadableInput extends Exception {
		private static final long serialVersionUID = 1L;

		UnreadableInput(String message) {
			super(message);
		}
	}

	private final XtextResourceSet resourceSet;
	private final List<Resource> inputs = new ArrayList<>();

	public LanguageFileSet(XtextResourceSet resourceSet) {
		this.resourceSet = resourceSet;
	}

	public XtextResourceSet resourceSet() {
		return resourceSet;
	}

	/** The resources of the files named, in the order loaded; not their folders' other files. */
	public List<Resource> inputs() {
		return inputs;
	}

	/**
	 * Loads the files and folders given, then the built-in systems they do not replace: a
	 * built-in is replaced by an input of the same file name or defining the same system.
	 */
	public void load(List<Path> paths) throws UnreadableInput {
		Set<Path> folders = new java.util.LinkedHashSet<>();
		for (Path path : paths) {
			for (Path file : files(path)) {
				Path absolute = file.toAbsolutePath().normalize();
				inputs.add(resourceSet.getResource(URI.createFileURI(absolute.toString()), true));
				folders.add(absolute.getParent());
			}
		}
		// A file named alone is read beside its folder's maps and game systems, as an editor reads it;
		// only the files named are reported on.
		for (Path folder : folders) {
			for (Path sibling : siblings(folder)) {
				resourceSet.getResource(URI.createFileURI(sibling.toString()), true);
			}
		}
		BuiltInResources.addTo(resourceSet).forEach(problem -> System.err.println("banneret: " + problem));
		EcoreUtil.resolveAll(resourceSet);
	}

	private static List<Path> files(Path path) throws UnreadableInput {
		if (!Files.exists(path)) {
			throw new UnreadableInput(path + ": no such file or folder");
		}
		if (Files.isRegularFile(path)) {
			if (!isLanguageFile(path)) {
				throw new UnreadableInput(path + ": not a .gamesystem, .hexmap or .scenario file");
			}
			if (!Files.isReadable(path)) {
				throw new UnreadableInput(path + ": cannot be read");
			}
			return List.of(path);
		}
		try {
			List<Path> files = WorkFiles.below(path);
			if (files.isEmpty()) {
				throw new UnreadableInput(path + ": no .gamesystem, .hexmap or .scenario files in this folder"
						+ " (target, bin, .git, node_modules and what .gitignore ignores are not read)");
			}
			return files;
		} catch (IOException e) {
			throw new UnreadableInput(path + ": cannot be read (" + e.getMessage() + ")");
		}
	}

	/**
	 * Why a loaded file gives no model to work on: its first syntax error at file:line:column (and
	 * how many more), or that it is empty; null when it gives one.
	 */
	public static String problem(Resource resource, Path file) {
		if (!resource.getErrors().isEmpty()) {
			Resource.Diagnostic first = resource.getErrors().get(0);
			return file + ":" + first.getLine() + ":" + first.getColumn() + ": " + first.getMessage()
					+ (resource.getErrors().size() > 1 ? " (and " + (resource.getErrors().size() - 1) + " more errors)" : "");
		}
		return resource.getContents().isEmpty() ? file + " is empty" : null;
	}

	/** The language files directly in a folder; none when it cannot be read (the inputs were). */
	private static List<Path> siblings(Path folder) {
		try (Stream<Path> list = Files.list(folder)) {
			return list.filter(Files::isRegularFile).filter(LanguageFileSet::isLanguageFile)
					.map(p -> p.toAbsolutePath().normalize()).sorted().toList();
		} catch (IOException e) {
			return List.of();
		}
	}
}

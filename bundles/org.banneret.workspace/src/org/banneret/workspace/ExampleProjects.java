package org.banneret.workspace;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.banneret.dsl.ide.LanguageFileSet;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IWorkspaceRoot;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Path;
import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.SubMonitor;
import org.osgi.framework.Bundle;

/**
 * The bundled example maps and scenarios as a Banneret project in the workspace: one folder per
 * game (bannockburn, cryhavoc, sluys), the files as Banneret ships them.
 */
public final class ExampleProjects {

	/** The name of the example project. */
	public static final String PROJECT = "Banneret Examples";
	/** The games whose examples are bundled, as their folders are named. */
	public static final List<String> GAMES = List.of("bannockburn", "cryhavoc", "sluys");

	private static final String EXAMPLES_BUNDLE = "org.banneret.examples";

	private ExampleProjects() {
	}

	/**
	 * Creates (or completes) the example project with the given games' folders; files that exist
	 * already are left as the user edited them.
	 */
	public static IProject create(String name, List<String> games, IProgressMonitor monitor) throws CoreException {
		SubMonitor progress = SubMonitor.convert(monitor, "Creating " + name, 2 + games.size());
		IWorkspaceRoot root = ResourcesPlugin.getWorkspace().getRoot();
		IProject project = root.getProject(name);
		if (!project.exists()) {
			project.create(progress.split(1));
		} else {
			progress.worked(1);
		}
		if (!project.isOpen()) {
			project.open(progress.split(1));
		} else {
			progress.worked(1);
		}
		BanneretNature.addTo(project, null);
		Bundle bundle = Platform.getBundle(EXAMPLES_BUNDLE);
		if (bundle == null) {
			throw new CoreException(Status.error("The example scenarios (bundle " + EXAMPLES_BUNDLE + ") are missing from this installation."));
		}
		for (String game : games) {
			copyFolder(bundle, game, project.getFolder(game), progress.split(1));
		}
		return project;
	}

	private static void copyFolder(Bundle bundle, String game, IFolder folder, IProgressMonitor monitor) throws CoreException {
		List<URL> entries = files(bundle, game);
		SubMonitor progress = SubMonitor.convert(monitor, entries.size() + 1);
		if (!folder.exists()) {
			folder.create(IResource.NONE, true, progress.split(1));
		}
		for (URL entry : entries) {
			String name = new Path(entry.getPath()).lastSegment();
			IFile file = folder.getFile(name);
			if (file.exists()) {
				progress.worked(1);
				continue;
			}
			try (InputStream in = entry.openStream()) {
				file.create(in, IResource.NONE, progress.split(1));
			} catch (IOException e) {
				throw new CoreException(new Status(IStatus.ERROR, WorkspacePlugin.ID,
						"Cannot read the example " + game + "/" + name + " from " + EXAMPLES_BUNDLE, e));
			}
		}
	}

	/** The language files of one game's folder in the bundle, by name. */
	private static List<URL> files(Bundle bundle, String game) {
		List<URL> files = new ArrayList<>();
		var entries = bundle.findEntries(game, "*", false);
		if (entries != null) {
			for (URL url : Collections.list(entries)) {
				String extension = new Path(url.getPath()).getFileExtension();
				if (extension != null && LanguageFileSet.EXTENSIONS.contains(extension)) {
					files.add(url);
				}
			}
		}
		files.sort((a, b) -> a.getPath().compareTo(b.getPath()));
		return files;
	}
}

package org.banneret.workspace;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IProjectDescription;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.resources.IWorkspaceRoot;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.SubMonitor;

/**
 * A file from outside the workspace (a double-click in a file manager, a path on the command line)
 * as a workspace file: in the project that already holds it, or else in a new Banneret project on
 * its folder, so that it is checked beside the maps and game systems next to it. Eclipse writes
 * that project's .project file into the folder.
 */
public final class FolderProjects {

	private FolderProjects() {
	}

	/** The workspace file of a file on disk, making a project for its folder when no project holds it. */
	public static IFile fileFor(Path file, IProgressMonitor monitor) throws CoreException {
		SubMonitor progress = SubMonitor.convert(monitor, "Opening " + file.getFileName(), 3);
		Path absolute = file.toAbsolutePath().normalize();
		if (!Files.isRegularFile(absolute)) {
			throw new CoreException(Status.error(absolute + " is not a file that can be read."));
		}
		IWorkspaceRoot root = ResourcesPlugin.getWorkspace().getRoot();
		IFile existing = inOpenProject(root, absolute);
		if (existing != null) {
			existing.refreshLocal(IResource.DEPTH_ZERO, progress.split(1));
			return existing;
		}
		IProject project = projectFor(absolute.getParent(), progress.split(2));
		IFile made = project.getFile(IPath.fromOSString(absolute.getFileName().toString()));
		if (!made.exists()) {
			made.refreshLocal(IResource.DEPTH_ZERO, progress.split(1));
		}
		return made;
	}

	private static IFile inOpenProject(IWorkspaceRoot root, Path file) {
		for (IFile candidate : root.findFilesForLocationURI(file.toUri())) {
			if (candidate.getProject().isOpen()) {
				return candidate;
			}
		}
		return null;
	}

	/** A Banneret project on a folder: one that is there, reopened, or a new one named after the folder. */
	private static IProject projectFor(Path folder, IProgressMonitor monitor) throws CoreException {
		SubMonitor progress = SubMonitor.convert(monitor, 3);
		IWorkspace workspace = ResourcesPlugin.getWorkspace();
		IWorkspaceRoot root = workspace.getRoot();
		IPath location = IPath.fromOSString(folder.toString());
		for (IProject project : root.getProjects()) {
			if (location.equals(project.getLocation()) && !project.isOpen()) {
				project.open(progress.split(1));
				BanneretNature.addTo(project, progress.split(1));
				return project;
			}
		}
		IProject project = root.getProject(freeName(root, folder.getFileName() == null ? "Files" : folder.getFileName().toString()));
		// A folder just under the workspace's own folder is a project's default location.
		IPath asGiven = location.equals(root.getLocation().append(project.getName())) ? null : location;
		if (!Files.isWritable(folder)) {
			throw new CoreException(Status.error(folder + " is read-only, and Banneret Studio keeps a project file beside the"
					+ " files it opens. Copy the folder to one you can write to (the examples: File > New > Banneret Examples)."));
		}
		IStatus valid = workspace.validateProjectLocation(project, asGiven);
		if (!valid.isOK()) {
			throw new CoreException(Status.error("Banneret Studio cannot open files of " + folder + " as a project: "
					+ valid.getMessage() + " Import the folder into a project of the workspace instead."));
		}
		IProjectDescription description = workspace.newProjectDescription(project.getName());
		description.setLocation(asGiven);
		project.create(description, progress.split(1));
		project.open(progress.split(1));
		project.setDefaultCharset("UTF-8", null); // the language's files are UTF-8
		BanneretNature.addTo(project, progress.split(1));
		return project;
	}

	private static String freeName(IWorkspaceRoot root, String name) {
		String free = name;
		for (int i = 2; root.getProject(free).exists(); i++) {
			free = name + " (" + i + ")";
		}
		return free;
	}
}

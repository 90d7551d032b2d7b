package org.banneret.ui.application;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.banneret.dsl.ide.LanguageFileSet;
import org.banneret.ui.wizards.Files;
import org.banneret.workspace.FolderProjects;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.resources.WorkspaceJob;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.MultiStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.jface.dialogs.ErrorDialog;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbench;

/**
 * Files named on the command line (what a double-click on a .scenario runs), or sent by a later
 * start to the Studio that runs: each opened in its editor, in the project that holds it or a new
 * project on its folder.
 */
public final class FilesToOpen {

	private FilesToOpen() {
	}

	/** The arguments that name Banneret files (the rest are the platform's or the Studio's options). */
	public static List<Path> inArguments(String[] arguments) {
		List<Path> files = new ArrayList<>();
		for (String argument : arguments) {
			Path file = argument.startsWith("-") ? null : Path.of(argument);
			if (file != null && LanguageFileSet.isLanguageFile(file)) {
				files.add(file.toAbsolutePath().normalize());
			}
		}
		return files;
	}

	/** Opens the files in editors, in a workspace job; a file that cannot be opened is said in one dialog. */
	public static void open(IWorkbench workbench, List<Path> files) {
		if (files.isEmpty()) {
			return;
		}
		WorkspaceJob job = new WorkspaceJob("Opening " + files.size() + " file(s)") {
			@Override
			public IStatus runInWorkspace(IProgressMonitor monitor) {
				SubMonitor progress = SubMonitor.convert(monitor, files.size());
				List<IFile> opened = new ArrayList<>();
				MultiStatus problems = new MultiStatus(FilesToOpen.class, 0, "Some files could not be opened.");
				for (Path file : files) {
					try {
						opened.add(FolderProjects.fileFor(file, progress.split(1)));
					} catch (CoreException e) {
						problems.add(e.getStatus());
					}
				}
				workbench.getDisplay().asyncExec(() -> show(workbench, opened, problems));
				return Status.OK_STATUS;
			}
		};
		job.setRule(ResourcesPlugin.getWorkspace().getRoot());
		job.setUser(true);
		job.schedule();
	}

	private static void show(IWorkbench workbench, List<IFile> opened, MultiStatus problems) {
		for (IFile file : opened) {
			Files.revealAndOpen(workbench, file, file.getProject());
		}
		Shell shell = workbench.getActiveWorkbenchWindow() == null ? null : workbench.getActiveWorkbenchWindow().getShell();
		if (shell != null) {
			shell.forceActive(); // a file sent from a file manager brings the Studio to the front
			if (!problems.isOK()) {
				ErrorDialog.openError(shell, "Banneret Studio", null, problems);
			}
		}
	}

	static boolean isBanneretFile(Path file) {
		return java.nio.file.Files.isRegularFile(file) && LanguageFileSet.isLanguageFile(file);
	}
}

package org.banneret.ui.application;

import org.banneret.ui.wizards.NewExamplesWizard;
import org.banneret.workspace.ExampleProjects;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.resources.WorkspaceJob;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;

/** A new workspace's first start: the examples as a project, with a scenario open that shows the rules at work. */
final class FirstStart {

	private FirstStart() {
	}

	static void openExamples() {
		if (ResourcesPlugin.getWorkspace().getRoot().getProjects().length > 0) {
			return;
		}
		WorkspaceJob create = new WorkspaceJob("Adding the Banneret examples") {
			@Override
			public IStatus runInWorkspace(IProgressMonitor monitor) throws CoreException {
				IProject project = ExampleProjects.create(ExampleProjects.PROJECT, ExampleProjects.GAMES, monitor);
				IFile first = project.getFile(NewExamplesWizard.FIRST_FILE);
				PlatformUI.getWorkbench().getDisplay().asyncExec(() -> open(first));
				return Status.OK_STATUS;
			}
		};
		create.setRule(ResourcesPlugin.getWorkspace().getRoot());
		create.schedule();
	}

	private static void open(IFile file) {
		IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
		if (window != null && window.getActivePage() != null && file.exists()) {
			try {
				IDE.openEditor(window.getActivePage(), file);
			} catch (PartInitException e) {
				// the examples are there; the user opens one from the Project Explorer
			}
		}
	}
}

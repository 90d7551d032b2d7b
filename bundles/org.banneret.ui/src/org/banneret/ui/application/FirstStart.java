package org.banneret.ui.application;

import org.banneret.ui.wizards.NewExamplesWizard;
import org.banneret.workspace.ExampleProjects;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.resources.WorkspaceJob;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.PlatformUI;

/** A new workspace's first start: the examples as a project, the richest scenario open on its set-up. */
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
				IWorkbench workbench = PlatformUI.getWorkbench();
				workbench.getDisplay().asyncExec(() -> NewExamplesWizard.showFirstExample(workbench, project));
				return Status.OK_STATUS;
			}
		};
		create.setRule(ResourcesPlugin.getWorkspace().getRoot());
		create.schedule();
	}
}

package org.banneret.ui.tests;

import org.banneret.workspace.ExampleProjects;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;

/** The example project the Studio tests work on, created once per test run. */
final class Examples {

	private Examples() {
	}

	static synchronized IProject project() throws CoreException, InterruptedException {
		IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject(ExampleProjects.PROJECT);
		if (!project.exists()) {
			ExampleProjects.create(ExampleProjects.PROJECT, ExampleProjects.GAMES, null);
		}
		Studio.settle();
		return project;
	}
}

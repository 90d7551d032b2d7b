package org.banneret.dsl.ide.server;

import org.eclipse.xtext.ide.server.DefaultProjectDescriptionFactory;
import org.eclipse.xtext.resource.impl.ProjectDescription;
import org.eclipse.xtext.workspace.IProjectConfig;

/** Makes every project of the workspace see the built-in game systems. */
public class BuiltInProjectDescriptions extends DefaultProjectDescriptionFactory {

	@Override
	public ProjectDescription getProjectDescription(IProjectConfig project) {
		ProjectDescription description = super.getProjectDescription(project);
		if (!BuiltInWorkspaceConfigFactory.BUILT_IN_PROJECT.equals(project.getName())) {
			description.getDependencies().add(BuiltInWorkspaceConfigFactory.BUILT_IN_PROJECT);
		}
		return description;
	}
}

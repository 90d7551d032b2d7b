package org.banneret.dsl.ide.server;

import java.util.List;

import org.eclipse.lsp4j.WorkspaceFolder;
import org.eclipse.xtext.ide.server.MultiRootWorkspaceConfigFactory;
import org.eclipse.xtext.workspace.FileProjectConfig;
import org.eclipse.xtext.workspace.IWorkspaceConfig;
import org.eclipse.xtext.workspace.WorkspaceConfig;

import com.google.inject.Inject;

/** The client's workspace folders plus one project holding the built-in game systems. */
public class BuiltInWorkspaceConfigFactory extends MultiRootWorkspaceConfigFactory {

	/** The project name of the built-in game systems; every other project depends on it. */
	public static final String BUILT_IN_PROJECT = "banneret-built-in-game-systems";

	@Inject
	private BuiltInGameSystemsFolder builtIns;

	@Override
	public IWorkspaceConfig getWorkspaceConfig(List<WorkspaceFolder> workspaceFolders) {
		IWorkspaceConfig config = super.getWorkspaceConfig(workspaceFolders);
		if (config instanceof WorkspaceConfig workspace) {
			FileProjectConfig project = new FileProjectConfig(builtIns.uri(), BUILT_IN_PROJECT, workspace);
			project.addSourceFolder(".");
			workspace.addProject(project);
		}
		return config;
	}
}

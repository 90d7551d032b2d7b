package org.banneret.workspace;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.eclipse.core.resources.ICommand;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IProjectDescription;
import org.eclipse.core.resources.IProjectNature;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;

/** A Banneret project: its .gamesystem, .hexmap and .scenario files are built by the language and the rules. */
public class BanneretNature implements IProjectNature {

	public static final String ID = WorkspacePlugin.ID + ".nature";

	private IProject project;

	/** Whether a project is open and a Banneret project. */
	public static boolean isBanneretProject(IProject project) {
		try {
			return project.isOpen() && project.hasNature(ID);
		} catch (CoreException e) {
			return false;
		}
	}

	/** Makes a project a Banneret project (its builder comes with the nature). */
	public static void addTo(IProject project, IProgressMonitor monitor) throws CoreException {
		if (project.hasNature(ID)) {
			return;
		}
		IProjectDescription description = project.getDescription();
		List<String> natures = new ArrayList<>(Arrays.asList(description.getNatureIds()));
		natures.add(ID);
		description.setNatureIds(natures.toArray(String[]::new));
		project.setDescription(description, monitor);
	}

	@Override
	public void configure() throws CoreException {
		IProjectDescription description = project.getDescription();
		for (ICommand command : description.getBuildSpec()) {
			if (BanneretBuilder.ID.equals(command.getBuilderName())) {
				return;
			}
		}
		ICommand command = description.newCommand();
		command.setBuilderName(BanneretBuilder.ID);
		List<ICommand> spec = new ArrayList<>(Arrays.asList(description.getBuildSpec()));
		spec.add(command);
		description.setBuildSpec(spec.toArray(ICommand[]::new));
		project.setDescription(description, null);
	}

	@Override
	public void deconfigure() throws CoreException {
		IProjectDescription description = project.getDescription();
		description.setBuildSpec(Arrays.stream(description.getBuildSpec())
				.filter(command -> !BanneretBuilder.ID.equals(command.getBuilderName())).toArray(ICommand[]::new));
		project.setDescription(description, null);
		project.deleteMarkers(FindingMarkers.TYPE, true, org.eclipse.core.resources.IResource.DEPTH_INFINITE);
	}

	@Override
	public IProject getProject() {
		return project;
	}

	@Override
	public void setProject(IProject project) {
		this.project = project;
	}
}

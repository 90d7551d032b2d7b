package org.banneret.ui.application;

import java.nio.file.Path;
import java.util.List;

import org.banneret.workspace.LanguageHost;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.core.runtime.IAdaptable;
import org.eclipse.ui.application.IWorkbenchConfigurer;
import org.eclipse.ui.application.IWorkbenchWindowConfigurer;
import org.eclipse.ui.application.WorkbenchAdvisor;
import org.eclipse.ui.application.WorkbenchWindowAdvisor;
import org.eclipse.ui.ide.IDE;

/** Workbench life cycle of Banneret Studio. */
public class StudioWorkbenchAdvisor extends WorkbenchAdvisor {

	@Override
	public void initialize(IWorkbenchConfigurer configurer) {
		super.initialize(configurer);
		configurer.setSaveAndRestore(true);
		// The Project Explorer and the resource adapters come from the IDE layer.
		IDE.registerAdapters();
		IdeImages.declare(configurer);
	}

	/** The language host starts while the window opens, so that the first editor does not wait for it. */
	@Override
	public void postStartup() {
		super.postStartup();
		Job start = Job.create("Starting the scenario language", monitor -> {
			LanguageHost.get();
			return Status.OK_STATUS;
		});
		start.setSystem(true);
		start.schedule();
		List<Path> files = FilesToOpen.inArguments(Platform.getApplicationArgs());
		if (List.of(Platform.getApplicationArgs()).contains(EXAMPLES_ARGUMENT) && files.isEmpty()) {
			FirstStart.openExamples();
		}
		FilesToOpen.open(getWorkbenchConfigurer().getWorkbench(), files);
		door = StudioDoor.open(Path.of(Platform.getInstanceLocation().getURL().getPath()), getWorkbenchConfigurer().getWorkbench());
	}

	@Override
	public void postShutdown() {
		if (door != null) {
			door.close();
		}
		super.postShutdown();
	}

	/** Where later starts on this workspace hand over their files; null when it could not open. */
	private StudioDoor door;

	/** The argument that opens the examples: {@code ./banneret studio} passes it on a workspace's first start. */
	public static final String EXAMPLES_ARGUMENT = "-examples";

	@Override
	public String getInitialWindowPerspectiveId() {
		return ScenarioDesignPerspective.ID;
	}

	@Override
	public IAdaptable getDefaultPageInput() {
		return ResourcesPlugin.getWorkspace().getRoot();
	}

	@Override
	public WorkbenchWindowAdvisor createWorkbenchWindowAdvisor(IWorkbenchWindowConfigurer configurer) {
		return new StudioWindowAdvisor(configurer);
	}
}

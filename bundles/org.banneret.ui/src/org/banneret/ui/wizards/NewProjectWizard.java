package org.banneret.ui.wizards;

import java.lang.reflect.InvocationTargetException;

import org.banneret.workspace.BanneretNature;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IProjectDescription;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.wizard.Wizard;
import org.eclipse.ui.INewWizard;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.actions.WorkspaceModifyOperation;
import org.eclipse.ui.dialogs.WizardNewProjectCreationPage;
import org.eclipse.ui.wizards.newresource.BasicNewResourceWizard;

/** File > New > Banneret Project: a project whose game systems, maps and scenarios the builder checks. */
public class NewProjectWizard extends Wizard implements INewWizard {

	public static final String ID = "org.banneret.ui.wizards.project";

	private IWorkbench workbench;
	private WizardNewProjectCreationPage page;

	public NewProjectWizard() {
		setWindowTitle("New Banneret Project");
		setNeedsProgressMonitor(true);
	}

	@Override
	public void init(IWorkbench workbench, IStructuredSelection selection) {
		this.workbench = workbench;
	}

	@Override
	public void addPages() {
		page = new WizardNewProjectCreationPage("project");
		page.setTitle("Banneret Project");
		page.setDescription("A project for game systems, hex maps and scenarios, checked by the language and the rules as you save.");
		addPage(page);
	}

	@Override
	public boolean performFinish() {
		IProject project = page.getProjectHandle();
		java.net.URI location = page.useDefaults() ? null : page.getLocationURI();
		WorkspaceModifyOperation create = new WorkspaceModifyOperation() {
			@Override
			protected void execute(IProgressMonitor monitor) throws CoreException {
				SubMonitor progress = SubMonitor.convert(monitor, "Creating " + project.getName(), 3);
				IProjectDescription description = ResourcesPlugin.getWorkspace().newProjectDescription(project.getName());
				description.setLocationURI(location);
				project.create(description, progress.split(1));
				project.open(progress.split(1));
				BanneretNature.addTo(project, progress.split(1));
			}
		};
		try {
			getContainer().run(true, true, create);
		} catch (InvocationTargetException e) {
			MessageDialog.openError(getShell(), "New Banneret Project", "The project could not be created: "
					+ e.getCause().getMessage());
			return false;
		} catch (InterruptedException e) {
			return false;
		}
		// The Project Explorer comes forward with the project selected, so that File > New puts the
		// next file into it rather than beside the editor that was active.
		IWorkbenchWindow window = workbench.getActiveWorkbenchWindow();
		if (window != null && window.getActivePage() != null) {
			try {
				window.getActivePage().showView(IPageLayout.ID_PROJECT_EXPLORER);
			} catch (PartInitException e) {
				// the project is there; the user finds it once the view is shown again
			}
		}
		BasicNewResourceWizard.selectAndReveal(project, window);
		return true;
	}
}

package org.banneret.ui.wizards;

import java.lang.reflect.InvocationTargetException;
import java.util.ArrayList;
import java.util.List;

import org.banneret.ui.application.ShowsSetup;
import org.banneret.workspace.ExampleProjects;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.wizard.Wizard;
import org.eclipse.jface.wizard.WizardPage;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.INewWizard;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.actions.WorkspaceModifyOperation;
import org.eclipse.ui.part.MultiPageEditorPart;

/**
 * File > New > Banneret Examples: the bundled maps and scenarios of Bannockburn 1314, Cry Havoc
 * and Sluys 1340 as a project, with the problems the printed scenarios have, found by the rules.
 */
public class NewExamplesWizard extends Wizard implements INewWizard {

	public static final String ID = "org.banneret.ui.wizards.examples";

	/** The scenario that opens after the examples are created: the richest, both armies set up and the rules' findings on them. */
	public static final String FIRST_FILE = "bannockburn/bannockburn1314.scenario";

	private static final String[][] GAMES = { { "bannockburn", "Bannockburn 1314 (the Medieval system): Bannockburn, Falkirk, Stirling, Prelude" },
			{ "cryhavoc", "Cry Havoc / Siege: the castle assault and Knight Errant" }, { "sluys", "Sluys 1340: the free set-up" } };

	private IWorkbench workbench;
	private ChoicePage page;

	public NewExamplesWizard() {
		setWindowTitle("Banneret Examples");
		setNeedsProgressMonitor(true);
	}

	@Override
	public void init(IWorkbench workbench, IStructuredSelection selection) {
		this.workbench = workbench;
	}

	@Override
	public void addPages() {
		page = new ChoicePage();
		addPage(page);
	}

	@Override
	public boolean performFinish() {
		List<String> games = page.chosen();
		IProject[] created = new IProject[1];
		WorkspaceModifyOperation create = new WorkspaceModifyOperation() {
			@Override
			protected void execute(org.eclipse.core.runtime.IProgressMonitor monitor)
					throws org.eclipse.core.runtime.CoreException {
				created[0] = ExampleProjects.create(ExampleProjects.PROJECT, games, monitor);
			}
		};
		try {
			getContainer().run(true, true, create);
		} catch (InvocationTargetException e) {
			MessageDialog.openError(getShell(), "Banneret Examples", "The examples could not be created: "
					+ e.getCause().getMessage());
			return false;
		} catch (InterruptedException e) {
			return false;
		}
		showFirstExample(workbench, created[0]);
		return true;
	}

	/**
	 * Shows the examples in the Project Explorer and opens the first on its Map page, scrolled to
	 * its set-up rather than at the map's corner. UI thread.
	 */
	public static void showFirstExample(IWorkbench workbench, IProject project) {
		IFile first = project.getFile(FIRST_FILE);
		IEditorPart editor = Files.revealAndOpen(workbench, first.exists() ? first : null, project);
		if (editor instanceof MultiPageEditorPart pages && pages.getSelectedPage() instanceof ShowsSetup map) {
			// queued after the page's first zoom, which it queues as it opens: the scroll is at the zoom shown
			workbench.getDisplay().asyncExec(map::revealSetup);
		}
	}

	/** Which games' examples to add; all by default. */
	private static final class ChoicePage extends WizardPage {
		private final List<Button> boxes = new ArrayList<>();

		ChoicePage() {
			super("games");
			setTitle("Banneret Examples");
			setDescription("Add the example maps and scenarios to the workspace as the project '" + ExampleProjects.PROJECT + "'.");
		}

		@Override
		public void createControl(Composite parent) {
			Composite area = new Composite(parent, SWT.NONE);
			area.setLayout(new GridLayout(1, false));
			Label intro = new Label(area, SWT.WRAP);
			intro.setText("The scenarios are set up as the rulebooks print them, problems included; "
					+ "the Problems view shows what the rules find.");
			intro.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
			for (String[] game : GAMES) {
				Button box = new Button(area, SWT.CHECK);
				box.setText(game[1]);
				box.setData(game[0]);
				box.setSelection(true);
				box.addListener(SWT.Selection, event -> setPageComplete(!chosen().isEmpty()));
				boxes.add(box);
			}
			boolean exists = ResourcesPlugin.getWorkspace().getRoot().getProject(ExampleProjects.PROJECT).exists();
			if (exists) {
				setMessage("The project exists: missing files are added, edited ones are kept.", INFORMATION);
			}
			setControl(area);
		}

		List<String> chosen() {
			return boxes.stream().filter(Button::getSelection).map(box -> (String) box.getData()).toList();
		}
	}
}

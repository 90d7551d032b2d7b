package org.banneret.ui.wizards;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.function.Consumer;

import org.banneret.ui.tests.Studio;
import org.banneret.ui.tests.Studio.Finding;
import org.banneret.workspace.BanneretNature;
import org.banneret.workspace.ExampleProjects;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.wizard.IWizard;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.dialogs.WizardNewProjectCreationPage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/**
 * The New wizards as a user fills them in: a Banneret project, then a game system, a map of it and
 * a scenario on the map, each clean; a map and scenario of a built-in game; and the examples.
 */
class WizardsTest {

	private static final String PROJECT = "Wizard Test";

	@AfterAll
	static void deleteTheProject() throws Exception {
		IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject(PROJECT);
		Studio.closeAll();
		if (project.exists()) {
			project.delete(true, true, null);
		}
	}

	/** Opens the wizard's dialog, lets the test fill its pages in, and presses Finish. */
	private static <W extends IWizard> boolean finish(W wizard, Consumer<W> fill) {
		return Studio.ui(() -> {
			if (wizard instanceof org.eclipse.ui.IWorkbenchWizard workbenchWizard) {
				workbenchWizard.init(PlatformUI.getWorkbench(), StructuredSelection.EMPTY);
			}
			WizardDialog dialog = new WizardDialog(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), wizard);
			dialog.setBlockOnOpen(false);
			dialog.open();
			try {
				fill.accept(wizard);
				return wizard.canFinish() && wizard.performFinish();
			} finally {
				dialog.close();
			}
		});
	}

	@Test
	void aProjectAGameSystemAMapOfItAndAScenarioOnItAreAllClean() throws Exception {
		assertTrue(finish(new NewProjectWizard(), wizard -> {
			WizardNewProjectCreationPage page = (WizardNewProjectCreationPage) wizard.getPage("project");
			setProjectName(page, PROJECT);
		}));
		IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject(PROJECT);
		assertTrue(BanneretNature.isBanneretProject(project));

		assertTrue(finish(new NewGameSystemWizard(), wizard -> {
			inProject(wizard, "skirmish");
			wizard.nameField().setText("skirmish");
		}));
		Studio.settle();
		assertTrue(finish(new NewHexMapWizard(), wizard -> {
			inProject(wizard, "field");
			wizard.systemField().setText("skirmish");
			wizard.nameField().setText("skirmish.Field");
		}));
		Studio.settle();
		assertTrue(finish(new NewScenarioWizard(), wizard -> {
			inProject(wizard, "battle");
			wizard.systemField().setText("skirmish");
			wizard.nameField().setText("skirmish.Battle");
		}));
		assertTrue(finish(new NewHexMapWizard(), wizard -> {
			inProject(wizard, "moor");
			wizard.systemField().setText("medieval");
			wizard.nameField().setText("moors.Moor");
		}));
		Studio.settle();
		assertTrue(finish(new NewScenarioWizard(), wizard -> {
			inProject(wizard, "skirmish-on-the-moor");
			wizard.systemField().setText("medieval");
			wizard.nameField().setText("moors.Skirmish");
		}));
		Studio.settle();
		for (String name : List.of("skirmish.gamesystem", "field.hexmap", "battle.scenario", "moor.hexmap",
				"skirmish-on-the-moor.scenario")) {
			IFile file = project.getFile(name);
			assertTrue(file.exists(), name);
		}
		List<Finding> findings = Studio.findings(project);
		assertEquals(List.of(), findings.stream().filter(f -> !f.severity().equals("info") && !allowed(f)).toList(),
				"the new files are clean; all findings: " + findings);
		assertTrue(org.banneret.workspace.LanguageFiles.textOf(project.getFile("battle.scenario")).contains("map skirmish.Field"));
	}

	@Test
	void aNewFileGoesBesideTheEditedOneAndItsNameFollowsTheFileName() throws Exception {
		IProject examples = ResourcesPlugin.getWorkspace().getRoot().getProject(ExampleProjects.PROJECT);
		if (!examples.exists()) {
			ExampleProjects.create(ExampleProjects.PROJECT, ExampleProjects.GAMES, null);
		}
		Studio.openMap(examples.getFile("bannockburn/stirling.scenario"));
		NewHexMapWizard wizard = new NewHexMapWizard();
		List<String> seen = Studio.ui(() -> {
			// As File > New opens it from the Map page, whose selection is of edit parts, not files.
			wizard.init(PlatformUI.getWorkbench(), new StructuredSelection(new Object()));
			WizardDialog dialog = new WizardDialog(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), wizard);
			dialog.setBlockOnOpen(false);
			dialog.open();
			try {
				String folder = String.valueOf(wizard.filePage().getContainerFullPath());
				wizard.filePage().setFileName("loudoun");
				wizard.getContainer().showPage(wizard.getPages()[1]);
				String offered = wizard.nameField().getText();
				wizard.nameField().setText("loudoun.Hill");
				wizard.getContainer().showPage(wizard.getPages()[0]);
				wizard.filePage().setFileName("other");
				wizard.getContainer().showPage(wizard.getPages()[1]);
				return List.of(folder, offered, wizard.nameField().getText());
			} finally {
				dialog.close();
			}
		});
		assertEquals(List.of("/" + ExampleProjects.PROJECT + "/bannockburn", "maps.loudoun", "loudoun.Hill"), seen,
				"the folder, the name offered for loudoun.hexmap, and the name typed after the file's name changed");
		Studio.closeAll();
	}

	/** The medieval system always warns that its data lacks the Scattered track's capacity. */
	private static boolean allowed(Finding finding) {
		return finding.severity().equals("warning") && finding.code().equals("BAN-SCAT-1");
	}

	@Test
	void theExamplesWizardCreatesTheExampleProject() throws Exception {
		IProject examples = ResourcesPlugin.getWorkspace().getRoot().getProject(ExampleProjects.PROJECT);
		assertTrue(finish(new NewExamplesWizard(), wizard -> {
		}));
		Studio.settle();
		assertTrue(examples.exists() && BanneretNature.isBanneretProject(examples));
		assertTrue(examples.getFile("bannockburn/stirling.scenario").exists());
		assertTrue(examples.getFile("cryhavoc/assault.scenario").exists());
		assertTrue(examples.getFile("sluys/freesetup.scenario").exists());
	}

	/** Fills in the first page and presses Next, as a user would. */
	private static void inProject(NewFileWizard wizard, String name) {
		wizard.filePage().setContainerFullPath(org.eclipse.core.runtime.IPath.fromOSString("/" + PROJECT));
		wizard.filePage().setFileName(name);
		wizard.getContainer().showPage(wizard.getPages()[1]);
	}

	private static void setProjectName(WizardNewProjectCreationPage page, String name) {
		// The page's name field is private; it reads its initial value when its control is made.
		((org.eclipse.swt.widgets.Text) find(page.getControl(), org.eclipse.swt.widgets.Text.class)).setText(name);
	}

	private static Object find(org.eclipse.swt.widgets.Control control, Class<?> type) {
		if (type.isInstance(control)) {
			return control;
		}
		if (control instanceof org.eclipse.swt.widgets.Composite composite) {
			for (org.eclipse.swt.widgets.Control child : composite.getChildren()) {
				Object found = find(child, type);
				if (found != null) {
					return found;
				}
			}
		}
		return null;
	}
}

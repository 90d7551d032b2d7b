package org.banneret.ui.wizards;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;

import org.banneret.setup.Piece;
import org.banneret.ui.map.MapEditor;
import org.banneret.ui.tests.Studio;
import org.banneret.ui.tests.Studio.Finding;
import org.banneret.workspace.BanneretNature;
import org.banneret.workspace.ExampleProjects;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.draw2d.FigureCanvas;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.wizard.IWizard;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.dialogs.WizardNewProjectCreationPage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The New wizards as a user fills them in: a Banneret project, then a game system, a map of it and
 * a scenario on the map, each clean; a map and scenario of a built-in game; and the examples. Each
 * starts from a workspace without what it makes, so that what is there afterwards is its work.
 */
class WizardsTest {

	private static final String PROJECT = "Wizard Test";
	private static final String LOUDOUN = "Loudoun";

	@BeforeAll
	@AfterAll
	static void deleteTheProjects() throws Exception {
		Studio.closeAll();
		for (String name : List.of(PROJECT, LOUDOUN)) {
			delete(ResourcesPlugin.getWorkspace().getRoot().getProject(name));
		}
	}

	private static void delete(IProject project) throws Exception {
		if (project.exists()) {
			project.delete(true, true, null);
		}
	}

	/** Opens the wizard's dialog, lets the test fill its pages in, and presses Finish. */
	private static <W extends IWizard> boolean finish(W wizard, Consumer<W> fill) {
		return inDialog(wizard, StructuredSelection.EMPTY, opened -> {
			fill.accept(opened);
			return opened.canFinish() && opened.performFinish();
		});
	}

	/** Opens the wizard's dialog on a selection, does what the test does in it, and closes it. */
	private static <W extends IWizard, T> T inDialog(W wizard, IStructuredSelection selection, Function<W, T> use) {
		return Studio.ui(() -> {
			if (wizard instanceof org.eclipse.ui.IWorkbenchWizard workbenchWizard) {
				workbenchWizard.init(PlatformUI.getWorkbench(), selection);
			}
			WizardDialog dialog = new WizardDialog(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), wizard);
			dialog.setBlockOnOpen(false);
			dialog.open();
			try {
				return use.apply(wizard);
			} finally {
				dialog.close();
			}
		});
	}

	/** The selection File > New hands a wizard: the active part's, or the active editor's file where that is text. */
	private static IStructuredSelection newWizardSelection() {
		IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
		if (window.getSelectionService().getSelection() instanceof IStructuredSelection structured) {
			return structured;
		}
		IFile file = window.getPartService().getActivePart() instanceof IEditorPart editor
				? editor.getEditorInput().getAdapter(IFile.class)
				: null;
		return file == null ? StructuredSelection.EMPTY : new StructuredSelection(file);
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
		IProject examples = ExampleProjects.create(ExampleProjects.PROJECT, ExampleProjects.GAMES, null);
		Studio.openMap(examples.getFile("bannockburn/stirling.scenario"));
		// As File > New opens it from the Map page, whose selection is of edit parts, not files.
		List<String> seen = inDialog(new NewHexMapWizard(), new StructuredSelection(new Object()), wizard -> {
			String folder = String.valueOf(wizard.filePage().getContainerFullPath());
			wizard.filePage().setFileName("loudoun");
			wizard.getContainer().showPage(wizard.getPages()[1]);
			String offered = wizard.nameField().getText();
			wizard.nameField().setText("loudoun.Hill");
			wizard.getContainer().showPage(wizard.getPages()[0]);
			wizard.filePage().setFileName("other");
			wizard.getContainer().showPage(wizard.getPages()[1]);
			return List.of(folder, offered, wizard.nameField().getText());
		});
		assertEquals(List.of("/" + ExampleProjects.PROJECT + "/bannockburn", "maps.loudoun", "loudoun.Hill"), seen,
				"the folder, the name offered for loudoun.hexmap, and the name typed after the file's name changed");
		Studio.closeAll();
	}

	@Test
	void aNewFileGoesIntoTheProjectJustCreatedRatherThanBesideTheEditedOne() throws Exception {
		IProject examples = ExampleProjects.create(ExampleProjects.PROJECT, ExampleProjects.GAMES, null);
		Studio.openMap(examples.getFile("sluys/freesetup.scenario"));
		assertTrue(finish(new NewProjectWizard(), wizard -> {
			setProjectName((WizardNewProjectCreationPage) wizard.getPage("project"), LOUDOUN);
		}));
		Studio.settle();
		// File > New > Hex Map next, on the selection the workbench hands it.
		String folder = inDialog(new NewHexMapWizard(), Studio.ui(() -> newWizardSelection()),
				wizard -> String.valueOf(wizard.filePage().getContainerFullPath()));
		assertEquals("/" + LOUDOUN, folder, "the new project, selected in the Project Explorer, not the open editor's folder");
		Studio.closeAll();
	}

	@Test
	void eachNewFileOffersATitleFromTheFileNameUntilOneIsTyped() {
		for (NewFileWizard wizard : List.of(new NewGameSystemWizard(), new NewHexMapWizard(), new NewScenarioWizard())) {
			List<String> titles = inDialog(wizard, StructuredSelection.EMPTY, opened -> {
				List<String> seen = new ArrayList<>();
				for (String fileName : List.of("loudoun-hill", "loudoun", "other")) {
					opened.getContainer().showPage(opened.getPages()[0]);
					opened.filePage().setFileName(fileName);
					opened.getContainer().showPage(opened.getPages()[1]);
					seen.add(opened.titleField().getText());
					if (fileName.equals("loudoun")) {
						opened.titleField().setText("The hill at Loudoun");
					}
				}
				return seen;
			});
			assertEquals(List.of("Loudoun hill", "Loudoun", "The hill at Loudoun"), titles,
					wizard.getWindowTitle() + ": the titles offered for two file names, then the one typed after the name changed");
		}
	}

	/** The medieval system always warns that its data lacks the Scattered track's capacity. */
	private static boolean allowed(Finding finding) {
		return finding.severity().equals("warning") && finding.code().equals("BAN-SCAT-1");
	}

	@Test
	void theExamplesWizardCreatesTheExampleProject() throws Exception {
		// Without the project: the wizard leaves the files that exist, and other tests have made them.
		IProject examples = ResourcesPlugin.getWorkspace().getRoot().getProject(ExampleProjects.PROJECT);
		Studio.closeAll();
		delete(examples);
		Studio.settle();
		assertFalse(examples.exists());
		assertTrue(finish(new NewExamplesWizard(), wizard -> {
		}));
		Studio.settle();
		assertTrue(examples.exists() && BanneretNature.isBanneretProject(examples));
		assertTrue(examples.getFile("bannockburn/stirling.scenario").exists());
		assertTrue(examples.getFile("cryhavoc/assault.scenario").exists());
		assertTrue(examples.getFile("sluys/freesetup.scenario").exists());
	}

	@Test
	void theExamplesOpenOnTheRichestScenarioScrolledToItsSetUp() throws Exception {
		IProject examples = ExampleProjects.create(ExampleProjects.PROJECT, ExampleProjects.GAMES, null);
		Studio.closeAll();
		// What a new workspace's first start does once it has made the project.
		IEditorPart opened = Studio.ui(() -> {
			NewExamplesWizard.showFirstExample(PlatformUI.getWorkbench(), examples);
			return Studio.page().getActiveEditor();
		});
		assertEquals("bannockburn1314.scenario", opened == null ? null : opened.getEditorInput().getName());
		MapEditor editor = (MapEditor) opened;
		assertTrue(Studio.ui(editor::isMapActive), "the Map page shows");
		Studio.waitUntil(() -> Studio.ui(() -> setUpInView(editor)),
				() -> "the middle of the set-up and its counters are not in view: " + Studio.ui(() -> viewOf(editor)));
		Studio.closeAll();
	}

	/** Whether the Map page shows the middle of the set-up's placed counters, and some of them. */
	private static boolean setUpInView(MapEditor editor) {
		var map = editor.mapPage().mapPart();
		if (map == null || map.mapFigure().coordinates() == null) {
			return false;
		}
		double zoom = editor.mapPage().zoomManager().getZoom();
		List<Rectangle> placed = map.view().pieces().stream().filter(piece -> piece.kind() == Piece.Kind.ON_MAP)
				.map(piece -> map.mapFigure().coordinates().boundsOf(piece.hex()).scale(zoom)).toList();
		Rectangle view = viewOf(editor);
		Rectangle all = placed.stream().map(Rectangle::getCopy).reduce(Rectangle::union).orElse(null);
		return all != null && view.contains(all.getCenter()) && placed.stream().anyMatch(view::intersects);
	}

	/** The part of the map the Map page shows, at its zoom. */
	private static Rectangle viewOf(MapEditor editor) {
		return ((FigureCanvas) editor.mapPage().getGraphicalViewer().getControl()).getViewport().getClientArea().getCopy();
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

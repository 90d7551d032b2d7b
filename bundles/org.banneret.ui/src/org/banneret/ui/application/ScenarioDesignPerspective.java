package org.banneret.ui.application;

import org.banneret.ui.problems.ProblemsView;
import org.eclipse.ui.IFolderLayout;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IPerspectiveFactory;

/** Files on the left, the outline and the map's overview on the right, properties and problems below the editors. */
public class ScenarioDesignPerspective implements IPerspectiveFactory {

	public static final String ID = "org.banneret.ui.perspective.scenarioDesign";

	@Override
	public void createInitialLayout(IPageLayout layout) {
		String editors = layout.getEditorArea();
		layout.addView(IPageLayout.ID_PROJECT_EXPLORER, IPageLayout.LEFT, 0.2f, editors);
		layout.addView(IPageLayout.ID_OUTLINE, IPageLayout.RIGHT, 0.78f, editors);
		layout.addView(MAP_OVERVIEW, IPageLayout.BOTTOM, 0.62f, IPageLayout.ID_OUTLINE);
		IFolderLayout bottom = layout.createFolder("bottom", IPageLayout.BOTTOM, 0.72f, editors);
		bottom.addView(ProblemsView.ID);
		bottom.addView(IPageLayout.ID_PROP_SHEET);
		bottom.addPlaceholder(REFERENCES_VIEW);
		for (String view : new String[] { IPageLayout.ID_PROJECT_EXPLORER, IPageLayout.ID_OUTLINE, ProblemsView.ID,
				IPageLayout.ID_PROP_SHEET, REFERENCES_VIEW, MAP_OVERVIEW }) {
			layout.addShowViewShortcut(view);
		}
		for (String wizard : NEW_WIZARDS) {
			layout.addNewWizardShortcut(wizard);
		}
	}

	/** The overview of the map editor (org.banneret.ui.map). */
	private static final String MAP_OVERVIEW = "org.banneret.ui.map.overview";

	/** The References view of the text editor (org.banneret.ui.dsl). */
	private static final String REFERENCES_VIEW = "org.banneret.ui.dsl.references";

	/** File > New offers these first; the empty Project Explorer offers its project wizards. */
	static final String[] NEW_WIZARDS = { "org.banneret.ui.wizards.examples", "org.banneret.ui.wizards.project",
			"org.banneret.ui.wizards.scenario", "org.banneret.ui.wizards.hexmap", "org.banneret.ui.wizards.gamesystem",
			"org.eclipse.ui.wizards.new.folder", "org.eclipse.ui.wizards.new.file" };
}

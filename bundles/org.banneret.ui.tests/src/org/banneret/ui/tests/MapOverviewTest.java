package org.banneret.ui.tests;

import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.banneret.ui.map.MapEditor;
import org.banneret.ui.map.overview.MapOverview;
import org.eclipse.core.resources.IProject;
import org.eclipse.draw2d.FigureCanvas;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Control;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The Map Overview view: the active map editor's whole map in small, and a click in it scrolls the Map page there. */
class MapOverviewTest {

	private static IProject examples;

	@BeforeAll
	static void examples() throws Exception {
		examples = Examples.project();
	}

	@AfterEach
	void close() throws Exception {
		Studio.closeAll();
		Studio.settle();
	}

	@Test
	void theOverviewFollowsTheActiveMapAndAClickScrollsTheMapPageThere() throws Exception {
		MapEditor stirling = Studio.openMap(examples.getFile("bannockburn/stirling.scenario"));
		Studio.settle();
		Studio.ui(() -> stirling.mapPage().zoomManager().setZoom(1)); // far more map than the viewer holds
		MapOverview overview = Studio.ui(() -> {
			try {
				return (MapOverview) Studio.page().showView(MapOverview.ID);
			} catch (org.eclipse.ui.PartInitException e) {
				throw new IllegalStateException(e);
			}
		});
		Studio.ui(() -> Studio.page().activate(stirling));
		assertSame(stirling, Studio.ui(overview::shown), "the overview shows the active map editor");
		assertTrue(Studio.ui(() -> overview.thumbnail() != null), "a thumbnail of the map page");

		FigureCanvas canvas = (FigureCanvas) Studio.ui(() -> stirling.mapPage().getGraphicalViewer().getControl());
		Point before = Studio.ui(() -> canvas.getViewport().getViewLocation().getCopy());
		Studio.ui(() -> {
			Rectangle area = overview.thumbnail().getClientArea().getCopy();
			overview.thumbnail().translateToAbsolute(area);
			click(overview.canvas(), area.x + area.width * 3 / 4, area.y + area.height * 3 / 4);
		});
		Studio.waitUntil(() -> !before.equals(Studio.ui(() -> canvas.getViewport().getViewLocation().getCopy())),
				() -> "a click in the overview's lower right did not scroll the Map page");
		assertNotEquals(before, Studio.ui(() -> canvas.getViewport().getViewLocation().getCopy()));

		MapEditor castle = Studio.openMap(examples.getFile("cryhavoc/castle.hexmap"));
		Studio.settle();
		assertSame(castle, Studio.ui(overview::shown), "the overview follows the newly active map editor");
		Studio.ui(() -> Studio.page().closeEditor(castle, false));
		Studio.ui(() -> Studio.page().closeEditor(stirling, false));
		assertSame(null, Studio.ui(overview::shown), "no map once the map editors are closed");
	}

	private static void click(Control control, int x, int y) {
		for (int type : new int[] { SWT.MouseDown, SWT.MouseUp }) {
			Studio.mouse(control, type, x, y, type == SWT.MouseUp ? SWT.BUTTON1 : 0);
		}
	}
}

package org.banneret.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.banneret.model.hex.Hex;
import org.banneret.ui.map.MapEditor;
import org.banneret.ui.map.commands.SetupEdits;
import org.banneret.ui.map.overview.MapOverview;
import org.eclipse.core.resources.IProject;
import org.eclipse.draw2d.FigureCanvas;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.widgets.Control;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The Map Overview view: the active map editor's whole map in small, and a click in it scrolls the Map page there. */
@org.junit.jupiter.api.extension.ExtendWith(LogsNoErrors.class)
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
		MapOverview overview = overviewOf(stirling);
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

	@Test
	void theOverviewDrawsAMovedCounterOnceTheMapHasSettled() throws Exception {
		EditedFile edited = EditedFile.of(examples, "bannockburn/stirling.scenario");
		try {
			MapEditor stirling = Studio.openMap(edited.file());
			MapOverview overview = overviewOf(stirling);
			Studio.settle();
			Studio.waitUntil(() -> Studio.ui(() -> !overview.redrawing()), () -> "the overview did not settle after opening");
			Path pictures = Files.createTempDirectory("overview");
			ImageData before = Studio.ui(() -> Studio.capture(overview.canvas(), pictures.resolve("before.png")));

			boolean putOff = Studio.ui(() -> {
				var map = stirling.mapPage().mapPart();
				var geometry = map.view().painter().board();
				Hex from = geometry.hex("706");
				String key = map.view().pieces().stream().filter(piece -> from.equals(piece.hex())).findFirst().orElseThrow().key();
				stirling.mapPage().getEditDomain().getCommandStack().execute(SetupEdits.command("Move", map.editorModel(), List.of(key),
						scenario -> SetupEdits.placeAt(scenario, geometry, key, geometry.hex("3310"))));
				stirling.mapPage().refresh();
				draw(stirling);
				return overview.redrawing();
			});
			assertTrue(putOff, "the overview draws the map again at once, while it may still be changing");
			Studio.waitUntil(() -> Studio.ui(() -> !overview.redrawing()), () -> "the overview was not drawn again after the map settled");
			Studio.waitUntil(() -> !Arrays.equals(before.data,
					Studio.ui(() -> Studio.capture(overview.canvas(), pictures.resolve("after.png"))).data),
					() -> "the overview does not show the counter moved from 706 to 3310");
		} finally {
			Studio.closeAll();
			edited.restore();
		}
	}

	/** The Map page draws nothing while the Text page shows; back on the Map page, the overview catches up with the text. */
	@Test
	void theOverviewShowsTerrainTypedOnTheTextPageOnceTheMapPageIsBack() throws Exception {
		EditedFile edited = EditedFile.of(examples, "cryhavoc/castle.hexmap");
		try {
			MapEditor castle = Studio.openMap(edited.file());
			MapOverview overview = overviewOf(castle);
			Studio.settle();
			Studio.waitUntil(() -> Studio.ui(() -> !overview.redrawing()), () -> "the overview did not settle after opening");
			Path pictures = Files.createTempDirectory("overview");
			ImageData before = settledPicture(overview, pictures.resolve("before.png"));

			Studio.ui(castle::showText);
			var document = Studio.document(castle.textEditor());
			String rock = "2 * \"" + "r".repeat(26) + "\"";
			assertTrue(Studio.ui(() -> document.get()).contains(rock), "the castle's top two rows are rock");
			Studio.ui(() -> document.set(document.get().replace(rock, "2 * \"" + "M".repeat(26) + "\""))); // moat
			Studio.settle();
			Studio.ui(castle::showMap);
			Studio.settle();
			Studio.waitUntil(() -> !Arrays.equals(before.data,
					Studio.ui(() -> Studio.capture(overview.canvas(), pictures.resolve("after.png"))).data),
					() -> "the overview still shows as rock the two rows the Text page made moat");
		} finally {
			Studio.closeAll();
			edited.restore();
		}
	}

	/** The overview's picture once two in a row, half a second apart, are the same: the thumbnail draws in steps. */
	private static ImageData settledPicture(MapOverview overview, Path file) throws InterruptedException {
		ImageData last = Studio.ui(() -> Studio.capture(overview.canvas(), file));
		for (int tries = 0; tries < 20; tries++) {
			Thread.sleep(500);
			ImageData now = Studio.ui(() -> Studio.capture(overview.canvas(), file));
			if (Arrays.equals(last.data, now.data)) {
				return now;
			}
			last = now;
		}
		throw new AssertionError("the overview kept changing");
	}

	@Test
	void aZoomLeavesTheOverviewAsItIs() throws Exception {
		MapEditor stirling = Studio.openMap(examples.getFile("bannockburn/stirling.scenario"));
		MapOverview overview = overviewOf(stirling);
		Studio.settle();
		Studio.waitUntil(() -> Studio.ui(() -> !overview.redrawing()), () -> "the overview did not settle after opening");
		for (double zoom : new double[] { 0.5, 2, 1 }) {
			boolean redrawing = Studio.ui(() -> {
				stirling.mapPage().zoomManager().setZoom(zoom);
				draw(stirling);
				return overview.redrawing();
			});
			assertFalse(redrawing, "a zoom to " + zoom + " draws the whole map in the overview again, which shows it as before");
		}
	}

	@Test
	void theFrameFollowsAZoomAtTheMapsCorner() throws Exception {
		MapEditor stirling = Studio.openMap(examples.getFile("bannockburn/stirling.scenario"));
		MapOverview overview = overviewOf(stirling);
		Studio.settle();
		FigureCanvas canvas = (FigureCanvas) Studio.ui(() -> stirling.mapPage().getGraphicalViewer().getControl());
		Studio.ui(() -> {
			stirling.mapPage().zoomManager().setZoom(1);
			canvas.scrollTo(0, 0); // a zoom here keeps the view's location, so only the contents' size changes
		});
		Studio.settle();
		Rectangle before = Studio.ui(() -> frame(overview));
		Studio.ui(() -> stirling.mapPage().zoomManager().setZoom(0.5));
		Studio.settle();
		Rectangle after = Studio.ui(() -> frame(overview));
		assertEquals(new Point(0, 0), Studio.ui(() -> canvas.getViewport().getViewLocation()), "the view stayed at the corner");
		assertTrue(after.width > before.width * 3 / 2 && after.height > before.height * 3 / 2,
				"zoomed out to half, the page shows twice the map, but the overview's frame went from " + before + " to " + after);
	}

	/** The overview's frame: the part of the map the page shows. */
	private static Rectangle frame(MapOverview overview) {
		return ((org.eclipse.draw2d.IFigure) overview.thumbnail().getChildren().get(0)).getBounds().getCopy();
	}

	/** Has the Map page draw what changed, now. */
	private static void draw(MapEditor editor) {
		((FigureCanvas) editor.mapPage().getGraphicalViewer().getControl()).getLightweightSystem().getUpdateManager().performUpdate();
	}

	/** Shows the Map Overview view beside a map editor made the active one. */
	private static MapOverview overviewOf(MapEditor editor) {
		MapOverview overview = Studio.ui(() -> {
			try {
				return (MapOverview) Studio.page().showView(MapOverview.ID);
			} catch (org.eclipse.ui.PartInitException e) {
				throw new IllegalStateException(e);
			}
		});
		Studio.ui(() -> Studio.page().activate(editor));
		return overview;
	}

	private static void click(Control control, int x, int y) {
		for (int type : new int[] { SWT.MouseDown, SWT.MouseUp }) {
			Studio.mouse(control, type, x, y, type == SWT.MouseUp ? SWT.BUTTON1 : 0);
		}
	}
}

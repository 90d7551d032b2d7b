package org.banneret.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.banneret.model.hex.Hex;
import org.banneret.ui.map.MapEditor;
import org.banneret.ui.map.figures.HoverText;
import org.banneret.ui.map.parts.CounterEditPart;
import org.banneret.ui.map.parts.MapEditPart;
import org.eclipse.core.resources.IProject;
import org.eclipse.draw2d.FigureCanvas;
import org.eclipse.draw2d.FigureUtilities;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.Label;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Event;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Reading the Map page: what a hover over a counter tells, and zooming in on a hex with Ctrl+wheel. */
@org.junit.jupiter.api.extension.ExtendWith(LogsNoErrors.class)
class MapViewingTest {

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
	void aCountersHoverNamesTheUnitAndItsSideFirstAndWrapsItsFindingsToFitTheScreen() throws Exception {
		MapEditor editor = Studio.openMap(examples.getFile("bannockburn/stirling.scenario"));
		Studio.settle();
		// Surrey stands on 612 with his side's banner and no unit to hold it: a finding of some 230 characters.
		Studio.waitUntil(() -> Studio.ui(() -> findingCodesAt(editor, "612").contains("BAN-BAN-2")), () -> "612 shows no BAN-BAN-2");
		IFigure tip = Studio.ui(() -> {
			MapEditPart map = editor.mapPage().mapPart();
			Hex hex = map.view().painter().hexOrNull("612");
			return ((java.util.List<?>) map.getChildren()).stream().filter(CounterEditPart.class::isInstance).map(CounterEditPart.class::cast)
					.filter(counter -> hex.equals(counter.piece().hex()) && "Surrey".equals(counter.piece().unit().getName()))
					.findFirst().orElseThrow().getFigure().getToolTip();
		});
		String text = Studio.ui(() -> ((Label) tip).getText());
		assertTrue(text.startsWith("Surrey (English), "), "the hover leads with the unit's name and side: " + text);
		assertTrue(text.contains("[BAN-BAN-2]"), text);
		assertFits(text);
		// In the tooltip's font, the system's; draw2d moves a tooltip wider than the screen off its left edge.
		int width = Studio.ui(() -> FigureUtilities.getTextExtents(text, Studio.display().getSystemFont()).width);
		int screen = Studio.ui(() -> Studio.display().getClientArea().width);
		assertTrue(width < screen / 2, "the hover is " + width + " pixels wide on a screen of " + screen);

		// The hex's own hover, over 4006's two findings, wraps the same way.
		Studio.waitUntil(() -> Studio.ui(() -> findingCodesAt(editor, "4006").contains("BAN-PLACE-3")), () -> "4006 shows no BAN-PLACE-3");
		String hexText = Studio.ui(() -> {
			MapEditPart map = editor.mapPage().mapPart();
			return map.mapFigure().describe(map.view().painter().hexOrNull("4006"));
		});
		assertTrue(hexText.startsWith("4006") && hexText.contains("[BAN-PLACE-3]"), hexText);
		assertFits(hexText);
	}

	private static java.util.List<String> findingCodesAt(MapEditor editor, String label) {
		MapEditPart map = editor.mapPage().mapPart();
		return map.view().findings().at(map.view().painter().hexOrNull(label)).stream().map(finding -> finding.code()).toList();
	}

	private static void assertFits(String text) {
		for (String line : text.split("\n")) {
			assertTrue(line.length() <= HoverText.WIDTH, "a line of " + line.length() + " characters: " + line);
		}
	}

	/**
	 * Four notches of Ctrl+wheel with the mouse on Sluys's hex 1404, a quarter of the way into the
	 * viewer (its middle stays still in a plain zoom), zoom in with 1404 under the mouse all along;
	 * four back out keep it there too.
	 */
	@Test
	void ctrlWheelZoomsAboutTheMouseKeepingTheHexUnderIt() throws Exception {
		MapEditor editor = Studio.openMap(examples.getFile("sluys/freesetup.scenario"));
		Studio.settle();
		FigureCanvas canvas = Studio.ui(() -> (FigureCanvas) editor.mapPage().getGraphicalViewer().getControl());
		Point mouse = Studio.ui(() -> {
			editor.mapPage().zoomManager().setZoom(0.35);
			var shown = canvas.getViewport().getClientArea();
			Point at = new Point(shown.width / 4, shown.height / 4);
			MapEditPart map = editor.mapPage().mapPart();
			Point centre = map.mapFigure().coordinates().centreOf(map.view().painter().hexOrNull("1404"));
			map.mapFigure().translateToAbsolute(centre);
			var view = canvas.getViewport().getViewLocation();
			canvas.scrollTo(view.x + centre.x - at.x, view.y + centre.y - at.y);
			return at;
		});
		assertEquals("1404", Studio.ui(() -> hexAt(editor, mouse)), "the mouse starts on 1404");
		for (int notch = 1; notch <= 8; notch++) {
			boolean in = notch <= 4;
			double before = Studio.ui(() -> editor.mapPage().zoomManager().getZoom());
			Studio.ui(() -> wheel(canvas, mouse, in ? 3 : -3));
			double after = Studio.ui(() -> editor.mapPage().zoomManager().getZoom());
			assertTrue(in ? after > before : after < before, "notch " + notch + " zoomed from " + before + " to " + after);
			assertEquals("1404", Studio.ui(() -> hexAt(editor, mouse)), "the hex under the mouse after notch " + notch + ", at zoom " + after);
		}
	}

	/**
	 * The Map page keeps what it drew at its zoom, and a scroll or a counter move copies it. A piece
	 * of the map drawn from what was kept, moved and drawn in strips, has every pixel of the same
	 * piece drawn whole: at zooms of polygons and at one of a pixel a hex, on a map with features,
	 * on a board of sheets with its seams, and after a brush stroke drew some of it again.
	 */
	@Test
	void theMapDrawnFromWhatThePageKeptHasThePixelsOfTheMapDrawnWhole() throws Exception {
		for (String file : List.of("cryhavoc/castle.hexmap", "bannockburn/bannockburn1314.hexmap", "cryhavoc/village-assault.scenario",
				"sluys/freesetup.scenario")) {
			MapEditor editor = Studio.openMap(examples.getFile(file));
			Studio.settle();
			// 0.35 last: the brush stroke below changes what the page keeps at that zoom.
			for (double zoom : new double[] { 0.5, 1, 0.05, 0.35 }) {
				assertSamePixels(editor, zoom, file);
			}
			if (file.endsWith(".hexmap")) {
				Studio.ui(() -> {
					var map = editor.mapPage().mapPart();
					var painter = map.view().painter();
					List<String> labels = painter.visibleHexes(20, 20, 60, 40).stream().map(painter::label).toList();
					var terrain = map.view().map().getGameSystem().getTerrainTypes().stream().filter(t -> t.getCode() != null).findFirst()
							.orElseThrow();
					org.banneret.ui.map.commands.GridCommand.terrain("Paint", map.editorModel(),
							model -> org.banneret.ui.map.commands.MapEdits.paintedTerrain(model, labels, terrain)).execute();
					editor.mapPage().refresh();
				});
				assertSamePixels(editor, 0.35, file + " after a brush stroke");
			}
			Studio.closeAll();
		}
	}

	private static void assertSamePixels(MapEditor editor, double zoom, String what) {
		Studio.ui(() -> {
			editor.mapPage().zoomManager().setZoom(zoom);
			var figure = editor.mapPage().mapPart().mapFigure();
			// Drawn fresh, copied, then scrolled down and across by a wheel notch each (strips drawn, the rest moved).
			int[][] at = { { 300, 200 }, { 300, 200 }, { 300, 320 }, { 420, 320 }, { 60, 40 } };
			for (int round = 0; round < at.length; round++) {
				// Each piece is a view of its own, as the page's graphics tell it to the map.
				var view = new Point(at[round][0], at[round][1]);
				var kept = pixels(figure, zoom, view.x, view.y, true);
				var whole = pixels(figure, zoom, view.x, view.y, false);
				int differ = 0;
				for (int i = 0; i < whole.data.length; i++) {
					differ += kept.data[i] == whole.data[i] ? 0 : 1;
				}
				if (differ > 0) { // both pictures, for a look
					save(kept, "map-kept.png");
					save(whole, "map-whole.png");
				}
				assertEquals(0, differ, "bytes that differ (target/screenshots/map-kept.png and map-whole.png) in " + what + " at zoom " + zoom
						+ ", round " + round + " at " + view);
			}
			// The page itself, scrolled: its own painting gives the map the view it shows.
			FigureCanvas canvas = (FigureCanvas) editor.mapPage().getGraphicalViewer().getControl();
			canvas.scrollTo(300, 200);
			var view = canvas.getViewport().getViewLocation();
			var shown = Studio.capture(canvas, java.nio.file.Path.of("target", "screenshots", "map-page.png").toAbsolutePath());
			var whole = pixels(figure, zoom, view.x, view.y, false);
			int differ = 0;
			for (int y = 0; y < Math.min(shown.height, whole.height); y++) {
				for (int x = 0; x < Math.min(shown.width, whole.width); x++) {
					differ += shown.getPixel(x, y) == whole.getPixel(x, y) ? 0 : 1;
				}
			}
			if (differ > 0) {
				save(whole, "map-whole.png");
			}
			assertEquals(0, differ, "pixels of the page (target/screenshots/map-page.png) that differ from the map drawn whole (map-whole.png) in "
					+ what + " at zoom " + zoom + " at " + view);
		});
	}

	private static void save(org.eclipse.swt.graphics.ImageData data, String name) {
		var loader = new org.eclipse.swt.graphics.ImageLoader();
		loader.data = new org.eclipse.swt.graphics.ImageData[] { data };
		try {
			java.nio.file.Files.createDirectories(java.nio.file.Path.of("target", "screenshots"));
		} catch (java.io.IOException e) {
			throw new java.io.UncheckedIOException(e);
		}
		loader.save(java.nio.file.Path.of("target", "screenshots", name).toString(), SWT.IMAGE_PNG);
	}

	/**
	 * A 700 x 500-pixel piece of the map figure from the screen pixel (x, y): through the page's
	 * graphics, whose view is the piece, or through a plain zoom.
	 */
	private static org.eclipse.swt.graphics.ImageData pixels(IFigure figure, double zoom, int x, int y, boolean page) {
		var display = org.eclipse.swt.widgets.Display.getCurrent();
		var image = new org.eclipse.swt.graphics.Image(display, 700, 500);
		var gc = new org.eclipse.swt.graphics.GC(image);
		var screen = new org.eclipse.draw2d.SWTGraphics(gc);
		screen.translate(-x, -y);
		org.eclipse.draw2d.ScaledGraphics scaled;
		if (page) {
			scaled = new org.banneret.ui.map.figures.PageGraphics(screen, zoom, new org.eclipse.draw2d.geometry.Rectangle(x, y, 700, 500));
		} else {
			scaled = new org.eclipse.draw2d.ScaledGraphics(screen);
			scaled.scale(zoom);
		}
		figure.paint(scaled);
		scaled.dispose();
		screen.dispose();
		gc.dispose();
		var data = image.getImageData();
		image.dispose();
		return data;
	}

	/** Turns the mouse wheel over the canvas with Ctrl held, as SWT tells it: a notch is 3 lines, up positive. */
	private static void wheel(FigureCanvas canvas, Point at, int lines) {
		Event event = new Event();
		event.x = at.x;
		event.y = at.y;
		event.count = lines;
		event.stateMask = SWT.MOD1;
		event.widget = canvas;
		canvas.notifyListeners(SWT.MouseWheel, event);
	}

	/** The label of the hex under a point of the canvas. */
	private static String hexAt(MapEditor editor, Point onCanvas) {
		MapEditPart map = editor.mapPage().mapPart();
		Point point = onCanvas.getCopy();
		map.mapFigure().translateToRelative(point);
		Hex hex = map.mapFigure().coordinates().hexAt(point);
		return hex == null ? null : map.view().painter().geometry().label(hex);
	}
}

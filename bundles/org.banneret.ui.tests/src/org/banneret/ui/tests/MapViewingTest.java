package org.banneret.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

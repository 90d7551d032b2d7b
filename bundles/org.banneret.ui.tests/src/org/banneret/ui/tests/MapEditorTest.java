package org.banneret.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.banneret.model.HexMap;
import org.banneret.model.hex.Hex;
import org.banneret.ui.map.MapEditor;
import org.banneret.ui.map.MapPage;
import org.banneret.ui.map.parts.MapEditPart;
import org.eclipse.core.resources.IProject;
import org.eclipse.draw2d.FigureCanvas;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.UpdateListener;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.gef.palette.PaletteContainer;
import org.eclipse.gef.palette.ToolEntry;
import org.eclipse.jface.text.IDocument;
import org.eclipse.swt.SWT;
import org.eclipse.ui.actions.ActionFactory;
import org.eclipse.ui.views.properties.IPropertySource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The Map page as a designer uses it: tools driven by mouse events on the viewer, in the Studio's workbench. */
@org.junit.jupiter.api.extension.ExtendWith(LogsNoErrors.class)
class MapEditorTest {

	private static IProject examples;
	private EditedFile edited;

	@BeforeAll
	static void examples() throws Exception {
		examples = Examples.project();
	}

	@AfterEach
	void closeAndRestore() throws Exception {
		Studio.closeAll();
		if (edited != null) {
			edited.restore();
		}
		Studio.settle();
	}

	private MapEditor open(String path) throws Exception {
		edited = EditedFile.of(examples, path);
		MapEditor editor = Studio.openMap(edited.file());
		return editor;
	}

	@Test
	void aMapOpensOnAGefPageWhosePaletteToolsAllLoad() throws Exception {
		MapEditor editor = open("cryhavoc/castle.hexmap");
		assertTrue(Studio.ui(editor::isMapActive), "a map opens on its Map page");
		List<ToolEntry> tools = Studio.ui(() -> Studio.toolEntries(editor.mapPage().getEditDomain().getPaletteViewer().getPaletteRoot()));
		assertTrue(tools.size() > 20, "tools: " + tools.size());
		for (ToolEntry entry : tools) {
			assertNotNull(Studio.ui(entry::createTool), entry.getLabel()); // GEF 3.2's ToolEntry needs JFace's old Assert
		}
		assertTrue(tools.stream().anyMatch(t -> t.getLabel().startsWith("Marsh")), "a brush for each terrain");
	}

	@Test
	void aBrushStrokeRewritesOnlyTheTerrainRowsRedrawsOnlyItsHexesAndUndoRestoresTheFile() throws Exception {
		MapEditor editor = open("cryhavoc/castle.hexmap");
		IDocument document = Studio.document(editor.textEditor());
		String before = Studio.ui(() -> document.get());
		select(editor, "Marsh (swamp)", "Terrain brush");
		Studio.ui(() -> {
			Rectangle hex = absoluteBounds(editor, "C22");
			((FigureCanvas) editor.mapPage().getGraphicalViewer().getControl()).scrollTo(0, Math.max(0, hex.y - 200));
		});
		Studio.settle();
		Rectangle redrawn = redrawn(editor, () -> stroke(editor, "B22", "C22", "D22"));
		HexMap map = map(editor);
		for (String label : List.of("B22", "C22", "D22")) {
			assertEquals("marsh", terrainAt(editor, map, label), label);
		}
		Rectangle stroke = Studio.ui(() -> absoluteBounds(editor, "B22").union(absoluteBounds(editor, "D22")));
		var viewer = Studio.ui(() -> editor.mapPage().getGraphicalViewer().getControl().getSize());
		assertTrue(redrawn.contains(stroke), "the stroke's hexes are drawn again: " + stroke + " in " + redrawn);
		assertTrue(redrawn.width * redrawn.height < viewer.x * viewer.y / 4, "and little else: " + redrawn + " of " + viewer);
		String after = Studio.ui(() -> document.get());
		assertNotEquals(before, after);
		assertEquals(before.substring(0, before.indexOf("terrain {")), after.substring(0, after.indexOf("terrain {")),
				"the comments and lines before the terrain rows stay byte for byte");
		assertEquals(before.substring(before.indexOf("hexside M18 S gate")), after.substring(after.indexOf("hexside M18 S gate")),
				"the lines after the terrain rows stay byte for byte");
		List<String> beforeLines = before.lines().toList();
		List<String> afterLines = after.lines().toList();
		assertEquals(beforeLines.size(), afterLines.size());
		long changedLines = java.util.stream.IntStream.range(0, beforeLines.size())
				.filter(line -> !beforeLines.get(line).equals(afterLines.get(line))).count();
		assertTrue(changedLines >= 1 && changedLines <= 2, "only the rows of the stroke's hexes are written anew, not "
				+ changedLines + " lines; the others keep their own layout");
		for (int line = 0; line < beforeLines.size(); line++) {
			assertEquals(beforeLines.get(line).length(), afterLines.get(line).length(),
					"a row written cell by cell stays so, its painted hexes changed in place: " + afterLines.get(line));
		}

		// A change of more than cells (a feature typed on the Text page) draws the whole map again.
		Rectangle typed = redrawn(editor, () -> {
			Studio.ui(() -> {
				try {
					document.replace(document.get().indexOf("\thex M18 portcullis"), 0, "\thex C22 portcullis\n");
				} catch (org.eclipse.jface.text.BadLocationException e) {
					throw new IllegalStateException(e);
				}
			});
			Studio.ui(() -> editor.mapPage().refresh());
		});
		assertTrue(typed.contains(Studio.ui(() -> absoluteBounds(editor, "C22"))), "the typed feature's hex is drawn: " + typed);
		Studio.undo(editor);
		Studio.undo(editor);
		assertEquals(before, Studio.ui(() -> document.get()));
	}

	/** The hex's bounds on the canvas. */
	private static Rectangle absoluteBounds(MapEditor editor, String label) {
		var figure = editor.mapPage().mapPart().mapFigure();
		Rectangle bounds = figure.coordinates().boundsOf(hex(editor, label));
		figure.translateToAbsolute(bounds);
		return bounds;
	}

	/** The part of the canvas the map page's figures asked to draw again during some work, on the canvas. */
	private static Rectangle redrawn(MapEditor editor, ThrowingRunnable work) throws Exception {
		List<Rectangle> areas = new ArrayList<>();
		UpdateListener listener = new UpdateListener() {
			@Override
			@SuppressWarnings("rawtypes")
			public void notifyPainting(Rectangle damage, java.util.Map dirty) {
				IFigure root = editor.mapPage().mapPart().mapFigure();
				while (root.getParent() != null) {
					root = root.getParent();
				}
				if (!dirty.containsKey(root)) { // the window system's own expose of the canvas, not a figure's repaint
					areas.add(damage.getCopy());
				}
			}

			@Override
			public void notifyValidating() {
			}
		};
		Studio.ui(() -> editor.mapPage().mapPart().mapFigure().getUpdateManager().addUpdateListener(listener));
		try {
			work.run();
			Studio.ui(() -> {
			}); // the deferred repaint
		} finally {
			Studio.ui(() -> editor.mapPage().mapPart().mapFigure().getUpdateManager().removeUpdateListener(listener));
		}
		return areas.stream().reduce(Rectangle::union).orElseThrow(() -> new AssertionError("nothing was drawn again"));
	}

	private interface ThrowingRunnable {
		void run() throws Exception;
	}

	@Test
	void eachToolChangesTheModelAndTheText() throws Exception {
		MapEditor editor = open("cryhavoc/castle.hexmap");
		IDocument document = Studio.document(editor.textEditor());

		var area = Studio.ui(() -> org.banneret.ui.map.commands.MapEdits.connectedArea(map(editor), hex(editor, "E23")));
		assertTrue(area.size() > 10, "E23 lies in open ground: " + area.size());
		select(editor, "Fill Marsh (swamp)", "Fill");
		stroke(editor, "E23");
		for (Hex filled : area) {
			assertEquals("marsh", Studio.ui(() -> editor.mapPage().mapPart().view().painter().terrainAt(filled).getName()));
		}

		select(editor, "Raise / lower", "Elevation");
		int level = Studio.ui(() -> editor.mapPage().mapPart().view().painter().elevationAt(hex(editor, "C20")));
		stroke(editor, "C20");
		assertEquals(level + 1, (int) Studio.ui(() -> editor.mapPage().mapPart().view().painter().elevationAt(hex(editor, "C20"))));

		String hexside = firstEntry(editor, "Hexsides");
		int sides = Studio.ui(() -> map(editor).getHexsideFeatures().size());
		select(editor, hexside, "Hexsides");
		stroke(editor, "C05");
		assertEquals(sides + 1, (int) Studio.ui(() -> map(editor).getHexsideFeatures().size()));
		assertTrue(Studio.ui(() -> document.get()).contains("hexside C05 "), "the hexside is written into the text");

		String feature = firstEntry(editor, "Hex features");
		int features = Studio.ui(() -> map(editor).getFeatures().size());
		select(editor, feature, "Hex features");
		stroke(editor, "D06");
		assertEquals(features + 1, (int) Studio.ui(() -> map(editor).getFeatures().size()));

		int paths = Studio.ui(() -> map(editor).getPaths().size());
		select(editor, firstEntry(editor, "Roads and rivers"), "Roads and rivers");
		click(editor, "B10", SWT.MouseDown);
		click(editor, "B10", SWT.MouseUp);
		click(editor, "F10", SWT.MouseDown);
		click(editor, "F10", SWT.MouseUp);
		click(editor, "F10", SWT.MouseDoubleClick);
		Studio.ui(() -> editor.mapPage().refresh());
		assertEquals(paths + 1, (int) Studio.ui(() -> map(editor).getPaths().size()));
		assertEquals(5, (int) Studio.ui(() -> map(editor).getPaths().get(map(editor).getPaths().size() - 1).getHexes().size()),
				"B10 to F10 is laid through the hexes between");

		int regions = Studio.ui(() -> map(editor).getRegions().size());
		select(editor, "New region", "Regions");
		stroke(editor, "W20", "X20");
		assertEquals(regions + 1, (int) Studio.ui(() -> map(editor).getRegions().size()));
		assertTrue(Studio.ui(() -> document.get()).matches("(?s).*region region1:\\s+W20, X20\n.*"), Studio.ui(() -> document.get()));
		// The palette now lists region1 too; the tool in hand stays, and the next stroke makes another region.
		assertEquals("New region", Studio.ui(() -> editor.mapPage().getEditDomain().getPaletteViewer().getActiveTool().getLabel()));
		stroke(editor, "W22", "X22");
		assertEquals(regions + 2, (int) Studio.ui(() -> map(editor).getRegions().size()));
		assertTrue(Studio.ui(() -> document.get()).matches("(?s).*region region2:\\s+W22, X22\n.*"), Studio.ui(() -> document.get()));
	}

	@Test
	void undoingTwoHundredRandomToolEditsRestoresTheFileByteForByte() throws Exception {
		MapEditor editor = open("cryhavoc/castle.hexmap");
		IDocument document = Studio.document(editor.textEditor());
		String before = Studio.ui(() -> document.get());
		Random random = new Random(1314);
		List<String[]> tools = List.of(new String[] { "Marsh (swamp)", "Terrain brush" }, new String[] { "Scrub", "Terrain brush" },
				new String[] { "Raise / lower", "Elevation" }, new String[] { "New region", "Regions" },
				new String[] { firstEntry(editor, "Hexsides"), "Hexsides" }, new String[] { firstEntry(editor, "Hex features"), "Hex features" });
		int edits = 0;
		List<String> changes = new ArrayList<>();
		while (edits < 200) {
			String[] tool = tools.get(random.nextInt(tools.size()));
			select(editor, tool[0], tool[1]);
			String label = (char) ('B' + random.nextInt(24)) + String.format("%02d", 1 + random.nextInt(23));
			String text = Studio.ui(() -> document.get());
			stroke(editor, label);
			if (!Studio.ui(() -> document.get()).equals(text)) {
				edits++;
				changes.add(tool[0] + "@" + label);
			}
		}
		// Saved half-way, so that the file on disk holds the edits, then undone to the start and saved again.
		byte[] original = java.nio.file.Files.readAllBytes(edited.file().getLocation().toFile().toPath());
		Studio.ui(() -> editor.doSave(null));
		Studio.settle();
		assertNotEquals(new String(original, java.nio.charset.StandardCharsets.UTF_8),
				java.nio.file.Files.readString(edited.file().getLocation().toFile().toPath()), "the edits are saved");
		int undone = 0;
		while (Studio.ui(() -> editor.textEditor().getAction(ActionFactory.UNDO.getId()).isEnabled()) && undone < edits + 50) {
			Studio.undo(editor);
			undone++;
		}
		assertEquals(before, Studio.ui(() -> document.get()), "after " + undone + " undos of " + changes);
		assertTrue(Studio.ui(editor::isDirty), "undone past the save");
		Studio.ui(() -> editor.doSave(null));
		Studio.settle();
		org.junit.jupiter.api.Assertions.assertArrayEquals(original, java.nio.file.Files.readAllBytes(edited.file().getLocation().toFile().toPath()),
				"the file on disk is as it was, byte for byte");
	}

	@Test
	void paintingOverATextThatDoesNotReadIsRefusedAndTheBarSaysWhere() throws Exception {
		MapEditor editor = open("cryhavoc/castle.hexmap");
		IDocument document = Studio.document(editor.textEditor());
		assertEquals(null, Studio.ui(() -> editor.mapPage().damageBarText()), "a text that reads shows no bar");
		select(editor, "Marsh (swamp)", "Terrain brush");
		stroke(editor, "C05");
		String painted = Studio.ui(() -> document.get());
		int row = painted.indexOf("\".....MX!=========!!!M.....\"");
		assertTrue(row > 0, painted);
		int line = (int) painted.substring(0, row).chars().filter(c -> c == '\n').count() + 1;
		Studio.ui(() -> {
			try {
				document.replace(row, 0, "QQ ");
			} catch (org.eclipse.jface.text.BadLocationException e) {
				throw new IllegalStateException(e);
			}
		});
		Studio.ui(() -> editor.mapPage().refresh());
		String damaged = Studio.ui(() -> document.get());
		String bar = Studio.ui(() -> editor.mapPage().damageBarText());
		assertNotNull(bar, "the bar shows while the text does not read");
		assertTrue(bar.contains("Line " + line + ", column 3") && bar.contains("QQ") && bar.contains("Show in the text"), bar);

		// The hexes of the rows from the damaged one on show they are not read.
		MapEditPart map = Studio.ui(() -> editor.mapPage().mapPart());
		assertTrue(Studio.ui(() -> map.view().findings().at(hex(editor, "B06")).stream().anyMatch(f -> f.message().contains("does not read"))),
				() -> "the damaged row's hexes are marked; the terrain grid read " + Studio.ui(() -> String.valueOf(map(editor).getTerrain()))
						+ ", B06 shows " + terrainAt(editor, map(editor), "B06") + "; bar: " + bar);
		assertTrue(Studio.ui(() -> map.view().findings().at(hex(editor, "B02")).isEmpty()), "the rows read before it are not");

		stroke(editor, "B22", "C22");
		assertEquals(damaged, Studio.ui(() -> document.get()), "a stroke over a text that does not read changes nothing");
		String refused = Studio.ui(() -> editor.mapPage().damageBarText());
		assertTrue(refused.startsWith("\u201cPaint marsh\u201d was not applied") && refused.contains("Line " + line), refused);
		select(editor, firstEntry(editor, "Hexsides"), "Hexsides");
		stroke(editor, "D10");
		assertEquals(damaged, Studio.ui(() -> document.get()), "nor does any other tool");

		// The link shows the damage on the Text page.
		Studio.ui(() -> {
			org.eclipse.swt.widgets.Link link = Studio.near(editor.mapPage().getGraphicalViewer().getControl(), org.eclipse.swt.widgets.Link.class);
			link.notifyListeners(SWT.Selection, new org.eclipse.swt.widgets.Event());
		});
		assertTrue(Studio.ui(() -> !editor.isMapActive()), "the Text page shows");
		var selection = Studio.ui(() -> (org.eclipse.jface.text.ITextSelection) editor.textEditor().getSelectionProvider().getSelection());
		assertEquals(line, selection.getStartLine() + 1, "at the damaged line");

		// Mended, the bar goes and the tools work again.
		Studio.ui(() -> {
			try {
				document.replace(row, 3, "");
			} catch (org.eclipse.jface.text.BadLocationException e) {
				throw new IllegalStateException(e);
			}
			editor.showMap();
		});
		Studio.ui(() -> editor.mapPage().refresh());
		assertEquals(painted, Studio.ui(() -> document.get()));
		assertEquals(null, Studio.ui(() -> editor.mapPage().damageBarText()));
		select(editor, "Marsh (swamp)", "Terrain brush");
		stroke(editor, "B22");
		assertNotEquals(painted, Studio.ui(() -> document.get()), "a stroke paints again");
		assertTrue(Studio.ui(() -> editor.textEditor().getAction(ActionFactory.UNDO.getId()).getText()).contains("Paint marsh"),
				"Edit > Undo names the step: " + Studio.ui(() -> editor.textEditor().getAction(ActionFactory.UNDO.getId()).getText()));
	}

	/**
	 * Random damage in the text, then a random tool stroke: a stroke over a text that does not
	 * read leaves every byte as it was; over one that reads, it changes only the statement its
	 * tool writes, and the text still reads.
	 */
	@Test
	void aStrokeAfterRandomDamageChangesNothingOrOnlyWhatItsToolWrites() throws Exception {
		MapEditor editor = open("cryhavoc/castle.hexmap");
		IDocument document = Studio.document(editor.textEditor());
		String original = Studio.ui(() -> document.get());
		Random random = new Random(1340);
		List<String[]> tools = List.of(new String[] { "Marsh (swamp)", "Terrain brush" }, new String[] { "Raise / lower", "Elevation" },
				new String[] { "New region", "Regions" }, new String[] { firstEntry(editor, "Hexsides"), "Hexsides" },
				new String[] { firstEntry(editor, "Hex features"), "Hex features" });
		List<String> garbage = List.of("QQ", "}", "{", "\"", "*", "3 *", "terrain", "hex", "Z", "\n", "..", "region", "@", "\"x\"");
		int refused = 0;
		int applied = 0;
		int unshown = 0;
		for (int round = 0; round < 60; round++) {
			int at = random.nextInt(original.length());
			String damaged = random.nextBoolean() ? original.substring(0, at) + garbage.get(random.nextInt(garbage.size())) + original.substring(at)
					: original.substring(0, at) + original.substring(Math.min(original.length(), at + 1 + random.nextInt(12)));
			Studio.ui(() -> document.set(damaged));
			Studio.ui(() -> editor.mapPage().refresh());
			boolean reads = Studio.ui(() -> editor.textEditor().model().reading().readsCleanly());
			String[] tool = tools.get(random.nextInt(tools.size()));
			select(editor, tool[0], tool[1]);
			String label = (char) ('B' + random.nextInt(24)) + String.format("%02d", 1 + random.nextInt(23));
			if (!Studio.ui(() -> editor.mapPage().mapPart().view().painter() != null && hex(editor, label) != null)) {
				unshown++; // the damage took the map or that hex away: there is nothing there to stroke
				continue;
			}
			java.util.Map<Hex, String> cells = new java.util.HashMap<>();
			int elements = !reads ? 0 : Studio.ui(() -> {
				HexMap before = map(editor);
				var geometry = org.banneret.model.map.MapGeometry.of(before);
				for (Hex hex : geometry.bounds()) {
					cells.put(hex, geometry.terrainAt(hex).getName() + "/" + geometry.elevationAt(hex));
				}
				return before.getFeatures().size() + before.getHexsideFeatures().size() + before.getRegions().size();
			});
			stroke(editor, label);
			String after = Studio.ui(() -> document.get());
			String where = "round " + round + ": " + tool[0] + " at " + label + " after damage at " + at;
			if (!reads) {
				assertEquals(damaged, after, where + ": a text that does not read is not written");
				assertNotNull(Studio.ui(() -> editor.mapPage().damageBarText()), where);
				refused++;
			} else if (!after.equals(damaged)) {
				assertTrue(Studio.ui(() -> editor.textEditor().model().reading().readsCleanly()), where + ": the stroke keeps the text reading");
				assertEquals(damaged.lines().filter(l -> l.strip().startsWith("//")).toList(),
						after.lines().filter(l -> l.strip().startsWith("//")).toList(), where + ": every comment stays");
				HexMap now = Studio.ui(() -> map(editor));
				Hex stroked = Studio.ui(() -> hex(editor, label));
				var geometry = org.banneret.model.map.MapGeometry.of(now);
				for (Hex hex : geometry.bounds()) {
					if (!hex.equals(stroked)) {
						assertEquals(cells.get(hex), geometry.terrainAt(hex).getName() + "/" + geometry.elevationAt(hex), where + ": hex " + geometry.label(hex));
					}
				}
				assertTrue(Math.abs(now.getFeatures().size() + now.getHexsideFeatures().size() + now.getRegions().size() - elements) <= 1,
						where + ": one element more or less at most");
				applied++;
			}
		}
		assertTrue(unshown <= 10, "the map or the stroke's hex was gone " + unshown + " times");
		assertTrue(refused >= 15, "damage that does not read was judged " + refused + " times");
		assertTrue(applied >= 5, "strokes over damage that reads were judged " + applied + " times");
	}

	// ---------------------------------------------------------------- driving the viewer

	@Test
	void aClickedHexShowsItsPropertiesAndItsTerrainAndElevationAreEditedThere() throws Exception {
		MapEditor editor = open("cryhavoc/castle.hexmap");
		IDocument document = Studio.document(editor.textEditor());
		String before = Studio.ui(() -> document.get());
		Studio.ui(() -> editor.mapPage().getEditDomain().getPaletteViewer()
				.setActiveTool(editor.mapPage().getEditDomain().getPaletteViewer().getPaletteRoot().getDefaultEntry()));
		click(editor, "E23", SWT.MouseDown);
		click(editor, "E23", SWT.MouseUp);
		IPropertySource hex = Studio.ui(() -> {
			var selected = editor.mapPage().getGraphicalViewer().getSelectedEditParts();
			assertEquals(1, selected.size(), "the bare map is selected");
			return (IPropertySource) ((org.eclipse.gef.EditPart) selected.get(0)).getAdapter(IPropertySource.class);
		});
		assertNotNull(hex, "the chosen hex has properties");
		assertEquals("E23", Studio.ui(() -> hex.getPropertyValue("label")));
		assertEquals("0", Studio.ui(() -> hex.getPropertyValue("elevation")));
		int marsh = Studio.ui(() -> map(editor).getGameSystem().getTerrainTypes().stream().map(t -> t.getName()).toList()
				.indexOf("marsh"));
		Studio.ui(() -> hex.setPropertyValue("terrain", marsh));
		Studio.ui(() -> editor.mapPage().refresh());
		assertEquals("marsh", terrainAt(editor, map(editor), "E23"));
		Studio.ui(() -> hex.setPropertyValue("elevation", "3"));
		Studio.ui(() -> editor.mapPage().refresh());
		assertEquals(3, (int) Studio.ui(() -> editor.mapPage().mapPart().view().painter().elevationAt(hex(editor, "E23"))));
		assertEquals("3", Studio.ui(() -> hex.getPropertyValue("elevation")));
		Studio.undo(editor);
		Studio.undo(editor);
		assertEquals(before, Studio.ui(() -> document.get()), "two undos take both property edits back");
	}

	private static HexMap map(MapEditor editor) {
		return (HexMap) editor.mapPage().mapPart().view().map();
	}

	private static Hex hex(MapEditor editor, String label) {
		return editor.mapPage().mapPart().view().painter().hexOrNull(label);
	}

	private static String terrainAt(MapEditor editor, HexMap map, String label) {
		return Studio.ui(() -> editor.mapPage().mapPart().view().painter().terrainAt(hex(editor, label)).getName());
	}

	private static void select(MapEditor editor, String label, String drawer) {
		Studio.ui(() -> {
			var palette = editor.mapPage().getEditDomain().getPaletteViewer();
			ToolEntry entry = Studio.toolEntries(palette.getPaletteRoot()).stream()
					.filter(t -> t.getLabel().equals(label) && t.getParent().getLabel().equals(drawer)).findFirst()
					.orElseThrow(() -> new AssertionError("no tool " + label + " in " + drawer));
			palette.setActiveTool(entry);
		});
	}

	private static String firstEntry(MapEditor editor, String drawer) {
		return Studio.ui(() -> Studio.toolEntries(editor.mapPage().getEditDomain().getPaletteViewer().getPaletteRoot()).stream()
				.filter(t -> t.getParent().getLabel().equals(drawer)).findFirst().orElseThrow().getLabel());
	}


	/** Presses on the first hex, drags over the others, releases, and waits for the map to show the new text. */
	private static void stroke(MapEditor editor, String... labels) throws InterruptedException {
		click(editor, labels[0], SWT.MouseDown);
		for (String label : labels) {
			mouse(editor, label, SWT.MouseMove, SWT.BUTTON1);
		}
		click(editor, labels[labels.length - 1], SWT.MouseUp);
		Studio.ui(() -> editor.mapPage().refresh());
	}

	private static void click(MapEditor editor, String label, int type) {
		mouse(editor, label, type, 0);
	}

	private static void mouse(MapEditor editor, String label, int type, int stateMask) {
		Studio.ui(() -> {
			MapPage page = editor.mapPage();
			MapEditPart map = page.mapPart();
			Point point = map.mapFigure().coordinates().centreOf(hex(editor, label));
			// a little off the centre, towards the hex's lower side, as a hand clicks
			point.translate(0, 8);
			map.mapFigure().translateToAbsolute(point);
			Studio.mouse(page.getGraphicalViewer().getControl(), type, point.x, point.y, stateMask);
		});
	}

}

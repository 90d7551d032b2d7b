package org.banneret.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.banneret.model.hex.Hex;
import org.banneret.ui.dsl.LanguageSession;
import org.banneret.ui.map.MapEditor;
import org.banneret.ui.map.commands.SetupEdits;
import org.banneret.ui.map.parts.CounterEditPart;
import org.banneret.ui.map.parts.MapEditPart;
import org.banneret.workspace.LanguageFiles;
import org.eclipse.core.resources.IProject;
import org.eclipse.draw2d.FigureCanvas;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.gef.palette.CombinedTemplateCreationEntry;
import org.eclipse.gef.palette.PaletteContainer;
import org.eclipse.gef.palette.ToolEntry;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.widgets.Event;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The set-up map of a scenario: counters dragged by mouse events, the rules' findings following, pictures of each example. */
@org.junit.jupiter.api.extension.ExtendWith(LogsNoErrors.class)
class SetupMapTest {

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
		return open(path, text -> text);
	}

	/** Opens an example with its text changed first. */
	private MapEditor open(String path, java.util.function.UnaryOperator<String> change) throws Exception {
		edited = EditedFile.of(examples, path);
		String text = change.apply(edited.original());
		if (!text.equals(edited.original())) {
			edited.file().setContents(new java.io.ByteArrayInputStream(text.getBytes(java.nio.charset.StandardCharsets.UTF_8)),
					org.eclipse.core.resources.IResource.FORCE, null);
		}
		MapEditor editor = Studio.openMap(edited.file());
		Studio.settle();
		Studio.ui(() -> editor.mapPage().zoomManager().setZoom(0.1)); // the whole map in the viewer, so every hex takes the mouse
		return editor;
	}

	@Test
	void surreysCavalryDraggedIntoAnAreaNoLongerOverStacksItsHex() throws Exception {
		MapEditor editor = open("bannockburn/stirling.scenario");
		Studio.waitUntil(() -> hasFinding(editor, "BAN-PLACE-3", "Surrey"), () -> "Stirling starts with Surrey's over-stacked 517");
		drag(editor, "517", "2710");
		String text = Studio.ui(() -> Studio.document(editor.textEditor()).get());
		assertTrue(text.contains("4 x CAV [2] at 2710(1)"), () -> "the row takes de Thweng's area placement: "
				+ text.lines().filter(line -> line.contains("4 x CAV [2]")).toList());
		Studio.waitUntil(() -> !hasFinding(editor, "BAN-PLACE-3", "Surrey"), () -> "BAN-PLACE-3 for Surrey's row is still there");
	}

	@Test
	void aCounterDraggedAcrossTheSeamIsWrittenOnTheOtherSheetAndTheRulesJudgeIt() throws Exception {
		MapEditor editor = open("cryhavoc/village-assault.scenario");
		Studio.ui(() -> {
			var board = editor.mapPage().mapPart().view().painter().board();
			assertEquals(List.of("castle", "village"), board.sheets().stream().map(sheet -> sheet.id()).toList());
		});
		drag(editor, "village:C05", "castle:Y12");
		String text = Studio.ui(() -> Studio.document(editor.textEditor()).get());
		assertTrue(text.contains("counter Arnim Arnim \"Sergeant Arnim\" at castle:Y12 {"), () -> "the row names the castle's hex: "
				+ text.lines().filter(line -> line.contains("Arnim")).toList());
		Studio.waitUntil(() -> hasFinding(editor, "CH-SCEN-3", "Arnim attacks but is set up at castle:Y12"),
				() -> "CH-SCEN-3 does not judge Arnim on the castle map");
		Studio.waitUntil(() -> Studio.ui(() -> {
			MapEditPart map = editor.mapPage().mapPart();
			Hex hex = map.view().painter().hexOrNull("castle:Y12");
			return map.getChildren().stream().anyMatch(child -> child instanceof CounterEditPart counter && hex.equals(counter.piece().hex()));
		}), () -> "the Map page shows no counter on castle:Y12");
		drag(editor, "castle:Y12", "village:H04");
		String back = Studio.ui(() -> Studio.document(editor.textEditor()).get());
		assertTrue(back.contains("counter Arnim Arnim \"Sergeant Arnim\" at village:H04 {"), "and back across the seam");
		Studio.waitUntil(() -> !hasFinding(editor, "CH-SCEN-3", "Arnim"), () -> "CH-SCEN-3 stays after Arnim is back on the village");
	}

	@Test
	void aSheetDraggedTwoColumnsOnIsItsMapLineRewrittenAndOneUndoStep() throws Exception {
		MapEditor editor = open("cryhavoc/village-assault.scenario");
		String before = textOf(editor);
		boardTool(editor, "Move sheet");
		press(editor, pointOf(editor, "village:K10"), pointOf(editor, "village:M10"));
		String after = textOf(editor);
		assertEquals(before.replace("map cryhavoc.Village as village offset 26, 0", "map cryhavoc.Village as village offset 28, 0"), after,
				"only the village's map line changes");
		Studio.waitUntil(() -> Studio.ui(() -> editor.mapPage().mapPart().view().painter().board().sheet("village").column() == 28),
				() -> "the Map page lays the village at column 28");
		Studio.undo(editor);
		assertEquals(before, textOf(editor), "one undo takes the move back");
	}

	@Test
	void aSheetDroppedOverAnotherIsRefusedAndTheTextStays() throws Exception {
		MapEditor editor = open("cryhavoc/village-assault.scenario");
		String before = textOf(editor);
		var placing = Studio.ui(() -> {
			var view = editor.mapPage().mapPart().view();
			return org.banneret.ui.map.commands.SheetEdits.moved(view.scenario(), view.painter().board(), "village", new Hex(-10, 5));
		});
		assertFalse(placing.fits());
		assertTrue(placing.problem().contains("lays village over castle"), placing.problem());
		boardTool(editor, "Move sheet");
		Point start = pointOf(editor, "village:K10");
		Point end = pointOf(editor, "castle:Y10");
		mouse(editor, SWT.MouseDown, start, 0);
		mouse(editor, SWT.MouseMove, new Point((start.x + end.x) / 2, (start.y + end.y) / 2), SWT.BUTTON1);
		mouse(editor, SWT.MouseMove, end, SWT.BUTTON1);
		Studio.ui(() -> editor.mapPage().getGraphicalViewer().getControl().update());
		Files.createDirectories(Path.of("target", "screenshots"));
		Studio.ui(() -> Studio.capture(editor.mapPage().getGraphicalViewer().getControl(),
				Path.of("target", "screenshots", "board-move-refused.png").toAbsolutePath()));
		mouse(editor, SWT.MouseUp, end, SWT.BUTTON1);
		Studio.settle();
		assertEquals(before, textOf(editor), "a sheet dropped on the castle writes nothing");
	}

	@Test
	void aSheetTurnedIsWrittenRotatedAndItsCountersTurnWithIt() throws Exception {
		MapEditor editor = open("cryhavoc/village-assault.scenario");
		Hex arnim = Studio.ui(() -> editor.mapPage().mapPart().view().painter().hexOrNull("village:C05"));
		var placing = Studio.ui(() -> {
			var view = editor.mapPage().mapPart().view();
			return org.banneret.ui.map.commands.SheetEdits.turned(view.scenario(), view.painter().board(), "village");
		});
		assertTrue(placing.fits(), placing::problem);
		assertEquals(List.of(26, 0, 180), List.of(placing.column(), placing.row(), placing.rotation()));
		boardTool(editor, "Turn sheet");
		Point at = pointOf(editor, "village:K10");
		mouse(editor, SWT.MouseMove, at, 0);
		mouse(editor, SWT.MouseDown, at, 0);
		mouse(editor, SWT.MouseUp, at, SWT.BUTTON1);
		Studio.ui(() -> editor.mapPage().refresh());
		Studio.settle();
		String text = textOf(editor);
		assertTrue(text.contains("map cryhavoc.Village as village offset 26, 0 rotated 180"),
				() -> text.lines().filter(line -> line.contains("map ")).toList().toString());
		Studio.waitUntil(() -> Studio.ui(() -> {
			var view = editor.mapPage().mapPart().view();
			Hex turned = view.painter().hexOrNull("village:C05");
			return view.painter().board().sheet("village").turned() && !turned.equals(arnim)
					&& view.pieces().stream().anyMatch(piece -> turned.equals(piece.hex()));
		}), () -> "Arnim's counter stands on village:C05 of the turned sheet");
		Studio.undo(editor);
		assertFalse(textOf(editor).contains("rotated 180"), "one undo turns it back");
	}

	@Test
	void aSheetAddedFromThePaletteIsLaidBesideTheSideClickedAsANewMapLine() throws Exception {
		MapEditor editor = open("cryhavoc/village-assault.scenario");
		String before = textOf(editor);
		boardTool(editor, "Add Crossroads");
		Point at = pointOf(editor, "castle:M24");
		mouse(editor, SWT.MouseMove, at, 0);
		Studio.ui(() -> editor.mapPage().getGraphicalViewer().getControl().update());
		Files.createDirectories(Path.of("target", "screenshots"));
		Studio.ui(() -> Studio.capture(editor.mapPage().getGraphicalViewer().getControl().getShell(),
				Path.of("target", "screenshots", "board-add-sheet.png").toAbsolutePath()));
		mouse(editor, SWT.MouseDown, at, 0);
		mouse(editor, SWT.MouseUp, at, SWT.BUTTON1);
		Studio.ui(() -> editor.mapPage().refresh());
		Studio.settle();
		String expected = before.replace("map cryhavoc.Village as village offset 26, 0\n",
				"map cryhavoc.Village as village offset 26, 0\n\tmap cryhavoc.Crossroads offset 0, 24\n");
		assertNotEquals(before, expected);
		assertEquals(expected, textOf(editor), "a new map line after the others, the crossroads south of the castle");
		Studio.waitUntil(() -> Studio.ui(() -> editor.mapPage().mapPart().view().painter().board().sheets().size() == 3),
				() -> "the board has three sheets");
		Studio.undo(editor);
		assertEquals(before, textOf(editor), "one undo takes the sheet away");
	}

	@Test
	void aBrushStrokeOnASheetOfTheBoardIsWrittenIntoThatSheetsMapFileAndDrawn() throws Exception {
		EditedFile village = EditedFile.of(examples, "cryhavoc/village.hexmap");
		try {
			MapEditor editor = open("cryhavoc/village-assault.scenario");
			String scenarioBefore = textOf(editor);
			String terrain = Studio.ui(() -> Studio.toolEntries(editor.mapPage().getEditDomain().getPaletteViewer().getPaletteRoot()).stream()
					.filter(entry -> entry.getParent().getLabel().equals("Terrain brush") && !entry.getLabel().equals("Flat terrain"))
					.findFirst().orElseThrow().getLabel());
			Studio.ui(() -> {
				var viewer = editor.mapPage().getEditDomain().getPaletteViewer();
				viewer.setActiveTool(Studio.toolEntries(viewer.getPaletteRoot()).stream()
						.filter(entry -> entry.getParent().getLabel().equals("Terrain brush") && entry.getLabel().equals(terrain))
						.findFirst().orElseThrow());
			});
			press(editor, pointOf(editor, "village:M15"), pointOf(editor, "village:M15"));
			Studio.waitUntil(() -> !LanguageFiles.textOf(village.file()).equals(village.original()),
					() -> "village.hexmap is not written");
			List<String> before = village.original().lines().toList();
			List<String> after = LanguageFiles.textOf(village.file()).lines().toList();
			assertEquals(before.size(), after.size());
			List<Integer> changed = java.util.stream.IntStream.range(0, before.size()).filter(i -> !before.get(i).equals(after.get(i))).boxed()
					.toList();
			assertEquals(1, changed.size(), () -> "one terrain row changes: " + changed);
			String row = after.get(changed.get(0)).strip();
			assertTrue(row.startsWith("\"stss~") && row.charAt(1 + 12) != '.', () -> "row 15 gets " + terrain + " in column M: " + row);
			assertEquals(scenarioBefore, textOf(editor), "the scenario's own text stays");
			assertTrue(Studio.ui(() -> editor.isMapActive()), "the designer stays on the scenario's Map page");
			Studio.waitUntil(() -> Studio.ui(() -> {
				var painter = editor.mapPage().mapPart().view().painter();
				var type = painter.board().terrainAt(painter.hexOrNull("village:M15"));
				return type != null && !type.getName().equals("clear");
			}), () -> "the Map page draws village:M15 as painted");
		} finally {
			Studio.closeAll();
			village.restore();
		}
	}

	@Test
	void aStrokeOnASheetWhoseMapIsReadOnlyIsRefusedAndWritesNothing() throws Exception {
		EditedFile village = EditedFile.of(examples, "cryhavoc/village.hexmap");
		var attributes = village.file().getResourceAttributes();
		attributes.setReadOnly(true);
		village.file().setResourceAttributes(attributes);
		try {
			MapEditor editor = open("cryhavoc/village-assault.scenario");
			String scenarioBefore = textOf(editor);
			Studio.ui(() -> {
				var viewer = editor.mapPage().getEditDomain().getPaletteViewer();
				viewer.setActiveTool(Studio.toolEntries(viewer.getPaletteRoot()).stream()
						.filter(entry -> entry.getParent().getLabel().equals("Terrain brush")).findFirst().orElseThrow());
			});
			press(editor, pointOf(editor, "village:M15"), pointOf(editor, "village:M15"));
			assertEquals(village.original(), LanguageFiles.textOf(village.file()));
			assertEquals(scenarioBefore, textOf(editor));
		} finally {
			attributes.setReadOnly(false);
			village.file().setResourceAttributes(attributes);
		}
	}

	@Test
	void aPaletteEntryClickedOnAHexWritesOnlyThatRowsPlacementAndItsSidesDrawerStays() throws Exception {
		MapEditor editor = open("bannockburn/prelude.scenario");
		var palette = Studio.ui(() -> editor.mapPage().getEditDomain().getPaletteViewer().getPaletteRoot());
		List<ToolEntry> unplaced = Studio.ui(() -> unitEntries(palette).stream().filter(e -> e.getLabel().endsWith("(not placed)")).toList());
		assertEquals(1, unplaced.size(), "prelude's 2 x CAV [0] has no placement: " + unplaced);
		PaletteContainer drawer = unplaced.get(0).getParent();
		int entries = Studio.ui(() -> unitEntries(palette).size());
		String target = Studio.ui(() -> {
			var painter = editor.mapPage().mapPart().view().painter();
			return painter.geometry().label(painter.hexAt(painter.width() / 2, painter.height() / 2));
		});
		Point at = Studio.ui(() -> {
			MapEditPart map = editor.mapPage().mapPart();
			Point centre = map.mapFigure().coordinates().centreOf(map.view().painter().hexOrNull(target));
			map.mapFigure().translateToAbsolute(centre);
			return centre;
		});
		String beforeText = Studio.ui(() -> Studio.document(editor.textEditor()).get());
		Studio.ui(() -> editor.mapPage().getEditDomain().getPaletteViewer().setActiveTool(unplaced.get(0)));
		mouse(editor, SWT.MouseMove, at, 0);
		mouse(editor, SWT.MouseDown, at, 0);
		mouse(editor, SWT.MouseUp, at, SWT.BUTTON1);
		Studio.ui(() -> editor.mapPage().refresh());
		Studio.settle();

		// Only the row's line changes: the comment above it and every other line stay as they were.
		String expected = beforeText.replaceFirst("(?m)^(\\s*2 x CAV \\[0\\])$", "$1 at " + target);
		assertNotEquals(beforeText, expected);
		assertEquals(expected, Studio.ui(() -> Studio.document(editor.textEditor()).get()));
		assertTrue(Studio.ui(() -> palette.getChildren().contains(drawer)), "the side's drawer stays, open or closed as it was");
		assertEquals(entries, (int) Studio.ui(() -> unitEntries(palette).size()));
		assertTrue(Studio.ui(() -> unitEntries(palette).stream().noneMatch(e -> e.getLabel().endsWith("(not placed)"))),
				"its entry no longer says it is not placed");

		// The placement typed away on the Text page: back on the Map page, the same drawer says so.
		Studio.ui(editor::showText);
		Studio.ui(() -> Studio.document(editor.textEditor()).set(beforeText));
		Studio.ui(editor::showMap);
		Studio.settle();
		assertTrue(Studio.ui(() -> palette.getChildren().contains(drawer)), "the drawer stays after the page switch");
		assertEquals(1L, (long) Studio.ui(() -> unitEntries(palette).stream().filter(e -> e.getLabel().endsWith("(not placed)")).count()),
				"its entry says again that it is not placed");
	}

	/**
	 * A side's drawer of an order of battle of over 1,000 rows opens closed and empty, and fills when
	 * the designer clicks it open; an edit later keeps it filled and says again what is not placed.
	 */
	@Test
	void aLargeOrderOfBattlesDrawerMakesItsEntriesWhenOpened() throws Exception {
		String row = "\t\t\t1 x INF [1] at 3309(1)\n";
		MapEditor editor = open("bannockburn/stirling.scenario", text -> text.replace(row, row + "\t\t\t1 x INF [0]\n".repeat(1000)));
		var viewer = Studio.ui(() -> editor.mapPage().getEditDomain().getPaletteViewer());
		var palette = Studio.ui(viewer::getPaletteRoot);
		PaletteContainer scots = drawer(palette, "Scots");
		PaletteContainer english = drawer(palette, "English");
		assertEquals(List.of(), Studio.ui(() -> unitEntries(scots)), "a closed drawer of a large order of battle is empty");
		assertTrue(Studio.ui(() -> !viewer.isExpanded((org.eclipse.gef.palette.PaletteDrawer) scots)));

		Point header = Studio.ui(() -> {
			var figure = ((org.eclipse.gef.GraphicalEditPart) viewer.getEditPartRegistry().get(scots)).getFigure();
			Point top = figure.getBounds().getTopLeft().getTranslated(30, 8);
			figure.translateToAbsolute(top);
			return top;
		});
		FigureCanvas paletteCanvas = Studio.ui(() -> (FigureCanvas) viewer.getControl());
		mouse(paletteCanvas, SWT.MouseMove, header, 0);
		mouse(paletteCanvas, SWT.MouseDown, header, 0);
		mouse(paletteCanvas, SWT.MouseUp, header, SWT.BUTTON1);
		int rows = Studio.ui(() -> {
			int units = 0;
			for (var all = editor.mapPage().mapPart().view().scenario().getSides().get(0).eAllContents(); all.hasNext();) {
				units += all.next() instanceof org.banneret.model.Unit ? 1 : 0;
			}
			return units;
		});
		Studio.waitUntil(() -> Studio.ui(() -> unitEntries(scots).size()) == rows,
				() -> "the opened drawer holds " + Studio.ui(() -> unitEntries(scots).size()) + " of the side's " + rows + " rows");
		assertEquals(1000L, notPlaced(scots));
		assertEquals(List.of(), Studio.ui(() -> unitEntries(english)), "the drawer left closed stays empty");

		Studio.ui(editor::showText);
		Studio.ui(() -> {
			var document = Studio.document(editor.textEditor());
			document.set(document.get().replaceFirst("\t1 x INF \\[0\\]\n", "\t1 x INF [0] at 3318(1)\n"));
		});
		Studio.ui(editor::showMap);
		Studio.settle();
		assertTrue(Studio.ui(() -> palette.getChildren().contains(scots)), "the opened drawer stays after an edit");
		assertEquals(rows, (int) Studio.ui(() -> unitEntries(scots).size()));
		assertEquals(999L, notPlaced(scots));
	}

	private static PaletteContainer drawer(PaletteContainer palette, String label) throws Exception {
		return Studio.ui(() -> ((List<?>) palette.getChildren()).stream().filter(PaletteContainer.class::isInstance)
				.map(PaletteContainer.class::cast).filter(c -> label.equals(c.getLabel())).findFirst().orElseThrow());
	}

	private static long notPlaced(PaletteContainer drawer) throws Exception {
		return Studio.ui(() -> unitEntries(drawer).stream().filter(e -> e.getLabel().endsWith("(not placed)")).count());
	}

	/** The palette's entries that place a unit row: the side drawers' creation entries. */
	private static List<ToolEntry> unitEntries(PaletteContainer container) {
		return Studio.toolEntries(container).stream().filter(CombinedTemplateCreationEntry.class::isInstance).toList();
	}

	@Test
	void theTextPageShownAfterTheMapPageHasItsColours() throws Exception {
		MapEditor editor = open("bannockburn/stirling.scenario");
		Thread.sleep(1000); // the tokens of the check arrive while the Map page shows; they wait for the text to be drawn
		Studio.settle();
		Studio.ui(editor::showText);
		var type = org.banneret.ui.dsl.highlighting.Styles.semantic("type").getForeground();
		Studio.waitUntil(() -> Studio.ui(() -> {
			var widget = editor.textEditor().viewer().getTextWidget();
			int at = widget.getText().indexOf("4 x CAV [2] at 517") + "4 x ".length();
			var style = widget.getStyleRangeAtOffset(at);
			return style != null && type.equals(style.foreground);
		}), () -> "the unit type CAV on the Text page is not coloured as a unit type");
		// The lexical colours too: the Text page, hidden while the Map page showed, is coloured when drawn.
		var keyword = org.banneret.ui.dsl.highlighting.Styles.KEYWORD.getForeground();
		Studio.waitUntil(() -> Studio.ui(() -> {
			var widget = editor.textEditor().viewer().getTextWidget();
			var style = widget.getStyleRangeAtOffset(widget.getText().indexOf("\tside ") + 1);
			return style != null && keyword.equals(style.foreground);
		}), () -> "the keyword 'side' on the Text page is not coloured as a keyword");
	}

	@Test
	void theHostChecksTheEditorsTextOnceTheMapPageIsDrawn() throws Exception {
		edited = EditedFile.of(examples, "bannockburn/stirling.scenario");
		// Opened and edited in one turn of the UI thread, before anything is drawn.
		MapEditor editor = Studio.ui(() -> {
			try {
				MapEditor opened = (MapEditor) org.eclipse.ui.ide.IDE.openEditor(Studio.page(), edited.file());
				assertFalse(opened.textEditor().session().checkAsked(), "the host checks the file before the editor is drawn");
				var document = Studio.document(opened.textEditor());
				document.set(document.get().replace("4 x CAV [0] at 4006", "4 x CAV [0] at 612"));
				return opened;
			} catch (org.eclipse.core.runtime.CoreException e) {
				throw new IllegalStateException(e);
			}
		});
		Studio.waitUntil(() -> Studio.ui(() -> editor.textEditor().session().checkAsked()), () -> "the host was not asked to check the file");
		Studio.waitUntil(() -> hasFinding(editor, "BAN-ENEMY-1", ""), () -> "the host did not check the editor's text, edited before it was drawn");
	}

	@Test
	void aScotsUnitDraggedOntoAnEnglishHexIsAnEnemyStackOnTheMapAndInTheProblemsView() throws Exception {
		MapEditor editor = open("bannockburn/stirling.scenario");
		Studio.waitUntil(() -> !hasFinding(editor, "BAN-ENEMY-1", ""), () -> "Stirling starts without enemy stacks");
		String before = Studio.ui(() -> Studio.document(editor.textEditor()).get());
		drag(editor, "4006", "612"); // Surrey, the English leader, stands alone on 612
		assertEquals(before.replace("4 x CAV [0] at 4006", "4 x CAV [0] at 612"), Studio.ui(() -> Studio.document(editor.textEditor()).get()),
				"the move changes the hex and nothing else: no facing is written");
		assertTrue(Studio.ui(() -> editor.textEditor().getAction(org.eclipse.ui.actions.ActionFactory.UNDO.getId()).getText())
				.contains("Move counter to 612"), () -> "Edit > Undo names the move: "
						+ Studio.ui(() -> editor.textEditor().getAction(org.eclipse.ui.actions.ActionFactory.UNDO.getId()).getText()));
		assertEquals("612", Studio.ui(() -> {
			var map = editor.mapPage().mapPart();
			return map.mapFigure().hovered() == null ? null : map.view().painter().geometry().label(map.mapFigure().hovered());
		}), "the hex the counter was dropped on is the one a hover there describes, not the one the drag began on");
		Studio.waitUntil(() -> hasFinding(editor, "BAN-ENEMY-1", ""), () -> "no BAN-ENEMY-1 after the drag");
		Studio.waitUntil(() -> Studio.ui(() -> {
			MapEditPart map = editor.mapPage().mapPart();
			Hex hex = map.view().painter().hexOrNull("612");
			return map.view().findings().at(hex).stream().anyMatch(f -> "BAN-ENEMY-1".equals(f.code()));
		}), () -> "the hex 612 shows no BAN-ENEMY-1");
		Studio.waitUntil(() -> !Studio.markers(edited.file(), "BAN-ENEMY-1").isEmpty(), () -> "the Problems view has no BAN-ENEMY-1");
	}

	@Test
	void aCounterDraggedWhileTheTextDoesNotReadStaysAndTheBarSaysWhy() throws Exception {
		MapEditor editor = open("bannockburn/stirling.scenario");
		var document = Studio.document(editor.textEditor());
		int row = Studio.ui(() -> document.get().length());
		Studio.ui(() -> {
			try {
				document.replace(row, 0, "\nQQ ");
			} catch (org.eclipse.jface.text.BadLocationException e) {
				throw new IllegalStateException(e);
			}
		});
		Studio.ui(() -> editor.mapPage().refresh());
		String damaged = Studio.ui(() -> document.get());
		assertTrue(Studio.ui(() -> editor.mapPage().damageBarText()) != null, "the bar shows");
		drag(editor, "4006", "612");
		assertEquals(damaged, Studio.ui(() -> document.get()), "no placement is written from a text that does not read");
		String bar = Studio.ui(() -> editor.mapPage().damageBarText());
		assertTrue(bar.contains("was not applied") && bar.contains("Line " + (damaged.lines().count())), bar);
	}

	@Test
	void theOverlayShowsAMovesFindingsAsTheMoveIsDrawnAndTheServerAgrees() throws Exception {
		MapEditor editor = open("bannockburn/stirling.scenario");
		Studio.waitUntil(() -> !hasFinding(editor, "BAN-ENEMY-1", ""), () -> "Stirling starts without enemy stacks");
		// The move and its drawing in one turn of the UI thread, its findings in the next (queued behind draw2d's drawing of
		// the move): the language server, which waits 100 ms for more typing before it checks, cannot have answered yet.
		Hex to = Studio.ui(() -> {
			MapEditPart map = editor.mapPage().mapPart();
			var geometry = map.view().painter().board();
			Hex from = geometry.hex("4006");
			Hex into = geometry.hex("612");
			String key = map.view().pieces().stream().filter(piece -> from.equals(piece.hex())).findFirst().orElseThrow().key();
			editor.mapPage().getEditDomain().getCommandStack().execute(SetupEdits.command("Move", map.editorModel(), List.of(key),
					scenario -> SetupEdits.placeAt(scenario, geometry, key, into)));
			editor.mapPage().refresh();
			return into;
		});
		boolean shownAfterTheMove = Studio.ui(() -> editor.mapPage().findingsReading() == editor.textEditor().model().lastReading().number()
				&& editor.mapPage().mapPart().view().findings().at(to).stream().anyMatch(f -> "BAN-ENEMY-1".equals(f.code()))
				&& !hasFinding(editor, "BAN-ENEMY-1", ""));
		assertTrue(shownAfterTheMove, "the hex 612 shows BAN-ENEMY-1 once the move is drawn, before the server's check");
		Studio.waitUntil(() -> hasFinding(editor, "BAN-ENEMY-1", ""), () -> "the server finds no BAN-ENEMY-1");
		Studio.settle();
		assertTrue(Studio.ui(() -> {
			MapEditPart map = editor.mapPage().mapPart();
			var server = org.banneret.ui.map.parts.Findings.of(editor.textEditor().session().diagnostics(), map.view().painter());
			return map.view().findings().differingFrom(server).isEmpty();
		}), "the overlay's findings are the server's once it has checked the whole file");
		// The counters stand as a set-up made anew from the text puts them: the live check's set-up, kept edit by edit, lays them out.
		Studio.ui(() -> {
			var shown = editor.mapPage().mapPart().view();
			var fresh = org.banneret.ui.map.parts.MapView.of(shown.root());
			assertEquals(placesOf(fresh.pieces()), placesOf(shown.pieces()));
			assertEquals(fresh.areas().stream().map(a -> a.key() + " " + a.hexes()).toList(),
					shown.areas().stream().map(a -> a.key() + " " + a.hexes()).toList());
		});
	}

	/** The overlay tints an error's hex and rims it and its counters: at a usual zoom the hex's terrain still shows. */
	@Test
	void anErrorHexShowsItsTerrainThroughItsOverlay() throws Exception {
		MapEditor editor = open("bannockburn/stirling.scenario");
		Studio.ui(() -> {
			MapEditPart map = editor.mapPage().mapPart();
			var geometry = map.view().painter().board();
			String key = map.view().pieces().stream().filter(piece -> geometry.hex("4006").equals(piece.hex())).findFirst().orElseThrow()
					.key();
			editor.mapPage().getEditDomain().getCommandStack().execute(SetupEdits.command("Move", map.editorModel(), List.of(key),
					scenario -> SetupEdits.placeAt(scenario, geometry, key, geometry.hex("612"))));
			editor.mapPage().refresh();
			editor.mapPage().zoomManager().setZoom(0.5);
			var hex = map.mapFigure().coordinates().boundsOf(geometry.hex("612"));
			map.mapFigure().translateToAbsolute(hex);
			FigureCanvas canvas = (FigureCanvas) editor.mapPage().getGraphicalViewer().getControl();
			var at = canvas.getViewport().getViewLocation();
			canvas.scrollTo(at.x + hex.x - 100, at.y + hex.y - 100);
		});
		Studio.settle();
		Path picture = Path.of("target", "screenshots", "map-error-overlay.png").toAbsolutePath();
		Files.createDirectories(picture.getParent());
		int[] rgb = Studio.ui(() -> {
			MapEditPart map = editor.mapPage().mapPart();
			ImageData data = Studio.capture(editor.mapPage().getGraphicalViewer().getControl(), picture);
			var hex = map.mapFigure().coordinates().boundsOf(map.view().painter().geometry().hex("612"));
			map.mapFigure().translateToAbsolute(hex); // the canvas's pixels
			// A point inside the hex, between its outline and its counters.
			var pixel = data.palette.getRGB(data.getPixel(hex.x + hex.width / 6, hex.y + hex.height / 2));
			return new int[] { pixel.red, pixel.green, pixel.blue };
		});
		assertTrue(rgb[1] > 100 && rgb[0] > rgb[2], "the hex's terrain shows through the error's tint: " + java.util.Arrays.toString(rgb));
	}

	/**
	 * Sixty random set-up edits (counters moved onto other counters, rows put into others' areas,
	 * rows taken off and rotated): after each, the layout the Map page patched from the one before
	 * is the layout made anew from the text, stacks, edges, area labels and shading included.
	 */
	@Test
	void aLayoutPatchedEditByEditIsTheLayoutMadeAnew() throws Exception {
		MapEditor editor = open("bannockburn/bannockburn1314.scenario");
		java.util.Random random = new java.util.Random(1314);
		int patched = 0;
		for (int step = 0; step < 60; step++) {
			int kind = random.nextInt(4);
			int pick = random.nextInt(1000);
			int target = random.nextInt(1000);
			patched += Studio.ui(() -> {
				MapEditPart map = editor.mapPage().mapPart();
				var view = map.view();
				var geometry = view.painter().board();
				List<String> rows = new java.util.ArrayList<>();
				view.pieces().forEach(piece -> rows.add(piece.key()));
				view.areas().forEach(area -> rows.add(area.key()));
				String key = rows.get(pick % rows.size());
				java.util.function.Consumer<org.banneret.model.Scenario> change = switch (kind) {
					case 0 -> {
						var onMap = view.pieces().stream().filter(piece -> piece.hex() != null).toList();
						Hex to = onMap.get(target % onMap.size()).hex(); // onto another counter: a stack
						yield scenario -> SetupEdits.placeAt(scenario, geometry, key, to);
					}
					case 1 -> {
						String area = view.areas().get(target % view.areas().size()).key();
						yield scenario -> SetupEdits.joinArea(scenario, key, area);
					}
					case 2 -> scenario -> SetupEdits.rotate(scenario, geometry, key);
					default -> {
						Hex to = view.painter().hexAt(view.painter().width() * (target % 97) / 97.0, view.painter().height() * (target % 89) / 89.0);
						yield to == null || target % 7 == 0 ? scenario -> SetupEdits.unplace(scenario, key)
								: scenario -> SetupEdits.placeAt(scenario, geometry, key, to);
					}
				};
				editor.mapPage().getEditDomain().getCommandStack().execute(SetupEdits.command("Edit", map.editorModel(), List.of(key), change));
				editor.mapPage().refresh();
				var shown = editor.mapPage().mapPart().view();
				var fresh = org.banneret.ui.map.parts.MapView.of(shown.root());
				assertEquals(placesOf(fresh.pieces()), placesOf(shown.pieces()), "pieces after edit " + kind + " of " + key);
				assertEquals(labelsOf(fresh.areas()), labelsOf(shown.areas()), "areas after edit " + kind + " of " + key);
				return shown.layout().isPatch() ? 1 : 0;
			});
		}
		assertTrue(patched > 30, "most edits patch the layout: " + patched + " of 60");
	}

	private static List<String> labelsOf(List<org.banneret.setup.Area> areas) {
		return areas.stream().map(a -> a.key() + " " + a.hexes() + " " + a.middle() + " " + a.line() + " " + a.shaded() + " " + a.label()).toList();
	}

	private static List<String> placesOf(List<org.banneret.setup.Piece> pieces) {
		return pieces.stream().map(p -> p.key() + " " + p.kind() + " " + p.hex() + " " + p.tail() + " " + p.faces() + " "
				+ p.stackIndex() + "/" + p.stackSize() + " " + p.badge() + " " + p.offMapX() + "," + p.offMapY() + " " + p.look()).toList();
	}

	@Test
	void aProblemOpenedWhileTheMapShowsSelectsTheCounterOnItsHex() throws Exception {
		MapEditor editor = open("bannockburn/stirling.scenario");
		var marker = Studio.markers(edited.file(), "BAN-PLACE-3").stream()
				.filter(m -> m.getAttribute(org.eclipse.core.resources.IMarker.MESSAGE, "").contains("Surrey")).findFirst().orElseThrow();
		Studio.ui(() -> org.eclipse.ui.ide.IDE.gotoMarker(editor, marker));
		assertTrue(Studio.ui(editor::isMapActive), "the Map page stays");
		List<?> selected = Studio.ui(() -> ((org.eclipse.jface.viewers.IStructuredSelection) editor.mapPage().getGraphicalViewer()
				.getSelection()).toList());
		assertTrue(selected.size() == 1 && selected.get(0) instanceof CounterEditPart counter
				&& "517".equals(Studio.ui(() -> editor.mapPage().mapPart().view().painter().geometry().label(counter.piece().hex()))),
				"Surrey's counter on 517 is selected: " + selected);
	}

	@Test
	void rTurnsTheSelectedCounterToItsNextFacing() throws Exception {
		MapEditor editor = open("bannockburn/stirling.scenario");
		Studio.ui(() -> {
			MapEditPart map = editor.mapPage().mapPart();
			Hex hex = map.view().painter().hexOrNull("2118");
			CounterEditPart valdegrave = ((java.util.List<?>) map.getChildren()).stream().filter(CounterEditPart.class::isInstance)
					.map(CounterEditPart.class::cast).filter(c -> hex.equals(c.piece().hex())).findFirst().orElseThrow();
			editor.mapPage().getGraphicalViewer().select(valdegrave);
			var key = new Event();
			key.character = 'r';
			key.keyCode = 'r';
			key.widget = editor.mapPage().getGraphicalViewer().getControl();
			editor.mapPage().getGraphicalViewer().getControl().notifyListeners(SWT.KeyDown, key);
		});
		String text = Studio.ui(() -> Studio.document(editor.textEditor()).get());
		assertTrue(text.contains("Leader Valdegrave (F3) at 2118 facing "), "the leader faces a hexside now");
		Studio.waitUntil(() -> Studio.ui(() -> {
			MapEditPart map = editor.mapPage().mapPart();
			Hex hex = map.view().painter().hexOrNull("2118");
			return map.view().pieces().stream().filter(p -> hex.equals(p.hex())).anyMatch(p -> p.faces() != null
					&& java.util.Arrays.stream(org.banneret.model.hex.HexDirection.values()).anyMatch(d -> hex.neighbour(d).equals(p.faces())));
		}), () -> "the counter on 2118 shows which neighbour it faces");
	}

	@Test
	void aShipDraggedAndTurnedTakesItsCrewWithIt() throws Exception {
		MapEditor editor = open("cryhavoc/sea-fight.scenario");
		String before = textOf(editor);
		drag(editor, "K12", "K13"); // the galiote by its centre hex, which no one stands on
		String moved = textOf(editor);
		assertTrue(moved.contains("Galiote Seahawk \"the Seahawk\" with Speed = 2 at K13 facing N"), "the ship moves a hex south");
		assertTrue(moved.contains("Huscarl Osric task steersman at K15 on deck"), "its steersman stays on its helm");
		assertTrue(moved.contains("counter Edwin Edwin \"Earl Edwin\" task boarder at K12 on deck"), "the earl stays aboard");
		assertTrue(moved.contains("Huscarl Wulfstan at K16"), "the man overboard is not aboard and stays in the sea");
		Studio.undo(editor);
		assertEquals(before, textOf(editor), "one undo takes ship and crew back");
		Studio.ui(() -> {
			MapEditPart map = editor.mapPage().mapPart();
			CounterEditPart ship = ((java.util.List<?>) map.getChildren()).stream().filter(CounterEditPart.class::isInstance)
					.map(CounterEditPart.class::cast).filter(c -> c.piece().isShip() && "Seahawk".equals(c.piece().unit().getName()))
					.findFirst().orElseThrow();
			editor.mapPage().getGraphicalViewer().select(ship);
			var key = new Event();
			key.character = 'r';
			key.keyCode = 'r';
			key.widget = editor.mapPage().getGraphicalViewer().getControl();
			editor.mapPage().getGraphicalViewer().getControl().notifyListeners(SWT.KeyDown, key);
		});
		String turned = textOf(editor);
		assertTrue(turned.contains("Galiote Seahawk \"the Seahawk\" with Speed = 2 at K12 facing NE"), "the ship turns a sixth clockwise");
		assertTrue(turned.contains("Huscarl Osric task steersman at I13 on deck"), () -> "its steersman turns with its helm, two hexes"
				+ " astern: " + turned.lines().filter(line -> line.contains("Osric") || line.contains("Seahawk")).toList());
		Studio.waitUntil(() -> Studio.ui(() -> editor.mapPage().mapPart().view().pieces().stream()
				.anyMatch(p -> p.isShip() && "Seahawk".equals(p.unit().getName()) && p.hull().size() == 16
						&& p.hull().stream().anyMatch(h -> h.role() == org.banneret.model.map.Hull.Role.HELM
								&& "I13".equals(editor.mapPage().mapPart().view().painter().label(h.hex()))))),
				() -> "the Map page lays the turned hull with its helm on I13");
		Studio.waitUntil(() -> !hasFinding(editor, "CH-SHIP-1", "Osric") && !hasFinding(editor, "CH-SHIP-2", "")
				&& !hasFinding(editor, "CH-SHIP-3", ""), () -> "the turned crew stand where their tasks let them");
		Files.createDirectories(Path.of("target", "screenshots"));
		Studio.ui(() -> Studio.capture(editor.mapPage().getGraphicalViewer().getControl(),
				Path.of("target", "screenshots", "ship-turned.png").toAbsolutePath()));
	}

	@Test
	void aMapWiderThanOneBitmapTileIsDrawnAcrossTheTilesWithoutASeam() throws Exception {
		var file = examples.getFile("bannockburn/tiles.hexmap");
		String text = "map test.Tiles of medieval {\n\tgrid 600 x 40 flat odd labels numeric column digits 4 row digits 4\n"
				+ "\tdefault clear\n\tterrain {\n\t\t40 * \"c*262 f*338\"\n\t}\n}\n";
		file.create(new java.io.ByteArrayInputStream(text.getBytes(java.nio.charset.StandardCharsets.UTF_8)), true, null);
		try {
			MapEditor editor = Studio.openMap(file);
			Studio.ui(() -> editor.mapPage().zoomManager().setZoom(0.02));
			Studio.ui(() -> { // the tiles' edge in the middle of the viewer, however wide the views beside it leave it
				var map = editor.mapPage().mapPart();
				FigureCanvas canvas = (FigureCanvas) editor.mapPage().getGraphicalViewer().getControl();
				Point edge = map.mapFigure().coordinates().centreOf(map.view().painter().hexOrNull("02560020"));
				map.mapFigure().translateToAbsolute(edge);
				canvas.scrollToX(canvas.getViewport().getViewLocation().x + edge.x - canvas.getViewport().getBounds().width / 2);
			});
			Studio.settle();
			Path picture = Path.of("target", "screenshots", "map-tiles-zoom-0.02.png").toAbsolutePath();
			Files.createDirectories(picture.getParent());
			List<String> wrong = Studio.ui(() -> {
				var map = editor.mapPage().mapPart();
				var painter = map.view().painter();
				var types = map.view().map().getGameSystem().getTerrainTypes();
				var clear = org.banneret.render.MapLook.terrain(types.stream().filter(t -> "clear".equals(t.getName())).findFirst().orElseThrow());
				var forest = org.banneret.render.MapLook.terrain(types.stream().filter(t -> "forest".equals(t.getName())).findFirst().orElseThrow());
				ImageData data = Studio.capture(editor.mapPage().getGraphicalViewer().getControl(), picture);
				Point first = map.mapFigure().coordinates().centreOf(painter.hexOrNull("02400020"));
				Point last = map.mapFigure().coordinates().centreOf(painter.hexOrNull("02680020"));
				map.mapFigure().translateToAbsolute(first);
				map.mapFigure().translateToAbsolute(last);
				Point boundary = map.mapFigure().coordinates().centreOf(painter.hexOrNull("02620020"));
				map.mapFigure().translateToAbsolute(boundary);
				List<String> found = new java.util.ArrayList<>();
				// Across the tiles' edge at column 256 the row is all clear; from column 262 on, forest (both in the viewer,
				// left of its scroll bar).
				int shown = ((FigureCanvas) editor.mapPage().getGraphicalViewer().getControl()).getViewport().getBounds().width;
				assertTrue(boundary.x + 6 < shown, "the forest shows in the viewer: " + boundary + " of " + shown);
				for (int x = first.x; x <= Math.min(last.x, shown - 1); x++) {
					var expected = x < boundary.x - 3 ? clear : x > boundary.x + 3 ? forest : null;
					var rgb = data.palette.getRGB(data.getPixel(x, first.y));
					if (expected != null && Math.abs(rgb.red - expected.red()) + Math.abs(rgb.green - expected.green())
							+ Math.abs(rgb.blue - expected.blue()) > 12) {
						found.add(x + ": " + rgb);
					}
				}
				return found;
			});
			assertTrue(wrong.isEmpty(), "pixels of another colour along row 20: " + wrong);
		} finally {
			Studio.closeAll();
			file.delete(true, null);
		}
	}

	@Test
	void atAZoomWhereAHexIsAFewPixelsTheTerrainIsOneImage() throws Exception {
		MapEditor editor = open("bannockburn/stirling.hexmap");
		Studio.ui(() -> editor.mapPage().zoomManager().setZoom(0.02)); // a 16 mm hex is 3 pixels
		Studio.settle();
		Path file = Path.of("target", "screenshots", "map-stirling-zoom-0.02.png").toAbsolutePath();
		Files.createDirectories(file.getParent());
		double share = Studio.ui(() -> {
			var view = editor.mapPage().mapPart().view();
			var clear = org.banneret.render.MapLook.terrain(view.map().getDefaultTerrain());
			ImageData data = Studio.capture(editor.mapPage().getGraphicalViewer().getControl(), file);
			Point topLeft = view.painter() == null ? null : editor.mapPage().mapPart().mapFigure().coordinates().toFigure(0, 0);
			Point bottomRight = editor.mapPage().mapPart().mapFigure().coordinates().toFigure(view.painter().width(), view.painter().height());
			editor.mapPage().mapPart().mapFigure().translateToAbsolute(topLeft);
			editor.mapPage().mapPart().mapFigure().translateToAbsolute(bottomRight);
			int plain = 0;
			int all = 0;
			for (int y = topLeft.y + 2; y < Math.min(bottomRight.y - 2, data.height); y += 2) {
				for (int x = topLeft.x + 2; x < Math.min(bottomRight.x - 2, data.width); x += 2) {
					var rgb = data.palette.getRGB(data.getPixel(x, y));
					all++;
					if (Math.abs(rgb.red - clear.red()) + Math.abs(rgb.green - clear.green()) + Math.abs(rgb.blue - clear.blue()) < 12) {
						plain++;
					}
				}
			}
			return all == 0 ? 0 : plain / (double) all;
		});
		assertTrue(share > 0.5, "the map's open ground fills most of the picture: " + Math.round(share * 100) + "%");
	}

	@ParameterizedTest
	@ValueSource(strings = { "bannockburn/bannockburn1314.scenario", "bannockburn/stirling.scenario", "bannockburn/falkirk.scenario",
			"bannockburn/prelude.scenario", "cryhavoc/castle.hexmap", "cryhavoc/village.hexmap", "cryhavoc/assault.scenario",
			"cryhavoc/knight-errant.scenario", "cryhavoc/village-assault.scenario", "cryhavoc/battle-outside.scenario",
			"sluys/estuary.hexmap", "sluys/freesetup.scenario" })
	void eachExampleMapPageMakesAPicture(String path) throws Exception {
		MapEditor editor = open(path);
		Studio.ui(() -> {
			Studio.page().setPartState(Studio.page().getReference(editor), org.eclipse.ui.IWorkbenchPage.STATE_MAXIMIZED);
			editor.mapPage().zoomManager().setZoom(0.35);
		});
		Thread.sleep(500);
		Studio.settle();
		Path file = Path.of("target", "screenshots", "map-" + Path.of(path).getFileName() + ".png").toAbsolutePath();
		Files.createDirectories(file.getParent());
		int colours = Studio.ui(() -> {
			ImageData data = Studio.capture(editor.mapPage().getGraphicalViewer().getControl(), file);
			java.util.Set<Integer> seen = new java.util.HashSet<>();
			for (int y = 0; y < data.height; y += 7) {
				for (int x = 0; x < data.width; x += 7) {
					seen.add(data.getPixel(x, y));
				}
			}
			return seen.size();
		});
		Studio.ui(() -> Studio.page().setPartState(Studio.page().getReference(editor), org.eclipse.ui.IWorkbenchPage.STATE_RESTORED));
		assertTrue(colours > 12, "a drawn map, not a blank page: " + colours + " colours");
	}

	private static boolean hasFinding(MapEditor editor, String code, String words) {
		LanguageSession session = editor.textEditor().session();
		List<Diagnostic> diagnostics = session.diagnostics();
		return diagnostics.stream().anyMatch(d -> d.getCode() != null && code.equals(d.getCode().getLeft())
				&& d.getMessage().getLeft().contains(words));
	}

	/** Presses on the counter standing on one hex, drags it in steps to another, and releases. */
	private static void drag(MapEditor editor, String from, String to) throws InterruptedException {
		Point start = Studio.ui(() -> {
			MapEditPart map = editor.mapPage().mapPart();
			Hex hex = map.view().painter().hexOrNull(from);
			for (Object child : map.getChildren()) {
				if (child instanceof CounterEditPart counter && hex.equals(counter.piece().hex())) {
					Point centre = map.mapFigure().coordinates().centreOf(hex);
					map.mapFigure().translateToAbsolute(centre);
					return centre;
				}
			}
			throw new AssertionError("no counter on " + from);
		});
		press(editor, start, pointOf(editor, to));
	}

	/** The viewer point at the centre of a hex. */
	private static Point pointOf(MapEditor editor, String label) {
		return Studio.ui(() -> {
			MapEditPart map = editor.mapPage().mapPart();
			Point centre = map.mapFigure().coordinates().centreOf(map.view().painter().hexOrNull(label));
			map.mapFigure().translateToAbsolute(centre);
			return centre;
		});
	}

	/** Takes the Board drawer's tool of that label in hand, waiting for the drawer to list it. */
	private static void boardTool(MapEditor editor, String label) throws InterruptedException {
		var viewer = Studio.ui(() -> editor.mapPage().getEditDomain().getPaletteViewer());
		Studio.waitUntil(() -> Studio.ui(() -> boardEntry(viewer.getPaletteRoot(), label) != null),
				() -> "the Board drawer has no " + label + ": " + Studio.ui(() -> Studio.toolEntries(viewer.getPaletteRoot()).stream()
						.map(ToolEntry::getLabel).toList()));
		Studio.ui(() -> viewer.setActiveTool(boardEntry(viewer.getPaletteRoot(), label)));
	}

	private static ToolEntry boardEntry(PaletteContainer root, String label) {
		return Studio.toolEntries(root).stream().filter(entry -> label.equals(entry.getLabel())).findFirst().orElse(null);
	}

	/** A press, a drag in steps and a release of the left button, from one viewer point to another. */
	private static void press(MapEditor editor, Point start, Point end) throws InterruptedException {
		mouse(editor, SWT.MouseMove, start, 0);
		mouse(editor, SWT.MouseDown, start, 0);
		for (int step = 1; step <= 10; step++) {
			mouse(editor, SWT.MouseMove, new Point(start.x + (end.x - start.x) * step / 10, start.y + (end.y - start.y) * step / 10),
					SWT.BUTTON1);
		}
		mouse(editor, SWT.MouseUp, end, SWT.BUTTON1);
		Studio.ui(() -> editor.mapPage().refresh());
		Studio.settle();
	}

	private static String textOf(MapEditor editor) {
		return Studio.ui(() -> Studio.document(editor.textEditor()).get());
	}

	private static void mouse(MapEditor editor, int type, Point at, int stateMask) {
		mouse(Studio.ui(() -> (FigureCanvas) editor.mapPage().getGraphicalViewer().getControl()), type, at, stateMask);
	}

	private static void mouse(FigureCanvas canvas, int type, Point at, int stateMask) {
		Studio.ui(() -> Studio.mouse(canvas, type, at.x, at.y, stateMask));
	}
}

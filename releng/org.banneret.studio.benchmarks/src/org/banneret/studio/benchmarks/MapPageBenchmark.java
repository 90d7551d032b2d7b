package org.banneret.studio.benchmarks;

import static org.banneret.studio.benchmarks.StudioBench.ui;
import static org.banneret.studio.benchmarks.StudioBench.waitUntil;

import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

import org.banneret.model.hex.Hex;
import org.banneret.setup.Piece;
import org.banneret.ui.map.MapEditor;
import org.banneret.ui.map.commands.GridCommand;
import org.banneret.ui.map.commands.MapEdits;
import org.banneret.ui.map.commands.SetupEdits;
import org.banneret.ui.map.parts.Findings;
import org.banneret.ui.map.parts.MapEditPart;
import org.banneret.workspace.BanneretNature;
import org.banneret.workspace.LanguageHost;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.draw2d.FigureCanvas;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.Test;

/**
 * The Map page on the language benchmark's 1000 x 1000-hex map and 10,000-unit scenario, in a
 * viewer of the workbench window's size: open to first paint, a scroll step and a zoom step to
 * their repaint, a 100-hex brush stroke to its repaint, a counter move to its repaint and to the
 * findings of the moved set-up, and the heap. It prints the figures beside the targets.
 */
class MapPageBenchmark {

	private static final long TIMEOUT_MILLIS = 300_000;
	/** The milliseconds the last change took on the UI thread before its repaint. */
	private static volatile long applied;
	private static volatile long queued;
	private static final int VIEWER_WIDTH = StudioBench.VIEWER_WIDTH;
	/** A scroll step, in pixels: what a mouse wheel notch scrolls a canvas by. */
	private static final int SCROLL_STEP = 120;
	private static final int VIEWER_HEIGHT = StudioBench.VIEWER_HEIGHT;

	@Test
	void theMapPageOnALargeMapAndALargeScenario() throws Exception {
		Path folder = Path.of(System.getProperty("banneret.bench.files", ""));
		if (!Files.isRegularFile(folder.resolve("big.scenario"))) {
			throw new IllegalStateException("run through ./banneret bench studio, which writes the files first");
		}
		IProject project = project(folder);
		settle();
		MapEditor map = open(project.getFile("big.hexmap"), "big.hexmap");
		scrollAndZoom(map);
		brush(map);
		ui(() -> map.getSite().getPage().closeEditor(map, false));
		MapEditor scenario = open(project.getFile("big.scenario"), "big.scenario");
		scrollAndZoom(scenario);
		move(scenario);
		for (int i = 0; i < 3; i++) {
			System.gc();
		}
		Runtime runtime = Runtime.getRuntime();
		say("heap in use with the scenario's Map page open: %d MB (target 512)%n",
				(runtime.totalMemory() - runtime.freeMemory()) / 1_000_000);
		ui(() -> scenario.getSite().getPage().closeEditor(scenario, false));
		// The same 10,000 units on a board of four 250 x 250 sheets, two by two.
		sheets = "board of four 250 x 250 sheets, ";
		MapEditor board = open(project.getFile("board/board.scenario"), "board.scenario");
		scrollAndZoom(board);
		move(board);
		ui(() -> board.getSite().getPage().closeEditor(board, false));
		sheets = "";
	}

	/** Empty for the big map and scenario, else the board's words. */
	private static String sheets = "";
	/** What the figures printed are of: the board's words, the file and the viewer's size. */
	private static String subject = "";

	/** Prints a figure line, saying what it is of. */
	private static void say(String format, Object... args) {
		System.out.printf("map page: " + subject + format, args);
	}

	/** Says that the next figures are of a file's Map page, and of its viewer's size now. */
	private static void of(String name, MapEditor editor) {
		of(name, ui(() -> canvas(editor).getSize()), "");
	}

	/** Says that the next figures are of a file's Map page, with a viewer of a size at some time. */
	private static void of(String name, org.eclipse.swt.graphics.Point size, String when) {
		subject = sheets + name + ", viewer " + size.x + " x " + size.y + when + ": ";
	}

	/**
	 * Opens a file in a window already sized for a 1600 x 1000-pixel viewer (by a small map's
	 * editor, opened and closed), and times the open to the viewer's first paint. A window sized
	 * after the open would lay out and paint the viewer again inside the time. Each widget's first
	 * paint is noted from before the open, since the viewer may paint before the open's caller can
	 * listen to it.
	 */
	private static MapEditor open(IFile file, String name) throws Exception {
		long smallStart = System.nanoTime();
		MapEditor small = ui(() -> openEditor(file.getProject().getFile("small.hexmap")));
		of("small.hexmap", small);
		say("a 10 x 10-hex map (opened first, to size the window) opens in %d ms%n",
				(System.nanoTime() - smallStart) / 1_000_000);
		sizeViewer(small);
		ui(() -> small.getSite().getPage().closeEditor(small, false));
		settle();
		// Every canvas paint from before the open: the viewer may paint before the open's caller can listen to it.
		List<Paint> paints = new java.util.concurrent.CopyOnWriteArrayList<>();
		org.eclipse.swt.widgets.Listener notePaint = event -> {
			if (event.widget instanceof FigureCanvas canvas) {
				paints.add(new Paint(canvas, System.nanoTime(), canvas.getSize()));
			}
		};
		ui(() -> PlatformUI.getWorkbench().getDisplay().addFilter(org.eclipse.swt.SWT.Paint, notePaint));
		long start = System.nanoTime();
		MapEditor editor = ui(() -> openEditor(file));
		long opened = System.nanoTime();
		FigureCanvas viewer = ui(() -> canvas(editor));
		// The first paint once the editor is open: one during the open may show the viewer before it has the map.
		java.util.function.Supplier<Paint> first = () -> paints.stream().filter(paint -> paint.canvas() == viewer && paint.at() >= opened)
				.findFirst().orElse(null);
		waitUntil(() -> first.get() != null, TIMEOUT_MILLIS);
		ui(() -> PlatformUI.getWorkbench().getDisplay().removeFilter(org.eclipse.swt.SWT.Paint, notePaint));
		of(name, first.get().size(), " at its first paint");
		long during = paints.stream().filter(paint -> paint.canvas() == viewer && paint.at() < opened).count();
		say("open to first paint %d ms (target 1000; the open returned after %d ms, %d paint(s) during it)%n",
				(first.get().at() - start) / 1_000_000, (opened - start) / 1_000_000, during);
		sizeViewer(editor);
		of(name, editor);
		return editor;
	}

	/** A canvas painted at a time, at a size. */
	private record Paint(FigureCanvas canvas, long at, org.eclipse.swt.graphics.Point size) {
	}

	private static MapEditor openEditor(IFile file) {
		try {
			return (MapEditor) IDE.openEditor(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage(), file);
		} catch (CoreException e) {
			throw new IllegalStateException(e);
		}
	}

	private static void sizeViewer(MapEditor editor) {
		StudioBench.sizeToViewer(ui(() -> canvas(editor)));
	}

	/** Scrolls the viewer so that its top left quarter shows the hex at the given map position in millimetres. */
	private static Hex inView(MapEditor editor) {
		return ui(() -> {
			var canvas = canvas(editor);
			double zoom = editor.mapPage().zoomManager().getZoom();
			var location = canvas.getViewport().getViewLocation();
			var size = canvas.getSize();
			double x = (location.x + size.x / 3.0) / zoom / org.banneret.ui.map.figures.Draw2dPainter.PIXELS_PER_MM;
			double y = (location.y + size.y / 3.0) / zoom / org.banneret.ui.map.figures.Draw2dPainter.PIXELS_PER_MM;
			return editor.mapPage().mapPart().view().painter().hexAt(x, y);
		});
	}

	private static void scrollAndZoom(MapEditor editor) throws Exception {
		for (double zoom : new double[] { 0.35, 0.1, 0.02 }) {
			ui(() -> editor.mapPage().zoomManager().setZoom(zoom));
			List<Long> scrolls = new ArrayList<>();
			List<Long> jumps = new ArrayList<>();
			for (int step = 1; step <= 12; step++) {
				int by = step * SCROLL_STEP;
				// A wheel notch or a scroll bar step moves one way: down, then across.
				scrollTo(editor, by - SCROLL_STEP, by, scrolls);
				scrollTo(editor, by, by, scrolls);
				int far = step * VIEWER_WIDTH * 7;
				var range = ui(() -> canvas(editor).getViewport().getHorizontalRangeModel());
				int room = ui(() -> range.getMaximum() - range.getExtent());
				if (room > 2 * VIEWER_WIDTH) { // a map larger than the viewer has unseen parts to jump to
					scrollTo(editor, VIEWER_WIDTH + far % (room - VIEWER_WIDTH), far % room / 2, jumps);
				}
				// Back, and drawn there: a scroll step is timed from a drawn screen, as a designer scrolls on from what shows.
				// (update() alone returned before the scroll back was drawn, which draw2d does from the UI thread's queue: the next step drew a whole screen.)
				scrollTo(editor, by, by, new ArrayList<>());
			}
			say("scroll step at zoom %.2f repaints in median %d / max %d ms (target 50)%s%n", zoom,
					median(scrolls), Collections.max(scrolls), jumps.isEmpty() ? ""
							: String.format("; a jump to an unseen part in median %d / max %d ms", median(jumps), Collections.max(jumps)));
		}
		List<Long> zooms = new ArrayList<>();
		ui(() -> editor.mapPage().zoomManager().setZoom(0.25));
		for (int step = 0; step < 6; step++) {
			boolean in = step % 2 == 0;
			zooms.add(repaint(editor, () -> {
				if (in) {
					editor.mapPage().zoomManager().zoomIn();
				} else {
					editor.mapPage().zoomManager().zoomOut();
				}
			}));
		}
		say("zoom step repaints in median %d / max %d ms (target 50)%n", median(zooms), Collections.max(zooms));
	}

	private static void brush(MapEditor editor) throws Exception {
		ui(() -> editor.mapPage().zoomManager().setZoom(0.35));
		Hex start = inView(editor);
		List<String> labels = ui(() -> {
			MapEditPart part = editor.mapPage().mapPart();
			List<String> stroke = new ArrayList<>();
			for (int i = 0; i < 100; i++) {
				Hex hex = start;
				for (int k = 0; k < i / 10; k++) {
					hex = hex.neighbour(org.banneret.model.hex.HexDirection.values()[1]);
				}
				for (int k = 0; k < i % 10; k++) {
					hex = hex.neighbour(org.banneret.model.hex.HexDirection.values()[0]);
				}
				stroke.add(part.view().painter().geometry().label(hex));
			}
			return stroke;
		});
		List<String> terrains = ui(() -> editor.mapPage().mapPart().view().map().getGameSystem().getTerrainTypes().stream()
				.filter(t -> t.getCode() != null && t.getCode().length() == 1).limit(2).map(t -> t.getName()).toList());
		// The first stroke pays for what the editor prepares on first use; a designer then paints many more: ten, in turn
		// with two terrains, give the steady figures.
		List<Long> applies = new ArrayList<>();
		List<Long> paints = new ArrayList<>();
		for (int stroke = 0; stroke <= 10; stroke++) {
			String terrain = terrains.get(stroke % terrains.size());
			long took = repaint(editor, () -> {
				var map = editor.mapPage().mapPart();
				GridCommand.terrain("Paint", map.editorModel(), model -> MapEdits.paintedTerrain(model, labels,
						model.getGameSystem().getTerrainTypes().stream().filter(t -> terrain.equals(t.getName())).findFirst().orElseThrow()))
						.execute();
				editor.mapPage().refresh();
			});
			if (stroke == 0) {
				say("the first 100-hex brush stroke applies in %d ms and repaints in %d ms%n", applied, took);
			} else {
				applies.add(applied);
				paints.add(took);
			}
		}
		say("a 100-hex brush stroke (10 more) applies in median %d ms and repaints in median %d / max %d ms"
				+ " (target 100)%n", median(applies), median(paints), Collections.max(paints));
	}

	private static void move(MapEditor editor) throws Exception {
		ui(() -> editor.mapPage().zoomManager().setZoom(0.35));
		AtomicReference<Piece> piece = new AtomicReference<>();
		ui(() -> editor.mapPage().mapPart().view().pieces().stream().filter(p -> p.hex() != null).findFirst().ifPresent(piece::set));
		if (piece.get() == null) {
			say("the scenario has no counter on a hex to move%n");
			return;
		}
		ui(() -> {
			var bounds = editor.mapPage().mapPart().mapFigure().coordinates().boundsOf(piece.get().hex());
			double zoom = editor.mapPage().zoomManager().getZoom();
			canvas(editor).scrollTo((int) (bounds.x * zoom) - VIEWER_WIDTH / 2, (int) (bounds.y * zoom) - VIEWER_HEIGHT / 2);
		});
		settle();
		// The first move pays for what the editor prepares on first use (the serializer's grammar
		// analysis); a designer then moves many more. The next ten still run partly in code the JIT
		// has not compiled yet; thirty, to and fro, give the figures of a session's moves.
		long[] first = moveOnce(editor, piece.get(), 3);
		List<Long> texts = new ArrayList<>();
		List<Long> paints = new ArrayList<>();
		List<Long> checks = new ArrayList<>();
		List<Long> waits = new ArrayList<>();
		List<Long> judged = new ArrayList<>();
		int agreed = (int) first[4];
		for (int i = 0; i < MOVES; i++) {
			AtomicReference<Piece> now = new AtomicReference<>();
			ui(() -> editor.mapPage().mapPart().view().pieces().stream().filter(p -> p.key().equals(piece.get().key())).findFirst()
					.ifPresent(now::set));
			long[] next = moveOnce(editor, now.get(), i % 2 == 0 ? 0 : 3);
			texts.add(next[0]);
			paints.add(next[1]);
			checks.add(next[2]);
			waits.add(next[3]);
			judged.add(next[5]);
			agreed += (int) next[4];
		}
		say("the first counter move changes the text and lays out the map in %d ms and repaints in %d ms; its findings"
				+ " (live check) are on the map after %d ms, the language server's arrive after %d ms%n", first[0], first[1], first[5],
				first[2]);
		say("moving a counter (the next 10) changes the text and lays out the map in median %d ms and repaints in median %d / max"
				+ " %d ms (target 50); its findings (live check) are on the map after median %d ms%n", median(texts.subList(0, 10)),
				median(paints.subList(0, 10)), Collections.max(paints.subList(0, 10)), median(judged.subList(0, 10)));
		say("moving a counter (all %d more) changes the text and lays out the map in median %d ms and repaints in median %d /"
				+ " 90th percentile %d / max %d ms (target 50); its findings (live check) are on the map after median %d / 90th"
				+ " percentile %d ms; the language server's findings of the whole file (Problems view) arrive after median %d ms%n",
				MOVES, median(texts), median(paints), percentile(paints, 90), Collections.max(paints), median(judged),
				percentile(judged, 90), median(checks));
		say("before each move the UI thread was busy with earlier work (the last findings) for median %d / max"
				+ " %d ms%n", median(waits), Collections.max(waits));
		say("the overlay's findings, drawn with each move, equal the language server's check of the whole file"
				+ " after %d of %d moves%n", agreed, MOVES + 1);
	}

	/** The moves measured after the first. */
	private static final int MOVES = 30;

	/** The median as the other figures give it: the upper of the middle two of an even count. */
	private static long median(List<Long> times) {
		List<Long> sorted = new ArrayList<>(times);
		sorted.sort(null);
		return sorted.get(sorted.size() / 2);
	}

	/** The smallest time that this percentage of the times do not exceed. */
	private static long percentile(List<Long> times, int percent) {
		List<Long> sorted = new ArrayList<>(times);
		sorted.sort(null);
		return sorted.get(Math.max(0, (int) Math.ceil(sorted.size() * percent / 100.0) - 1));
	}

	/**
	 * Moves a counter one hex in a direction; the milliseconds from the move's start on the UI
	 * thread to the text change and to the repaint, from the request to the findings, and the
	 * request's wait for the UI thread.
	 */
	private static long[] moveOnce(MapEditor editor, Piece piece, int direction) throws Exception {
		settle();
		AtomicLong checked = new AtomicLong();
		String file = "/" + ui(() -> editor.getEditorInput().getName());
		java.util.function.Consumer<org.eclipse.lsp4j.PublishDiagnosticsParams> listener = published -> {
			if (published.getUri().endsWith(file)) {
				checked.compareAndSet(0, System.nanoTime());
			}
		};
		LanguageHost.get().addDiagnosticsListener(listener);
		long start = System.nanoTime();
		AtomicLong reading = new AtomicLong();
		long took = repaint(editor, () -> {
			var map = editor.mapPage().mapPart();
			var geometry = map.view().painter().board();
			Hex to = piece.hex().neighbour(org.banneret.model.hex.HexDirection.values()[direction]);
			editor.mapPage().getEditDomain().getCommandStack().execute(SetupEdits.command("Move", map.editorModel(),
					List.of(piece.key()), scenario -> SetupEdits.placeAt(scenario, geometry, piece.key(), to)));
			editor.mapPage().refresh();
			reading.set(editor.mapPage().textEditor().model().lastReading().number());
		});
		// The findings follow the drawn move: judged from the UI thread's queue, which each look at the page waits behind.
		long judgedStart = System.nanoTime();
		while (ui(() -> editor.mapPage().findingsReading()) < reading.get()) {
			if (System.nanoTime() - judgedStart > TIMEOUT_MILLIS * 1_000_000L) {
				throw new IllegalStateException("the move's findings were not shown");
			}
		}
		long judged = (System.nanoTime() - start) / 1_000_000;
		waitUntil(() -> checked.get() != 0, TIMEOUT_MILLIS);
		LanguageHost.get().removeDiagnosticsListener(listener);
		settle();
		// The map's overlay came from the live check as the move was drawn; the server's check of the whole file must agree.
		boolean agrees = ui(() -> {
			var page = editor.mapPage();
			var view = page.mapPart().view();
			var server = Findings.of(page.textEditor().session().diagnostics(), view.painter());
			return view.findings().differingFrom(server).isEmpty() && !server.isEmpty();
		});
		return new long[] { applied, took, (checked.get() - start) / 1_000_000, queued, agrees ? 1 : 0, judged };
	}

	/** Scrolls and adds the milliseconds to the repaint, unless the map is too small to scroll there. */
	private static void scrollTo(MapEditor editor, int x, int y, List<Long> times) throws InterruptedException {
		var before = ui(() -> canvas(editor).getViewport().getViewLocation().getCopy());
		var range = ui(() -> canvas(editor).getViewport());
		boolean moves = ui(() -> {
			int maxX = range.getHorizontalRangeModel().getMaximum() - range.getHorizontalRangeModel().getExtent();
			int maxY = range.getVerticalRangeModel().getMaximum() - range.getVerticalRangeModel().getExtent();
			return Math.min(x, maxX) != before.x || Math.min(y, maxY) != before.y;
		});
		if (moves) {
			times.add(repaint(editor, () -> canvas(editor).scrollTo(x, y)));
		}
	}

	/**
	 * Runs a change on the UI thread and returns the milliseconds from its start until the canvas
	 * has first painted after it (draw2d repairs its damage in the canvas's paint event, which GTK
	 * sends when it next draws). The time the change waited for the UI thread's earlier work (the
	 * last edit's findings arriving) is kept apart, in {@link #queued}.
	 */
	private static long repaint(MapEditor editor, Runnable change) throws InterruptedException {
		AtomicLong painted = new AtomicLong();
		AtomicLong started = new AtomicLong();
		var listener = (org.eclipse.swt.events.PaintListener) event -> {
			if (started.get() != 0) {
				painted.compareAndSet(0, System.nanoTime());
			}
		};
		ui(() -> canvas(editor).addPaintListener(listener));
		long asked = System.nanoTime();
		ui(() -> {
			started.set(System.nanoTime());
			change.run();
			applied = (System.nanoTime() - started.get()) / 1_000_000;
			canvas(editor).update();
		});
		waitUntil(() -> painted.get() != 0, 10_000);
		ui(() -> canvas(editor).removePaintListener(listener));
		queued = (started.get() - asked) / 1_000_000;
		return (painted.get() - started.get()) / 1_000_000;
	}

	private static FigureCanvas canvas(MapEditor editor) {
		return (FigureCanvas) editor.mapPage().getGraphicalViewer().getControl();
	}

	private static IProject project(Path folder) throws Exception {
		IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject("MapBench");
		if (!project.exists()) {
			project.create(null);
			project.open(null);
			BanneretNature.addTo(project, null);
			for (String name : List.of("big.hexmap", "big.scenario")) {
				project.getFile(name).create(new ByteArrayInputStream(Files.readAllBytes(folder.resolve(name))), true, null);
			}
			project.getFolder("board").create(true, true, null);
			for (String name : List.of("a.hexmap", "b.hexmap", "c.hexmap", "d.hexmap", "board.scenario")) {
				project.getFile("board/" + name).create(new ByteArrayInputStream(Files.readAllBytes(folder.resolve("board").resolve(name))),
						true, null);
			}
			// Opened before each measured open, to size the window for the viewer.
			String small = "map bench.Small of medieval {\n\tgrid 10 x 10 flat odd labels numeric column digits 2 row digits 2\n\tdefault clear\n}\n";
			project.getFile("small.hexmap").create(new ByteArrayInputStream(small.getBytes(java.nio.charset.StandardCharsets.UTF_8)), true, null);
		}
		return project;
	}

	private static void settle() throws InterruptedException {
		StudioBench.settle(TIMEOUT_MILLIS);
	}
}

package org.banneret.publish;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Locale;
import java.util.zip.CRC32;

import org.banneret.model.GameSystem;
import org.banneret.model.HexMap;
import org.banneret.model.Scenario;
import org.banneret.model.hex.OffsetCoord;
import org.banneret.model.map.Board;
import org.banneret.model.naming.DisplayNames;
import org.banneret.model.persistence.FileNames;
import org.banneret.publish.pdf.PdfPages;
import org.banneret.publish.png.FirstPage;
import org.banneret.publish.png.PngPages;
import org.banneret.setup.SetupLayout;
import org.banneret.publish.svg.SvgPages;
import org.banneret.render.MapLayers;
import org.banneret.render.MapPainter;
import org.banneret.rules.Setup;
import org.eclipse.emf.ecore.EObject;

/** The exports the command line and the Studio offer: what to print, from which model, in which format. */
public final class Exports {

	public enum What {
		MAP, SETUP, CARD, OOB, COUNTERS;

		public String word() {
			return name().toLowerCase(Locale.ROOT);
		}
	}

	public enum Format {
		PDF, SVG, PNG;

		public String extension() {
			return name().toLowerCase(Locale.ROOT);
		}
	}

	/**
	 * One export's choices. {@code paper} null prints a map on a sheet its own size and counters
	 * on A4; {@code dpi} is for PNG only, and {@code hexPixels}, when above 0, sets a map's PNG
	 * resolution instead: so many pixels across a hex.
	 */
	public record Request(What what, Format format, Paper paper, boolean tile, double overlap, double bleed, boolean cropMarks, double dpi,
			int hexPixels, double counterSize, MapLayers layers) {

		public static final double DEFAULT_DPI = 150;
		public static final double DEFAULT_COUNTER_SIZE = 15.875; // 5/8 in, the size of most hex-and-counter games

		public Request {
			if (!(dpi >= 10) || dpi > 2400) {
				throw new IllegalArgumentException("the resolution must be from 10 to 2400 dpi, not " + MapSheets.format(dpi));
			}
			if (hexPixels < 0 || hexPixels > 1000) {
				throw new IllegalArgumentException("a hex must be from 1 to 1000 pixels across, not " + hexPixels);
			}
			CounterSheets.Options.checkSize(counterSize); // a bad argument, found before anything is read
		}
	}

	private Exports() {
	}

	/**
	 * Writes the export of a model (a map, a scenario or a game system) to {@code out}: one PDF, or
	 * one SVG or PNG file per page ({@link PageFiles}). Nothing is written when it fails.
	 *
	 * @return the number of pages
	 * @throws IllegalArgumentException when the model cannot give this export, saying why and what would
	 */
	public static int export(EObject root, Request request, Path out, long id, Progress progress) throws IOException {
		try (PageSink sink = sink(request, root, out, id)) {
			int pages = draw(root, request, sink, progress);
			sink.finish();
			return pages;
		}
	}

	/**
	 * The export's first page as an image whose longest side is so many pixels, for a preview.
	 *
	 * @throws IllegalArgumentException when the model cannot give this export, saying why
	 */
	public static BufferedImage firstPage(EObject root, Request request, int longestSide) throws IOException {
		FirstPage sink = new FirstPage(longestSide);
		try {
			draw(root, request, sink, Progress.NONE);
		} catch (Progress.Cancelled e) {
			// the first page is drawn
		}
		return sink.image();
	}

	private static int draw(EObject root, Request request, PageSink sink, Progress progress) throws IOException {
		return switch (request.what()) {
			case MAP, SETUP -> {
				MapSheets.Options options = new MapSheets.Options(request.paper(), request.tile(), request.overlap(), request.bleed(),
						request.cropMarks(), request.layers());
				MapPainter painter = painterOf(root);
				MapSheets sheets = request.what() == What.MAP ? new MapSheets(painter, options) : setupSheets(root, painter, options);
				sheets.export(sink, progress);
				yield sheets.pageCount();
			}
			case CARD, OOB -> {
				if (!(root instanceof Scenario scenario)) {
					throw new IllegalArgumentException("only a scenario has a set-up card and an order of battle");
				}
				SetupCard card = new SetupCard(scenario, new Setup(scenario, java.util.Map.of()));
				Paper paper = request.paper() != null ? request.paper() : Paper.A4;
				TextPages text = request.what() == What.CARD ? card.card(paper) : card.orderOfBattle(paper);
				text.export(sink, progress);
				yield text.pageCount();
			}
			case COUNTERS -> {
				CounterSheets sheets = counterSheets(root, request);
				sheets.export(sink, progress);
				yield sheets.pageCount();
			}
		};
	}

	private static PageSink sink(Request request, EObject root, Path out, long id) throws IOException {
		return switch (request.format()) {
			case PDF -> new PdfPages(out, id);
			case SVG -> new SvgPages(out);
			case PNG -> new PngPages(out, request.hexPixels() > 0 && request.what() != What.COUNTERS
					? request.hexPixels() / hexWidth(painterOf(root)) : request.dpi() / 25.4);
		};
	}

	/** How wide a hex of the map prints, corner to corner or flat to flat as it stands, in millimetres. */
	static double hexWidth(MapPainter painter) {
		double[] outline = painter.outline(painter.geometry().layout().toHex(new OffsetCoord(0, 0)));
		double min = Double.MAX_VALUE;
		double max = -Double.MAX_VALUE;
		for (int i = 0; i < outline.length; i += 2) {
			min = Math.min(min, outline[i]);
			max = Math.max(max, outline[i]);
		}
		return max - min;
	}

	/**
	 * The map a model prints: a map's own, a scenario's first sheet's.
	 *
	 * @throws IllegalArgumentException for a game system, or a scenario whose map does not resolve
	 */
	public static HexMap mapOf(EObject root) {
		if (root instanceof HexMap map) {
			return map;
		}
		if (root instanceof Scenario scenario) {
			HexMap map = Setup.mapOf(scenario);
			if (map == null) {
				throw new IllegalArgumentException("the scenario names no map that Banneret can find, so it has no map to print");
			}
			return map;
		}
		throw new IllegalArgumentException("a game system has no map to print: export its counters with --what counters");
	}

	/**
	 * The painter of what a model prints: a map's own; a scenario's board, with every sheet where
	 * its map line lays it.
	 *
	 * @throws IllegalArgumentException for a game system, or a scenario whose map does not resolve
	 */
	public static MapPainter painterOf(EObject root) {
		if (root instanceof Scenario scenario) {
			mapOf(scenario); // says why there is nothing to print
			return MapPainter.of(Board.of(scenario));
		}
		return new MapPainter(mapOf(root));
	}

	private static MapSheets setupSheets(EObject root, MapPainter painter, MapSheets.Options options) {
		if (!(root instanceof Scenario scenario)) {
			throw new IllegalArgumentException("only a scenario has a set-up to print: export a map with --what map");
		}
		SetupLayout layout = new SetupLayout(painter, scenario, new Setup(scenario, java.util.Map.of()));
		return new MapSheets(painter, layout, DisplayNames.title(scenario) + ": set-up", options);
	}

	private static CounterSheets counterSheets(EObject root, Request request) {
		Paper paper = request.paper() != null ? request.paper() : Paper.A4;
		CounterSheets.Options options = new CounterSheets.Options(paper, request.counterSize(), 0, request.bleed(), request.cropMarks());
		if (root instanceof GameSystem system) {
			return new CounterSheets(DisplayNames.title(system), CounterSheets.of(system), options);
		}
		if (root instanceof Scenario scenario) {
			Setup setup = new Setup(scenario, java.util.Map.of());
			return new CounterSheets(DisplayNames.title(scenario), CounterSheets.of(scenario, setup), options);
		}
		throw new IllegalArgumentException("a map has no counters: export the counters of its game system or of a scenario");
	}

	/** Where an export goes when no file is given: beside its source, named for what it prints, stirling-map.pdf. */
	public static Path besideSource(Path source, What what, Format format) {
		return FileNames.beside(source, "-" + what.word() + "." + format.extension());
	}

	/** A document id that stays the same for the same input and choices, so that the same export gives the same bytes. */
	public static long documentId(String source, Request request) {
		CRC32 crc = new CRC32();
		crc.update(source.getBytes(StandardCharsets.UTF_8));
		crc.update(request.toString().getBytes(StandardCharsets.UTF_8));
		return crc.getValue();
	}
}

package org.banneret.publish;

import java.io.IOException;
import java.util.Locale;

import org.banneret.model.naming.DisplayNames;
import org.banneret.setup.SetupLayout;
import org.banneret.setup.SetupPainter;
import org.banneret.render.Anchor;
import org.banneret.render.MapLayers;
import org.banneret.render.MapPainter;
import org.banneret.render.Rgb;

/**
 * A map printed at true scale (its hexes' printed size): on one sheet, or tiled over pages of a
 * home printer's paper with an overlap to glue, an assembly diagram first, and on every page its
 * name, its neighbours' names and registration crosses that fall on the same map point on both
 * pages of an overlap.
 */
public final class MapSheets {

	/** White around the map on a sheet of its own size, and the unprintable edge of a home printer's page. */
	static final double MARGIN = 8;
	/** Room outside the bleed for crop marks. */
	static final double SLUG = 10;
	private static final double HEADER = 3;
	private static final Rgb GUIDE = new Rgb(0x60, 0x60, 0x60);

	/**
	 * How to print: {@code paper} null prints the map on a sheet its own size; {@code tile} spreads
	 * it over as many sheets of the paper as it needs, overlapping by {@code overlap} millimetres.
	 */
	public record Options(Paper paper, boolean tile, double overlap, double bleed, boolean cropMarks, MapLayers layers) {

		public static final double DEFAULT_OVERLAP = 20;

		public Options {
			if (bleed < 0 || bleed > 20) {
				throw new IllegalArgumentException("the bleed must be from 0 to 20 mm, not " + format(bleed));
			}
			if (overlap < 0) {
				throw new IllegalArgumentException("the overlap must be 0 mm or more, not " + format(overlap));
			}
			if (tile && bleed > 0) {
				throw new IllegalArgumentException("a tiled map is cut at its overlaps, so it has no bleed: leave out --bleed or --tile");
			}
		}

		public static Options singleSheet() {
			return new Options(null, false, 0, 0, false, MapLayers.ALL);
		}

		public static Options tiled(Paper paper) {
			return new Options(paper, true, DEFAULT_OVERLAP, 0, false, MapLayers.ALL);
		}
	}

	/** How a tiled map falls on its pages: the paper as turned, and how many columns and rows of pages. */
	public record Tiling(Paper paper, int columns, int rows, double printableWidth, double printableHeight, double stepX, double stepY) {

		/** "B2": the page's column as a letter and its row as a number, as on the assembly diagram. */
		public static String name(int column, int row) {
			StringBuilder letters = new StringBuilder();
			for (int c = column + 1; c > 0; c = (c - 1) / 26) {
				letters.insert(0, (char) ('A' + (c - 1) % 26));
			}
			return letters + Integer.toString(row + 1);
		}
	}

	private final MapPainter painter;
	private final SetupLayout setup;
	private final Options options;
	private final String title;
	/** White around the map on a sheet of its own: room for the counters waiting beyond its edges when a set-up is drawn. */
	private final double border;

	/** The map alone. */
	public MapSheets(MapPainter painter, Options options) {
		this(painter, null, DisplayNames.title(painter.map()), options);
	}

	/** The map with a set-up drawn over it, when {@code setup} is not null, under a title. */
	public MapSheets(MapPainter painter, SetupLayout setup, String title, Options options) {
		this.painter = painter;
		this.setup = setup;
		this.options = options;
		this.title = title;
		this.border = MARGIN + (setup == null ? 0 : setup.counterSize() * 1.5);
	}

	private void paintMap(Canvas canvas, double x, double y, double width, double height) {
		double[] window = canvas.visible(x, y, width, height);
		if (window == null) {
			return;
		}
		painter.paint(canvas, window[0], window[1], window[2], window[3], options.layers());
		if (setup != null) {
			SetupPainter.paint(canvas, painter, setup, window[0], window[1], window[2], window[3]);
		}
	}

	/** The tiling for the map on the options' paper, turned whichever way needs fewer pages; null when not tiled. */
	public Tiling tiling() {
		if (!options.tile()) {
			return null;
		}
		Paper paper = options.paper() != null ? options.paper() : Paper.A4;
		Tiling portrait = tiling(paper);
		Tiling landscape = tiling(paper.landscape());
		return landscape.columns() * landscape.rows() < portrait.columns() * portrait.rows() ? landscape : portrait;
	}

	private Tiling tiling(Paper paper) {
		double printableWidth = paper.width() - 2 * MARGIN;
		double printableHeight = paper.height() - 2 * MARGIN - HEADER;
		if (options.overlap() * 2 >= Math.min(printableWidth, printableHeight)) {
			throw new IllegalArgumentException(String.format(Locale.ROOT,
					"an overlap of %s mm is too large for %s paper: it must be less than half the printable %s mm", format(options.overlap()),
					paper.name(), format(Math.min(printableWidth, printableHeight) / 2)));
		}
		double stepX = printableWidth - options.overlap();
		double stepY = printableHeight - options.overlap();
		int columns = painter.width() <= printableWidth ? 1 : 1 + (int) Math.ceil((painter.width() - printableWidth) / stepX - 1e-9);
		int rows = painter.height() <= printableHeight ? 1 : 1 + (int) Math.ceil((painter.height() - printableHeight) / stepY - 1e-9);
		return new Tiling(paper, columns, rows, printableWidth, printableHeight, stepX, stepY);
	}

	/** How many pages the export makes. */
	public int pageCount() {
		Tiling tiling = tiling();
		return tiling == null ? 1 : tiling.columns() * tiling.rows() + (tiling.columns() * tiling.rows() > 1 ? 1 : 0);
	}

	public void export(PageSink sink, Progress progress) throws IOException {
		Tiling tiling = tiling();
		int total = pageCount();
		if (tiling == null) {
			singleSheet(sink);
			progress.pages(1, total);
			return;
		}
		int done = 0;
		if (total > 1) {
			sink.page(Page.of(tiling.paper().width(), tiling.paper().height()), canvas -> assemblyDiagram(canvas, tiling));
			progress.pages(++done, total);
		}
		for (int row = 0; row < tiling.rows(); row++) {
			for (int column = 0; column < tiling.columns(); column++) {
				if (progress.cancelled()) {
					throw new Progress.Cancelled();
				}
				int c = column;
				int r = row;
				sink.page(Page.of(tiling.paper().width(), tiling.paper().height()), canvas -> tile(canvas, tiling, c, r));
				progress.pages(++done, total);
			}
		}
	}

	private void singleSheet(PageSink sink) throws IOException {
		double width = painter.width();
		double height = painter.height();
		Paper paper = options.paper();
		double trimWidth = width + 2 * border;
		double trimHeight = height + 2 * border;
		if (paper != null) {
			Paper turned = width > height == paper.width() > paper.height() ? paper : paper.landscape();
			if (trimWidth > turned.width() + 1e-6 || trimHeight > turned.height() + 1e-6) {
				throw new IllegalArgumentException(String.format(Locale.ROOT,
						"the map is %s x %s mm at its printed hex size and does not fit on %s paper (%s x %s mm):"
								+ " add --tile to spread it over several sheets, or choose a larger --paper",
						format(width), format(height), paper.name(), format(turned.width()), format(turned.height())));
			}
			trimWidth = turned.width();
			trimHeight = turned.height();
		}
		Page page = new Page(trimWidth, trimHeight, options.bleed(), options.cropMarks() ? SLUG : 0);
		double trimmedWidth = trimWidth;
		double trimmedHeight = trimHeight;
		sink.page(page, canvas -> singleSheet(canvas, page, trimmedWidth, trimmedHeight));
	}

	private void singleSheet(Canvas canvas, Page page, double trimWidth, double trimHeight) {
		double width = painter.width();
		double height = painter.height();
		double left = page.trimOffset() + (trimWidth - width) / 2;
		double top = page.trimOffset() + (trimHeight - height) / 2;
		canvas.save();
		canvas.translate(left, top);
		paintMap(canvas, -border, -border, width + 2 * border, height + 2 * border);
		canvas.restore();
		canvas.fill(GUIDE);
		PrintMarks.line(canvas, title + ". " + scaleNote(), page.trimOffset() + trimWidth / 2, page.trimOffset() + trimHeight - MARGIN / 2,
				2.2, trimWidth - 2 * MARGIN, false, Anchor.CENTRE);
		if (options.cropMarks()) {
			PrintMarks.cropMarks(canvas, page.trimOffset(), page.trimOffset(), trimWidth, trimHeight, options.bleed());
		}
	}

	private void tile(Canvas canvas, Tiling tiling, int column, int row) {
		double mapX = column * tiling.stepX();
		double mapY = row * tiling.stepY();
		double top = MARGIN + HEADER;
		double printableHeight = tiling.printableHeight();
		canvas.save();
		canvas.clip(MARGIN, top, tiling.printableWidth(), printableHeight);
		canvas.translate(MARGIN - mapX, top - mapY);
		paintMap(canvas, mapX, mapY, tiling.printableWidth(), printableHeight);
		// Crosses in the middle of each overlap, on the same map point on both pages that share it.
		double overlap = options.overlap();
		for (int c = column; c <= column + 1; c++) {
			if (c > 0 && c < tiling.columns() && overlap > 0) {
				double x = c * tiling.stepX() + overlap / 2;
				for (double share : new double[] { 0.25, 0.75 }) {
					PrintMarks.registration(canvas, x, mapY + printableHeight * share, Math.min(4, overlap / 3));
				}
			}
		}
		for (int r = row; r <= row + 1; r++) {
			if (r > 0 && r < tiling.rows() && overlap > 0) {
				double y = r * tiling.stepY() + overlap / 2;
				for (double share : new double[] { 0.25, 0.75 }) {
					PrintMarks.registration(canvas, mapX + tiling.printableWidth() * share, y, Math.min(4, overlap / 3));
				}
			}
		}
		canvas.restore();
		// The edges to cut on the pages that lie over their left and upper neighbours.
		canvas.line(GUIDE, 0.2, true);
		if (column > 0) {
			canvas.strokePolyline(new double[] { MARGIN, top - 2, MARGIN, top + printableHeight + 2 });
		}
		if (row > 0) {
			canvas.strokePolyline(new double[] { MARGIN - 2, top, MARGIN + tiling.printableWidth() + 2, top });
		}
		canvas.fill(GUIDE);
		double middleY = top + printableHeight / 2;
		String name = Tiling.name(column, row);
		PrintMarks.line(canvas, String.format(Locale.ROOT, "%s: sheet %s (column %d of %d, row %d of %d). %s", title, name, column + 1,
				tiling.columns(), row + 1, tiling.rows(), scaleNote()), MARGIN, MARGIN, 2.2, tiling.printableWidth(), true, Anchor.LEFT);
		if (column > 0) {
			canvas.text("cut, lay over " + Tiling.name(column - 1, row), MARGIN / 2, middleY, 1.6, false, Anchor.CENTRE);
		}
		if (column + 1 < tiling.columns()) {
			canvas.text("under " + Tiling.name(column + 1, row), tiling.paper().width() - MARGIN / 2, middleY, 1.6, false, Anchor.CENTRE);
		}
		if (row > 0) {
			canvas.text("cut, lay over " + Tiling.name(column, row - 1), tiling.paper().width() / 2, top - 1, 1.6, false, Anchor.BOTTOM);
		}
		if (row + 1 < tiling.rows()) {
			canvas.text("under " + Tiling.name(column, row + 1), tiling.paper().width() / 2, tiling.paper().height() - MARGIN / 2, 1.6,
					false, Anchor.CENTRE);
		}
	}

	private void assemblyDiagram(Canvas canvas, Tiling tiling) {
		Paper paper = tiling.paper();
		canvas.fill(Rgb.BLACK);
		double lineWidth = paper.width() - 2 * MARGIN;
		PrintMarks.line(canvas, title + ": how the sheets go together", paper.width() / 2, MARGIN + 4, 5, lineWidth, true, Anchor.TOP);
		PrintMarks.line(canvas, String.format(Locale.ROOT, "%d sheets of %s, %d columns by %d rows, overlapping by %s mm. %s",
				tiling.columns() * tiling.rows(), paper.name(), tiling.columns(), tiling.rows(), format(options.overlap()), scaleNote()),
				paper.width() / 2, MARGIN + 12, 2.6, lineWidth, false, Anchor.TOP);
		PrintMarks.line(canvas, "Cut each sheet along its dashed edge, lay it over its neighbour so the crosses meet, and glue.",
				paper.width() / 2, MARGIN + 17, 2.6, lineWidth, false, Anchor.TOP);
		double top = MARGIN + 26;
		double availableWidth = paper.width() - 2 * MARGIN;
		double availableHeight = paper.height() - top - MARGIN;
		double coveredWidth = (tiling.columns() - 1) * tiling.stepX() + tiling.printableWidth();
		double coveredHeight = (tiling.rows() - 1) * tiling.stepY() + tiling.printableHeight();
		double scale = Math.min(availableWidth / coveredWidth, availableHeight / coveredHeight);
		double left = MARGIN + (availableWidth - coveredWidth * scale) / 2;
		canvas.save();
		canvas.translate(left, top);
		canvas.scale(scale);
		painter.paint(canvas, 0, 0, painter.width(), painter.height(), options.layers().withLabels(false).withRegions(false));
		for (int row = 0; row < tiling.rows(); row++) {
			for (int column = 0; column < tiling.columns(); column++) {
				double x = column * tiling.stepX();
				double y = row * tiling.stepY();
				canvas.opacity(1);
				canvas.line(Rgb.BLACK, 0.6 / scale, false);
				canvas.strokeRectangle(x, y, tiling.printableWidth(), tiling.printableHeight());
				double size = Math.min(tiling.printableWidth(), tiling.printableHeight()) * 0.18;
				canvas.fill(Rgb.WHITE);
				canvas.opacity(0.8);
				canvas.fillCircle(x + tiling.printableWidth() / 2, y + (tiling.printableHeight()) / 2, size);
				canvas.opacity(1);
				canvas.fill(Rgb.BLACK);
				canvas.text(Tiling.name(column, row), x + tiling.printableWidth() / 2, y + (tiling.printableHeight()) / 2, size * 0.7,
						true, Anchor.CENTRE);
			}
		}
		canvas.restore();
	}

	private String scaleNote() {
		return String.format(Locale.ROOT, "Print at 100%%: hexes %s mm across.", format(painter.layout().flatToFlat()));
	}

	static String format(double millimetres) {
		return millimetres == Math.rint(millimetres) ? Long.toString((long) millimetres) : String.format(Locale.ROOT, "%.1f", millimetres);
	}
}

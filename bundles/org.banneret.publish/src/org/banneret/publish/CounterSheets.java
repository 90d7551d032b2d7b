package org.banneret.publish;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;

import org.banneret.setup.CounterLooks;
import org.banneret.model.CounterMixEntry;
import org.banneret.model.CounterTemplate;
import org.banneret.model.GameSystem;
import org.banneret.model.Nationality;
import org.banneret.model.Scenario;
import org.banneret.model.Unit;
import org.banneret.model.UnitType;
import org.banneret.render.Anchor;
import org.banneret.render.CounterLook;
import org.banneret.render.CounterPainter;
import org.banneret.render.Rgb;
import org.banneret.rules.Setup;

/**
 * Counter sheets for duplex printing: a page of fronts, then the page of their backs, mirrored
 * left to right so that each back lies behind its front when the sheet is turned over on its long
 * edge. Counters stand in a grid centred on the page, so the mirrored grid is the same grid.
 */
public final class CounterSheets {

	/** The most counters one export prints; a scenario that counts more has a typo in a count. */
	public static final int MAX_COUNTERS = 20_000;
	static final double MARGIN = 10;
	private static final double HEADER = 8;
	private static final Rgb CUT = new Rgb(0x90, 0x90, 0x90);

	/** A counter's two faces. */
	public record Counter(CounterLook front, CounterLook back) {
	}

	/**
	 * @param size the counter's side in millimetres (5/8 in is 15.875)
	 * @param gutter the space between counters; at least twice the bleed
	 */
	public record Options(Paper paper, double size, double gutter, double bleed, boolean cropMarks) {

		public Options {
			checkSize(size);
			if (bleed < 0 || bleed > 5) {
				throw new IllegalArgumentException("a counter's bleed must be from 0 to 5 mm, not " + MapSheets.format(bleed));
			}
			if (gutter < 2 * bleed) {
				gutter = 2 * bleed;
			}
		}

		/** Fails, saying the range, where a counter's side is not from 6 to 50 mm. */
		public static void checkSize(double size) {
			if (!(size >= 6) || size > 50) {
				throw new IllegalArgumentException("a counter must be from 6 to 50 mm (1/4 in to 2 in) across, not " + MapSheets.format(size) + " mm");
			}
		}

		public static Options of(Paper paper, double size) {
			return new Options(paper, size, 0, 0, false);
		}
	}

	private final List<Counter> counters;
	private final Options options;
	private final String title;
	private final int columns;
	private final int rows;

	public CounterSheets(String title, List<Counter> counters, Options options) {
		if (counters.size() > MAX_COUNTERS) {
			throw new IllegalArgumentException("the counter sheets would hold " + counters.size() + " counters, more than the " + MAX_COUNTERS
					+ " an export prints: is a count mistyped?");
		}
		this.title = title;
		this.counters = counters;
		this.options = options;
		double pitch = options.size() + options.gutter();
		this.columns = (int) Math.floor((options.paper().width() - 2 * MARGIN + options.gutter()) / pitch);
		this.rows = (int) Math.floor((options.paper().height() - 2 * MARGIN - HEADER + options.gutter()) / pitch);
		if (columns < 1 || rows < 1) {
			throw new IllegalArgumentException("a counter of " + MapSheets.format(options.size()) + " mm does not fit on " + options.paper().name() + " paper");
		}
	}

	/** Every counter of a game system: its counter mix where it gives one, else one of each unit type; and each named counter. */
	public static List<Counter> of(GameSystem system) {
		List<Counter> counters = new ArrayList<>();
		if (!system.getCounterMix().isEmpty()) {
			for (CounterMixEntry entry : system.getCounterMix()) {
				UnitType type = entry.getUnitType();
				if (type == null || type.eIsProxy()) {
					continue;
				}
				int index = system.getNationalities().indexOf(entry.getNationality());
				OptionalInt armour = entry.getArmour() > 0 ? OptionalInt.of(entry.getArmour()) : OptionalInt.empty();
				for (int i = 0; i < Math.max(1, entry.getCount()); i++) {
					counters.add(new Counter(CounterLooks.printed(type, entry.getNationality(), index, armour, false),
							CounterLooks.printed(type, entry.getNationality(), index, armour, true)));
				}
			}
		} else {
			for (UnitType type : system.getUnitTypes()) {
				counters.add(new Counter(CounterLooks.printed(type, null, 0, OptionalInt.empty(), false),
						CounterLooks.printed(type, null, 0, OptionalInt.empty(), true)));
			}
		}
		for (CounterTemplate template : system.getCounterTemplates()) {
			Nationality nationality = template.getNationality();
			int index = system.getNationalities().indexOf(nationality);
			counters.add(new Counter(CounterLooks.printed(template, nationality, index, OptionalInt.empty(), false),
					CounterLooks.printed(template, nationality, index, OptionalInt.empty(), true)));
		}
		return counters;
	}

	/** Every counter of a scenario's forces, side by side, as many of each as its row counts. */
	public static List<Counter> of(Scenario scenario, Setup setup) {
		List<Counter> counters = new ArrayList<>();
		long total = 0;
		for (Unit unit : setup.units()) {
			total += Math.max(1, unit.getCount());
			if (total > MAX_COUNTERS) {
				throw new IllegalArgumentException("the scenario's forces count more than the " + MAX_COUNTERS
						+ " counters an export prints: is a count mistyped?");
			}
			Counter counter = new Counter(CounterLooks.printed(setup, scenario, unit, false), CounterLooks.printed(setup, scenario, unit, true));
			for (int i = 0; i < Math.max(1, unit.getCount()); i++) {
				counters.add(counter);
			}
		}
		return counters;
	}

	public int perSheet() {
		return columns * rows;
	}

	/** Pages: each sheet of fronts is followed by its backs. */
	public int pageCount() {
		return 2 * Math.max(1, (counters.size() + perSheet() - 1) / perSheet());
	}

	/** The centre of the counter at a column and row: on a back page, the mirror of the front's. */
	public double[] centre(int column, int row, boolean back) {
		double pitch = options.size() + options.gutter();
		double gridWidth = columns * pitch - options.gutter();
		double left = (options.paper().width() - gridWidth) / 2;
		double x = left + column * pitch + options.size() / 2;
		double y = MARGIN + HEADER + row * pitch + options.size() / 2;
		return new double[] { back ? options.paper().width() - x : x, y };
	}

	public void export(PageSink sink, Progress progress) throws IOException {
		int sheets = pageCount() / 2;
		for (int sheet = 0; sheet < sheets; sheet++) {
			for (boolean back : new boolean[] { false, true }) {
				if (progress.cancelled()) {
					throw new Progress.Cancelled();
				}
				int number = sheet;
				boolean isBack = back;
				sink.page(Page.of(options.paper().width(), options.paper().height()), canvas -> page(canvas, number, sheets, isBack));
				progress.pages(2 * sheet + (back ? 2 : 1), 2 * sheets);
			}
		}
	}

	private void page(Canvas canvas, int sheet, int sheets, boolean back) {
		double width = options.paper().width();
		canvas.fill(Rgb.BLACK);
		PrintMarks.line(canvas, String.format(Locale.ROOT, "%s: counters, sheet %d of %d, %s", title, sheet + 1, sheets,
				back ? "backs (print on the reverse, turning on the long edge)" : "fronts"), width / 2, MARGIN, 2.6, width - 2 * MARGIN, true,
				Anchor.TOP);
		double size = options.size();
		int first = sheet * perSheet();
		int onSheet = Math.min(counters.size(), first + perSheet()) - first;
		for (int i = first; i < first + onSheet; i++) {
			int column = (i - first) % columns;
			int row = (i - first) / columns;
			double[] centre = centre(column, row, back);
			Counter counter = counters.get(i);
			CounterLook look = back ? counter.back() : counter.front();
			if (options.bleed() > 0) {
				CounterPainter.paint(canvas, look, centre[0], centre[1], size + 2 * options.bleed());
			}
			CounterPainter.paint(canvas, look, centre[0], centre[1], size);
		}
		cutLines(canvas, back, Math.max(1, (onSheet + columns - 1) / columns));
		// The same targets on both sides: held to the light, they lie on one another when the backs line up.
		double[] topLeft = centre(0, 0, back);
		double[] topRight = centre(columns - 1, 0, back);
		double markY = MARGIN + HEADER - 3.5;
		PrintMarks.registration(canvas, Math.min(topLeft[0], topRight[0]) - size / 2, markY, 2.5);
		PrintMarks.registration(canvas, Math.max(topLeft[0], topRight[0]) + size / 2, markY, 2.5);
		canvas.fill(Rgb.BLACK);
		canvas.text(back ? "BACK: the crosses lie on the front's when held to the light" : "FRONT", width / 2,
				options.paper().height() - MARGIN / 2, 1.8, false, Anchor.CENTRE);
	}

	/** Thin lines along the counters' edges, the whole grid's length, so a cutter can follow them past the counters. */
	private void cutLines(Canvas canvas, boolean back, int usedRows) {
		double size = options.size();
		double[] first = centre(0, 0, false);
		double[] last = centre(columns - 1, usedRows - 1, false);
		double left = first[0] - size / 2;
		double right = last[0] + size / 2;
		double top = first[1] - size / 2;
		double bottom = last[1] + size / 2;
		double reach = options.cropMarks() ? 6 : 0;
		canvas.opacity(1);
		canvas.line(CUT, 0.1, false);
		double pitch = size + options.gutter();
		for (int column = 0; column <= columns; column++) {
			for (double x : edges(left + column * pitch, column, columns)) {
				double drawn = back ? options.paper().width() - x : x;
				if (options.gutter() > 0 || options.cropMarks()) {
					canvas.strokePolyline(new double[] { drawn, top - reach - 1, drawn, top - 1 });
					canvas.strokePolyline(new double[] { drawn, bottom + 1, drawn, bottom + reach + 1 });
				} else {
					canvas.strokePolyline(new double[] { drawn, top, drawn, bottom });
				}
			}
		}
		for (int row = 0; row <= usedRows; row++) {
			for (double y : edges(top + row * pitch, row, usedRows)) {
				if (options.gutter() > 0 || options.cropMarks()) {
					canvas.strokePolyline(new double[] { left - reach - 1, y, left - 1, y });
					canvas.strokePolyline(new double[] { right + 1, y, right + reach + 1, y });
				} else {
					canvas.strokePolyline(new double[] { left, y, right, y });
				}
			}
		}
	}

	/** The cut edges at one grid line: one where counters touch, two where a gutter parts them. */
	private double[] edges(double at, int index, int count) {
		if (options.gutter() == 0) {
			return new double[] { at };
		}
		if (index == 0) {
			return new double[] { at };
		}
		if (index == count) {
			return new double[] { at - options.gutter() };
		}
		return new double[] { at - options.gutter(), at };
	}
}

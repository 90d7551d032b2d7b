package org.banneret.render;

import org.banneret.model.TerrainPattern;
import org.banneret.model.TerrainType;

/**
 * Draws a terrain's pattern in one hex: a few small glyphs in a darker tone of its fill, inside the
 * circle the hex's flats touch, so that the same drawing serves flat and pointy grids and never
 * crosses into the next hex. The hex's centre stays in its fill's colour, where a symbol or a
 * counter stands and where a reader (or a test) looks for the terrain. The glyphs are of this
 * project's own drawing.
 */
public final class PatternGlyphs {

	/** A pattern is drawn from this many surface units a hex: smaller, it reads as noise. */
	static final double MIN_UNITS = 28;

	/** Where the three glyphs of a hex sit, as fractions of the hex's width from its centre. */
	private static final double[][] SPOTS = { { -0.2, -0.15 }, { 0.2, -0.13 }, { 0.0, 0.2 } };

	private PatternGlyphs() {
	}

	/**
	 * Draws a terrain's pattern over one hex of it, filled in {@code fill}, where the terrain has a
	 * pattern and the hex is wide enough on the surface to read it; {@code width} is the hex's
	 * width flat to flat, in millimetres.
	 */
	public static void paint(Painter painter, TerrainType terrain, Rgb fill, double x, double y, double width) {
		TerrainPattern pattern = MapLook.pattern(terrain);
		if (pattern != null && painter.unitsPerMm() * width >= MIN_UNITS) {
			paint(painter, pattern, inkOn(fill), x, y, width);
		}
	}

	/** The tone a pattern is drawn in over a fill: darker on a light fill, lighter on a dark one (a wood, deep water). */
	static Rgb inkOn(Rgb fill) {
		return fill.luminance() < 0.25 ? fill.mix(Rgb.WHITE, 0.4) : fill.mix(Rgb.BLACK, 0.3);
	}

	/** Draws the pattern about a hex's centre, in the ink given. */
	private static void paint(Painter painter, TerrainPattern pattern, Rgb ink, double x, double y, double width) {
		double line = width * 0.025;
		painter.line(ink, line, false);
		painter.fill(ink);
		switch (pattern) {
			case TREES -> spots(x, y, width, (cx, cy) -> tree(painter, cx, cy, width * 0.1));
			case SCRUB -> spots(x, y, width, (cx, cy) -> tuft(painter, cx, cy, width * 0.09));
			case MARSH -> spots(x, y, width, (cx, cy) -> reeds(painter, cx, cy, width * 0.1));
			case WAVES -> waves(painter, x, y, width);
			case ROCKS -> spots(x, y, width, (cx, cy) -> stone(painter, cx, cy, width * 0.08));
			case FURROWS -> furrows(painter, x, y, width);
			case HACHURES -> hachures(painter, x, y, width);
			case MASONRY -> masonry(painter, x, y, width);
			case DOTS -> dots(painter, x, y, width);
		}
	}

	private interface Glyph {
		void at(double x, double y);
	}

	private static void spots(double x, double y, double width, Glyph glyph) {
		for (double[] spot : SPOTS) {
			glyph.at(x + spot[0] * width, y + spot[1] * width);
		}
	}

	/** A round crown on a short trunk. */
	private static void tree(Painter painter, double x, double y, double r) {
		painter.strokePolyline(new double[] { x, y + r * 0.6, x, y + r * 1.5 });
		painter.strokeCircle(x, y, r);
	}

	/** Three short strokes fanning up from one root. */
	private static void tuft(Painter painter, double x, double y, double r) {
		double root = y + r * 0.6;
		painter.strokePolyline(new double[] { x - r, y - r * 0.4, x, root, x + r, y - r * 0.4 });
		painter.strokePolyline(new double[] { x, root, x, y - r * 0.8 });
	}

	/** A line of water with reeds standing on it. */
	private static void reeds(Painter painter, double x, double y, double r) {
		painter.strokePolyline(new double[] { x - r * 1.2, y + r * 0.5, x + r * 1.2, y + r * 0.5 });
		for (double dx : new double[] { -0.5, 0, 0.5 }) {
			painter.strokePolyline(new double[] { x + dx * r, y + r * 0.5, x + dx * r * 1.3, y - r * (dx == 0 ? 0.9 : 0.5) });
		}
	}

	/** Two wavy lines across the hex. */
	private static void waves(Painter painter, double x, double y, double width) {
		for (double row : new double[] { -0.12, 0.14 }) {
			double[] xy = new double[2 * 13];
			for (int i = 0; i <= 12; i++) {
				double t = i / 12.0;
				xy[2 * i] = x + (t - 0.5) * width * 0.56;
				xy[2 * i + 1] = y + row * width + Math.sin(t * 4 * Math.PI) * width * 0.03;
			}
			painter.strokePolyline(xy);
		}
	}

	/** An uneven stone. */
	private static void stone(Painter painter, double x, double y, double r) {
		painter.strokePolygon(new double[] { x - r, y + r * 0.5, x - r * 0.5, y - r * 0.7, x + r * 0.6, y - r * 0.5, x + r,
				y + r * 0.5 });
	}

	/** Parallel rows of planting, slanting, cut to the circle within the hex; none through its centre. */
	private static void furrows(Painter painter, double x, double y, double width) {
		double r = width * 0.34;
		double ux = Math.cos(Math.PI / 6), uy = Math.sin(Math.PI / 6); // along the row
		for (double offset : new double[] { -0.21, -0.1, 0.1, 0.21 }) {
			double c = offset * width; // the row's distance from the centre, across it
			double half = Math.sqrt(r * r - c * c);
			double px = -uy * c, py = ux * c;
			painter.strokePolyline(new double[] { x + px - ux * half, y + py - uy * half, x + px + ux * half, y + py + uy * half });
		}
	}

	/** Short strokes down the slope, hanging from an arc. */
	private static void hachures(Painter painter, double x, double y, double width) {
		double r = width * 0.3;
		for (int i = 0; i < 5; i++) {
			double angle = Math.PI * (1.15 + 0.175 * i); // along the upper arc
			double sx = x + Math.cos(angle) * r, sy = y + Math.sin(angle) * r * 0.7 - width * 0.02;
			painter.strokePolyline(new double[] { sx, sy, sx, sy + width * 0.1 });
		}
	}

	/** Two courses of stone in the hex's upper half, their joints staggered. */
	private static void masonry(Painter painter, double x, double y, double width) {
		double w = width * 0.5, h = width * 0.13;
		double left = x - w / 2, top = y - width * 0.29, middle = top + h;
		painter.strokeRectangle(left, top, w, 2 * h);
		painter.strokePolyline(new double[] { left, middle, left + w, middle });
		for (double joint : new double[] { 0.33, 0.67 }) {
			painter.strokePolyline(new double[] { left + joint * w, top, left + joint * w, middle });
		}
		painter.strokePolyline(new double[] { left + 0.5 * w, middle, left + 0.5 * w, middle + h });
	}

	/** A stipple of small dots. */
	private static void dots(Painter painter, double x, double y, double width) {
		double r = width * 0.018;
		double[][] at = { { -0.22, -0.12 }, { 0.05, -0.22 }, { 0.24, -0.05 }, { -0.08, 0.05 }, { 0.14, 0.2 }, { -0.2, 0.2 },
				{ 0.0, 0.32 } };
		for (double[] dot : at) {
			painter.fillCircle(x + dot[0] * width, y + dot[1] * width, r);
		}
	}
}

package org.banneret.render;

import org.banneret.model.HexsideGlyph;

/**
 * Draws a hexside feature's glyph along its side: merlons and stakes on the side away from the
 * hex that owns the feature (the outside of its wall), bushes, rails and ticks along the line. In
 * the line's colour, sized by the hex so that every surface draws the same.
 */
final class SideGlyphs {

	/** How many glyphs stand along one hexside. */
	private static final int PER_SIDE = 3;

	private SideGlyphs() {
	}

	/**
	 * Draws the glyph along a side from (x1, y1) to (x2, y2) of a hex centred at (cx, cy), in a
	 * line's colour; {@code width} is the hex's width flat to flat in millimetres.
	 */
	static void paint(Painter painter, HexsideGlyph glyph, MapLook.Line line, double[] side, double cx, double cy, double width) {
		double x1 = side[0], y1 = side[1], x2 = side[2], y2 = side[3];
		double length = Math.hypot(x2 - x1, y2 - y1);
		if (length == 0) {
			return;
		}
		double ux = (x2 - x1) / length, uy = (y2 - y1) / length; // along the side
		double nx = -uy, ny = ux; // across it, turned to point away from the hex's centre
		double mx = (x1 + x2) / 2, my = (y1 + y2) / 2;
		if ((mx - cx) * nx + (my - cy) * ny < 0) {
			nx = -nx;
			ny = -ny;
		}
		double size = width * 0.06;
		double reach = line.widthMm() / 2 + size; // from the line's middle to a glyph's far end
		painter.fill(line.colour());
		painter.line(line.colour(), Math.max(0.1, width * 0.015), false);
		for (int i = 0; i < PER_SIDE; i++) {
			double t = (i + 0.5) / PER_SIDE;
			double x = x1 + (x2 - x1) * t, y = y1 + (y2 - y1) * t;
			switch (glyph) {
				case BATTLEMENTS -> painter.fillPolygon(new double[] { x - ux * size, y - uy * size, x + ux * size, y + uy * size,
						x + ux * size + nx * reach, y + uy * size + ny * reach, x - ux * size + nx * reach, y - uy * size + ny * reach });
				case PALISADE -> painter.fillPolygon(new double[] { x - ux * size * 0.7, y - uy * size * 0.7, x + ux * size * 0.7,
						y + uy * size * 0.7, x + nx * (reach + size * 0.5), y + ny * (reach + size * 0.5) });
				case HEDGE -> painter.fillCircle(x, y, line.widthMm() / 2 + size * 0.6);
				case RAILS -> painter.strokePolyline(new double[] { x - nx * reach, y - ny * reach, x + nx * reach, y + ny * reach });
				case TICKS -> painter.strokePolyline(new double[] { x + nx * line.widthMm() / 2, y + ny * line.widthMm() / 2,
						x + nx * (reach + size), y + ny * (reach + size) });
			}
		}
	}
}

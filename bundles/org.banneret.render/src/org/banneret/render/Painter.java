package org.banneret.render;

import org.banneret.model.LineStyle;

/**
 * What the renderer draws on: the Studio's map page (Draw2d), print and image exports (Java2D,
 * PDF, SVG). Coordinates are millimetres of the printed map, y pointing down; each surface scales
 * them to its own units. A small set of shapes, so that every surface draws the same picture.
 */
public interface Painter {

	/** How many of the surface's units (pixels, points) a millimetre is; for the level of detail. */
	double unitsPerMm();

	/** The colour of the fills that follow. */
	void fill(Rgb color);

	/** The colour, width and dashing of the lines that follow. */
	default void line(Rgb color, double widthMm, boolean dashed) {
		line(color, widthMm, dashed ? LineStyle.DASHED : LineStyle.SOLID);
	}

	/** The colour, width and style of the lines that follow; a double line is drawn by the caller as two, solid here. */
	void line(Rgb color, double widthMm, LineStyle style);

	/** How opaque what follows is, from 0 to 1. */
	void opacity(double alpha);

	/**
	 * Whether the shapes that follow are smoothed at their edges. A hint: a screen showing
	 * thousands of small hexes draws them without smoothing at a fraction of the cost; print
	 * surfaces may ignore it.
	 */
	default void smooth(boolean on) {
	}

	void fillPolygon(double[] xy);

	void strokePolygon(double[] xy);

	void strokePolyline(double[] xy);

	void fillCircle(double x, double y, double radius);

	void strokeCircle(double x, double y, double radius);

	void fillRectangle(double x, double y, double width, double height);

	void strokeRectangle(double x, double y, double width, double height);

	/** A line of text whose capitals are about {@code heightMm} tall, in the fill colour. */
	void text(String text, double x, double y, double heightMm, boolean bold, Anchor anchor);
}

package org.banneret.publish;

import org.banneret.render.Painter;

/**
 * A printed page to draw on: the renderer's {@link Painter}, in millimetres from the page's top
 * left corner, and the few state changes a page layout needs to place a map window or a counter
 * on it. Every {@link #save()} is matched by a {@link #restore()}.
 */
public interface Canvas extends Painter {

	/** Remembers the clip and the origin, to be restored by {@link #restore()}. */
	void save();

	void restore();

	/** Draws nothing outside this rectangle until the matching {@link #restore()}. */
	void clip(double x, double y, double width, double height);

	/** Moves the origin of what follows by (dx, dy) millimetres. */
	void translate(double dx, double dy);

	/** Draws what follows this many times its size (a map's overview on one page). */
	void scale(double factor);

	/**
	 * The part of a window (x, y, width, height, in the current coordinates) that this canvas
	 * shows, so that a drawing need not draw what falls outside: a band of a large image shows a
	 * few rows of it. The whole window where the canvas shows all of it; null where it shows none.
	 */
	default double[] visible(double x, double y, double width, double height) {
		return new double[] { x, y, width, height };
	}
}

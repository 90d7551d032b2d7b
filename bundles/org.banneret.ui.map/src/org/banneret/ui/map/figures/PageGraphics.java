package org.banneret.ui.map.figures;

import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.ScaledGraphics;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.swt.graphics.Pattern;

/**
 * The Map page's own painting at its zoom: a figure point x lands on the screen pixel
 * floor(x * zoom), less the scroll, with nothing else between. The map keeps what it drew for
 * that (its {@link MapBuffer}); any other painting of the same figures (the overview's thumbnail,
 * shrunk again) gets a plain {@link ScaledGraphics} and draws afresh.
 */
public final class PageGraphics extends ScaledGraphics {

	private final Graphics screen;
	private final double zoom;
	private final Rectangle view;

	/**
	 * Paints on a screen graphics translated by the view's top left corner, the pixels the page
	 * shows in its zoomed coordinates.
	 */
	public PageGraphics(Graphics screen, double zoom, Rectangle view) {
		super(screen);
		this.screen = screen;
		this.zoom = zoom;
		this.view = view.getCopy();
		scale(zoom);
	}

	public double zoom() {
		return zoom;
	}

	/** The pixels the page shows, in its zoomed coordinates. */
	public Rectangle view() {
		return view.getCopy();
	}

	/**
	 * Fills screen pixels (the page's zoomed coordinates) from a pattern whose top left corner lies
	 * at a page pixel, unscaled. A pattern starts at the origin of the GC's transform, into which
	 * draw2d's SWTGraphics moves its translation (the scroll) once it is given a pattern; the
	 * pattern is moved there by a translation too. SWT has the window system draw a pattern; an
	 * image drawn with drawImage is read back into the client first, every pixel of it, each time.
	 */
	void fill(Pattern pattern, Point origin, Rectangle pixels) {
		screen.pushState();
		try {
			screen.setBackgroundPattern(pattern);
			screen.translate(origin.x, origin.y);
			screen.fillRectangle(pixels.x - origin.x, pixels.y - origin.y, pixels.width, pixels.height);
			screen.translate(-origin.x, -origin.y);
		} finally {
			screen.setBackgroundPattern(null);
			screen.popState();
		}
	}
}

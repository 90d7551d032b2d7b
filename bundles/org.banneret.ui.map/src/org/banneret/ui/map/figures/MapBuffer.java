package org.banneret.ui.map.figures;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;

import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.SWTGraphics;
import org.eclipse.draw2d.ScaledGraphics;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.Pattern;
import org.eclipse.swt.widgets.Display;

/**
 * The map as the page last drew it, at its zoom, over the screen pixels its viewport showed. GTK
 * draws the whole canvas again for every scroll step, and draw2d repaints what a counter move
 * uncovers: both copy what was drawn, and a scroll step draws only the strip it brings into view.
 * <p>
 * The image is the window system's, and it is painted as a pattern: the window system draws
 * both, on its own core. An image drawn with drawImage is read back into the client first, every
 * pixel, each time.
 * <p>
 * Pixels are the page's: a figure point x is the pixel floor(x * zoom), where {@link ScaledGraphics}
 * puts it, and a part drawn alone has the pixels a drawing of the whole would have (each part is
 * drawn from the page's background up, and the renderer draws a hex wholly wherever it shows).
 */
final class MapBuffer {

	private double zoom = Double.NaN;
	private Image image;
	private Pattern pattern;
	/** The page's pixels the image holds, from its top left corner. */
	private Rectangle held;
	/** Pixels the map changed under since they were drawn. */
	private final List<Rectangle> stale = new ArrayList<>();

	/**
	 * Paints the clip (figure pixels) from the image, which holds the page's view, drawing with
	 * {@code draw} what it does not hold: it paints a figure rectangle on the graphics it is given.
	 */
	void paint(PageGraphics graphics, Rectangle clip, BiConsumer<Graphics, Rectangle> draw) {
		Rectangle view = graphics.view();
		if (graphics.zoom() != zoom) {
			forgetAll();
			zoom = graphics.zoom();
		}
		if (image != null && (image.getBounds().width != view.width || image.getBounds().height != view.height)) {
			dispose();
		}
		Rectangle want = pixels(clip).intersect(view);
		if (want.isEmpty()) {
			return;
		}
		List<Rectangle> missing = new ArrayList<>();
		if (image == null) {
			image = new Image(Display.getCurrent(), view.width, view.height); // the window system's: it draws into it itself
			pattern = new Pattern(Display.getCurrent(), image);
		}
		if (held == null) {
			missing.add(view.getCopy());
		} else if (!held.equals(view)) {
			Rectangle kept = held.getIntersection(view);
			if (!kept.isEmpty()) { // a scroll: what stays in view moves, in the window system
				GC gc = new GC(image);
				try {
					gc.copyArea(kept.x - held.x, kept.y - held.y, kept.width, kept.height, kept.x - view.x, kept.y - view.y);
				} finally {
					gc.dispose();
				}
			}
			missing.addAll(outside(view, kept));
		}
		held = view.getCopy();
		for (Rectangle changed : stale) {
			Rectangle part = changed.getIntersection(held);
			if (!part.isEmpty()) {
				missing.add(part);
			}
		}
		stale.clear();
		if (!missing.isEmpty()) {
			draw(missing, draw);
		}
		graphics.fill(pattern, held.getTopLeft(), want);
	}

	/** Notes that the map changed within a figure rectangle. */
	void forget(Rectangle changed) {
		if (held != null) {
			Rectangle at = pixels(changed);
			at.expand(1, 1);
			stale.add(at);
		}
	}

	/** Notes that the whole map changed (or the zoom): all of it is drawn again. */
	void forgetAll() {
		held = null;
		stale.clear();
	}

	/** Gives the image back to the window system. */
	void dispose() {
		if (image != null) {
			pattern.dispose();
			image.dispose();
			image = null;
			pattern = null;
		}
		forgetAll();
	}

	/** Draws the map on some of the image's pixels (the page's), through one zoomed graphics: each makes its own fonts. */
	private void draw(List<Rectangle> parts, BiConsumer<Graphics, Rectangle> draw) {
		GC gc = new GC(image);
		SWTGraphics screen = new SWTGraphics(gc);
		ScaledGraphics scaled = null;
		try {
			screen.translate(-held.x, -held.y);
			scaled = new ScaledGraphics(screen);
			scaled.scale(zoom);
			for (Rectangle part : parts) {
				// The figure rectangle over the part, a pixel over where it rounds: drawn again, a pixel comes out the same.
				int x = (int) Math.floor(part.x / zoom) - 1;
				int y = (int) Math.floor(part.y / zoom) - 1;
				Rectangle area = new Rectangle(x, y, (int) Math.ceil(part.right() / zoom) + 1 - x,
						(int) Math.ceil(part.bottom() / zoom) + 1 - y);
				scaled.pushState();
				scaled.setClip(area);
				draw.accept(scaled, area);
				scaled.popState();
			}
		} finally {
			if (scaled != null) {
				scaled.dispose();
			}
			screen.dispose();
			gc.dispose();
		}
	}

	/** The screen pixels of a figure rectangle, as ScaledGraphics rounds them. */
	private Rectangle pixels(Rectangle figure) {
		int x = (int) Math.floor(figure.x * zoom);
		int y = (int) Math.floor(figure.y * zoom);
		return new Rectangle(x, y, (int) Math.floor(figure.right() * zoom) - x, (int) Math.floor(figure.bottom() * zoom) - y);
	}

	/** A rectangle less a rectangle within it, as at most four rectangles: above, below, left and right of it. */
	private static List<Rectangle> outside(Rectangle whole, Rectangle inner) {
		if (inner.isEmpty()) {
			return List.of(whole.getCopy());
		}
		List<Rectangle> parts = new ArrayList<>();
		if (inner.y > whole.y) {
			parts.add(new Rectangle(whole.x, whole.y, whole.width, inner.y - whole.y));
		}
		if (inner.bottom() < whole.bottom()) {
			parts.add(new Rectangle(whole.x, inner.bottom(), whole.width, whole.bottom() - inner.bottom()));
		}
		if (inner.x > whole.x) {
			parts.add(new Rectangle(whole.x, inner.y, inner.x - whole.x, inner.height));
		}
		if (inner.right() < whole.right()) {
			parts.add(new Rectangle(inner.right(), inner.y, whole.right() - inner.right(), inner.height));
		}
		return parts;
	}
}

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
 * The image is a ring: the page's pixel (x, y) is kept at (x mod width, y mod height), so a
 * scroll moves nothing, and the image is painted as a repeating pattern, which is anchored at the
 * page's origin (draw2d's SWTGraphics moves its translation into the GC's transform when it is
 * given a pattern). A pattern is drawn by the window system; an image drawn with drawImage is
 * read back into the client first, every pixel, each time.
 * <p>
 * Pixels are the page's: a figure point x is the pixel floor(x * zoom), where {@link ScaledGraphics}
 * puts it, and a part drawn alone has the pixels a drawing of the whole would have (each part is
 * drawn from the page's background up, and the renderer draws a hex wholly wherever it shows).
 */
final class MapBuffer {

	private double zoom = Double.NaN;
	private Image image;
	private Pattern pattern;
	/** The page's pixels the ring holds now. */
	private Rectangle held;
	/** Pixels the map changed under since they were drawn. */
	private final List<Rectangle> stale = new ArrayList<>();

	/**
	 * Paints the clip (figure pixels) from the ring, which holds the view (the viewport's pixels in
	 * the page's zoomed coordinates), drawing with {@code draw} what it does not hold: it paints a
	 * figure rectangle on the graphics it is given.
	 */
	void paint(PageGraphics graphics, Rectangle clip, Rectangle view, BiConsumer<Graphics, Rectangle> draw) {
		if (graphics.zoom() != zoom) {
			forgetAll();
			zoom = graphics.zoom();
		}
		Rectangle want = pixels(clip).intersect(view);
		if (want.isEmpty()) {
			return;
		}
		List<Rectangle> missing = new ArrayList<>();
		if (image == null || image.getBounds().width != view.width || image.getBounds().height != view.height) {
			forgetAll();
			image = new Image(Display.getCurrent(), view.width, view.height); // the window system's: it draws into it itself
			pattern = new Pattern(Display.getCurrent(), image);
			missing.add(view.getCopy());
		} else {
			missing.addAll(outside(view, held.getIntersection(view)));
		}
		held = view.getCopy();
		for (Rectangle changed : stale) {
			Rectangle part = changed.getIntersection(held);
			if (!part.isEmpty()) {
				missing.add(part);
			}
		}
		stale.clear();
		for (Rectangle part : missing) {
			drawWrapped(part, draw);
		}
		graphics.fill(pattern, want);
	}

	/** Notes that the map changed within a figure rectangle. */
	void forget(Rectangle changed) {
		if (image != null) {
			Rectangle at = pixels(changed);
			at.expand(1, 1);
			stale.add(at);
		}
	}

	void forgetAll() {
		if (image != null) {
			pattern.dispose();
			image.dispose();
			image = null;
			pattern = null;
		}
		held = null;
		stale.clear();
	}

	/** Draws some of the page's pixels into the ring, in up to four pieces where they wrap round its edges. */
	private void drawWrapped(Rectangle part, BiConsumer<Graphics, Rectangle> draw) {
		int width = image.getBounds().width;
		int height = image.getBounds().height;
		for (int y = part.y; y < part.bottom(); ) {
			int rows = Math.min(part.bottom() - y, height - Math.floorMod(y, height));
			for (int x = part.x; x < part.right(); ) {
				int columns = Math.min(part.right() - x, width - Math.floorMod(x, width));
				drawPiece(new Rectangle(x, y, columns, rows), draw);
				x += columns;
			}
			y += rows;
		}
	}

	/** Draws page pixels that lie in one piece of the ring. */
	private void drawPiece(Rectangle piece, BiConsumer<Graphics, Rectangle> draw) {
		int left = Math.floorMod(piece.x, image.getBounds().width);
		int top = Math.floorMod(piece.y, image.getBounds().height);
		GC gc = new GC(image);
		SWTGraphics screen = new SWTGraphics(gc);
		ScaledGraphics scaled = null;
		try {
			screen.translate(left - piece.x, top - piece.y);
			screen.clipRect(piece); // the piece's own pixels: the ring's other pixels hold other parts of the page
			scaled = new ScaledGraphics(screen);
			scaled.scale(zoom);
			// The figure rectangle over the piece, a pixel over where it rounds; the clip keeps to the piece.
			int x = (int) Math.floor(piece.x / zoom) - 1;
			int y = (int) Math.floor(piece.y / zoom) - 1;
			Rectangle area = new Rectangle(x, y, (int) Math.ceil(piece.right() / zoom) + 1 - x, (int) Math.ceil(piece.bottom() / zoom) + 1 - y);
			draw.accept(scaled, area);
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

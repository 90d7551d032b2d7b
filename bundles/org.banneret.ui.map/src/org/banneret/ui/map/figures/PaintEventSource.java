package org.banneret.ui.map.figures;

import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.GraphicsSource;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.swt.widgets.Canvas;

/**
 * Has draw2d's damage drawn in the canvas's paint event. Draw2d 3.2 draws a change straight onto
 * the canvas, with a GC made outside any paint event, through an image of the damage; GTK 3 then
 * sends a paint event for the same pixels, in which draw2d draws them all again. This source
 * gives draw2d no graphics to draw with and asks the canvas to redraw the damage instead: each
 * change is drawn once, in the paint event, which GTK double-buffers.
 */
public final class PaintEventSource implements GraphicsSource {

	private final Canvas canvas;

	public PaintEventSource(Canvas canvas) {
		this.canvas = canvas;
	}

	@Override
	public Graphics getGraphics(Rectangle region) {
		if (!canvas.isDisposed() && !region.isEmpty()) {
			canvas.redraw(region.x, region.y, region.width, region.height, false);
		}
		return null; // draw2d then leaves the drawing to the paint event
	}

	@Override
	public void flushGraphics(Rectangle region) {
		// nothing was drawn here
	}
}

package org.banneret.ui.map.overview;

import java.util.Map;

import org.eclipse.draw2d.Figure;
import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.ScaledGraphics;
import org.eclipse.draw2d.UpdateListener;
import org.eclipse.draw2d.UpdateManager;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.draw2d.parts.Thumbnail;
import org.eclipse.gef.editparts.ZoomManager;
import org.eclipse.swt.widgets.Display;

/**
 * A viewer's layers at most {@link #LONGEST_SIDE} pixels across, as a thumbnail's source. GEF's
 * thumbnail paints its source in tiles of 256 source pixels, one tile an event: a 1000 x 1000-hex
 * map is some 50,000 pixels across, 40,000 tiles and minutes of work, restarted by every repaint.
 * Shrunk first, the same figures paint in at most 16 tiles. The thumbnail cannot see that a
 * figure under this one changed, so this figure tells it, once the map has stopped changing for
 * {@link #SETTLE_MILLIS}: each drawing paints every figure of the map (10,000 counters in a large
 * set-up), and a drag, a brush stroke or the findings after a move change the map in quick turns.
 * A zoom repaints every figure but changes nothing the overview shows, so it is not told.
 */
final class ShrunkLayers extends Figure implements UpdateListener {

	/** The side of the shrunk source: four tiles of the thumbnail's 256 pixels. */
	static final int LONGEST_SIDE = 1024;
	/** How long after the map's last change the overview draws it again. */
	static final int SETTLE_MILLIS = 300;

	private final IFigure layers;
	private final UpdateManager updates;
	private final ZoomManager zoom;
	private Thumbnail thumbnail;
	private final Runnable redraw = this::redraw;
	private boolean redrawing;
	/** The viewer's zoom at the last painting of the map. */
	private double paintedZoom;

	ShrunkLayers(IFigure layers, ZoomManager zoom) {
		this.layers = layers;
		this.updates = layers.getUpdateManager();
		this.zoom = zoom;
		this.paintedZoom = zoom.getZoom();
		updates.addUpdateListener(this);
	}

	/** The thumbnail to repaint when the layers change. */
	void feed(Thumbnail shown) {
		this.thumbnail = shown;
		shown.setSource(this);
	}

	void dispose() {
		updates.removeUpdateListener(this);
		thumbnail = null;
		Display.getCurrent().timerExec(-1, redraw);
	}

	/** How much smaller than the layers this figure is; 1 for layers no larger than its longest side. */
	double factor() {
		Rectangle real = layers.getBounds();
		int longest = Math.max(real.width, real.height);
		return longest <= LONGEST_SIDE ? 1 : (double) LONGEST_SIDE / longest;
	}

	@Override
	public Rectangle getBounds() {
		Rectangle real = layers.getBounds();
		double factor = factor();
		return new Rectangle(0, 0, Math.max(1, (int) Math.round(real.width * factor)),
				Math.max(1, (int) Math.round(real.height * factor)));
	}

	@Override
	public UpdateManager getUpdateManager() {
		return updates;
	}

	@Override
	public void paint(Graphics graphics) {
		if (graphics.getFont() == null) { // the thumbnail's graphics may have none yet, and scaling scales a font
			graphics.setFont(layers.getFont() != null ? layers.getFont() : Display.getCurrent().getSystemFont());
		}
		ScaledGraphics shrunk = new ScaledGraphics(graphics);
		try {
			shrunk.scale(factor());
			shrunk.translate(-layers.getBounds().x, -layers.getBounds().y);
			layers.paint(shrunk);
		} finally {
			shrunk.dispose();
		}
	}

	@Override
	@SuppressWarnings("rawtypes")
	public void notifyPainting(Rectangle damage, Map dirtyRegions) {
		if (thumbnail == null) {
			return;
		}
		if (zoom.getZoom() != paintedZoom) {
			// A zoom lays out and repaints every figure. A change drawn in the same painting shows in
			// the overview with the next one.
			paintedZoom = zoom.getZoom();
			return;
		}
		for (Object dirty : dirtyRegions.keySet()) {
			for (IFigure figure = (IFigure) dirty; figure != null; figure = figure.getParent()) {
				if (figure == layers) {
					redrawWhenSettled();
					return;
				}
			}
		}
	}

	/** Draws the map again once it has not changed for {@link #SETTLE_MILLIS}; a later change puts it off again. */
	void redrawWhenSettled() {
		redrawing = true;
		Display.getCurrent().timerExec(SETTLE_MILLIS, redraw);
	}

	/** Whether the map changed since the overview last drew it: it will, once the map settles. */
	boolean redrawing() {
		return redrawing;
	}

	private void redraw() {
		redrawing = false;
		if (thumbnail != null) {
			thumbnail.setDirty(true);
			thumbnail.repaint();
		}
	}

	@Override
	public void notifyValidating() {
		// a layout changes bounds, and a change of bounds repaints
	}
}

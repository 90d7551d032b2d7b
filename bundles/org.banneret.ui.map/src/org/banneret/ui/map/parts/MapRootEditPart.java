package org.banneret.ui.map.parts;

import org.banneret.ui.map.figures.PageGraphics;
import org.eclipse.draw2d.FreeformLayer;
import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.ScalableFreeformLayeredPane;
import org.eclipse.gef.editparts.ScalableFreeformRootEditPart;

/**
 * GEF's zoomable root, whose zoomed layers paint the Map page through {@link PageGraphics}: the
 * map can tell its own page's painting from the overview's and reuse what it drew at this zoom.
 */
public final class MapRootEditPart extends ScalableFreeformRootEditPart {

	@Override
	protected ScalableFreeformLayeredPane createScaledLayers() {
		ScalableFreeformLayeredPane layers = new PageLayers();
		layers.add(createGridLayer(), GRID_LAYER);
		layers.add(getPrintableLayers(), PRINTABLE_LAYERS);
		FreeformLayer feedback = new FreeformLayer();
		feedback.setEnabled(false); // as GEF's own scaled feedback layer: feedback takes no mouse events
		layers.add(feedback, SCALED_FEEDBACK_LAYER);
		return layers;
	}

	/** The zoomed layers, painted as draw2d paints them, but through the page's own graphics at every zoom. */
	private static final class PageLayers extends ScalableFreeformLayeredPane {

		@Override
		protected void paintClientArea(Graphics graphics) {
			if (getChildren().isEmpty()) {
				return;
			}
			if (getBorder() != null && !getBorder().isOpaque()) {
				graphics.clipRect(getBounds().getCropped(getInsets()));
			}
			PageGraphics page = new PageGraphics(graphics, getScale());
			page.pushState();
			try {
				paintChildren(page);
			} finally {
				page.dispose();
				graphics.restoreState();
			}
		}
	}
}

package org.banneret.ui.map.parts;

import org.banneret.ui.map.figures.PageGraphics;
import org.eclipse.draw2d.FreeformLayer;
import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.ScalableFreeformLayeredPane;
import org.eclipse.draw2d.Viewport;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.gef.editparts.ScalableFreeformRootEditPart;

/**
 * GEF's zoomable root, whose zoomed layers paint the Map page through {@link PageGraphics}: the
 * map can tell its own page's painting from the overview's and reuse what it drew at this zoom.
 */
public final class MapRootEditPart extends ScalableFreeformRootEditPart {

	@Override
	protected ScalableFreeformLayeredPane createScaledLayers() {
		ScalableFreeformLayeredPane layers = new PageLayers(this);
		layers.add(createGridLayer(), GRID_LAYER);
		layers.add(getPrintableLayers(), PRINTABLE_LAYERS);
		FreeformLayer feedback = new FreeformLayer();
		feedback.setEnabled(false); // as GEF's own scaled feedback layer: feedback takes no mouse events
		layers.add(feedback, SCALED_FEEDBACK_LAYER);
		return layers;
	}

	/**
	 * The zoomed layers, painted as draw2d paints them, but through the page's own graphics at every
	 * zoom, which know the pixels the root's viewport shows: its view location is the translation
	 * the viewport painted them with.
	 */
	private static final class PageLayers extends ScalableFreeformLayeredPane {

		private final MapRootEditPart root;

		PageLayers(MapRootEditPart root) {
			this.root = root;
		}

		@Override
		protected void paintClientArea(Graphics graphics) {
			if (getChildren().isEmpty()) {
				return;
			}
			if (getBorder() != null && !getBorder().isOpaque()) {
				graphics.clipRect(getBounds().getCropped(getInsets()));
			}
			Viewport viewport = (Viewport) root.getFigure();
			PageGraphics page = new PageGraphics(graphics, getScale(),
					new Rectangle(viewport.getViewLocation(), viewport.getClientArea().getSize()));
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

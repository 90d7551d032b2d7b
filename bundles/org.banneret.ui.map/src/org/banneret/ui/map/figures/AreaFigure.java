package org.banneret.ui.map.figures;

import org.banneret.model.hex.Hex;
import org.banneret.setup.Area;
import org.banneret.setup.SetupPainter;
import org.banneret.ui.map.parts.MapView;
import org.eclipse.draw2d.Figure;
import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.Label;
import org.eclipse.draw2d.geometry.Rectangle;

/** A unit row placed in an area: its hexes shaded in its side's colour, with the row's label in the middle. */
public final class AreaFigure extends Figure {

	private final Draw2dPainter.Resources resources;
	private Area area;
	private MapView view;
	private MapCoordinates coordinates;

	public AreaFigure(Draw2dPainter.Resources resources) {
		this.resources = resources;
	}

	public Rectangle show(Area shown, MapView in, String tip) {
		this.area = shown;
		this.view = in;
		this.coordinates = new MapCoordinates(in);
		Rectangle bounds = null;
		for (Hex hex : shown.hexes()) {
			Rectangle hexBounds = coordinates.boundsOf(hex);
			bounds = bounds == null ? hexBounds : bounds.union(hexBounds);
		}
		setToolTip(new Label(tip));
		repaint();
		return bounds == null ? new Rectangle() : bounds.expand(2, 2);
	}

	/** Only the area's hexes answer the mouse, not the rectangle around them. */
	@Override
	public boolean containsPoint(int x, int y) {
		if (!super.containsPoint(x, y) || coordinates == null) {
			return false;
		}
		org.eclipse.draw2d.geometry.Point point = new org.eclipse.draw2d.geometry.Point(x, y);
		Hex hex = coordinates.hexAt(point);
		return hex != null && area.hexes().contains(hex);
	}

	@Override
	protected void paintFigure(Graphics graphics) {
		if (area == null) {
			return;
		}
		Draw2dPainter painter = new Draw2dPainter(graphics, resources, coordinates.offset(), coordinates.offset());
		// A label only where a reader could see it.
		boolean label = painter.unitsPerMm() * view.painter().layout().flatToFlat() >= MapFigure.BITMAP_BELOW_PIXELS;
		SetupPainter.paintArea(painter, view.painter(), area, label);
	}

	public Area area() {
		return area;
	}
}

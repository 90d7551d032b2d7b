package org.banneret.ui.map.figures;

import java.util.Set;

import org.banneret.model.hex.Hex;
import org.banneret.model.hex.PixelPoint;
import org.banneret.render.Anchor;
import org.banneret.render.Rgb;
import org.banneret.ui.map.parts.Area;
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
		Set<Hex> hexes = area.hexes();
		if (area.shaded()) {
			painter.opacity(0.28);
			painter.fill(area.colour());
			for (Hex hex : hexes) {
				painter.fillPolygon(view.painter().outline(hex));
			}
			painter.opacity(1);
		}
		if (painter.unitsPerMm() * view.painter().layout().flatToFlat() < MapFigure.BITMAP_BELOW_PIXELS) {
			return; // no label a reader could see
		}
		// Under the middle hex, where a leader's counter often stands; rows labelled under one hex line up below.
		PixelPoint anchor = view.painter().centre(area.middle());
		double x = anchor.x();
		double y = anchor.y();
		double size = view.painter().layout().flatToFlat() * 0.16;
		double top = y + view.painter().layout().flatToFlat() * 0.45 + area.line() * size * 1.8;
		painter.fill(Rgb.WHITE);
		painter.opacity(0.75);
		double width = area.label().length() * size * 0.62;
		painter.fillRectangle(x - width / 2, top - size * 0.2, width, size * 1.4);
		painter.opacity(1);
		painter.fill(area.colour().mix(Rgb.BLACK, 0.35));
		painter.text(area.label(), x, top, size, true, Anchor.TOP);
	}

	public Area area() {
		return area;
	}
}

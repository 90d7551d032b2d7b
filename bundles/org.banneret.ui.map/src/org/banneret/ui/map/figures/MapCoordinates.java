package org.banneret.ui.map.figures;

import org.banneret.model.hex.Hex;
import org.banneret.model.hex.PixelPoint;
import org.banneret.render.MapPainter;
import org.banneret.ui.map.parts.MapView;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.draw2d.geometry.Rectangle;

/**
 * Between the map's millimetres and the map figure's pixels. The map is drawn inside a margin
 * wide enough for the counters waiting off its edges.
 */
public final class MapCoordinates {

	private final MapPainter painter;
	private final int offset;

	public MapCoordinates(MapView view) {
		this.painter = view.painter();
		this.offset = (int) Math.ceil(view.counterSize() * 1.6 * Draw2dPainter.PIXELS_PER_MM);
	}

	/** The margin around the map, in pixels. */
	public int offset() {
		return offset;
	}

	public int totalWidth() {
		return (int) Math.ceil(painter.width() * Draw2dPainter.PIXELS_PER_MM) + 2 * offset;
	}

	public int totalHeight() {
		return (int) Math.ceil(painter.height() * Draw2dPainter.PIXELS_PER_MM) + 2 * offset;
	}

	public double toMm(int pixels) {
		return (pixels - offset) / Draw2dPainter.PIXELS_PER_MM;
	}

	public Point toFigure(double xMm, double yMm) {
		return new Point((int) Math.round(xMm * Draw2dPainter.PIXELS_PER_MM) + offset,
				(int) Math.round(yMm * Draw2dPainter.PIXELS_PER_MM) + offset);
	}

	/** The hex under a figure point, or null off the map. */
	public Hex hexAt(Point point) {
		return painter.hexAt(toMm(point.x), toMm(point.y));
	}

	public Point centreOf(Hex hex) {
		PixelPoint centre = painter.centre(hex);
		return toFigure(centre.x(), centre.y());
	}

	/** The rectangle around a hex, in figure pixels. */
	public Rectangle boundsOf(Hex hex) {
		double[] outline = painter.outline(hex);
		double minX = Double.MAX_VALUE;
		double minY = Double.MAX_VALUE;
		double maxX = -Double.MAX_VALUE;
		double maxY = -Double.MAX_VALUE;
		for (int i = 0; i < outline.length; i += 2) {
			minX = Math.min(minX, outline[i]);
			maxX = Math.max(maxX, outline[i]);
			minY = Math.min(minY, outline[i + 1]);
			maxY = Math.max(maxY, outline[i + 1]);
		}
		Point topLeft = toFigure(minX, minY);
		Point bottomRight = toFigure(maxX, maxY);
		return new Rectangle(topLeft, bottomRight);
	}

	/** The hexside of a hex nearest to a figure point, as the direction of the neighbour across it. */
	public org.banneret.model.hex.HexDirection nearestSide(Hex hex, Point point) {
		PixelPoint centre = painter.centre(hex);
		double x = toMm(point.x) - centre.x();
		double y = toMm(point.y) - centre.y();
		org.banneret.model.hex.HexDirection best = null;
		double bestDot = -Double.MAX_VALUE;
		for (org.banneret.model.hex.HexDirection direction : org.banneret.model.hex.HexDirection.values()) {
			PixelPoint next = painter.centre(hex.neighbour(direction));
			double dx = next.x() - centre.x();
			double dy = next.y() - centre.y();
			double dot = (x * dx + y * dy) / Math.hypot(dx, dy);
			if (dot > bestDot) {
				bestDot = dot;
				best = direction;
			}
		}
		return best;
	}
}

package org.banneret.ui.map.figures;

import org.banneret.model.hex.PixelPoint;
import org.banneret.render.CounterPainter;
import org.banneret.render.Rgb;
import org.banneret.ui.map.parts.MapView;
import org.banneret.ui.map.parts.Piece;
import org.eclipse.draw2d.Figure;
import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.Label;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.draw2d.geometry.Rectangle;

/** A counter on the map, drawn by the shared counter painter; a two-hex counter reaches to its tail hex. */
public final class CounterFigure extends Figure {

	private static final Rgb ERROR = new Rgb(0xd3, 0x2f, 0x2f);

	private final Draw2dPainter.Resources resources;
	private Piece piece;
	private MapView view;
	private boolean flagged;
	private double centreX;
	private double centreY;

	public CounterFigure(Draw2dPainter.Resources resources) {
		this.resources = resources;
	}

	/** Places the figure for a piece; returns its bounds in the map figure. */
	public Rectangle show(Piece shown, MapView in, String tip, boolean hasFindings) {
		this.piece = shown;
		this.view = in;
		this.flagged = hasFindings;
		MapCoordinates coordinates = new MapCoordinates(in);
		double size = in.counterSize();
		double shift = size * 0.12 * shown.stackIndex();
		if (shown.kind() == Piece.Kind.OFF_MAP) {
			centreX = shown.offMapX();
			centreY = shown.offMapY();
		} else {
			PixelPoint centre = in.painter().centre(shown.hex());
			centreX = centre.x() + shift;
			centreY = centre.y() - shift;
		}
		double reach = size / 2 + (shown.faces() != null ? size * 0.25 : 0); // the facing mark stands out of the counter
		double minX = centreX - reach;
		double minY = centreY - reach;
		double maxX = centreX + reach;
		double maxY = centreY + reach;
		if (shown.tail() != null) {
			PixelPoint tail = in.painter().centre(shown.tail());
			minX = Math.min(minX, tail.x() - size / 2);
			minY = Math.min(minY, tail.y() - size / 2);
			maxX = Math.max(maxX, tail.x() + size / 2);
			maxY = Math.max(maxY, tail.y() + size / 2);
		}
		Point topLeft = coordinates.toFigure(minX, minY);
		Point bottomRight = coordinates.toFigure(maxX, maxY);
		setToolTip(new Label(tip));
		repaint();
		return new Rectangle(topLeft, bottomRight).expand(2, 2);
	}

	@Override
	protected void paintFigure(Graphics graphics) {
		if (piece == null) {
			return;
		}
		MapCoordinates coordinates = new MapCoordinates(view);
		Draw2dPainter painter = new Draw2dPainter(graphics, resources, coordinates.offset(), coordinates.offset());
		double size = view.counterSize();
		if (piece.tail() != null) {
			PixelPoint tail = view.painter().centre(piece.tail());
			painter.fill(piece.look().colour().mix(Rgb.WHITE, 0.3));
			painter.line(new Rgb(0x20, 0x20, 0x20), size * 0.03, false);
			double[] body = band(centreX, centreY, tail.x(), tail.y(), size * 0.42);
			painter.fillPolygon(body);
			painter.strokePolygon(body);
		}
		CounterPainter.paint(painter, piece.look(), centreX, centreY, size);
		if (piece.faces() != null) {
			PixelPoint faced = view.painter().centre(piece.faces());
			CounterPainter.paintFacing(painter, centreX, centreY, size, faced.x(), faced.y());
		}
		if (piece.badge() != null) {
			painter.fill(new Rgb(0xff, 0xf5, 0x9d));
			painter.fillRectangle(centreX - size / 2, centreY + size * 0.3, size * 0.42, size * 0.22);
			painter.fill(Rgb.BLACK);
			painter.text(piece.badge(), centreX - size * 0.29, centreY + size * 0.41, size * 0.13, true, org.banneret.render.Anchor.CENTRE);
		}
		if (flagged) {
			painter.line(ERROR, size * 0.07, false);
			painter.strokeRectangle(centreX - size / 2, centreY - size / 2, size, size);
		}
	}

	/** A band of a half-width from one point to another, for a counter that covers two hexes. */
	private static double[] band(double x1, double y1, double x2, double y2, double half) {
		double length = Math.hypot(x2 - x1, y2 - y1);
		double nx = length == 0 ? 0 : -(y2 - y1) / length * half;
		double ny = length == 0 ? 0 : (x2 - x1) / length * half;
		return new double[] { x1 + nx, y1 + ny, x2 + nx, y2 + ny, x2 - nx, y2 - ny, x1 - nx, y1 - ny };
	}

	public Piece piece() {
		return piece;
	}
}

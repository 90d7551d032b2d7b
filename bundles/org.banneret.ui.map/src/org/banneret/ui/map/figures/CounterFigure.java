package org.banneret.ui.map.figures;

import org.banneret.model.hex.Hex;
import org.banneret.model.hex.PixelPoint;
import org.banneret.setup.Piece;
import org.banneret.setup.SetupPainter;
import org.banneret.render.Rgb;
import org.banneret.ui.map.parts.MapView;
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
		double[] centre = in.layout().centreOf(shown);
		centreX = centre[0];
		centreY = centre[1];
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
		Rectangle bounds = new Rectangle(coordinates.toFigure(minX, minY), coordinates.toFigure(maxX, maxY));
		for (var placed : shown.hull()) { // a ship is drawn over its whole hull
			bounds.union(coordinates.boundsOf(placed.hex()));
		}
		setToolTip(new Label(tip));
		repaint();
		return bounds.expand(2, 2);
	}

	/** A ship is hit on its hull's hexes, not the sea between its bounds' corners. */
	@Override
	public boolean containsPoint(int x, int y) {
		if (!super.containsPoint(x, y) || piece == null || !piece.isShip()) {
			return super.containsPoint(x, y);
		}
		Point local = new Point(x, y);
		Hex hex = new MapCoordinates(view).hexAt(local);
		return hex != null && piece.hull().stream().anyMatch(placed -> placed.hex().equals(hex));
	}

	@Override
	protected void paintFigure(Graphics graphics) {
		if (piece == null) {
			return;
		}
		MapCoordinates coordinates = new MapCoordinates(view);
		Draw2dPainter painter = new Draw2dPainter(graphics, resources, coordinates.offset(), coordinates.offset());
		double size = view.counterSize();
		SetupPainter.paintPiece(painter, view.painter(), piece, size, centreX, centreY);
		if (flagged) {
			painter.line(ERROR, size * 0.035, false); // a rim: the counter's own colour and values stay readable
			painter.strokeRectangle(centreX - size / 2, centreY - size / 2, size, size);
		}
	}

	public Piece piece() {
		return piece;
	}
}

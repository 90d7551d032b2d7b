package org.banneret.setup;

import org.banneret.model.hex.PixelPoint;
import org.banneret.model.map.Hull;
import org.banneret.render.Anchor;
import org.banneret.render.CounterPainter;
import org.banneret.render.MapPainter;
import org.banneret.render.Painter;
import org.banneret.render.Rgb;

/**
 * Draws a set-up over its map: areas as shaded hexes with their rows' counters in them, counters
 * in their stacks with their facing marks and badges. The editor's figures and the set-up exports
 * draw with it, so the printed set-up is the one on screen.
 */
public final class SetupPainter {

	/** Below this many surface units a hex, an area is shown by its counter alone, not its shaded hexes. */
	static final double SHADING_UNITS = 3;

	private SetupPainter() {
	}

	/**
	 * Every area's shading, then every area's counter, then every piece that shows in a window (x,
	 * y, width, height) of a map already drawn: no area's shading tints another's counter.
	 */
	public static void paint(Painter painter, MapPainter map, SetupLayout layout, double x, double y, double width, double height) {
		double reach = map.layout().flatToFlat() * 2; // a two-hex counter reaches this far from its hex
		for (Area area : layout.areas()) {
			if (area.shaded() && area.hexes().stream().map(map::centre)
					.anyMatch(centre -> inside(centre.x(), centre.y(), x, y, width, height, reach))) {
				paintArea(painter, map, area, false);
			}
		}
		for (Area area : layout.areas()) {
			double[] centre = SetupLayout.centreOf(map, area);
			if (inside(centre[0], centre[1], x, y, width, height, reach)) {
				paintAreaCounter(painter, map, area);
			}
		}
		for (boolean ships : new boolean[] { true, false }) { // ships first: their crews stand on their decks
			for (Piece piece : layout.pieces()) {
				double[] centre = layout.centreOf(piece);
				double shipReach = piece.isShip() ? reach + map.layout().flatToFlat() * piece.hull().size() / 2.0 : reach;
				if (piece.isShip() == ships && inside(centre[0], centre[1], x, y, width, height, shipReach)) {
					paintPiece(painter, map, piece, layout.counterSize(), centre[0], centre[1]);
				}
			}
		}
	}

	private static boolean inside(double px, double py, double x, double y, double width, double height, double reach) {
		return px >= x - reach && px <= x + width + reach && py >= y - reach && py <= y + height + reach;
	}

	/**
	 * An area: its hexes shaded in the unit's colour (the first row in them only; where a hex is
	 * too small to show shading, that row's counter instead), and where
	 * {@code counter} (a reader could see it), the row's counter on its hex, the size of a
	 * piece's: units set up in an area are counters too. The counter is within its hex's bounds,
	 * and so within the area's.
	 */
	public static void paintArea(Painter painter, MapPainter map, Area area, boolean counter) {
		// Below a few units a hex, the shading is a pixel or two a hex that costs a polygon each to
		// draw (an overview of 5,000 areas drew 35,000): the area's counter, a speck there, shows where it is.
		boolean shades = area.shaded() && painter.unitsPerMm() * map.layout().flatToFlat() >= SHADING_UNITS;
		if (shades) {
			painter.opacity(0.28);
			painter.fill(area.colour());
			for (var hex : area.hexes()) {
				painter.fillPolygon(map.outline(hex));
			}
			painter.opacity(1);
		}
		if (counter || area.shaded() && !shades) {
			paintAreaCounter(painter, map, area);
		}
	}

	private static void paintAreaCounter(Painter painter, MapPainter map, Area area) {
		double[] centre = SetupLayout.centreOf(map, area);
		CounterPainter.paint(painter, area.look(), centre[0], centre[1], map.layout().flatToFlat() * SetupLayout.COUNTER_SHARE);
	}

	/** A piece's counter centred on a point: a two-hex counter's band to its tail, the counter, its facing mark and badge. */
	public static void paintPiece(Painter painter, MapPainter map, Piece piece, double size, double centreX, double centreY) {
		if (piece.isShip()) {
			paintShip(painter, map, piece, size);
			return;
		}
		if (piece.tail() != null) {
			PixelPoint tail = map.centre(piece.tail());
			painter.fill(piece.look().colour().mix(Rgb.WHITE, 0.3));
			painter.line(new Rgb(0x20, 0x20, 0x20), size * 0.03, false);
			double[] body = band(centreX, centreY, tail.x(), tail.y(), size * 0.42);
			painter.fillPolygon(body);
			painter.strokePolygon(body);
		}
		CounterPainter.paint(painter, piece.look(), centreX, centreY, size);
		if (piece.faces() != null) {
			PixelPoint faced = map.centre(piece.faces());
			CounterPainter.paintFacing(painter, centreX, centreY, size, faced.x(), faced.y());
		}
		if (piece.badge() != null) {
			painter.fill(new Rgb(0xff, 0xf5, 0x9d));
			painter.fillRectangle(centreX - size / 2, centreY + size * 0.3, size * 0.42, size * 0.22);
			painter.fill(Rgb.BLACK);
			painter.text(piece.badge(), centreX - size * 0.29, centreY + size * 0.41, size * 0.13, true, Anchor.CENTRE);
		}
	}

	/**
	 * A ship over its hull, as its printed counter shows it (Magna Carta §13.1): its deck in its
	 * side's colour on wood, each hex outlined, the bow's arrow ahead, the helm's "G", the centre's
	 * black spot, masts, the open hold and the lower deck's benches, and its name by the centre.
	 */
	public static void paintShip(Painter painter, MapPainter map, Piece piece, double size) {
		Rgb deck = piece.look().colour().mix(WOOD, 0.65);
		double hex = map.layout().flatToFlat();
		painter.line(new Rgb(0x3b, 0x2a, 0x1a), hex * 0.03, false);
		for (Hull.Placed placed : piece.hull()) {
			painter.fill(switch (placed.role()) {
				case HOLD -> deck.mix(Rgb.BLACK, 0.3);
				case LOWER_DECK -> deck.mix(Rgb.BLACK, 0.15);
				default -> deck;
			});
			double[] outline = map.outline(placed.hex());
			painter.fillPolygon(outline);
			painter.strokePolygon(outline);
		}
		PixelPoint centre = map.centre(piece.hex());
		PixelPoint ahead = piece.faces() == null ? null : map.centre(piece.faces());
		for (Hull.Placed placed : piece.hull()) {
			PixelPoint at = map.centre(placed.hex());
			switch (placed.role()) {
				case BOW -> {
					if (ahead != null) {
						CounterPainter.paintFacing(painter, at.x(), at.y(), hex * 0.9, at.x() + ahead.x() - centre.x(),
								at.y() + ahead.y() - centre.y());
					}
				}
				case HELM -> {
					painter.fill(Rgb.BLACK);
					painter.text("G", at.x(), at.y() + hex * 0.12, hex * 0.3, true, Anchor.CENTRE);
				}
				case CENTRE -> {
					painter.fill(Rgb.BLACK);
					painter.fillCircle(at.x(), at.y(), hex * 0.09);
				}
				case MAST -> {
					painter.line(new Rgb(0x3b, 0x2a, 0x1a), hex * 0.05, false);
					painter.strokeCircle(at.x(), at.y(), hex * 0.22);
				}
				case LOWER_DECK -> {
					painter.line(new Rgb(0x3b, 0x2a, 0x1a), hex * 0.03, false);
					painter.strokePolyline(new double[] { at.x() - hex * 0.3, at.y(), at.x() + hex * 0.3, at.y() });
				}
				default -> {
				}
			}
		}
		String name = piece.unit().getName() != null ? piece.unit().getName() : piece.look().name();
		if (name != null) {
			painter.fill(Rgb.BLACK);
			painter.text(name, centre.x(), centre.y() + hex * 0.38, hex * 0.18, true, Anchor.CENTRE);
		}
	}

	private static final Rgb WOOD = new Rgb(0xb0, 0x86, 0x55);

	/** A band of a half-width from one point to another, for a counter that covers two hexes. */
	private static double[] band(double x1, double y1, double x2, double y2, double half) {
		double length = Math.hypot(x2 - x1, y2 - y1);
		double nx = length == 0 ? 0 : -(y2 - y1) / length * half;
		double ny = length == 0 ? 0 : (x2 - x1) / length * half;
		return new double[] { x1 + nx, y1 + ny, x2 + nx, y2 + ny, x2 - nx, y2 - ny, x1 - nx, y1 - ny };
	}
}

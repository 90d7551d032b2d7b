package org.banneret.render;

/**
 * Draws a counter as the printed piece looks: a square in its side's colour with a white box
 * holding the unit symbol, the name above and the printed values below, a stack count in the
 * corner. The editor, the counter sheets and the set-up cards all draw counters with it.
 */
public final class CounterPainter {

	/** Below this many surface units a counter, only its colour and frame are drawn. */
	static final double DETAIL_UNITS = 18;
	/** Below this many surface units a counter is a speck of its colour, without a frame or a facing mark. */
	static final double SPECK_UNITS = 5;

	private CounterPainter() {
	}

	/**
	 * Draws the mark of the hexside a counter faces: an arrowhead on the counter's edge, pointing
	 * from its centre (x, y) toward the centre of the hex it faces.
	 */
	public static void paintFacing(Painter painter, double x, double y, double size, double towardX, double towardY) {
		double length = Math.hypot(towardX - x, towardY - y);
		if (length == 0 || painter.unitsPerMm() * size < SPECK_UNITS) {
			return;
		}
		double ux = (towardX - x) / length;
		double uy = (towardY - y) / length;
		double reach = size * 0.5 / Math.max(Math.abs(ux), Math.abs(uy)); // to the square's edge along the facing
		double tip = reach + size * 0.2;
		double base = reach - size * 0.02;
		double half = size * 0.16;
		double[] arrow = { x + ux * tip, y + uy * tip, x + ux * base - uy * half, y + uy * base + ux * half, x + ux * base + uy * half,
				y + uy * base - ux * half };
		painter.fill(new Rgb(0xff, 0xd5, 0x4f));
		painter.fillPolygon(arrow);
		painter.line(new Rgb(0x20, 0x20, 0x20), size * 0.025, false);
		painter.strokePolygon(arrow);
	}

	/** Draws a counter centred on a point, {@code size} millimetres square. */
	public static void paint(Painter painter, CounterLook look, double x, double y, double size) {
		double left = x - size / 2;
		double top = y - size / 2;
		Rgb colour = look.flipped() ? look.colour().mix(Rgb.WHITE, 0.45) : look.colour();
		Rgb ink = colour.isLight() ? Rgb.BLACK : Rgb.WHITE;
		painter.fill(colour);
		painter.fillRectangle(left, top, size, size);
		if (painter.unitsPerMm() * size < SPECK_UNITS) {
			return;
		}
		painter.line(new Rgb(0x20, 0x20, 0x20), size * 0.03, false);
		painter.strokeRectangle(left, top, size, size);
		if (painter.unitsPerMm() * size < DETAIL_UNITS) {
			return;
		}
		double boxWidth = size * 0.5;
		double boxHeight = size * 0.32;
		double boxLeft = x - boxWidth / 2;
		double boxTop = top + size * 0.3;
		painter.fill(Rgb.WHITE);
		painter.fillRectangle(boxLeft, boxTop, boxWidth, boxHeight);
		painter.line(Rgb.BLACK, size * 0.025, false);
		painter.strokeRectangle(boxLeft, boxTop, boxWidth, boxHeight);
		symbol(painter, look.symbol(), boxLeft, boxTop, boxWidth, boxHeight);
		painter.fill(ink);
		if (look.name() != null && !look.name().isEmpty()) {
			String name = fitted(look.name(), size * 0.9, size * 0.08);
			painter.text(name, x, top + size * 0.06, Math.min(size * 0.13, size * 0.9 / MapPainter.textWidth(name, 1)), true, Anchor.TOP);
		}
		if (look.values() != null && !look.values().isEmpty()) {
			painter.text(look.values(), x, top + size * 0.94, size * 0.17, true, Anchor.BOTTOM);
		}
		if (look.count() > 1) {
			double radius = size * 0.15;
			double cx = left + size - radius * 0.9;
			double cy = top + radius * 0.9;
			painter.fill(Rgb.WHITE);
			painter.fillCircle(cx, cy, radius);
			painter.line(Rgb.BLACK, size * 0.02, false);
			painter.strokeCircle(cx, cy, radius);
			painter.fill(Rgb.BLACK);
			painter.text(Integer.toString(look.count()), cx, cy, radius * 0.9, true, Anchor.CENTRE);
		}
	}

	private static void symbol(Painter painter, CounterLook.Symbol symbol, double x, double y, double w, double h) {
		painter.line(Rgb.BLACK, h * 0.08, false);
		switch (symbol) {
			case INFANTRY -> {
				painter.strokePolyline(new double[] { x, y, x + w, y + h });
				painter.strokePolyline(new double[] { x, y + h, x + w, y });
			}
			case CAVALRY -> painter.strokePolyline(new double[] { x, y + h, x + w, y });
			case MISSILE -> {
				double[] arc = new double[18];
				for (int i = 0; i < 9; i++) {
					double angle = Math.PI * i / 8;
					arc[2 * i] = x + w / 2 - Math.cos(angle) * w * 0.3;
					arc[2 * i + 1] = y + h * 0.8 - Math.sin(angle) * h * 0.55;
				}
				painter.strokePolyline(arc);
			}
			case LEADER -> {
				painter.fill(Rgb.BLACK);
				painter.fillPolygon(new double[] { x + w * 0.35, y + h * 0.15, x + w * 0.7, y + h * 0.32, x + w * 0.35, y + h * 0.5 });
				painter.strokePolyline(new double[] { x + w * 0.35, y + h * 0.15, x + w * 0.35, y + h * 0.85 });
			}
			case SHIP -> painter.strokePolyline(new double[] { x + w * 0.15, y + h * 0.45, x + w * 0.3, y + h * 0.75, x + w * 0.7,
					y + h * 0.75, x + w * 0.85, y + h * 0.45 });
			case ENGINE -> {
				painter.fill(Rgb.BLACK);
				painter.fillCircle(x + w / 2, y + h / 2, h * 0.18);
			}
			case OTHER -> {
			}
		}
	}

	/** The text, cut short with a full stop where even at the smallest height it would be wider than {@code width}. */
	private static String fitted(String text, double width, double smallest) {
		int length = text.length();
		while (length > 1 && MapPainter.textWidth(length < text.length() ? text.substring(0, length) + "." : text, smallest) > width) {
			length--;
		}
		return length == text.length() ? text : text.substring(0, length).strip() + ".";
	}
}

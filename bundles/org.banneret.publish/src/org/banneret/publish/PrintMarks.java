package org.banneret.publish;

import org.banneret.render.Anchor;
import org.banneret.render.MapPainter;
import org.banneret.render.Rgb;

/** The marks a printer and the one who cuts and assembles the sheets go by. */
public final class PrintMarks {

	/** Registration black: crop and registration marks are drawn thin in it. */
	private static final double HAIRLINE = 0.15;
	private static final double CROP_LENGTH = 5;

	private PrintMarks() {
	}

	/**
	 * Crop marks at the four corners of a rectangle, in its slug: short lines on the extension
	 * of each edge, starting clear of the bleed so they do not print on the art.
	 */
	public static void cropMarks(Canvas canvas, double x, double y, double width, double height, double bleed) {
		canvas.opacity(1);
		canvas.line(Rgb.BLACK, HAIRLINE, false);
		double gap = bleed + 1;
		for (double cornerX : new double[] { x, x + width }) {
			for (double cornerY : new double[] { y, y + height }) {
				double outX = cornerX == x ? -1 : 1;
				double outY = cornerY == y ? -1 : 1;
				canvas.strokePolyline(new double[] { cornerX + outX * gap, cornerY, cornerX + outX * (gap + CROP_LENGTH), cornerY });
				canvas.strokePolyline(new double[] { cornerX, cornerY + outY * gap, cornerX, cornerY + outY * (gap + CROP_LENGTH) });
			}
		}
	}

	/** A line of text in the fill colour, made smaller where it would be wider than {@code maxWidth}. */
	public static void line(Canvas canvas, String text, double x, double y, double height, double maxWidth, boolean bold, Anchor anchor) {
		double width = MapPainter.textWidth(text, height);
		canvas.text(text, x, y, width > maxWidth ? height * maxWidth / width : height, bold, anchor);
	}

	/** A registration target: a cross in a circle, to line up two sheets or two sides of one. */
	public static void registration(Canvas canvas, double x, double y, double radius) {
		canvas.opacity(1);
		canvas.line(Rgb.BLACK, HAIRLINE, false);
		canvas.strokeCircle(x, y, radius * 0.6);
		canvas.strokePolyline(new double[] { x - radius, y, x + radius, y });
		canvas.strokePolyline(new double[] { x, y - radius, x, y + radius });
	}
}

package org.banneret.publish.tests;

import java.awt.geom.Path2D;
import java.util.ArrayList;
import java.util.List;

import org.banneret.model.LineStyle;
import org.banneret.render.Anchor;
import org.banneret.render.MapPainter;
import org.banneret.render.Painter;
import org.banneret.render.Rgb;

/**
 * A surface that keeps what is filled and written on it, in order, at a scale where names and
 * counters are drawn in full; it tells the colour a point ends up, as a reader sees it.
 */
final class Recording implements Painter {

	/** The fills and texts, in the order they were drawn. */
	final List<Object> drawn = new ArrayList<>();

	private Rgb fill = Rgb.BLACK;
	private double opacity = 1;
	private final double unitsPerMm;

	Recording() {
		this(10);
	}

	/** A surface of a scale of its own: small ones leave detail out, as a screen far out does. */
	Recording(double unitsPerMm) {
		this.unitsPerMm = unitsPerMm;
	}

	/** A shape filled: its outline as x, y pairs, in the fill colour and opacity set for it. */
	record Fill(double[] outline, Rgb colour, double opacity) {

		boolean covers(double x, double y) {
			Path2D.Double path = new Path2D.Double();
			path.moveTo(outline[0], outline[1]);
			for (int i = 2; i < outline.length; i += 2) {
				path.lineTo(outline[i], outline[i + 1]);
			}
			path.closePath();
			return path.contains(x, y);
		}

		/** The smallest box round the shape, as left, top, right, bottom. */
		double[] box() {
			double[] box = { Double.MAX_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE, -Double.MAX_VALUE };
			for (int i = 0; i < outline.length; i += 2) {
				box[0] = Math.min(box[0], outline[i]);
				box[1] = Math.min(box[1], outline[i + 1]);
				box[2] = Math.max(box[2], outline[i]);
				box[3] = Math.max(box[3], outline[i + 1]);
			}
			return box;
		}
	}

	/** A text as drawn, in its colour, and the box it takes by the renderer's estimate of its width. */
	record Text(String text, double x, double y, double height, boolean bold, Anchor anchor, Rgb colour) {
		double[] box() {
			double width = MapPainter.textWidth(text, height);
			double left = switch (anchor) {
				case LEFT -> x;
				case RIGHT -> x - width;
				default -> x - width / 2;
			};
			double top = switch (anchor) {
				case TOP -> y;
				case BOTTOM -> y - height;
				default -> y - height / 2;
			};
			return new double[] { left, top, left + width, top + height };
		}
	}

	List<Fill> fills() {
		return drawn.stream().filter(Fill.class::isInstance).map(Fill.class::cast).toList();
	}

	List<Text> texts() {
		return drawn.stream().filter(Text.class::isInstance).map(Text.class::cast).toList();
	}

	/** The colour a point of white paper ends up once everything is filled, the texts left out. */
	Rgb groundAt(double x, double y) {
		return over(Rgb.WHITE, x, y, 0);
	}

	/** The colour a text's middle ends up: its own, under what was filled over it afterwards. */
	Rgb inkOf(Text text) {
		return over(text.colour(), text.x(), text.y(), drawn.indexOf(text) + 1);
	}

	private Rgb over(Rgb colour, double x, double y, int from) {
		for (Object shape : drawn.subList(from, drawn.size())) {
			if (shape instanceof Fill fill && fill.covers(x, y)) {
				colour = colour.mix(fill.colour(), fill.opacity());
			}
		}
		return colour;
	}

	@Override
	public double unitsPerMm() {
		return unitsPerMm;
	}

	@Override
	public void fill(Rgb color) {
		fill = color;
	}

	@Override
	public void line(Rgb color, double widthMm, LineStyle style) {
	}

	@Override
	public void opacity(double alpha) {
		opacity = alpha;
	}

	@Override
	public void fillPolygon(double[] xy) {
		drawn.add(new Fill(xy.clone(), fill, opacity));
	}

	@Override
	public void strokePolygon(double[] xy) {
	}

	@Override
	public void strokePolyline(double[] xy) {
	}

	@Override
	public void fillCircle(double x, double y, double radius) {
		double[] outline = new double[32];
		for (int i = 0; i < 16; i++) {
			outline[2 * i] = x + radius * Math.cos(Math.PI * i / 8);
			outline[2 * i + 1] = y + radius * Math.sin(Math.PI * i / 8);
		}
		drawn.add(new Fill(outline, fill, opacity));
	}

	@Override
	public void strokeCircle(double x, double y, double radius) {
	}

	@Override
	public void fillRectangle(double x, double y, double width, double height) {
		drawn.add(new Fill(new double[] { x, y, x + width, y, x + width, y + height, x, y + height }, fill, opacity));
	}

	@Override
	public void strokeRectangle(double x, double y, double width, double height) {
	}

	@Override
	public void text(String text, double x, double y, double heightMm, boolean bold, Anchor anchor) {
		drawn.add(new Text(text, x, y, heightMm, bold, anchor, fill));
	}
}

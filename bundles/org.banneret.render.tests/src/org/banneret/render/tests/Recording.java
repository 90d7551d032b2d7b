package org.banneret.render.tests;

import java.util.ArrayList;
import java.util.List;

import org.banneret.model.LineStyle;
import org.banneret.render.Anchor;
import org.banneret.render.MapPainter;
import org.banneret.render.Painter;
import org.banneret.render.Rgb;

/** A surface that keeps what is drawn on it, in order, at a scale where names and hex labels are legible. */
final class Recording implements Painter {

	/** Each text as "text@x,y". */
	final List<String> texts = new ArrayList<>();
	final List<Text> drawn = new ArrayList<>();
	final List<Stroke> strokes = new ArrayList<>();
	/** The polygons filled, each as its points. */
	final List<double[]> polygons = new ArrayList<>();
	/** The rectangles filled, and each text after the rectangles filled before it: what lies under a text. */
	final List<Object> inOrder = new ArrayList<>();

	private Rgb fill = Rgb.BLACK;
	private Rgb line = Rgb.BLACK;
	private double lineWidth;
	private LineStyle lineStyle = LineStyle.SOLID;
	private double opacity = 1;

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

	/** A polyline as stroked, in the line set for it. */
	record Stroke(double[] xy, Rgb colour, double widthMm, LineStyle style) {
	}

	/** A rectangle as filled, as left, top, right, bottom, in the fill colour and opacity set for it. */
	record Fill(double[] box, Rgb colour, double opacity) {
	}

	@Override
	public double unitsPerMm() {
		return 10;
	}

	@Override
	public void text(String text, double x, double y, double heightMm, boolean bold, Anchor anchor) {
		texts.add(text + "@" + x + "," + y);
		Text drawnText = new Text(text, x, y, heightMm, bold, anchor, fill);
		drawn.add(drawnText);
		inOrder.add(drawnText);
	}

	@Override
	public void fill(Rgb color) {
		fill = color;
	}

	@Override
	public void line(Rgb color, double widthMm, LineStyle style) {
		line = color;
		lineWidth = widthMm;
		lineStyle = style;
	}

	@Override
	public void opacity(double alpha) {
		opacity = alpha;
	}

	@Override
	public void fillPolygon(double[] xy) {
		polygons.add(xy.clone());
	}

	@Override
	public void strokePolygon(double[] xy) {
	}

	@Override
	public void strokePolyline(double[] xy) {
		strokes.add(new Stroke(xy.clone(), line, lineWidth, lineStyle));
	}

	@Override
	public void fillCircle(double x, double y, double radius) {
	}

	@Override
	public void strokeCircle(double x, double y, double radius) {
	}

	@Override
	public void fillRectangle(double x, double y, double width, double height) {
		inOrder.add(new Fill(new double[] { x, y, x + width, y + height }, fill, opacity));
	}

	@Override
	public void strokeRectangle(double x, double y, double width, double height) {
	}
}

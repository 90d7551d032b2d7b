package org.banneret.render;

import org.banneret.model.LineStyle;

/**
 * A painter that draws a sheet where it lies on a board: every point moved by the sheet's offset,
 * and turned half round about the origin first for a sheet turned 180 degrees. Text stays upright,
 * so a turned sheet's labels read as they are printed, each at its own hex.
 */
final class PlacedPainter implements Painter {

	private final Painter board;
	private final boolean turned;
	private final double dx;
	private final double dy;

	PlacedPainter(Painter board, boolean turned, double dx, double dy) {
		this.board = board;
		this.turned = turned;
		this.dx = dx;
		this.dy = dy;
	}

	double x(double x) {
		return (turned ? -x : x) + dx;
	}

	double y(double y) {
		return (turned ? -y : y) + dy;
	}

	private double[] points(double[] xy) {
		double[] placed = new double[xy.length];
		for (int i = 0; i < xy.length; i += 2) {
			placed[i] = x(xy[i]);
			placed[i + 1] = y(xy[i + 1]);
		}
		return placed;
	}

	@Override
	public double unitsPerMm() {
		return board.unitsPerMm();
	}

	@Override
	public void fill(Rgb color) {
		board.fill(color);
	}

	@Override
	public void line(Rgb color, double widthMm, LineStyle style) {
		board.line(color, widthMm, style);
	}

	@Override
	public void opacity(double alpha) {
		board.opacity(alpha);
	}

	@Override
	public void smooth(boolean on) {
		board.smooth(on);
	}

	@Override
	public void fillPolygon(double[] xy) {
		board.fillPolygon(points(xy));
	}

	@Override
	public void strokePolygon(double[] xy) {
		board.strokePolygon(points(xy));
	}

	@Override
	public void strokePolyline(double[] xy) {
		board.strokePolyline(points(xy));
	}

	@Override
	public void fillCircle(double x, double y, double radius) {
		board.fillCircle(x(x), y(y), radius);
	}

	@Override
	public void strokeCircle(double x, double y, double radius) {
		board.strokeCircle(x(x), y(y), radius);
	}

	@Override
	public void fillRectangle(double x, double y, double width, double height) {
		board.fillRectangle(turned ? x(x + width) : x(x), turned ? y(y + height) : y(y), width, height);
	}

	@Override
	public void strokeRectangle(double x, double y, double width, double height) {
		board.strokeRectangle(turned ? x(x + width) : x(x), turned ? y(y + height) : y(y), width, height);
	}

	@Override
	public void text(String text, double x, double y, double heightMm, boolean bold, Anchor anchor) {
		if (!turned) {
			board.text(text, x(x), y(y), heightMm, bold, anchor);
			return;
		}
		// Upright text about the turned point: a label that stood left of its point now stands right of it.
		Anchor facing = switch (anchor) {
			case LEFT -> Anchor.RIGHT;
			case RIGHT -> Anchor.LEFT;
			case TOP -> Anchor.BOTTOM;
			case BOTTOM -> Anchor.TOP;
			case CENTRE -> Anchor.CENTRE;
		};
		board.text(text, x(x), y(y), heightMm, bold, facing);
	}
}

package org.banneret.publish.png;

import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.Rectangle2D;
import java.util.ArrayDeque;
import java.util.Deque;

import org.banneret.model.LineStyle;
import org.banneret.publish.Canvas;
import org.banneret.render.Anchor;
import org.banneret.render.Rgb;
import org.banneret.render.java2d.Java2DPainter;

/** A raster page as a canvas: the renderer's Java2D painter, with the clip and origin a layout moves. */
final class PngCanvas implements Canvas {

	private final Graphics2D graphics;
	private final Java2DPainter painter;
	private final Deque<Object[]> saved = new ArrayDeque<>();

	PngCanvas(Graphics2D graphics, double pixelsPerMm) {
		this.graphics = graphics;
		this.painter = new Java2DPainter(graphics, pixelsPerMm);
	}

	@Override
	public void save() {
		saved.push(new Object[] { graphics.getTransform(), graphics.getClip() });
	}

	@Override
	public void restore() {
		Object[] state = saved.pop();
		graphics.setTransform((AffineTransform) state[0]);
		graphics.setClip((Shape) state[1]);
	}

	@Override
	public void clip(double x, double y, double width, double height) {
		graphics.clip(new Rectangle2D.Double(x, y, width, height));
	}

	@Override
	public void translate(double dx, double dy) {
		graphics.translate(dx, dy);
	}

	@Override
	public void scale(double factor) {
		graphics.scale(factor, factor);
	}

	@Override
	public double[] visible(double x, double y, double width, double height) {
		Rectangle2D shown = graphics.getClip() == null ? null : graphics.getClip().getBounds2D();
		if (shown == null) {
			return new double[] { x, y, width, height };
		}
		double left = Math.max(x, shown.getMinX());
		double top = Math.max(y, shown.getMinY());
		double right = Math.min(x + width, shown.getMaxX());
		double bottom = Math.min(y + height, shown.getMaxY());
		return right <= left || bottom <= top ? null : new double[] { left, top, right - left, bottom - top };
	}

	@Override
	public double unitsPerMm() {
		return painter.unitsPerMm();
	}

	@Override
	public void fill(Rgb color) {
		painter.fill(color);
	}

	@Override
	public void line(Rgb color, double widthMm, LineStyle style) {
		painter.line(color, widthMm, style);
	}

	@Override
	public void opacity(double alpha) {
		painter.opacity(alpha);
	}

	@Override
	public void smooth(boolean on) {
		painter.smooth(on);
	}

	@Override
	public void fillPolygon(double[] xy) {
		painter.fillPolygon(xy);
	}

	@Override
	public void strokePolygon(double[] xy) {
		painter.strokePolygon(xy);
	}

	@Override
	public void strokePolyline(double[] xy) {
		painter.strokePolyline(xy);
	}

	@Override
	public void fillCircle(double x, double y, double radius) {
		painter.fillCircle(x, y, radius);
	}

	@Override
	public void strokeCircle(double x, double y, double radius) {
		painter.strokeCircle(x, y, radius);
	}

	@Override
	public void fillRectangle(double x, double y, double width, double height) {
		painter.fillRectangle(x, y, width, height);
	}

	@Override
	public void strokeRectangle(double x, double y, double width, double height) {
		painter.strokeRectangle(x, y, width, height);
	}

	@Override
	public void text(String text, double x, double y, double heightMm, boolean bold, Anchor anchor) {
		painter.text(text, x, y, heightMm, bold, anchor);
	}
}

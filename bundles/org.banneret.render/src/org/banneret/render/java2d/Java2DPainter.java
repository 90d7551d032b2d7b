package org.banneret.render.java2d;

import java.awt.AlphaComposite;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;

import org.banneret.render.Anchor;
import org.banneret.render.Painter;
import org.banneret.render.Rgb;

/**
 * The renderer on Java2D: images, and through PDFBox or Batik's graphics, print. The graphics'
 * transform is kept as it was given, millimetres are scaled by {@code unitsPerMm} on top of it.
 */
public final class Java2DPainter implements Painter {

	private final Graphics2D graphics;
	private final double unitsPerMm;
	private Color fill = Color.BLACK;
	private Color stroke = Color.BLACK;
	private float alpha = 1;

	public Java2DPainter(Graphics2D graphics, double unitsPerMm) {
		this.graphics = graphics;
		this.unitsPerMm = unitsPerMm;
		graphics.scale(unitsPerMm, unitsPerMm);
		graphics.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
		graphics.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
		graphics.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
		graphics.setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
	}

	@Override
	public double unitsPerMm() {
		return unitsPerMm;
	}

	@Override
	public void fill(Rgb color) {
		fill = awt(color);
	}

	@Override
	public void line(Rgb color, double widthMm, org.banneret.model.LineStyle style) {
		stroke = awt(color);
		float width = (float) widthMm;
		boolean smoothed = graphics.getRenderingHint(RenderingHints.KEY_ANTIALIASING) == RenderingHints.VALUE_ANTIALIAS_ON;
		if (style == org.banneret.model.LineStyle.SOLID && !smoothed && widthMm * Math.sqrt(Math.abs(graphics.getTransform().getDeterminant())) <= 1) {
			// Thinner than a pixel and not smoothed: Java2D's one-pixel line, drawn pixel by pixel, not a
			// sliver of a polygon that leaves gaps where it misses the pixels' centres, and many times faster.
			graphics.setStroke(new BasicStroke(0));
			return;
		}
		graphics.setStroke(switch (style) {
			case DASHED -> new BasicStroke(width, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10, new float[] { width * 4, width * 2.5f }, 0);
			case DOTTED -> new BasicStroke(width, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND, 10, new float[] { 0, width * 2 }, 0);
			default -> new BasicStroke(width, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND);
		});
	}

	@Override
	public void smooth(boolean on) {
		graphics.setRenderingHint(RenderingHints.KEY_ANTIALIASING, on ? RenderingHints.VALUE_ANTIALIAS_ON : RenderingHints.VALUE_ANTIALIAS_OFF);
	}

	@Override
	public void opacity(double value) {
		alpha = (float) Math.max(0, Math.min(1, value));
		graphics.setComposite(AlphaComposite.getInstance(AlphaComposite.SRC_OVER, alpha));
	}

	@Override
	public void fillPolygon(double[] xy) {
		graphics.setColor(fill);
		graphics.fill(path(xy, true));
	}

	@Override
	public void strokePolygon(double[] xy) {
		graphics.setColor(stroke);
		graphics.draw(path(xy, true));
	}

	@Override
	public void strokePolyline(double[] xy) {
		graphics.setColor(stroke);
		graphics.draw(path(xy, false));
	}

	@Override
	public void fillCircle(double x, double y, double radius) {
		graphics.setColor(fill);
		graphics.fill(new Ellipse2D.Double(x - radius, y - radius, 2 * radius, 2 * radius));
	}

	@Override
	public void strokeCircle(double x, double y, double radius) {
		graphics.setColor(stroke);
		graphics.draw(new Ellipse2D.Double(x - radius, y - radius, 2 * radius, 2 * radius));
	}

	@Override
	public void fillRectangle(double x, double y, double width, double height) {
		graphics.setColor(fill);
		graphics.fill(new Rectangle2D.Double(x, y, width, height));
	}

	@Override
	public void strokeRectangle(double x, double y, double width, double height) {
		graphics.setColor(stroke);
		graphics.draw(new Rectangle2D.Double(x, y, width, height));
	}

	@Override
	public void text(String text, double x, double y, double heightMm, boolean bold, Anchor anchor) {
		if (text == null || text.isEmpty()) {
			return;
		}
		// Fonts are sized in whole points, so the text is drawn at 100 units a millimetre and scaled back.
		Font font = new Font(Font.SANS_SERIF, bold ? Font.BOLD : Font.PLAIN, (int) Math.max(1, Math.round(heightMm * 100 / 0.72)));
		AffineTransform saved = graphics.getTransform();
		graphics.translate(x, y);
		graphics.scale(0.01, 0.01);
		graphics.setFont(font);
		FontMetrics metrics = graphics.getFontMetrics();
		double width = metrics.getStringBounds(text, graphics).getWidth();
		double capital = heightMm * 100;
		double left = switch (anchor) {
			case LEFT -> 0;
			case RIGHT -> -width;
			default -> -width / 2;
		};
		double baseline = switch (anchor) {
			case TOP -> capital;
			case BOTTOM -> 0;
			default -> capital / 2;
		};
		graphics.setColor(fill);
		graphics.drawString(text, (float) left, (float) baseline);
		graphics.setTransform(saved);
	}

	private Color awt(Rgb color) {
		return new Color(color.red(), color.green(), color.blue());
	}

	private static Path2D path(double[] xy, boolean closed) {
		Path2D.Double path = new Path2D.Double();
		path.moveTo(xy[0], xy[1]);
		for (int i = 2; i + 1 < xy.length; i += 2) {
			path.lineTo(xy[i], xy[i + 1]);
		}
		if (closed) {
			path.closePath();
		}
		return path;
	}
}

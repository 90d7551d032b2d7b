package org.banneret.ui.map.figures;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

import org.banneret.render.Anchor;
import org.banneret.render.Painter;
import org.banneret.render.Rgb;
import org.eclipse.draw2d.FigureUtilities;
import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontData;
import org.eclipse.swt.widgets.Display;

/**
 * The renderer on Draw2d, for the map page: millimetres become figure pixels at
 * {@link #PIXELS_PER_MM}, and the viewer's zoom scales the figure as a whole. Colours and fonts
 * are cached for the editor's life and given back when it closes.
 */
public final class Draw2dPainter implements Painter {

	/** Figure pixels per millimetre at zoom 1; fine enough that rounding to whole pixels does not show at 400 %. */
	public static final double PIXELS_PER_MM = 10;

	private final Graphics graphics;
	private final Resources resources;
	private final double unitsPerMm;
	private final double offsetX;
	private final double offsetY;
	private Color stroke;

	/** Draws with millimetre (0, 0) at the figure point (offsetX, offsetY). */
	public Draw2dPainter(Graphics graphics, Resources resources, double offsetX, double offsetY) {
		this.graphics = graphics;
		this.resources = resources;
		this.offsetX = offsetX;
		this.offsetY = offsetY;
		this.unitsPerMm = PIXELS_PER_MM * graphics.getAbsoluteScale();
		graphics.setAntialias(SWT.ON);
		graphics.setTextAntialias(SWT.ON);
	}

	@Override
	public double unitsPerMm() {
		return unitsPerMm;
	}

	@Override
	public void fill(Rgb color) {
		Color swt = resources.color(color);
		graphics.setBackgroundColor(swt);
		graphics.setForegroundColor(swt);
	}

	@Override
	public void line(Rgb color, double widthMm, org.banneret.model.LineStyle style) {
		stroke = resources.color(color);
		graphics.setLineWidth(Math.max(1, (int) Math.round(widthMm * PIXELS_PER_MM)));
		graphics.setLineStyle(switch (style) {
			case DASHED -> SWT.LINE_DASH;
			case DOTTED -> SWT.LINE_DOT;
			default -> SWT.LINE_SOLID;
		});
	}

	@Override
	public void smooth(boolean on) {
		graphics.setAntialias(on ? SWT.ON : SWT.OFF);
	}

	@Override
	public void opacity(double alpha) {
		graphics.setAlpha((int) Math.round(Math.max(0, Math.min(1, alpha)) * 255));
	}

	@Override
	public void fillPolygon(double[] xy) {
		graphics.fillPolygon(pixels(xy));
	}

	@Override
	public void strokePolygon(double[] xy) {
		withStroke(() -> graphics.drawPolygon(pixels(xy)));
	}

	@Override
	public void strokePolyline(double[] xy) {
		withStroke(() -> graphics.drawPolyline(pixels(xy)));
	}

	@Override
	public void fillCircle(double x, double y, double radius) {
		int r = px(radius);
		graphics.fillOval(px(x) + (int) offsetX - r, px(y) + (int) offsetY - r, 2 * r, 2 * r);
	}

	@Override
	public void strokeCircle(double x, double y, double radius) {
		int r = px(radius);
		withStroke(() -> graphics.drawOval(px(x) + (int) offsetX - r, px(y) + (int) offsetY - r, 2 * r, 2 * r));
	}

	@Override
	public void fillRectangle(double x, double y, double width, double height) {
		graphics.fillRectangle(px(x) + (int) offsetX, px(y) + (int) offsetY, px(width), px(height));
	}

	@Override
	public void strokeRectangle(double x, double y, double width, double height) {
		withStroke(() -> graphics.drawRectangle(px(x) + (int) offsetX, px(y) + (int) offsetY, px(width), px(height)));
	}

	@Override
	public void text(String text, double x, double y, double heightMm, boolean bold, Anchor anchor) {
		if (text == null || text.isEmpty()) {
			return;
		}
		Font font = resources.font(heightMm * PIXELS_PER_MM, bold);
		graphics.setFont(font);
		Dimension extent = resources.extent(text, font);
		int left = switch (anchor) {
			case LEFT -> px(x);
			case RIGHT -> px(x) - extent.width;
			default -> px(x) - extent.width / 2;
		};
		int top = switch (anchor) {
			case TOP -> px(y);
			case BOTTOM -> px(y) - extent.height;
			default -> px(y) - extent.height / 2;
		};
		graphics.drawString(text, left + (int) offsetX, top + (int) offsetY);
	}

	private void withStroke(Runnable draw) {
		Color fill = graphics.getForegroundColor();
		graphics.setForegroundColor(stroke == null ? fill : stroke);
		draw.run();
		graphics.setForegroundColor(fill);
	}

	private int[] pixels(double[] xy) {
		int[] points = new int[xy.length];
		for (int i = 0; i < xy.length; i += 2) {
			points[i] = (int) Math.round(xy[i] * PIXELS_PER_MM + offsetX);
			points[i + 1] = (int) Math.round(xy[i + 1] * PIXELS_PER_MM + offsetY);
		}
		return points;
	}

	private static int px(double mm) {
		return (int) Math.round(mm * PIXELS_PER_MM);
	}

	/** The colours and fonts one editor paints with, kept until it closes. */
	public static final class Resources {
		private final Display display;
		private final Map<Rgb, Color> colours = new HashMap<>();
		private final Map<Integer, Font> fonts = new HashMap<>();
		private final Map<Font, int[]> advances = new HashMap<>();

		public Resources(Display display) {
			this.display = display;
		}

		Color color(Rgb rgb) {
			return colours.computeIfAbsent(rgb, key -> new Color(display, key.red(), key.green(), key.blue()));
		}

		/** A font whose capitals are about {@code capitalPixels} tall at zoom 1. */
		Font font(double capitalPixels, boolean bold) {
			int points = (int) Math.max(1, Math.round(capitalPixels / 0.72 * 72 / display.getDPI().y));
			return fonts.computeIfAbsent(bold ? -points : points,
					key -> new Font(display, new FontData("Sans", Math.abs(key), key < 0 ? SWT.BOLD : SWT.NORMAL)));
		}

		/**
		 * A line's size in a font, from each character's width measured once: a screen of hex labels
		 * would otherwise lay out every label twice, to measure it and to draw it. Kerning is left
		 * out of the width by which a label is placed.
		 */
		Dimension extent(String text, Font font) {
			int[] widths = advances.computeIfAbsent(font, key -> {
				int[] measured = new int[129]; // the ASCII characters' widths, and the line's height last
				Arrays.fill(measured, -1);
				measured[128] = FigureUtilities.getTextExtents("0", key).height;
				return measured;
			});
			int width = 0;
			for (int i = 0; i < text.length(); i++) {
				char c = text.charAt(i);
				if (c >= 128) {
					return FigureUtilities.getTextExtents(text, font);
				}
				if (widths[c] < 0) {
					widths[c] = FigureUtilities.getTextExtents(String.valueOf(c), font).width;
				}
				width += widths[c];
			}
			return new Dimension(width, widths[128]);
		}

		public void dispose() {
			advances.clear();
			colours.values().forEach(Color::dispose);
			fonts.values().forEach(Font::dispose);
			colours.clear();
			fonts.clear();
		}
	}
}

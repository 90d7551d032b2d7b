package org.banneret.publish.pdf;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;

import org.apache.fontbox.ttf.TrueTypeFont;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.apache.pdfbox.pdmodel.graphics.state.PDExtendedGraphicsState;
import org.apache.pdfbox.util.Matrix;
import org.banneret.model.LineStyle;
import org.banneret.publish.Canvas;
import org.banneret.publish.Fonts;
import org.banneret.render.Anchor;
import org.banneret.render.Rgb;

/**
 * A PDF page as a canvas: vector shapes in millimetres and real text in embedded DejaVu Sans, so
 * that the text layer can be searched and copied. Colours and line styles are written only when
 * they change; PDF keeps them in the graphics state, so {@link #restore()} forgets them.
 */
public final class PdfCanvas implements Canvas {

	static final double POINTS_PER_MM = 72 / 25.4;

	private final PDPageContentStream out;
	private final PdfFonts fonts;
	private final Map<Integer, PDExtendedGraphicsState> opacities;
	private final Deque<State> saved = new ArrayDeque<>();
	private State state = new State();
	private Rgb fill = Rgb.BLACK;
	private Rgb stroke = Rgb.BLACK;
	private double lineWidth = 0.25;
	private LineStyle lineStyle = LineStyle.SOLID;
	private int alpha = 100;

	/** What the PDF's graphics state holds now; null or NaN where it has not been set since the last save. */
	private static final class State implements Cloneable {
		Rgb fill;
		Rgb stroke;
		double lineWidth = Double.NaN;
		LineStyle lineStyle;
		int alpha = 100;

		@Override
		protected State clone() {
			try {
				return (State) super.clone();
			} catch (CloneNotSupportedException e) {
				throw new AssertionError(e);
			}
		}
	}

	PdfCanvas(PDPageContentStream out, PdfFonts fonts, Map<Integer, PDExtendedGraphicsState> opacities, double mediaHeightMm) {
		this.out = out;
		this.fonts = fonts;
		this.opacities = opacities;
		run(() -> {
			// Millimetres with y pointing down, as the renderer draws.
			float k = (float) POINTS_PER_MM;
			out.transform(new Matrix(k, 0, 0, -k, 0, (float) (mediaHeightMm * POINTS_PER_MM)));
			out.setLineJoinStyle(1);
		});
	}

	@Override
	public double unitsPerMm() {
		return 1200 / 25.4; // print: every detail is drawn
	}

	@Override
	public void fill(Rgb color) {
		fill = color;
	}

	@Override
	public void line(Rgb color, double widthMm, LineStyle style) {
		stroke = color;
		lineWidth = widthMm;
		lineStyle = style == LineStyle.DOUBLE ? LineStyle.SOLID : style;
	}

	@Override
	public void opacity(double value) {
		alpha = (int) Math.round(Math.max(0, Math.min(1, value)) * 100);
	}

	@Override
	public void fillPolygon(double[] xy) {
		run(() -> {
			useFill();
			path(xy, true);
			out.fill();
		});
	}

	@Override
	public void strokePolygon(double[] xy) {
		run(() -> {
			useStroke();
			path(xy, true);
			out.stroke();
		});
	}

	@Override
	public void strokePolyline(double[] xy) {
		run(() -> {
			useStroke();
			path(xy, false);
			out.stroke();
		});
	}

	@Override
	public void fillCircle(double x, double y, double radius) {
		run(() -> {
			useFill();
			circle(x, y, radius);
			out.fill();
		});
	}

	@Override
	public void strokeCircle(double x, double y, double radius) {
		run(() -> {
			useStroke();
			circle(x, y, radius);
			out.stroke();
		});
	}

	@Override
	public void fillRectangle(double x, double y, double width, double height) {
		run(() -> {
			useFill();
			out.addRect((float) x, (float) y, (float) width, (float) height);
			out.fill();
		});
	}

	@Override
	public void strokeRectangle(double x, double y, double width, double height) {
		run(() -> {
			useStroke();
			out.addRect((float) x, (float) y, (float) width, (float) height);
			out.stroke();
		});
	}

	@Override
	public void text(String text, double x, double y, double heightMm, boolean bold, Anchor anchor) {
		if (text == null || text.isBlank() || !(heightMm > 0)) {
			return;
		}
		PDType0Font font = fonts.font(bold);
		String printable = fonts.printable(text, bold);
		double size = heightMm / Fonts.CAPITAL_HEIGHT;
		run(() -> {
			double width = font.getStringWidth(printable) / 1000 * size;
			double left = switch (anchor) {
				case LEFT -> x;
				case RIGHT -> x - width;
				default -> x - width / 2;
			};
			double baseline = switch (anchor) {
				case TOP -> y + heightMm;
				case BOTTOM -> y;
				default -> y + heightMm / 2;
			};
			useFill();
			out.beginText();
			out.setFont(font, (float) size);
			// The page's y points down; the text's must point up again.
			out.setTextMatrix(new Matrix(1, 0, 0, -1, (float) left, (float) baseline));
			out.showText(printable);
			out.endText();
		});
	}

	@Override
	public void save() {
		run(out::saveGraphicsState);
		saved.push(state);
		state = state.clone();
	}

	@Override
	public void restore() {
		run(out::restoreGraphicsState);
		state = saved.pop();
	}

	@Override
	public void clip(double x, double y, double width, double height) {
		run(() -> {
			out.addRect((float) x, (float) y, (float) width, (float) height);
			out.clip();
		});
	}

	@Override
	public void translate(double dx, double dy) {
		run(() -> out.transform(Matrix.getTranslateInstance((float) dx, (float) dy)));
	}

	@Override
	public void scale(double factor) {
		run(() -> out.transform(Matrix.getScaleInstance((float) factor, (float) factor)));
	}

	private void useFill() throws IOException {
		useAlpha();
		if (!fill.equals(state.fill)) {
			out.setNonStrokingColor(fill.red() / 255f, fill.green() / 255f, fill.blue() / 255f);
			state.fill = fill;
		}
	}

	private void useStroke() throws IOException {
		useAlpha();
		if (!stroke.equals(state.stroke)) {
			out.setStrokingColor(stroke.red() / 255f, stroke.green() / 255f, stroke.blue() / 255f);
			state.stroke = stroke;
		}
		if (lineWidth != state.lineWidth) {
			out.setLineWidth((float) lineWidth);
			state.lineWidth = lineWidth;
		}
		if (lineStyle != state.lineStyle) {
			float w = (float) lineWidth;
			switch (lineStyle) {
				case DASHED -> {
					out.setLineCapStyle(0);
					out.setLineDashPattern(new float[] { w * 4, w * 2.5f }, 0);
				}
				case DOTTED -> {
					out.setLineCapStyle(1);
					out.setLineDashPattern(new float[] { 0, w * 2 }, 0);
				}
				default -> {
					out.setLineCapStyle(1);
					out.setLineDashPattern(new float[0], 0);
				}
			}
			state.lineStyle = lineStyle;
		}
	}

	private void useAlpha() throws IOException {
		if (alpha != state.alpha) {
			out.setGraphicsStateParameters(opacities.computeIfAbsent(alpha, a -> {
				PDExtendedGraphicsState gs = new PDExtendedGraphicsState();
				gs.setNonStrokingAlphaConstant(a / 100f);
				gs.setStrokingAlphaConstant(a / 100f);
				return gs;
			}));
			state.alpha = alpha;
		}
	}

	private void path(double[] xy, boolean closed) throws IOException {
		out.moveTo((float) xy[0], (float) xy[1]);
		for (int i = 2; i + 1 < xy.length; i += 2) {
			out.lineTo((float) xy[i], (float) xy[i + 1]);
		}
		if (closed) {
			out.closePath();
		}
	}

	/** A circle as four Bézier quarters. */
	private void circle(double x, double y, double r) throws IOException {
		float k = (float) (r * 0.5522847498);
		float cx = (float) x;
		float cy = (float) y;
		float rr = (float) r;
		out.moveTo(cx + rr, cy);
		out.curveTo(cx + rr, cy + k, cx + k, cy + rr, cx, cy + rr);
		out.curveTo(cx - k, cy + rr, cx - rr, cy + k, cx - rr, cy);
		out.curveTo(cx - rr, cy - k, cx - k, cy - rr, cx, cy - rr);
		out.curveTo(cx + k, cy - rr, cx + rr, cy - k, cx + rr, cy);
		out.closePath();
	}

	void close() throws IOException {
		out.close();
	}

	private interface Drawing {
		void draw() throws IOException;
	}

	private static void run(Drawing drawing) {
		try {
			drawing.draw();
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
	}

	/** The fonts of one document, embedded as subsets of what the pages print. */
	static final class PdfFonts {
		private final PDType0Font regular;
		private final PDType0Font bold;
		private final TrueTypeFont regularFile;
		private final TrueTypeFont boldFile;
		private final Map<String, String> printable = new HashMap<>();

		PdfFonts(PDType0Font regular, TrueTypeFont regularFile, PDType0Font bold, TrueTypeFont boldFile) {
			this.regular = regular;
			this.regularFile = regularFile;
			this.bold = bold;
			this.boldFile = boldFile;
		}

		PDType0Font font(boolean isBold) {
			return isBold ? bold : regular;
		}

		/** The text with every character the font lacks replaced by '?', rather than failing the page. */
		String printable(String text, boolean isBold) {
			return printable.computeIfAbsent((isBold ? "b" : "r") + text, key -> {
				TrueTypeFont file = isBold ? boldFile : regularFile;
				StringBuilder result = new StringBuilder(text.length());
				text.codePoints().forEach(c -> {
					try {
						boolean has = !Character.isISOControl(c) && file.getUnicodeCmapLookup().getGlyphId(c) != 0;
						result.appendCodePoint(has ? c : '?');
					} catch (IOException e) {
						result.append('?');
					}
				});
				return result.toString();
			});
		}
	}
}

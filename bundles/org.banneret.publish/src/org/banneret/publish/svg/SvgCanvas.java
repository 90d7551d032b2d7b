package org.banneret.publish.svg;

import java.util.ArrayDeque;
import java.util.Deque;

import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

import org.banneret.model.LineStyle;
import org.banneret.publish.Canvas;
import org.banneret.publish.Fonts;
import org.banneret.render.Anchor;
import org.banneret.render.Rgb;

/**
 * An SVG page as a canvas, written as it is drawn with StAX: user units are millimetres, so the
 * viewBox is the page in millimetres. Numbers are written with at most three decimals, the same
 * on every machine, so that the same drawing gives the same file.
 */
public final class SvgCanvas implements Canvas {

	private final XMLStreamWriter out;
	private final Deque<Integer> groups = new ArrayDeque<>();
	private int openGroups;
	private int clips;
	private Rgb fill = Rgb.BLACK;
	private Rgb stroke = Rgb.BLACK;
	private double lineWidth = 0.25;
	private LineStyle lineStyle = LineStyle.SOLID;
	private double alpha = 1;

	SvgCanvas(XMLStreamWriter out) {
		this.out = out;
	}

	@Override
	public double unitsPerMm() {
		return 1200 / 25.4;
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
		alpha = Math.max(0, Math.min(1, value));
	}

	@Override
	public void fillPolygon(double[] xy) {
		element("polygon", () -> {
			out.writeAttribute("points", points(xy));
			filled();
		});
	}

	@Override
	public void strokePolygon(double[] xy) {
		element("polygon", () -> {
			out.writeAttribute("points", points(xy));
			stroked();
		});
	}

	@Override
	public void strokePolyline(double[] xy) {
		element("polyline", () -> {
			out.writeAttribute("points", points(xy));
			stroked();
		});
	}

	@Override
	public void fillCircle(double x, double y, double radius) {
		circle(x, y, radius, true);
	}

	@Override
	public void strokeCircle(double x, double y, double radius) {
		circle(x, y, radius, false);
	}

	private void circle(double x, double y, double radius, boolean filled) {
		element("circle", () -> {
			out.writeAttribute("cx", number(x));
			out.writeAttribute("cy", number(y));
			out.writeAttribute("r", number(radius));
			if (filled) {
				filled();
			} else {
				stroked();
			}
		});
	}

	@Override
	public void fillRectangle(double x, double y, double width, double height) {
		rectangle(x, y, width, height, true);
	}

	@Override
	public void strokeRectangle(double x, double y, double width, double height) {
		rectangle(x, y, width, height, false);
	}

	private void rectangle(double x, double y, double width, double height, boolean filled) {
		element("rect", () -> {
			rectangleAttributes(x, y, width, height);
			if (filled) {
				filled();
			} else {
				stroked();
			}
		});
	}

	@Override
	public void text(String text, double x, double y, double heightMm, boolean bold, Anchor anchor) {
		if (text == null || text.isBlank() || !(heightMm > 0)) {
			return;
		}
		double baseline = switch (anchor) {
			case TOP -> y + heightMm;
			case BOTTOM -> y;
			default -> y + heightMm / 2;
		};
		run(() -> {
			out.writeStartElement("text");
			out.writeAttribute("x", number(x));
			out.writeAttribute("y", number(baseline));
			out.writeAttribute("font-family", Fonts.SVG_FAMILY);
			out.writeAttribute("font-size", number(heightMm / Fonts.CAPITAL_HEIGHT));
			if (bold) {
				out.writeAttribute("font-weight", "bold");
			}
			switch (anchor) {
				case LEFT -> out.writeAttribute("text-anchor", "start");
				case RIGHT -> out.writeAttribute("text-anchor", "end");
				default -> out.writeAttribute("text-anchor", "middle");
			}
			filled();
			out.writeCharacters(text.codePoints().filter(c -> !Character.isISOControl(c))
					.collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append).toString());
			out.writeEndElement();
		});
	}

	@Override
	public void save() {
		groups.push(openGroups);
		openGroups = 0;
	}

	@Override
	public void restore() {
		run(() -> {
			for (; openGroups > 0; openGroups--) {
				out.writeEndElement();
			}
		});
		openGroups = groups.pop();
	}

	@Override
	public void clip(double x, double y, double width, double height) {
		String id = "clip" + ++clips;
		run(() -> {
			out.writeStartElement("clipPath");
			out.writeAttribute("id", id);
			out.writeEmptyElement("rect");
			rectangleAttributes(x, y, width, height);
			out.writeEndElement();
			out.writeStartElement("g");
			out.writeAttribute("clip-path", "url(#" + id + ")");
		});
		openGroups++;
	}

	@Override
	public void translate(double dx, double dy) {
		run(() -> {
			out.writeStartElement("g");
			out.writeAttribute("transform", "translate(" + number(dx) + " " + number(dy) + ")");
		});
		openGroups++;
	}

	@Override
	public void scale(double factor) {
		run(() -> {
			out.writeStartElement("g");
			out.writeAttribute("transform", "scale(" + number(factor) + ")");
		});
		openGroups++;
	}

	/** Closes the groups still open, at the end of the page. */
	void finish() {
		while (!groups.isEmpty()) {
			restore();
		}
	}

	private void rectangleAttributes(double x, double y, double width, double height) throws XMLStreamException {
		out.writeAttribute("x", number(x));
		out.writeAttribute("y", number(y));
		out.writeAttribute("width", number(width));
		out.writeAttribute("height", number(height));
	}

	private void filled() throws XMLStreamException {
		out.writeAttribute("fill", fill.hex());
		if (alpha < 1) {
			out.writeAttribute("fill-opacity", number(alpha));
		}
	}

	private void stroked() throws XMLStreamException {
		out.writeAttribute("fill", "none");
		out.writeAttribute("stroke", stroke.hex());
		out.writeAttribute("stroke-width", number(lineWidth));
		out.writeAttribute("stroke-linejoin", "round");
		switch (lineStyle) {
			case DASHED -> out.writeAttribute("stroke-dasharray", number(lineWidth * 4) + " " + number(lineWidth * 2.5));
			case DOTTED -> {
				out.writeAttribute("stroke-linecap", "round");
				out.writeAttribute("stroke-dasharray", "0 " + number(lineWidth * 2));
			}
			default -> out.writeAttribute("stroke-linecap", "round");
		}
		if (alpha < 1) {
			out.writeAttribute("stroke-opacity", number(alpha));
		}
	}

	private void element(String name, Attributes attributes) {
		run(() -> {
			out.writeEmptyElement(name);
			attributes.write();
		});
	}

	private static String points(double[] xy) {
		StringBuilder points = new StringBuilder(xy.length * 8);
		for (int i = 0; i + 1 < xy.length; i += 2) {
			if (i > 0) {
				points.append(' ');
			}
			points.append(number(xy[i])).append(',').append(number(xy[i + 1]));
		}
		return points.toString();
	}

	/** A number with at most three decimals and no trailing zeros, as every machine writes it. */
	static String number(double value) {
		long thousandths = Math.round(value * 1000);
		if (thousandths % 1000 == 0) {
			return Long.toString(thousandths / 1000);
		}
		String sign = thousandths < 0 ? "-" : "";
		long magnitude = Math.abs(thousandths);
		String decimals = String.format(java.util.Locale.ROOT, "%03d", magnitude % 1000).replaceAll("0+$", "");
		return sign + magnitude / 1000 + "." + decimals;
	}

	private interface Attributes {
		void write() throws XMLStreamException;
	}

	private static void run(Attributes writing) {
		try {
			writing.write();
		} catch (XMLStreamException e) {
			throw new IllegalStateException("the SVG could not be written: " + e.getMessage(), e);
		}
	}
}

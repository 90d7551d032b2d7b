package org.banneret.publish;

import java.io.IOException;
import java.io.UncheckedIOException;

import org.apache.fontbox.ttf.CmapLookup;
import org.apache.fontbox.ttf.HorizontalMetricsTable;
import org.apache.fontbox.ttf.TTFParser;
import org.apache.fontbox.ttf.TrueTypeFont;
import org.apache.pdfbox.io.RandomAccessReadBuffer;

/**
 * How wide a line of text prints, from DejaVu Sans's own advance widths: the text pages wrap their
 * lines with it, so a line breaks at the same word in the PDF, the SVG and the PNG.
 */
public final class TextMetrics {

	private static volatile TextMetrics instance;

	private final Face regular;
	private final Face bold;

	private record Face(CmapLookup cmap, HorizontalMetricsTable metrics, double unitsPerEm) {

		double width(String text) throws IOException {
			double units = 0;
			for (int i = 0; i < text.length();) {
				int codePoint = text.codePointAt(i);
				units += metrics.getAdvanceWidth(cmap.getGlyphId(codePoint));
				i += Character.charCount(codePoint);
			}
			return units / unitsPerEm;
		}
	}

	private TextMetrics() throws IOException {
		regular = face(false);
		bold = face(true);
	}

	private static Face face(boolean isBold) throws IOException {
		try (TrueTypeFont font = new TTFParser().parse(new RandomAccessReadBuffer(Fonts.dejaVuSans(isBold)))) {
			return new Face(font.getUnicodeCmapLookup(), font.getHorizontalMetrics(), font.getUnitsPerEm());
		}
	}

	public static TextMetrics get() {
		TextMetrics metrics = instance;
		if (metrics == null) {
			try {
				metrics = new TextMetrics();
			} catch (IOException e) {
				throw new UncheckedIOException(e);
			}
			instance = metrics;
		}
		return metrics;
	}

	/** The width in millimetres of a line whose capitals are {@code capitalHeight} tall. */
	public double width(String text, double capitalHeight, boolean isBold) {
		try {
			return (isBold ? bold : regular).width(text) * capitalHeight / Fonts.CAPITAL_HEIGHT;
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
	}
}

package org.banneret.publish;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/**
 * The typeface every export prints in: DejaVu Sans, regular and bold, shipped in this bundle
 * (fonts/LICENSE-DejaVu.txt), so that a PDF embeds the same letters on every machine.
 */
public final class Fonts {

	private static volatile byte[] regular;
	private static volatile byte[] bold;

	private Fonts() {
	}

	/** The TrueType file's bytes. */
	public static byte[] dejaVuSans(boolean isBold) {
		byte[] bytes = isBold ? bold : regular;
		if (bytes == null) {
			String name = isBold ? "/fonts/DejaVuSans-Bold.ttf" : "/fonts/DejaVuSans.ttf";
			try (InputStream in = Fonts.class.getResourceAsStream(name)) {
				if (in == null) {
					throw new IllegalStateException("the font " + name + " is missing from org.banneret.publish");
				}
				bytes = in.readAllBytes();
			} catch (IOException e) {
				throw new UncheckedIOException(e);
			}
			if (isBold) {
				bold = bytes;
			} else {
				regular = bytes;
			}
		}
		return bytes;
	}

	/** The family name an SVG asks for, with the generic family a viewer falls back to. */
	public static final String SVG_FAMILY = "'DejaVu Sans', Verdana, sans-serif";

	/** DejaVu Sans's capital height as a share of the font size (1493 of 2048 units). */
	public static final double CAPITAL_HEIGHT = 1493.0 / 2048;
}

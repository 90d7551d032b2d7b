package org.banneret.render;

import java.util.Locale;

/** A colour as red, green and blue from 0 to 255, as game systems write them: "#2e7d32" or "46, 125, 50". */
public record Rgb(int red, int green, int blue) {

	public static final Rgb BLACK = new Rgb(0, 0, 0);
	public static final Rgb WHITE = new Rgb(255, 255, 255);

	public Rgb {
		red = clamp(red);
		green = clamp(green);
		blue = clamp(blue);
	}

	/** The colour a text names, or null when it names none. */
	public static Rgb parse(String text) {
		if (text == null) {
			return null;
		}
		String value = text.strip().toLowerCase(Locale.ROOT);
		try {
			if (value.matches("#[0-9a-f]{6}")) {
				int rgb = Integer.parseInt(value.substring(1), 16);
				return new Rgb(rgb >> 16, rgb >> 8 & 0xff, rgb & 0xff);
			}
			if (value.matches("#[0-9a-f]{3}")) {
				return new Rgb(Integer.parseInt(value.substring(1, 2), 16) * 17, Integer.parseInt(value.substring(2, 3), 16) * 17,
						Integer.parseInt(value.substring(3, 4), 16) * 17);
			}
			String[] parts = value.split("\\s*,\\s*");
			if (parts.length == 3) {
				return new Rgb(Integer.parseInt(parts[0]), Integer.parseInt(parts[1]), Integer.parseInt(parts[2]));
			}
		} catch (NumberFormatException e) {
			return null;
		}
		return null;
	}

	/** This colour moved towards another by a share from 0 (this) to 1 (the other). */
	public Rgb mix(Rgb other, double share) {
		double s = Math.max(0, Math.min(1, share));
		return new Rgb((int) Math.round(red + (other.red - red) * s), (int) Math.round(green + (other.green - green) * s),
				(int) Math.round(blue + (other.blue - blue) * s));
	}

	/** Whether dark text reads better on this colour than light text. */
	public boolean isLight() {
		return 0.299 * red + 0.587 * green + 0.114 * blue > 150;
	}

	/** The colour's relative luminance as WCAG 2 defines it: 0 for black, 1 for white. */
	public double luminance() {
		return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
	}

	/** The WCAG 2 contrast ratio of this colour and another: 1 for the same, 21 for black on white; 4.5 reads as body text. */
	public double contrast(Rgb other) {
		double a = luminance();
		double b = other.luminance();
		return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
	}

	/**
	 * This colour as text on a ground: itself where it reads at the contrast ratio, else moved
	 * toward black on a light ground or white on a dark one, just far enough; keeps its hue as
	 * far as it can, so that a name still says whose it is.
	 */
	public Rgb readableOn(Rgb ground, double ratio) {
		Rgb ink = ground.contrast(BLACK) >= ground.contrast(WHITE) ? BLACK : WHITE;
		for (int step = 0; step < 20; step++) {
			Rgb tried = mix(ink, step / 20.0);
			if (tried.contrast(ground) >= ratio) {
				return tried;
			}
		}
		return ink;
	}

	private static double linear(int channel) {
		double c = channel / 255.0;
		return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
	}

	public String hex() {
		return String.format("#%02x%02x%02x", red, green, blue);
	}

	private static int clamp(int value) {
		return Math.max(0, Math.min(255, value));
	}
}

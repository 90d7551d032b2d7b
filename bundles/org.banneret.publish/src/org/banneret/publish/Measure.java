package org.banneret.publish;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Lengths as printers write them: 16mm, 0.625in, 5/8in, 5/8". */
public final class Measure {

	private static final Pattern LENGTH = Pattern.compile("(\\d+(?:\\.\\d+)?)(?:/(\\d+))?\\s*(mm|in|\")");

	private Measure() {
	}

	/**
	 * The length in millimetres.
	 *
	 * @throws IllegalArgumentException naming what is understood
	 */
	public static double mm(String text) {
		Matcher length = LENGTH.matcher(text.strip().toLowerCase(Locale.ROOT));
		if (!length.matches()) {
			throw new IllegalArgumentException("'" + text + "' is not a length: write it as 16mm, 0.625in or 5/8in");
		}
		double value = Double.parseDouble(length.group(1));
		if (length.group(2) != null) {
			int denominator = Integer.parseInt(length.group(2));
			if (denominator == 0) {
				throw new IllegalArgumentException("'" + text + "' divides by zero");
			}
			value /= denominator;
		}
		return length.group(3).equals("mm") ? value : value * 25.4;
	}
}

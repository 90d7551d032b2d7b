package org.banneret.publish;

import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A sheet of paper, in millimetres, portrait. */
public record Paper(String name, double width, double height) {

	public static final Paper A4 = new Paper("A4", 210, 297);
	public static final Paper LETTER = new Paper("Letter", 215.9, 279.4);
	public static final Paper A3 = new Paper("A3", 297, 420);
	public static final Paper TABLOID = new Paper("Tabloid", 279.4, 431.8);

	private static final List<Paper> NAMED = List.of(A4, LETTER, A3, TABLOID);
	private static final Pattern CUSTOM = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*x\\s*(\\d+(?:\\.\\d+)?)\\s*(mm|in)");

	public Paper {
		if (!(width > 0) || !(height > 0)) {
			throw new IllegalArgumentException("a paper size must be positive");
		}
	}

	/**
	 * The paper a word names: a4, letter, a3, tabloid, or a custom size such as 560x860mm or 22x34in.
	 *
	 * @throws IllegalArgumentException naming what is understood
	 */
	public static Paper parse(String text) {
		String value = text.strip().toLowerCase(Locale.ROOT);
		for (Paper paper : NAMED) {
			if (paper.name.toLowerCase(Locale.ROOT).equals(value)) {
				return paper;
			}
		}
		Matcher custom = CUSTOM.matcher(value);
		if (custom.matches()) {
			double unit = custom.group(3).equals("in") ? 25.4 : 1;
			double width = Double.parseDouble(custom.group(1)) * unit;
			double height = Double.parseDouble(custom.group(2)) * unit;
			if (width >= 10 && height >= 10 && width <= 5080 && height <= 5080) {
				return new Paper(custom.group(1) + "x" + custom.group(2) + custom.group(3), Math.min(width, height), Math.max(width, height));
			}
			throw new IllegalArgumentException("a paper of " + text + " cannot be printed: each side must be from 10 mm to 5080 mm (200 in)");
		}
		throw new IllegalArgumentException("unknown paper '" + text + "': a4, letter, a3, tabloid, or a size such as 560x860mm or 22x34in");
	}

	public Paper landscape() {
		return new Paper(name, height, width);
	}
}

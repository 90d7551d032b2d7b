package org.banneret.rules.tests.soak;

import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Damages a file the ways an editor's half-typed text and a hostile file do: spans deleted,
 * tokens inserted, numbers blown up, lines swapped or duplicated, odd characters, truncation.
 * Seeded, so a failing mutant can be made again.
 */
public final class Mutator {

	private static final Pattern NUMBER = Pattern.compile("-?[0-9]+");
	private static final List<String> NUMBERS = List.of("0", "-1", "2147483647", "2147483648", "-2147483648",
			"1073741824", "99999999999999999999", "9223372036854775807", "00", "1e9", "3.5");
	/** Characters a file from elsewhere holds: NUL, a BOM, right-to-left marks, an astral symbol, a lone surrogate. */
	private static final List<String> ODD = List.of("\u0000", "\uFEFF", "\u202E", "\u200F", "\uD835\uDD4F", "\uD800",
			"\r", "\r\n", "\t", "\u00A0", "\u2028", "é", "\\");

	private final Random random;
	private final List<String> tokens;

	/** Tokens holds the words inserted: the language's keywords and punctuation. */
	public Mutator(long seed, List<String> tokens) {
		this.random = new Random(seed);
		this.tokens = List.copyOf(tokens);
	}

	public Random random() {
		return random;
	}

	/** One to four damages to the text. */
	public String mutate(String text) {
		StringBuilder mutant = new StringBuilder(text);
		int damages = 1 + random.nextInt(4);
		for (int i = 0; i < damages; i++) {
			damage(mutant);
		}
		return mutant.toString();
	}

	private void damage(StringBuilder text) {
		int at = text.isEmpty() ? 0 : random.nextInt(text.length() + 1);
		switch (random.nextInt(10)) {
			case 0, 1 -> text.delete(at, Math.min(text.length(), at + 1 + random.nextInt(random.nextBoolean() ? 8 : 120)));
			case 2, 3 -> text.insert(at, spaced(tokens.get(random.nextInt(tokens.size()))));
			case 4 -> blowUpNumber(text);
			case 5 -> swapLines(text, false);
			case 6 -> swapLines(text, true);
			case 7 -> text.insert(at, ODD.get(random.nextInt(ODD.size())));
			case 8 -> {
				if (random.nextInt(4) == 0) {
					text.setLength(at);
				} else {
					copySpan(text, at);
				}
			}
			default -> copySpan(text, at);
		}
	}

	private String spaced(String token) {
		return switch (random.nextInt(3)) {
			case 0 -> token;
			case 1 -> " " + token + " ";
			default -> token + " ";
		};
	}

	private void blowUpNumber(StringBuilder text) {
		Matcher numbers = NUMBER.matcher(text);
		int count = 0;
		while (numbers.find()) {
			count++;
		}
		if (count == 0) {
			return;
		}
		int pick = random.nextInt(count);
		numbers.reset();
		for (int i = 0; i <= pick; i++) {
			numbers.find();
		}
		text.replace(numbers.start(), numbers.end(), NUMBERS.get(random.nextInt(NUMBERS.size())));
	}

	/** Swaps a line with the next, or duplicates it. */
	private void swapLines(StringBuilder text, boolean duplicate) {
		String[] lines = text.toString().split("\n", -1);
		if (lines.length < 2) {
			return;
		}
		int line = random.nextInt(lines.length - 1);
		StringBuilder result = new StringBuilder(text.length() + lines[line].length() + 1);
		for (int i = 0; i < lines.length; i++) {
			String current = !duplicate && i == line ? lines[line + 1] : !duplicate && i == line + 1 ? lines[line] : lines[i];
			result.append(current);
			if (duplicate && i == line) {
				result.append('\n').append(current);
			}
			if (i < lines.length - 1) {
				result.append('\n');
			}
		}
		text.setLength(0);
		text.append(result);
	}

	private void copySpan(StringBuilder text, int at) {
		if (text.isEmpty()) {
			return;
		}
		int from = random.nextInt(text.length());
		int to = Math.min(text.length(), from + 1 + random.nextInt(60));
		text.insert(at, text.substring(from, to));
	}
}

package org.banneret.model.naming;

import java.util.Locale;

/** Which known word a misspelt one meant: for "did you mean" in the language's messages. */
public final class Spelling {

	private Spelling() {
	}

	/**
	 * The candidate nearest to a word by edit distance, ignoring case, if fewer than
	 * {@code 1 + length / divisor} edits apart (at least one edit is always allowed); null when none
	 * is that near or the word is itself a candidate.
	 */
	public static String nearest(String word, Iterable<String> candidates, int divisor) {
		String lower = word.toLowerCase(Locale.ROOT);
		String best = null;
		int bestDistance = Math.max(1, word.length() / divisor) + 1;
		for (String candidate : candidates) {
			if (candidate.equals(word)) {
				return null;
			}
			int distance = distance(lower, candidate.toLowerCase(Locale.ROOT));
			if (distance < bestDistance) {
				best = candidate;
				bestDistance = distance;
			}
		}
		return best;
	}

	/** Edit distance: insertions, deletions, changes of one character and swaps of two neighbours. */
	public static int distance(String a, String b) {
		int[][] d = new int[a.length() + 1][b.length() + 1];
		for (int i = 0; i <= a.length(); i++) {
			d[i][0] = i;
		}
		for (int j = 0; j <= b.length(); j++) {
			d[0][j] = j;
		}
		for (int i = 1; i <= a.length(); i++) {
			for (int j = 1; j <= b.length(); j++) {
				int change = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
				d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + change);
				if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
					d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
				}
			}
		}
		return d[a.length()][b.length()];
	}
}

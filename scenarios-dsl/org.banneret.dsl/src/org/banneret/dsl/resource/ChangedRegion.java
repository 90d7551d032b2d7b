package org.banneret.dsl.resource;

import org.eclipse.xtext.util.ReplaceRegion;

/** The one region where two texts differ: what an edit that makes the one into the other must replace. */
public final class ChangedRegion {

	private ChangedRegion() {
	}

	/**
	 * The region of {@code before} that differs from {@code after}, with the text that replaces it
	 * there (the longest common start and end kept); null where the texts are equal.
	 */
	public static ReplaceRegion between(String before, String after) {
		int shorter = Math.min(before.length(), after.length());
		int start = 0;
		while (start < shorter && before.charAt(start) == after.charAt(start)) {
			start++;
		}
		if (start == before.length() && start == after.length()) {
			return null;
		}
		int end = 0;
		while (end < shorter - start && before.charAt(before.length() - 1 - end) == after.charAt(after.length() - 1 - end)) {
			end++;
		}
		return new ReplaceRegion(start, before.length() - start - end, after.substring(start, after.length() - end));
	}
}

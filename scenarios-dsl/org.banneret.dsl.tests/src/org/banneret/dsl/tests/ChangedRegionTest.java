package org.banneret.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.banneret.dsl.resource.ChangedRegion;
import org.eclipse.xtext.util.ReplaceRegion;
import org.junit.jupiter.api.Test;

/** The one region where two texts differ, which an edit replaces to make the one into the other. */
class ChangedRegionTest {

	@Test
	void equalTextsHaveNoChangedRegion() {
		assertNull(ChangedRegion.between("", ""));
		assertNull(ChangedRegion.between("\"c*262 f*338\"", "\"c*262 f*338\""));
	}

	@Test
	void theRegionKeepsTheLongestCommonStartAndEnd() {
		assertRegion("\"c*262 f*338\"", "\"c*261 f*339\"", 5, 7, "1 f*339");
		assertRegion("abc", "abXc", 2, 0, "X");
		assertRegion("abXc", "abc", 2, 1, "");
		assertRegion("aaa", "aaaa", 3, 0, "a");
		assertRegion("", "new", 0, 0, "new");
		assertRegion("old", "", 0, 3, "");
	}

	@Test
	void applyingTheRegionMakesTheOneTextTheOther() {
		String[][] pairs = { { "terrain {\n\t\"cc\"\n}", "terrain {\n\t\"cf\"\n\t\"ff\"\n}" }, { "xyzzy", "xyzy" }, { "ab", "ba" } };
		for (String[] pair : pairs) {
			ReplaceRegion region = ChangedRegion.between(pair[0], pair[1]);
			StringBuilder text = new StringBuilder(pair[0]);
			region.applyTo(text);
			assertEquals(pair[1], text.toString());
		}
	}

	private static void assertRegion(String before, String after, int offset, int length, String text) {
		ReplaceRegion region = ChangedRegion.between(before, after);
		assertEquals(offset, region.getOffset(), "offset");
		assertEquals(length, region.getLength(), "length");
		assertEquals(text, region.getText(), "text");
	}
}

package org.banneret.model.hex.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.banneret.model.hex.LabelKind;
import org.banneret.model.hex.LabelSpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/** Specs that could not print or read back every hex are refused up front. */
class LabelSpecTest {

	@Test
	void numericDefaultsToCcrrFromOne() {
		assertEquals(new LabelSpec(LabelKind.NUMERIC, 2, 2, 1, 1, false, false, 40, 21, ""),
				LabelSpec.numeric(40, 21));
	}

	@Test
	void alphaAndBoardDefaultToA01() {
		assertEquals(new LabelSpec(LabelKind.ALPHA_COLUMN, 0, 2, 1, 1, false, false, 30, 20, ""),
				LabelSpec.alphaColumn(30, 20));
		assertEquals(new LabelSpec(LabelKind.BOARD_PREFIXED, 0, 2, 1, 1, false, false, 30, 20, "3"),
				LabelSpec.boardPrefixed("3", 30, 20));
	}

	@Test
	void withersChangeOnlyTheirComponents() {
		LabelSpec spec = LabelSpec.numeric(40, 21).withDigits(0, 3).withFirst(0, 5).withDescending(true, false);
		assertEquals(new LabelSpec(LabelKind.NUMERIC, 0, 3, 0, 5, true, false, 40, 21, ""), spec);
	}

	@Test
	void refusesRowsTooWideToSplitFromTheColumn() {
		assertRefused("rows numbered 1 to 21 do not fit in 1 row digits",
				() -> LabelSpec.numeric(40, 21).withDigits(2, 1));
		assertRefused("rows numbered 90 to 110 do not fit in 2 row digits",
				() -> LabelSpec.numeric(40, 21).withFirst(1, 90));
	}

	@Test
	void refusesPaddedLetters() {
		assertRefused("lettered columns are not zero-padded, so columnDigits must be 0, got 2",
				() -> LabelSpec.alphaColumn(30, 20).withDigits(2, 2));
	}

	@Test
	void refusesALetterBeforeA() {
		assertRefused("lettered columns count from A = 1, so firstColumn must be at least 1, got 0",
				() -> LabelSpec.alphaColumn(30, 20).withFirst(0, 1));
	}

	@Test
	void refusesOutOfRangeNumbers() {
		assertRefused("firstColumn must be 0 to 99999, got -1", () -> LabelSpec.numeric(40, 21).withFirst(-1, 1));
		assertRefused("firstRow must be 0 to 99999, got 100000",
				() -> LabelSpec.alphaColumn(4, 4).withFirst(1, 100_000));
		assertRefused("rowDigits must be 1 to 9, got 0", () -> LabelSpec.numeric(40, 21).withDigits(2, 0));
		assertRefused("columnDigits must be 0 to 9, got 10", () -> LabelSpec.numeric(40, 21).withDigits(10, 2));
	}

	@Test
	void refusesImpossibleMapSizes() {
		assertRefused("a map needs 1 to 10000 columns, got 0", () -> LabelSpec.numeric(0, 21));
		assertRefused("a map needs 1 to 10000 rows, got 10001", () -> LabelSpec.alphaColumn(4, 10_001));
	}

	@Test
	void refusesBadBoardPrefixes() {
		assertRefused("a board prefix is one or more letters or digits, got ''",
				() -> LabelSpec.boardPrefixed("", 4, 4));
		assertRefused("a board prefix is one or more letters or digits, got '3:'",
				() -> LabelSpec.boardPrefixed("3:", 4, 4));
		assertRefused("only BOARD_PREFIXED labels have a board prefix, got '3'",
				() -> new LabelSpec(LabelKind.NUMERIC, 2, 2, 1, 1, false, false, 40, 21, "3"));
	}

	private static void assertRefused(String message, Executable creation) {
		IllegalArgumentException error = assertThrows(IllegalArgumentException.class, creation);
		assertEquals(message, error.getMessage());
	}
}

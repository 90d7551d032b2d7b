package org.banneret.model.hex.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.banneret.model.hex.HexLabelException;
import org.banneret.model.hex.HexLabelScheme;
import org.banneret.model.hex.LabelSpec;
import org.banneret.model.hex.OffsetCoord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Board-prefixed labels: a board or sheet name, then an alpha-column label. */
class BoardPrefixedLabelTest {

	private static final HexLabelScheme BOARD_3 = HexLabelScheme.of(LabelSpec.boardPrefixed("3", 30, 20));

	@Test
	void readsAndWritesLabelsOnItsBoard() {
		assertEquals(new OffsetCoord(1, 6), BOARD_3.parse("3B07"));
		assertEquals("3B07", BOARD_3.format(new OffsetCoord(1, 6)));
		assertEquals("3AA12", BOARD_3.format(new OffsetCoord(26, 11)));
	}

	@Test
	void acceptsWordPrefixes() {
		HexLabelScheme village = HexLabelScheme.of(LabelSpec.boardPrefixed("Village", 30, 20));
		assertEquals("VillageB07", village.format(new OffsetCoord(1, 6)));
		assertEquals(new OffsetCoord(1, 6), village.parse("VillageB07"));
	}

	@Test
	void separatesALetterPrefixFromTheColumnLetters() {
		HexLabelScheme boardA = HexLabelScheme.of(LabelSpec.boardPrefixed("A", 30, 20));
		assertEquals(new OffsetCoord(1, 6), boardA.parse("AB07"));
		assertEquals(new OffsetCoord(26, 0), boardA.parse("AAA01"));
	}

	@ParameterizedTest
	@ValueSource(strings = { "4B07", "B07", "13B07", "" })
	void rejectsLabelsOfOtherBoards(String label) {
		HexLabelException error = assertThrows(HexLabelException.class, () -> BOARD_3.parse(label));
		assertEquals("'" + label + "' is not on board 3: its labels start with '3', like '3A01'", error.getMessage());
	}

	@ParameterizedTest
	@ValueSource(strings = { "3b07", "3", "3B", "307", "3B07x", "3:B07" })
	void rejectsJunkOnItsBoard(String label) {
		HexLabelException error = assertThrows(HexLabelException.class, () -> BOARD_3.parse(label));
		assertEquals("'" + label + "' is not a board 3 hex label, like '3A01'", error.getMessage());
	}

	@Test
	void reportsHexesOffTheBoard() {
		HexLabelException error = assertThrows(HexLabelException.class, () -> BOARD_3.parse("3AE01"));
		assertEquals("'3AE01' is off the map: columns run from A to AD", error.getMessage());
	}

	@Test
	void prefixesAreCaseSensitive() {
		HexLabelScheme village = HexLabelScheme.of(LabelSpec.boardPrefixed("Village", 30, 20));
		HexLabelException error = assertThrows(HexLabelException.class, () -> village.parse("villageB07"));
		assertEquals("'villageB07' is not on board Village: its labels start with 'Village', like 'VillageA01'",
				error.getMessage());
	}
}

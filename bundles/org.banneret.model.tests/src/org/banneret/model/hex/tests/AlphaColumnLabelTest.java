package org.banneret.model.hex.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.banneret.model.hex.HexLabelException;
import org.banneret.model.hex.HexLabelScheme;
import org.banneret.model.hex.LabelSpec;
import org.banneret.model.hex.OffsetCoord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Alpha-column labels: spreadsheet column letters, then zero-padded row number. */
class AlphaColumnLabelTest {

	private static final HexLabelScheme SCHEME = HexLabelScheme.of(LabelSpec.alphaColumn(30, 20));

	/** Wide enough to reach three-letter columns. */
	private static final HexLabelScheme WIDE = HexLabelScheme.of(LabelSpec.alphaColumn(800, 20));

	@ParameterizedTest(name = "{0} is column {1}, row {2}")
	@CsvSource({
		"A01,   0,  0",
		"B07,   1,  6",
		"Z20,  25, 19",
		"AA12, 26, 11",
		"AD01, 29,  0",
	})
	void readsAndWritesLabels(String label, int column, int row) {
		OffsetCoord coord = new OffsetCoord(column, row);
		assertEquals(coord, SCHEME.parse(label));
		assertEquals(label, SCHEME.format(coord));
	}

	@ParameterizedTest(name = "column {0} is {1}")
	@CsvSource({
		"0,   A",
		"25,  Z",
		"26,  AA",
		"27,  AB",
		"51,  AZ",
		"52,  BA",
		"701, ZZ",
		"702, AAA",
		"799, ADT",
	})
	void lettersColumnsLikeASpreadsheet(int column, String letters) {
		assertEquals(letters + "05", WIDE.format(new OffsetCoord(column, 4)));
		assertEquals(new OffsetCoord(column, 4), WIDE.parse(letters + "05"));
	}

	@Test
	void startsAtALaterLetterForMapSections() {
		HexLabelScheme fromC = HexLabelScheme.of(LabelSpec.alphaColumn(5, 5).withFirst(3, 0));
		assertEquals("C00", fromC.format(new OffsetCoord(0, 0)));
		assertEquals(new OffsetCoord(4, 4), fromC.parse("G04"));
	}

	@Test
	void descendsBothWays() {
		HexLabelScheme scheme = HexLabelScheme.of(LabelSpec.alphaColumn(3, 12).withDescending(true, true));
		assertEquals("C12", scheme.format(new OffsetCoord(0, 0)));
		assertEquals("A01", scheme.format(new OffsetCoord(2, 11)));
		assertEquals(new OffsetCoord(1, 5), scheme.parse("B07"));
	}

	@Test
	void leavesRowsUnpaddedWhenAsked() {
		HexLabelScheme scheme = HexLabelScheme.of(LabelSpec.alphaColumn(30, 20).withDigits(0, 0));
		assertEquals("B7", scheme.format(new OffsetCoord(1, 6)));
		assertEquals(new OffsetCoord(1, 19), scheme.parse("B20"));
	}

	@ParameterizedTest(name = "{0} should be {1}")
	@CsvSource({ "B7, B07", "B007, B07" })
	void acceptsOnlyTheWayALabelIsPrinted(String label, String canonical) {
		HexLabelException error = assertThrows(HexLabelException.class, () -> SCHEME.parse(label));
		assertEquals("'" + label + "' should be written '" + canonical + "'", error.getMessage());
	}

	@ParameterizedTest
	@ValueSource(strings = { "b07", "07B", "B", "07", "", "B-7", "B 07", "\u00c907" })
	void rejectsJunkNamingTheLabel(String junk) {
		HexLabelException error = assertThrows(HexLabelException.class, () -> SCHEME.parse(junk));
		assertEquals("'" + junk + "' is not an alpha-column hex label, like 'A01'", error.getMessage());
	}

	@ParameterizedTest(name = "{0}")
	@CsvSource(delimiter = '|', quoteCharacter = '"', value = {
		"AE01 | 'AE01' is off the map: columns run from A to AD",
		"B21  | 'B21' is off the map: rows run from 1 to 20",
		"B00  | 'B00' is off the map: rows run from 1 to 20",
		"ZZZZZZZZZZ01 | 'ZZZZZZZZZZ01' is off the map: columns run from A to AD",
	})
	void rejectsHexesOffTheMap(String label, String message) {
		HexLabelException error = assertThrows(HexLabelException.class, () -> SCHEME.parse(label));
		assertEquals(message, error.getMessage());
	}
}

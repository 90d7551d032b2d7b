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

/** Numeric CCRR labels: column number, then zero-padded row number. */
class NumericLabelTest {

	/**
	 * Bannockburn 1314 prints unpadded columns before two-digit rows. The map
	 * only needs to be large enough for the hexes listed; 40 x 21 puts "4021"
	 * in the far corner.
	 */
	private static final HexLabelScheme BANNOCKBURN = HexLabelScheme.of(LabelSpec.numeric(40, 21).withDigits(0, 2));

	private static final HexLabelScheme PADDED = HexLabelScheme.of(LabelSpec.numeric(40, 21));

	@ParameterizedTest(name = "{0} is column {1}, row {2}")
	@CsvSource({
		"3318, 33, 18",
		"517,   5, 17",
		"612,   6, 12",
		"216,   2, 16",
		"1702, 17,  2",
		"2710, 27, 10",
		"909,   9,  9",
		"706,   7,  6",
		"4021, 40, 21",
	})
	void readsAndWritesBannockburnHexes(String label, int printedColumn, int printedRow) {
		// Printed numbers start at 1; offset coordinates at 0.
		OffsetCoord coord = new OffsetCoord(printedColumn - 1, printedRow - 1);
		assertEquals(coord, BANNOCKBURN.parse(label));
		assertEquals(label, BANNOCKBURN.format(coord));
	}

	@Test
	void padsColumnsWhenAsked() {
		assertEquals("0101", PADDED.format(new OffsetCoord(0, 0)));
		assertEquals("0517", PADDED.format(new OffsetCoord(4, 16)));
		assertEquals(new OffsetCoord(4, 16), PADDED.parse("0517"));
		assertEquals("3318", PADDED.format(new OffsetCoord(32, 17)));
	}

	@Test
	void acceptsOnlyTheWayALabelIsPrinted() {
		HexLabelException unpadded = assertThrows(HexLabelException.class, () -> BANNOCKBURN.parse("0517"));
		assertEquals("'0517' should be written '517'", unpadded.getMessage());
		HexLabelException padded = assertThrows(HexLabelException.class, () -> PADDED.parse("517"));
		assertEquals("'517' should be written '0517'", padded.getMessage());
	}

	@ParameterizedTest(name = "column digits {0}, row digits {1}")
	@CsvSource({ "0, 2", "2, 2", "3, 3", "1, 4" })
	void readsEveryHexOnlyAsPrinted(int columnDigits, int rowDigits) {
		HexLabelScheme scheme = HexLabelScheme.of(LabelSpec.numeric(120, 12).withDigits(columnDigits, rowDigits));
		for (int column = 0; column < 120; column++) {
			for (int row = 0; row < 12; row++) {
				OffsetCoord coord = new OffsetCoord(column, row);
				String printed = scheme.format(coord);
				assertEquals(coord, scheme.parse(printed));
				for (String other : new String[] { "0" + printed, "00" + printed, printed.substring(1) }) {
					boolean readable;
					try {
						readable = scheme.parse(other) != null;
					} catch (HexLabelException e) {
						readable = false;
					}
					// Another spelling reads only as the hex it prints for, as some shorter labels do.
					assertEquals(readable, readable && scheme.format(scheme.parse(other)).equals(other), other);
				}
			}
		}
	}

	@Test
	void startsFromZeroWhenTheMapDoes() {
		HexLabelScheme fromZero = HexLabelScheme.of(LabelSpec.numeric(40, 21).withFirst(0, 0));
		assertEquals("0000", fromZero.format(new OffsetCoord(0, 0)));
		assertEquals("0507", fromZero.format(new OffsetCoord(5, 7)));
		assertEquals(new OffsetCoord(39, 20), fromZero.parse("3920"));
		HexLabelScheme mixed = HexLabelScheme.of(LabelSpec.numeric(40, 21).withFirst(1, 0));
		assertEquals("0100", mixed.format(new OffsetCoord(0, 0)));
		assertEquals(new OffsetCoord(0, 0), mixed.parse("0100"));
	}

	@Test
	void startsFromOtherNumbersForMapSections() {
		// A section of a larger map whose first printed hex is 2105.
		HexLabelScheme section = HexLabelScheme.of(LabelSpec.numeric(10, 10).withFirst(21, 5));
		assertEquals("2105", section.format(new OffsetCoord(0, 0)));
		assertEquals(new OffsetCoord(9, 9), section.parse("3014"));
	}

	@Test
	void countsDescendingColumnsDownFromTheEastEdge() {
		HexLabelScheme scheme = HexLabelScheme.of(LabelSpec.numeric(10, 10).withDescending(true, false));
		assertEquals("1001", scheme.format(new OffsetCoord(0, 0)));
		assertEquals("0101", scheme.format(new OffsetCoord(9, 0)));
		assertEquals(new OffsetCoord(7, 4), scheme.parse("0305"));
	}

	@Test
	void countsDescendingRowsDownFromTheSouthEdge() {
		HexLabelScheme scheme = HexLabelScheme.of(LabelSpec.numeric(10, 12).withDescending(false, true));
		assertEquals("0112", scheme.format(new OffsetCoord(0, 0)));
		assertEquals("0101", scheme.format(new OffsetCoord(0, 11)));
		assertEquals(new OffsetCoord(2, 9), scheme.parse("0303"));
	}

	@Test
	void descendsFromZeroToo() {
		HexLabelScheme scheme = HexLabelScheme.of(LabelSpec.numeric(10, 10).withFirst(0, 0).withDescending(true, true));
		assertEquals("0909", scheme.format(new OffsetCoord(0, 0)));
		assertEquals("0000", scheme.format(new OffsetCoord(9, 9)));
	}

	@Test
	void growsTheDefaultRowWidthForTallMaps() {
		HexLabelScheme tall = HexLabelScheme.of(LabelSpec.numeric(12, 150));
		assertEquals("01001", tall.format(new OffsetCoord(0, 0)));
		assertEquals(new OffsetCoord(11, 149), tall.parse("12150"));
	}

	@ParameterizedTest
	@ValueSource(strings = { "33X8", "", "18", "3318 ", " 3318", "-318", "33.18", "\u0663\u066318", "+3318" })
	void rejectsJunkNamingTheLabel(String junk) {
		HexLabelException error = assertThrows(HexLabelException.class, () -> BANNOCKBURN.parse(junk));
		assertEquals("'" + junk + "' is not a CCRR hex label, like '101'", error.getMessage());
	}

	@Test
	void rejectsTheExampleFromTheBrief() {
		HexLabelException error = assertThrows(HexLabelException.class, () -> PADDED.parse("33X8"));
		assertEquals("'33X8' is not a CCRR hex label, like '0101'", error.getMessage());
	}

	@ParameterizedTest(name = "{0}")
	@CsvSource(delimiter = '|', quoteCharacter = '"', value = {
		"4121 | '4121' is off the map: columns run from 1 to 40",
		"018  | '018' is off the map: columns run from 1 to 40",
		"4022 | '4022' is off the map: rows run from 1 to 21",
		"3300 | '3300' is off the map: rows run from 1 to 21",
		"123456789012345618 | '123456789012345618' is off the map: columns run from 1 to 40",
	})
	void rejectsHexesOffTheMap(String label, String message) {
		HexLabelException error = assertThrows(HexLabelException.class, () -> BANNOCKBURN.parse(label));
		assertEquals(message, error.getMessage());
	}

	@Test
	void refusesToFormatHexesOffTheMap() {
		IllegalArgumentException column = assertThrows(IllegalArgumentException.class,
				() -> PADDED.format(new OffsetCoord(40, 0)));
		assertEquals("column 40 is off a map of 40 columns", column.getMessage());
		IllegalArgumentException row = assertThrows(IllegalArgumentException.class,
				() -> PADDED.format(new OffsetCoord(0, -1)));
		assertEquals("row -1 is off a map of 21 rows", row.getMessage());
	}
}

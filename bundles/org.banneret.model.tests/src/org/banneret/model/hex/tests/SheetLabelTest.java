package org.banneret.model.hex.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;

import org.banneret.model.hex.HexLabelException;
import org.banneret.model.hex.HexLabelScheme;
import org.banneret.model.hex.LabelSpec;
import org.banneret.model.hex.OffsetCoord;
import org.banneret.model.hex.SheetLabel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Labels qualified by map sheet, for scenarios laid out over several sheets. */
class SheetLabelTest {

	@Test
	void readsAndWritesSheetColonLabel() {
		SheetLabel label = SheetLabel.parse("village:B07");
		assertEquals(new SheetLabel("village", "B07"), label);
		assertEquals("village:B07", label.format());
	}

	@ParameterizedTest
	@ValueSource(strings = { "village:B07", "_ford2:3B07", "Map_A:0517", "x:1" })
	void roundTrips(String text) {
		assertEquals(text, SheetLabel.parse(text).format());
		SheetLabel label = SheetLabel.parse(text);
		assertEquals(label, SheetLabel.parse(label.format()));
	}

	@Test
	void resolvesThroughEachSheetsOwnScheme() {
		Map<String, HexLabelScheme> sheets = Map.of(
				"village", HexLabelScheme.of(LabelSpec.alphaColumn(30, 20)),
				"ford", HexLabelScheme.of(LabelSpec.numeric(40, 21).withDigits(0, 2)));
		SheetLabel village = SheetLabel.parse("village:B07");
		SheetLabel ford = SheetLabel.parse("ford:517");
		assertEquals(new OffsetCoord(1, 6), sheets.get(village.sheetId()).parse(village.localLabel()));
		assertEquals(new OffsetCoord(4, 16), sheets.get(ford.sheetId()).parse(ford.localLabel()));
	}

	@ParameterizedTest(name = "{0}")
	@CsvSource(delimiter = '|', quoteCharacter = '"', value = {
		"village-B07  | 'village-B07' is not a sheet label: expected sheet:label, like 'village:B07'",
		"1village:B07 | '1village:B07' is not a sheet label: sheet id '1village' must be a letter or underscore"
				+ " followed by letters, digits or underscores",
		":B07         | ':B07' is not a sheet label: sheet id '' must be a letter or underscore"
				+ " followed by letters, digits or underscores",
		"my-map:B07   | 'my-map:B07' is not a sheet label: sheet id 'my-map' must be a letter or underscore"
				+ " followed by letters, digits or underscores",
		"village:     | 'village:' is not a sheet label: local label '' must be non-empty without colons"
				+ " or white space",
		"a:b:c        | 'a:b:c' is not a sheet label: local label 'b:c' must be non-empty without colons"
				+ " or white space",
		"village:B 07 | 'village:B 07' is not a sheet label: local label 'B 07' must be non-empty without colons"
				+ " or white space",
	})
	void rejectsMalformedLabelsNamingThem(String text, String message) {
		HexLabelException error = assertThrows(HexLabelException.class, () -> SheetLabel.parse(text));
		assertEquals(message, error.getMessage());
	}

	@Test
	void constructorChecksTheSameRules() {
		HexLabelException error = assertThrows(HexLabelException.class, () -> new SheetLabel("my sheet", "B07"));
		assertEquals("sheet id 'my sheet' must be a letter or underscore followed by letters, digits or underscores",
				error.getMessage());
		assertThrows(HexLabelException.class, () -> new SheetLabel("village", "B:07"));
	}
}

package org.banneret.render.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.banneret.model.hex.Hex;
import org.banneret.render.MapDifference;
import org.banneret.render.MapPainter;
import org.junit.jupiter.api.Test;

/** Which hexes' cells a map's edit changed: the hexes the Map page draws again after a brush stroke. */
class MapDifferenceTest {

	private static final String CASTLE = "cryhavoc/castle.hexmap";
	/** The terrain's fourth row: the first line of the grid is two rows. */
	private static final String FOURTH_ROW = "\"r........................r\"";

	private static MapPainter castle(String from, String to) {
		return new MapPainter(ExampleMaps.load(CASTLE, text -> text.replaceFirst(Pattern.quote(from), Matcher.quoteReplacement(to))));
	}

	private static List<String> labels(MapPainter painter, Set<Hex> hexes) {
		return hexes.stream().map(painter.geometry()::label).sorted().toList();
	}

	@Test
	void aReadingOfTheSameTextChangesNoHex() {
		MapPainter before = castle("", "");
		assertEquals(Set.of(), MapDifference.changedCells(before, castle("", "")));
	}

	@Test
	void paintedCellsAreTheChangedHexes() {
		MapPainter before = castle("", "");
		MapPainter after = castle(FOURTH_ROW, "\"r.~~.....................r\"");
		assertEquals(List.of("C04", "D04"), labels(after, MapDifference.changedCells(before, after)));
	}

	@Test
	void raisedHexesAreChangedHexes() {
		MapPainter before = castle("", "");
		MapPainter after = castle("\"1........................1\"", "\"1.2......................1\"");
		assertEquals(List.of("C04"), labels(after, MapDifference.changedCells(before, after)));
	}

	@Test
	void gridsOfAnotherSizeAreNotComparedCellByCell() {
		MapPainter before = castle("", "");
		assertNull(MapDifference.changedCells(before, castle("grid 26 x 24", "grid 26 x 25")));
	}
}

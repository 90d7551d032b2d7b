package org.banneret.model.hex.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;

import org.banneret.model.hex.HexLabelException;
import org.banneret.model.hex.HexLabelScheme;
import org.banneret.model.hex.LabelSpec;
import org.banneret.model.hex.OffsetCoord;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every hex of every kind of scheme gets its own label, which reads back to it. */
class LabelRoundTripTest {

	static Stream<LabelSpec> specs() {
		return Stream.of(
				LabelSpec.numeric(45, 30),
				LabelSpec.numeric(45, 30).withDigits(0, 2),
				LabelSpec.numeric(45, 30).withFirst(0, 0),
				LabelSpec.numeric(45, 30).withDigits(0, 2).withFirst(0, 0),
				LabelSpec.numeric(45, 30).withDescending(true, true),
				LabelSpec.numeric(45, 30).withDigits(0, 2).withFirst(0, 1).withDescending(true, false),
				LabelSpec.numeric(120, 130).withDigits(3, 3),
				LabelSpec.numeric(12, 150),
				LabelSpec.numeric(15, 10).withFirst(99_990, 0),
				LabelSpec.alphaColumn(60, 30),
				LabelSpec.alphaColumn(60, 30).withFirst(1, 0).withDescending(true, true),
				LabelSpec.alphaColumn(800, 3).withDigits(0, 0),
				LabelSpec.boardPrefixed("3", 40, 25),
				LabelSpec.boardPrefixed("A", 40, 25).withDescending(false, true),
				LabelSpec.boardPrefixed("Village", 40, 25).withFirst(2, 0));
	}

	@ParameterizedTest
	@MethodSource("specs")
	void everyHexReadsBackFromItsLabel(LabelSpec spec) {
		HexLabelScheme scheme = HexLabelScheme.of(spec);
		Set<String> labels = new HashSet<>();
		for (int row = 0; row < spec.totalRows(); row++) {
			for (int column = 0; column < spec.totalColumns(); column++) {
				OffsetCoord coord = new OffsetCoord(column, row);
				String label = scheme.format(coord);
				assertEquals(coord, scheme.parse(label), label);
				labels.add(label);
			}
		}
		assertEquals(spec.totalColumns() * spec.totalRows(), labels.size(), "labels must be distinct");
	}

	/** A text near a label (a character added, dropped or changed) reads only if it is some hex's own label. */
	@ParameterizedTest
	@MethodSource("specs")
	void onlyAHexsOwnLabelReads(LabelSpec spec) {
		HexLabelScheme scheme = HexLabelScheme.of(spec);
		Set<String> labels = new HashSet<>();
		List<String> near = new ArrayList<>();
		for (int row = 0; row < spec.totalRows(); row++) {
			for (int column = 0; column < spec.totalColumns(); column++) {
				labels.add(scheme.format(new OffsetCoord(column, row)));
			}
		}
		Random random = new Random(1314);
		String alphabet = "0123456789ABZaz -+" + spec.boardPrefix();
		for (String label : labels) {
			int at = random.nextInt(label.length() + 1);
			char other = alphabet.charAt(random.nextInt(alphabet.length()));
			near.add(label.substring(0, at) + other + label.substring(at));
			near.add(at < label.length() ? label.substring(0, at) + label.substring(at + 1) : "");
			near.add(at < label.length() ? label.substring(0, at) + other + label.substring(at + 1) : label + "0");
		}
		int refused = 0;
		for (String text : near) {
			try {
				OffsetCoord coord = scheme.parse(text);
				assertTrue(labels.contains(text), "'" + text + "' read as " + coord + " but is no hex's label");
				assertEquals(text, scheme.format(coord));
			} catch (HexLabelException e) {
				assertTrue(!labels.contains(text), "'" + text + "' is a hex's label but was refused: " + e.getMessage());
				refused++;
			}
		}
		assertTrue(refused > near.size() / 3, refused + " of " + near.size() + " near misses refused");
	}
}

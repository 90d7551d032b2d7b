package org.banneret.model.hex.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashSet;
import java.util.Set;
import java.util.stream.Stream;

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
}

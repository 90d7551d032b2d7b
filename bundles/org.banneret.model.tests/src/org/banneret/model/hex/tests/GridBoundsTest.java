package org.banneret.model.hex.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import org.banneret.model.hex.GridBounds;
import org.banneret.model.hex.Hex;
import org.banneret.model.hex.HexDirection;
import org.banneret.model.hex.MapEdge;
import org.banneret.model.hex.OffsetCoord;
import org.banneret.model.hex.OffsetLayout;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/** A 5 x 4 map under every layout, plus size validation. */
class GridBoundsTest {

	private static final String LAYOUTS = "org.banneret.model.hex.tests.RandomCoordinates#layouts";

	@ParameterizedTest
	@MethodSource(LAYOUTS)
	void iteratesRowByRowMatchingTheIndex(OffsetLayout layout) {
		GridBounds map = new GridBounds(layout, 5, 4);
		assertEquals(20, map.count());
		List<Hex> hexes = new ArrayList<>();
		map.forEach(hexes::add);
		assertEquals(20, hexes.size());
		for (int index = 0; index < hexes.size(); index++) {
			Hex hex = hexes.get(index);
			assertEquals(new OffsetCoord(index % 5, index / 5), layout.toOffset(hex));
			assertEquals(index, map.index(hex));
			assertEquals(hex, map.hexAt(index));
			assertTrue(map.contains(hex));
		}
	}

	@ParameterizedTest
	@MethodSource(LAYOUTS)
	void containsNothingOutsideTheRectangle(OffsetLayout layout) {
		GridBounds map = new GridBounds(layout, 5, 4);
		for (OffsetCoord outside : List.of(new OffsetCoord(-1, 0), new OffsetCoord(5, 0), new OffsetCoord(0, -1),
				new OffsetCoord(0, 4), new OffsetCoord(5, 4), new OffsetCoord(-1, -1))) {
			Hex hex = layout.toHex(outside);
			assertFalse(map.contains(hex), outside::toString);
			IllegalArgumentException error = assertThrows(IllegalArgumentException.class, () -> map.index(hex));
			assertEquals(hex + " is not on this 5x4 map", error.getMessage());
		}
		assertThrows(IndexOutOfBoundsException.class, () -> map.hexAt(-1));
		assertThrows(IndexOutOfBoundsException.class, () -> map.hexAt(20));
	}

	@ParameterizedTest
	@MethodSource(LAYOUTS)
	void cornersLieOnTwoEdges(OffsetLayout layout) {
		GridBounds map = new GridBounds(layout, 5, 4);
		assertEquals(EnumSet.of(MapEdge.NORTH, MapEdge.WEST), map.edgesOf(layout.toHex(new OffsetCoord(0, 0))));
		assertEquals(EnumSet.of(MapEdge.NORTH, MapEdge.EAST), map.edgesOf(layout.toHex(new OffsetCoord(4, 0))));
		assertEquals(EnumSet.of(MapEdge.SOUTH, MapEdge.WEST), map.edgesOf(layout.toHex(new OffsetCoord(0, 3))));
		assertEquals(EnumSet.of(MapEdge.SOUTH, MapEdge.EAST), map.edgesOf(layout.toHex(new OffsetCoord(4, 3))));
	}

	@ParameterizedTest
	@MethodSource(LAYOUTS)
	void sidesLieOnOneEdgeAndTheMiddleOnNone(OffsetLayout layout) {
		GridBounds map = new GridBounds(layout, 5, 4);
		assertEquals(Set.of(MapEdge.NORTH), map.edgesOf(layout.toHex(new OffsetCoord(2, 0))));
		assertEquals(Set.of(MapEdge.SOUTH), map.edgesOf(layout.toHex(new OffsetCoord(1, 3))));
		assertEquals(Set.of(MapEdge.EAST), map.edgesOf(layout.toHex(new OffsetCoord(4, 2))));
		assertEquals(Set.of(MapEdge.WEST), map.edgesOf(layout.toHex(new OffsetCoord(0, 1))));
		long interior = 0;
		for (Hex hex : map) {
			if (!map.isOnEdge(hex)) {
				interior++;
				assertTrue(map.edgesOf(hex).isEmpty());
			}
		}
		assertEquals(3 * 2, interior);
	}

	@ParameterizedTest
	@MethodSource(LAYOUTS)
	void listsEdgeHexesInOrder(OffsetLayout layout) {
		GridBounds map = new GridBounds(layout, 5, 4);
		assertEquals(hexesAt(layout, IntStream.range(0, 5).mapToObj(c -> new OffsetCoord(c, 0))),
				map.edgeHexes(MapEdge.NORTH));
		assertEquals(hexesAt(layout, IntStream.range(0, 5).mapToObj(c -> new OffsetCoord(c, 3))),
				map.edgeHexes(MapEdge.SOUTH));
		assertEquals(hexesAt(layout, IntStream.range(0, 4).mapToObj(r -> new OffsetCoord(0, r))),
				map.edgeHexes(MapEdge.WEST));
		assertEquals(hexesAt(layout, IntStream.range(0, 4).mapToObj(r -> new OffsetCoord(4, r))),
				map.edgeHexes(MapEdge.EAST));
		for (MapEdge edge : MapEdge.values()) {
			for (Hex hex : map.edgeHexes(edge)) {
				assertTrue(map.edgesOf(hex).contains(edge), () -> hex + " on " + edge);
			}
		}
	}

	/** Geometric check: a hex is on the edge exactly when one of its neighbours is off the map. */
	@ParameterizedTest
	@MethodSource(LAYOUTS)
	void edgeHexesAreExactlyThoseWithANeighbourOffTheMap(OffsetLayout layout) {
		GridBounds map = new GridBounds(layout, 5, 4);
		int onEdge = 0;
		for (Hex hex : map) {
			boolean neighbourOff = Arrays.stream(HexDirection.values())
					.anyMatch(direction -> !map.contains(hex.neighbour(direction)));
			assertEquals(neighbourOff, map.isOnEdge(hex), hex::toString);
			onEdge += map.isOnEdge(hex) ? 1 : 0;
		}
		assertEquals(2 * 5 + 2 * 4 - 4, onEdge);
	}

	@Test
	void aSingleHexMapTouchesEveryEdge() {
		GridBounds map = new GridBounds(OffsetLayout.ODD_Q, 1, 1);
		assertEquals(EnumSet.allOf(MapEdge.class), map.edgesOf(Hex.ORIGIN));
	}

	@ParameterizedTest(name = "{0} x {1}")
	@CsvSource({
		"0, 4, 'a map needs 1 to 10000 columns, got 0'",
		"-3, 4, 'a map needs 1 to 10000 columns, got -3'",
		"10001, 4, 'a map needs 1 to 10000 columns, got 10001'",
		"5, 0, 'a map needs 1 to 10000 rows, got 0'",
		"5, 10001, 'a map needs 1 to 10000 rows, got 10001'",
	})
	void rejectsImpossibleSizes(int columns, int rows, String message) {
		IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
				() -> new GridBounds(OffsetLayout.EVEN_R, columns, rows));
		assertEquals(message, error.getMessage());
	}

	@Test
	void acceptsTheLargestSize() {
		GridBounds map = new GridBounds(OffsetLayout.ODD_R, 10_000, 10_000);
		assertEquals(100_000_000, map.count());
		Hex last = map.hexAt(map.count() - 1);
		assertEquals(new OffsetCoord(9_999, 9_999), OffsetLayout.ODD_R.toOffset(last));
		assertEquals(map.count() - 1, map.index(last));
	}

	private static List<Hex> hexesAt(OffsetLayout layout, Stream<OffsetCoord> coords) {
		return coords.map(layout::toHex).toList();
	}
}

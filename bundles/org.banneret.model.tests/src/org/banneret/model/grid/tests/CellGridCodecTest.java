package org.banneret.model.grid.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;

import org.banneret.model.grid.CellGrid;
import org.banneret.model.grid.CellGridCodec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class CellGridCodecTest {

	@Test
	void uniformGridIsOneRun() {
		CellGrid grid = new CellGrid(1000, 1000);
		grid.fill(3);
		assertEquals("1000x1000:3*1000000", CellGridCodec.encode(grid));
	}

	@Test
	void randomGridRoundTrips() {
		Random random = new Random(20261122);
		CellGrid grid = new CellGrid(37, 23);
		for (int i = 0; i < grid.size(); i++) {
			grid.set(i, random.nextInt(4) == 0 ? random.nextInt(12) : 0);
		}
		assertEquals(grid, CellGridCodec.decode(CellGridCodec.encode(grid)));
	}

	@Test
	void setReturnsPreviousValueForUndo() {
		CellGrid grid = new CellGrid(4, 4);
		assertEquals(0, grid.set(2, 3, 7));
		assertEquals(7, grid.set(2, 3, 1));
		assertEquals(1, grid.get(2, 3));
	}

	@Test
	void differingCellsAreTheEditedOnesInOrder() {
		Random random = new Random(20261127);
		CellGrid before = new CellGrid(1000, 1000);
		for (int i = 0; i < before.size(); i++) {
			before.set(i, random.nextInt(6));
		}
		CellGrid after = before.copy();
		java.util.TreeSet<Integer> edited = new java.util.TreeSet<>(java.util.List.of(0, 999_999));
		for (int k = 0; k < 300; k++) {
			edited.add(random.nextInt(after.size()));
		}
		for (int index : edited) {
			after.set(index, (after.get(index) + 1 + random.nextInt(5)) % 6);
		}
		int untouched = 500_000;
		while (edited.contains(untouched)) {
			untouched++;
		}
		after.set(untouched, after.set(untouched, 9)); // set and set back: not a difference
		assertArrayEquals(edited.stream().mapToInt(Integer::intValue).toArray(), before.differingCells(after));
		assertArrayEquals(new int[0], before.differingCells(before.copy()));
		assertThrows(IllegalArgumentException.class, () -> before.differingCells(new CellGrid(999, 1000)));
	}

	@ParameterizedTest
	@ValueSource(ints = { 0, -4, 10_001 })
	void impossibleSizesAreRejected(int columns) {
		var e = assertThrows(IllegalArgumentException.class, () -> new CellGrid(columns, 10));
		assertEquals("a map needs 1 to 10000 columns, got " + columns, e.getMessage());
	}

	@Test
	void truncatedTextSaysHowManyCellsAreMissing() {
		var e = assertThrows(IllegalArgumentException.class, () -> CellGridCodec.decode("3x2:1*4"));
		assertEquals("cell grid 3x2 lists 4 of 6 cells", e.getMessage());
	}

	@Test
	void junkValueNamesItsPosition() {
		var e = assertThrows(IllegalArgumentException.class, () -> CellGridCodec.decode("3x2:1*4 x 1"));
		assertTrue(e.getMessage().contains("at character 9"), e.getMessage());
	}

	@Test
	void missingHeaderIsExplained() {
		var e = assertThrows(IllegalArgumentException.class, () -> CellGridCodec.decode("1*6"));
		assertTrue(e.getMessage().startsWith("a cell grid starts with COLUMNSxROWS:"), e.getMessage());
	}
}

package org.banneret.model.hex.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;

import org.banneret.model.hex.GridOrientation;
import org.banneret.model.hex.Hex;
import org.banneret.model.hex.HexLayout;
import org.banneret.model.hex.OffsetCoord;
import org.banneret.model.hex.OffsetLayout;
import org.banneret.model.hex.OffsetParity;
import org.banneret.model.hex.PixelPoint;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Offset conversions against values worked out by hand from Red Blob's
 * formulas, and against the picture of each layout.
 */
class OffsetLayoutTest {

	private static final double SQRT_3 = Math.sqrt(3.0);

	@Test
	void namedLayoutsAreRedBlobs() {
		assertEquals(new OffsetLayout(GridOrientation.FLAT, OffsetParity.ODD), OffsetLayout.ODD_Q);
		assertEquals(new OffsetLayout(GridOrientation.FLAT, OffsetParity.EVEN), OffsetLayout.EVEN_Q);
		assertEquals(new OffsetLayout(GridOrientation.POINTY, OffsetParity.ODD), OffsetLayout.ODD_R);
		assertEquals(new OffsetLayout(GridOrientation.POINTY, OffsetParity.EVEN), OffsetLayout.EVEN_R);
	}

	@Test
	void matchesRedBlobsTestVectors() {
		// Red Blob's implementation tests: axial (1, 2) is even-q (1, 3) and odd-q (1, 2).
		assertEquals(new OffsetCoord(1, 3), OffsetLayout.EVEN_Q.toOffset(new Hex(1, 2)));
		assertEquals(new OffsetCoord(1, 2), OffsetLayout.ODD_Q.toOffset(new Hex(1, 2)));
		assertEquals(new Hex(1, 2), OffsetLayout.EVEN_Q.toHex(new OffsetCoord(1, 3)));
		assertEquals(new Hex(1, 2), OffsetLayout.ODD_Q.toHex(new OffsetCoord(1, 2)));
	}

	/**
	 * Worked by hand. Flat: {@code q = col, r = row - (col + sign * (col & 1)) / 2};
	 * pointy: {@code q = col - (row + sign * (row & 1)) / 2, r = row}; sign is -1
	 * for odd and +1 for even.
	 */
	@ParameterizedTest(name = "{0} ({1},{2}) is axial ({3},{4})")
	@CsvSource({
		// Offset (0,0) is the origin in every layout.
		"ODD_Q,   0,  0,  0,  0",
		"EVEN_Q,  0,  0,  0,  0",
		"ODD_R,   0,  0,  0,  0",
		"EVEN_R,  0,  0,  0,  0",
		// odd-q: column 1 is shoved down, so (1,0) is the south-east neighbour of (0,0): r = 0 - (1 - 1)/2 = 0.
		"ODD_Q,   1,  0,  1,  0",
		// even-q: column 1 is not shoved, so (1,0) is the north-east neighbour: r = 0 - (1 + 1)/2 = -1.
		"EVEN_Q,  1,  0,  1, -1",
		// odd-q (2,2): r = 2 - (2 - 0)/2 = 1.
		"ODD_Q,   2,  2,  2,  1",
		// odd-q (3,2): r = 2 - (3 - 1)/2 = 1.
		"ODD_Q,   3,  2,  3,  1",
		// even-q (3,2): r = 2 - (3 + 1)/2 = 0.
		"EVEN_Q,  3,  2,  3,  0",
		// odd-r: row 1 is shoved right, so (0,1) is the south-east neighbour: q = 0 - (1 - 1)/2 = 0.
		"ODD_R,   0,  1,  0,  1",
		// even-r: row 1 is not shoved, so (0,1) is the south-west neighbour: q = 0 - (1 + 1)/2 = -1.
		"EVEN_R,  0,  1, -1,  1",
		// odd-r (4,3): q = 4 - (3 - 1)/2 = 3.
		"ODD_R,   4,  3,  3,  3",
		// even-r (4,3): q = 4 - (3 + 1)/2 = 2.
		"EVEN_R,  4,  3,  2,  3",
		// Negative lines: column -1 is odd (-1 & 1 == 1) and shoved down like column 1, so odd-q (-1,0)
		// is the south-west neighbour of (0,0): r = 0 - (-1 - 1)/2 = 1. With -1 % 2 == -1 it would be r = 0.
		"ODD_Q,  -1,  0, -1,  1",
		// even-q (-1,0): r = 0 - (-1 + 1)/2 = 0, the north-west neighbour.
		"EVEN_Q, -1,  0, -1,  0",
		// odd-r (0,-1): row -1 is shoved right, so it is the north-east neighbour: q = 0 - (-1 - 1)/2 = 1.
		"ODD_R,   0, -1,  1, -1",
		// even-r (0,-1): q = 0 - (-1 + 1)/2 = 0, the north-west neighbour.
		"EVEN_R,  0, -1,  0, -1",
		// odd-q (-3,-2): r = -2 - (-3 - 1)/2 = 0.
		"ODD_Q,  -3, -2, -3,  0",
		// even-r (-3,-5): q = -3 - (-5 + 1)/2 = -1.
		"EVEN_R, -3, -5, -1, -5",
	})
	void convertsKnownOffsets(String layoutName, int column, int row, int q, int r) {
		OffsetLayout layout = layout(layoutName);
		assertEquals(new Hex(q, r), layout.toHex(new OffsetCoord(column, row)));
		assertEquals(new OffsetCoord(column, row), layout.toOffset(new Hex(q, r)));
	}

	/**
	 * Draws each offset coordinate straight from the picture of its layout and
	 * checks the axial conversion lands in the same place: flat columns step
	 * 1.5 sizes across and shoved columns sit half a hex (sqrt 3 / 2) lower;
	 * pointy rows step 1.5 sizes down and shoved rows sit half a hex right.
	 */
	@ParameterizedTest
	@MethodSource("org.banneret.model.hex.tests.RandomCoordinates#layouts")
	void placesOffsetsWhereTheLayoutPictureDoes(OffsetLayout layout) {
		HexLayout unit = new HexLayout(layout.orientation(), 1.0, new PixelPoint(0.0, 0.0));
		Random random = RandomCoordinates.random();
		for (int i = 0; i < RandomCoordinates.CASES; i++) {
			OffsetCoord offset = RandomCoordinates.offset(random);
			// Odd layouts shove odd lines by +1/2 from even ones; even layouts shove even lines, i.e. odd ones by -1/2.
			double oddShove = layout.parity() == OffsetParity.ODD ? 0.5 : -0.5;
			PixelPoint expected = switch (layout.orientation()) {
				case FLAT -> new PixelPoint(1.5 * offset.column(),
						SQRT_3 * (offset.row() + oddShove * (offset.column() & 1)));
				case POINTY -> new PixelPoint(SQRT_3 * (offset.column() + oddShove * (offset.row() & 1)),
						1.5 * offset.row());
			};
			PixelPoint actual = unit.centre(layout.toHex(offset));
			assertEquals(expected.x(), actual.x(), 1e-9, offset::toString);
			assertEquals(expected.y(), actual.y(), 1e-9, offset::toString);
		}
	}

	private static OffsetLayout layout(String name) {
		return switch (name) {
			case "ODD_Q" -> OffsetLayout.ODD_Q;
			case "EVEN_Q" -> OffsetLayout.EVEN_Q;
			case "ODD_R" -> OffsetLayout.ODD_R;
			case "EVEN_R" -> OffsetLayout.EVEN_R;
			default -> throw new IllegalArgumentException(name);
		};
	}
}

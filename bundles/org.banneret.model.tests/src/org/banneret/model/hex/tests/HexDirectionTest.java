package org.banneret.model.hex.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;

import org.banneret.model.hex.Hex;
import org.banneret.model.hex.HexDirection;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class HexDirectionTest {

	@Test
	void followsRedBlobsOrder() {
		List<Hex> redBlob = List.of(new Hex(1, 0), new Hex(1, -1), new Hex(0, -1), new Hex(-1, 0), new Hex(-1, 1),
				new Hex(0, 1));
		for (int index = 0; index < 6; index++) {
			HexDirection direction = HexDirection.of(index);
			assertEquals(index, direction.index());
			assertEquals(redBlob.get(index), direction.vector());
		}
	}

	@Test
	void rejectsIndexesOutsideZeroToFive() {
		IllegalArgumentException error = assertThrows(IllegalArgumentException.class, () -> HexDirection.of(6));
		assertEquals("a hex direction is 0 to 5, got 6", error.getMessage());
		assertThrows(IllegalArgumentException.class, () -> HexDirection.of(-1));
	}

	@ParameterizedTest
	@EnumSource(HexDirection.class)
	void oppositePointsBack(HexDirection direction) {
		assertEquals(Hex.ORIGIN, direction.vector().add(direction.opposite().vector()));
		assertEquals(direction, direction.opposite().opposite());
	}

	@ParameterizedTest
	@EnumSource(HexDirection.class)
	void turningMatchesRotatingTheStep(HexDirection direction) {
		assertEquals(direction.vector().rotateLeft(), direction.rotateLeft().vector());
		assertEquals(direction.vector().rotateRight(), direction.rotateRight().vector());
		assertEquals(direction, direction.rotateLeft().rotateRight());
	}

	@Test
	void turningWrapsAround() {
		assertEquals(HexDirection.PLUS_Q, HexDirection.PLUS_R.rotateLeft());
		assertEquals(HexDirection.PLUS_R, HexDirection.PLUS_Q.rotateRight());
		assertEquals(HexDirection.MINUS_Q, HexDirection.PLUS_Q.opposite());
		assertEquals(HexDirection.PLUS_R, HexDirection.MINUS_R.opposite());
		assertEquals(HexDirection.MINUS_Q_PLUS_R, HexDirection.PLUS_Q_MINUS_R.opposite());
	}
}

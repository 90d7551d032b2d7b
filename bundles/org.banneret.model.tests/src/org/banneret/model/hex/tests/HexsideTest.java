package org.banneret.model.hex.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.banneret.model.hex.Hex;
import org.banneret.model.hex.HexDirection;
import org.banneret.model.hex.HexVertex;
import org.banneret.model.hex.Hexside;
import org.junit.jupiter.api.Test;

class HexsideTest {

	@Test
	void keepsCanonicalDirections() {
		assertEquals(new Hexside(Hex.ORIGIN, HexDirection.PLUS_Q), Hexside.of(Hex.ORIGIN, HexDirection.PLUS_Q));
		assertEquals(new Hexside(Hex.ORIGIN, HexDirection.MINUS_R), Hexside.of(Hex.ORIGIN, HexDirection.MINUS_R));
	}

	@Test
	void namesTheOtherHalfFromTheNeighbour() {
		// The west side of the origin (pointy) is the east side of (-1, 0).
		assertEquals(new Hexside(new Hex(-1, 0), HexDirection.PLUS_Q), Hexside.of(Hex.ORIGIN, HexDirection.MINUS_Q));
		assertEquals(new Hexside(new Hex(-1, 1), HexDirection.PLUS_Q_MINUS_R),
				Hexside.of(Hex.ORIGIN, HexDirection.MINUS_Q_PLUS_R));
		assertEquals(new Hexside(new Hex(0, 1), HexDirection.MINUS_R), Hexside.of(Hex.ORIGIN, HexDirection.PLUS_R));
	}

	@Test
	void listsItsTwoHexes() {
		assertEquals(List.of(new Hex(2, 3), new Hex(3, 2)),
				Hexside.of(new Hex(2, 3), HexDirection.PLUS_Q_MINUS_R).hexes());
		assertEquals(List.of(new Hex(1, 3), new Hex(2, 3)), Hexside.of(new Hex(2, 3), HexDirection.MINUS_Q).hexes());
	}

	@Test
	void endsAtTheTwoCornersBesideItsDirection() {
		Hexside side = Hexside.of(Hex.ORIGIN, HexDirection.PLUS_Q);
		// Corner 5 (between PLUS_R and PLUS_Q) to corner 0 (between PLUS_Q and PLUS_Q_MINUS_R).
		assertEquals(List.of(HexVertex.of(Hex.ORIGIN, HexDirection.PLUS_R),
				HexVertex.of(Hex.ORIGIN, HexDirection.PLUS_Q)), side.vertices());
		// Each end is shared by both hexes of the side.
		for (HexVertex end : side.vertices()) {
			assertTrue(end.hexes().containsAll(side.hexes()), end::toString);
		}
	}

	@Test
	void constructorRefusesNonCanonicalDirections() {
		IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
				() -> new Hexside(Hex.ORIGIN, HexDirection.MINUS_Q));
		assertEquals("a canonical hexside faces direction 0, 1 or 2, got MINUS_Q; use Hexside.of to name it from"
				+ " either side", error.getMessage());
	}
}

package org.banneret.model.hex.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Set;

import org.banneret.model.hex.Hex;
import org.banneret.model.hex.HexDirection;
import org.banneret.model.hex.HexVertex;
import org.junit.jupiter.api.Test;

class HexVertexTest {

	@Test
	void keepsCanonicalCorners() {
		assertEquals(new HexVertex(Hex.ORIGIN, HexDirection.PLUS_Q), HexVertex.of(Hex.ORIGIN, HexDirection.PLUS_Q));
		assertEquals(new HexVertex(Hex.ORIGIN, HexDirection.PLUS_Q_MINUS_R),
				HexVertex.of(Hex.ORIGIN, HexDirection.PLUS_Q_MINUS_R));
	}

	@Test
	void namesTheOtherCornersFromTheirCanonicalOwner() {
		// Corner 2 of the origin (between MINUS_R and MINUS_Q) is corner 0 of (-1, 0).
		assertEquals(new HexVertex(new Hex(-1, 0), HexDirection.PLUS_Q),
				HexVertex.of(Hex.ORIGIN, HexDirection.MINUS_R));
		// Corner 3 (between MINUS_Q and MINUS_Q_PLUS_R) is corner 1 of (-1, 1).
		assertEquals(new HexVertex(new Hex(-1, 1), HexDirection.PLUS_Q_MINUS_R),
				HexVertex.of(Hex.ORIGIN, HexDirection.MINUS_Q));
		// Corner 4 (between MINUS_Q_PLUS_R and PLUS_R) is corner 0 of (-1, 1).
		assertEquals(new HexVertex(new Hex(-1, 1), HexDirection.PLUS_Q),
				HexVertex.of(Hex.ORIGIN, HexDirection.MINUS_Q_PLUS_R));
		// Corner 5 (between PLUS_R and PLUS_Q) is corner 1 of (0, 1).
		assertEquals(new HexVertex(new Hex(0, 1), HexDirection.PLUS_Q_MINUS_R),
				HexVertex.of(Hex.ORIGIN, HexDirection.PLUS_R));
	}

	@Test
	void listsItsThreeHexes() {
		assertEquals(List.of(Hex.ORIGIN, new Hex(1, 0), new Hex(1, -1)),
				new HexVertex(Hex.ORIGIN, HexDirection.PLUS_Q).hexes());
		assertEquals(Set.of(Hex.ORIGIN, new Hex(-1, 0), new Hex(0, -1)),
				Set.copyOf(HexVertex.of(Hex.ORIGIN, HexDirection.MINUS_R).hexes()));
	}

	@Test
	void constructorRefusesNonCanonicalCorners() {
		IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
				() -> new HexVertex(Hex.ORIGIN, HexDirection.MINUS_R));
		assertEquals("a canonical hex vertex is corner 0 or 1, got MINUS_R; use HexVertex.of to name it from any of"
				+ " its hexes", error.getMessage());
	}
}

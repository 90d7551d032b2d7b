package org.banneret.model.hex.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.banneret.model.hex.Hex;
import org.banneret.model.hex.HexDirection;
import org.junit.jupiter.api.Test;

/** Known values for {@link Hex}, mostly Red Blob's own test vectors. */
class HexTest {

	private static final Hex A = Hex.ORIGIN;
	private static final Hex B = new Hex(1, -1);
	private static final Hex C = new Hex(0, -1);

	@Test
	void derivesTheThirdCubeCoordinate() {
		assertEquals(2, new Hex(1, -3).s());
		assertEquals(0, Hex.ORIGIN.s());
	}

	@Test
	void addsSubtractsAndScales() {
		assertEquals(new Hex(4, -10), new Hex(1, -3).add(new Hex(3, -7)));
		assertEquals(new Hex(-2, 4), new Hex(1, -3).subtract(new Hex(3, -7)));
		assertEquals(new Hex(3, -9), new Hex(1, -3).scale(3));
	}

	@Test
	void findsNeighbours() {
		assertEquals(new Hex(1, -3), new Hex(1, -2).neighbour(HexDirection.MINUS_R));
		assertEquals(new Hex(2, -2), new Hex(1, -2).neighbour(HexDirection.PLUS_Q));
		assertEquals(new Hex(0, -1), new Hex(1, -2).neighbour(HexDirection.MINUS_Q_PLUS_R));
	}

	@Test
	void measuresDistance() {
		assertEquals(7, new Hex(3, -7).distance(Hex.ORIGIN));
		assertEquals(7, new Hex(3, -7).length());
		assertEquals(3, new Hex(-1, 2).distance(new Hex(2, 0)));
	}

	@Test
	void rotatesAboutTheOrigin() {
		assertEquals(new Hex(3, -2), new Hex(1, -3).rotateRight());
		assertEquals(new Hex(-2, -1), new Hex(1, -3).rotateLeft());
		Hex hex = new Hex(4, -1);
		Hex turned = hex;
		for (int i = 0; i < 6; i++) {
			turned = turned.rotateLeft();
		}
		assertEquals(hex, turned);
		assertEquals(hex, hex.rotateLeft().rotateRight());
	}

	@Test
	void roundsFractionalPointsToTheNearestHex() {
		assertEquals(new Hex(5, -10), Hex.round(5.0, -10.0));
		assertEquals(A, lerp(A, B, 0.499));
		assertEquals(B, lerp(A, B, 0.501));
		assertEquals(A, Hex.round(A.q() * 0.4 + B.q() * 0.3 + C.q() * 0.3, A.r() * 0.4 + B.r() * 0.3 + C.r() * 0.3));
		assertEquals(C, Hex.round(A.q() * 0.3 + B.q() * 0.3 + C.q() * 0.4, A.r() * 0.3 + B.r() * 0.3 + C.r() * 0.4));
	}

	@Test
	void roundsByRecomputingTheCoordinateThatMovedMost() {
		// (-0.6, -0.3, 0.9) rounds to (-1, 0, 1): q moved most (0.4) and is recomputed, still -1.
		assertEquals(new Hex(-1, 0), Hex.round(-0.6, -0.3));
		// (1.2, -2.7, 1.5) rounds to (1, -3, 2): s moved most (0.5), so (1, -3) stands.
		assertEquals(new Hex(1, -3), Hex.round(1.2, -2.7));
		// (0.3, 0.3, -0.6) rounds to (0, 0, -1), off the plane: s moved most and becomes 0.
		assertEquals(Hex.ORIGIN, Hex.round(0.3, 0.3));
	}

	@Test
	void breaksExactTiesTheSameWayAsRedBlob() {
		// (0.5, 0.5, -1) is exactly on the hexside between (1, 0) and (0, 1); q and r moved
		// equally, and only a strictly larger move picks q, so r is recomputed: (1, 0).
		assertEquals(new Hex(1, 0), Hex.round(0.5, 0.5));
	}

	@Test
	void drawsRedBlobsLine() {
		assertEquals(List.of(new Hex(0, 0), new Hex(0, -1), new Hex(0, -2), new Hex(1, -3), new Hex(1, -4),
				new Hex(1, -5)), new Hex(0, 0).lineTo(new Hex(1, -5)));
	}

	@Test
	void nudgesALineRunningAlongAHexsideToTheSameSideBothWays() {
		// The straight line from (0,0) to (1,1) runs exactly along the hexside
		// between (1,0) and (0,1); without the nudge, rounding would pick (1,0).
		assertEquals(List.of(new Hex(0, 0), new Hex(0, 1), new Hex(1, 1)), Hex.ORIGIN.lineTo(new Hex(1, 1)));
		assertEquals(List.of(new Hex(1, 1), new Hex(0, 1), new Hex(0, 0)), new Hex(1, 1).lineTo(Hex.ORIGIN));
	}

	@Test
	void lineToItselfIsOneHex() {
		assertEquals(List.of(new Hex(3, 4)), new Hex(3, 4).lineTo(new Hex(3, 4)));
	}

	@Test
	void ringStartsTowardsMinusQPlusRAndWalksCounterClockwise() {
		assertEquals(List.of(new Hex(2, -1)), new Hex(2, -1).ring(0));
		assertEquals(List.of(new Hex(-1, 1), new Hex(0, 1), new Hex(1, 0), new Hex(1, -1), new Hex(0, -1),
				new Hex(-1, 0)), Hex.ORIGIN.ring(1));
		assertEquals(12, Hex.ORIGIN.ring(2).size());
		assertEquals(new Hex(-2, 2), Hex.ORIGIN.ring(2).get(0));
	}

	@Test
	void rangeOfOneIsTheHexAndItsNeighbours() {
		Hex centre = new Hex(5, -2);
		Set<Hex> expected = new HashSet<>(centre.ring(1));
		expected.add(centre);
		assertEquals(expected, Set.copyOf(centre.range(1)));
		assertEquals(List.of(centre), centre.range(0));
	}

	@Test
	void rejectsNegativeRadii() {
		IllegalArgumentException ring = assertThrows(IllegalArgumentException.class, () -> Hex.ORIGIN.ring(-1));
		assertEquals("a radius cannot be negative, got -1", ring.getMessage());
		assertThrows(IllegalArgumentException.class, () -> Hex.ORIGIN.range(-2));
	}

	private static Hex lerp(Hex from, Hex to, double t) {
		return Hex.round(from.q() + (to.q() - from.q()) * t, from.r() + (to.r() - from.r()) * t);
	}
}

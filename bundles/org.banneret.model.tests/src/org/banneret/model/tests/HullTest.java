package org.banneret.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.banneret.model.grid.CellGrid;
import org.banneret.model.hex.Hex;
import org.banneret.model.hex.HexDirection;
import org.banneret.model.map.Hull;
import org.junit.jupiter.api.Test;

/** A ship's hull drawing read into hexes and roles, and laid on the board at each facing. */
class HullTest {

	/** The galiote of Magna Carta §13.1: 16 hexes, bow, helm, centre and two edges of five. */
	private static final String[] GALIOTE = { ".B.", "EME", "EME", "ECE", "EME", "EGE" };

	private static CellGrid drawing(String... rows) {
		CellGrid grid = new CellGrid(rows[0].length(), rows.length);
		for (int row = 0; row < rows.length; row++) {
			for (int column = 0; column < rows[row].length(); column++) {
				char letter = rows[row].charAt(column);
				grid.set(column, row, letter == '.' ? 0 : Hull.Role.ofLetter(letter).cellValue());
			}
		}
		return grid;
	}

	@Test
	void aDrawingReadsAsHexesAboutTheCentre() {
		Hull hull = Hull.read(drawing(GALIOTE));
		assertEquals(16, hull.size());
		assertEquals(10, hull.count(Hull.Role.EDGE));
		assertEquals(1, hull.count(Hull.Role.HELM));
		List<Hull.Placed> laid = hull.placed(Hex.ORIGIN, HexDirection.MINUS_R);
		assertEquals(new Hull.Placed(Hex.ORIGIN, Hull.Role.CENTRE, Hull.Side.KEEL), laid.get(0));
		// Pointing north, the bow is three hexes ahead of the centre and the helm two behind.
		assertTrue(laid.contains(new Hull.Placed(new Hex(0, -3), Hull.Role.BOW, Hull.Side.KEEL)));
		assertTrue(laid.contains(new Hull.Placed(new Hex(0, 2), Hull.Role.HELM, Hull.Side.KEEL)));
		assertEquals(5, laid.stream().filter(hex -> hex.side() == Hull.Side.PORT).count());
		assertEquals(5, laid.stream().filter(hex -> hex.side() == Hull.Side.STARBOARD).count());
	}

	@Test
	void turningAShipKeepsItsShapeAndPutsItsBowAhead() {
		Hull hull = Hull.read(drawing(GALIOTE));
		Hex centre = new Hex(7, -2);
		for (HexDirection ahead : HexDirection.values()) {
			List<Hull.Placed> laid = hull.placed(centre, ahead);
			Set<Hex> hexes = new HashSet<>();
			laid.forEach(hex -> hexes.add(hex.hex()));
			assertEquals(16, hexes.size(), "no two hull hexes fall together facing " + ahead);
			Hex bow = laid.stream().filter(hex -> hex.role() == Hull.Role.BOW).findFirst().orElseThrow().hex();
			assertEquals(centre.add(ahead.vector().scale(3)), bow, "the bow lies ahead facing " + ahead);
			Hex helm = laid.stream().filter(hex -> hex.role() == Hull.Role.HELM).findFirst().orElseThrow().hex();
			assertEquals(centre.add(ahead.opposite().vector().scale(2)), helm, "the helm lies astern facing " + ahead);
			// Port stays on the left of the way the bow points, whatever the facing.
			Hex port = laid.stream().filter(hex -> hex.side() == Hull.Side.PORT).findFirst().orElseThrow().hex();
			Hex starboard = laid.stream().filter(hex -> hex.side() == Hull.Side.STARBOARD).findFirst().orElseThrow().hex();
			assertTrue(cross(ahead.vector(), port.subtract(centre)) < 0, "port to the left facing " + ahead);
			assertTrue(cross(ahead.vector(), starboard.subtract(centre)) > 0, "starboard to the right facing " + ahead);
		}
	}

	/** The sign of the turn from a to b on a flat-topped screen (y down): negative to the left. */
	private static double cross(Hex a, Hex b) {
		double ax = 1.5 * a.q();
		double ay = Math.sqrt(3) * (a.r() + a.q() / 2.0);
		double bx = 1.5 * b.q();
		double by = Math.sqrt(3) * (b.r() + b.q() / 2.0);
		return ax * by - ay * bx;
	}

	@Test
	void aDrawingThatDrawsNoShipSaysWhere() {
		Hull.DrawingException twoCentres = assertThrows(Hull.DrawingException.class, () -> Hull.read(drawing("C", "C")));
		assertEquals(1, twoCentres.row());
		assertTrue(twoCentres.getMessage().contains("second one"));
		assertTrue(assertThrows(Hull.DrawingException.class, () -> Hull.read(drawing("B", "E"))).getMessage()
				.contains("no centre hex"));
		assertTrue(assertThrows(Hull.DrawingException.class, () -> Hull.read(drawing("C..", "...", "..E"))).getMessage()
				.contains("fall apart"));
		assertTrue(assertThrows(Hull.DrawingException.class, () -> Hull.read(drawing("...")))
				.getMessage().contains("draws no hex"));
	}
}

package org.banneret.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.banneret.model.Compass;
import org.banneret.model.GridOrientation;
import org.banneret.model.hex.Hex;
import org.banneret.model.hex.HexDirection;
import org.banneret.model.hex.HexLabelException;
import org.banneret.model.hex.MapEdge;
import org.banneret.model.map.MapGeometry;
import org.junit.jupiter.api.Test;

class MapGeometryTest {

	private final StirlingFixture stirling = new StirlingFixture();
	private final MapGeometry geometry = MapGeometry.of(stirling.map);

	@Test
	void everyStirlingHexIsOnTheMapAndRoundTrips() {
		for (String label : new String[] { "3318", "3309", "3512", "3416", "3121", "2724", "4021", "4006", "2710",
				"612", "517", "2118", "1216", "1112", "2515", "2519", "216", "1314", "1412", "1111", "1214", "813",
				"811", "909", "706", "1702", "1802" }) {
			Hex hex = geometry.hex(label);
			assertTrue(geometry.contains(hex), label);
			assertEquals(label, geometry.label(hex));
		}
	}

	@Test
	void hexOffTheMapIsRejectedWithItsLabel() {
		HexLabelException e = assertThrows(HexLabelException.class, () -> geometry.hex("4521"));
		assertTrue(e.getMessage().contains("'4521'"), e.getMessage());
	}

	@Test
	void findReadsALabelLenientlyTheOneWayEveryCallerDoes() {
		assertEquals(geometry.hex("3318"), geometry.find("3318"));
		org.junit.jupiter.api.Assertions.assertNull(geometry.find(null), "a label not typed yet");
		org.junit.jupiter.api.Assertions.assertNull(geometry.find("4521"), "off the map");
		org.junit.jupiter.api.Assertions.assertNull(geometry.find("33x8"), "malformed");
		org.junit.jupiter.api.Assertions.assertNull(geometry.find(""), "empty");
	}

	@Test
	void terrainComesFromTheCompactGrid() {
		assertEquals(stirling.river, geometry.terrainAt(geometry.hex("1702")));
		assertEquals(stirling.clear, geometry.terrainAt(geometry.hex("3318")));
		assertEquals(stirling.swamp, geometry.terrainAt(geometry.hex("1107")));
	}

	@Test
	void aTerrainGridShorterThanItsMapAnswersTheDefaultWhereItHasNoCell() {
		// While a designer types the terrain rows, the grid has fewer rows than the map.
		var before = geometry.terrainAt(geometry.hex("101"));
		var shorter = new org.banneret.model.grid.CellGrid(stirling.map.getGrid().getColumns(), 3);
		shorter.set(0, 0, stirling.map.getTerrain().get(0, 0));
		stirling.map.setTerrain(shorter);
		stirling.map.setElevation(new org.banneret.model.grid.CellGrid(2, 2));
		MapGeometry typing = MapGeometry.of(stirling.map);
		assertEquals(stirling.map.getDefaultTerrain(), typing.terrainAt(typing.hex("3318")));
		assertEquals(0, typing.elevationAt(typing.hex("3318")));
		assertEquals(before, typing.terrainAt(typing.hex("101")), "a cell the grid has");
	}

	@Test
	void facingsFollowTheGridOrientation() {
		assertEquals(HexDirection.MINUS_R, geometry.direction(Compass.N));
		assertThrows(IllegalArgumentException.class, () -> geometry.direction(Compass.E));
		stirling.map.getGrid().setOrientation(GridOrientation.POINTY);
		MapGeometry pointy = MapGeometry.of(stirling.map);
		assertEquals(HexDirection.PLUS_Q, pointy.direction(Compass.E));
		var e = assertThrows(IllegalArgumentException.class, () -> pointy.direction(Compass.N));
		assertEquals("facing N points at a hex corner on a pointy-topped grid; use NE, E, SE, SW, W or NW", e.getMessage());
	}

	@Test
	void compassNamesMapEdges() {
		assertEquals(MapEdge.WEST, MapGeometry.edge(Compass.W));
		assertThrows(IllegalArgumentException.class, () -> MapGeometry.edge(Compass.NE));
		assertTrue(geometry.bounds().edgesOf(geometry.hex("101")).containsAll(
				java.util.Set.of(MapEdge.NORTH, MapEdge.WEST)));
	}

	@Test
	void roadPathIsAContinuousLine() {
		var hexes = stirling.mainRoad.getHexes();
		assertEquals("2118", hexes.get(0));
		assertEquals("1216", hexes.get(hexes.size() - 1));
		for (int i = 1; i < hexes.size(); i++) {
			assertEquals(1, geometry.hex(hexes.get(i - 1)).distance(geometry.hex(hexes.get(i))));
		}
	}
}

package org.banneret.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.banneret.model.BanneretFactory;
import org.banneret.model.GridOrientation;
import org.banneret.model.HexGrid;
import org.banneret.model.HexMap;
import org.banneret.model.LabelKind;
import org.banneret.model.LabelScheme;
import org.banneret.model.OffsetParity;
import org.banneret.model.Scenario;
import org.banneret.model.SheetPlacement;
import org.banneret.model.TerrainType;
import org.banneret.model.grid.CellGrid;
import org.banneret.model.hex.Hex;
import org.banneret.model.hex.HexDirection;
import org.banneret.model.hex.HexLabelException;
import org.banneret.model.hex.MapEdge;
import org.banneret.model.hex.OffsetCoord;
import org.banneret.model.map.Board;
import org.banneret.model.map.MapGeometry;
import org.banneret.model.map.TerrainCodes;
import org.junit.jupiter.api.Test;

class BoardTest {

	private static final BanneretFactory F = BanneretFactory.eINSTANCE;

	private final TerrainType clear = terrain("clear", ".");
	private final TerrainType water = terrain("water", "~");

	@Test
	void aSheetBesideTheFirstJoinsItAtTheSeam() {
		Board board = board(sheet(map("Castle", 26, 24), null, 0, 0, 0), sheet(map("Village", 24, 20), "village", 26, 0, 0));
		assertEquals(List.of(), board.problems());
		Hex z10 = board.hex("Z10");
		Hex a10 = board.hex("village:A10");
		assertEquals(1, z10.distance(a10), "the castle's east column and the village's west column are neighbours");
		assertTrue(List.of(HexDirection.values()).stream().anyMatch(d -> z10.neighbour(d).equals(a10)));
		assertEquals("village:A10", board.label(a10));
		assertEquals("Castle:Z10", board.label(z10), "on a board of several sheets every label names its sheet");
		assertEquals(board.hex("Castle:B07"), board.hex("B07"));
		assertEquals("village", board.sheetAt(a10).id());
		assertEquals(26 * 24 + 24 * 20, board.count());
	}

	@Test
	void theSeamIsNoEdgeAndTheOuterEdgesAre() {
		Board board = board(sheet(map("Castle", 26, 24), null, 0, 0, 0), sheet(map("Village", 24, 20), "village", 26, 0, 0));
		assertEquals(Set.of(MapEdge.NORTH), board.edgesOf(board.hex("Z01")), "the seam on the east is no edge");
		assertEquals(Set.of(MapEdge.NORTH), board.edgesOf(board.hex("village:A01")), "nor on the west");
		assertEquals(Set.of(), board.edgesOf(board.hex("Z10")));
		assertEquals(Set.of(MapEdge.WEST), board.edgesOf(board.hex("A10")));
		assertEquals(Set.of(MapEdge.EAST), board.edgesOf(board.hex("village:X10")));
		assertEquals(Set.of(MapEdge.SOUTH), board.edgesOf(board.hex("village:A20")),
				"below the shorter village the castle goes on, but not under the village");
		assertEquals(Set.of(MapEdge.EAST), board.edgesOf(board.hex("Z22")), "the castle's east side below the village is open");
	}

	@Test
	void aTurnedSheetReadsItsOwnLabelsAndTerrainUpsideDown() {
		HexMap village = map("Village", 24, 20);
		village.getTerrain().set(0, 0, TerrainCodes.cellValue(water)); // A01, the sheet's own top-left
		Board board = board(sheet(map("Castle", 26, 24), null, 0, 0, 0), sheet(village, "village", 26, 0, 180));
		assertEquals(List.of(), board.problems());
		Hex a01 = board.hex("village:A01");
		assertEquals(new OffsetCoord(26 + 23, 19), board.offsetOf(a01), "its own top-left lies bottom-right");
		assertEquals(water, board.terrainAt(a01));
		assertEquals(new OffsetCoord(26, 0), board.offsetOf(board.hex("village:X20")));
		assertEquals(HexDirection.PLUS_Q.opposite(), board.sheetAt(a01).toBoard(HexDirection.PLUS_Q));
	}

	@Test
	void everyHexOfEverySheetRoundTripsAndNoTwoShareABoardHex() {
		Board board = board(sheet(map("Castle", 26, 24), null, 0, 0, 0), sheet(map("Village", 24, 20), "village", 26, 0, 180),
				sheet(map("Field", 25, 9), "field", 0, 24, 0), sheet(map("Desert", 25, 9), "desert", 27, 24, 180));
		assertEquals(List.of(), board.problems());
		Set<Hex> seen = new HashSet<>();
		int index = 0;
		for (Hex hex : board.hexes()) {
			assertTrue(seen.add(hex), "one sheet per board hex: " + hex);
			assertEquals(hex, board.hex(board.label(hex)));
			assertEquals(index, board.index(hex));
			index++;
			Board.Sheet sheet = board.sheetAt(hex);
			OffsetCoord at = board.offsetOf(hex);
			assertTrue(at.column() >= sheet.column() && at.column() < sheet.column() + sheet.columns()
					&& at.row() >= sheet.row() && at.row() < sheet.row() + sheet.rows(),
					"each sheet lies in its rectangle of board columns and rows: " + board.label(hex));
		}
		assertEquals(board.count(), seen.size());
	}

	@Test
	void anOffsetHalfAHexOutOfLineIsRefusedWithWhatWouldFit() {
		Board board = board(sheet(map("Castle", 26, 24), null, 0, 0, 0), sheet(map("Village", 24, 20), "village", 27, 0, 0));
		assertEquals(1, board.sheets().size(), "the village is left off");
		String problem = board.problems().get(0).toString();
		assertTrue(problem.contains("half a hex out of line"), problem);
		assertTrue(problem.contains("offset 26, 0 or offset 28, 0 would fit"), problem);
		// Turned, a sheet of an even number of columns flips its parity: 27 fits, 26 does not.
		Board turned = board(sheet(map("Castle", 26, 24), null, 0, 0, 0), sheet(map("Village", 24, 20), "village", 26, 0, 180));
		assertEquals(List.of(), turned.problems());
		Board odd = board(sheet(map("Castle", 26, 24), null, 0, 0, 0), sheet(map("Field", 25, 9), "field", 26, 0, 180));
		assertTrue(odd.problems().get(0).toString().contains("offset 25, 0 or offset 27, 0 would fit"), odd.problems().get(0).toString());
	}

	@Test
	void aWishedForPlaceIsSetInLineAndASheetIsLaidBesideEachSide() {
		HexMap castleMap = map("Castle", 26, 24);
		HexMap villageMap = map("Village", 24, 20);
		Board board = board(sheet(castleMap, null, 0, 0, 0));
		MapGeometry village = MapGeometry.of(villageMap);
		assertEquals(new OffsetCoord(26, 0), board.inLine(village, 26, 0, false, 1));
		assertEquals(new OffsetCoord(28, 0), board.inLine(village, 27, 0, false, 1), "out of line: on the way the wish came");
		assertEquals(new OffsetCoord(26, 0), board.inLine(village, 27, 0, false, -1));
		Board.Sheet castle = board.sheets().get(0);
		assertEquals(new OffsetCoord(26, 0), board.beside(castle, MapEdge.EAST, village, false));
		assertEquals(new OffsetCoord(-24, 0), board.beside(castle, MapEdge.WEST, village, false));
		assertEquals(new OffsetCoord(0, -20), board.beside(castle, MapEdge.NORTH, village, false));
		assertEquals(new OffsetCoord(0, 24), board.beside(castle, MapEdge.SOUTH, village, false));
		for (MapEdge side : MapEdge.values()) {
			for (boolean turned : new boolean[] { false, true }) {
				OffsetCoord at = board.beside(castle, side, village, turned);
				Board laid = board(sheet(castleMap, null, 0, 0, 0), sheet(villageMap, "village", at.column(), at.row(), turned ? 180 : 0));
				assertEquals(List.of(), laid.problems(), side + (turned ? " turned" : ""));
				assertTrue(java.util.stream.StreamSupport.stream(laid.sheet("village").geometry().bounds().spliterator(), false)
						.map(local -> laid.sheet("village").toBoard(local)).anyMatch(hex -> List.of(HexDirection.values()).stream()
								.anyMatch(d -> laid.sheetAt(hex.neighbour(d)) == laid.sheets().get(0))),
						() -> side + (turned ? " turned" : "") + ": the village touches the castle at the seam");
			}
		}
	}

	@Test
	void overlappingSheetsAreRefusedWithAPlaceBeside() {
		Board board = board(sheet(map("Castle", 26, 24), null, 0, 0, 0), sheet(map("Village", 24, 20), "village", 20, 0, 0));
		String problem = board.problems().get(0).toString();
		assertTrue(problem.startsWith("village: offset 20, 0 lays village over Castle (board columns 0-25, rows 0-23)"), problem);
		assertTrue(problem.endsWith("offset 26, 0 would lie beside it"), problem);
	}

	@Test
	void otherTurnsAndOrientationsAreRefused() {
		Board turn = board(sheet(map("Castle", 26, 24), null, 0, 0, 0), sheet(map("Village", 24, 20), "village", 26, 0, 90));
		assertEquals("village: a sheet is turned 0 or 180 degrees, not 90", turn.problems().get(0).toString());
		HexMap pointy = map("Pointy", 10, 10);
		pointy.getGrid().setOrientation(GridOrientation.POINTY);
		Board mixed = board(sheet(map("Castle", 26, 24), null, 0, 0, 0), sheet(pointy, null, 26, 0, 0));
		assertTrue(mixed.problems().get(0).toString().contains("pointy-topped hexes and the board flat-topped ones"),
				mixed.problems().get(0).toString());
	}

	@Test
	void twoSheetsOfOneNameAreRefused() {
		Board board = board(sheet(map("Castle", 26, 24), null, 0, 0, 0), sheet(map("Village", 24, 20), "Castle", 26, 0, 0));
		assertEquals("Castle: another sheet is already named Castle; give this one its own name with 'as'",
				board.problems().get(0).toString());
	}

	@Test
	void labelsThatNameNoSheetOrNoHexAreFoundNowhere() {
		Board board = board(sheet(map("Castle", 26, 24), null, 0, 0, 0), sheet(map("Village", 24, 20), "village", 26, 0, 0));
		assertNull(board.find("town:A01"));
		assertNull(board.find("village:Z01"), "the village has 24 columns, A to X");
		assertNull(board.find("village:"));
		assertEquals(board.hex("village:B07"), board.find("village:B07"));
		HexLabelException e = assertThrows(HexLabelException.class, () -> board.hex("town:A01"));
		assertEquals("'town:A01' names no sheet of this board: the sheets are Castle, village", e.getMessage());
	}

	@Test
	void aBoardOfOneMapAnswersAsItsGeometry() {
		HexMap castle = map("Castle", 26, 24);
		MapGeometry geometry = MapGeometry.of(castle);
		Board board = Board.of(castle);
		for (Hex hex : geometry.bounds()) {
			assertEquals(geometry.label(hex), board.label(hex));
			assertEquals(geometry.bounds().edgesOf(hex), board.edgesOf(hex));
			assertEquals(geometry.bounds().index(hex), board.index(hex));
		}
	}

	private Board board(SheetPlacement... sheets) {
		Scenario scenario = F.createScenario();
		scenario.getSheets().addAll(List.of(sheets));
		return Board.of(scenario);
	}

	private static SheetPlacement sheet(HexMap map, String id, int column, int row, int rotation) {
		SheetPlacement sheet = F.createSheetPlacement();
		sheet.setMap(map);
		sheet.setId(id);
		sheet.setColumnOffset(column);
		sheet.setRowOffset(row);
		sheet.setRotation(rotation);
		return sheet;
	}

	private HexMap map(String name, int columns, int rows) {
		HexMap map = F.createHexMap();
		map.setName("cryhavoc." + name);
		HexGrid grid = F.createHexGrid();
		grid.setOrientation(GridOrientation.FLAT);
		grid.setParity(OffsetParity.ODD);
		grid.setColumns(columns);
		grid.setRows(rows);
		LabelScheme labels = F.createLabelScheme();
		labels.setKind(LabelKind.ALPHA_COLUMN);
		labels.setColumnDigits(0);
		labels.setRowDigits(2);
		labels.setFirstColumn(1);
		labels.setFirstRow(1);
		grid.setLabels(labels);
		map.setGrid(grid);
		map.setDefaultTerrain(clear);
		map.getTerrainPalette().addAll(List.of(clear, water));
		map.setTerrain(new CellGrid(columns, rows));
		return map;
	}

	private static TerrainType terrain(String name, String code) {
		TerrainType type = F.createTerrainType();
		type.setName(name);
		type.setCode(code);
		return type;
	}
}

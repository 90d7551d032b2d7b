package org.banneret.publish.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.banneret.model.Scenario;
import org.banneret.model.SheetPlacement;
import org.banneret.model.hex.Hex;
import org.banneret.model.hex.PixelPoint;
import org.banneret.model.map.Board;
import org.banneret.publish.Exports;
import org.banneret.render.MapLayers;
import org.banneret.render.MapLook;
import org.banneret.render.MapPainter;
import org.banneret.render.Rgb;
import org.junit.jupiter.api.Test;

/** The one renderer draws a board of sheets: every sheet where its map line lays it, turned or not. */
class BoardPaintingTest {

	@Test
	void everyHexOfBothSheetsIsDrawnInItsTerrainWhereTheBoardHasIt() {
		Scenario scenario = ExampleScenarios.load("cryhavoc/village-assault.scenario");
		MapPainter painter = Exports.painterOf(scenario);
		assertTrue(painter.isBoard());
		Board board = painter.board();
		MapPainter castle = new MapPainter(board.sheets().get(0).map());
		MapPainter village = new MapPainter(board.sheets().get(1).map());
		assertTrue(painter.width() > castle.width() + 0.8 * village.width() && painter.width() < castle.width() + village.width(),
				"the village joins the castle a quarter hex inside its last column: " + painter.width());
		assertEquals(castle.height(), painter.height(), 1e-6, "the castle is the taller sheet");
		Recording recording = new Recording();
		painter.paint(recording, 0, 0, painter.width(), painter.height(), MapLayers.ALL.withLabels(false).withElevation(false));
		for (String label : new String[] { "castle:A01", "castle:Z24", "castle:M19", "village:A01", "village:X20", "village:F10", "village:M06" }) {
			Hex hex = board.hex(label);
			PixelPoint centre = painter.centre(hex);
			Rgb expected = MapLook.terrain(board.terrainAt(hex));
			assertTrue(recording.fills().stream().anyMatch(fill -> fill.covers(centre.x(), centre.y()) && fill.colour().equals(expected)),
					label + " is drawn in its terrain's colour");
			assertEquals(hex, painter.hexAt(centre.x(), centre.y()));
			assertEquals(label, painter.label(hex));
		}
	}

	@Test
	void eachSheetsEdgeRunsAlongItsHexsidesAndHoldsItsHexesAlone() {
		for (String example : new String[] { "cryhavoc/village-assault.scenario", "cryhavoc/battle-outside.scenario" }) {
			MapPainter painter = Exports.painterOf(ExampleScenarios.load(example));
			Board board = painter.board();
			for (int i = 0; i < board.sheets().size(); i++) {
				double[] edge = painter.sheetOutlines().get(i).edge();
				java.awt.geom.Path2D.Double shape = new java.awt.geom.Path2D.Double();
				shape.moveTo(edge[0], edge[1]);
				for (int k = 2; k < edge.length; k += 2) {
					shape.lineTo(edge[k], edge[k + 1]);
				}
				shape.closePath();
				for (Hex hex : board.hexes()) {
					PixelPoint centre = painter.centre(hex);
					assertEquals(board.sheetAt(hex) == board.sheets().get(i), shape.contains(centre.x(), centre.y()),
							example + ": " + board.label(hex) + " and the edge of sheet " + board.sheets().get(i).id());
				}
			}
		}
	}

	@Test
	void countersOffTheMapAlongASideWaitBeyondThatSidesEdge() {
		Scenario scenario = ExampleScenarios.load("cryhavoc/assault.scenario");
		MapPainter painter = Exports.painterOf(scenario);
		var layout = new org.banneret.setup.SetupLayout(painter, scenario, new org.banneret.rules.Setup(scenario, java.util.Map.of()));
		int checked = 0;
		for (var piece : layout.pieces()) {
			if (piece.kind() == org.banneret.setup.Piece.Kind.OFF_MAP
					&& piece.unit().getPlacement() instanceof org.banneret.model.EdgePlacement off && off.getMapSide() != null) {
				String side = off.getMapSide().getName();
				switch (side) {
					case "Approach" -> assertTrue(piece.offMapY() > painter.height(), side + " is the south side");
					case "WestFields" -> assertTrue(piece.offMapX() < 0, side + " is the west side");
					case "EastFields" -> assertTrue(piece.offMapX() > painter.width(), side + " is the east side");
					default -> throw new AssertionError(side);
				}
				checked++;
			}
		}
		assertTrue(checked > 20, "the assault's off-map groups: " + checked);
	}

	@Test
	void aTurnedSheetIsDrawnUpsideDownWithItsOwnLabels() {
		Scenario scenario = ExampleScenarios.load("cryhavoc/village-assault.scenario");
		SheetPlacement village = scenario.getSheets().get(1);
		village.setRotation(180);
		Board board = Board.of(scenario);
		assertEquals(java.util.List.of(), board.problems());
		MapPainter painter = MapPainter.of(board);
		Recording recording = new Recording();
		painter.paint(recording, 0, 0, painter.width(), painter.height(), MapLayers.ALL);
		// F01, the village's stream where it leaves the north edge, now lies near the bottom of the board.
		Hex stream = board.hex("village:F01");
		PixelPoint centre = painter.centre(stream);
		assertTrue(centre.y() > painter.height() * 0.6, "turned, its north edge lies south: " + centre.y());
		Rgb water = MapLook.terrain(board.terrainAt(stream));
		assertNotEquals(MapLook.terrain(board.terrainAt(board.hex("village:A01"))), water);
		assertTrue(recording.fills().stream().anyMatch(fill -> fill.covers(centre.x(), centre.y()) && fill.colour().equals(water)));
		assertTrue(recording.texts().stream().anyMatch(text -> text.text().equals("F01")
				&& Math.hypot(text.x() - centre.x(), text.y() - centre.y()) < painter.layout().flatToFlat()),
				"its label stays the sheet's own, at its hex");
		assertTrue(recording.texts().stream().anyMatch(text -> text.text().contains("village") && text.text().contains("(turned)")));
	}
}

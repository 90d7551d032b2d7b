package org.banneret.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.banneret.model.HexGrid;
import org.banneret.model.validation.ModelValidator;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.ecore.util.Diagnostician;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ModelValidatorTest {

	@BeforeAll
	static void register() {
		ModelValidator.register();
	}

	@Test
	void stirlingIsStructurallyValid() {
		StirlingFixture stirling = new StirlingFixture();
		for (var root : List.of(stirling.system, stirling.map, stirling.scenario)) {
			Diagnostic diagnostic = Diagnostician.INSTANCE.validate(root);
			assertEquals(Diagnostic.OK, diagnostic.getSeverity(), () -> messages(diagnostic).toString());
		}
	}

	@ParameterizedTest
	@ValueSource(ints = { 0, -3, 10_001, 1_000_000 })
	void impossibleColumnCountIsAnError(int columns) {
		StirlingFixture stirling = new StirlingFixture();
		stirling.map.setTerrain(null);
		stirling.map.getGrid().setColumns(columns);
		List<String> messages = messages(Diagnostician.INSTANCE.validate(stirling.map));
		assertTrue(messages.contains("The map grid has " + columns + " columns; a map needs 1 to 10000 columns."),
				messages.toString());
	}

	@ParameterizedTest
	@ValueSource(strings = { "red", "#12345", "#1234567", "256, 0, 0", "#gg0000" })
	void aColourThatIsNoColourIsAnError(String colour) {
		StirlingFixture stirling = new StirlingFixture();
		stirling.system.getTerrainTypes().get(0).setColor(colour);
		List<String> messages = messages(Diagnostician.INSTANCE.validate(stirling.system));
		assertTrue(messages.stream().anyMatch(m -> m.startsWith("'" + colour + "' is not a colour")), messages.toString());
	}

	@ParameterizedTest
	@ValueSource(strings = { "#b73a30", "#B33", "183, 58, 48" })
	void coloursAreWrittenThreeWays(String colour) {
		StirlingFixture stirling = new StirlingFixture();
		stirling.system.getTerrainTypes().get(0).setColor(colour);
		stirling.system.getNationalities().get(0).setColor(colour);
		assertEquals(Diagnostic.OK, Diagnostician.INSTANCE.validate(stirling.system).getSeverity());
	}

	@ParameterizedTest
	@ValueSource(doubles = { 0, -1, 10.5 })
	void aLineWidthOutsideWhatAMapDrawsIsAnError(double width) {
		StirlingFixture stirling = new StirlingFixture();
		stirling.system.getTerrainTypes().get(0).setLineWidthMm(width);
		List<String> messages = messages(Diagnostician.INSTANCE.validate(stirling.system));
		assertTrue(messages.contains("A line is drawn more than 0 and at most 10 mm wide, not " + width + " mm."), messages.toString());
	}

	@Test
	void negativeHexSizeIsAnError() {
		StirlingFixture stirling = new StirlingFixture();
		stirling.map.getGrid().setHexSizeMm(-16);
		assertTrue(messages(Diagnostician.INSTANCE.validate(stirling.map))
				.contains("The hex size must be a positive number of millimetres, not -16.0."));
	}

	@Test
	void terrainGridOfTheWrongSizeIsAnError() {
		StirlingFixture stirling = new StirlingFixture();
		HexGrid grid = stirling.map.getGrid();
		grid.setRows(31);
		List<String> messages = messages(Diagnostician.INSTANCE.validate(stirling.map));
		assertTrue(messages.contains("The terrain grid is 44 x 30 but the map is 44 x 31 hexes."), messages.toString());
	}

	@Test
	void terrainCodeThatNoTerrainTypeHasIsAnError() {
		StirlingFixture stirling = new StirlingFixture();
		stirling.map.getTerrain().set(3, 4, 'Q');
		List<String> messages = messages(Diagnostician.INSTANCE.validate(stirling.map));
		assertTrue(messages.contains("Terrain code 'Q' at column 4, row 5 of the terrain grid is not the code of any"
				+ " terrain type of Medieval."), messages.toString());
	}

	@Test
	void labelSchemeThatCannotNameEveryRowIsAnError() {
		StirlingFixture stirling = new StirlingFixture();
		stirling.map.setTerrain(null);
		stirling.map.getGrid().setRows(120);
		List<String> messages = messages(Diagnostician.INSTANCE.validate(stirling.map));
		assertTrue(messages.stream().anyMatch(m -> m.startsWith("The hex label scheme cannot work: rows numbered 1 to 120")),
				messages.toString());
	}

	@Test
	void reversedTurnRangeIsAnError() {
		StirlingFixture stirling = new StirlingFixture();
		stirling.scenario.setLastTurn(5);
		assertTrue(messages(Diagnostician.INSTANCE.validate(stirling.scenario))
				.contains("The scenario ends on turn 5, before it starts on turn 11."));
	}

	@org.junit.jupiter.params.ParameterizedTest
	@org.junit.jupiter.params.provider.ValueSource(ints = { 0, -3, 1000, 1073741824 })
	void aUnitRowOfNoCountersOrMoreThanAnyMixHoldsIsAnError(int count) {
		StirlingFixture stirling = new StirlingFixture();
		stirling.wallace.setCount(count);
		assertTrue(messages(Diagnostician.INSTANCE.validate(stirling.scenario)).contains("A unit row stands for 1 to 999"
				+ " counters (no game's counter mix holds more of a kind), not " + count + "."));
		stirling.wallace.setCount(999);
		assertTrue(messages(Diagnostician.INSTANCE.validate(stirling.scenario)).stream().noneMatch(m -> m.startsWith("A unit row")));
	}

	static List<String> messages(Diagnostic diagnostic) {
		return diagnostic.getChildren().stream().map(Diagnostic::getMessage).toList();
	}
}

package org.banneret.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;

import org.banneret.dsl.edits.ModelTextEdits;
import org.banneret.model.BanneretFactory;
import org.banneret.model.BanneretPackage;
import org.banneret.model.HexFeature;
import org.banneret.model.HexMap;
import org.banneret.model.HexPlacement;
import org.banneret.model.Scenario;
import org.banneret.model.Unit;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.util.ReplaceRegion;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import com.google.inject.Inject;

/** The map and set-up editors' writes of a model change touch only its statement: every other byte stays. */
@ExtendWith(InjectionExtension.class)
@InjectWith(BanneretInjectorProvider.class)
class ModelTextEditsTest {

	static final String MAP = """
			// A map whose statements carry comments and their own layout.
			map test.Edits of medieval {
				grid 6 x 5 flat odd labels numeric column digits 2
				default clear
				hex 0101 ford   // the ford
				hex 0202 ford
				// the crossing
				region Crossing:   0301,0302   // written tight
				region Empty
			}
			""";

	@Inject
	private LanguageTestSupport language;
	@Inject
	private ModelTextEdits edits;
	private XtextResourceSet resourceSet;

	@BeforeEach
	void loadTheGameSystems() {
		resourceSet = language.examples();
	}

	@Test
	void aNewFeatureIsOneLineAfterTheLastInItsIndentation() {
		HexMap map = (HexMap) read("edits.hexmap", MAP);
		HexFeature feature = BanneretFactory.eINSTANCE.createHexFeature();
		feature.setHex("0505");
		feature.setType(map.getFeatures().get(0).getType());
		String after = apply(MAP, edits.insert(map, BanneretPackage.Literals.HEX_MAP__FEATURES, feature));
		assertEquals(MAP.replace("\thex 0202 ford\n", "\thex 0202 ford\n\thex 0505 ford\n"), after);
		assertEquals(2, map.getFeatures().size(), "the model stays the text's until it reads the new line");
	}

	@Test
	void aListWithoutTextGetsNoLineHere() {
		HexMap map = (HexMap) read("edits.hexmap", MAP);
		assertNull(edits.insert(map, BanneretPackage.Literals.HEX_MAP__HEXSIDE_FEATURES,
				BanneretFactory.eINSTANCE.createHexsideFeature()), "the change serializer writes a first hexside");
	}

	@Test
	void aDeletedFeatureTakesItsLineAndLeavesTheCommentsOfOthers() {
		HexMap map = (HexMap) read("edits.hexmap", MAP);
		assertEquals(MAP.replace("\n\thex 0202 ford", ""), apply(MAP, edits.delete(map.getFeatures().get(1))));
		assertEquals(MAP.replace("\n\thex 0101 ford   // the ford", ""), apply(MAP, edits.delete(map.getFeatures().get(0))),
				"the comment after the statement on its line goes with it, not onto the line above");
	}

	@Test
	void aRegionWrittenAgainChangesItsStatementOnly() {
		HexMap map = (HexMap) read("edits.hexmap", MAP);
		var region = map.getRegions().get(0);
		String after = apply(MAP, edits.replace(region, () -> region.getHexes().add("0303")));
		assertEquals(MAP.replace("region Crossing:   0301,0302", "region Crossing: 0301, 0302, 0303"), after);
		var empty = map.getRegions().get(1);
		assertEquals(List.of(), edits.replace(empty, () -> {
		}), "a statement written as the language writes it, unchanged: no edit");
	}

	@Test
	void aMovedUnitsPlacementIsItsRowsOnlyChangeAndAnUnplacedRowGetsOneAtItsLinesEnd() {
		String scenario = """
				scenario test.Moves of medieval {
					map bannockburn.StirlingMap
					side Scots {
						Leader Wallace (F2) at 3318 {
							// the spears
							4 x INF [0] at 3318(1)   // in the schiltron
							2 x CAV
						}
					}
				}
				""";
		Scenario root = (Scenario) read("moves.scenario", scenario);
		Unit leader = (Unit) root.getSides().get(0).getElements().get(0);
		Unit spears = (Unit) leader.getElements().get(0);
		Unit horse = (Unit) leader.getElements().get(1);
		List<ReplaceRegion> moved = edits.replaceContained(List.of(spears, horse), BanneretPackage.Literals.UNIT__PLACEMENT, () -> {
			HexPlacement to = BanneretFactory.eINSTANCE.createHexPlacement();
			to.getHexes().add("3319");
			spears.setPlacement(to);
			HexPlacement beside = BanneretFactory.eINSTANCE.createHexPlacement();
			beside.getHexes().add("3417");
			horse.setPlacement(beside);
		});
		assertEquals(scenario.replace("at 3318(1)", "at 3319").replace("2 x CAV", "2 x CAV at 3417"), apply(scenario, moved));
		assertEquals("3318", ((HexPlacement) leader.getPlacement()).getHexes().get(0), "the model keeps the text's placements");
		assertNull(horse.getPlacement());
	}

	static final String BOARD = """
			scenario test.Board of cryhavoc {
				map cryhavoc.BorderCastle as castle
				map cryhavoc.Village as village offset 26, 0   // beside the castle
				description "Two sheets."
				side Normans {
				}
			}
			""";

	@Test
	void aMapLineMovedOrTurnedIsWrittenInPlaceWithItsComment() {
		Scenario scenario = (Scenario) read("board.scenario", BOARD);
		var village = scenario.getSheets().get(1);
		assertEquals(BOARD.replace("village offset 26, 0 ", "village offset 28, 2 "),
				apply(BOARD, edits.replace(village, () -> {
					village.setColumnOffset(28);
					village.setRowOffset(2);
				})));
		scenario = (Scenario) read("board.scenario", BOARD);
		var again = scenario.getSheets().get(1);
		assertEquals(BOARD.replace("village offset 26, 0 ", "village offset 26, 0 rotated 180 "),
				apply(BOARD, edits.replace(again, () -> again.setRotation(180))));
		scenario = (Scenario) read("board.scenario", BOARD);
		var castle = scenario.getSheets().get(0);
		assertEquals(BOARD.replace("as castle\n", "as castle offset 0, 4 rotated 180\n"), apply(BOARD, edits.replace(castle, () -> {
			castle.setRowOffset(4);
			castle.setRotation(180);
		})), "an offset of 0 columns is written, since the line writes both or neither");
	}

	@Test
	void aNewMapLineFollowsTheLastOne() {
		Scenario scenario = (Scenario) read("board.scenario", BOARD);
		var line = BanneretFactory.eINSTANCE.createSheetPlacement();
		line.setMap(scenario.getSheets().get(1).getMap());
		line.setId("village2");
		line.setRowOffset(24);
		assertEquals(BOARD.replace("// beside the castle\n", "// beside the castle\n\tmap cryhavoc.Village as village2 offset 0, 24\n"),
				apply(BOARD, edits.insert(scenario, BanneretPackage.Literals.SCENARIO__SHEETS, line)));
	}

	private org.eclipse.emf.ecore.EObject read(String name, String text) {
		resourceSet.getResources().removeIf(resource -> resource.getURI().lastSegment().equals(name));
		XtextResource resource = language.parse(resourceSet, name, text);
		assertEquals(List.of(), LanguageTestSupport.describe(language.languageErrors(resource)), text);
		return LanguageTestSupport.root(resource);
	}

	private static String apply(String text, List<ReplaceRegion> regions) {
		StringBuilder result = new StringBuilder(text);
		for (int i = regions.size() - 1; i >= 0; i--) {
			regions.get(i).applyTo(result);
		}
		return result.toString();
	}
}

package org.banneret.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;

import org.banneret.dsl.conversion.BanneretValueConverters;
import org.banneret.model.BanneretPackage;
import org.banneret.model.HexMap;
import org.banneret.model.grid.CellGrid;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.util.ReplaceRegion;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import com.google.inject.Inject;

/** The map editor's change of a grid rewrites only the rows that changed, in their place. */
@ExtendWith(InjectionExtension.class)
@InjectWith(BanneretInjectorProvider.class)
class GridEditTest {

	/** A small map whose rows are written in several ways: repeated, two on a line, with comments, not compressed. */
	static final String MAP = """
			map test.Small of medieval {
				grid 6 x 5 flat odd labels numeric column digits 2
				default clear
				terrain {
					// the north shore
					"f*6"
					2 * "..~~.."   // a river across the middle
					"ss ffff" "......" // as written, not as the editor writes rows
				}
				elevation { 5 * "..1122" }
				hex 0101 ford
			}
			""";

	@Inject
	private LanguageTestSupport language;
	private XtextResourceSet resourceSet;

	@BeforeEach
	void loadTheGameSystems() {
		resourceSet = language.examples();
	}

	@Test
	void anOffsetInAGridBlockIsTheGridRowItsTextWrites() {
		HexMap map = map(MAP);
		INode block = NodeModelUtils.findNodesForFeature(map, BanneretPackage.Literals.HEX_MAP__TERRAIN).get(0);
		assertEquals(0, BanneretValueConverters.gridRowAt(block, MAP.indexOf("// the north")), "before the first row");
		assertEquals(0, BanneretValueConverters.gridRowAt(block, MAP.indexOf("\"f*6\"") + 2), "in the first row");
		assertEquals(1, BanneretValueConverters.gridRowAt(block, MAP.indexOf("2 * \"..~~")), "at a repeated row's count");
		assertEquals(3, BanneretValueConverters.gridRowAt(block, MAP.indexOf("// a river")), "after it, counted twice");
		assertEquals(4, BanneretValueConverters.gridRowAt(block, MAP.indexOf("\"......\" //")), "the second row on a line");
		assertEquals(5, BanneretValueConverters.gridRowAt(block, MAP.indexOf("elevation") - 3), "past the last row");
	}

	@Test
	void anUnknownTerrainCodeIsReportedOnItsCodeAndNamesItsHex() {
		String text = MAP.replace("\"ss ffff\"", "\"ss fZ*2f\"");
		resourceSet.getResources().removeIf(resource -> resource.getURI().lastSegment().equals("small.hexmap"));
		XtextResource resource = language.parse(resourceSet, "small.hexmap", text);
		var issues = language.errors(resource).stream().filter(issue -> issue.getMessage().startsWith("Terrain code 'Z'")).toList();
		assertEquals(1, issues.size(), () -> LanguageTestSupport.describe(language.errors(resource)).toString());
		var issue = issues.get(0);
		assertEquals(text.indexOf("Z*2"), issue.getOffset(), "on the code that writes the cell, not on 'terrain {'");
		assertEquals(3, issue.getLength(), "the run 'Z*2'");
		assertEquals(8, issue.getLineNumber());
		var details = org.banneret.model.validation.FindingDetails.fromData(issue.getCode(), issue.getData());
		assertEquals(List.of("0404"), details.hexes(), "the hex the map marks: column 4, row 4 (the row after the repeated one)");
	}

	@Test
	void aChangedHexRewritesOnlyItsRow() {
		String after = edited(MAP, false, grid -> grid.set(2, 0, grid.get(0, 1)));
		assertEquals(MAP.replace("\"f*6\"", "\"ff.fff\""), after);
	}

	@Test
	void aChangeInARepeatedRowSplitsItWhereItStands() {
		String after = edited(MAP, false, grid -> grid.set(0, 2, grid.get(0, 0)));
		assertEquals(MAP.replace("2 * \"..~~..\"", "\"..~~..\"\n\t\t\"f.~~..\""), after);
	}

	@Test
	void rowsWrittenOnOneLineStayOnIt() {
		String after = edited(MAP, true, grid -> grid.set(5, 4, 3));
		assertEquals(MAP.replace("5 * \"..1122\"", "4 * \"..1122\" \"..1123\""), after);
		String terrain = edited(MAP, false, grid -> grid.set(0, 4, grid.get(0, 0)));
		assertEquals(MAP.replace("\"ss ffff\" \"......\"", "\"ss ffff\" \"f.....\""), terrain,
				"a row written cell by cell stays so");
	}

	@Test
	void anUnchangedGridHasNoEdit() {
		HexMap map = map(MAP);
		assertNull(edit(map, false, map.getTerrain().copy()));
	}

	@Test
	void aGridOfAnotherSizeIsWrittenAnew() {
		HexMap map = map(MAP);
		CellGrid wider = new CellGrid(7, 5);
		wider.fill(map.getTerrain().get(0, 0));
		String after = apply(MAP, edit(map, false, wider)).replace("grid 6 x 5", "grid 7 x 5").replace("\"..1122\"", "\"..11222\"");
		assertEquals(wider, map(after).getTerrain());
	}

	@Test
	void randomStrokesReadBackAsTheirGridAndKeepTheCommentsAndUnchangedRows() {
		Random random = new Random(1314);
		String text = MAP;
		CellGrid original = map(MAP).getTerrain();
		for (int stroke = 0; stroke < 100; stroke++) {
			HexMap map = map(text);
			CellGrid before = map.getTerrain();
			CellGrid grid = before.copy();
			int hexes = 1 + random.nextInt(4);
			for (int i = 0; i < hexes; i++) {
				grid.set(random.nextInt(grid.columns()), random.nextInt(grid.rows()), grid.get(random.nextInt(grid.columns()),
						random.nextInt(grid.rows())));
			}
			ReplaceRegion edit = edit(map, false, grid);
			if (grid.equals(before)) {
				assertNull(edit);
				continue;
			}
			String after = apply(text, edit);
			HexMap read = map(after);
			assertEquals(List.of(), LanguageTestSupport.describe(language.languageErrors(read.eResource())), after);
			assertEquals(grid, read.getTerrain(), after);
			assertTrue(after.contains("// the north shore\n") && after.contains("// a river across the middle"), after);
			if (sameRow(grid, original, 3)) {
				assertTrue(after.contains("\"ss ffff\""), "an unchanged row keeps its text: " + after);
			}
			assertEquals(text.substring(text.indexOf("\t}")), after.substring(after.indexOf("\t}")), "the lines after the rows");
			text = after;
		}
	}

	private static boolean sameRow(CellGrid grid, CellGrid other, int row) {
		for (int column = 0; column < grid.columns(); column++) {
			if (grid.get(column, row) != other.get(column, row)) {
				return false;
			}
		}
		return true;
	}

	private String edited(String text, boolean elevation, java.util.function.Consumer<CellGrid> change) {
		HexMap map = map(text);
		CellGrid grid = (elevation ? map.getElevation() : map.getTerrain()).copy();
		change.accept(grid);
		return apply(text, edit(map, elevation, grid));
	}

	private ReplaceRegion edit(HexMap map, boolean elevation, CellGrid grid) {
		INode block = NodeModelUtils.findNodesForFeature(map,
				elevation ? BanneretPackage.Literals.HEX_MAP__ELEVATION : BanneretPackage.Literals.HEX_MAP__TERRAIN).get(0);
		return ((BanneretValueConverters) language.converters()).gridEdit(block,
				elevation ? map.getElevation() : map.getTerrain(), grid, elevation ? "ElevationRows" : "TerrainRows");
	}

	private static String apply(String text, ReplaceRegion edit) {
		StringBuilder result = new StringBuilder(text);
		edit.applyTo(result);
		return result.toString();
	}

	private HexMap map(String text) {
		resourceSet.getResources().removeIf(resource -> resource.getURI().lastSegment().equals("small.hexmap"));
		XtextResource resource = language.parse(resourceSet, "small.hexmap", text);
		assertEquals(List.of(), LanguageTestSupport.describe(language.languageErrors(resource)), text);
		return (HexMap) LanguageTestSupport.root(resource);
	}
}

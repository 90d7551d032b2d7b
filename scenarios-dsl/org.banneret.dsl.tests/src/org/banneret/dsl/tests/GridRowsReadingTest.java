package org.banneret.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.banneret.dsl.resource.BanneretResource;
import org.banneret.model.HexMap;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.nodemodel.ILeafNode;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import com.google.inject.Inject;

/** An edit inside a map's terrain or elevation rows is read by reading that block alone. */
@ExtendWith(InjectionExtension.class)
@InjectWith(BanneretInjectorProvider.class)
class GridRowsReadingTest {

	private static final String MAP = GridEditTest.MAP;

	@Inject
	private LanguageTestSupport language;
	private XtextResourceSet edited;
	private XtextResourceSet whole;

	@BeforeEach
	void loadTheGameSystems() {
		edited = language.examples();
		whole = language.examples();
	}

	@Test
	void anEditInsideARowReadsTheBlockAloneAndKeepsTheMap() {
		XtextResource resource = language.parse(edited, "small.hexmap", MAP);
		HexMap map = (HexMap) LanguageTestSupport.root(resource);
		int at = MAP.indexOf("\"f*6\"");
		resource.update(at + 1, 3, "~~ffff");
		assertSame(map, LanguageTestSupport.root(resource), "the map keeps its elements");
		assertNull(((BanneretResource) resource).changedInPlace(), "what changed is read as a whole reading");
		assertSameReading(resource, MAP.replace("\"f*6\"", "\"~~ffff\""));
		assertEquals(resource.getParseResult().getRootNode().getText(), MAP.replace("\"f*6\"", "\"~~ffff\""));

		int level = resource.getParseResult().getRootNode().getText().indexOf("..1122");
		resource.update(level, 2, "33");
		assertSame(map, LanguageTestSupport.root(resource));
		assertSameReading(resource, MAP.replace("\"f*6\"", "\"~~ffff\"").replace("..1122", "331122"));
	}

	@Test
	void aBrokenBlockIsReadWithItsFileAndSaysWhere() {
		XtextResource resource = language.parse(edited, "small.hexmap", MAP);
		int at = MAP.indexOf("\"f*6\"");
		resource.update(at + 4, 0, "\""); // a row's string left open
		assertTrue(!resource.getErrors().isEmpty(), "the broken row is an error");
		assertSameReading(resource, MAP.replace("\"f*6\"", "\"f*6\"\""));
		resource.update(at + 4, 1, "");
		assertSameReading(resource, MAP);
		assertTrue(resource.getErrors().isEmpty(), resource.getErrors().toString());
	}

	@Test
	void randomEditsInsideTheBlocksReadAsTheWholeTextReads() {
		Random random = new Random(1340);
		XtextResource resource = language.parse(edited, "small.hexmap", MAP);
		String text = MAP;
		String breaking = "*9 \"{}/\nf.~s0123";
		int alone = 0;
		int broken = 0;
		for (int edit = 0; edit < 300; edit++) {
			boolean terrain = random.nextBoolean();
			int open = text.indexOf(terrain ? "terrain {" : "elevation {");
			int close = text.indexOf('}', open);
			if (open < 0 || close < 0 || broken > 3) {
				resource.update(0, text.length(), MAP); // the edits broke the file for long: start again
				text = MAP;
				broken = 0;
				continue;
			}
			open = text.indexOf('{', open) + 1;
			// Mostly a cell painted over another, as the editor's brush does; now and then a mistake or a change of a row's length.
			String cells = terrain ? "f.~s" : ".0123";
			List<Integer> cellsAt = new ArrayList<>();
			for (int i = open; i < close; i++) {
				if (cells.indexOf(text.charAt(i)) >= 0 && text.lastIndexOf('"', i) > text.lastIndexOf('\n', i)) {
					cellsAt.add(i);
				}
			}
			boolean paint = random.nextInt(3) > 0 && !cellsAt.isEmpty();
			int from = paint ? cellsAt.get(random.nextInt(cellsAt.size())) : open + random.nextInt(Math.max(1, close - open));
			int length = paint ? 1 : Math.min(random.nextInt(3), close - from);
			String alphabet = paint ? cells : breaking;
			String insert = !paint && random.nextInt(4) == 0 ? "" : String.valueOf(alphabet.charAt(random.nextInt(alphabet.length())));
			Object before = LanguageTestSupport.root(resource);
			resource.update(from, length, insert);
			text = text.substring(0, from) + insert + text.substring(from + length);
			if (LanguageTestSupport.root(resource) == before) { // a whole reading makes a new map
				alone++;
			}
			assertSameReading(resource, text);
			broken = resource.getErrors().isEmpty() ? 0 : broken + 1;
		}
		assertTrue(alone > 100, alone + " of 300 edits were read by reading their block alone");
	}

	/** The resource's grids, nodes and errors are those a reading of the whole text gives. */
	private void assertSameReading(XtextResource resource, String text) {
		whole.getResources().removeIf(r -> r.getURI().lastSegment().equals("small.hexmap"));
		XtextResource expected = language.parse(whole, "small.hexmap", text);
		assertEquals(text, resource.getParseResult().getRootNode().getText());
		assertEquals(describe(expected), describe(resource), text);
	}

	private static String describe(XtextResource resource) {
		org.eclipse.emf.ecore.util.EcoreUtil.resolveAll(resource); // links report their errors once resolved
		StringBuilder out = new StringBuilder();
		if (!resource.getContents().isEmpty() && resource.getContents().get(0) instanceof HexMap map) {
			out.append("terrain ").append(cells(map.getTerrain())).append('\n');
			out.append("elevation ").append(cells(map.getElevation())).append('\n');
			out.append("features ").append(map.getFeatures().size()).append('\n');
		}
		List<String> leaves = new ArrayList<>();
		for (ILeafNode leaf : resource.getParseResult().getRootNode().getLeafNodes()) {
			leaves.add(leaf.getTotalOffset() + ":" + leaf.getText() + (leaf.isHidden() ? " hidden" : "")
					+ (leaf.getSyntaxErrorMessage() != null ? " error" : "") + " " + nodeLine(leaf));
		}
		out.append(String.join("\n", leaves)).append('\n');
		for (Resource.Diagnostic error : resource.getErrors()) {
			out.append("error ").append(error.getLine()).append(':').append(error.getColumn()).append(' ')
					.append(error.getMessage()).append('\n');
		}
		return out.toString();
	}

	private static String nodeLine(INode node) {
		return node.getStartLine() + "-" + node.getEndLine();
	}

	private static String cells(org.banneret.model.grid.CellGrid grid) {
		if (grid == null) {
			return "none";
		}
		StringBuilder cells = new StringBuilder(grid.columns() + "x" + grid.rows() + ":");
		for (int i = 0; i < grid.size(); i++) {
			cells.append(grid.get(i)).append(',');
		}
		return cells.toString();
	}
}

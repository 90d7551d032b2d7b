package org.banneret.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.banneret.model.tests.StirlingFixture;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.xtext.resource.SaveOptions;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.serializer.ISerializer;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import com.google.inject.Inject;

/**
 * The text is the truth: parsing, serializing and parsing again gives an equal model, and
 * formatting twice changes nothing the second time.
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(BanneretInjectorProvider.class)
class RoundTripTest {

	@Inject
	private LanguageTestSupport language;
	@Inject
	private ISerializer serializer;

	@Test
	void everyExampleSerializesToTextThatParsesToAnEqualModel() {
		XtextResourceSet resourceSet = language.examples();
		int checked = 0;
		for (var resource : List.copyOf(resourceSet.getResources())) {
			EObject original = LanguageTestSupport.root(resource);
			String text = serializer.serialize(original, SaveOptions.newBuilder().format().getOptions());
			XtextResource again = language.parse(resourceSet, "again-" + checked + "-" + resource.getURI().lastSegment(), text);
			assertEquals(List.of(), LanguageTestSupport.describe(language.languageErrors(again)), () -> "serialized:\n" + text);
			assertTrue(EcoreUtil.equals(original, LanguageTestSupport.root(again)),
					() -> resource.getURI() + " changed in the round trip; serialized:\n" + text);
			resourceSet.getResources().remove(again);
			checked++;
		}
		assertTrue(checked >= 4, "examples checked: " + checked);
	}

	/** A run of level 0 before a level written as a digit stays two things: ".*181" would read as 181 cells. */
	@Test
	void elevationRowsWithALevelAfterARunReadBackEqual() {
		org.eclipse.xtext.conversion.IValueConverterService converters = language.converters();
		org.banneret.model.grid.CellGrid grid = new org.banneret.model.grid.CellGrid(26, 3);
		grid.set(18, 1, 1);
		grid.set(25, 2, 12);
		String text = converters.toString(grid, "ElevationRows");
		XtextResource map = language.parse(language.empty(), "levels.hexmap",
				"map m of g { grid 26 x 3 flat odd elevation " + text + " }");
		assertEquals(grid, ((org.banneret.model.HexMap) LanguageTestSupport.root(map)).getElevation(), text);
	}

	/** What the graphical editor will do: build a model through the API, save it as text, read it back. */
	@Test
	void aModelBuiltThroughTheApiSavesAsTextThatReadsBackEqual() {
		StirlingFixture fixture = new StirlingFixture();
		XtextResourceSet built = language.empty();
		List<EObject> roots = List.of(fixture.system, fixture.map, fixture.scenario);
		List<String> names = List.of("fixture.gamesystem", "fixture.hexmap", "fixture.scenario");
		for (int i = 0; i < roots.size(); i++) {
			built.createResource(org.eclipse.emf.common.util.URI.createURI("test:/" + names.get(i))).getContents()
					.add(roots.get(i));
		}
		XtextResourceSet read = language.empty();
		List<EObject> parsed = new java.util.ArrayList<>();
		for (int i = 0; i < roots.size(); i++) {
			String text = serializer.serialize(roots.get(i), SaveOptions.newBuilder().format().getOptions());
			XtextResource resource = language.parse(read, names.get(i), text);
			parsed.add(LanguageTestSupport.root(resource));
		}
		for (int i = 0; i < roots.size(); i++) {
			XtextResource resource = (XtextResource) parsed.get(i).eResource();
			assertEquals(List.of(), LanguageTestSupport.describe(language.languageErrors(resource)),
					() -> resource.getParseResult().getRootNode().getText());
			int index = i;
			assertTrue(EcoreUtil.equals(roots.get(i), parsed.get(i)),
					() -> names.get(index) + " changed; serialized:\n" + resource.getParseResult().getRootNode().getText());
		}
	}

	@Test
	void formattingIsIdempotentOnEveryExample() {
		XtextResourceSet resourceSet = language.examples();
		for (Map.Entry<String, String> file : ExampleFiles.all().entrySet()) {
			XtextResource resource = language.parse(resourceSet, "format-" + file.getKey().replace('/', '-'), file.getValue());
			String once = language.format(resource);
			XtextResource formatted = language.parse(resourceSet, "formatted-" + file.getKey().replace('/', '-'), once);
			assertEquals(once, language.format(formatted), file.getKey() + " formats differently the second time");
			assertTrue(EcoreUtil.equals(LanguageTestSupport.root(resource), LanguageTestSupport.root(formatted)),
					file.getKey() + ": formatting changed the model");
		}
	}

	@Test
	void formatterLaysOutItemsOnePerLineWithIndentedBlocks() {
		XtextResourceSet resourceSet = language.examples();
		XtextResource resource = language.parse(resourceSet, "messy.scenario", """
				scenario test.Messy   "Messy"  of medieval { map bannockburn.StirlingMap turns 11  to 30
				side Scots { initiative   Leader Wallace (F2) , banner at 3318 { 4 x INF [ 0 ] at 3318 ( 1 ) } } }
				""");
		assertEquals("""
				scenario test.Messy "Messy" of medieval {
					map bannockburn.StirlingMap
					turns 11 to 30
					side Scots {
						initiative
						Leader Wallace (F2), banner at 3318 {
							4 x INF [0] at 3318(1)
						}
					}
				}
				""", language.format(resource));
	}
}

package org.banneret.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.banneret.model.EdgePlacement;
import org.banneret.model.HexMap;
import org.banneret.model.HexPlacement;
import org.banneret.model.Region;
import org.banneret.model.RegionPlacement;
import org.banneret.model.Scenario;
import org.banneret.model.Unit;
import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.validation.Issue;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import com.google.inject.Inject;

/** A scenario on several map sheets, as the language reads and checks it. */
@ExtendWith(InjectionExtension.class)
@InjectWith(BanneretInjectorProvider.class)
class BoardLanguageTest {

	@Inject
	private LanguageTestSupport language;
	private XtextResourceSet resourceSet;
	/** Scenarios parsed in this test: each its own file and name. */
	private int parsed;

	@BeforeEach
	void loadExamples() {
		resourceSet = language.examples();
	}

	private XtextResource parse(String maps, String units) {
		return language.parse(resourceSet, "board" + ++parsed + ".scenario", "scenario test.Board" + parsed + " of cryhavoc {\n" + maps
				+ "\nturns 1 to 5\nside Red { initiative\n" + units + "\n}\n}\n");
	}

	private List<String> languageIssues(XtextResource resource, Severity severity) {
		return language.validate(resource).stream().filter(issue -> issue.getSeverity() == severity)
				.filter(issue -> !LanguageTestSupport.isRuleFinding(issue)).map(this::describe).toList();
	}

	private String describe(Issue issue) {
		return issue.getLineNumber() + ":" + issue.getColumn() + ": " + issue.getMessage();
	}

	@Test
	void aHexOfAnotherSheetIsWrittenSheetColonLabel() {
		XtextResource resource = parse("map cryhavoc.BorderCastle as castle\nmap cryhavoc.Village as village offset 26, 0",
				"1 x Spearman at village:B07\n1 x Spearman at village : C07\n1 x Spearman at castle:A01, \"village:D07\"");
		assertEquals(List.of(), languageIssues(resource, Severity.ERROR));
		Scenario scenario = (Scenario) LanguageTestSupport.root(resource);
		List<List<String>> hexes = scenario.getSides().get(0).getElements().stream()
				.map(element -> ((HexPlacement) ((Unit) element).getPlacement()).getHexes()).map(List::copyOf).toList();
		assertEquals(List.of(List.of("village:B07"), List.of("village:C07"), List.of("castle:A01", "village:D07")), hexes);
		String formatted = language.format(resource);
		assertTrue(formatted.contains("at village:B07") && formatted.contains("at village:C07") && formatted.contains("at castle:A01,"),
				"the formatter leaves a sheet label as one word: " + formatted);
	}

	@Test
	void aRegionOrSideOfASheetIsWrittenSheetColonName() {
		XtextResource resource = parse("map cryhavoc.BorderCastle as castle\nmap cryhavoc.Village as village offset 26, 0",
				"1 x Spearman in castle:Keep\n1 x Spearman in village : Manor\n1 x Spearman in Manor\n"
						+ "1 x Spearman off map side castle:Approach\n1 x Spearman in village:Keep");
		List<String> errors = languageIssues(resource, Severity.ERROR);
		assertEquals(1, errors.size(), errors::toString);
		assertTrue(errors.get(0).startsWith("10:17: No region named 'village:Keep' on the maps of scenario"), "the village has no keep: " + errors);
		Scenario scenario = (Scenario) LanguageTestSupport.root(resource);
		List<Unit> units = scenario.getSides().get(0).getElements().stream().map(Unit.class::cast).toList();
		HexMap castle = scenario.getSheets().get(0).getMap();
		HexMap village = scenario.getSheets().get(1).getMap();
		Region keep = ((RegionPlacement) units.get(0).getPlacement()).getRegion();
		assertEquals("Keep", keep.getName());
		assertSame(castle, keep.eContainer());
		assertSame(village, ((RegionPlacement) units.get(1).getPlacement()).getRegion().eContainer());
		assertSame(((RegionPlacement) units.get(1).getPlacement()).getRegion(), ((RegionPlacement) units.get(2).getPlacement()).getRegion(),
				"a plain name the village alone has is the village's");
		assertSame(castle, ((EdgePlacement) units.get(3).getPlacement()).getMapSide().eContainer());
		String formatted = language.format(resource);
		assertTrue(formatted.contains("in castle:Keep") && formatted.contains("in village:Manor"), formatted);
	}

	@Test
	void aSheetHalfAHexOutOfLineIsAnErrorOnItsMapLine() {
		XtextResource resource = parse("map cryhavoc.BorderCastle as castle\nmap cryhavoc.Village as village offset 25, 0",
				"1 x Spearman at castle:A01");
		assertEquals(List.of("3:1: This map cannot be laid here: offset 25, 0 puts village half a hex out of line with the"
				+ " board's columns (alternate columns stand half a hex lower); offset 24, 0 or offset 26, 0 would fit."),
				languageIssues(resource, Severity.ERROR));
	}

	@Test
	void overlappingSheetsAreAnErrorThatSaysWhereTheSheetWouldLieBeside() {
		XtextResource resource = parse("map cryhavoc.BorderCastle as castle\nmap cryhavoc.Village as village offset 10, 4",
				"1 x Spearman at castle:A01");
		List<String> errors = languageIssues(resource, Severity.ERROR);
		assertEquals(1, errors.size(), errors.toString());
		assertTrue(errors.get(0).startsWith("3:1: This map cannot be laid here: offset 10, 4 lays village over castle"),
				errors.get(0));
		assertTrue(errors.get(0).endsWith("offset 26, 0 would lie beside it."), errors.get(0));
	}

	@Test
	void aPlainLabelThatAnotherSheetAlsoHasIsAWarningNamingBoth() {
		XtextResource resource = parse("map cryhavoc.BorderCastle as castle\nmap cryhavoc.Village as village offset 26, 0",
				"1 x Spearman at B07\n1 x Spearman at Z22");
		assertEquals(List.of("6:17: Hex B07 is read on the first sheet, castle, but village has a hex B07 too: write"
				+ " castle:B07 or village:B07."), languageIssues(resource, Severity.WARNING));
		XtextResource one = parse("map cryhavoc.BorderCastle as castle", "1 x Spearman at B07");
		assertEquals(List.of(), languageIssues(one, Severity.WARNING), "one sheet: a plain label is no question");
	}

	@Test
	void theExamplesOnSeveralSheetsQualifyEveryHex() {
		for (String example : List.of("village-assault.scenario", "battle-outside.scenario")) {
			XtextResource resource = (XtextResource) resourceSet.getResources().stream()
					.filter(r -> r.getURI().lastSegment().equals(example)).findFirst().orElseThrow();
			assertEquals(List.of(), languageIssues(resource, Severity.WARNING), example);
			assertEquals(List.of(), languageIssues(resource, Severity.ERROR), example);
		}
	}
}

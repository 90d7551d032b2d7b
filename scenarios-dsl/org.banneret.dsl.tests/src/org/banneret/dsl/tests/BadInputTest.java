package org.banneret.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.banneret.dsl.ide.server.BanneretFormatting;
import org.banneret.model.Scenario;
import org.banneret.model.Side;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.validation.Issue;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import com.google.inject.Inject;

/** Broken files give clear diagnostics at the right place, and lose what is still readable. */
@ExtendWith(InjectionExtension.class)
@InjectWith(BanneretInjectorProvider.class)
class BadInputTest {

	@Inject
	private LanguageTestSupport language;
	@Inject
	private org.eclipse.xtext.validation.IDiagnosticConverter converter;
	private XtextResourceSet resourceSet;

	@BeforeEach
	void loadExamples() {
		resourceSet = language.examples();
	}

	@Test
	void dozensOfSyntaxErrorsAreEachReportedOnTheirLineAndTheSidesSurvive() {
		StringBuilder text = new StringBuilder("scenario test.Broken of medieval {\n\tmap bannockburn.StirlingMap\n");
		Set<Integer> brokenLines = new TreeSet<>();
		for (int side = 0; side < 30; side++) {
			text.append("\tside S").append(side).append(" {\n");
			text.append("\t\tLeader L").append(side).append(" at 3318\n");
			brokenLines.add(text.toString().split("\n", -1).length);
			text.append("\t\t4 x INF [0 at 3318(1)\n"); // missing ']'
			text.append("\t}\n");
		}
		text.append("}\n");
		XtextResource resource = language.parse(resourceSet, "broken.scenario", text.toString());
		List<Issue> syntax = language.languageErrors(resource).stream()
				.filter(Issue::isSyntaxError).toList();
		Set<Integer> reported = new TreeSet<>();
		syntax.forEach(issue -> reported.add(issue.getLineNumber()));
		assertEquals(brokenLines, reported, () -> String.join("\n", LanguageTestSupport.describe(syntax)));
		Scenario scenario = (Scenario) LanguageTestSupport.root(resource);
		assertEquals(30, scenario.getSides().size(), "every side is still in the model, for the outline");
		Side last = scenario.getSides().get(29);
		assertEquals("L29", ((org.banneret.model.Unit) last.getElements().get(0)).getName());
	}

	@Test
	void twoBackFacesAreOneErrorAndTheFileIsNotReformatted() {
		XtextResource resource = language.parse(resourceSet, "twice.gamesystem", """
				game system twice {
					class foot
					unit Foot : foot { strength 2  back { strength 1 }  back { strength 0 } }
				}
				""");
		List<String> errors = LanguageTestSupport.describe(language.languageErrors(resource));
		assertEquals(1, errors.size(), errors.toString());
		assertTrue(errors.get(0).startsWith("3:") && errors.get(0).endsWith(
				": A counter has one back face; merge these 2 'back' blocks into one."), errors.toString());
		// The first block's face was replaced, yet its text is still there: a layout cannot place it.
		assertFalse(BanneretFormatting.canFormat(resource));
	}

	@Test
	void anUnresolvedNameSaysWhatWasLookedForAndWhere() {
		XtextResource resource = language.parse(resourceSet, "typo.scenario", """
				scenario test.Typo of medieval {
					map bannockburn.StirlingMap
					side Scots {
						4 x INFX [0] at 3318(1)
						5 x INF in OchilHils
					}
				}
				""");
		List<String> errors = LanguageTestSupport.describe(language.languageErrors(resource));
		assertTrue(errors.contains("4:7: No unit type named 'INFX' in game system medieval. Known: Leader, GrandLeader,"
				+ " CAV, INF, ARCH, XBOW, BOMB, HA, ...."), errors.toString());
		assertTrue(errors.stream().anyMatch(e -> e.startsWith(
				"5:14: No region named 'OchilHils' on the maps of scenario test.Typo. Known: OchillHills,")), errors.toString());
		assertEquals(2, errors.size(), errors.toString());
	}

	@Test
	void aMisspeltGameSystemIsOneErrorNotOnePerUnit() {
		XtextResource resource = language.parse(resourceSet, "system.scenario", """
				scenario test.System of medeival {
					map bannockburn.StirlingMap
					side Scots {
						nationality Scots
						Leader Wallace at 3318 {
							4 x INF [0] at 3318(1)
						}
					}
				}
				""");
		List<String> errors = LanguageTestSupport.describe(language.languageErrors(resource));
		assertEquals(1, errors.size(), errors.toString());
		assertTrue(errors.get(0).startsWith("1:25: No game system named 'medeival' in any .gamesystem, .hexmap or"
				+ " .scenario file of the workspace. Known: "), errors.toString());
		assertTrue(errors.get(0).contains("medieval"), errors.toString());
	}

	@Test
	void aHexOffTheMapIsAnErrorOnThatHexFromTheRules() {
		XtextResource resource = language.parse(resourceSet, "off.scenario", """
				scenario test.Off of medieval {
					map bannockburn.StirlingMap
					side Scots {
						Leader Wallace at 3318, 4599
					}
				}
				""");
		List<String> errors = LanguageTestSupport.describe(language.errors(resource)).stream()
				.filter(e -> e.contains("[BAN-HEX-1]")).toList();
		assertEquals(1, errors.size(), errors.toString());
		assertTrue(errors.get(0).startsWith("4:27: [BAN-HEX-1] Wallace is placed on hex 4599, which is not on map"
				+ " bannockburn.StirlingMap (44 x 31 hexes)."), errors.toString());
	}

	@Test
	void aGridOverTenThousandColumnsIsAnErrorNotAHang() {
		assertTimeoutPreemptively(Duration.ofSeconds(20), () -> {
			XtextResource grid = language.parse(resourceSet, "huge.hexmap", """
					map test.Huge of medieval {
						grid 20000 x 20000 flat odd
					}
					""");
			List<String> errors = LanguageTestSupport.describe(language.languageErrors(grid));
			assertTrue(errors.contains("2:7: The map grid has 20000 columns; a map needs 1 to 10000 columns."), errors.toString());
			XtextResource rows = language.parse(resourceSet, "hugerows.hexmap", """
					map test.HugeRows of medieval {
						grid 10 x 2 flat odd
						terrain {
							2147483647 * ".*99999"
						}
					}
					""");
			List<String> rowErrors = LanguageTestSupport.describe(language.languageErrors(rows));
			assertTrue(rowErrors.stream().anyMatch(e -> e.startsWith("4:")
					&& e.contains("more than 10000")), rowErrors.toString());
		});
	}

	@Test
	void aRowOfTheWrongLengthIsReportedOnThatRow() {
		XtextResource resource = language.parse(resourceSet, "ragged.hexmap", """
				map test.Ragged of medieval {
					grid 4 x 3 flat odd
					terrain {
						"...."
						"..."
						"f*4"
					}
				}
				""");
		List<String> errors = LanguageTestSupport.describe(language.languageErrors(resource));
		assertTrue(errors.contains("5:3: This row has 3 hexes but the first row has 4; every row of a grid has the same"
				+ " number of hexes."), errors.toString());
	}

	@Test
	void aCheckThatRanOutOfMemoryOrThrewSaysSoInWordsNotAsAnEValidatorError() {
		XtextResource resource = language.parse(resourceSet, "small.scenario",
				"scenario test.Small of medieval {\n\tmap bannockburn.StirlingMap\n}\n");
		Scenario scenario = (Scenario) LanguageTestSupport.root(resource);
		List<String> messages = new java.util.ArrayList<>();
		for (Throwable failure : List.of(new OutOfMemoryError("Java heap space"), new IllegalStateException("broken"))) {
			// What Xtext's composite validator reports when a validator throws.
			converter.convertValidatorDiagnostic(new org.eclipse.emf.common.util.BasicDiagnostic(
					org.eclipse.emf.common.util.Diagnostic.ERROR, "org.eclipse.emf.ecore", 0, "Error executing EValidator",
					new Object[] { scenario, failure }), issue -> messages.add(issue.getLineNumber() + ": " + issue.getMessage()));
		}
		long heap = Runtime.getRuntime().maxMemory() / (1 << 20);
		assertEquals(List.of("1: Banneret ran out of memory checking this file: it needs more than the " + heap
				+ " MB the Java heap may use. Run it with more, e.g. BANNERET_JAVA_OPTIONS=-Xmx4g.",
				"1: A check failed with java.lang.IllegalStateException: broken, so this file's findings may be incomplete;"
						+ " please report it."), messages);
	}
}

package org.banneret.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextSyntaxDiagnostic;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import com.google.inject.Inject;

/**
 * Syntax errors as a modder meets them: every example and built-in game system, one token
 * damaged at a time (dropped, doubled, misspelt, swapped with the next), at least 500 cases. No
 * case may throw, no message may speak the parser's language (token names, "mismatched
 * input", "expecting", "EOF"), and no mistake may give more than two syntax errors. How many
 * errors one damaged token gives is counted and printed.
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(BanneretInjectorProvider.class)
class SyntaxCorpusTest {

	private static final int CASES_PER_FILE = 40;
	private static final Pattern JARGON = Pattern.compile(
			"RULE_|mismatched|expecting|viable|extraneous|EOF|input|token|set null|did not match|required \\(");

	@Inject
	private LanguageTestSupport language;

	@Test
	void everyOneTokenMistakeGetsAMessageInTheLanguagesWords() throws IOException {
		Map<String, String> files = new TreeMap<>(ExampleFiles.all());
		List<String> jargon = new ArrayList<>();
		List<String> cascades = new ArrayList<>();
		Map<Integer, Integer> errorsPerCase = new TreeMap<>();
		int cases = 0;
		for (Map.Entry<String, String> file : files.entrySet()) {
			for (OneTokenMistakes.Mistake mistake : OneTokenMistakes.of(load(file.getKey(), file.getValue()), file.getValue(),
					CASES_PER_FILE)) {
				cases++;
				List<String> messages = syntaxErrors(file.getKey(), mistake.text());
				errorsPerCase.merge(Math.min(messages.size(), 5), 1, Integer::sum);
				if (messages.size() > 2) {
					cascades.add(mistake.describe(file.getKey()) + ":\n    " + String.join("\n    ", messages));
				}
				for (String message : messages) {
					// The user's own words, quoted in the message, are theirs to choose.
					if (JARGON.matcher(message.replaceAll("'[^']*'|\"[^\"]*\"", "''")).find()) {
						jargon.add(mistake.describe(file.getKey()) + ": " + message);
					}
				}
			}
		}
		System.out.println("syntax corpus: " + cases + " one-token mistakes; syntax errors per mistake (5 = 5 or more): "
				+ errorsPerCase);
		assertTrue(cases >= 500, cases + " cases");
		assertEquals(List.of(), jargon);
		assertEquals(List.of(), cascades, "one-token mistakes with more than two syntax errors");
	}

	/** The mistakes a modder reported, each one error in the language's words, and the lines after it read as before. */
	@Test
	void theReportedMistakesGetOneErrorEachInTheLanguagesWords() throws IOException {
		assertEquals(List.of("5:20: '(' has no place here: a unit row is written '4 x INF'; a placement starts with 'at',"
				+ " as in 'at 3318' or 'at 3318(1)'."), firstErrors("4 x INF [0] 3318(1)", 1));
		assertEquals(List.of("5:30: Did you mean 'facing' instead of 'facin'? 'NE' has no place after it."),
				syntaxErrors("probe.scenario", leader("1 x CAV [2] at 2710 facin NE")));
		assertEquals(List.of("5:31: 'NX' has no place here: a facing: N, NE, SE, S, SW, NW (NE, E, SE, SW, W, NW on a"
				+ " pointy-topped grid) comes after 'facing'."), firstErrors("1 x CAV [2] at 2710 facing NX", 1));
		String map = "map test.Rows of medieval {\n\tgrid 4 x 3 flat odd\n\tterrain {\n\t\t\"ffff\"\n\t\tQQ \"....\"\n\t\t\"ffff\"\n\t}\n"
				+ "\televation { \"1111\" 2 * \"....\" + }\n}\n";
		assertEquals(List.of("5:3: 'QQ' is not a terrain row: a row is a text in quotes, such as \"..ff~~\" or 3 * \".*20\", and the rows"
				+ " end with '}'.", "8:32: '+' is not an elevation row: a row is a text in quotes, such as \"..1122\" or 3 * \"0*20\","
				+ " and the rows end with '}'."), syntaxErrors("probe.hexmap", map));
		assertEquals(List.of("4:19: Fatigue is written F0 to F9, as the rulebooks print it, not 'F-1'."),
				syntaxErrors("probe.scenario", leader("").replace("(F2)", "(F-1)")));
	}

	/** A scenario with the line in a leader's block, and a unit row after it. */
	private static String leader(String line) {
		return "scenario test.Probe of medieval {\n\tmap bannockburn.StirlingMap\n\tside Scots {\n\t\tLeader Wallace (F2) at 3318 {\n"
				+ "\t\t\t" + line + "\n\t\t\t2 x INF at 3318\n\t\t}\n\t}\n}\n";
	}

	private List<String> firstErrors(String line, int count) throws IOException {
		List<String> errors = syntaxErrors("probe.scenario", leader(line));
		return errors.subList(0, Math.min(count, errors.size()));
	}

	private List<String> syntaxErrors(String name, String text) throws IOException {
		XtextResource resource = load(name, text);
		List<String> messages = new ArrayList<>();
		for (Resource.Diagnostic error : resource.getErrors()) {
			if (error instanceof XtextSyntaxDiagnostic) {
				messages.add(error.getLine() + ":" + error.getColumn() + ": " + error.getMessage());
			}
		}
		return messages;
	}

	private XtextResource load(String name, String text) throws IOException {
		String fileName = name.substring(name.lastIndexOf('/') + 1);
		XtextResource resource = (XtextResource) language.empty().createResource(URI.createURI("test:/" + fileName));
		resource.load(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), null);
		return resource;
	}
}

package org.banneret.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.banneret.model.Scenario;
import org.banneret.model.Side;
import org.banneret.model.Unit;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.ILeafNode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.validation.Issue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import com.google.inject.Inject;

/**
 * A one-token mistake stays in its statement: the rule findings of every line outside the
 * damaged statement are those of the file as written, except where the statement's absence
 * changes them (a unit row the parser cannot read is not counted, so a side's totals may change
 * as if it were not there): a finding that comes or goes outside the statement must come or go
 * as well when the statement is taken out of the file. A statement is the element that begins the mistake's line: a unit row,
 * a leader with its block, a special rule. Every example scenario, map and game system, the same
 * mistakes as the syntax corpus.
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(BanneretInjectorProvider.class)
class DamageStaysInItsStatementTest {

	private static final int CASES_PER_FILE = 40;

	@Inject
	private LanguageTestSupport language;

	@Test
	void aMistakeChangesNoRuleFindingOutsideItsStatement() throws IOException {
		List<String> changed = new ArrayList<>();
		int cases = 0;
		for (Map.Entry<String, String> file : new TreeMap<>(ExampleFiles.all()).entrySet()) {
			XtextResourceSet examples = language.examples();
			URI uri = ExampleFiles.uri(file.getKey());
			// The file read alone, for its tokens and statements; the examples' copy is replaced case by case.
			XtextResource original = (XtextResource) language.empty().createResource(uri);
			original.load(new ByteArrayInputStream(file.getValue().getBytes(StandardCharsets.UTF_8)), null);
			for (OneTokenMistakes.Mistake mistake : OneTokenMistakes.of(original, file.getValue(), CASES_PER_FILE)) {
				int[] statement = statementLines(original, mistake);
				if (statement == null || lineCount(mistake.text()) != lineCount(file.getValue())) {
					continue;
				}
				cases++;
				List<String> asWritten = outside(findings(examples, uri, file.getValue()), statement);
				List<String> damaged = outside(findings(examples, uri, mistake.text()), statement);
				List<String> without = outside(findings(examples, uri, without(file.getValue(), original, mistake)), statement);
				// A finding that comes or goes must come or go as well when the statement is not there at all.
				List<String> came = difference(difference(damaged, asWritten), difference(without, asWritten));
				List<String> went = difference(difference(asWritten, damaged), difference(asWritten, without));
				if (!came.isEmpty() || !went.isEmpty()) {
					changed.add(mistake.describe(file.getKey()) + " (statement on lines " + statement[0] + "-" + statement[1]
							+ "):\n    went: " + went + "\n    came: " + came);
				}
			}
		}
		System.out.println("damage stays in its statement: " + cases + " one-token mistakes, " + changed.size()
				+ " change a rule finding outside the damaged statement");
		// Cases that cannot be judged are skipped; enough must be left for the test to say anything (512 when written).
		assertTrue(cases >= 400, "only " + cases + " one-token mistakes were judged");
		assertEquals(List.of(), changed, "mistakes that change rule findings outside their statement");
	}

	/** A row missing its hex is set aside alone: the next row, which the parser read as that hex, is in the model as written. */
	@Test
	void aRowMissingItsHexLeavesTheNextRowAsWritten() {
		XtextResource resource = probe("\t\t\t4 x INF [0] at\n\t\t\t2 x CAV at 3318\n");
		assertEquals(List.of("5: This line is not finished: a hex such as 1921, or an area such as 1921(2) comes after 'at'."),
				syntaxErrors(resource));
		assertEquals(List.of("Wallace", "2 x CAV at 3318", "Moray"), units(resource));
	}

	/** A doubled brace is set aside alone: the leader keeps his block, and the side after it is read. */
	@Test
	void aDoubledBraceLeavesTheBlocksAsWritten() {
		String text = PROBE.formatted("\t\t\t4 x INF [0] at 3318(1)\n");
		XtextResource written = language.parse(language.examples(), "written.scenario", text);
		XtextResource doubled = language.parse(language.examples(), "doubled.scenario", text.replace("at 3318 {", "at 3318 { {"));
		assertEquals(1, syntaxErrors(doubled).size(), syntaxErrors(doubled).toString());
		assertEquals(units(written), units(doubled));
		assertTrue(((Scenario) doubled.getContents().get(0)).getSides().stream().anyMatch(side -> side.getName().equals("English")));
	}

	/**
	 * A row whose first words are swapped ("x 1 INF") is met by the parser's look-ahead on the row
	 * before it: the swapped row is set aside, not the row before, which keeps its placement.
	 */
	@Test
	void aRowWithItsFirstWordsSwappedLeavesTheRowBeforeAsWritten() {
		XtextResource resource = probe("\t\t\t1 x INF [0] at 3318\n\t\t\tx 1 INF [0] at 3319\n\t\t\t1 x INF [0] at 3320\n");
		assertEquals(List.of("6: 'x' has no place here. Delete it, or check the line above."), syntaxErrors(resource));
		assertEquals(List.of("Wallace", "1 x INF [0] at 3318", "1 x INF [0] at 3320", "Moray"), units(resource));
	}

	/** A leader's block that lost its opening brace keeps its rows, in the side, and the side after it. */
	@Test
	void aBlockThatLostItsOpeningBraceKeepsItsRowsAndTheNextSide() {
		String text = PROBE.formatted("\t\t\t4 x INF [0] at 3318(1)\n").replace("Leader Wallace (F2) at 3318 {", "Leader Wallace (F2) at 3318");
		XtextResource lost = language.parse(language.examples(), "lost.scenario", text);
		assertEquals(List.of("6: '}' closes no block: a line above it lost the '{' that opens its block."), syntaxErrors(lost));
		assertEquals(List.of("Wallace", "4 x INF [0] at 3318(1)", "Moray"), units(lost));
		assertTrue(((Scenario) lost.getContents().get(0)).getSides().stream().anyMatch(side -> side.getName().equals("English")));
	}

	/** A missing closing brace, which no set-aside line mends, leaves the parser's first reading and its error. */
	@Test
	void aMissingBraceKeepsTheFirstReading() {
		String text = PROBE.formatted("\t\t\t4 x INF [0] at 3318(1)\n");
		XtextResource missing = language.parse(language.examples(), "missing.scenario", text.replaceFirst("\n\t\t}\n", "\n"));
		assertFalse(syntaxErrors(missing).isEmpty());
		assertTrue(syntaxErrors(missing).size() <= 2, syntaxErrors(missing).toString());
	}

	private static final String PROBE = """
			scenario test.Probe of medieval {
				map bannockburn.StirlingMap
				side Scots {
					Leader Wallace (F2) at 3318 {
			%s		}
					Leader Moray at 3512
				}
				side English {
					initiative
					Leader Surrey at 517
				}
			}
			""";

	private XtextResource probe(String rows) {
		return language.parse(language.examples(), "probe.scenario", PROBE.formatted(rows));
	}

	private static List<String> syntaxErrors(XtextResource resource) {
		return resource.getErrors().stream().filter(org.eclipse.xtext.resource.XtextSyntaxDiagnostic.class::isInstance)
				.map(error -> error.getLine() + ": " + error.getMessage()).toList();
	}

	/** The Scots' unit rows as written, a leader by his name. */
	private static List<String> units(XtextResource resource) {
		Side scots = ((Scenario) resource.getContents().get(0)).getSides().get(0);
		List<String> rows = new ArrayList<>();
		scots.eAllContents().forEachRemaining(element -> {
			if (element instanceof Unit unit) {
				rows.add(unit.getName() != null ? unit.getName() : NodeModelUtils.getTokenText(NodeModelUtils.getNode(unit)));
			}
		});
		return rows;
	}

	/** The first and last line of the statements the mistake damaged, or null when one is the whole file. */
	private static int[] statementLines(XtextResource original, OneTokenMistakes.Mistake mistake) {
		int[] offsets = statementOffsets(original, mistake);
		if (offsets == null) {
			return null;
		}
		String text = original.getParseResult().getRootNode().getText();
		return new int[] { lineAt(text, offsets[0]), lineAt(text, offsets[1] - 1) };
	}

	/** The text from the first to the end of the last statement the mistake damaged (a swap may damage two). */
	private static int[] statementOffsets(XtextResource original, OneTokenMistakes.Mistake mistake) {
		String text = original.getParseResult().getRootNode().getText();
		ICompositeNode first = statement(text, mistake.token());
		ICompositeNode last = mistake.swapped() == null ? first : statement(text, mistake.swapped());
		if (first == null || last == null) {
			return null;
		}
		return new int[] { Math.min(first.getOffset(), last.getOffset()), Math.max(first.getEndOffset(), last.getEndOffset()) };
	}

	/** The node of the element that begins the token's line and holds it, or null when that is the whole file. */
	private static ICompositeNode statement(String text, ILeafNode token) {
		EObject element = NodeModelUtils.findActualSemanticObjectFor(token);
		while (element != null && element.eContainer() != null && !beginsItsLine(text, NodeModelUtils.getNode(element))) {
			element = element.eContainer();
		}
		return element == null || element.eContainer() == null ? null : NodeModelUtils.getNode(element);
	}

	private static int lineAt(String text, int offset) {
		return (int) text.substring(0, offset).chars().filter(c -> c == '\n').count() + 1;
	}

	private static boolean beginsItsLine(String text, ICompositeNode node) {
		int lineStart = text.lastIndexOf('\n', node.getOffset() - 1) + 1;
		return text.substring(lineStart, node.getOffset()).isBlank();
	}

	/** The text with the damaged statements' text blanked, their line breaks kept so that lines keep their numbers. */
	private static String without(String text, XtextResource original, OneTokenMistakes.Mistake mistake) {
		int[] offsets = statementOffsets(original, mistake);
		String blank = text.substring(offsets[0], offsets[1]).replaceAll("[^\n]", " ");
		return text.substring(0, offsets[0]) + blank + text.substring(offsets[1]);
	}

	/**
	 * The rule findings of the text, read in place of the file among the other examples, as
	 * "line: RULE-ID": a finding is its rule and its place; its message may count what the damaged
	 * statement added to a side.
	 */
	private List<String> findings(XtextResourceSet examples, URI uri, String text) throws IOException {
		Resource old = examples.getResource(uri, false);
		if (old != null) {
			old.unload();
			examples.getResources().remove(old);
		}
		XtextResource resource = (XtextResource) examples.createResource(uri);
		resource.load(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), null);
		EcoreUtil.resolveAll(resource);
		List<String> findings = new ArrayList<>();
		for (Issue issue : language.validate(resource)) {
			if (LanguageTestSupport.isRuleFinding(issue)) {
				findings.add(issue.getLineNumber() + ": " + issue.getCode());
			}
		}
		findings.sort(null);
		return findings;
	}

	private static List<String> outside(List<String> findings, int[] statement) {
		return findings.stream().filter(finding -> {
			int line = Integer.parseInt(finding.substring(0, finding.indexOf(':')));
			return line < statement[0] || line > statement[1];
		}).toList();
	}

	private static List<String> difference(List<String> these, List<String> those) {
		List<String> left = new ArrayList<>(these);
		those.forEach(left::remove);
		return left;
	}

	private static long lineCount(String text) {
		return text.chars().filter(c -> c == '\n').count();
	}
}

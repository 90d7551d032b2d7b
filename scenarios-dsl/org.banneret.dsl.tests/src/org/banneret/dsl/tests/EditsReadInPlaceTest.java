package org.banneret.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import org.banneret.dsl.resource.BanneretResource;
import org.banneret.model.BanneretPackage;
import org.banneret.model.CounterTemplate;
import org.banneret.model.HexMap;
import org.banneret.model.HexPlacement;
import org.banneret.model.RuleFlag;
import org.banneret.model.Scenario;
import org.banneret.model.Unit;
import org.banneret.model.VictoryPoints;
import org.banneret.model.map.MapGeometry;
import org.banneret.rules.RuleDiagnostic;
import org.banneret.rules.Validation;
import org.banneret.validation.RuleCatalog;
import org.banneret.validation.RulesValidator;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.ecore.util.Diagnostician;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.InternalEObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.xtext.nodemodel.ILeafNode;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import com.google.inject.Inject;

/**
 * An edit read in place ({@code XtextResource.update}) gives the model, links and errors the whole
 * new text gives, while the elements outside the edit stay, with the links they had resolved.
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(BanneretInjectorProvider.class)
class EditsReadInPlaceTest {

	private static final String STIRLING = "org.banneret.examples/bannockburn/stirling.scenario";
	private static final String FREE_SETUP = "org.banneret.examples/sluys/freesetup.scenario";
	private static final String KNIGHT_ERRANT = "org.banneret.examples/cryhavoc/knight-errant.scenario";
	private static final int EDITS_PER_FILE = 24;

	@Inject
	private LanguageTestSupport language;

	@Test
	void aMovedRowIsReadInPlaceAndTheRowsOutsideItsBlockKeepTheirResolvedTypes() {
		XtextResource resource = example(STIRLING);
		Scenario scenario = (Scenario) resource.getContents().get(0);
		List<Unit> units = units(scenario);
		// A row in a leader's block: the parser reads the block again, as a row's end is known only from the next row.
		Unit moved = units.stream().filter(unit -> unit.getPlacement() instanceof HexPlacement && unit.eContainer() instanceof Unit)
				.findFirst().orElseThrow();
		EObject block = moved.eContainer();
		int index = units.indexOf(moved);
		INode placement = NodeModelUtils.getNode(moved.getPlacement());
		Map<Unit, Object> types = new IdentityHashMap<>();
		units.forEach(unit -> types.put(unit, unit.getType()));

		resource.update(placement.getOffset(), placement.getLength(), "at 2020");

		assertTrue(resource.getErrors().isEmpty(), resource.getErrors().toString());
		assertSame(scenario, resource.getContents().get(0), "the root stays");
		List<Unit> after = units(scenario);
		assertEquals(units.size(), after.size());
		int kept = 0;
		for (int i = 0; i < units.size(); i++) {
			Unit unit = units.get(i);
			if (unit != block && !EcoreUtil.isAncestor(block, unit)) {
				assertSame(unit, after.get(i), "a row outside the moved row's block stays: " + unit.getName());
				assertSame(types.get(unit), ((InternalEObject) unit).eGet(BanneretPackage.Literals.UNIT__TYPE, false, false),
						"and keeps its resolved type");
				kept++;
			}
		}
		assertTrue(kept >= units.size() / 2, kept + " of " + units.size() + " rows kept");
		Unit now = after.get(index);
		assertEquals(List.of("2020"), ((HexPlacement) now.getPlacement()).getHexes());
		assertSame(types.get(moved), now.getType(), "the moved row's type resolves");
		List<EObject> changed = ((BanneretResource) resource).changedInPlace();
		assertTrue(changed.contains(now), "the moved row is told as changed");
		EObject newBlock = now.eContainer();
		for (EObject element : changed) {
			boolean linksIntoBlock = element.eCrossReferences().stream().anyMatch(target -> EcoreUtil.isAncestor(newBlock, target));
			assertTrue(EcoreUtil.isAncestor(newBlock, element) || linksIntoBlock,
					"only the moved row's block changed, and what names its units: " + element);
		}
	}

	@Test
	void aResolvedLinkIntoAnEditedStatementLooksForItsNameAgain() {
		XtextResource resource = example(FREE_SETUP);
		Scenario scenario = (Scenario) resource.getContents().get(0);
		EcoreUtil.resolveAll(resource);
		Unit edward = unit(scenario, "Edward");
		Unit squadron = edward.getCarrier();
		assertEquals("E1a", squadron.getName());
		String text = resource.getParseResult().getRootNode().getText();
		int name = text.indexOf("E1a \"English 1st command");

		resource.update(name, 3, "E1x"); // the squadron's row is read again; Edward's row, elsewhere, stays

		assertSame(scenario, resource.getContents().get(0), "read in place");
		assertSame(edward, unit(scenario, "Edward"), "Edward's row stays");
		assertTrue(squadron.eIsProxy(), "the old squadron is unloaded");
		assertTrue(edward.getCarrier().eIsProxy(), "no E1a any more, though a squadron stands where it stood");
		assertTrue(resource.getErrors().stream().anyMatch(error -> error.getMessage().contains("E1a")), resource.getErrors().toString());

		resource.update(name, 3, "E1a");

		assertSame(unit(scenario, "E1a"), edward.getCarrier(), "the squadron of that name again");
		assertTrue(resource.getErrors().isEmpty(), resource.getErrors().toString());
	}

	@Test
	void aNameEditedInPlaceChangesWhatTheLinksOutsideTheEditFind() {
		XtextResource resource = example(KNIGHT_ERRANT);
		Scenario scenario = (Scenario) resource.getContents().get(0);
		EcoreUtil.resolveAll(resource);
		RuleFlag hero = flag(scenario, "hero");
		assertSame(unit(scenario, "Richard"), hero.getTargets().get(0), "the rule names the scenario's counter Richard");
		String text = resource.getParseResult().getRootNode().getText();
		int name = text.indexOf("Richard \"Sir Richard\"");

		resource.update(name, "Richard".length(), "Richardx");

		assertSame(scenario, resource.getContents().get(0), "read in place");
		EObject found = hero.getTargets().get(0);
		assertTrue(found instanceof CounterTemplate template && "Richard".equals(template.getName()) && found.eResource() != resource,
				"no counter Richard in the scenario: the game system's counter of that name");

		resource.update(name, "Richardx".length(), "Richard");

		assertSame(scenario, resource.getContents().get(0), "read in place");
		assertSame(unit(scenario, "Richard"), hero.getTargets().get(0), "the scenario's counter Richard again, which hides the game system's");
	}

	@Test
	void aMistakeTypedInARowIsReadInPlaceAndSetAsideAsTheWholeTextSetsItAside() throws IOException {
		XtextResource resource = example(STIRLING);
		Scenario scenario = (Scenario) resource.getContents().get(0);
		String text = resource.getParseResult().getRootNode().getText();
		int row = text.indexOf("3 x INF [1] at 3318(1)");
		Unit wallace = unit(scenario, "Wallace");
		Unit moray = unit(scenario, "Moray");
		int rows = wallace.getElements().size();

		resource.update(row, 0, "x");

		assertSame(scenario, resource.getContents().get(0), "read in place");
		assertSame(moray, unit(scenario, "Moray"), "a leader outside the edited block stays");
		Unit edited = unit(scenario, "Wallace");
		assertEquals(rows - 1, edited.getElements().size(), "the damaged row is set aside, the block's other rows read");
		assertEquals(1, resource.getErrors().size(), resource.getErrors().toString());
		assertEquals(text.substring(0, row).split("\n", -1).length, resource.getErrors().get(0).getLine(), "on the row's line");
		XtextResource whole = example(STIRLING);
		whole.reparse(text.substring(0, row) + "x" + text.substring(row));
		assertEquals(describe(whole), describe(resource));

		resource.update(row, 1, "");

		assertSame(scenario, resource.getContents().get(0), "read in place");
		assertSame(moray, unit(scenario, "Moray"));
		assertEquals(rows, unit(scenario, "Wallace").getElements().size());
		assertTrue(resource.getErrors().isEmpty(), resource.getErrors().toString());
	}

	private static RuleFlag flag(Scenario scenario, String key) {
		for (var contents = scenario.eAllContents(); contents.hasNext();) {
			if (contents.next() instanceof RuleFlag flag && key.equals(flag.getKey())) {
				return flag;
			}
		}
		throw new AssertionError("no flag " + key);
	}

	/** An example file read in a resource set of its own, beside the other examples. */
	private XtextResource example(String path) {
		return (XtextResource) language.examples().getResource(ExampleFiles.uri(path), false);
	}

	private static Unit unit(Scenario scenario, String name) {
		return units(scenario).stream().filter(unit -> name.equals(unit.getName())).findFirst().orElseThrow();
	}

	private static List<Unit> units(Scenario scenario) {
		List<Unit> units = new ArrayList<>();
		scenario.eAllContents().forEachRemaining(element -> {
			if (element instanceof Unit unit) {
				units.add(unit);
			}
		});
		return units;
	}

	@Test
	void editsReadInPlaceGiveTheModelTheWholeTextGives() throws IOException {
		List<String> differ = new ArrayList<>();
		int cases = 0;
		int inPlace = 0;
		for (Map.Entry<String, String> file : new TreeMap<>(ExampleFiles.all()).entrySet()) {
			XtextResourceSet edited = language.examples();
			XtextResourceSet whole = language.examples();
			XtextResource resource = (XtextResource) edited.getResource(ExampleFiles.uri(file.getKey()), false);
			XtextResource wholeResource = (XtextResource) whole.getResource(ExampleFiles.uri(file.getKey()), false);
			String text = file.getValue();
			String original = describe(resource);
			for (String changed : edits(resource, text)) {
				int start = commonPrefix(text, changed);
				int end = commonSuffix(text, changed, start);
				EObject rootBefore = resource.getContents().get(0);
				resource.update(start, text.length() - end - start, changed.substring(start, changed.length() - end));
				if (!resource.getContents().isEmpty() && resource.getContents().get(0) == rootBefore) {
					inPlace++;
				}
				wholeResource.reparse(changed);
				String expected = describe(wholeResource);
				String actual = describe(resource);
				if (!expected.equals(actual)) {
					differ.add(file.getKey() + " at " + start + ": " + firstDifference(expected, actual));
				}
				resource.update(start, changed.length() - end - start, text.substring(start, text.length() - end));
				wholeResource.reparse(text);
				if (!original.equals(describe(resource))) {
					differ.add(file.getKey() + " at " + start + " undone: " + firstDifference(original, describe(resource)));
				}
				cases++;
			}
		}
		System.out.printf("edits read in place: %d of %d kept the root%n", inPlace, cases);
		assertTrue(cases > 200, cases + " cases");
		assertTrue(inPlace > cases / 3, inPlace + " of " + cases + " edits kept the root");
		assertEquals(List.of(), differ, differ.size() + " of " + cases + " edits read in place differ from the whole text");
	}

	@Test
	void aRuleCheckUpdatedAfterEditsReadInPlaceFindsWhatANewCheckFinds() {
		List<String> differ = new ArrayList<>();
		int cases = 0;
		int updated = 0;
		for (Map.Entry<String, String> file : new TreeMap<>(ExampleFiles.all()).entrySet()) {
			if (!file.getKey().endsWith(".scenario")) {
				continue;
			}
			XtextResource resource = example(file.getKey());
			String text = file.getValue();
			Validation validation = RuleCatalog.engine().validate((Scenario) resource.getContents().get(0), Map.of());
			for (String changed : edits(resource, text)) {
				int start = commonPrefix(text, changed);
				int end = commonSuffix(text, changed, start);
				for (String[] edit : List.of(new String[] { text, changed }, new String[] { changed, text })) {
					String from = edit[0];
					String to = edit[1];
					resource.update(start, from.length() - end - start, to.substring(start, to.length() - end));
					List<EObject> readAnew = ((BanneretResource) resource).changedInPlace();
					if (readAnew != null && validation.updateAfterEdit(readAnew)) {
						updated++;
					} else {
						validation = resource.getContents().isEmpty() ? null
								: RuleCatalog.engine().validate((Scenario) resource.getContents().get(0), Map.of());
					}
					if (validation != null) {
						String expected = findings(RuleCatalog.engine().validate((Scenario) resource.getContents().get(0), Map.of()));
						String actual = findings(validation);
						if (!expected.equals(actual)) {
							differ.add(file.getKey() + " at " + start + ": " + firstDifference(expected, actual));
						}
					}
					cases++;
				}
			}
		}
		System.out.printf("rule checks after edits read in place: %d of %d updated, the others made anew%n", updated, cases);
		assertTrue(updated > cases / 4, updated + " of " + cases + " checks were updated");
		assertEquals(List.of(), differ, differ.size() + " of " + cases + " updated checks differ from a new check");
	}

	@Test
	void theRulesValidatorAfterEditsReadInPlaceFindsWhatItFindsInTheWholeText() throws IOException {
		RulesValidator.register();
		List<String> differ = new ArrayList<>();
		int cases = 0;
		for (Map.Entry<String, String> file : new TreeMap<>(ExampleFiles.all()).entrySet()) {
			if (!file.getKey().endsWith(".scenario")) {
				continue;
			}
			XtextResource resource = example(file.getKey());
			XtextResource wholeResource = example(file.getKey());
			String text = file.getValue();
			ruleDiagnostics(resource); // the check the edits bring up to date
			for (String changed : edits(resource, text)) {
				int start = commonPrefix(text, changed);
				int end = commonSuffix(text, changed, start);
				for (String[] edit : List.of(new String[] { text, changed }, new String[] { changed, text })) {
					resource.update(start, edit[0].length() - end - start, edit[1].substring(start, edit[1].length() - end));
					wholeResource.reparse(edit[1]);
					String expected = ruleDiagnostics(wholeResource);
					String actual = ruleDiagnostics(resource);
					if (!expected.equals(actual)) {
						differ.add(file.getKey() + " at " + start + ": " + firstDifference(expected, actual));
					}
					cases++;
				}
			}
		}
		assertTrue(cases > 200, cases + " cases");
		assertEquals(List.of(), differ, differ.size() + " of " + cases + " checks after edits read in place differ from the whole text's");
	}

	@Test
	void theRulesValidatorAfterAnEditReadInPlaceJudgesWithTheMapAsItWasReadAgain() throws IOException {
		RulesValidator.register();
		String mapPath = "org.banneret.examples/bannockburn/stirling.hexmap";
		String narrower = ExampleFiles.all().get(mapPath).replace("grid 44 x 31", "grid 30 x 31"); // columns 31 to 44 gone
		String text = ExampleFiles.all().get(STIRLING);
		int hex = text.indexOf("at 3318(1)") + "at 3318".length() - 1;
		String moved = text.substring(0, hex) + "9" + text.substring(hex + 1);
		XtextResourceSet edited = language.examples();
		XtextResource resource = (XtextResource) edited.getResource(ExampleFiles.uri(STIRLING), false);
		String before = ruleDiagnostics(resource);

		((XtextResource) edited.getResource(ExampleFiles.uri(mapPath), false)).reparse(narrower);
		resource.update(hex, 1, "9");

		assertTrue(((BanneretResource) resource).changedInPlace() != null, "the move is read in place");
		XtextResourceSet whole = language.examples();
		((XtextResource) whole.getResource(ExampleFiles.uri(mapPath), false)).reparse(narrower);
		XtextResource wholeResource = (XtextResource) whole.getResource(ExampleFiles.uri(STIRLING), false);
		wholeResource.reparse(moved);
		String expected = ruleDiagnostics(wholeResource);
		assertTrue(!expected.equals(before), "the narrower map changes the findings");
		assertEquals(expected, ruleDiagnostics(resource));
	}

	@Test
	void theRulesValidatorAfterAnEditReadInPlaceJudgesWithTheMapsRowsAsTheyWereEdited() throws IOException {
		RulesValidator.register();
		String mapPath = "org.banneret.examples/bannockburn/stirling.hexmap";
		String grid = "grid 44 x 31 flat odd hex 16 mm labels numeric column digits 0 first row 0";
		String row = "\t\t\"" + "c".repeat(44) + "\"\n";
		String rows = "\n\tterrain {\n" + row.repeat(31) + "\t}";
		String withRows = ExampleFiles.all().get(mapPath).replace(grid, grid + rows);
		String text = ExampleFiles.all().get(STIRLING);
		int hex = text.indexOf("at 2710(1)") + "at 2710".length() - 1; // a row of de Thweng's, not Wallace's
		XtextResourceSet edited = language.examples();
		XtextResource map = (XtextResource) edited.getResource(ExampleFiles.uri(mapPath), false);
		map.reparse(withRows);
		XtextResource resource = (XtextResource) edited.getResource(ExampleFiles.uri(STIRLING), false);
		ruleDiagnostics(resource); // the check the next is brought up to date from

		// Wallace's hex becomes river (impassable) by an edit of the map's rows, read in place; then a row elsewhere moves.
		HexMap hexMap = (HexMap) map.getContents().get(0);
		MapGeometry at = MapGeometry.of(hexMap);
		var cell = at.layout().toOffset(at.hex("3318"));
		int offset = withRows.indexOf("terrain {\n") + "terrain {\n".length() + cell.row() * row.length() + 3 + cell.column();
		map.update(offset, 1, "~");
		assertSame(hexMap, map.getContents().get(0), "the edit of the rows is read in place");
		String painted = map.getParseResult().getRootNode().getText();
		resource.update(hex, 1, "1");
		assertTrue(((BanneretResource) resource).changedInPlace() != null, "the move is read in place");

		XtextResourceSet whole = language.examples();
		((XtextResource) whole.getResource(ExampleFiles.uri(mapPath), false)).reparse(painted);
		XtextResource wholeResource = (XtextResource) whole.getResource(ExampleFiles.uri(STIRLING), false);
		wholeResource.reparse(text.substring(0, hex) + "1" + text.substring(hex + 1));
		String expected = ruleDiagnostics(wholeResource);
		XtextResourceSet unpainted = language.examples();
		((XtextResource) unpainted.getResource(ExampleFiles.uri(mapPath), false)).reparse(withRows);
		XtextResource unpaintedResource = (XtextResource) unpainted.getResource(ExampleFiles.uri(STIRLING), false);
		unpaintedResource.reparse(text.substring(0, hex) + "1" + text.substring(hex + 1));
		assertTrue(!expected.equals(ruleDiagnostics(unpaintedResource)), "the river under Wallace changes the findings:\n" + expected);
		assertEquals(expected, ruleDiagnostics(resource));
	}

	@Test
	void aCheckBroughtUpToDateAfterAMoveKeepsTheDiagnosticsOfTheFindingsItKept() {
		RulesValidator.register();
		String text = ExampleFiles.all().get(STIRLING);
		XtextResource resource = example(STIRLING);
		List<Diagnostic> before = Diagnostician.INSTANCE.validate(resource.getContents().get(0)).getChildren();
		int hex = text.indexOf("at 2710(1)") + "at 2710".length() - 1; // a row of de Thweng's
		resource.update(hex, 1, "1");
		List<Diagnostic> after = Diagnostician.INSTANCE.validate(resource.getContents().get(0)).getChildren();
		Set<Diagnostic> kept = Collections.newSetFromMap(new IdentityHashMap<>());
		kept.addAll(before);
		long same = after.stream().filter(d -> RulesValidator.SOURCE.equals(d.getSource()) && kept.contains(d)).count();
		long findings = after.stream().filter(d -> RulesValidator.SOURCE.equals(d.getSource())).count();
		assertTrue(same > 0 && same < findings, same + " of " + findings + " findings' diagnostics kept: those the update did"
				+ " not judge again, and not those it did");
	}

	/** The rules' diagnostics of the EMF validation of a resource's scenario, as the language server's check gets them. */
	private static String ruleDiagnostics(XtextResource resource) {
		if (resource.getContents().isEmpty()) {
			return "";
		}
		StringBuilder out = new StringBuilder();
		for (Diagnostic found : Diagnostician.INSTANCE.validate(resource.getContents().get(0)).getChildren()) {
			if (RulesValidator.SOURCE.equals(found.getSource())) {
				out.append(found.getSeverity()).append(' ').append(found.getMessage()).append('\n');
			}
		}
		return out.toString();
	}

	@Test
	void aMoveInTheBlockOfALeaderAVictoryConditionNamesIsJudgedByAnUpdate() {
		XtextResource resource = example(STIRLING);
		Scenario scenario = (Scenario) resource.getContents().get(0);
		Validation validation = RuleCatalog.engine().validate(scenario, Map.of());
		String text = resource.getParseResult().getRootNode().getText();
		int block = text.indexOf("Leader Surrey"); // "+28 killed Surrey" names him
		int hex = text.indexOf(" at ", text.indexOf('\n', block)) + " at ".length();

		resource.update(hex, 1, String.valueOf((char) (text.charAt(hex) + 1)));

		List<EObject> changed = ((BanneretResource) resource).changedInPlace();
		assertTrue(changed != null && changed.stream().anyMatch(VictoryPoints.class::isInstance),
				"the victory condition that names Surrey is linked anew: " + changed);
		assertTrue(validation.updateAfterEdit(changed), "judged by an update, not anew");
		assertEquals(findings(RuleCatalog.engine().validate(scenario, Map.of())), findings(validation));
	}

	private static String findings(Validation validation) {
		StringBuilder out = new StringBuilder();
		for (RuleDiagnostic found : validation.diagnostics()) {
			out.append(found.rule().id()).append(' ').append(found.severity()).append(' ').append(found.message()).append(' ')
					.append(found.hexes()).append(found.isWaived() ? " waived" : "").append('\n');
		}
		return out.toString();
	}

	/** Mistakes of one token, and edits that keep the text readable: another number, another name of the same file. */
	private static List<String> edits(XtextResource resource, String text) {
		List<String> edits = new ArrayList<>();
		OneTokenMistakes.of(resource, text, EDITS_PER_FILE).forEach(mistake -> edits.add(mistake.text()));
		List<ILeafNode> numbers = new ArrayList<>();
		for (ILeafNode leaf : resource.getParseResult().getRootNode().getLeafNodes()) {
			if (!leaf.isHidden() && leaf.getText().matches("\\d{1,4}")) {
				numbers.add(leaf);
			}
		}
		for (int i = 0; i < EDITS_PER_FILE && !numbers.isEmpty(); i++) {
			ILeafNode number = numbers.get(i * numbers.size() / EDITS_PER_FILE);
			String other = String.valueOf(Integer.parseInt(number.getText()) + 1);
			edits.add(text.substring(0, number.getOffset()) + other + text.substring(number.getEndOffset()));
		}
		return edits;
	}

	/** The model's elements in order, with their values, the URIs their links resolve to, the resource's errors and its text's leaves. */
	private static String describe(XtextResource resource) {
		EcoreUtil.resolveAll(resource);
		StringBuilder out = new StringBuilder();
		for (var contents = resource.getAllContents(); contents.hasNext();) {
			EObject element = contents.next();
			out.append(element.eClass().getName());
			for (EAttribute attribute : element.eClass().getEAllAttributes()) {
				out.append(' ').append(attribute.getName()).append('=').append(element.eGet(attribute));
			}
			for (EReference reference : element.eClass().getEAllReferences()) {
				if (reference.isContainment() || reference.isContainer() || reference.isDerived() || reference.isTransient()) {
					continue;
				}
				Object value = element.eGet(reference);
				List<?> targets = value instanceof List<?> list ? list : value == null ? List.of() : List.of(value);
				out.append(' ').append(reference.getName()).append("->");
				for (Object target : targets) {
					EObject linked = (EObject) target;
					out.append(linked.eIsProxy() ? "unresolved" : EcoreUtil.getURI(linked)).append(',');
				}
			}
			out.append('\n');
		}
		for (Resource.Diagnostic error : resource.getErrors()) {
			out.append("error ").append(error.getLine()).append(": ").append(error.getMessage()).append('\n');
		}
		if (resource.getParseResult() != null) { // the nodes where they are: a reading in place numbers them itself
			for (ILeafNode leaf : resource.getParseResult().getRootNode().getLeafNodes()) {
				out.append(leaf.getTotalOffset()).append(' ').append(leaf.getStartLine()).append(' ').append(leaf.getText()).append('\n');
			}
		}
		return out.toString();
	}

	private static int commonPrefix(String a, String b) {
		int i = 0;
		while (i < a.length() && i < b.length() && a.charAt(i) == b.charAt(i)) {
			i++;
		}
		return i;
	}

	/** The length of the common end of two texts, not reaching into their common start. */
	private static int commonSuffix(String a, String b, int prefix) {
		int i = 0;
		while (i < a.length() - prefix && i < b.length() - prefix && a.charAt(a.length() - 1 - i) == b.charAt(b.length() - 1 - i)) {
			i++;
		}
		return i;
	}

	private static String firstDifference(String expected, String actual) {
		String[] a = expected.split("\n");
		String[] b = actual.split("\n");
		for (int i = 0; i < Math.min(a.length, b.length); i++) {
			if (!a[i].equals(b[i])) {
				return "expected '" + a[i] + "' but was '" + b[i] + "'";
			}
		}
		return "expected " + a.length + " lines but was " + b.length;
	}
}

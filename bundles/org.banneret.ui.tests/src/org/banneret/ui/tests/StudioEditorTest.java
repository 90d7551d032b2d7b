package org.banneret.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.banneret.model.Unit;
import org.banneret.ui.dsl.BanneretEditor;
import org.banneret.ui.dsl.assist.CompletionProcessor;
import org.banneret.ui.dsl.edits.RenameAction;
import org.banneret.ui.dsl.edits.ToggleCommentAction;
import org.banneret.ui.dsl.hover.BanneretHover;
import org.banneret.ui.properties.PropertySources;
import org.banneret.ui.tests.Studio.Finding;
import org.banneret.workspace.LanguageFiles;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.ITextSelection;
import org.eclipse.jface.text.Region;
import org.eclipse.jface.text.contentassist.ICompletionProposal;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.widgets.Event;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.views.properties.IPropertySource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The text editor as a designer uses it, on the example project, in the Studio's own workbench. */
@org.junit.jupiter.api.extension.ExtendWith(LogsNoErrors.class)
class StudioEditorTest {

	private static IProject examples;

	@BeforeAll
	static void examples() throws Exception {
		examples = Examples.project();
	}

	@AfterEach
	void closeEditorsAndRestoreTheFiles() throws Exception {
		Studio.closeAll();
		for (Map.Entry<IFile, String> saved : originals.entrySet()) {
			if (!LanguageFiles.textOf(saved.getKey()).equals(saved.getValue())) {
				saved.getKey().setContents(new ByteArrayInputStream(saved.getValue().getBytes(StandardCharsets.UTF_8)),
						IResource.FORCE, null);
			}
		}
		originals.clear();
		Studio.settle();
	}

	private final Map<IFile, String> originals = new java.util.HashMap<>();

	private IFile file(String path) {
		IFile file = examples.getFile(path);
		originals.putIfAbsent(file, LanguageFiles.textOf(file));
		return file;
	}

	@Test
	void eachExampleOpenInTheEditorShowsTheCommandLinesFindings() throws Exception {
		List<IFile> files = new ArrayList<>();
		examples.accept(resource -> {
			if (LanguageFiles.isLanguageFile(resource)) {
				files.add((IFile) resource);
			}
			return true;
		});
		assertTrue(files.size() >= 12, files.toString());
		for (IFile file : files) {
			Studio.open(file);
		}
		Studio.settle();
		List<Finding> markers = Studio.findings(examples);
		assertEquals(Studio.commandLine(examples.getLocation().toOSString()), markers);
		assertTrue(markers.stream().filter(f -> f.severity().equals("error")).count() >= 3, markers.toString());
	}

	@Test
	void aMistakeTypedShowsItsMarkerAndTheFixTakesItAway() throws Exception {
		IFile stirling = file("bannockburn/stirling.scenario");
		BanneretEditor editor = Studio.open(stirling);
		IDocument document = Studio.document(editor);
		int at = document.get().indexOf("4 x INF [0] at 3318(1)") + 4;
		int line = Studio.ui(() -> lineOf(document, at));
		Studio.ui(() -> replace(document, at, 3, "INFANTRY"));
		Studio.waitUntil(() -> !Studio.markers(stirling, "LANG-REFERENCE").isEmpty(), () -> "no marker for INFANTRY");
		assertEquals(line, Studio.markers(stirling, "LANG-REFERENCE").get(0).getAttribute(IMarker.LINE_NUMBER, -1));
		Studio.ui(() -> replace(document, at, 8, "INF"));
		Studio.waitUntil(() -> Studio.markers(stirling, "LANG-REFERENCE").isEmpty(), () -> "the marker stayed after the fix");

		// Surrey's four cavalry stacked on 517, spread over an area as the rules want.
		assertEquals(1, surreysStack(stirling).size());
		int end = document.get().indexOf("4 x CAV [2] at 517") + "4 x CAV [2] at 517".length();
		Studio.ui(() -> replace(document, end, 0, "(1)"));
		Studio.waitUntil(() -> surreysStack(stirling).isEmpty(), () -> "BAN-PLACE-3 stayed after the fix");
		Studio.ui(() -> editor.doRevertToSaved());
		Studio.waitUntil(() -> surreysStack(stirling).size() == 1, () -> "BAN-PLACE-3 did not come back after revert");
	}

	@Test
	void aMistakeTypedAtTheKeyboardAndTakenOutAgainLeavesTheTextAndItsFindingsAsTheyWere() throws Exception {
		IFile stirling = file("bannockburn/stirling.scenario");
		BanneretEditor editor = Studio.open(stirling);
		IDocument document = Studio.document(editor);
		String before = Studio.ui(() -> document.get());
		int at = before.lastIndexOf('\n', before.indexOf("3 x INF [1] at 3318(1)")) + 1; // before the row's indentation
		focusAt(editor, at);

		key('x');
		Studio.waitUntil(() -> !Studio.markers(stirling, "LANG-SYNTAX").isEmpty(), () -> "no marker for the x");
		key(SWT.BS);

		Studio.waitUntil(() -> before.equals(Studio.ui(() -> document.get())), () -> "backspace left " + Studio.ui(
				() -> document.get().substring(at - 10, at + 10)));
		Studio.waitUntil(() -> Studio.markers(stirling, "LANG-SYNTAX").isEmpty(), () -> "the marker stayed after the backspace");
	}

	@Test
	void theKeysStillEditAfterGoToLine() throws Exception {
		IFile stirling = file("bannockburn/stirling.scenario");
		BanneretEditor editor = Studio.open(stirling);
		IDocument document = Studio.document(editor);
		String before = Studio.ui(() -> document.get());
		StyledText text = focusAt(editor, 0);

		keyWith(SWT.CTRL, 'l');
		Studio.waitUntil(() -> Studio.ui(() -> Studio.display().getActiveShell() != text.getShell()), () -> "no Go to Line dialog");
		key('2');
		key('0');
		key('\r');
		Studio.waitUntil(() -> Studio.ui(() -> Studio.display().getActiveShell() == text.getShell()), () -> "the dialog stayed");
		key(SWT.BS); // at the start of line 20: joins it to line 19

		Studio.waitUntil(() -> Studio.ui(() -> document.get().length()) == before.length() - 1,
				() -> "backspace after Go to Line did nothing");
		int lineBreak = before.lastIndexOf('\n', before.indexOf("3 x INF [1] at 3318(1)")); // line 20's row
		assertEquals(before.substring(0, lineBreak) + before.substring(lineBreak + 1), Studio.ui(() -> document.get()));
	}

	/** The editor's text widget with the caret at an offset and the keyboard's focus, its window the active one. */
	private static StyledText focusAt(BanneretEditor editor, int offset) {
		StyledText text = Studio.ui(() -> editor.viewer().getTextWidget());
		Studio.ui(() -> {
			editor.selectAndReveal(offset, 0);
			text.getShell().forceActive();
			text.setFocus();
		});
		return text;
	}

	/** A key pressed with a modifier held, as the keyboard sends them. */
	private static void keyWith(int modifier, char character) {
		post(SWT.KeyDown, modifier, '\0');
		key(character);
		post(SWT.KeyUp, modifier, '\0');
	}

	/** A key pressed and let go, as the keyboard sends it to the focused widget. */
	private static void key(char character) {
		post(SWT.KeyDown, character, character);
		post(SWT.KeyUp, character, character);
	}

	private static void post(int type, int keyCode, char character) {
		Event event = new Event();
		event.type = type;
		event.keyCode = keyCode;
		event.character = character;
		Studio.ui(() -> Studio.display().post(event));
	}

	private static List<IMarker> surreysStack(IFile stirling) {
		return Studio.markers(stirling, "BAN-PLACE-3").stream()
				.filter(m -> m.getAttribute(IMarker.MESSAGE, "").contains(" 517")).toList();
	}

	@Test
	void completionOnAHexOffersTheMapsLabels() throws Exception {
		BanneretEditor editor = Studio.open(file("bannockburn/stirling.scenario"));
		Studio.settle();
		IDocument document = Studio.document(editor);
		int offset = document.get().indexOf("4 x INF [0] at 3318(1)") + "4 x INF [0] at 331".length();
		ICompletionProposal[] proposals = new CompletionProcessor(editor::session).computeCompletionProposals(editor.viewer(),
				offset);
		List<String> labels = Stream.of(proposals).map(p -> Studio.ui(p::getDisplayString)).toList();
		assertTrue(labels.stream().anyMatch(l -> l.startsWith("3318")), labels.toString());
		assertTrue(labels.stream().filter(l -> l.matches("\\d+.*")).allMatch(l -> l.startsWith("331")), labels.toString());
	}

	@Test
	void renamingALeaderChangesEveryReferenceAndRenamingAMapChangesItsScenario() throws Exception {
		IFile scenario = file("bannockburn/stirling.scenario");
		BanneretEditor editor = Studio.open(scenario);
		Studio.settle();
		IDocument document = Studio.document(editor);
		int offset = document.get().indexOf("Leader Wallace") + "Leader ".length();
		int changed = Studio.ui(() -> RenameAction.rename(editor.session(), offset, "WilliamWallace"));
		assertEquals(1, changed, "one file refers to Wallace");
		// Declared once, named twice by the victory conditions; the conditions' own words stay as written.
		assertEquals(3, count(document.get(), "WilliamWallace"), document.get());
		assertTrue(document.get().contains("\"Wallace and Moray are killed\""), document.get());
		Studio.closeAll();

		IFile map = file("bannockburn/stirling.hexmap");
		BanneretEditor mapEditor = Studio.open(map);
		Studio.settle();
		IDocument mapText = Studio.document(mapEditor);
		int name = mapText.get().indexOf("bannockburn.StirlingMap") + "bannockburn.".length();
		int files = Studio.ui(() -> RenameAction.rename(mapEditor.session(), name, "bannockburn.StirlingBridgeMap"));
		assertEquals(2, files, "the map and the scenario on it");
		String mapLine = LanguageFiles.textOf(scenario).lines().filter(l -> l.strip().startsWith("map ")).findFirst().orElse("");
		assertEquals("map bannockburn.StirlingBridgeMap", mapLine.strip(), "the scenario, closed, changed on disk");
		Studio.ui(() -> mapEditor.doSave(null));
		Studio.settle();
		assertTrue(Studio.markers(scenario, "LANG-REFERENCE").isEmpty(), "the scenario still finds its map");
	}

	@Test
	void aPropertyEditChangesOnlyItsTextAndKeepsEveryComment() throws Exception {
		IFile scenario = file("bannockburn/bannockburn1314.scenario");
		BanneretEditor editor = Studio.open(scenario);
		IDocument document = Studio.document(editor);
		String before = document.get();
		Unit row = Studio.ui(() -> firstSmallUnitRow(editor));
		int count = row.getCount();
		String rowText = Studio.ui(() -> org.eclipse.xtext.nodemodel.util.NodeModelUtils.getTokenText(
				org.eclipse.xtext.nodemodel.util.NodeModelUtils.getNode(row)));
		IPropertySource properties = PropertySources.of(row);
		Studio.ui(() -> properties.setPropertyValue("count", count + 1));
		String after = document.get();
		assertFalse(before.equals(after), "the property changed the text");
		List<String> comments = before.lines().filter(l -> l.strip().startsWith("//")).toList();
		assertFalse(comments.isEmpty());
		assertEquals(comments, after.lines().filter(l -> l.strip().startsWith("//")).toList(), "every comment is kept");
		assertTrue(after.contains(rowText.replaceFirst("^" + count + " x", (count + 1) + " x")), rowText + " in\n" + after);
		assertEquals(before.length(), after.length(), "only the count's digit changed");
		Studio.ui(() -> editor.doRevertToSaved());
	}

	/**
	 * An editor's model reads beside its text the project's files it may name: a map's, the game
	 * systems only; a scenario's, the maps and the scenario it follows too, and no other scenario
	 * (a project of a thousand set-ups opens as one of a few).
	 */
	@Test
	void aMapsModelReadsOnlyGameSystemsBesideItAndAScenariosResolvesItsMapAndTheScenarioItFollows() throws Exception {
		BanneretEditor map = Studio.open(file("bannockburn/bannockburn1314.hexmap"));
		List<String> beside = Studio.ui(() -> map.model().current().getResourceSet().getResources().stream()
				.map(r -> r.getURI().fileExtension()).distinct().sorted().toList());
		assertEquals(List.of("gamesystem", "hexmap"), beside, "a map's model reads no scenario");
		assertTrue(Studio.ui(() -> ((org.banneret.model.HexMap) map.model().current().getContents().get(0)).getGameSystem().getName() != null));

		BanneretEditor scenario = Studio.open(file("bannockburn/bannockburn1314.scenario"));
		Studio.ui(() -> {
			var model = (org.banneret.model.Scenario) scenario.model().current().getContents().get(0);
			assertEquals("Bannockburn1314Map", org.banneret.rules.Setup.mapOf(model).getName().replaceAll(".*\\.", ""),
					"the scenario's map resolves");
			assertEquals("Prelude", model.getLinks().get(0).getSource().getName().replaceAll(".*\\.", ""), "the scenario it follows resolves");
			List<String> scenarios = scenario.model().current().getResourceSet().getResources().stream()
					.filter(r -> "scenario".equals(r.getURI().fileExtension())).map(r -> r.getURI().lastSegment()).sorted().toList();
			assertEquals(List.of("bannockburn1314.scenario", "prelude.scenario"), scenarios,
					"of the project's other scenarios, its model reads only the one it follows");
		});
		BanneretEditor stirling = Studio.open(file("bannockburn/stirling.scenario"));
		assertEquals(List.of("stirling.scenario"), Studio.ui(() -> stirling.model().current().getResourceSet().getResources().stream()
				.filter(r -> "scenario".equals(r.getURI().fileExtension())).map(r -> r.getURI().lastSegment()).toList()),
				"a scenario that follows none reads no other scenario");
	}

	private static Unit firstSmallUnitRow(BanneretEditor editor) {
		for (EObject element : (Iterable<EObject>) () -> editor.model().current().getAllContents()) {
			if (element instanceof Unit unit && unit.getName() == null && unit.getCount() > 1 && unit.getCount() < 9) {
				return unit;
			}
		}
		throw new AssertionError("no unit row of 2 to 8 counters in bannockburn1314.scenario");
	}

	@Test
	void aProblemOpensItsFileAtTheOffendingText() throws Exception {
		IFile stirling = file("bannockburn/stirling.scenario");
		IMarker surrey = surreysStack(stirling).get(0);
		int start = surrey.getAttribute(IMarker.CHAR_START, -1);
		int end = surrey.getAttribute(IMarker.CHAR_END, -1);
		IEditorPart editor = Studio.ui(() -> {
			try {
				return IDE.openEditor(Studio.page(), surrey);
			} catch (org.eclipse.ui.PartInitException e) {
				throw new IllegalStateException(e);
			}
		});
		ITextSelection selection = Studio.ui(() -> (ITextSelection) Studio.textOf(editor).getSelectionProvider().getSelection());
		assertEquals(start, selection.getOffset());
		assertEquals(end - start, selection.getLength());
		assertEquals("517", selection.getText());
	}

	@Test
	void hoversShowTheFindingWithItsCitationAndAUnitTypesPrintedValues() throws Exception {
		BanneretEditor editor = Studio.open(file("bannockburn/stirling.scenario"));
		Studio.settle();
		IDocument document = Studio.document(editor);
		BanneretHover hover = new BanneretHover(editor.viewer(), editor::session);
		int hex = document.get().indexOf("4 x CAV [2] at 517") + "4 x CAV [2] at ".length();
		String onHex = (String) hover.getHoverInfo2(editor.viewer(), new Region(hex, 3));
		assertTrue(onHex.contains("[BAN-PLACE-3]") && onHex.contains("Bannockburn [4.5.1]"), onHex);
		int type = document.get().indexOf("4 x CAV [2] at 517") + "4 x ".length();
		String onType = (String) hover.getHoverInfo2(editor.viewer(), new Region(type, 3));
		assertTrue(onType.contains("<b>CAV</b>") && onType.contains("strength"), onType);
	}

	@Test
	void openDeclarationGoesIntoTheBuiltInGameSystemReadOnly() throws Exception {
		BanneretEditor editor = Studio.open(file("bannockburn/stirling.scenario"));
		Studio.settle();
		IDocument document = Studio.document(editor);
		int type = document.get().indexOf("4 x CAV [2] at 517") + "4 x ".length();
		Studio.ui(() -> org.banneret.ui.dsl.navigation.Definitions.open(editor.session(), type, editor));
		Studio.waitUntil(() -> Studio.ui(() -> Studio.page().getActiveEditor() instanceof BanneretEditor),
				() -> "the declaration did not open");
		BanneretEditor system = (BanneretEditor) Studio.ui(() -> Studio.page().getActiveEditor());
		assertEquals("medieval.gamesystem", Studio.ui(() -> system.getEditorInput().getName()));
		assertFalse(Studio.ui(system::isEditable), "the built-in game systems are read-only");
		ITextSelection selection = Studio.ui(() -> (ITextSelection) system.getSelectionProvider().getSelection());
		assertEquals("CAV", selection.getText());
	}

	@Test
	void findReferencesListsEveryUseInTheReferencesView() throws Exception {
		BanneretEditor editor = Studio.open(file("bannockburn/stirling.scenario"));
		Studio.settle();
		IDocument document = Studio.document(editor);
		int wallace = document.get().indexOf("Leader Wallace") + "Leader ".length();
		Studio.ui(() -> {
			editor.selectAndReveal(wallace, 0);
			editor.getAction(org.banneret.ui.dsl.navigation.FindReferencesAction.COMMAND).run();
		});
		Studio.waitUntil(() -> Studio.ui(() -> {
			var view = (org.banneret.ui.dsl.navigation.ReferencesView) Studio.page()
					.findView(org.banneret.ui.dsl.navigation.ReferencesView.ID);
			return view != null && view.rows().size() == 3;
		}), () -> "the References view did not list Wallace's declaration and two references");
	}

	@Test
	void toggleCommentCommentsOutAndBackIn() throws Exception {
		IDocument document = new org.eclipse.jface.text.Document("a\n\tb\n\n");
		ToggleCommentAction.toggle(document, 0, 1);
		assertEquals("// a\n\t// b\n\n", document.get());
		ToggleCommentAction.toggle(document, 0, 1);
		assertEquals("a\n\tb\n\n", document.get());
	}

	@Test
	void theOutlineFollowsTheCursor() throws Exception {
		BanneretEditor editor = Studio.open(file("bannockburn/stirling.scenario"));
		Studio.ui(() -> {
			try {
				Studio.page().showView(org.eclipse.ui.IPageLayout.ID_OUTLINE);
			} catch (org.eclipse.ui.PartInitException e) {
				throw new IllegalStateException(e);
			}
			Studio.page().activate(Studio.partOf(editor));
		});
		Studio.settle();
		IDocument document = Studio.document(editor);
		int at = document.get().indexOf("4 x CAV [2] at 517") + 2;
		Studio.waitUntil(() -> Studio.ui(() -> editor.outlinePage() != null && !editor.outlinePage().roots().isEmpty()),
				() -> "the outline stayed empty");
		Studio.ui(() -> editor.selectAndReveal(at, 0));
		Studio.waitUntil(() -> Studio.ui(() -> {
			var selected = ((org.eclipse.jface.viewers.IStructuredSelection) editor.outlinePage().getSelection())
					.getFirstElement();
			return selected != null && selected.toString().equals("4 x CAV [2]")
					&& ((org.banneret.ui.dsl.outline.OutlineNode) selected).parent().label().equals("Surrey");
		}), () -> "the outline did not select Surrey's cavalry");
	}

	private static long count(String text, String word) {
		return java.util.regex.Pattern.compile("\\b" + word + "\\b").matcher(text).results().count();
	}

	private static int lineOf(IDocument document, int offset) {
		try {
			return document.getLineOfOffset(offset) + 1;
		} catch (org.eclipse.jface.text.BadLocationException e) {
			throw new IllegalStateException(e);
		}
	}

	private static void replace(IDocument document, int offset, int length, String text) {
		try {
			document.replace(offset, length, text);
		} catch (org.eclipse.jface.text.BadLocationException e) {
			throw new IllegalStateException(e);
		}
	}

	@Test
	void saveReplacesTheFileInOneRenameAndKeepsUndoAndTheByteOrderMark() throws Exception {
		IFile scenario = file("bannockburn/stirling.scenario");
		java.nio.file.Path path = scenario.getLocation().toPath();
		String original = LanguageFiles.textOf(scenario);
		byte[] bom = { (byte) 0xEF, (byte) 0xBB, (byte) 0xBF };
		scenario.setContents(new ByteArrayInputStream(concat(bom, original.getBytes(StandardCharsets.UTF_8))), IResource.FORCE, null);
		Object fileBefore = java.nio.file.Files.getAttribute(path, "unix:ino");

		BanneretEditor editor = Studio.open(scenario);
		IDocument document = Studio.document(editor);
		int at = document.get().indexOf("scenario ");
		Studio.ui(() -> replace(document, at, 0, "// saved atomically\n"));
		assertTrue(Studio.ui(editor::isDirty));
		Studio.ui(() -> editor.doSave(null));
		Studio.settle();

		assertFalse(Studio.ui(editor::isDirty), "saved");
		byte[] onDisk = java.nio.file.Files.readAllBytes(path);
		assertEquals(concat(bom, document.get().getBytes(StandardCharsets.UTF_8)).length, onDisk.length);
		assertEquals(document.get(), new String(onDisk, 3, onDisk.length - 3, StandardCharsets.UTF_8));
		assertEquals(List.of(bom[0], bom[1], bom[2]), List.of(onDisk[0], onDisk[1], onDisk[2]), "the byte order mark is kept");
		// The platform writes in place and keeps the file's inode; a rename brings a new one.
		assertFalse(fileBefore.equals(java.nio.file.Files.getAttribute(path, "unix:ino")), "a new file was renamed into place");
		assertTrue(Studio.ui(() -> ((org.eclipse.ui.texteditor.IDocumentProviderExtension3) editor.getDocumentProvider())
				.isSynchronized(editor.getEditorInput())), "the editor knows the file on disk is its text");
		try (Stream<java.nio.file.Path> files = java.nio.file.Files.list(path.getParent())) {
			assertEquals(List.of(), files.filter(f -> f.getFileName().toString().endsWith(".tmp")).toList(), "no litter");
		}

		org.eclipse.jface.text.ITextOperationTarget target = editor.getAdapter(org.eclipse.jface.text.ITextOperationTarget.class);
		assertTrue(Studio.ui(() -> target.canDoOperation(org.eclipse.jface.text.ITextOperationTarget.UNDO)), "undo survives the save");
		Studio.ui(() -> target.doOperation(org.eclipse.jface.text.ITextOperationTarget.UNDO));
		assertEquals(original, document.get().startsWith("\uFEFF") ? document.get().substring(1) : document.get());
		assertTrue(Studio.ui(editor::isDirty), "undone past the save");
		Studio.ui(() -> target.doOperation(org.eclipse.jface.text.ITextOperationTarget.REDO));
		assertFalse(Studio.ui(editor::isDirty), "redone to the saved text: clean again");
		Studio.ui(() -> replace(document, at, 0, "x"));
		assertTrue(Studio.ui(editor::isDirty), "typed again");
		Studio.ui(() -> target.doOperation(org.eclipse.jface.text.ITextOperationTarget.UNDO));
		assertFalse(Studio.ui(editor::isDirty), "undone back to the saved text: clean");
		Studio.closeAll();
		scenario.setContents(new ByteArrayInputStream(original.getBytes(StandardCharsets.UTF_8)), IResource.FORCE, null);
	}

	private static byte[] concat(byte[] first, byte[] second) {
		byte[] both = java.util.Arrays.copyOf(first, first.length + second.length);
		System.arraycopy(second, 0, both, first.length, second.length);
		return both;
	}
}

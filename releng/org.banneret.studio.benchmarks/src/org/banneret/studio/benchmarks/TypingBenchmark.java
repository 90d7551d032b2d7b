package org.banneret.studio.benchmarks;

import static org.banneret.studio.benchmarks.StudioBench.ui;
import static org.banneret.studio.benchmarks.StudioBench.waitUntil;

import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

import org.banneret.ui.dsl.BanneretEditor;
import org.banneret.workspace.BanneretNature;
import org.banneret.workspace.FindingMarkers;
import org.banneret.workspace.LanguageHost;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.text.IDocument;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.Test;

/**
 * Typing in the Studio's text editor on a 1000 x 1000-hex map and a 10,000-unit scenario (the files
 * the language benchmark writes). It measures, as a user feels it:
 * <ul>
 * <li>keystroke to repaint: a key posted to the display until the editor has painted it;</li>
 * <li>findings after the last keystroke: a typed mistake until its marker is there, and its fix
 * until the marker is gone.</li>
 * </ul>
 * It prints the figures; it fails only when the files are missing.
 */
class TypingBenchmark {

	private static final int KEYSTROKES = 60;
	private static final int TYPING_GAP_MILLIS = 80;
	private static final long TIMEOUT_MILLIS = 120_000;

	@Test
	void typingInALargeMapAndALargeScenario() throws Exception {
		Path folder = Path.of(System.getProperty("banneret.bench.files", ""));
		if (!Files.isRegularFile(folder.resolve("big.scenario"))) {
			throw new IllegalStateException("run through ./banneret bench studio, which writes the files first");
		}
		long start = System.nanoTime();
		IProject project = project(folder);
		settle();
		System.out.printf("studio: first check of the 1000 x 1000 map and the 10,000-unit scenario: %d ms%n",
				(System.nanoTime() - start) / 1_000_000);
		measure(project.getFile("big.scenario"), "1 x INF [", "INF", "INX");
		measure(project.getFile("big.hexmap"), "default clear", "clear", "clearx");
		Runtime runtime = Runtime.getRuntime();
		for (int i = 0; i < 3; i++) {
			System.gc();
		}
		System.out.printf("studio: heap in use with both files open: %d MB%n",
				(runtime.totalMemory() - runtime.freeMemory()) / 1_000_000);
	}

	private static IProject project(Path folder) throws Exception {
		IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject("Bench");
		if (!project.exists()) {
			project.create(null);
			project.open(null);
			BanneretNature.addTo(project, null);
			for (String name : List.of("big.hexmap", "big.scenario")) {
				project.getFile(name).create(new ByteArrayInputStream(Files.readAllBytes(folder.resolve(name))), true, null);
			}
		}
		return project;
	}

	private static void measure(IFile file, String anchor, String word, String mistake) throws Exception {
		long openStart = System.nanoTime();
		BanneretEditor editor = ui(() -> {
			try {
				var part = IDE.openEditor(page(), file);
				if (part instanceof org.banneret.ui.map.MapEditor map) {
					map.showText(); // maps and scenarios open on their Map page; typing happens on the Text page
					return map.textEditor();
				}
				return (BanneretEditor) part;
			} catch (CoreException e) {
				throw new IllegalStateException(e);
			}
		});
		ui(() -> editor.viewer().getTextWidget().update());
		long opened = (System.nanoTime() - openStart) / 1_000_000;
		var viewer = StudioBench.sizeToViewer(ui(() -> editor.viewer().getTextWidget()));
		waitUntil(() -> ui(() -> editor.session().checkAsked()), TIMEOUT_MILLIS); // the host checks the file once it is drawn
		settle();
		IDocument document = ui(() -> editor.getDocumentProvider().getDocument(editor.getEditorInput()));
		int at = document.get().indexOf(anchor);
		StyledText text = ui(() -> editor.viewer().getTextWidget());
		ui(() -> {
			editor.selectAndReveal(at, 0);
			text.getShell().forceActive();
			text.setFocus();
		});

		List<Long> latencies = new ArrayList<>();
		AtomicLong painted = new AtomicLong();
		ui(() -> text.addPaintListener(event -> painted.compareAndSet(0, System.nanoTime()))); // the key's own paint, not later ones
		for (int i = 0; i < KEYSTROKES; i++) {
			char key = i % 2 == 0 ? 'x' : SWT.BS;
			long before = System.nanoTime();
			painted.set(0);
			post(key);
			waitUntil(() -> painted.get() != 0, 5_000);
			latencies.add((painted.get() - before) / 1_000_000);
			Thread.sleep(TYPING_GAP_MILLIS);
		}

		settle();
		int wordAt = document.get().indexOf(anchor) + anchor.indexOf(word);
		AtomicLong checked = new AtomicLong();
		java.util.function.Consumer<org.eclipse.lsp4j.PublishDiagnosticsParams> listener = published -> {
			if (published.getUri().endsWith(file.getName()) && published.getDiagnostics().stream()
					.anyMatch(d -> d.getCode() != null && "LANG-REFERENCE".equals(d.getCode().getLeft()))) {
				checked.compareAndSet(0, System.nanoTime());
			}
		};
		LanguageHost.get().addDiagnosticsListener(listener);
		long typed = System.nanoTime();
		ui(() -> replace(document, wordAt, word.length(), mistake));
		waitUntil(() -> !markers(file, "LANG-REFERENCE").isEmpty(), TIMEOUT_MILLIS);
		long appeared = (System.nanoTime() - typed) / 1_000_000;
		LanguageHost.get().removeDiagnosticsListener(listener);
		long serverChecked = (checked.get() - typed) / 1_000_000;
		typed = System.nanoTime();
		ui(() -> replace(document, wordAt, mistake.length(), word));
		waitUntil(() -> markers(file, "LANG-REFERENCE").isEmpty(), TIMEOUT_MILLIS);
		long gone = (System.nanoTime() - typed) / 1_000_000;
		ui(() -> editor.doRevertToSaved());

		Collections.sort(latencies);
		System.out.printf("studio: %s (%.1f MB), text viewer %d x %d: open %d ms; keystroke to repaint over %d keys: median %d / p95 %d / max %d ms"
				+ " (target 50); a typed mistake's marker after %d ms (the server's check %d ms of it), gone after the fix in %d ms"
				+ " (target 1000)%n",
				file.getName(), Files.size(file.getLocation().toFile().toPath()) / 1e6, viewer.x, viewer.y, opened, latencies.size(),
				latencies.get(latencies.size() / 2), latencies.get(latencies.size() * 95 / 100),
				latencies.get(latencies.size() - 1), appeared, serverChecked, gone);
	}

	private static void post(char character) {
		Display display = PlatformUI.getWorkbench().getDisplay();
		for (int type : new int[] { SWT.KeyDown, SWT.KeyUp }) {
			Event event = new Event();
			event.type = type;
			event.character = character;
			event.keyCode = character == SWT.BS ? SWT.BS : character;
			display.post(event);
		}
	}

	private static List<IMarker> markers(IFile file, String code) {
		try {
			List<IMarker> found = new ArrayList<>();
			for (IMarker marker : file.findMarkers(FindingMarkers.TYPE, false, IResource.DEPTH_ZERO)) {
				if (code.equals(marker.getAttribute(FindingMarkers.CODE, ""))) {
					found.add(marker);
				}
			}
			return found;
		} catch (CoreException e) {
			return List.of();
		}
	}

	private static void settle() throws InterruptedException {
		StudioBench.settle(TIMEOUT_MILLIS);
		LanguageHost.get().markers().flush();
		Job.getJobManager().join(FindingMarkers.FAMILY, null);
	}

	private static IWorkbenchPage page() {
		return PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
	}

	private static void replace(IDocument document, int offset, int length, String text) {
		try {
			document.replace(offset, length, text);
		} catch (org.eclipse.jface.text.BadLocationException e) {
			throw new IllegalStateException(e);
		}
	}
}

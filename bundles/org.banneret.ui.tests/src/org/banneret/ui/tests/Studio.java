package org.banneret.ui.tests;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

import org.banneret.cli.BanneretCli;
import org.banneret.ui.dsl.BanneretEditor;
import org.banneret.ui.map.MapEditor;
import org.banneret.workspace.FindingMarkers;
import org.banneret.workspace.LanguageHost;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.text.IDocument;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;

import com.google.gson.Gson;
import com.google.gson.reflect.TypeToken;

/**
 * Driving Banneret Studio from a test that runs beside the workbench's UI thread: do things on
 * the UI thread, wait for the builder and the language host, read markers as plain values.
 */
public final class Studio {

	/** A finding as compared: file, line, severity and code. */
	public record Finding(String file, int line, String severity, String code) {
		@Override
		public String toString() {
			return file + ":" + line + ": " + severity + " [" + code + "]";
		}
	}

	private static final long TIMEOUT_MILLIS = 120_000;

	private Studio() {
	}

	public static Display display() {
		return PlatformUI.getWorkbench().getDisplay();
	}

	/** Runs on the UI thread and returns what it computed; exceptions surface in the test. */
	public static <T> T ui(Supplier<T> work) {
		AtomicReference<T> result = new AtomicReference<>();
		AtomicReference<RuntimeException> failure = new AtomicReference<>();
		AtomicReference<Error> error = new AtomicReference<>();
		display().syncExec(() -> {
			try {
				result.set(work.get());
			} catch (RuntimeException e) {
				failure.set(e);
			} catch (Error e) {
				error.set(e);
			}
		});
		if (failure.get() != null) {
			throw failure.get();
		}
		if (error.get() != null) {
			throw error.get();
		}
		return result.get();
	}

	public static void ui(Runnable work) {
		ui(() -> {
			work.run();
			return null;
		});
	}

	public static IWorkbenchPage page() {
		return ui(() -> PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage());
	}

	public static BanneretEditor open(IFile file) {
		return ui(() -> {
			try {
				IEditorPart editor = IDE.openEditor(page(), file);
				if (editor instanceof MapEditor map) {
					map.showText(); // maps and scenarios open on their Map page
					return map.textEditor();
				}
				return (BanneretEditor) editor;
			} catch (CoreException e) {
				throw new IllegalStateException(e);
			}
		});
	}

	/** The text editor of an editor part: itself, or the Text page of a map editor. */
	public static BanneretEditor textOf(IEditorPart editor) {
		return editor instanceof MapEditor map ? map.textEditor() : (BanneretEditor) editor;
	}

	/** The workbench part an editor is shown in: itself, or the map editor whose page it is. */
	public static IEditorPart partOf(BanneretEditor editor) {
		return editor.getSite() instanceof org.eclipse.ui.part.MultiPageEditorSite page ? page.getMultiPageEditor() : editor;
	}

	/** Opens a map or scenario in the map editor and waits until its Map page shows the map. */
	public static org.banneret.ui.map.MapEditor openMap(IFile file) throws InterruptedException {
		org.banneret.ui.map.MapEditor editor = ui(() -> {
			try {
				return (org.banneret.ui.map.MapEditor) IDE.openEditor(page(), file);
			} catch (CoreException e) {
				throw new IllegalStateException(e);
			}
		});
		waitUntil(() -> ui(() -> editor.mapPage().mapPart() != null && editor.mapPage().mapPart().view().painter() != null),
				() -> "the map page did not show the map of " + file.getName());
		return editor;
	}

	/** Draws a control into a PNG file and returns its pixels. UI thread. */
	public static org.eclipse.swt.graphics.ImageData capture(org.eclipse.swt.widgets.Control control, java.nio.file.Path file) {
		var size = control.getSize();
		org.eclipse.swt.graphics.Image image = new org.eclipse.swt.graphics.Image(control.getDisplay(), size.x, size.y);
		org.eclipse.swt.graphics.GC gc = new org.eclipse.swt.graphics.GC(image);
		try {
			control.print(gc);
		} finally {
			gc.dispose();
		}
		org.eclipse.swt.graphics.ImageData data = image.getImageData();
		image.dispose();
		org.eclipse.swt.graphics.ImageLoader loader = new org.eclipse.swt.graphics.ImageLoader();
		loader.data = new org.eclipse.swt.graphics.ImageData[] { data };
		loader.save(file.toString(), org.eclipse.swt.SWT.IMAGE_PNG);
		return data;
	}

	/**
	 * Sends a control a mouse event as SWT does for a hand's: the first button (none for a move),
	 * two clicks for a double click. Call it on the UI thread.
	 */
	public static void mouse(org.eclipse.swt.widgets.Control control, int type, int x, int y, int stateMask) {
		org.eclipse.swt.widgets.Event event = new org.eclipse.swt.widgets.Event();
		event.x = x;
		event.y = y;
		event.button = type == org.eclipse.swt.SWT.MouseMove ? 0 : 1;
		event.stateMask = stateMask;
		event.count = type == org.eclipse.swt.SWT.MouseDoubleClick ? 2 : 1;
		event.widget = control;
		control.notifyListeners(type, event);
	}

	/** The nearest visible control of a kind around a control: in the control's own subtree, then in its parents' in turn. Null for none. */
	public static <T extends org.eclipse.swt.widgets.Control> T near(org.eclipse.swt.widgets.Control from, Class<T> kind) {
		for (org.eclipse.swt.widgets.Control at = from; at != null; at = at.getParent()) {
			T found = within(at, kind);
			if (found != null) {
				return found;
			}
		}
		return null;
	}

	private static <T extends org.eclipse.swt.widgets.Control> T within(org.eclipse.swt.widgets.Control control, Class<T> kind) {
		if (kind.isInstance(control) && control.isVisible()) {
			return kind.cast(control);
		}
		if (control instanceof org.eclipse.swt.widgets.Composite composite) {
			for (org.eclipse.swt.widgets.Control child : composite.getChildren()) {
				T found = within(child, kind);
				if (found != null) {
					return found;
				}
			}
		}
		return null;
	}

	/** The tool entries of a palette, its drawers' and groups' included, in order. */
	public static List<org.eclipse.gef.palette.ToolEntry> toolEntries(org.eclipse.gef.palette.PaletteContainer container) {
		List<org.eclipse.gef.palette.ToolEntry> tools = new java.util.ArrayList<>();
		for (Object child : container.getChildren()) {
			if (child instanceof org.eclipse.gef.palette.ToolEntry tool) {
				tools.add(tool);
			} else if (child instanceof org.eclipse.gef.palette.PaletteContainer inner) {
				tools.addAll(toolEntries(inner));
			}
		}
		return tools;
	}

	/** Edit > Undo on the editor's text, the one history of both pages; then the Map page draws the text again. */
	public static void undo(MapEditor editor) {
		ui(() -> {
			var undo = editor.textEditor().getAction(org.eclipse.ui.actions.ActionFactory.UNDO.getId());
			if (!undo.isEnabled()) {
				throw new AssertionError("Undo is not enabled");
			}
			undo.run();
		});
		ui(() -> editor.mapPage().refresh());
	}

	public static void closeAll() {
		ui(() -> page().closeAllEditors(false));
	}

	public static IDocument document(BanneretEditor editor) {
		return ui(() -> editor.getDocumentProvider().getDocument(editor.getEditorInput()));
	}

	/** Waits for the builds, the language host and the marker writer, letting the UI thread run meanwhile. */
	public static void settle() throws InterruptedException {
		Job.getJobManager().join(ResourcesPlugin.FAMILY_AUTO_BUILD, null);
		Job.getJobManager().join(ResourcesPlugin.FAMILY_MANUAL_BUILD, null);
		if (!LanguageHost.get().awaitIdle(new NullProgressMonitor(), TIMEOUT_MILLIS)) {
			throw new AssertionError("the language host did not become idle");
		}
		LanguageHost.get().markers().flush();
		Job.getJobManager().join(FindingMarkers.FAMILY, null);
		ui(() -> {
		});
	}

	/** Waits until a condition holds, or fails with the message. */
	public static void waitUntil(BooleanSupplier condition, Supplier<String> message) throws InterruptedException {
		long deadline = System.currentTimeMillis() + TIMEOUT_MILLIS;
		while (!condition.getAsBoolean()) {
			if (System.currentTimeMillis() > deadline) {
				throw new AssertionError(message.get());
			}
			Thread.sleep(100);
			ui(() -> {
			});
		}
	}

	public static List<Finding> findings(IResource resource) {
		try {
			List<Finding> findings = new ArrayList<>();
			for (IMarker marker : resource.findMarkers(FindingMarkers.TYPE, true, IResource.DEPTH_INFINITE)) {
				findings.add(new Finding(marker.getResource().getName(), marker.getAttribute(IMarker.LINE_NUMBER, -1),
						severity(marker.getAttribute(IMarker.SEVERITY, -1)), marker.getAttribute(FindingMarkers.CODE, "")));
			}
			findings.sort(order());
			return findings;
		} catch (CoreException e) {
			throw new IllegalStateException(e);
		}
	}

	public static List<IMarker> markers(IFile file, String code) {
		try {
			return Arrays.stream(file.findMarkers(FindingMarkers.TYPE, false, IResource.DEPTH_ZERO))
					.filter(m -> code.equals(m.getAttribute(FindingMarkers.CODE, ""))).toList();
		} catch (CoreException e) {
			throw new IllegalStateException(e);
		}
	}

	/** What {@code banneret validate --format json} finds in a folder, as the same values. */
	public static List<Finding> commandLine(String folder) {
		ByteArrayOutputStream out = new ByteArrayOutputStream();
		new BanneretCli(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(new ByteArrayOutputStream()))
				.run("validate", folder, "--format", "json");
		List<Map<String, Object>> json = new Gson().fromJson(out.toString(StandardCharsets.UTF_8),
				new TypeToken<List<Map<String, Object>>>() {
				}.getType());
		List<Finding> findings = new ArrayList<>();
		for (Map<String, Object> f : json) {
			String file = (String) f.get("file");
			findings.add(new Finding(file.substring(file.lastIndexOf('/') + 1), ((Number) f.get("line")).intValue(),
					f.containsKey("waived") ? "info" : (String) f.get("severity"), (String) f.get("ruleId")));
		}
		findings.sort(order());
		return findings;
	}

	private static Comparator<Finding> order() {
		return Comparator.comparing(Finding::file).thenComparingInt(Finding::line).thenComparing(Finding::code)
				.thenComparing(Finding::severity);
	}

	private static String severity(int severity) {
		return switch (severity) {
			case IMarker.SEVERITY_ERROR -> "error";
			case IMarker.SEVERITY_WARNING -> "warning";
			default -> "info";
		};
	}
}

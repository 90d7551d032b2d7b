package org.banneret.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import org.banneret.ui.application.ScenarioDesignPerspective;
import org.banneret.ui.application.StudioWindowAdvisor;
import org.eclipse.core.runtime.Platform;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;

/** Starts the product's workbench (the harness closes it afterwards) and looks at its window. */
@org.junit.jupiter.api.extension.ExtendWith(LogsNoErrors.class)
class StudioWorkbenchTest {

	@Test
	void productIsBanneretStudioNotTheIde() {
		assertNotNull(Platform.getProduct(), "no product is running");
		assertEquals("org.banneret.ui.studio", Platform.getProduct().getId());
		assertEquals("Banneret Studio", Platform.getProduct().getName());
		assertEquals("org.banneret.ui.application", Platform.getProduct().getApplication());
	}

	@Test
	void startupLogsNoErrors() throws Exception {
		// Only what the start-up wrote: each test class answers for its own errors (LogsNoErrors).
		java.nio.file.Path log = Platform.getLogFileLocation().toFile().toPath();
		byte[] bytes = java.nio.file.Files.exists(log) ? java.nio.file.Files.readAllBytes(log) : new byte[0];
		long startup = LogsNoErrors.startupLogLength();
		assertTrue(startup >= 0, "the log guard noted the start-up's log");
		String text = new String(bytes, 0, (int) Math.min(bytes.length, startup), java.nio.charset.StandardCharsets.UTF_8);
		// An error entry reads "!ENTRY <bundle> 4 ..." (severity 4 = IStatus.ERROR).
		var errors = text.lines().filter(line -> line.matches("!ENTRY \\S+ 4 .*")).toList();
		assertTrue(errors.isEmpty(), "errors in the platform log at start-up:\n" + text);
	}

	@Test
	void windowOpensOnTheScenarioDesignPerspective() {
		AtomicReference<String> title = new AtomicReference<>();
		AtomicReference<String> perspective = new AtomicReference<>();
		AtomicReference<Boolean> explorerShown = new AtomicReference<>();
		Display display = PlatformUI.getWorkbench().getDisplay();
		display.syncExec(() -> {
			IWorkbenchWindow[] windows = PlatformUI.getWorkbench().getWorkbenchWindows();
			assertEquals(1, windows.length, "one workbench window");
			IWorkbenchPage page = windows[0].getActivePage();
			title.set(windows[0].getShell().getText());
			perspective.set(page.getPerspective().getId());
			explorerShown.set(page.findView(IPageLayout.ID_PROJECT_EXPLORER) != null);
		});
		assertTrue(title.get().contains(StudioWindowAdvisor.TITLE), "window title: " + title.get());
		assertEquals(ScenarioDesignPerspective.ID, perspective.get());
		assertTrue(explorerShown.get(), "the Project Explorer is open");
	}

	@Test
	void fileNewListsTheWizardsAndWindowShowViewTheViews() {
		List<String> newItems = Studio.ui(() -> items("File", "New"));
		for (String wizard : new String[] { "Hex Map", "Scenario", "Game System", "Banneret Project", "Other..." }) {
			assertTrue(newItems.stream().anyMatch(item -> item.startsWith(wizard)), "File > New lists " + wizard + ": " + newItems);
		}
		List<String> views = Studio.ui(() -> items("Window", "Show View"));
		for (String view : new String[] { "Problems", "Outline", "Map Overview", "Properties", "Project Explorer" }) {
			assertTrue(views.stream().anyMatch(item -> item.startsWith(view)), "Window > Show View lists " + view + ": " + views);
		}
	}

	@Test
	void ctrlYRedoesAsCtrlZUndoes() throws Exception {
		String redo = Studio.ui(() -> {
			var bindings = PlatformUI.getWorkbench().getService(org.eclipse.ui.keys.IBindingService.class);
			try {
				var binding = bindings.getPerfectMatch(org.eclipse.jface.bindings.keys.KeySequence.getInstance("M1+Y"));
				return binding == null ? null : binding.getParameterizedCommand().getId();
			} catch (org.eclipse.jface.bindings.keys.ParseException e) {
				throw new IllegalStateException(e);
			}
		});
		assertEquals("org.eclipse.ui.edit.redo", redo);
	}

	/** The items of a submenu of the window's menu bar, as it shows them when opened. */
	private static List<String> items(String menu, String submenu) {
		Menu bar = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell().getMenuBar();
		Menu sub = itemNamed(shown(itemNamed(bar, menu).getMenu()), submenu).getMenu();
		List<String> texts = new ArrayList<>();
		for (MenuItem item : shown(sub).getItems()) {
			if ((item.getStyle() & SWT.SEPARATOR) == 0) {
				texts.add(item.getText().replace("&", ""));
			}
		}
		return texts;
	}

	/** A menu filled as for showing it: the workbench fills its menus, and their lists of wizards and views, on SWT.Show. */
	private static Menu shown(Menu menu) {
		menu.notifyListeners(SWT.Show, new org.eclipse.swt.widgets.Event());
		return menu;
	}

	private static MenuItem itemNamed(Menu menu, String text) {
		for (MenuItem item : menu.getItems()) {
			if (item.getText().replace("&", "").startsWith(text)) {
				return item;
			}
		}
		throw new AssertionError("no item " + text + " in a menu of " + java.util.Arrays.stream(menu.getItems()).map(MenuItem::getText).toList());
	}
}

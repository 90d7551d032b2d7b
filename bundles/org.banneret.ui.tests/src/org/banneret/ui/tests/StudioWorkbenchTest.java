package org.banneret.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicReference;

import org.banneret.ui.application.ScenarioDesignPerspective;
import org.banneret.ui.application.StudioWindowAdvisor;
import org.eclipse.core.runtime.Platform;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;

/** Starts the product's workbench (the harness closes it afterwards) and looks at its window. */
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
		java.nio.file.Path log = Platform.getLogFileLocation().toFile().toPath();
		String text = java.nio.file.Files.exists(log) ? java.nio.file.Files.readString(log) : "";
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
}

package org.banneret.studio.benchmarks;

import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

import org.banneret.workspace.LanguageHost;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.ui.PlatformUI;

/** What the Studio's benchmarks share: waiting for the workspace and the language server, and running on the UI thread. */
final class StudioBench {

	private StudioBench() {
	}

	/** Waits for the workspace's build and the language server, its background build included. */
	static void settle(long timeoutMillis) throws InterruptedException {
		Job.getJobManager().join(ResourcesPlugin.FAMILY_AUTO_BUILD, null);
		LanguageHost.get().awaitIdle(new NullProgressMonitor(), timeoutMillis);
	}

	static void waitUntil(BooleanSupplier condition, long timeoutMillis) throws InterruptedException {
		long deadline = System.currentTimeMillis() + timeoutMillis;
		while (!condition.getAsBoolean()) {
			if (System.currentTimeMillis() > deadline) {
				throw new IllegalStateException("timed out after " + timeoutMillis + " ms");
			}
			Thread.sleep(2);
		}
	}

	/** The viewer size the Studio's figures are taken at: a designer works full screen. */
	static final int VIEWER_WIDTH = 1600;
	static final int VIEWER_HEIGHT = 1000;

	/**
	 * Makes a control's window as large as gives the control {@link #VIEWER_WIDTH} x
	 * {@link #VIEWER_HEIGHT} pixels (the benchmark's screen is larger), and returns the size it got.
	 */
	static org.eclipse.swt.graphics.Point sizeToViewer(org.eclipse.swt.widgets.Control control) {
		for (int attempt = 0; attempt < 3; attempt++) {
			ui(() -> {
				var shell = control.getShell();
				var size = control.getSize();
				var window = shell.getSize();
				shell.setSize(window.x + VIEWER_WIDTH - size.x, window.y + VIEWER_HEIGHT - size.y);
				shell.layout(true, true);
				while (shell.getDisplay().readAndDispatch()) {
					// let the layout settle
				}
			});
		}
		return ui(control::getSize);
	}

	static <T> T ui(Supplier<T> work) {
		AtomicReference<T> result = new AtomicReference<>();
		PlatformUI.getWorkbench().getDisplay().syncExec(() -> result.set(work.get()));
		return result.get();
	}

	static void ui(Runnable work) {
		PlatformUI.getWorkbench().getDisplay().syncExec(work);
	}
}

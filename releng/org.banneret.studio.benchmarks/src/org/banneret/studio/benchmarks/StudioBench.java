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

	static <T> T ui(Supplier<T> work) {
		AtomicReference<T> result = new AtomicReference<>();
		PlatformUI.getWorkbench().getDisplay().syncExec(() -> result.set(work.get()));
		return result.get();
	}

	static void ui(Runnable work) {
		PlatformUI.getWorkbench().getDisplay().syncExec(work);
	}
}

package org.banneret.studio.benchmarks;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

import org.banneret.workspace.ExampleProjects;
import org.banneret.workspace.LanguageHost;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.Test;

/**
 * A designer opens Stirling Bridge in a project that has just appeared in the workspace (made,
 * imported or checked out): the Bannockburn examples alone, and the same with 1,000 other
 * scenarios of about 3.5 KB beside them. It measures from the project's creation to the
 * language server's findings of the open editor's file, three rounds each, and prints the
 * medians; it fails only when the findings never come.
 */
class OpenProjectBenchmark {

	private static final int OTHER_SCENARIOS = 1000;
	private static final int ROUNDS = 3;
	private static final long TIMEOUT_MILLIS = 300_000;

	@Test
	void theOpenEditorsFindingsInAProjectOfOneFolderAndWithAThousandOtherScenarios() throws Exception {
		List<Long> alone = new ArrayList<>();
		List<Long> crowded = new ArrayList<>();
		for (int round = 0; round < ROUNDS; round++) {
			alone.add(findingsOfStirling("Alone" + round, 0));
			crowded.add(findingsOfStirling("Crowded" + round, OTHER_SCENARIOS));
		}
		long aloneMedian = median(alone);
		long crowdedMedian = median(crowded);
		System.out.printf("studio: a new project's open scenario has its findings after median %d ms (rounds %s) with its folder alone,"
				+ " %d ms (rounds %s) with %d other scenarios beside it: %.2fx (target: as fast)%n",
				aloneMedian, alone, crowdedMedian, crowded, OTHER_SCENARIOS, (double) crowdedMedian / aloneMedian);
	}

	/** Milliseconds from the project's creation to the findings of Stirling, opened in an editor at once. */
	private static long findingsOfStirling(String name, int others) throws Exception {
		String other = otherScenario();
		AtomicLong found = new AtomicLong();
		String watched = "/" + name + "/bannockburn/stirling.scenario"; // built in the background or when opened: its findings either way
		Consumer<PublishDiagnosticsParams> listener = published -> {
			if (published.getUri().endsWith(watched)) {
				found.compareAndSet(0, System.nanoTime());
			}
		};
		LanguageHost.get().addDiagnosticsListener(listener);
		long start = System.nanoTime();
		IProject project;
		try {
			AtomicReference<IProject> made = new AtomicReference<>();
			ResourcesPlugin.getWorkspace().run(monitor -> {
				IProject created = ExampleProjects.create(name, List.of("bannockburn"), monitor);
				for (int i = 0; i < others; i++) {
					created.getFile("bannockburn/other" + i + ".scenario").create(
							new ByteArrayInputStream(other.replace("@", String.valueOf(i)).getBytes(StandardCharsets.UTF_8)), true, null);
				}
				made.set(created);
			}, null);
			project = made.get();
			System.out.printf("studio: (%s: project made in %d ms)%n", name, (System.nanoTime() - start) / 1_000_000);
			IFile stirling = project.getFile("bannockburn/stirling.scenario");
			IEditorPart editor = ui(() -> {
				try {
					return IDE.openEditor(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage(), stirling);
				} catch (CoreException e) {
					throw new IllegalStateException(e);
				}
			});
			long opened = System.nanoTime();
			waitUntil(() -> found.get() != 0, TIMEOUT_MILLIS);
			System.out.printf("studio: (%s: findings %d ms after the editor opened)%n", name, (found.get() - opened) / 1_000_000);
			ui(() -> editor.getSite().getPage().closeEditor(editor, false));
		} finally {
			LanguageHost.get().removeDiagnosticsListener(listener);
		}
		long elapsed = (found.get() - start) / 1_000_000;
		settle(); // the background build of the other scenarios ends before the next round
		return elapsed;
	}

	/** Prelude of the Bannockburn examples without its comments, under a name of its own ('@' is its number). */
	private static String otherScenario() throws Exception {
		try (var in = org.eclipse.core.runtime.Platform.getBundle("org.banneret.examples").getEntry("bannockburn/prelude.scenario")
				.openStream()) {
			String prelude = new String(in.readAllBytes(), StandardCharsets.UTF_8);
			return prelude.lines().filter(line -> !line.startsWith("//")).collect(java.util.stream.Collectors.joining("\n", "", "\n"))
					.replace("scenario bannockburn.Prelude ", "scenario others.Prelude@ ");
		}
	}

	private static long median(List<Long> times) {
		return times.stream().sorted().toList().get(times.size() / 2);
	}

	private static void settle() throws InterruptedException {
		Job.getJobManager().join(ResourcesPlugin.FAMILY_AUTO_BUILD, null);
		LanguageHost.get().awaitIdle(new NullProgressMonitor(), TIMEOUT_MILLIS);
	}

	private static void waitUntil(BooleanSupplier condition, long timeoutMillis) throws InterruptedException {
		long deadline = System.currentTimeMillis() + timeoutMillis;
		while (!condition.getAsBoolean()) {
			if (System.currentTimeMillis() > deadline) {
				throw new IllegalStateException("timed out after " + timeoutMillis + " ms");
			}
			Thread.sleep(2);
		}
	}

	private static <T> T ui(java.util.function.Supplier<T> work) {
		AtomicReference<T> result = new AtomicReference<>();
		PlatformUI.getWorkbench().getDisplay().syncExec(() -> result.set(work.get()));
		return result.get();
	}

	private static void ui(Runnable work) {
		PlatformUI.getWorkbench().getDisplay().syncExec(work);
	}
}

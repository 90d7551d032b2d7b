package org.banneret.studio.benchmarks;

import static org.banneret.studio.benchmarks.StudioBench.ui;
import static org.banneret.studio.benchmarks.StudioBench.waitUntil;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

import org.banneret.workspace.ExampleProjects;
import org.banneret.workspace.LanguageHost;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.Test;

/**
 * A designer opens Stirling Bridge in a project that has just appeared in the workspace (made,
 * imported or checked out): the Bannockburn examples alone, and the same with 1,000 other
 * scenarios of about 3.5 KB beside them. Two figures, five rounds each after one not counted,
 * medians printed:
 * <ul>
 * <li>from the editor's opening to the findings of its own check (the first published after the
 * editor asked for them);</li>
 * <li>from the project's creation (its files written) to the first findings of the file, whoever
 * checked it: the background build or the editor.</li>
 * </ul>
 * It fails only when the findings never come.
 */
class OpenProjectBenchmark {

	private static final int OTHER_SCENARIOS = 1000;
	private static final int ROUNDS = 5;
	private static final long TIMEOUT_MILLIS = 300_000;

	/** One round's figures, in milliseconds. */
	private record Round(long editorToFindings, long creationToFindings) {
	}

	@Test
	void theOpenEditorsFindingsInAProjectOfOneFolderAndWithAThousandOtherScenarios() throws Exception {
		List<Round> alone = new ArrayList<>();
		List<Round> crowded = new ArrayList<>();
		findingsOfStirling("WarmUpAlone", 0); // the editor's and the checks' first use loads their classes: not counted
		findingsOfStirling("WarmUpCrowded", OTHER_SCENARIOS);
		for (int round = 0; round < ROUNDS; round++) {
			alone.add(findingsOfStirling("Alone" + round, 0));
			crowded.add(findingsOfStirling("Crowded" + round, OTHER_SCENARIOS));
		}
		System.out.printf("studio: a new project's scenario opened in an editor has the findings of its check %d ms (median; rounds %s)"
				+ " after the editor opened with its folder alone, %d ms (rounds %s) with %d other scenarios beside it (target: as fast)%n",
				median(alone, Round::editorToFindings), rounds(alone, Round::editorToFindings),
				median(crowded, Round::editorToFindings), rounds(crowded, Round::editorToFindings), OTHER_SCENARIOS);
		System.out.printf("studio: from the new project's creation to the scenario's first findings: median %d ms (rounds %s) with its folder"
				+ " alone, %d ms (rounds %s) with %d other scenarios beside it (their creation included)%n",
				median(alone, Round::creationToFindings), rounds(alone, Round::creationToFindings),
				median(crowded, Round::creationToFindings), rounds(crowded, Round::creationToFindings), OTHER_SCENARIOS);
	}

	private static Round findingsOfStirling(String name, int others) throws Exception {
		String other = otherScenario();
		AtomicLong first = new AtomicLong();
		AtomicLong opening = new AtomicLong(Long.MAX_VALUE);
		AtomicLong afterOpening = new AtomicLong();
		String watched = "/" + name + "/bannockburn/stirling.scenario";
		Consumer<PublishDiagnosticsParams> listener = published -> {
			if (published.getUri().endsWith(watched)) {
				long now = System.nanoTime();
				first.compareAndSet(0, now);
				if (now > opening.get()) {
					afterOpening.compareAndSet(0, now);
				}
			}
		};
		LanguageHost.get().addDiagnosticsListener(listener);
		long start = System.nanoTime();
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
			IFile stirling = made.get().getFile("bannockburn/stirling.scenario");
			opening.set(System.nanoTime());
			IEditorPart editor = ui(() -> {
				try {
					return IDE.openEditor(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage(), stirling);
				} catch (CoreException e) {
					throw new IllegalStateException(e);
				}
			});
			waitUntil(() -> afterOpening.get() != 0, TIMEOUT_MILLIS);
			ui(() -> editor.getSite().getPage().closeEditor(editor, false));
		} finally {
			LanguageHost.get().removeDiagnosticsListener(listener);
		}
		Round round = new Round((afterOpening.get() - opening.get()) / 1_000_000, (first.get() - start) / 1_000_000);
		StudioBench.settle(TIMEOUT_MILLIS); // the background build of the other scenarios ends before the next round
		return round;
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

	private static long median(List<Round> rounds, java.util.function.ToLongFunction<Round> figure) {
		return rounds.stream().mapToLong(figure).sorted().toArray()[rounds.size() / 2];
	}

	private static List<Long> rounds(List<Round> rounds, java.util.function.ToLongFunction<Round> figure) {
		return rounds.stream().map(figure::applyAsLong).toList();
	}
}

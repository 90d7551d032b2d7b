package org.banneret.dsl.ide.server;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

import org.apache.log4j.Logger;
import org.banneret.dsl.ide.LanguageFileSet;
import org.banneret.dsl.ide.ScenarioLinks;
import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.ide.server.ProjectManager;
import org.eclipse.xtext.ide.server.WorkspaceManager;
import org.eclipse.xtext.resource.IResourceDescription;
import org.eclipse.xtext.util.CancelIndicator;

import com.google.common.util.concurrent.ThreadFactoryBuilder;
import com.google.inject.Inject;
import com.google.inject.Provider;
import com.google.inject.Singleton;

/**
 * The workspace's scenarios that are not built yet. A folder's first build reads its game
 * systems and maps, which scenarios stand on, and leaves its scenarios here; they are then built
 * a few at a time, each few in a write that waits for the user's requests instead of cancelling
 * them and that any edit cancels ({@link BanneretRequestManager#runInBackground}). A file that is
 * opened or edited leaves the queue and is built at once, with the queued scenarios it follows.
 */
@Singleton
public class BackgroundBuild {

	private static final Logger LOG = Logger.getLogger(BackgroundBuild.class);

	/** About how long one background write runs: what a request arriving during it may wait, beyond one file. */
	private static final long WRITE_NANOS = 30_000_000;
	private static final int MAX_FILES_PER_WRITE = 32;

	@Inject
	private Provider<WorkspaceManager> workspace;
	@Inject
	private BanneretRequestManager requests; // the server's IRequestManager: one singleton

	private final ScheduledExecutorService scheduler = Executors.newSingleThreadScheduledExecutor(
			new ThreadFactoryBuilder().setDaemon(true).setNameFormat("banneret-background-build").build());

	// All guarded by this.
	private LinkedHashSet<URI> queued = new LinkedHashSet<>();
	/** The files of the write under way, put back in front of the queue if an edit cancels it. */
	private final Set<URI> building = new HashSet<>();
	private final Map<URI, String> declaredNames = new HashMap<>();
	private boolean running;
	/** Whether the queue may be built: once a file opened was built, or a while after the last queuing. */
	private boolean started;
	private long additions;
	private long startDelayMillis = 1000;
	private CompletableFuture<Void> done = CompletableFuture.completedFuture(null);
	private int filesPerWrite = 4;

	/**
	 * Queues files to be built in the background, after what is queued. They wait until a file
	 * opened in an editor has been built, or for the start delay when none is: the file the user
	 * opens in a folder that has just appeared goes first, not the folder's first scenarios.
	 */
	public synchronized void add(Collection<URI> files) {
		if (files.isEmpty()) {
			return;
		}
		queued.addAll(files);
		if (done.isDone()) {
			done = new CompletableFuture<>();
		}
		started = false;
		long waitingSince = ++additions;
		scheduler.schedule(() -> startAfterDelay(waitingSince), startDelayMillis, TimeUnit.MILLISECONDS);
	}

	/** Lets the queue be built: called when a build of a file open in an editor has ended. */
	public synchronized void start() {
		started = true;
		buildIfStarted();
	}

	/** Sets how long queued files wait for a file to be opened (1 s; tests set more). */
	public synchronized void startDelay(long millis) {
		startDelayMillis = millis;
	}

	private synchronized void startAfterDelay(long addition) {
		if (addition == additions) { // files queued later wait their own delay
			start();
		}
	}

	private void buildIfStarted() {
		if (started && !queued.isEmpty() && !running) {
			running = true;
			scheduler.execute(this::buildNext);
		}
		completeIfEmpty();
	}

	/**
	 * Completes the queue's future when nothing waits and nothing is built: also when the last
	 * queued files were claimed by the build of an opened file rather than built here.
	 */
	private void completeIfEmpty() {
		if (queued.isEmpty() && !running) {
			done.complete(null);
		}
	}

	/** Whether a file waits in the queue (not the one being built). */
	public synchronized boolean isQueued(URI file) {
		return queued.contains(file);
	}

	/** Takes a file out of the background's hands, to be built now by the caller. */
	public synchronized void claim(URI file) {
		queued.remove(file);
		building.remove(file);
		declaredNames.remove(file);
		completeIfEmpty();
	}

	/**
	 * Takes out of the background's hands the scenarios a text follows, the scenarios those
	 * follow, and so on, to be built now with the text's file.
	 */
	public synchronized List<URI> claimFollowedBy(String text) {
		List<URI> claimed = new ArrayList<>();
		Deque<String> links = new ArrayDeque<>(ScenarioLinks.followed(text));
		Set<String> seen = new HashSet<>();
		while (!links.isEmpty()) {
			String link = links.pop();
			if (!seen.add(link)) {
				continue;
			}
			for (Map.Entry<URI, String> scenario : queuedScenarioNames().entrySet()) {
				URI file = scenario.getKey();
				if (ScenarioLinks.mayName(link, scenario.getValue()) && (queued.contains(file) || building.contains(file))) {
					claimed.add(file);
					links.addAll(ScenarioLinks.followed(read(file)));
					claim(file);
				}
			}
		}
		return claimed;
	}

	/** Whether nothing waits and nothing is being built. */
	public synchronized boolean isDone() {
		return queued.isEmpty() && !running;
	}

	/** Starts the queue's build now, whether or not a file was opened, and completes when it is done. */
	public synchronized CompletableFuture<Void> finish() {
		start();
		return done;
	}

	/** Completes when the queue is empty and its last write has ended. */
	public synchronized CompletableFuture<Void> done() {
		return done;
	}

	private void buildNext() {
		List<URI> files;
		synchronized (this) {
			files = new ArrayList<>();
			for (URI file : queued) {
				if (files.size() == filesPerWrite) {
					break;
				}
				files.add(file);
			}
			if (!started || files.isEmpty()) {
				running = false; // waiting for an opened file again, or done
				if (files.isEmpty()) {
					done.complete(null);
				}
				return;
			}
			queued.removeAll(files);
			building.addAll(files);
		}
		// Each next step is scheduled from this executor, never from a thread that holds the
		// request manager: a write that cancels this one must be queued before the next.
		requests.runInBackground(cancel -> build(files, cancel))
				.whenCompleteAsync((result, failure) -> {
					ended(files, failure);
					buildNext();
				}, scheduler);
	}

	/** Builds files of the workspace, project by project, and tells the build's listeners. */
	private Void build(List<URI> files, CancelIndicator cancel) {
		long start = System.nanoTime();
		WorkspaceManager manager = workspace.get();
		Map<ProjectManager, List<URI>> byProject = new LinkedHashMap<>();
		for (URI file : files) {
			ProjectManager project = manager.isDocumentOpen(file) ? null : manager.getProjectManager(file);
			if (project != null) { // an open file was built when opened; a file of a removed project is gone
				byProject.computeIfAbsent(project, p -> new ArrayList<>()).add(file);
			}
		}
		for (Map.Entry<ProjectManager, List<URI>> project : byProject.entrySet()) {
			List<IResourceDescription.Delta> deltas = project.getKey()
					.doBuild(project.getValue(), List.of(), List.of(), cancel).getAffectedResources();
			((BanneretWorkspaceManager) manager).backgroundBuilt(deltas);
		}
		long perFile = (System.nanoTime() - start) / Math.max(1, files.size());
		synchronized (this) {
			filesPerWrite = (int) Math.max(1, Math.min(MAX_FILES_PER_WRITE, WRITE_NANOS / Math.max(1, perFile)));
		}
		return null;
	}

	private synchronized void ended(List<URI> files, Throwable failure) {
		List<URI> unfinished = files.stream().filter(building::contains).toList();
		building.clear();
		if (failure == null) {
			files.forEach(declaredNames::remove);
		}
		if (failure == null || unfinished.isEmpty()) {
			return;
		}
		if (requests.isCancellation(failure)) {
			LinkedHashSet<URI> again = new LinkedHashSet<>(unfinished);
			again.addAll(queued);
			queued = again;
		} else {
			LOG.error("The background build of " + unfinished + " failed; they are built when next changed or opened", failure);
		}
	}

	/** The names the queued scenarios and those being built declare, read from their files once. */
	private Map<URI, String> queuedScenarioNames() {
		List<URI> files = new ArrayList<>(building);
		files.addAll(queued);
		for (URI file : files) {
			if (LanguageFileSet.SCENARIOS.equals(file.fileExtension()) && !declaredNames.containsKey(file)) {
				String name = ScenarioLinks.declaredName(read(file));
				declaredNames.put(file, name == null ? "" : name);
			}
		}
		return new HashMap<>(declaredNames);
	}

	private static String read(URI file) {
		if (!file.isFile()) {
			return "";
		}
		try {
			return Files.readString(Path.of(file.toFileString()), StandardCharsets.UTF_8);
		} catch (IOException | RuntimeException e) {
			return ""; // an unreadable file declares nothing; its own build says why
		}
	}
}

package org.banneret.workspace;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.banneret.dsl.ide.server.DiagnosticDetails;
import org.banneret.model.validation.FindingDetails;
import org.eclipse.core.filebuffers.FileBuffers;
import org.eclipse.core.filebuffers.LocationKind;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.resources.WorkspaceJob;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.text.Document;
import org.eclipse.jface.text.IDocument;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DiagnosticSeverity;
import org.eclipse.lsp4j.PublishDiagnosticsParams;


/**
 * The language server's findings as problem markers: one marker per finding, with its code (rule
 * id), citation, waiver and hexes, on the text it concerns. The Problems view, the editors' rulers
 * and the map editor all read these. Findings of a file replace its markers in one workspace
 * operation; they are written by a job, or at the end of a build by the builder.
 */
public final class FindingMarkers {

	public static final String TYPE = WorkspacePlugin.ID + ".finding";
	/** The finding's code: a rule id such as BAN-STACK-1, or LANG-SYNTAX and the like. */
	public static final String CODE = "code";
	/** The rulebook section the finding cites, when it is a rule's. */
	public static final String CITATION = "citation";
	/** The reason of the waiver that turned the finding into information. */
	public static final String WAIVED = "waived";
	/** The hexes the finding concerns, comma-separated labels. */
	public static final String HEXES = "hexes";
	/** The job family of marker updates, for those who wait for them. */
	public static final Object FAMILY = FindingMarkers.class;

	private final Map<String, List<Diagnostic>> pending = new LinkedHashMap<>();
	private final Job job = new WorkspaceJob("Updating Banneret problems") {
		@Override
		public IStatus runInWorkspace(IProgressMonitor monitor) {
			flush();
			return Status.OK_STATUS;
		}

		@Override
		public boolean belongsTo(Object family) {
			return family == FAMILY;
		}
	};

	FindingMarkers() {
		job.setSystem(true);
	}

	void accept(PublishDiagnosticsParams published) {
		synchronized (pending) {
			pending.put(published.getUri(), published.getDiagnostics());
		}
		job.schedule(50);
	}

	/** Writes the findings received so far; safe inside a build, since markers need no scheduling rule. */
	public void flush() {
		Map<String, List<Diagnostic>> batch;
		synchronized (pending) {
			if (pending.isEmpty()) {
				return;
			}
			batch = new LinkedHashMap<>(pending);
			pending.clear();
		}
		Map<IFile, List<Map<String, Object>>> markers = new LinkedHashMap<>();
		batch.forEach((uri, diagnostics) -> {
			IFile file = LanguageFiles.fileOf(uri);
			if (file != null && file.exists()) {
				markers.put(file, attributes(file, diagnostics));
			}
		});
		if (markers.isEmpty()) {
			return;
		}
		try {
			IWorkspace workspace = ResourcesPlugin.getWorkspace();
			workspace.run(monitor -> {
				for (Map.Entry<IFile, List<Map<String, Object>>> entry : markers.entrySet()) {
					IFile file = entry.getKey();
					if (!file.exists()) {
						continue;
					}
					replace(file, entry.getValue());
				}
			}, null, IWorkspace.AVOID_UPDATE, null);
		} catch (CoreException e) {
			WorkspacePlugin.logError("Cannot write the Banneret problems", e);
		}
	}

	private static final List<String> POSITION = List.of(IMarker.CHAR_START, IMarker.CHAR_END, IMarker.LINE_NUMBER);

	/**
	 * Makes a file's markers the wanted ones, touching only what changed: a finding that is still
	 * there keeps its marker (moved if its text moved), so that a check of a file with a thousand
	 * findings after one keystroke does not rebuild a thousand annotations in its editor.
	 */
	private static void replace(IFile file, List<Map<String, Object>> wanted) throws CoreException {
		// In an open editor the annotations follow the text as it is typed, and the editor writes
		// their places back on saving; a finding that is still there keeps its marker untouched.
		boolean open = FileBuffers.getTextFileBufferManager().getTextFileBuffer(file.getFullPath(),
				LocationKind.IFILE) != null;
		Map<Map<String, Object>, Deque<IMarker>> exact = new HashMap<>();
		Map<Map<String, Object>, Deque<IMarker>> moved = new HashMap<>();
		for (IMarker marker : file.findMarkers(TYPE, false, IResource.DEPTH_ZERO)) {
			Map<String, Object> attributes = attributesOrNull(marker);
			if (attributes == null) {
				continue;
			}
			exact.computeIfAbsent(attributes, key -> new ArrayDeque<>()).add(marker);
			moved.computeIfAbsent(withoutPosition(attributes), key -> new ArrayDeque<>()).add(marker);
		}
		Set<IMarker> kept = new HashSet<>();
		List<Map<String, Object>> rest = new ArrayList<>();
		for (Map<String, Object> attributes : wanted) {
			IMarker same = take(exact.get(attributes), kept);
			if (same != null) {
				kept.add(same);
			} else {
				rest.add(attributes);
			}
		}
		List<Map<String, Object>> created = new ArrayList<>();
		for (Map<String, Object> attributes : rest) {
			IMarker shifted = take(moved.get(withoutPosition(attributes)), kept);
			if (shifted != null && (open || moveTo(shifted, attributes))) {
				kept.add(shifted);
			} else {
				created.add(attributes);
			}
		}
		for (Deque<IMarker> markers : exact.values()) {
			for (IMarker marker : markers) {
				if (!kept.contains(marker)) {
					marker.delete();
				}
			}
		}
		for (Map<String, Object> attributes : created) {
			file.createMarker(TYPE, attributes);
		}
	}

	/**
	 * A marker's attributes; null where it is gone. The builder and the server's findings both
	 * write a file's markers, and one may delete a marker the other has just listed.
	 */
	private static Map<String, Object> attributesOrNull(IMarker marker) {
		try {
			return marker.getAttributes();
		} catch (CoreException gone) {
			return null;
		}
	}

	/** Moves a marker to a finding's new place; false where the marker is gone (see {@link #attributesOrNull}). */
	private static boolean moveTo(IMarker marker, Map<String, Object> attributes) {
		try {
			marker.setAttributes(POSITION.toArray(String[]::new), POSITION.stream().map(attributes::get).toArray());
			return true;
		} catch (CoreException gone) {
			return false;
		}
	}

	private static IMarker take(Deque<IMarker> candidates, Set<IMarker> kept) {
		if (candidates == null) {
			return null;
		}
		while (!candidates.isEmpty()) {
			IMarker candidate = candidates.poll();
			if (!kept.contains(candidate)) {
				return candidate;
			}
		}
		return null;
	}

	private static Map<String, Object> withoutPosition(Map<String, Object> attributes) {
		Map<String, Object> identity = new HashMap<>(attributes);
		POSITION.forEach(identity::remove);
		return identity;
	}

	private static List<Map<String, Object>> attributes(IFile file, List<Diagnostic> diagnostics) {
		IDocument text = new Document(LanguageFiles.textOf(file));
		List<Map<String, Object>> all = new ArrayList<>(diagnostics.size());
		for (Diagnostic diagnostic : diagnostics) {
			Map<String, Object> attributes = new HashMap<>();
			String code = DiagnosticDetails.code(diagnostic);
			FindingDetails details = DiagnosticDetails.of(diagnostic);
			attributes.put(IMarker.SEVERITY, severity(diagnostic.getSeverity()));
			attributes.put(IMarker.MESSAGE, diagnostic.getMessage().getLeft());
			attributes.put(IMarker.LINE_NUMBER, diagnostic.getRange().getStart().getLine() + 1);
			int[] region = Positions.region(text, diagnostic.getRange());
			attributes.put(IMarker.CHAR_START, region[0]);
			attributes.put(IMarker.CHAR_END, region[0] + region[1]);
			attributes.put(IMarker.SOURCE_ID, "Banneret");
			if (code != null) {
				attributes.put(CODE, code);
			}
			if (!details.citation().isEmpty()) {
				attributes.put(CITATION, details.citation());
			}
			if (details.isWaived()) {
				attributes.put(WAIVED, details.waivedBecause());
			}
			if (!details.hexes().isEmpty()) {
				attributes.put(HEXES, String.join(",", details.hexes()));
			}
			all.add(attributes);
		}
		return all;
	}

	private static int severity(DiagnosticSeverity severity) {
		if (severity == null) {
			return IMarker.SEVERITY_INFO;
		}
		return switch (severity) {
			case Error -> IMarker.SEVERITY_ERROR;
			case Warning -> IMarker.SEVERITY_WARNING;
			default -> IMarker.SEVERITY_INFO;
		};
	}

}

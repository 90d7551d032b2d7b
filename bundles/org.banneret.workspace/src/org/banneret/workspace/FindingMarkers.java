package org.banneret.workspace;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.banneret.dsl.ide.server.DiagnosticDetails;
import org.banneret.model.validation.FindingDetails;
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
					file.deleteMarkers(TYPE, false, IResource.DEPTH_ZERO);
					for (Map<String, Object> attributes : entry.getValue()) {
						file.createMarker(TYPE, attributes);
					}
				}
			}, null, IWorkspace.AVOID_UPDATE, null);
		} catch (CoreException e) {
			WorkspacePlugin.logError("Cannot write the Banneret problems", e);
		}
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

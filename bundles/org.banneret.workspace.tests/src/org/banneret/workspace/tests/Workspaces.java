package org.banneret.workspace.tests;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

import org.banneret.workspace.FindingMarkers;
import org.banneret.workspace.LanguageHost;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.core.runtime.jobs.Job;

/** Waiting for the builder and the language host, and reading their markers as plain values. */
final class Workspaces {

	/** A marker as a test compares it: file, line, severity and code. */
	record Finding(String file, int line, String severity, String code) {
		@Override
		public String toString() {
			return file + ":" + line + ": " + severity + " [" + code + "]";
		}
	}

	private Workspaces() {
	}

	/** Waits for the auto-build, the language host and the marker writer to finish what they were given. */
	static void settle() throws InterruptedException {
		Job.getJobManager().join(ResourcesPlugin.FAMILY_AUTO_BUILD, null);
		Job.getJobManager().join(ResourcesPlugin.FAMILY_MANUAL_BUILD, null);
		if (!LanguageHost.get().awaitIdle(new NullProgressMonitor(), 120_000)) {
			throw new AssertionError("the language host did not become idle within 2 minutes");
		}
		LanguageHost.get().markers().flush();
		Job.getJobManager().join(FindingMarkers.FAMILY, null);
	}

	static List<Finding> findings(IResource resource) throws CoreException {
		List<Finding> findings = new ArrayList<>();
		for (IMarker marker : resource.findMarkers(FindingMarkers.TYPE, true, IResource.DEPTH_INFINITE)) {
			findings.add(new Finding(marker.getResource().getName(), marker.getAttribute(IMarker.LINE_NUMBER, -1),
					severity(marker.getAttribute(IMarker.SEVERITY, -1)), marker.getAttribute(FindingMarkers.CODE, "")));
		}
		findings.sort(Comparator.comparing(Finding::file).thenComparingInt(Finding::line).thenComparing(Finding::code)
				.thenComparing(Finding::severity));
		return findings;
	}

	static List<IMarker> markers(IFile file, String code) throws CoreException {
		return Arrays.stream(file.findMarkers(FindingMarkers.TYPE, false, IResource.DEPTH_ZERO))
				.filter(m -> code.equals(m.getAttribute(FindingMarkers.CODE, ""))).toList();
	}

	static String severity(int severity) {
		return switch (severity) {
			case IMarker.SEVERITY_ERROR -> "error";
			case IMarker.SEVERITY_WARNING -> "warning";
			default -> "info";
		};
	}

	static void delete(IProject project) throws CoreException {
		if (project.exists()) {
			project.delete(true, true, null);
		}
	}
}

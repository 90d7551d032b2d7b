package org.banneret.workspace;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IResourceDelta;
import org.eclipse.core.resources.IncrementalProjectBuilder;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.OperationCanceledException;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.lsp4j.FileChangeType;
import org.eclipse.lsp4j.FileEvent;

/**
 * Builds a Banneret project's .gamesystem, .hexmap and .scenario files: tells the language host
 * what changed, waits until it has parsed, linked and validated them and every file that depends
 * on them (Xtext's incremental build follows the references), and leaves the findings as markers.
 * A new project's scenarios that no one opened are checked after it, in the server's background
 * build, and their markers follow.
 */
public class BanneretBuilder extends IncrementalProjectBuilder {

	public static final String ID = WorkspacePlugin.ID + ".builder";

	/** How long a build waits for the language server before it gives up (the findings follow later). */
	private static final long BUILD_TIMEOUT_MILLIS = 120_000;

	@Override
	protected IProject[] build(int kind, Map<String, String> args, IProgressMonitor monitor) throws CoreException {
		SubMonitor progress = SubMonitor.convert(monitor, "Checking " + getProject().getName(), 3);
		LanguageHost host = LanguageHost.get();
		host.synchronizeFolders();
		IResourceDelta delta = kind == FULL_BUILD ? null : getDelta(getProject());
		List<FileEvent> events = delta == null ? allFiles() : changes(delta);
		progress.worked(1);
		host.filesChanged(events);
		// Not for the background build of the files no one touched: the workspace stays free for the
		// user's saves and editors while it runs, and its findings become markers as they come.
		if (!host.awaitChanges(progress.split(1), BUILD_TIMEOUT_MILLIS)) {
			if (progress.isCanceled()) {
				throw new OperationCanceledException();
			}
			WorkspacePlugin.log(org.eclipse.core.runtime.IStatus.WARNING, "The scenario language server took longer than "
					+ BUILD_TIMEOUT_MILLIS / 1000 + " s to check " + getProject().getName() + "; its findings follow later.", null);
		}
		host.markers().flush();
		progress.worked(1);
		return null;
	}

	@Override
	protected void clean(IProgressMonitor monitor) throws CoreException {
		getProject().deleteMarkers(FindingMarkers.TYPE, true, IResource.DEPTH_INFINITE);
	}

	private List<FileEvent> allFiles() throws CoreException {
		List<FileEvent> events = new ArrayList<>();
		getProject().accept(resource -> {
			if (LanguageFiles.isLanguageFile(resource) && !isDerived(resource)) {
				events.add(new FileEvent(LanguageFiles.uriOf(resource), FileChangeType.Changed));
			}
			return true;
		});
		return events;
	}

	private static List<FileEvent> changes(IResourceDelta delta) throws CoreException {
		List<FileEvent> events = new ArrayList<>();
		delta.accept(child -> {
			IResource resource = child.getResource();
			if (!LanguageFiles.isLanguageFile(resource) || isDerived(resource)) {
				return true;
			}
			String uri = LanguageFiles.uriOf(resource);
			if (uri == null) {
				return true;
			}
			switch (child.getKind()) {
				case IResourceDelta.ADDED -> events.add(new FileEvent(uri, FileChangeType.Created));
				case IResourceDelta.REMOVED -> events.add(new FileEvent(uri, FileChangeType.Deleted));
				default -> {
					if ((child.getFlags() & (IResourceDelta.CONTENT | IResourceDelta.REPLACED | IResourceDelta.ENCODING)) != 0) {
						events.add(new FileEvent(uri, FileChangeType.Changed));
					}
				}
			}
			return true;
		});
		return events;
	}

	private static boolean isDerived(IResource resource) {
		return resource instanceof IFile file && file.isDerived(IResource.CHECK_ANCESTORS);
	}
}

package org.banneret.dsl.ide.server;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.URIConverter;
import org.eclipse.xtext.ide.server.BuildManager;
import org.eclipse.xtext.ide.server.WorkspaceManager;
import org.eclipse.xtext.resource.IResourceDescription;
import org.eclipse.xtext.util.CancelIndicator;

/**
 * Xtext's build manager, for which a file that was reported changed and is gone when its build runs
 * is a deleted file. A file made and deleted at once (a test's, a tool's temporary file, a quick
 * rename in the Studio) would otherwise fail the build that reads it, until the deletion's own
 * notice came.
 */
public class VanishedFilesBuildManager extends BuildManager {

	private WorkspaceManager workspace;

	/** The files reported changed since the last build that ran to its end; Xtext's own list is private. */
	private final Set<URI> changed = new LinkedHashSet<>();

	@Override
	public void setWorkspaceManager(WorkspaceManager workspaceManager) {
		super.setWorkspaceManager(workspaceManager);
		workspace = workspaceManager;
	}

	/** The workspace whose files this manager builds. */
	protected WorkspaceManager workspace() {
		return workspace;
	}

	@Override
	public Buildable submit(List<URI> dirtyFiles, List<URI> deletedFiles) {
		changed.removeAll(deletedFiles);
		changed.addAll(dirtyFiles);
		return super.submit(dirtyFiles, deletedFiles);
	}

	@Override
	protected List<IResourceDescription.Delta> internalBuild(CancelIndicator cancelIndicator) {
		List<URI> vanished = changed.stream()
				.filter(uri -> !workspace.isDocumentOpen(uri) && !URIConverter.INSTANCE.exists(uri, null)).toList();
		if (!vanished.isEmpty()) {
			super.submit(List.of(), vanished);
		}
		List<IResourceDescription.Delta> deltas = super.internalBuild(cancelIndicator);
		changed.clear(); // a cancelled build throws first, and keeps its files queued, as Xtext's list does
		return deltas;
	}
}

package org.banneret.dsl.ide.server;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.resource.IResourceDescription;
import org.eclipse.xtext.util.CancelIndicator;

import com.google.inject.Inject;

/**
 * The build manager beside the {@link BackgroundBuild}: a file opened or edited is built now,
 * with the queued scenarios it follows, and leaves the queue; a queued file that changes on disk
 * stays queued (it is read when its turn comes); a file that is not the user's work
 * ({@link WorkFilesScanner#isWork}) is built only while it is open.
 */
public class OpenFilesFirstBuildManager extends VanishedFilesBuildManager {

	@Inject
	private BackgroundBuild background;

	/** Whether the next build holds a file open in an editor; both run on the server's request thread. */
	private boolean openFileQueued;

	@Override
	public Buildable submit(List<URI> dirtyFiles, List<URI> deletedFiles) {
		BanneretWorkspaceManager workspace = (BanneretWorkspaceManager) workspace();
		Set<URI> dirty = new LinkedHashSet<>();
		List<URI> deleted = new ArrayList<>(deletedFiles);
		for (URI file : dirtyFiles) {
			boolean open = workspace.isDocumentOpen(file);
			if (!open && background.isQueued(file)) {
				continue;
			}
			if (!open && !WorkFilesScanner.isWork(workspace.getProjectBaseDir(file), file)) {
				if (workspace.isIndexed(file)) {
					deleted.add(file); // closed after it was read while open: out of the index again
				}
				continue;
			}
			background.claim(file);
			dirty.add(file);
			if (open) {
				dirty.addAll(background.claimFollowedBy(workspace.openText(file)));
				openFileQueued = true;
			}
		}
		deleted.forEach(background::claim);
		return super.submit(new ArrayList<>(dirty), deleted);
	}

	@Override
	protected List<IResourceDescription.Delta> internalBuild(CancelIndicator cancelIndicator) {
		List<IResourceDescription.Delta> deltas = super.internalBuild(cancelIndicator);
		if (openFileQueued) {
			openFileQueued = false;
			background.start(); // the opened file has its findings: the rest of the workspace may follow
		}
		return deltas;
	}
}

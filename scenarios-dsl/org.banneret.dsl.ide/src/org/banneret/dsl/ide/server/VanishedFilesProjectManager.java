package org.banneret.dsl.ide.server;

import java.io.FileNotFoundException;
import java.nio.file.NoSuchFileException;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.build.IncrementalBuilder;
import org.eclipse.xtext.ide.server.ProjectManager;
import org.eclipse.xtext.resource.IResourceDescription;
import org.eclipse.xtext.util.CancelIndicator;

/**
 * Xtext's project manager, for which a file listed for a build and gone when the build reads it
 * (deleted, renamed or checked out away while the build runs, or between the first build's
 * listing of the folder and its reading) is a deleted file: the build runs again without it,
 * quietly, instead of failing and logging the missing file.
 */
public class VanishedFilesProjectManager extends ProjectManager {

	@Override
	public IncrementalBuilder.Result doBuild(List<URI> dirtyFiles, List<URI> deletedFiles, List<IResourceDescription.Delta> externalDeltas,
			CancelIndicator cancelIndicator) {
		List<URI> dirty = dirtyFiles;
		List<URI> deleted = deletedFiles;
		while (true) {
			try {
				return super.doBuild(dirty, deleted, externalDeltas, cancelIndicator);
			} catch (RuntimeException e) {
				if (!isMissingFile(e)) {
					throw e;
				}
				List<URI> gone = dirty.stream().filter(this::isGone).toList();
				if (gone.isEmpty()) {
					throw e; // a missing file that is not one of the build's own: not for this build to judge
				}
				dirty = new ArrayList<>(dirty);
				dirty.removeAll(gone);
				deleted = new ArrayList<>(deleted);
				deleted.addAll(gone);
			}
		}
	}

	/** Whether a file is neither open in an editor nor on disk. */
	private boolean isGone(URI uri) {
		return getOpenedDocumentsContentProvider().getContent(uri) == null
				&& !getResourceSet().getURIConverter().exists(uri, null);
	}

	private static boolean isMissingFile(Throwable e) {
		for (Throwable cause = e; cause != null; cause = cause.getCause()) {
			if (cause instanceof FileNotFoundException || cause instanceof NoSuchFileException) {
				return true;
			}
		}
		return false;
	}
}

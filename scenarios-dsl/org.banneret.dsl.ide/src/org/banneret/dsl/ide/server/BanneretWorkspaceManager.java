package org.banneret.dsl.ide.server;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.ide.server.Document;
import org.eclipse.xtext.ide.server.WorkspaceManager;
import org.eclipse.xtext.resource.IResourceDescription;
import org.eclipse.xtext.resource.XtextResource;

import com.google.inject.Singleton;

/** Xtext's workspace manager, whose documents read positions as the LSP specification says ({@link LenientDocument}). */
@Singleton
public class BanneretWorkspaceManager extends WorkspaceManager {

	@Override
	protected Map<URI, Document> createOpenDocuments() {
		return new LenientDocuments();
	}

	/** The text of a document open in an editor, or null when it is not open. */
	public String openText(URI uri) {
		Document document = getOpenDocuments().get(uri);
		return document == null ? null : document.getContents();
	}

	/** Whether a file is in the index (was built, and not deleted since). */
	public boolean isIndexed(URI uri) {
		return getIndex().getResourceDescription(uri) != null;
	}

	/** Tells the build's listeners what a background build changed, as a build of Xtext's own does. */
	void backgroundBuilt(List<IResourceDescription.Delta> deltas) {
		if (!deltas.isEmpty()) {
			afterBuild(deltas);
		}
	}

	@Override
	protected Document getDocument(XtextResource resource) {
		return LenientDocument.of(super.getDocument(resource));
	}

	/** The open documents, each kept lenient whoever puts it. */
	private static final class LenientDocuments extends HashMap<URI, Document> {
		private static final long serialVersionUID = 1L;

		@Override
		public Document put(URI uri, Document document) {
			return super.put(uri, LenientDocument.of(document));
		}
	}
}

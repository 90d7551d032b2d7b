package org.banneret.dsl.ide.server;

import java.util.HashMap;
import java.util.Map;

import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.ide.server.Document;
import org.eclipse.xtext.ide.server.WorkspaceManager;
import org.eclipse.xtext.resource.XtextResource;

import com.google.inject.Singleton;

/** Xtext's workspace manager, whose documents read positions as the LSP specification says ({@link LenientDocument}). */
@Singleton
public class BanneretWorkspaceManager extends WorkspaceManager {

	@Override
	protected Map<URI, Document> createOpenDocuments() {
		return new LenientDocuments();
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

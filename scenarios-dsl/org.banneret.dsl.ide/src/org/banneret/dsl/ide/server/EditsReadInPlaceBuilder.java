package org.banneret.dsl.ide.server;

import java.io.IOException;
import java.io.InputStream;

import org.banneret.dsl.resource.ChangedRegion;
import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.build.IncrementalBuilder;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.util.LazyStringInputStream;
import org.eclipse.xtext.util.ReplaceRegion;

/**
 * The server's builder, which reads the edits of a document open in an editor into the model it
 * already has, as Xtext's partial parser reads them in place, where Xtext's builder would unload
 * the model and read the whole text again. A counter moved on a 0.3 MB scenario's Map page then
 * costs the reading of its row, not of the file, and no new model of the whole file for the
 * collector to copy, in pauses that stop the Studio's UI thread too, since the server runs in its
 * JVM. Files not open in an editor, the files an edit affects, and edits that do not read in place
 * (Xtext's parser may read a text with a syntax error whole) are read whole, as before.
 */
public class EditsReadInPlaceBuilder extends IncrementalBuilder.InternalStatefulIncrementalBuilder {

	@Override
	protected void unloadResource(URI uri) {
		if (!readInPlace(uri)) {
			super.unloadResource(uri);
		}
	}

	/**
	 * Brings the loaded model of a file to its open document's text by reading the one region
	 * where the two differ in place. Returns false, and the file must be read whole, where it is
	 * not loaded, not changed (only affected by another file's change), not open, or the reading
	 * did not bring the model to the document's text.
	 */
	private boolean readInPlace(URI uri) {
		if (!(getRequest().getResourceSet().getResource(uri, false) instanceof XtextResource resource)
				|| !resource.isLoaded() || resource.getParseResult() == null || !getRequest().getDirtyFiles().contains(uri)) {
			return false;
		}
		String text = openDocumentText(uri);
		if (text == null) {
			return false;
		}
		String read = resource.getParseResult().getRootNode().getText();
		ReplaceRegion edit = ChangedRegion.between(read, text);
		if (edit == null) {
			return true; // opened as it is on disk, or edited back: the model is the text's
		}
		try {
			resource.update(edit.getOffset(), edit.getLength(), edit.getText());
		} catch (RuntimeException e) {
			return false;
		}
		return resource.getParseResult() != null && text.equals(resource.getParseResult().getRootNode().getText());
	}

	/** The text of the file's open document, as the builder would read it; null for a file not open. */
	private String openDocumentText(URI uri) {
		try (InputStream content = getRequest().getResourceSet().getURIConverter().createInputStream(uri)) {
			return content instanceof LazyStringInputStream open ? open.getString() : null;
		} catch (IOException e) {
			return null;
		}
	}
}

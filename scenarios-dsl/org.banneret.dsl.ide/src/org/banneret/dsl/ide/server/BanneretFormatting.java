package org.banneret.dsl.ide.server;

import java.util.List;

import org.eclipse.lsp4j.FormattingOptions;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.xtext.ide.server.Document;
import org.eclipse.xtext.ide.server.formatting.FormattingService;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.resource.XtextResource;

/**
 * Formats only what parsed: a file with syntax errors is left as typed, since a layout computed
 * from a partial parse could move text the parser did not understand.
 */
public class BanneretFormatting extends FormattingService {

	/**
	 * Whether a resource parsed cleanly enough to be laid out: without syntax errors, and without
	 * text whose element a later assignment replaced (two 'back' blocks in one counter), which
	 * Xtext's layout cannot place.
	 */
	public static boolean canFormat(XtextResource resource) {
		if (resource.getParseResult() == null || resource.getParseResult().hasSyntaxErrors()
				|| resource.getContents().isEmpty()) {
			return false;
		}
		for (INode node : resource.getParseResult().getRootNode().getAsTreeIterable()) {
			if (node.hasDirectSemanticElement() && node.getSemanticElement().eResource() != resource) {
				return false;
			}
		}
		return true;
	}

	@Override
	public List<TextEdit> format(XtextResource resource, Document document, int offset, int length,
			FormattingOptions options) {
		return canFormat(resource) ? super.format(resource, document, offset, length, options) : List.of();
	}
}

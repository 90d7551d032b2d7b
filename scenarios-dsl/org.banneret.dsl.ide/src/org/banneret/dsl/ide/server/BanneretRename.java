package org.banneret.dsl.ide.server;

import java.util.concurrent.ExecutionException;

import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.MessageType;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.WorkspaceEdit;
import org.eclipse.xtext.ide.server.ILanguageServerAccess;
import org.eclipse.xtext.ide.server.rename.RenameService2;
import org.eclipse.xtext.resource.XtextResource;

/**
 * Rename, answering no change (LSP's null) with a word to the user where nothing can be renamed:
 * no name at the place, or a file with syntax errors, whose text a rename's serializer cannot
 * write back faithfully. Xtext's refuses with an error response and logs it as an error.
 */
public class BanneretRename extends RenameService2 {

	@Override
	public WorkspaceEdit rename(Options options) {
		ILanguageServerAccess access = options.getLanguageServerAccess();
		String uri = options.getRenameParams().getTextDocument().getUri();
		Position position = options.getRenameParams().getPosition();
		String refusal;
		try {
			refusal = access.doRead(uri, context -> refusal(context, position)).get();
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			return null;
		} catch (ExecutionException e) {
			throw new IllegalStateException("could not read " + uri + " to rename in it", e.getCause());
		}
		if (refusal != null) {
			if (access.getLanguageClient() != null) {
				access.getLanguageClient().showMessage(new MessageParams(MessageType.Info, "Rename: " + refusal));
			}
			return null;
		}
		return super.rename(options);
	}

	private String refusal(ILanguageServerAccess.Context context, Position position) {
		if (!(context.getResource() instanceof XtextResource resource) || resource.getParseResult() == null) {
			return "this file cannot be read.";
		}
		if (resource.getParseResult().hasSyntaxErrors()) {
			return "fix the syntax errors in this file first.";
		}
		return getElementAtOffset(resource, context.getDocument(), position) == null ? "nothing here has a name to rename."
				: null;
	}
}

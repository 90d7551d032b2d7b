package org.banneret.dsl.ide.server;

import java.util.concurrent.ExecutionException;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.MessageType;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.WorkspaceEdit;
import org.eclipse.xtext.ide.refactoring.RefactoringIssueAcceptor.Severity;
import org.eclipse.xtext.ide.server.ILanguageServerAccess;
import org.eclipse.xtext.ide.server.rename.RenameService2;
import org.eclipse.xtext.ide.server.rename.ServerRefactoringIssueAcceptor;
import org.eclipse.xtext.resource.XtextResource;

/**
 * Rename, answering no change (LSP's null) with a word to the user wherever it cannot rename: no
 * name at the place, a file with syntax errors (whose text the serializer cannot write back
 * faithfully), a refactoring issue, or a serializer that fails on a half-valid file (a reference
 * listed twice). Xtext's answers those with an error response, logged as an error each time.
 */
public class BanneretRename extends RenameService2 {

	@Override
	public WorkspaceEdit rename(Options options) {
		ILanguageServerAccess access = options.getLanguageServerAccess();
		String uri = options.getRenameParams().getTextDocument().getUri();
		try {
			return access.doRead(uri, context -> renameIn(context, options)).get();
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			return null;
		} catch (ExecutionException e) {
			throw new IllegalStateException("could not read " + uri + " to rename in it", e.getCause());
		}
	}

	private WorkspaceEdit renameIn(ILanguageServerAccess.Context context, Options options) {
		Position position = options.getRenameParams().getPosition();
		if (!(context.getResource() instanceof XtextResource resource) || resource.getParseResult() == null) {
			return refuse(options, "this file cannot be read.");
		}
		if (resource.getParseResult().hasSyntaxErrors()) {
			return refuse(options, "fix the syntax errors in this file first.");
		}
		// As Xtext's does: the rename works on a copy in a resource set of its own, never on the server's models.
		ResourceSet copies = options.getLanguageServerAccess().newLiveScopeResourceSet(resource.getURI());
		if (!(copies.getResource(resource.getURI(), true) instanceof XtextResource copy)) {
			return refuse(options, "this file cannot be read.");
		}
		EObject element = getElementAtOffset(copy, context.getDocument(), position);
		if (element == null || element.eIsProxy()) {
			return refuse(options, "nothing here has a name to rename.");
		}
		ServerRefactoringIssueAcceptor issues = getIssueProvider().get();
		WorkspaceEdit edit = new WorkspaceEdit();
		try {
			applyModifications(element, edit, issues, options, context);
		} catch (RuntimeException e) {
			return refuse(options, "the references could not be rewritten (" + e.getMessage() + "); fix the file's errors first.");
		}
		Severity worst = issues.getMaximumSeverity();
		if (worst != null && worst.compareTo(Severity.WARNING) < 0) {
			Object why = issues.toResponseError().getData();
			return refuse(options, why instanceof String reasons && !reasons.isBlank() ? reasons.lines().findFirst().orElse("")
					: issues.toResponseError().getMessage());
		}
		return edit;
	}

	private static WorkspaceEdit refuse(Options options, String why) {
		if (options.getLanguageServerAccess().getLanguageClient() != null) {
			options.getLanguageServerAccess().getLanguageClient().showMessage(new MessageParams(MessageType.Info, "Rename: " + why));
		}
		return null;
	}
}

package org.banneret.ui.dsl.assist;

import java.util.function.Supplier;

import java.util.ArrayList;
import java.util.List;

import org.banneret.ui.dsl.LanguageSession;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.contentassist.ICompletionProposal;
import org.eclipse.jface.text.contentassist.IContentAssistProcessor;
import org.eclipse.jface.text.contentassist.IContextInformation;
import org.eclipse.jface.text.contentassist.IContextInformationValidator;
import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.CompletionList;
import org.eclipse.lsp4j.CompletionParams;
import org.eclipse.lsp4j.jsonrpc.messages.Either;

/**
 * Content assist from the language host: names of the game system and the maps, hex labels in
 * the map's own scheme, whole terrain rows. It runs off the UI thread (the assistant is
 * asynchronous), so a host that is still checking a large file delays the list, not the typing.
 */
public final class CompletionProcessor implements IContentAssistProcessor {

	private final Supplier<LanguageSession> sessions;
	private String error;

	public CompletionProcessor(Supplier<LanguageSession> sessions) {
		this.sessions = sessions;
	}

	@Override
	public ICompletionProposal[] computeCompletionProposals(ITextViewer viewer, int offset) {
		error = null;
		LanguageSession session = sessions.get();
		if (session == null) {
			return new ICompletionProposal[0];
		}
		Either<List<CompletionItem>, CompletionList> answer = LanguageSession.await(session.service()
				.completion(new CompletionParams(session.identifier(), session.position(offset))));
		if (answer == null) {
			error = "The scenario language server did not answer in time.";
			return new ICompletionProposal[0];
		}
		List<CompletionItem> items = answer.isLeft() ? answer.getLeft() : answer.getRight().getItems();
		List<ICompletionProposal> proposals = new ArrayList<>(items.size());
		for (CompletionItem item : items) {
			ServerProposal proposal = ServerProposal.of(item, session);
			if (proposal != null) {
				proposals.add(proposal);
			}
		}
		return proposals.toArray(ICompletionProposal[]::new);
	}

	@Override
	public IContextInformation[] computeContextInformation(ITextViewer viewer, int offset) {
		return null;
	}

	@Override
	public char[] getCompletionProposalAutoActivationCharacters() {
		return null;
	}

	@Override
	public char[] getContextInformationAutoActivationCharacters() {
		return null;
	}

	@Override
	public String getErrorMessage() {
		return error;
	}

	@Override
	public IContextInformationValidator getContextInformationValidator() {
		return null;
	}
}

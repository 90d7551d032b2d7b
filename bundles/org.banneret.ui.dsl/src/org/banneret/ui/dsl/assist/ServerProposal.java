package org.banneret.ui.dsl.assist;

import java.util.Locale;

import org.banneret.ui.dsl.LanguageSession;
import org.banneret.ui.dsl.edits.TextEdits;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.DocumentEvent;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.contentassist.ICompletionProposal;
import org.eclipse.jface.text.contentassist.ICompletionProposalExtension2;
import org.eclipse.jface.text.contentassist.ICompletionProposalExtension4;
import org.eclipse.jface.text.contentassist.ICompletionProposalExtension6;
import org.eclipse.jface.text.contentassist.IContextInformation;
import org.eclipse.jface.viewers.StyledString;
import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.Point;

/**
 * One completion item of the language host: it replaces the text from where the server's edit
 * starts up to the caret, so that what was typed while the list was shown is replaced too.
 */
final class ServerProposal implements ICompletionProposal, ICompletionProposalExtension2, ICompletionProposalExtension4,
		ICompletionProposalExtension6 {

	private final CompletionItem item;
	private final LanguageSession session;
	private final String text;
	private final int start;
	private int selection = -1;

	private ServerProposal(CompletionItem item, LanguageSession session, String text, int start) {
		this.item = item;
		this.session = session;
		this.text = text;
		this.start = start;
	}

	static ServerProposal of(CompletionItem item, LanguageSession session) {
		if (item.getTextEdit() == null || item.getTextEdit().getLeft() == null) {
			return null;
		}
		TextEdit edit = item.getTextEdit().getLeft();
		return new ServerProposal(item, session, edit.getNewText(), session.offset(edit.getRange().getStart()));
	}

	@Override
	public void apply(ITextViewer viewer, char trigger, int stateMask, int offset) {
		IDocument document = viewer.getDocument();
		try {
			int end = Math.max(offset, start);
			document.replace(start, end - start, text);
			selection = start + text.length();
			if (item.getAdditionalTextEdits() != null && !item.getAdditionalTextEdits().isEmpty()) {
				TextEdits.apply(document, item.getAdditionalTextEdits());
			}
		} catch (BadLocationException e) {
			// the text moved under the list; nothing sensible to insert
		}
	}

	@Override
	public void apply(IDocument document) {
		// The viewer-aware apply above is the one the assistant calls.
	}

	@Override
	public boolean validate(IDocument document, int offset, DocumentEvent event) {
		if (offset < start) {
			return false;
		}
		try {
			String typed = document.get(start, offset - start).toLowerCase(Locale.ROOT);
			return filterText().toLowerCase(Locale.ROOT).startsWith(typed) || text.toLowerCase(Locale.ROOT).startsWith(typed);
		} catch (BadLocationException e) {
			return false;
		}
	}

	private String filterText() {
		return item.getFilterText() != null ? item.getFilterText() : item.getLabel();
	}

	@Override
	public void selected(ITextViewer viewer, boolean smartToggle) {
	}

	@Override
	public void unselected(ITextViewer viewer) {
	}

	@Override
	public boolean isAutoInsertable() {
		return true;
	}

	@Override
	public Point getSelection(IDocument document) {
		return selection < 0 ? null : new Point(selection, 0);
	}

	@Override
	public String getAdditionalProposalInfo() {
		if (item.getDocumentation() == null) {
			return item.getDetail();
		}
		return item.getDocumentation().isLeft() ? item.getDocumentation().getLeft()
				: item.getDocumentation().getRight().getValue();
	}

	@Override
	public String getDisplayString() {
		return getStyledDisplayString().getString();
	}

	@Override
	public StyledString getStyledDisplayString() {
		StyledString display = new StyledString(item.getLabel());
		if (item.getDetail() != null && !item.getDetail().isBlank()) {
			display.append(" - " + item.getDetail(), StyledString.QUALIFIER_STYLER);
		}
		return display;
	}

	@Override
	public Image getImage() {
		return CompletionImages.of(item.getKind());
	}

	@Override
	public IContextInformation getContextInformation() {
		return null;
	}
}

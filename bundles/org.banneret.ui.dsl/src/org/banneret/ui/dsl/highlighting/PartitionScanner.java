package org.banneret.ui.dsl.highlighting;

import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.rules.IPartitionTokenScanner;
import org.eclipse.jface.text.rules.IToken;
import org.eclipse.jface.text.rules.Token;

/**
 * Finds the language's comments and strings. After an edit the partitioner scans on until the
 * partitions agree again, which in a scenario whose unit rows have no strings is the end of the
 * file; so this scanner jumps over code to the next quote or slash instead of trying rules on
 * every character, and a keystroke in a 10,000-unit scenario costs a fraction of a millisecond.
 */
final class PartitionScanner implements IPartitionTokenScanner {

	private static final IToken COMMENT = new Token(Partitions.COMMENT);
	private static final IToken STRING = new Token(Partitions.STRING);

	private String text = "";
	private int base;
	private int position;
	private int tokenStart;

	@Override
	public void setRange(IDocument document, int offset, int length) {
		start(document, offset, length);
	}

	@Override
	public void setPartialRange(IDocument document, int offset, int length, String contentType, int partitionOffset) {
		// Inside a comment or string the scan restarts at its beginning, so that its end is found again.
		if (partitionOffset >= 0 && partitionOffset < offset && contentType != null
				&& !IDocument.DEFAULT_CONTENT_TYPE.equals(contentType)) {
			start(document, partitionOffset, length + offset - partitionOffset);
		} else {
			start(document, offset, length);
		}
	}

	private void start(IDocument document, int offset, int length) {
		try {
			text = document.get(offset, length);
		} catch (BadLocationException e) {
			text = "";
		}
		base = offset;
		position = 0;
	}

	@Override
	public IToken nextToken() {
		tokenStart = position;
		int length = text.length();
		if (position >= length) {
			return Token.EOF;
		}
		char c = text.charAt(position);
		if (c == '/' && position + 1 < length && text.charAt(position + 1) == '/') {
			int end = text.indexOf('\n', position);
			position = end < 0 ? length : end + 1;
			return COMMENT;
		}
		if (c == '/' && position + 1 < length && text.charAt(position + 1) == '*') {
			int end = text.indexOf("*/", position + 2);
			position = end < 0 ? length : end + 2;
			return COMMENT;
		}
		if (c == '"' || c == '\'') {
			position = closingQuote(c, position + 1);
			return STRING;
		}
		position = nextSpecial(position + 1);
		return Token.UNDEFINED;
	}

	/** Just after the quote that closes a string opened before {@code from}; the end when unclosed. */
	private int closingQuote(char quote, int from) {
		int length = text.length();
		for (int i = from; i < length; i++) {
			char c = text.charAt(i);
			if (c == '\\') {
				i++;
			} else if (c == quote) {
				return i + 1;
			}
		}
		return length;
	}

	/** The next character where a comment or string may begin. */
	private int nextSpecial(int from) {
		int length = text.length();
		for (int i = from; i < length; i++) {
			char c = text.charAt(i);
			if (c == '"' || c == '\'' || c == '/' && i + 1 < length && (text.charAt(i + 1) == '/' || text.charAt(i + 1) == '*')) {
				return i;
			}
		}
		return length;
	}

	@Override
	public int getTokenOffset() {
		return base + tokenStart;
	}

	@Override
	public int getTokenLength() {
		return position - tokenStart;
	}
}

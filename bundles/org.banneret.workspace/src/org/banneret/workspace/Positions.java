package org.banneret.workspace;

import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;

/** LSP positions (line and character) and document offsets, converted as the LSP says. */
public final class Positions {

	private Positions() {
	}

	/** An offset as a line and character. */
	public static Position position(IDocument document, int offset) {
		try {
			int line = document.getLineOfOffset(offset);
			return new Position(line, offset - document.getLineOffset(line));
		} catch (BadLocationException e) {
			return new Position(Math.max(0, document.getNumberOfLines() - 1), 0);
		}
	}

	/** A line and character as an offset: past a line's end means its end, past the last line the document's end. */
	public static int offset(IDocument document, Position position) {
		try {
			if (position.getLine() >= document.getNumberOfLines()) {
				return document.getLength();
			}
			int line = Math.max(0, position.getLine());
			int start = document.getLineOffset(line);
			String delimiter = document.getLineDelimiter(line);
			int contentLength = document.getLineLength(line) - (delimiter == null ? 0 : delimiter.length());
			return start + Math.min(Math.max(0, position.getCharacter()), contentLength);
		} catch (BadLocationException e) {
			return document.getLength();
		}
	}

	/** The offset and length a range covers, as {start, length}. */
	public static int[] region(IDocument document, Range range) {
		int start = offset(document, range.getStart());
		int end = Math.max(start, offset(document, range.getEnd()));
		return new int[] { start, end - start };
	}
}

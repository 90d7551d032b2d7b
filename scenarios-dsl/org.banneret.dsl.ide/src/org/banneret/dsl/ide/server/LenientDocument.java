package org.banneret.dsl.ide.server;

import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextDocumentContentChangeEvent;
import org.eclipse.xtext.ide.server.Document;
import org.eclipse.xtext.util.ITextRegion;
import org.eclipse.xtext.util.TextRegion;

/**
 * An open document that reads positions as the LSP specification says: a character past its
 * line's end means that end, and a line past the last means the document's end. Xtext's document
 * throws instead, so an editor's ordinary edit or request would fail and the server's copy drift.
 * Lines end at LF, CRLF or CR, as the specification says; Xtext's document knows LF only.
 */
public final class LenientDocument extends Document {

	public LenientDocument(Integer version, String contents) {
		super(version, contents, false);
	}

	/** The document itself if it is lenient already, else a lenient copy of it. */
	public static LenientDocument of(Document document) {
		return document == null || document instanceof LenientDocument ? (LenientDocument) document
				: new LenientDocument(document.getVersion(), document.getContents());
	}

	@Override
	public int getOffSet(Position position) {
		return offsetOf(getContents(), position);
	}

	@Override
	public ITextRegion getTextRegion(Range range) {
		int start = getOffSet(range.getStart());
		int end = Math.max(start, getOffSet(range.getEnd()));
		return new TextRegion(start, end - start);
	}

	/** The position of an offset; one past the text's end is its end, one inside a CRLF its line's end. */
	@Override
	public Position getPosition(int offset) {
		String text = getContents();
		int end = Math.max(0, Math.min(offset, text.length()));
		int line = 0;
		int lineStart = 0;
		int i = 0;
		while (i < end) {
			int next = afterBreak(text, i);
			if (next < 0) {
				i++;
			} else if (next > end) {
				return new Position(line, i - lineStart);
			} else {
				line++;
				lineStart = next;
				i = next;
			}
		}
		return new Position(line, end - lineStart);
	}

	@Override
	public int getLineCount() {
		return getPosition(getContents().length()).getLine() + 1;
	}

	@Override
	public String getLineContent(int lineNumber) {
		if (lineNumber < 0 || lineNumber >= getLineCount()) {
			return "";
		}
		String text = getContents();
		int start = offsetOf(text, new Position(lineNumber, 0));
		return text.substring(start, lineEnd(text, start));
	}

	@Override
	public String getSubstring(Range range) {
		ITextRegion region = getTextRegion(range);
		return getContents().substring(region.getOffset(), region.getEndOffset());
	}

	/** Each change's range refers to the text after the changes before it (LSP's didChange). */
	@Override
	public LenientDocument applyTextDocumentChanges(Iterable<? extends TextDocumentContentChangeEvent> changes) {
		String text = getContents();
		for (TextDocumentContentChangeEvent change : changes) {
			String inserted = change.getText() == null ? "" : change.getText();
			if (change.getRange() == null) {
				text = inserted;
			} else {
				int start = offsetOf(text, change.getRange().getStart());
				int end = Math.max(start, offsetOf(text, change.getRange().getEnd()));
				text = text.substring(0, start) + inserted + text.substring(end);
			}
		}
		return new LenientDocument(getVersion() == null ? null : getVersion() + 1, text);
	}

	/** The offset of a position: lines end at LF, CRLF or CR, as the LSP specification says. */
	static int offsetOf(String text, Position position) {
		if (position == null || position.getLine() < 0) {
			return 0;
		}
		int lineStart = 0;
		for (int line = 0; line < position.getLine(); line++) {
			int end = lineEnd(text, lineStart);
			if (end == text.length()) {
				return text.length();
			}
			lineStart = afterBreak(text, end);
		}
		return lineStart + Math.max(0, Math.min(position.getCharacter(), lineEnd(text, lineStart) - lineStart));
	}

	/** Where the line starting at an offset ends: its first LF or CR, or the text's end. */
	private static int lineEnd(String text, int lineStart) {
		for (int i = lineStart; i < text.length(); i++) {
			char c = text.charAt(i);
			if (c == '\n' || c == '\r') {
				return i;
			}
		}
		return text.length();
	}

	/** The offset after the line break at an offset, or -1 where there is none. */
	private static int afterBreak(String text, int at) {
		char c = text.charAt(at);
		if (c == '\n') {
			return at + 1;
		}
		if (c == '\r') {
			return at + 1 < text.length() && text.charAt(at + 1) == '\n' ? at + 2 : at + 1;
		}
		return -1;
	}
}

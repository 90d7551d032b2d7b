package org.banneret.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.banneret.dsl.ide.server.LenientDocument;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextDocumentContentChangeEvent;
import org.junit.jupiter.api.Test;

/** The server's documents read positions as the LSP specification says, where Xtext's threw. */
class LenientDocumentTest {

	private static TextDocumentContentChangeEvent edit(int line, int character, int endLine, int endCharacter, String text) {
		return new TextDocumentContentChangeEvent(
				new Range(new Position(line, character), new Position(endLine, endCharacter)), text);
	}

	@Test
	void aRangeEndingPastItsLineEndsAtTheLineEnd() {
		LenientDocument document = new LenientDocument(1, "side Scots {\n\tinitiative\n}\n");
		LenientDocument edited = document.applyTextDocumentChanges(List.of(edit(0, 5, 0, 80, "English {")));
		assertEquals("side English {\n\tinitiative\n}\n", edited.getContents());
		assertEquals(2, edited.getVersion());
	}

	@Test
	void aPositionBelowTheLastLineIsTheDocumentsEnd() {
		LenientDocument document = new LenientDocument(1, "map m\n");
		assertEquals("map m\ngarbage", document.applyTextDocumentChanges(List.of(edit(7, 3, 9, 0, "garbage"))).getContents());
		assertEquals(6, document.getOffSet(new Position(40, 2)));
		assertEquals(0, document.getOffSet(new Position(-1, 5)));
	}

	@Test
	void linesEndAtLfCrlfAndCrAndColumnsStopBeforeTheBreak() {
		LenientDocument document = new LenientDocument(1, "ab\r\ncd\ref\ngh");
		assertEquals(4, document.getLineCount());
		assertEquals(2, document.getOffSet(new Position(0, 9)), "the end of 'ab', before its CRLF");
		assertEquals(4, document.getOffSet(new Position(1, 0)));
		assertEquals(7, document.getOffSet(new Position(2, 0)), "a lone CR ends a line too");
		assertEquals(new Position(1, 1), document.getPosition(5));
		assertEquals(new Position(0, 2), document.getPosition(3), "inside the CRLF: the line's end");
		assertEquals(new Position(3, 2), document.getPosition(99));
		assertEquals("ef", document.getLineContent(2));
		assertEquals("", document.getLineContent(4));
	}

	@Test
	void changesApplyInTurnEachToTheTextBeforeIt() {
		LenientDocument document = new LenientDocument(null, "abc");
		LenientDocument edited = document.applyTextDocumentChanges(List.of(edit(0, 3, 0, 3, "\ndef"), edit(1, 0, 1, 99, "X"),
				new TextDocumentContentChangeEvent("whole"), edit(0, 5, 3, 0, "!")));
		assertEquals("whole!", edited.getContents());
		assertEquals(null, edited.getVersion());
	}
}

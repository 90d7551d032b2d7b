package org.banneret.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.stream.Stream;

import org.banneret.ui.dsl.highlighting.Partitions;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.Document;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.ITypedRegion;
import org.eclipse.jface.text.TextUtilities;
import org.junit.jupiter.api.Test;

/** The editor's comments and strings, as the partitioner finds them and keeps them while one types. */
@org.junit.jupiter.api.extension.ExtendWith(LogsNoErrors.class)
class PartitionsTest {

	private static final String TEXT = """
			// a comment with "quotes" and /* in it
			scenario a.B "A title with // no comment" of medieval {
				description 'single quoted \\' still' /* block
				comment */ turns 1 to 2
			}
			""";

	@Test
	void commentsAndStringsArePartitionsOfTheirOwn() throws BadLocationException {
		IDocument document = document(TEXT);
		assertEquals(List.of("// a comment with \"quotes\" and /* in it\n", "\"A title with // no comment\"",
				"'single quoted \\' still'", "/* block\n\tcomment */"), special(document));
	}

	@Test
	void typingKeepsThePartitionsRight() throws BadLocationException {
		IDocument document = document(TEXT);
		int at = TEXT.indexOf("turns");
		document.replace(at, 0, "\"open ");
		assertEquals(Partitions.STRING, TextUtilities.getContentType(document, Partitions.PARTITIONING, at + 2, false));
		document.replace(at, 6, "");
		assertEquals(special(document(TEXT)), special(document));
		document.replace(0, 2, "");
		assertEquals(IDocument.DEFAULT_CONTENT_TYPE, TextUtilities.getContentType(document, Partitions.PARTITIONING, 3, false));
	}

	private static IDocument document(String text) {
		IDocument document = new Document(text);
		new Partitions().setup(document);
		return document;
	}

	private static List<String> special(IDocument document) throws BadLocationException {
		ITypedRegion[] regions = TextUtilities.computePartitioning(document, Partitions.PARTITIONING, 0, document.getLength(),
				false);
		return Stream.of(regions).filter(r -> !r.getType().equals(IDocument.DEFAULT_CONTENT_TYPE)).map(r -> {
			try {
				return document.get(r.getOffset(), r.getLength());
			} catch (BadLocationException e) {
				throw new IllegalStateException(e);
			}
		}).toList();
	}
}

package org.banneret.ui.dsl.highlighting;

import org.eclipse.core.filebuffers.IDocumentSetupParticipant;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IDocumentExtension3;
import org.eclipse.jface.text.IDocumentPartitioner;
import org.eclipse.jface.text.rules.EndOfLineRule;
import org.eclipse.jface.text.rules.FastPartitioner;
import org.eclipse.jface.text.rules.IPredicateRule;
import org.eclipse.jface.text.rules.IToken;
import org.eclipse.jface.text.rules.MultiLineRule;
import org.eclipse.jface.text.rules.RuleBasedPartitionScanner;
import org.eclipse.jface.text.rules.Token;

/**
 * Comments and strings as partitions of their own, so that a keyword inside either is not
 * coloured as one. Installed on every scenario-language document by the file buffers.
 */
public final class Partitions implements IDocumentSetupParticipant {

	public static final String PARTITIONING = "org.banneret.ui.dsl.partitioning";
	public static final String COMMENT = "__banneret_comment";
	public static final String STRING = "__banneret_string";
	public static final String[] TYPES = { IDocument.DEFAULT_CONTENT_TYPE, COMMENT, STRING };

	@Override
	public void setup(IDocument document) {
		if (document instanceof IDocumentExtension3 extension && extension.getDocumentPartitioner(PARTITIONING) == null) {
			IDocumentPartitioner partitioner = new FastPartitioner(new Scanner(), TYPES);
			extension.setDocumentPartitioner(PARTITIONING, partitioner);
			partitioner.connect(document);
		}
	}

	private static final class Scanner extends RuleBasedPartitionScanner {
		Scanner() {
			IToken comment = new Token(COMMENT);
			IToken string = new Token(STRING);
			setPredicateRules(new IPredicateRule[] { new EndOfLineRule("//", comment), new MultiLineRule("/*", "*/", comment, (char) 0, true),
					new MultiLineRule("\"", "\"", string, '\\', true), new MultiLineRule("'", "'", string, '\\', true) });
		}
	}
}

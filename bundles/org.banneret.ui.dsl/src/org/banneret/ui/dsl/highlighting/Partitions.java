package org.banneret.ui.dsl.highlighting;

import org.eclipse.core.filebuffers.IDocumentSetupParticipant;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IDocumentExtension3;
import org.eclipse.jface.text.IDocumentPartitioner;
import org.eclipse.jface.text.rules.FastPartitioner;

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
			IDocumentPartitioner partitioner = new FastPartitioner(new PartitionScanner(), TYPES);
			extension.setDocumentPartitioner(PARTITIONING, partitioner);
			partitioner.connect(document);
		}
	}
}

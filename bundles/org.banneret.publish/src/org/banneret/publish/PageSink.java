package org.banneret.publish;

import java.io.IOException;

/**
 * Where the pages of an export go: one PDF document, or one SVG or PNG file per page. A canvas
 * is drawn on until the next page is asked for. {@link #finish()} writes the output; a sink
 * closed without finishing (an export that failed or was cancelled) writes nothing.
 */
public interface PageSink extends AutoCloseable {

	/** A new page; the canvas's origin is the top left corner of the media. */
	Canvas newPage(Page page) throws IOException;

	/** Writes the pages, each file atomically. */
	void finish() throws IOException;

	@Override
	void close() throws IOException;
}

package org.banneret.publish;

import java.io.IOException;
import java.util.function.Consumer;

/**
 * Where the pages of an export go: one PDF document, or one SVG or PNG file per page. A page is
 * given as its drawing, which a sink may run more than once: a large PNG is drawn a band of rows
 * at a time. {@link #finish()} writes the output; a sink closed without finishing (an export that
 * failed or was cancelled) writes nothing.
 */
public interface PageSink extends AutoCloseable {

	/** Adds a page; the canvas's origin is the top left corner of the media. */
	void page(Page page, Consumer<Canvas> drawing) throws IOException;

	/** Writes the pages, each file atomically. */
	void finish() throws IOException;

	@Override
	void close() throws IOException;
}

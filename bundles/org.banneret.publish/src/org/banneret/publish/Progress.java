package org.banneret.publish;

/** What an export tells the one who waits for it, and how it learns it is no longer wanted. */
public interface Progress {

	Progress NONE = (done, total) -> {
	};

	/** {@code done} of {@code total} pages are drawn. */
	void pages(int done, int total);

	/** Whether to stop; an export that stops writes nothing. */
	default boolean cancelled() {
		return false;
	}

	/** Thrown by an export that was cancelled. */
	final class Cancelled extends RuntimeException {
		private static final long serialVersionUID = 1L;

		public Cancelled() {
			super("the export was cancelled; nothing was written");
		}
	}
}

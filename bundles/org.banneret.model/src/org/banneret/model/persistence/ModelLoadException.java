package org.banneret.model.persistence;

import java.io.IOException;
import java.nio.file.Path;

/**
 * A model file that could not be read, with the place of the first problem. Its message
 * reads {@code file:line:column: reason}, the form editors and CI logs link to.
 */
public final class ModelLoadException extends IOException {

	private static final long serialVersionUID = 1L;

	private final Path file;
	private final int line;
	private final int column;
	private final String reason;

	public ModelLoadException(Path file, int line, int column, String reason, Throwable cause) {
		super(format(file, line, column, reason), cause);
		this.file = file;
		this.line = line;
		this.column = column;
		this.reason = reason;
	}

	private static String format(Path file, int line, int column, String reason) {
		StringBuilder text = new StringBuilder().append(file);
		if (line > 0) {
			text.append(':').append(line);
			if (column > 0) {
				text.append(':').append(column);
			}
		}
		return text.append(": ").append(reason).toString();
	}

	public Path file() {
		return file;
	}

	/** The 1-based line of the problem, or 0 when it has no position. */
	public int line() {
		return line;
	}

	/** The 1-based column of the problem, or 0 when it has no position. */
	public int column() {
		return column;
	}

	public String reason() {
		return reason;
	}
}

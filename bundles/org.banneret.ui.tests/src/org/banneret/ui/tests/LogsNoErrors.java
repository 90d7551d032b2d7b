package org.banneret.ui.tests;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.ILogListener;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Platform;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Fails a test class that logged an error to the platform log while it ran, whichever thread
 * logged it (the language server's, a job's, the UI's): each class answers for its own errors.
 * The first class to start also notes how much of the log the start-up wrote.
 */
public final class LogsNoErrors implements BeforeAllCallback, AfterAllCallback {

	private static long startupLogLength = -1;

	private final List<String> errors = new ArrayList<>();
	private final ILogListener listener = (status, plugin) -> collect(status);

	/** How many bytes of the platform log were written before the first test class started; -1 before that. */
	public static synchronized long startupLogLength() {
		return startupLogLength;
	}

	@Override
	public void beforeAll(ExtensionContext context) throws Exception {
		synchronized (LogsNoErrors.class) {
			if (startupLogLength < 0) {
				java.io.File log = Platform.getLogFileLocation().toFile();
				startupLogLength = log.exists() ? log.length() : 0;
			}
		}
		Platform.addLogListener(listener);
	}

	@Override
	public void afterAll(ExtensionContext context) throws Exception {
		Studio.settle(); // what the class's last test set going logs before the class is judged
		Platform.removeLogListener(listener);
		synchronized (errors) {
			if (!errors.isEmpty()) {
				throw new AssertionError(context.getDisplayName() + " logged " + errors.size() + " error(s):\n" + String.join("\n", errors));
			}
		}
	}

	private void collect(IStatus status) {
		if (status.matches(IStatus.ERROR)) {
			StringBuilder entry = new StringBuilder(status.getPlugin() + ": " + status.getMessage());
			if (status.getException() != null) {
				java.io.StringWriter trace = new java.io.StringWriter();
				status.getException().printStackTrace(new java.io.PrintWriter(trace));
				entry.append('\n').append(trace);
			}
			for (IStatus child : status.getChildren()) {
				if (child.matches(IStatus.ERROR)) {
					entry.append("\n  ").append(child.getMessage());
				}
			}
			synchronized (errors) {
				errors.add(entry.toString());
			}
		}
	}
}

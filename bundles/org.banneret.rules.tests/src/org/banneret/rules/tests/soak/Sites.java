package org.banneret.rules.tests.soak;

import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;

/** Where an exception came from, in one line, so that a thousand failures of one bug count as one site. */
final class Sites {

	private Sites() {
	}

	/** What was thrown, out of the wrappers of futures. */
	static Throwable unwrapped(Throwable thrown) {
		Throwable cause = thrown;
		while ((cause instanceof ExecutionException || cause instanceof CompletionException) && cause.getCause() != null) {
			cause = cause.getCause();
		}
		return cause;
	}

	static String of(Throwable thrown) {
		Throwable cause = unwrapped(thrown);
		StackTraceElement[] trace = cause.getStackTrace();
		String site = cause.getClass().getSimpleName() + (trace.length == 0 ? "" : " at " + describe(trace[0]));
		if (trace.length > 0 && !trace[0].getClassName().startsWith("org.banneret.")) {
			for (StackTraceElement frame : trace) {
				if (frame.getClassName().startsWith("org.banneret.") && !frame.getClassName().contains(".soak.")) {
					return site + " via " + describe(frame);
				}
			}
		}
		return site;
	}

	/** The exception's first frames, and its causes', indented under a site in the report. */
	static String trace(Throwable thrown) {
		StringBuilder trace = new StringBuilder();
		for (Throwable cause = thrown; cause != null; cause = cause.getCause() == cause ? null : cause.getCause()) {
			trace.append("soak:            ").append(cause).append('\n');
			StackTraceElement[] frames = cause.getStackTrace();
			for (int i = 0; i < Math.min(frames.length, 14); i++) {
				trace.append("soak:              at ").append(frames[i]).append('\n');
			}
		}
		return trace.toString();
	}

	private static String describe(StackTraceElement frame) {
		String type = frame.getClassName().substring(frame.getClassName().lastIndexOf('.') + 1);
		return type + "." + frame.getMethodName() + (frame.getLineNumber() > 0 ? ":" + frame.getLineNumber() : "");
	}
}

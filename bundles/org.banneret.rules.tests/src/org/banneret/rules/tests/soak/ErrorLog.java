package org.banneret.rules.tests.soak;

import java.util.ArrayList;
import java.util.List;

import org.apache.log4j.AppenderSkeleton;
import org.apache.log4j.Level;
import org.apache.log4j.Logger;
import org.apache.log4j.spi.LoggingEvent;

/** The errors Xtext and Banneret log while a soak runs, each by its site: what a user finds in an error log. */
final class ErrorLog extends AppenderSkeleton {

	/** One logged error: its site, and what was thrown if anything was. */
	record Logged(String site, Throwable thrown) {
	}

	private final List<Logged> logged = new ArrayList<>();

	ErrorLog() {
		setThreshold(Level.ERROR);
		Logger.getRootLogger().addAppender(this);
	}

	/** The sites logged since the last call. */
	synchronized List<Logged> drain() {
		List<Logged> drained = List.copyOf(logged);
		logged.clear();
		return drained;
	}

	@Override
	protected synchronized void append(LoggingEvent event) {
		Throwable thrown = event.getThrowableInformation() == null ? null : event.getThrowableInformation().getThrowable();
		String logger = event.getLoggerName().substring(event.getLoggerName().lastIndexOf('.') + 1);
		String message = String.valueOf(event.getMessage()).lines().findFirst().orElse("");
		logged.add(new Logged("logged by " + logger + ": "
				+ (thrown != null ? Sites.of(thrown) : message.substring(0, Math.min(80, message.length()))), thrown));
	}

	@Override
	public void close() {
		Logger.getRootLogger().removeAppender(this);
	}

	@Override
	public boolean requiresLayout() {
		return false;
	}
}

package org.banneret.workspace;

import org.apache.log4j.AppenderSkeleton;
import org.apache.log4j.Level;
import org.apache.log4j.Logger;
import org.apache.log4j.spi.LoggingEvent;
import org.apache.log4j.spi.ThrowableInformation;
import org.eclipse.core.runtime.IStatus;

/**
 * Xtext logs through log4j. In the Studio its warnings and errors belong in the platform's log
 * (the Error Log and .metadata/.log), not on a console nobody reads.
 */
final class PlatformLogAppender extends AppenderSkeleton {

	/** Sends log4j's warnings and errors to the platform log, once. */
	static synchronized void install() {
		Logger root = Logger.getRootLogger();
		if (root.getAppender(PlatformLogAppender.class.getName()) == null) {
			PlatformLogAppender appender = new PlatformLogAppender();
			appender.setName(PlatformLogAppender.class.getName());
			appender.setThreshold(Level.WARN);
			root.addAppender(appender);
			root.setLevel(Level.WARN);
		}
	}

	@Override
	protected void append(LoggingEvent event) {
		int severity = event.getLevel().isGreaterOrEqual(Level.ERROR) ? IStatus.ERROR : IStatus.WARNING;
		ThrowableInformation thrown = event.getThrowableInformation();
		WorkspacePlugin.log(severity, event.getLoggerName() + ": " + event.getRenderedMessage(),
				thrown == null ? null : thrown.getThrowable());
	}

	@Override
	public void close() {
	}

	@Override
	public boolean requiresLayout() {
		return false;
	}
}

package org.banneret.workspace;

import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.osgi.framework.BundleActivator;
import org.osgi.framework.BundleContext;

/** Stops the language host with the bundle, and logs for the workspace integration. */
public final class WorkspacePlugin implements BundleActivator {

	public static final String ID = "org.banneret.workspace";

	@Override
	public void start(BundleContext context) {
		PlatformLogAppender.install();
	}

	@Override
	public void stop(BundleContext context) {
		LanguageHost.shutdown();
	}

	static void log(int severity, String message, Throwable cause) {
		ILog.of(WorkspacePlugin.class).log(new Status(severity, ID, message, cause));
	}

	static void logError(String message, Throwable cause) {
		log(IStatus.ERROR, message, cause);
	}
}

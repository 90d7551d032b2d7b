package org.banneret.ui.dsl;

import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;

/** The editor bundle's id and its log. */
public final class UiDsl {

	public static final String ID = "org.banneret.ui.dsl";
	public static final String EDITOR_ID = ID + ".editor";
	public static final String EDITOR_SCOPE = ID + ".editorScope";

	private UiDsl() {
	}

	public static void log(String message, Throwable cause) {
		ILog.of(UiDsl.class).log(new Status(IStatus.ERROR, ID, message, cause));
	}

	public static void warn(String message, Throwable cause) {
		ILog.of(UiDsl.class).log(new Status(IStatus.WARNING, ID, message, cause));
	}
}

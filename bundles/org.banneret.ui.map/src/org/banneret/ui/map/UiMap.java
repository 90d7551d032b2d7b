package org.banneret.ui.map;

import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;

/** The map editor bundle's ids and its log. */
public final class UiMap {

	public static final String ID = "org.banneret.ui.map";
	public static final String EDITOR_ID = ID + ".editor";
	public static final String MAP_SCOPE = ID + ".mapScope";
	public static final String GO_TO_HEX = ID + ".goToHex";

	private UiMap() {
	}

	public static void log(String message, Throwable cause) {
		ILog.of(UiMap.class).log(new Status(IStatus.ERROR, ID, message, cause));
	}
}

package org.banneret.gamesystems;

import java.net.URL;
import java.util.List;

/** The game systems Banneret ships, as .gamesystem files inside this bundle. */
public final class BuiltInGameSystems {

	/** The files under {@code gamesystems/}; a test keeps this list equal to the folder. */
	public static final List<String> FILES = List.of("cryhavoc.gamesystem", "medieval.gamesystem", "sluys.gamesystem");

	private BuiltInGameSystems() {
	}

	/** The file inside this bundle, or null when this build lacks it. */
	public static URL url(String file) {
		return BuiltInGameSystems.class.getResource("/gamesystems/" + file);
	}
}

package org.banneret.ui.application;

/**
 * An editor page that draws a scenario's set-up on its map: the Map page of the map editor, which
 * builds on this bundle and so cannot be named here. The examples open on it at their set-up.
 */
public interface ShowsSetup {

	/** Scrolls the set-up's placed counters into view. UI thread. */
	void revealSetup();
}

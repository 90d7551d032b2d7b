package org.banneret.render;

/** Where a text stands relative to its point. */
public enum Anchor {
	CENTRE, TOP, BOTTOM, LEFT, RIGHT
}

package org.banneret.model.hex;

/** A side of a rectangular map, as laid out in offset columns and rows. */
public enum MapEdge {

	/** Row 0. */
	NORTH,

	/** The last row. */
	SOUTH,

	/** The last column. */
	EAST,

	/** Column 0. */
	WEST
}

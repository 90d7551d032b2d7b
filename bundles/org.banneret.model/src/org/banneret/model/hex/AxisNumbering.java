package org.banneret.model.hex;

/**
 * How the columns, or the rows, of a map are numbered in print: counting up
 * from {@code first}, or down to it from the far edge.
 */
record AxisNumbering(String axis, int first, int count, boolean descending) {

	/** The printed number of the {@code index}th (0-based) column or row. */
	int printed(int index) {
		if (index < 0 || index >= count) {
			throw new IllegalArgumentException(axis + " " + index + " is off a map of " + count + " " + axis + "s");
		}
		return descending ? last() - index : first + index;
	}

	/** The 0-based index of the column or row printed {@code printed}, or -1 if none is. */
	int indexOf(int printed) {
		if (printed < first || printed > last()) {
			return -1;
		}
		return descending ? last() - printed : printed - first;
	}

	/** The largest printed number. */
	int last() {
		return first + count - 1;
	}
}

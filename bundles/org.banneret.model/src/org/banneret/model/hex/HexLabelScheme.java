package org.banneret.model.hex;

/**
 * Converts between offset coordinates and the hex labels printed on a map.
 * Labels are case-sensitive and canonical: every hex has exactly one label,
 * and {@code parse(format(coord))} returns {@code coord} for every hex on the map.
 */
public interface HexLabelScheme {

	/** The scheme a {@link LabelSpec} describes. */
	static HexLabelScheme of(LabelSpec spec) {
		return new ColumnRowLabelScheme(spec);
	}

	/**
	 * The label printed in the hex at {@code coord}.
	 *
	 * @throws IllegalArgumentException if {@code coord} is not on the map
	 */
	String format(OffsetCoord coord);

	/**
	 * The hex a label names.
	 *
	 * @throws HexLabelException if {@code label} is not a label of this scheme,
	 *         names a hex off the map, or is not written the way it is printed
	 */
	OffsetCoord parse(String label);
}

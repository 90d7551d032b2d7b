package org.banneret.model.hex;

/**
 * A 0-based column and row in an offset layout, as a map is stored and
 * printed. Meaningful only together with an {@link OffsetLayout}.
 */
public record OffsetCoord(int column, int row) {
}

package org.banneret.model.hex;

import java.util.Objects;

/**
 * How a rectangular map's columns and rows sit on the hex grid: Red Blob's
 * odd-q and even-q layouts for {@link GridOrientation#FLAT} hexes, odd-r and
 * even-r for {@link GridOrientation#POINTY} hexes. Offset column 0, row 0 is
 * always axial {@link Hex#ORIGIN}.
 */
public record OffsetLayout(GridOrientation orientation, OffsetParity parity) {

	/** Flat-topped hexes, odd columns shoved down. */
	public static final OffsetLayout ODD_Q = new OffsetLayout(GridOrientation.FLAT, OffsetParity.ODD);

	/** Flat-topped hexes, even columns shoved down. */
	public static final OffsetLayout EVEN_Q = new OffsetLayout(GridOrientation.FLAT, OffsetParity.EVEN);

	/** Pointy-topped hexes, odd rows shoved right. */
	public static final OffsetLayout ODD_R = new OffsetLayout(GridOrientation.POINTY, OffsetParity.ODD);

	/** Pointy-topped hexes, even rows shoved right. */
	public static final OffsetLayout EVEN_R = new OffsetLayout(GridOrientation.POINTY, OffsetParity.EVEN);

	public OffsetLayout {
		Objects.requireNonNull(orientation, "orientation");
		Objects.requireNonNull(parity, "parity");
	}

	public Hex toHex(OffsetCoord coord) {
		return switch (orientation) {
			case FLAT -> new Hex(coord.column(), coord.row() - parity.drift(coord.column()));
			case POINTY -> new Hex(coord.column() - parity.drift(coord.row()), coord.row());
		};
	}

	public OffsetCoord toOffset(Hex hex) {
		return switch (orientation) {
			case FLAT -> new OffsetCoord(hex.q(), hex.r() + parity.drift(hex.q()));
			case POINTY -> new OffsetCoord(hex.q() + parity.drift(hex.r()), hex.r());
		};
	}
}

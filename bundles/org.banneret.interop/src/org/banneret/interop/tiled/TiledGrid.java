package org.banneret.interop.tiled;

import org.banneret.model.GridOrientation;
import org.banneret.model.HexGrid;
import org.banneret.model.OffsetParity;

/**
 * A Banneret grid as Tiled draws it: hexagonal orientation, the stagger axis and index of the
 * offset layout, and whole-pixel tiles. Tiled's hexagonal renderer (libtiled's
 * {@code HexagonalRenderer}) works in integer pixels: the side along the stagger axis is
 * {@code hexsidelength}, and the tile is its bounding box. Banneret's flat-topped odd grid is
 * Red Blob's odd-q, which is Tiled's stagger axis x, index odd (odd columns shifted down).
 */
public record TiledGrid(boolean flat, boolean odd, int columns, int rows, int tileWidth, int tileHeight, int sideLength) {

	/** Pixels a millimetre of the printed map: a 16 mm hex is a 64-pixel tile. */
	public static final double PIXELS_PER_MM = 4;

	public static TiledGrid of(HexGrid grid) {
		double flatToFlat = (grid.getHexSizeMm() > 0 ? grid.getHexSizeMm() : 16) * PIXELS_PER_MM;
		// An even side: libtiled halves (tile size - side) in integers, and an odd difference shrinks the grid.
		int side = Math.max(2, 2 * (int) Math.round(flatToFlat / Math.sqrt(3) / 2));
		int across = (int) Math.round(Math.sqrt(3) * side);
		boolean flat = grid.getOrientation() == GridOrientation.FLAT;
		return new TiledGrid(flat, grid.getParity() == OffsetParity.ODD, grid.getColumns(), grid.getRows(), flat ? 2 * side : across,
				flat ? across : 2 * side, side);
	}

	public String staggerAxis() {
		return flat ? "x" : "y";
	}

	public String staggerIndex() {
		return odd ? "odd" : "even";
	}

	private boolean staggered(int index) {
		return (index & 1) == (odd ? 1 : 0);
	}

	/** The centre of a tile in the map's pixels, as libtiled's tileToScreenCoords places its top left. */
	public double[] centre(int column, int row) {
		double x;
		double y;
		if (flat) {
			x = column * columnWidth();
			y = row * tileHeight + (staggered(column) ? tileHeight / 2 : 0);
		} else {
			x = column * tileWidth + (staggered(row) ? tileWidth / 2 : 0);
			y = row * rowHeight();
		}
		return new double[] { x + tileWidth / 2.0, y + tileHeight / 2.0 };
	}

	/** How far apart columns of a flat-topped grid stand, in libtiled's whole pixels. */
	public int columnWidth() {
		return (tileWidth - sideLength) / 2 + sideLength;
	}

	/** How far apart rows of a pointy-topped grid stand, in libtiled's whole pixels. */
	public int rowHeight() {
		return (tileHeight - sideLength) / 2 + sideLength;
	}

	/** The six corners of a tile's hex, relative to its top left, as x, y pairs. */
	public double[] outline() {
		double w = tileWidth;
		double h = tileHeight;
		double s = sideLength;
		return flat ? new double[] { 0, h / 2, (w - s) / 2, 0, (w + s) / 2, 0, w, h / 2, (w + s) / 2, h, (w - s) / 2, h }
				: new double[] { w / 2, 0, w, (h - s) / 2, w, (h + s) / 2, w / 2, h, 0, (h + s) / 2, 0, (h - s) / 2 };
	}
}

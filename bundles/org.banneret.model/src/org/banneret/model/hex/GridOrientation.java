package org.banneret.model.hex;

/**
 * Which way the hexes of a map are turned.
 * <p>
 * Each constant carries Red Blob's matrix from axial coordinates to the
 * centre of a hex of size 1 (centre to corner), with y pointing down.
 */
public enum GridOrientation {

	/** Flat-topped hexes standing in vertical columns; offset layouts shift alternate columns. */
	FLAT(3.0 / 2.0, 0.0, Math.sqrt(3.0) / 2.0, Math.sqrt(3.0), 0.0),

	/** Pointy-topped hexes lying in horizontal rows; offset layouts shift alternate rows. */
	POINTY(Math.sqrt(3.0), Math.sqrt(3.0) / 2.0, 0.0, 3.0 / 2.0, 0.5);

	private final double xPerQ;
	private final double xPerR;
	private final double yPerQ;
	private final double yPerR;
	private final double determinant;
	private final double firstCornerSixths;
	/** Each corner's offset from the centre of a unit hex, worked out once: maps ask for millions. */
	private final double[] cornerX = new double[6];
	private final double[] cornerY = new double[6];

	GridOrientation(double xPerQ, double xPerR, double yPerQ, double yPerR, double firstCornerSixths) {
		this.xPerQ = xPerQ;
		this.xPerR = xPerR;
		this.yPerQ = yPerQ;
		this.yPerR = yPerR;
		this.determinant = xPerQ * yPerR - xPerR * yPerQ;
		this.firstCornerSixths = firstCornerSixths;
		for (int corner = 0; corner < 6; corner++) {
			cornerX[corner] = Math.cos(cornerAngle(corner));
			cornerY[corner] = Math.sin(cornerAngle(corner));
		}
	}

	/** The x offset of corner {@code corner} (0..5) from a unit hex's centre; see {@link #cornerAngle}. */
	double cornerX(int corner) {
		return cornerX[corner];
	}

	double cornerY(int corner) {
		return cornerY[corner];
	}

	/** The centre of {@code hex} on a grid of unit hexes centred on the origin. */
	PixelPoint unitCentre(Hex hex) {
		return new PixelPoint(xPerQ * hex.q() + xPerR * hex.r(), yPerQ * hex.q() + yPerR * hex.r());
	}

	/** The hex containing {@code (x, y)} on a grid of unit hexes centred on the origin. */
	Hex unitHexAt(double x, double y) {
		// Inverting the 2x2 matrix keeps a single source for the geometry.
		double q = (yPerR * x - xPerR * y) / determinant;
		double r = (xPerQ * y - yPerQ * x) / determinant;
		return Hex.round(q, r);
	}

	/**
	 * The angle in radians, measured with y pointing down, of corner
	 * {@code corner} (0..5) of a hex. Corner {@code i} lies between the
	 * hexsides facing {@link HexDirection#of(int) direction} {@code i} and
	 * {@code i + 1}, so corners run counter-clockwise on screen like directions.
	 */
	double cornerAngle(int corner) {
		return -2.0 * Math.PI * (corner + firstCornerSixths) / 6.0;
	}
}

package org.banneret.model.hex;

/**
 * Which alternate columns (for {@link GridOrientation#FLAT}) or rows (for
 * {@link GridOrientation#POINTY}) of an offset layout are shoved half a hex
 * down or right: the odd ones or the even ones.
 */
public enum OffsetParity {

	/** Odd columns (odd-q) or odd rows (odd-r) are shoved. */
	ODD(-1),

	/** Even columns (even-q) or even rows (even-r) are shoved. */
	EVEN(+1);

	private final int sign;

	OffsetParity(int sign) {
		this.sign = sign;
	}

	/**
	 * How many rows (or columns) the axial grid has drifted by line
	 * {@code line}: Red Blob's {@code (line + sign * (line & 1)) / 2}. The
	 * bit test keeps negative lines right, where {@code line % 2} would be -1.
	 */
	int drift(int line) {
		return (line + sign * (line & 1)) / 2;
	}
}

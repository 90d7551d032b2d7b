package org.banneret.model.hex;

/**
 * The six directions from a hex to its neighbours, declared in Red Blob's
 * order so that {@link #index()} is Red Blob's direction number 0..5.
 * <p>
 * Constants are named by the axial step they take, because compass names
 * depend on the {@link GridOrientation}. Drawn with y pointing down, the
 * directions run counter-clockwise:
 * <table>
 * <caption>Screen direction of each constant</caption>
 * <tr><th>index</th><th>constant</th><th>POINTY</th><th>FLAT</th></tr>
 * <tr><td>0</td><td>PLUS_Q</td><td>east</td><td>south-east</td></tr>
 * <tr><td>1</td><td>PLUS_Q_MINUS_R</td><td>north-east</td><td>north-east</td></tr>
 * <tr><td>2</td><td>MINUS_R</td><td>north-west</td><td>north</td></tr>
 * <tr><td>3</td><td>MINUS_Q</td><td>west</td><td>north-west</td></tr>
 * <tr><td>4</td><td>MINUS_Q_PLUS_R</td><td>south-west</td><td>south-west</td></tr>
 * <tr><td>5</td><td>PLUS_R</td><td>south-east</td><td>south</td></tr>
 * </table>
 */
public enum HexDirection {

	PLUS_Q(+1, 0),
	PLUS_Q_MINUS_R(+1, -1),
	MINUS_R(0, -1),
	MINUS_Q(-1, 0),
	MINUS_Q_PLUS_R(-1, +1),
	PLUS_R(0, +1);

	private static final HexDirection[] BY_INDEX = values();

	private final Hex vector;

	HexDirection(int dq, int dr) {
		this.vector = new Hex(dq, dr);
	}

	/** The direction with Red Blob's number {@code index}, 0..5. */
	public static HexDirection of(int index) {
		if (index < 0 || index >= BY_INDEX.length) {
			throw new IllegalArgumentException("a hex direction is 0 to 5, got " + index);
		}
		return BY_INDEX[index];
	}

	/** Red Blob's number for this direction, 0..5. */
	public int index() {
		return ordinal();
	}

	/** The axial step to the neighbour in this direction. */
	public Hex vector() {
		return vector;
	}

	/** The direction pointing back. */
	public HexDirection opposite() {
		return turn(3);
	}

	/** The next direction counter-clockwise. */
	public HexDirection rotateLeft() {
		return turn(1);
	}

	/** The next direction clockwise. */
	public HexDirection rotateRight() {
		return turn(-1);
	}

	private HexDirection turn(int steps) {
		return BY_INDEX[Math.floorMod(ordinal() + steps, BY_INDEX.length)];
	}
}

package org.banneret.model.hex;

import java.util.ArrayList;
import java.util.List;

/**
 * A hex on an unbounded hex grid, in axial coordinates {@code (q, r)} with the
 * cube coordinate {@code s = -q - r} derived.
 * <p>
 * All grid arithmetic happens here, independent of how the map is drawn or
 * labelled; offset coordinates and printed labels are converted at the edges
 * (see {@link OffsetLayout} and {@link HexLabelScheme}). The algorithms follow
 * Red Blob Games, <a href="https://www.redblobgames.com/grids/hexagons/">Hexagonal Grids</a>.
 */
public record Hex(int q, int r) {

	/** The hex at axial {@code (0, 0)}. */
	public static final Hex ORIGIN = new Hex(0, 0);

	/**
	 * Red Blob's epsilon: every interpolated point of {@link #lineTo(Hex)} is
	 * moved by a different tiny amount on each cube axis (s by -3e-6), so a line
	 * running exactly along a hexside always falls to the same side of it.
	 */
	private static final double NUDGE_Q = 1e-6;
	private static final double NUDGE_R = 2e-6;

	/** The third cube coordinate, {@code -q - r}. */
	public int s() {
		return -q - r;
	}

	public Hex add(Hex other) {
		return new Hex(q + other.q, r + other.r);
	}

	public Hex subtract(Hex other) {
		return new Hex(q - other.q, r - other.r);
	}

	public Hex scale(int factor) {
		return new Hex(q * factor, r * factor);
	}

	/** The adjacent hex across the hexside facing {@code direction}. */
	public Hex neighbour(HexDirection direction) {
		return add(direction.vector());
	}

	/** The number of steps from {@link #ORIGIN} to this hex. */
	public int length() {
		return (Math.abs(q) + Math.abs(r) + Math.abs(s())) / 2;
	}

	/** The number of steps between this hex and {@code other}. */
	public int distance(Hex other) {
		return subtract(other).length();
	}

	/**
	 * This hex rotated 60 degrees counter-clockwise about {@link #ORIGIN}, so
	 * that direction {@code i} becomes direction {@code i + 1}.
	 */
	public Hex rotateLeft() {
		return new Hex(-s(), -q);
	}

	/**
	 * This hex rotated 60 degrees clockwise about {@link #ORIGIN}, so that
	 * direction {@code i} becomes direction {@code i - 1}.
	 */
	public Hex rotateRight() {
		return new Hex(-r, -s());
	}

	/**
	 * The hexes exactly {@code radius} steps from this one, in order: starting
	 * {@code radius} steps towards {@link HexDirection#MINUS_Q_PLUS_R} and walking
	 * counter-clockwise, so consecutive hexes are adjacent. Radius 0 is this hex.
	 */
	public List<Hex> ring(int radius) {
		requireRadius(radius);
		if (radius == 0) {
			return List.of(this);
		}
		List<Hex> ring = new ArrayList<>(6 * radius);
		Hex hex = add(HexDirection.MINUS_Q_PLUS_R.vector().scale(radius));
		for (HexDirection side : HexDirection.values()) {
			for (int step = 0; step < radius; step++) {
				ring.add(hex);
				hex = hex.neighbour(side);
			}
		}
		return List.copyOf(ring);
	}

	/** All hexes at most {@code radius} steps from this one, this hex included. */
	public List<Hex> range(int radius) {
		requireRadius(radius);
		List<Hex> range = new ArrayList<>(3 * radius * (radius + 1) + 1);
		for (int dq = -radius; dq <= radius; dq++) {
			// Bounding |dr| <= radius and |ds| <= radius leaves this interval for dr.
			int firstDr = Math.max(-radius, -dq - radius);
			int lastDr = Math.min(radius, -dq + radius);
			for (int dr = firstDr; dr <= lastDr; dr++) {
				range.add(new Hex(q + dq, r + dr));
			}
		}
		return List.copyOf(range);
	}

	/**
	 * The hexes on the straight line from this hex to {@code other}, both ends
	 * included: {@code distance(other) + 1} hexes, each adjacent to the next.
	 */
	public List<Hex> lineTo(Hex other) {
		int steps = distance(other);
		List<Hex> line = new ArrayList<>(steps + 1);
		line.add(this);
		for (int step = 1; step <= steps; step++) {
			double t = (double) step / steps;
			line.add(round(q + (other.q - q) * t + NUDGE_Q, r + (other.r - r) * t + NUDGE_R));
		}
		return List.copyOf(line);
	}

	/** Whether the straight line to {@code other} runs along one hex direction, through hexsides only. */
	public boolean inLineWith(Hex other) {
		return q == other.q || r == other.r || s() == other.s();
	}

	/** Whether hexes form one group: each reached from any other through adjacent hexes of the group. */
	public static boolean connected(java.util.Collection<Hex> hexes) {
		java.util.Set<Hex> left = new java.util.HashSet<>(hexes);
		if (left.isEmpty()) {
			return true;
		}
		java.util.Deque<Hex> next = new java.util.ArrayDeque<>();
		next.add(left.iterator().next());
		left.remove(next.peek());
		while (!next.isEmpty()) {
			Hex hex = next.poll();
			for (HexDirection direction : HexDirection.values()) {
				if (left.remove(hex.neighbour(direction))) {
					next.add(hex.neighbour(direction));
				}
			}
		}
		return left.isEmpty();
	}

	/**
	 * The hex containing the fractional axial point {@code (q, r)}: each cube
	 * coordinate is rounded, then the one that moved furthest is recomputed from
	 * the other two so that {@code q + r + s == 0} still holds.
	 */
	public static Hex round(double q, double r) {
		double s = -q - r;
		long roundedQ = Math.round(q);
		long roundedR = Math.round(r);
		long roundedS = Math.round(s);
		double qError = Math.abs(roundedQ - q);
		double rError = Math.abs(roundedR - r);
		double sError = Math.abs(roundedS - s);
		if (qError > rError && qError > sError) {
			roundedQ = -roundedR - roundedS;
		} else if (rError > sError) {
			roundedR = -roundedQ - roundedS;
		}
		return new Hex(Math.toIntExact(roundedQ), Math.toIntExact(roundedR));
	}

	private static void requireRadius(int radius) {
		if (radius < 0) {
			throw new IllegalArgumentException("a radius cannot be negative, got " + radius);
		}
	}
}

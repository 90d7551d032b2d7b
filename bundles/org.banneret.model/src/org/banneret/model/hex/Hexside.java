package org.banneret.model.hex;

import java.util.List;
import java.util.Objects;

/**
 * The edge between two adjacent hexes, named the same way from both sides so
 * it can key rivers, roads and walls.
 * <p>
 * The canonical name is a hex and one of the first three directions
 * ({@link HexDirection#PLUS_Q}, {@link HexDirection#PLUS_Q_MINUS_R},
 * {@link HexDirection#MINUS_R}); use {@link #of(Hex, HexDirection)} to name
 * an edge by any of its sides.
 */
public record Hexside(Hex hex, HexDirection direction) {

	/** Only directions below this index name a hexside canonically. */
	private static final int CANONICAL_DIRECTIONS = 3;

	public Hexside {
		Objects.requireNonNull(hex, "hex");
		Objects.requireNonNull(direction, "direction");
		if (direction.index() >= CANONICAL_DIRECTIONS) {
			throw new IllegalArgumentException("a canonical hexside faces direction 0, 1 or 2, got "
					+ direction + "; use Hexside.of to name it from either side");
		}
	}

	/** The edge of {@code hex} facing {@code direction}. */
	public static Hexside of(Hex hex, HexDirection direction) {
		if (direction.index() < CANONICAL_DIRECTIONS) {
			return new Hexside(hex, direction);
		}
		return new Hexside(hex.neighbour(direction), direction.opposite());
	}

	/** The two hexes sharing this edge, the canonical owner first. */
	public List<Hex> hexes() {
		return List.of(hex, hex.neighbour(direction));
	}

	/** The two corners at the ends of this edge, clockwise one first. */
	public List<HexVertex> vertices() {
		return List.of(HexVertex.of(hex, direction.rotateRight()), HexVertex.of(hex, direction));
	}
}

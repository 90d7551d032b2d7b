package org.banneret.model.hex;

import java.util.List;
import java.util.Objects;

/**
 * A corner where three hexes meet, named the same way from all three, e.g.
 * for a grapple that touches three hexes.
 * <p>
 * Corner {@code d} of a hex lies between its hexsides facing {@code d} and
 * {@code d.rotateLeft()}. Every corner is corner {@link HexDirection#PLUS_Q} or
 * {@link HexDirection#PLUS_Q_MINUS_R} of exactly one hex, which is its
 * canonical name; use {@link #of(Hex, HexDirection)} to name a corner from
 * any of its hexes.
 */
public record HexVertex(Hex hex, HexDirection direction) {

	/** Only directions below this index name a corner canonically. */
	private static final int CANONICAL_DIRECTIONS = 2;

	public HexVertex {
		Objects.requireNonNull(hex, "hex");
		Objects.requireNonNull(direction, "direction");
		if (direction.index() >= CANONICAL_DIRECTIONS) {
			throw new IllegalArgumentException("a canonical hex vertex is corner 0 or 1, got "
					+ direction + "; use HexVertex.of to name it from any of its hexes");
		}
	}

	/** Corner {@code direction} of {@code hex}. */
	public static HexVertex of(Hex hex, HexDirection direction) {
		Hex owner = hex;
		HexDirection corner = direction;
		// The same point is corner i - 2 of the neighbour towards i + 1.
		while (corner.index() >= CANONICAL_DIRECTIONS) {
			owner = owner.neighbour(corner.rotateLeft());
			corner = corner.rotateRight().rotateRight();
		}
		return new HexVertex(owner, corner);
	}

	/** The three hexes meeting here, the canonical owner first. */
	public List<Hex> hexes() {
		return List.of(hex, hex.neighbour(direction), hex.neighbour(direction.rotateLeft()));
	}
}

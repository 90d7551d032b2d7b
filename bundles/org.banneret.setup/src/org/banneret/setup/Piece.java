package org.banneret.setup;

import java.util.List;

import org.banneret.model.map.Hull;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.render.CounterLook;

/**
 * A counter on the set-up map: one unit row, at its hex (head first for a two-hex counter), as
 * one of a stack, entering later, or waiting off the map; {@code faces} is the hex across the
 * hexside it faces, if it faces one. A ship lies on its hull's hexes, centre first, which its
 * counter is drawn over as one piece; other pieces have no hull. Equal pieces look the same, whatever
 * parse their unit came from, so that the map keeps its edit parts across edits of the text.
 */
public record Piece(String key, Unit unit, Kind kind, Hex hex, Hex tail, Hex faces, int stackIndex, int stackSize, CounterLook look,
		String badge, double offMapX, double offMapY, List<Hull.Placed> hull) {

	public enum Kind {
		ON_MAP, ENTERS, OFF_MAP
	}

	/** Whether the piece is a ship drawn over its hull. */
	public boolean isShip() {
		return !hull.isEmpty();
	}

	@Override
	public boolean equals(Object other) {
		return other instanceof Piece piece && key.equals(piece.key);
	}

	@Override
	public int hashCode() {
		return key.hashCode();
	}

	/** Whether the piece is drawn as before: then its figure need not change. */
	public boolean looksLike(Piece other) {
		return kind == other.kind && java.util.Objects.equals(hex, other.hex) && java.util.Objects.equals(tail, other.tail)
				&& java.util.Objects.equals(faces, other.faces)
				&& stackIndex == other.stackIndex && stackSize == other.stackSize && look.equals(other.look)
				&& java.util.Objects.equals(badge, other.badge) && offMapX == other.offMapX && offMapY == other.offMapY
				&& hull.equals(other.hull);
	}
}

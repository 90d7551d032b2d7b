package org.banneret.publish.setup;

import java.util.Set;

import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.render.Rgb;

/**
 * A unit row placed in an area or a region: the hexes it may fill, shaded, with its label under
 * the hex nearest their middle; {@code line} is the row's place among the rows labelled under
 * that hex, so that their labels stand one under another. Of rows placed in the same hexes only
 * the first is {@code shaded}, so that eight rows in one wood do not paint it solid.
 */
public record Area(String key, Unit unit, Set<Hex> hexes, Rgb colour, String label, Hex middle, int line, boolean shaded) {

	@Override
	public boolean equals(Object other) {
		return other instanceof Area area && key.equals(area.key);
	}

	@Override
	public int hashCode() {
		return key.hashCode();
	}

	/** Whether another area is drawn as this one: the same hexes, colour and label in the same place. */
	public boolean looksLike(Area other) {
		return hexes.equals(other.hexes) && colour.equals(other.colour) && label.equals(other.label) && middle.equals(other.middle)
				&& line == other.line && shaded == other.shaded;
	}
}

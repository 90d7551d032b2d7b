package org.banneret.ui.map.parts;

import java.util.Set;

import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.render.Rgb;

/** A unit row placed in an area or a region: the hexes it may fill, shaded, with its label. */
/** {@code line} is the row's place among the rows placed in the same hexes, so that their labels stand one under another. */
public record Area(String key, Unit unit, Set<Hex> hexes, Rgb colour, String label, int line) {

	@Override
	public boolean equals(Object other) {
		return other instanceof Area area && key.equals(area.key);
	}

	@Override
	public int hashCode() {
		return key.hashCode();
	}
}

package org.banneret.setup;

import java.util.Set;

import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.render.CounterLook;
import org.banneret.render.Rgb;

/**
 * A unit row placed in an area or a region: the hexes it may fill, shaded, and its counter on
 * one of them, {@code at}. The rows whose areas share a middle hex take the hexes nearest it in
 * turn, {@code line} being the row's place among them, so that their counters stand side by
 * side; where the rows are more than the hexes, their counters stack ({@code stackIndex}). Of
 * rows placed in the same hexes only the first is {@code shaded}, so that eight rows in one wood
 * do not paint it solid.
 */
public record Area(String key, Unit unit, Set<Hex> hexes, CounterLook look, String label, Hex middle, int line, boolean shaded, Hex at,
		int stackIndex) {

	/** The colour the row's counters are printed in, which shades its hexes. */
	public Rgb colour() {
		return look.colour();
	}

	@Override
	public boolean equals(Object other) {
		return other instanceof Area area && key.equals(area.key);
	}

	@Override
	public int hashCode() {
		return key.hashCode();
	}

	/** Whether another area is drawn as this one: the same hexes and shading, and the same counter in the same place. */
	public boolean looksLike(Area other) {
		return hexes.equals(other.hexes) && look.equals(other.look) && label.equals(other.label) && middle.equals(other.middle)
				&& line == other.line && shaded == other.shaded && java.util.Objects.equals(at, other.at) && stackIndex == other.stackIndex;
	}
}

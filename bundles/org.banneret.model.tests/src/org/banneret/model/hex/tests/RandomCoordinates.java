package org.banneret.model.hex.tests;

import java.util.Arrays;
import java.util.Random;
import java.util.stream.Stream;

import org.banneret.model.hex.GridOrientation;
import org.banneret.model.hex.Hex;
import org.banneret.model.hex.OffsetCoord;
import org.banneret.model.hex.OffsetLayout;
import org.banneret.model.hex.OffsetParity;

/**
 * Shared inputs for the property tests: every offset layout, and a seeded
 * source of offset coordinates so every run checks the same cases.
 */
final class RandomCoordinates {

	/** How many random cases each property is checked on. */
	static final int CASES = 10_000;

	/**
	 * Coordinates are drawn from -SPAN..SPAN so negative columns and rows,
	 * where parity needs bit operations, are covered as often as positive ones.
	 */
	static final int SPAN = 100;

	private static final long SEED = 20261122L;

	private RandomCoordinates() {
	}

	/** A fresh generator, so each test sees the same sequence whatever ran before. */
	static Random random() {
		return new Random(SEED);
	}

	/** All four layouts: flat and pointy, odd and even. */
	static Stream<OffsetLayout> layouts() {
		return Arrays.stream(GridOrientation.values())
				.flatMap(orientation -> Arrays.stream(OffsetParity.values())
						.map(parity -> new OffsetLayout(orientation, parity)));
	}

	static OffsetCoord offset(Random random) {
		return new OffsetCoord(coordinate(random), coordinate(random));
	}

	/** A random hex, reached through {@code layout} so the conversion is exercised too. */
	static Hex hex(Random random, OffsetLayout layout) {
		return layout.toHex(offset(random));
	}

	/** A random hex drawn directly in axial coordinates. */
	static Hex axial(Random random) {
		return new Hex(coordinate(random), coordinate(random));
	}

	private static int coordinate(Random random) {
		return random.nextInt(2 * SPAN + 1) - SPAN;
	}
}

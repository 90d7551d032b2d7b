package org.banneret.model.hex.tests;

import static org.banneret.model.hex.tests.RandomCoordinates.CASES;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

import org.banneret.model.hex.GridOrientation;
import org.banneret.model.hex.Hex;
import org.banneret.model.hex.HexDirection;
import org.banneret.model.hex.HexLayout;
import org.banneret.model.hex.HexVertex;
import org.banneret.model.hex.Hexside;
import org.banneret.model.hex.OffsetCoord;
import org.banneret.model.hex.OffsetLayout;
import org.banneret.model.hex.PixelPoint;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Grid laws checked on 10,000 seeded random coordinates for each of the four
 * offset layouts; the hexes are reached through the layout's conversion.
 */
class HexPropertyTest {

	private static final String LAYOUTS = "org.banneret.model.hex.tests.RandomCoordinates#layouts";

	@ParameterizedTest
	@MethodSource(LAYOUTS)
	void offsetToHexToOffsetRoundTrips(OffsetLayout layout) {
		Random random = RandomCoordinates.random();
		for (int i = 0; i < CASES; i++) {
			OffsetCoord offset = RandomCoordinates.offset(random);
			Hex hex = layout.toHex(offset);
			assertEquals(offset, layout.toOffset(hex), () -> offset + " via " + hex);
		}
	}

	@ParameterizedTest
	@MethodSource(LAYOUTS)
	void hexToOffsetToHexRoundTrips(OffsetLayout layout) {
		Random random = RandomCoordinates.random();
		for (int i = 0; i < CASES; i++) {
			// Drawn in axial so the conversion back gets inputs it did not produce itself.
			Hex hex = RandomCoordinates.axial(random);
			assertEquals(hex, layout.toHex(layout.toOffset(hex)), hex::toString);
		}
	}

	@ParameterizedTest
	@MethodSource(LAYOUTS)
	void distanceIsSymmetric(OffsetLayout layout) {
		Random random = RandomCoordinates.random();
		for (int i = 0; i < CASES; i++) {
			Hex a = RandomCoordinates.hex(random, layout);
			Hex b = RandomCoordinates.hex(random, layout);
			assertEquals(a.distance(b), b.distance(a), () -> a + " and " + b);
		}
	}

	@ParameterizedTest
	@MethodSource(LAYOUTS)
	void distanceObeysTheTriangleInequality(OffsetLayout layout) {
		Random random = RandomCoordinates.random();
		for (int i = 0; i < CASES; i++) {
			Hex a = RandomCoordinates.hex(random, layout);
			Hex b = RandomCoordinates.hex(random, layout);
			Hex c = RandomCoordinates.hex(random, layout);
			assertTrue(a.distance(c) <= a.distance(b) + b.distance(c), () -> a + ", " + b + ", " + c);
		}
	}

	@ParameterizedTest
	@MethodSource(LAYOUTS)
	void distanceIsZeroExactlyForEqualHexes(OffsetLayout layout) {
		Random random = RandomCoordinates.random();
		for (int i = 0; i < CASES; i++) {
			OffsetCoord offset = RandomCoordinates.offset(random);
			// A nearby second hex makes equal pairs common (one in nine).
			OffsetCoord nearby = new OffsetCoord(offset.column() + random.nextInt(3) - 1,
					offset.row() + random.nextInt(3) - 1);
			Hex a = layout.toHex(offset);
			Hex b = layout.toHex(nearby);
			assertEquals(a.equals(b), a.distance(b) == 0, () -> a + " and " + b);
		}
	}

	@ParameterizedTest
	@MethodSource(LAYOUTS)
	void neighboursAreAtDistanceOneAndAmongTheSurroundingOffsetCells(OffsetLayout layout) {
		Random random = RandomCoordinates.random();
		for (int i = 0; i < CASES; i++) {
			OffsetCoord offset = RandomCoordinates.offset(random);
			Hex hex = layout.toHex(offset);
			Set<Hex> neighbours = new HashSet<>();
			for (HexDirection direction : HexDirection.values()) {
				Hex neighbour = hex.neighbour(direction);
				OffsetCoord neighbourOffset = layout.toOffset(neighbour);
				assertEquals(1, hex.distance(neighbour), () -> hex + " towards " + direction);
				assertTrue(Math.abs(neighbourOffset.column() - offset.column()) <= 1
						&& Math.abs(neighbourOffset.row() - offset.row()) <= 1,
						() -> offset + " towards " + direction + " reached " + neighbourOffset);
				neighbours.add(neighbour);
			}
			assertEquals(6, neighbours.size(), hex::toString);
		}
	}

	@ParameterizedTest
	@MethodSource(LAYOUTS)
	void ringHasSixTimesRadiusAdjacentHexesAllAtThatDistance(OffsetLayout layout) {
		Random random = RandomCoordinates.random();
		for (int i = 0; i < CASES; i++) {
			Hex centre = RandomCoordinates.hex(random, layout);
			int radius = random.nextInt(13);
			List<Hex> ring = centre.ring(radius);
			String context = centre + " radius " + radius;
			assertEquals(radius == 0 ? 1 : 6 * radius, ring.size(), context);
			assertEquals(ring.size(), new HashSet<>(ring).size(), context);
			for (int k = 0; k < ring.size(); k++) {
				Hex hex = ring.get(k);
				Hex next = ring.get((k + 1) % ring.size());
				assertEquals(radius, centre.distance(hex), context);
				if (radius > 0) {
					assertEquals(1, hex.distance(next), context);
				}
			}
		}
	}

	@ParameterizedTest
	@MethodSource(LAYOUTS)
	void rangeHasTheCentredHexagonalNumberOfHexesAllWithinRadius(OffsetLayout layout) {
		Random random = RandomCoordinates.random();
		for (int i = 0; i < CASES; i++) {
			Hex centre = RandomCoordinates.hex(random, layout);
			int radius = random.nextInt(9);
			List<Hex> range = centre.range(radius);
			String context = centre + " radius " + radius;
			assertEquals(3 * radius * (radius + 1) + 1, range.size(), context);
			assertEquals(range.size(), new HashSet<>(range).size(), context);
			assertTrue(range.stream().allMatch(hex -> centre.distance(hex) <= radius), context);
		}
	}

	@ParameterizedTest
	@MethodSource(LAYOUTS)
	void rangeIsTheUnionOfRings(OffsetLayout layout) {
		Random random = RandomCoordinates.random();
		for (int i = 0; i < CASES; i++) {
			Hex centre = RandomCoordinates.hex(random, layout);
			int radius = random.nextInt(6);
			Set<Hex> rings = new HashSet<>();
			for (int k = 0; k <= radius; k++) {
				rings.addAll(centre.ring(k));
			}
			assertEquals(rings, new HashSet<>(centre.range(radius)), () -> centre + " radius " + radius);
		}
	}

	@ParameterizedTest
	@MethodSource(LAYOUTS)
	void lineRunsBetweenItsEndsThroughAdjacentHexes(OffsetLayout layout) {
		Random random = RandomCoordinates.random();
		for (int i = 0; i < CASES; i++) {
			Hex a = RandomCoordinates.hex(random, layout);
			Hex b = RandomCoordinates.hex(random, layout);
			List<Hex> line = a.lineTo(b);
			String context = a + " to " + b;
			assertEquals(a.distance(b) + 1, line.size(), context);
			assertEquals(a, line.get(0), context);
			assertEquals(b, line.get(line.size() - 1), context);
			for (int k = 1; k < line.size(); k++) {
				assertEquals(1, line.get(k - 1).distance(line.get(k)), context);
			}
		}
	}

	@ParameterizedTest
	@MethodSource(LAYOUTS)
	void lineIsTheSameHexesWhicheverEndItStartsFrom(OffsetLayout layout) {
		Random random = RandomCoordinates.random();
		for (int i = 0; i < CASES; i++) {
			Hex a = RandomCoordinates.hex(random, layout);
			Hex b = RandomCoordinates.hex(random, layout);
			List<Hex> backwards = new ArrayList<>(b.lineTo(a));
			Collections.reverse(backwards);
			assertEquals(a.lineTo(b), backwards, () -> a + " to " + b);
		}
	}

	@ParameterizedTest
	@MethodSource(LAYOUTS)
	void hexsideHasOneNameFromBothSides(OffsetLayout layout) {
		Random random = RandomCoordinates.random();
		for (int i = 0; i < CASES; i++) {
			Hex hex = RandomCoordinates.hex(random, layout);
			Set<Hexside> sides = new HashSet<>();
			for (HexDirection direction : HexDirection.values()) {
				Hex neighbour = hex.neighbour(direction);
				Hexside side = Hexside.of(hex, direction);
				Hexside fromNeighbour = Hexside.of(neighbour, direction.opposite());
				String context = hex + " towards " + direction;
				assertEquals(side, fromNeighbour, context);
				assertEquals(side.hashCode(), fromNeighbour.hashCode(), context);
				assertEquals(Set.of(hex, neighbour), Set.copyOf(side.hexes()), context);
				sides.add(side);
			}
			assertEquals(6, sides.size(), hex::toString);
		}
	}

	@ParameterizedTest
	@MethodSource(LAYOUTS)
	void vertexHasOneNameFromAllThreeHexes(OffsetLayout layout) {
		Random random = RandomCoordinates.random();
		for (int i = 0; i < CASES; i++) {
			Hex hex = RandomCoordinates.hex(random, layout);
			Set<HexVertex> corners = new HashSet<>();
			for (HexDirection direction : HexDirection.values()) {
				HexVertex vertex = HexVertex.of(hex, direction);
				String context = hex + " corner " + direction;
				assertEquals(Set.of(hex, hex.neighbour(direction), hex.neighbour(direction.rotateLeft())),
						Set.copyOf(vertex.hexes()), context);
				for (Hex sharer : vertex.hexes()) {
					// Exactly one corner of each sharing hex is this vertex.
					long matching = Arrays.stream(HexDirection.values())
							.filter(corner -> HexVertex.of(sharer, corner).equals(vertex))
							.count();
					assertEquals(1, matching, () -> context + " seen from " + sharer);
				}
				corners.add(vertex);
			}
			assertEquals(6, corners.size(), hex::toString);
		}
	}

	@ParameterizedTest
	@MethodSource(LAYOUTS)
	void pixelCentreAndPointsInsideMapBackToTheHex(OffsetLayout layout) {
		Random random = RandomCoordinates.random();
		GridOrientation orientation = layout.orientation();
		for (int i = 0; i < CASES; i++) {
			HexLayout drawing = new HexLayout(orientation, 1.0 + random.nextDouble() * 49.0,
					new PixelPoint(random.nextDouble() * 1000.0 - 500.0, random.nextDouble() * 1000.0 - 500.0));
			Hex hex = RandomCoordinates.hex(random, layout);
			PixelPoint centre = drawing.centre(hex);
			assertEquals(hex, drawing.hexAt(centre.x(), centre.y()), () -> hex + " in " + drawing);
			// Any point within the inscribed circle (radius flatToFlat / 2) is inside the hex.
			double angle = random.nextDouble() * 2.0 * Math.PI;
			double reach = random.nextDouble() * 0.99 * drawing.flatToFlat() / 2.0;
			double x = centre.x() + reach * Math.cos(angle);
			double y = centre.y() + reach * Math.sin(angle);
			assertEquals(hex, drawing.hexAt(x, y), () -> hex + " at " + x + "," + y + " in " + drawing);
		}
	}
}

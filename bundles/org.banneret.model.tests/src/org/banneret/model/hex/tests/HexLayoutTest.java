package org.banneret.model.hex.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Random;

import org.banneret.model.hex.GridOrientation;
import org.banneret.model.hex.Hex;
import org.banneret.model.hex.HexDirection;
import org.banneret.model.hex.HexLayout;
import org.banneret.model.hex.HexVertex;
import org.banneret.model.hex.Hexside;
import org.banneret.model.hex.PixelPoint;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

class HexLayoutTest {

	private static final double SQRT_3 = Math.sqrt(3.0);
	private static final double TOLERANCE = 1e-9;
	private static final PixelPoint NO_OFFSET = new PixelPoint(0.0, 0.0);

	@Test
	void placesPointyCentres() {
		HexLayout layout = new HexLayout(GridOrientation.POINTY, 10.0, NO_OFFSET);
		assertPoint(new PixelPoint(10.0 * SQRT_3, 0.0), layout.centre(new Hex(1, 0)));
		assertPoint(new PixelPoint(5.0 * SQRT_3, 15.0), layout.centre(new Hex(0, 1)));
	}

	@Test
	void placesFlatCentres() {
		HexLayout layout = new HexLayout(GridOrientation.FLAT, 10.0, NO_OFFSET);
		assertPoint(new PixelPoint(15.0, 5.0 * SQRT_3), layout.centre(new Hex(1, 0)));
		assertPoint(new PixelPoint(0.0, 10.0 * SQRT_3), layout.centre(new Hex(0, 1)));
	}

	@Test
	void shiftsEverythingByTheOrigin() {
		HexLayout layout = new HexLayout(GridOrientation.FLAT, 10.0, new PixelPoint(35.0, 71.0));
		assertPoint(new PixelPoint(35.0, 71.0), layout.centre(Hex.ORIGIN));
		assertPoint(new PixelPoint(50.0, 71.0 + 5.0 * SQRT_3), layout.centre(new Hex(1, 0)));
		assertEquals(new Hex(1, 0), layout.hexAt(50.0, 71.0 + 5.0 * SQRT_3));
		assertEquals(Hex.ORIGIN, layout.hexAt(35.0, 71.0));
	}

	/** The screen directions documented on {@link HexDirection}, as counter-clockwise angles. */
	@ParameterizedTest
	@EnumSource(HexDirection.class)
	void directionsRunCounterClockwiseOnScreen(HexDirection direction) {
		// Pointy: east, then every 60 degrees; flat: 30 degrees earlier (south-east first).
		assertPoint(screenStep(60.0 * direction.index()), unitStep(GridOrientation.POINTY, direction));
		assertPoint(screenStep(60.0 * direction.index() - 30.0), unitStep(GridOrientation.FLAT, direction));
	}

	@Test
	void putsPointyCornerZeroUpperRightAndFlatCornerZeroEast() {
		List<PixelPoint> pointy = new HexLayout(GridOrientation.POINTY, 10.0, NO_OFFSET).corners(Hex.ORIGIN);
		assertPoint(new PixelPoint(5.0 * SQRT_3, -5.0), pointy.get(0));
		assertPoint(new PixelPoint(0.0, -10.0), pointy.get(1));
		List<PixelPoint> flat = new HexLayout(GridOrientation.FLAT, 10.0, NO_OFFSET).corners(Hex.ORIGIN);
		assertPoint(new PixelPoint(10.0, 0.0), flat.get(0));
		assertPoint(new PixelPoint(5.0, -5.0 * SQRT_3), flat.get(1));
	}

	@ParameterizedTest
	@EnumSource(GridOrientation.class)
	void cornersLieOneSizeFromTheCentre(GridOrientation orientation) {
		HexLayout layout = new HexLayout(orientation, 7.5, new PixelPoint(3.0, -4.0));
		Hex hex = new Hex(-2, 5);
		PixelPoint centre = layout.centre(hex);
		List<PixelPoint> corners = layout.corners(hex);
		assertEquals(6, corners.size());
		for (PixelPoint corner : corners) {
			assertEquals(7.5, distance(centre, corner), TOLERANCE);
		}
	}

	@ParameterizedTest
	@EnumSource(GridOrientation.class)
	void drawsEachVertexAtTheSamePointFromAllItsHexes(GridOrientation orientation) {
		HexLayout layout = new HexLayout(orientation, 12.0, new PixelPoint(100.0, 50.0));
		Random random = RandomCoordinates.random();
		for (int i = 0; i < 1000; i++) {
			Hex hex = RandomCoordinates.axial(random);
			for (HexDirection corner : HexDirection.values()) {
				PixelPoint drawn = layout.corners(hex).get(corner.index());
				assertPoint(drawn, layout.vertex(HexVertex.of(hex, corner)));
			}
		}
	}

	@ParameterizedTest
	@EnumSource(GridOrientation.class)
	void hexsideEndsAreSymmetricAboutTheMidpointBetweenItsHexes(GridOrientation orientation) {
		HexLayout layout = new HexLayout(orientation, 12.0, NO_OFFSET);
		for (HexDirection direction : HexDirection.values()) {
			Hexside side = Hexside.of(new Hex(3, -1), direction);
			PixelPoint a = layout.centre(side.hexes().get(0));
			PixelPoint b = layout.centre(side.hexes().get(1));
			PixelPoint start = layout.vertex(side.vertices().get(0));
			PixelPoint end = layout.vertex(side.vertices().get(1));
			assertPoint(midpoint(a, b), midpoint(start, end));
			assertEquals(12.0, distance(start, end), TOLERANCE);
		}
	}

	@ParameterizedTest
	@EnumSource(GridOrientation.class)
	void sizesHexesAcrossTheFlats(GridOrientation orientation) {
		// A 16 mm hex, as printed maps state it: 16 mm between opposite hexsides.
		HexLayout layout = HexLayout.ofFlatToFlat(orientation, 16.0, NO_OFFSET);
		assertEquals(16.0 / SQRT_3, layout.size(), TOLERANCE);
		assertEquals(16.0, layout.flatToFlat(), TOLERANCE);
		Hex hex = new Hex(4, -7);
		for (HexDirection direction : HexDirection.values()) {
			assertEquals(16.0, distance(layout.centre(hex), layout.centre(hex.neighbour(direction))), TOLERANCE);
		}
	}

	@Test
	void findsTheHexJustInsideEachCorner() {
		HexLayout layout = new HexLayout(GridOrientation.POINTY, 10.0, NO_OFFSET);
		Hex hex = new Hex(2, -3);
		PixelPoint centre = layout.centre(hex);
		for (PixelPoint corner : layout.corners(hex)) {
			// 95% of the way from the centre to a corner is still inside.
			assertEquals(hex, layout.hexAt(centre.x() + 0.95 * (corner.x() - centre.x()),
					centre.y() + 0.95 * (corner.y() - centre.y())));
		}
	}

	@ParameterizedTest
	@ValueSource(doubles = { 0.0, -1.0, Double.NaN, Double.POSITIVE_INFINITY })
	void rejectsImpossibleSizes(double size) {
		IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
				() -> new HexLayout(GridOrientation.FLAT, size, NO_OFFSET));
		assertEquals("a hex size must be positive and finite, got " + size, error.getMessage());
	}

	/** The step between adjacent unit hexes (sqrt 3 apart) at a counter-clockwise angle; y points down. */
	private static PixelPoint screenStep(double degrees) {
		double radians = Math.toRadians(degrees);
		return new PixelPoint(SQRT_3 * Math.cos(radians), -SQRT_3 * Math.sin(radians));
	}

	private static PixelPoint unitStep(GridOrientation orientation, HexDirection direction) {
		return new HexLayout(orientation, 1.0, NO_OFFSET).centre(direction.vector());
	}

	private static PixelPoint midpoint(PixelPoint a, PixelPoint b) {
		return new PixelPoint((a.x() + b.x()) / 2.0, (a.y() + b.y()) / 2.0);
	}

	private static double distance(PixelPoint a, PixelPoint b) {
		return Math.hypot(a.x() - b.x(), a.y() - b.y());
	}

	private static void assertPoint(PixelPoint expected, PixelPoint actual) {
		assertEquals(expected.x(), actual.x(), TOLERANCE, () -> expected + " vs " + actual);
		assertEquals(expected.y(), actual.y(), TOLERANCE, () -> expected + " vs " + actual);
	}
}

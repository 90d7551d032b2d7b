package org.banneret.model.hex;

import java.util.List;
import java.util.Objects;

/**
 * How hexes are drawn: their orientation, their size and where the centre of
 * {@link Hex#ORIGIN} lies. Coordinates have y pointing down.
 *
 * @param orientation flat- or pointy-topped hexes
 * @param size the distance from a hex's centre to any of its corners, in the
 *        drawing's unit; see {@link #ofFlatToFlat} for sizes printed across the flats
 * @param origin where the centre of {@link Hex#ORIGIN} is drawn
 */
public record HexLayout(GridOrientation orientation, double size, PixelPoint origin) {

	private static final double SQRT_3 = Math.sqrt(3.0);

	public HexLayout {
		Objects.requireNonNull(orientation, "orientation");
		Objects.requireNonNull(origin, "origin");
		if (!(size > 0.0 && Double.isFinite(size))) {
			throw new IllegalArgumentException("a hex size must be positive and finite, got " + size);
		}
	}

	/**
	 * A layout for hexes measured across the flats, as printed maps state them
	 * ("16 mm hexes"): the distance between opposite hexsides, which is also
	 * the distance between the centres of adjacent hexes.
	 */
	public static HexLayout ofFlatToFlat(GridOrientation orientation, double flatToFlat, PixelPoint origin) {
		return new HexLayout(orientation, flatToFlat / SQRT_3, origin);
	}

	/** The distance between opposite hexsides, and between adjacent centres. */
	public double flatToFlat() {
		return size * SQRT_3;
	}

	public PixelPoint centre(Hex hex) {
		PixelPoint unit = orientation.unitCentre(hex);
		return new PixelPoint(origin.x() + unit.x() * size, origin.y() + unit.y() * size);
	}

	/**
	 * The six corners of {@code hex}; corner {@code i} lies between the
	 * hexsides facing {@link HexDirection#of(int) direction} {@code i} and
	 * {@code i + 1}, so it is where {@link HexVertex#of(Hex, HexDirection)} is.
	 */
	public List<PixelPoint> corners(Hex hex) {
		PixelPoint centre = centre(hex);
		return List.of(corner(centre, 0), corner(centre, 1), corner(centre, 2), corner(centre, 3), corner(centre, 4), corner(centre, 5));
	}

	/** Corner {@code corner} (0..5) of the hex centred at {@code centre}: as {@link #corners}, without a list. */
	public PixelPoint corner(PixelPoint centre, int corner) {
		return new PixelPoint(centre.x() + size * orientation.cornerX(corner), centre.y() + size * orientation.cornerY(corner));
	}

	/** Where {@code vertex} is drawn. */
	public PixelPoint vertex(HexVertex vertex) {
		return corner(centre(vertex.hex()), vertex.direction().index());
	}

	/** The hex whose area contains the point {@code (x, y)}. */
	public Hex hexAt(double x, double y) {
		return orientation.unitHexAt((x - origin.x()) / size, (y - origin.y()) / size);
	}

}

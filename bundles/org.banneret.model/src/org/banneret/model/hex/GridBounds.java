package org.banneret.model.hex;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.stream.IntStream;

/**
 * A rectangular map of {@code columns} by {@code rows} offset coordinates
 * under an {@link OffsetLayout}. Iterates row by row, matching
 * {@link #index(Hex)}, so per-hex data can live in a flat array.
 */
public record GridBounds(OffsetLayout layout, int columns, int rows) implements Iterable<Hex> {

	/** The most columns, or rows, a map may have. */
	public static final int MAX_DIMENSION = 10_000;

	public GridBounds {
		Objects.requireNonNull(layout, "layout");
		requireDimension(columns, "columns");
		requireDimension(rows, "rows");
	}

	/** The number of hexes on the map. */
	public int count() {
		return columns * rows;
	}

	public boolean contains(Hex hex) {
		return isOnMap(layout.toOffset(hex));
	}

	/** The position of {@code hex} in row-major order: {@code row * columns + column}. */
	public int index(Hex hex) {
		OffsetCoord coord = offsetOnMap(hex);
		return coord.row() * columns + coord.column();
	}

	/** The hex at {@code index} in row-major order; the inverse of {@link #index(Hex)}. */
	public Hex hexAt(int index) {
		Objects.checkIndex(index, count());
		return layout.toHex(new OffsetCoord(index % columns, index / columns));
	}

	@Override
	public Iterator<Hex> iterator() {
		return IntStream.range(0, count()).mapToObj(this::hexAt).iterator();
	}

	/** The map edges {@code hex} lies on: none inside, two in a corner. */
	public Set<MapEdge> edgesOf(Hex hex) {
		OffsetCoord coord = offsetOnMap(hex);
		Set<MapEdge> edges = EnumSet.noneOf(MapEdge.class);
		if (coord.row() == 0) {
			edges.add(MapEdge.NORTH);
		}
		if (coord.row() == rows - 1) {
			edges.add(MapEdge.SOUTH);
		}
		if (coord.column() == columns - 1) {
			edges.add(MapEdge.EAST);
		}
		if (coord.column() == 0) {
			edges.add(MapEdge.WEST);
		}
		return Collections.unmodifiableSet(edges);
	}

	public boolean isOnEdge(Hex hex) {
		return !edgesOf(hex).isEmpty();
	}

	/** The hexes along {@code edge}, west to east or north to south. */
	public List<Hex> edgeHexes(MapEdge edge) {
		return switch (edge) {
			case NORTH -> hexesInRow(0);
			case SOUTH -> hexesInRow(rows - 1);
			case EAST -> hexesInColumn(columns - 1);
			case WEST -> hexesInColumn(0);
		};
	}

	/**
	 * Checks one side of a map's size, here and wherever else a map size is
	 * accepted, so every caller reports it the same way.
	 */
	public static void requireDimension(int count, String axis) {
		if (count < 1 || count > MAX_DIMENSION) {
			throw new IllegalArgumentException(
					"a map needs 1 to " + MAX_DIMENSION + " " + axis + ", got " + count);
		}
	}

	private List<Hex> hexesInRow(int row) {
		return IntStream.range(0, columns).mapToObj(column -> layout.toHex(new OffsetCoord(column, row))).toList();
	}

	private List<Hex> hexesInColumn(int column) {
		return IntStream.range(0, rows).mapToObj(row -> layout.toHex(new OffsetCoord(column, row))).toList();
	}

	private boolean isOnMap(OffsetCoord coord) {
		return coord.column() >= 0 && coord.column() < columns && coord.row() >= 0 && coord.row() < rows;
	}

	private OffsetCoord offsetOnMap(Hex hex) {
		OffsetCoord coord = layout.toOffset(hex);
		if (!isOnMap(coord)) {
			throw new IllegalArgumentException(hex + " is not on this " + columns + "x" + rows + " map");
		}
		return coord;
	}
}

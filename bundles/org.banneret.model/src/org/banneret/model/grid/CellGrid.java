package org.banneret.model.grid;

import java.util.Arrays;

import org.banneret.model.hex.GridBounds;

/**
 * A columns x rows grid of small non-negative integers, one per hex, stored row-major in
 * one array. Terrain and elevation of a 1000 x 1000 map cost 2 MB each this way, not a
 * million objects. Cells are addressed by offset column and row, as
 * {@code org.banneret.model.hex.GridBounds} indexes them.
 */
public final class CellGrid {

	private final int columns;
	private final int rows;
	private final short[] cells;

	public CellGrid(int columns, int rows) {
		GridBounds.requireDimension(columns, "columns");
		GridBounds.requireDimension(rows, "rows");
		this.columns = columns;
		this.rows = rows;
		this.cells = new short[columns * rows];
	}

	private CellGrid(CellGrid other) {
		this.columns = other.columns;
		this.rows = other.rows;
		this.cells = other.cells.clone();
	}

	public int columns() {
		return columns;
	}

	public int rows() {
		return rows;
	}

	public int size() {
		return cells.length;
	}

	public int get(int column, int row) {
		return cells[index(column, row)];
	}

	public int get(int index) {
		return cells[index];
	}

	/** Sets one cell and returns its previous value, so that undo can keep a diff. */
	public int set(int column, int row, int value) {
		return set(index(column, row), value);
	}

	public int set(int index, int value) {
		requireCellValue(value);
		int old = cells[index];
		cells[index] = (short) value;
		return old;
	}

	public void fill(int value) {
		requireCellValue(value);
		Arrays.fill(cells, (short) value);
	}

	private static void requireCellValue(int value) {
		if (value < 0 || value > Short.MAX_VALUE) {
			throw new IllegalArgumentException("cell value " + value + " is out of range 0.." + Short.MAX_VALUE);
		}
	}

	public boolean contains(int column, int row) {
		return column >= 0 && column < columns && row >= 0 && row < rows;
	}

	public int index(int column, int row) {
		if (!contains(column, row)) {
			throw new IndexOutOfBoundsException(
					"cell (" + column + ", " + row + ") is outside a " + columns + " x " + rows + " grid");
		}
		return row * columns + column;
	}

	/**
	 * The indexes of the cells whose values differ from those of a grid of the same size, in
	 * order: what an edit of some hexes changed, found by comparing the arrays in runs.
	 *
	 * @throws IllegalArgumentException when the grids differ in size
	 */
	public int[] differingCells(CellGrid other) {
		if (other.columns != columns || other.rows != rows) {
			throw new IllegalArgumentException("a " + columns + " x " + rows + " grid is compared with a " + other.columns + " x "
					+ other.rows + " grid");
		}
		int[] found = new int[16];
		int count = 0;
		for (int from = 0; from < cells.length;) {
			int at = Arrays.mismatch(cells, from, cells.length, other.cells, from, cells.length);
			if (at < 0) {
				break;
			}
			if (count == found.length) {
				found = Arrays.copyOf(found, count * 2);
			}
			found[count++] = from + at;
			from += at + 1;
		}
		return Arrays.copyOf(found, count);
	}

	public CellGrid copy() {
		return new CellGrid(this);
	}

	@Override
	public boolean equals(Object obj) {
		return obj instanceof CellGrid other && columns == other.columns && rows == other.rows
				&& Arrays.equals(cells, other.cells);
	}

	@Override
	public int hashCode() {
		return 31 * (31 * columns + rows) + Arrays.hashCode(cells);
	}

	@Override
	public String toString() {
		return "CellGrid[" + columns + " x " + rows + "]";
	}
}

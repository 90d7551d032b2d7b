package org.banneret.dsl.conversion;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntFunction;

import org.banneret.model.grid.CellGrid;
import org.banneret.model.hex.GridBounds;
import org.eclipse.xtext.util.ReplaceRegion;

/**
 * The text of a compact cell grid: one quoted row per map row, top row first. In a row each
 * character is a cell, {@code c*n} repeats a cell n times and spaces are ignored; {@code n * "row"}
 * repeats a whole row. Which character means which value is the {@link CellAlphabet}'s business.
 */
public final class CellRows {

	/** A row of the text that cannot be read; {@code row} counts from 0 among the written rows. */
	static final class RowException extends IllegalArgumentException {
		private static final long serialVersionUID = 1L;
		final int row;

		RowException(int row, String message) {
			super(message);
			this.row = row;
		}
	}

	/** Maps cell characters to values and back. */
	interface CellAlphabet {
		/** The value of a cell character, or -1 when the character means nothing here. */
		int value(char character);

		char character(int value);

		/** What a reader should write instead of a character that means nothing. */
		String expected();
	}

	private static final int RUN_WORTH_COMPRESSING = 4;

	private CellRows() {
	}

	/** One written row and how many times it repeats. */
	record WrittenRow(int repeat, String cells) {
	}

	static CellGrid parse(List<WrittenRow> written, CellAlphabet alphabet) {
		if (written.isEmpty()) {
			throw new RowException(0, "A grid needs at least one row, for example \".*20\".");
		}
		List<short[]> rows = new ArrayList<>();
		int columns = -1;
		long totalRows = 0;
		for (int i = 0; i < written.size(); i++) {
			WrittenRow row = written.get(i);
			short[] cells = parseRow(i, row.cells(), alphabet);
			if (columns < 0) {
				columns = cells.length;
			} else if (cells.length != columns) {
				throw new RowException(i, "This row has " + cells.length + " hexes but the first row has " + columns
						+ "; every row of a grid has the same number of hexes.");
			}
			if (row.repeat() < 1) {
				throw new RowException(i, "A row repeats at least once, not " + row.repeat() + " times.");
			}
			totalRows += row.repeat();
			if (totalRows > GridBounds.MAX_DIMENSION) {
				throw new RowException(i, "The grid has more than " + GridBounds.MAX_DIMENSION
						+ " rows; a map has at most " + GridBounds.MAX_DIMENSION + ".");
			}
			for (int r = 0; r < row.repeat(); r++) {
				rows.add(cells);
			}
		}
		CellGrid grid = new CellGrid(columns, rows.size());
		for (int r = 0; r < rows.size(); r++) {
			short[] cells = rows.get(r);
			for (int c = 0; c < columns; c++) {
				grid.set(c, r, cells[c]);
			}
		}
		return grid;
	}

	/**
	 * Where a row's text (quoted, as written) writes a column: the start and length of its code,
	 * with the "*n" of a run, read as {@link #parseRow} reads it; null past the row's end.
	 */
	static int[] codeOf(String quotedRow, int column) {
		int cells = 0;
		int i = 1; // after the opening quote
		while (i < quotedRow.length() - 1) {
			int start = i;
			char character = quotedRow.charAt(i++);
			if (character == ' ' || character == '\t') {
				continue;
			}
			int repeat = 1;
			if (i < quotedRow.length() && quotedRow.charAt(i) == '*') {
				int digits = ++i;
				while (i < quotedRow.length() && Character.isDigit(quotedRow.charAt(i))) {
					i++;
				}
				repeat = digits == i || i - digits > 5 ? 1 : Integer.parseInt(quotedRow, digits, i, 10);
			}
			if (column < cells + repeat) {
				return new int[] { start, i - start };
			}
			cells += repeat;
		}
		return null;
	}

	private static short[] parseRow(int rowIndex, String text, CellAlphabet alphabet) {
		short[] cells = new short[16];
		int size = 0;
		int i = 0;
		while (i < text.length()) {
			char character = text.charAt(i++);
			if (character == ' ' || character == '\t') {
				continue;
			}
			int value = alphabet.value(character);
			if (value < 0) {
				throw new RowException(rowIndex, "'" + character + "' at position " + i + " of this row is not a cell; "
						+ alphabet.expected());
			}
			int repeat = 1;
			if (i < text.length() && text.charAt(i) == '*') {
				int start = ++i;
				while (i < text.length() && Character.isDigit(text.charAt(i))) {
					i++;
				}
				if (start == i || i - start > 5) {
					throw new RowException(rowIndex, "'" + character + "*' at position " + start
							+ " needs a repeat count from 1 to " + GridBounds.MAX_DIMENSION + ", like '" + character + "*12'.");
				}
				repeat = Integer.parseInt(text, start, i, 10);
			}
			if (repeat < 1 || (long) size + repeat > GridBounds.MAX_DIMENSION) {
				throw new RowException(rowIndex, "This row has more than " + GridBounds.MAX_DIMENSION
						+ " hexes; a map has at most " + GridBounds.MAX_DIMENSION + " columns.");
			}
			if (size + repeat > cells.length) {
				cells = Arrays.copyOf(cells, Math.max(cells.length * 2, size + repeat));
			}
			Arrays.fill(cells, size, size + repeat, (short) value);
			size += repeat;
		}
		return Arrays.copyOf(cells, size);
	}

	/** Writes the grid with runs compressed and equal neighbouring rows joined, indented for a map body. */
	public static String format(CellGrid grid, IntFunction<Character> characterOf, String indent) {
		StringBuilder text = new StringBuilder("{\n").append(indent);
		appendRows(text, grid, 0, grid.rows(), characterOf, RUN_WORTH_COMPRESSING, "\n" + indent);
		return text.append('\n').append(indent, 0, Math.max(0, indent.length() - 1)).append('}').toString();
	}

	/**
	 * Writes rows {@code from} to {@code to} (exclusive), equal neighbours joined, with a separator
	 * between written rows; runs of at least {@code shortestRun} cells are counted.
	 */
	private static void appendRows(StringBuilder text, CellGrid grid, int from, int to, IntFunction<Character> characterOf,
			int shortestRun, String separator) {
		String previous = null;
		int repeat = 0;
		for (int row = from; row < to; row++) {
			String cells = formatRow(grid, row, characterOf, shortestRun);
			if (cells.equals(previous)) {
				repeat++;
				continue;
			}
			if (previous != null) {
				appendRow(text, repeat, previous).append(separator);
			}
			previous = cells;
			repeat = 1;
		}
		if (previous != null) {
			appendRow(text, repeat, previous);
		}
	}

	private static StringBuilder appendRow(StringBuilder text, int repeat, String cells) {
		if (repeat > 1) {
			text.append(repeat).append(" * ");
		}
		return text.append('"').append(cells).append('"');
	}

	/**
	 * Where a written row stands in a text: from its repeat count, or its string, to the string's
	 * end; where its string begins; and its repeat.
	 */
	record RowText(int start, int string, int end, int repeat) {
	}

	/**
	 * The edit of a grid block's written rows, which read {@code before}, that makes them read
	 * {@code after}. A written row whose hexes keep their cells keeps its text, and so do the
	 * comments and line breaks between rows; a row that changed is written anew where it stands (a
	 * repeated row of which one row changed is split). Null when no row changed.
	 *
	 * @throws IllegalArgumentException when the grids or the written rows differ in size: then
	 *         only the whole block written anew says what it should
	 */
	static ReplaceRegion edit(String text, List<RowText> written, CellGrid before, CellGrid after, CellAlphabet alphabet) {
		if (before == null || before.columns() != after.columns() || before.rows() != after.rows()) {
			throw new IllegalArgumentException("The grid changed its size.");
		}
		boolean[] changed = new boolean[after.rows()];
		for (int cell : after.differingCells(before)) {
			changed[cell / after.columns()] = true;
		}
		StringBuilder replacement = new StringBuilder();
		int first = -1;
		int copiedTo = -1;
		int row = 0;
		for (RowText rowText : written) {
			int repeat = rowText.repeat();
			if (repeat < 1 || repeat > after.rows() - row) {
				throw new IllegalArgumentException("The written rows are not the grid's size.");
			}
			if (anyOf(changed, row, row + repeat)) {
				if (first < 0) {
					first = copiedTo = rowText.start();
				}
				replacement.append(text, copiedTo, rowText.start());
				// A row written cell by cell stays so: a painted hex then changes one character of it.
				int shortestRun = countsRuns(text, rowText) ? RUN_WORTH_COMPRESSING : Integer.MAX_VALUE;
				appendRows(replacement, after, row, row + repeat, alphabet::character, shortestRun,
						separatorBefore(text, rowText.start()));
				copiedTo = rowText.end();
			}
			row += repeat;
		}
		if (row != after.rows()) {
			throw new IllegalArgumentException("The written rows are not the grid's size.");
		}
		return first < 0 ? null : new ReplaceRegion(first, copiedTo - first, replacement.toString());
	}

	/** Whether a written row counts runs of cells ("c*12") in its string. */
	private static boolean countsRuns(String text, RowText row) {
		return text.substring(row.string(), row.end()).indexOf('*') >= 0;
	}

	private static boolean anyOf(boolean[] flags, int from, int to) {
		for (int i = from; i < to; i++) {
			if (flags[i]) {
				return true;
			}
		}
		return false;
	}

	/** A line break and the row's own indentation where the row begins its line, else a space. */
	private static String separatorBefore(String text, int start) {
		int lineStart = start;
		while (lineStart > 0 && (text.charAt(lineStart - 1) == ' ' || text.charAt(lineStart - 1) == '\t')) {
			lineStart--;
		}
		if (lineStart == 0 || text.charAt(lineStart - 1) != '\n') {
			return " ";
		}
		boolean crlf = lineStart > 1 && text.charAt(lineStart - 2) == '\r';
		return (crlf ? "\r\n" : "\n") + text.substring(lineStart, start);
	}

	private static String formatRow(CellGrid grid, int row, IntFunction<Character> characterOf, int shortestRun) {
		StringBuilder cells = new StringBuilder();
		int column = 0;
		while (column < grid.columns()) {
			int value = grid.get(column, row);
			int end = column + 1;
			while (end < grid.columns() && grid.get(end, row) == value) {
				end++;
			}
			char character = characterOf.apply(value);
			int run = end - column;
			// "1*181" would read as 181 ones: a run is not counted before a digit cell (an elevation's level).
			boolean digitFollows = end < grid.columns() && Character.isDigit(characterOf.apply(grid.get(end, row)));
			if (run >= shortestRun && !digitFollows) {
				cells.append(character).append('*').append(run);
			} else {
				cells.repeat(character, run);
			}
			column = end;
		}
		return cells.toString();
	}
}

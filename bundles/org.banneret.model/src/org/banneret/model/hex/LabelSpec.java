package org.banneret.model.hex;

import java.util.Objects;
import java.util.regex.Pattern;

/**
 * Describes how a map's hexes are labelled in print; {@link HexLabelScheme#of}
 * turns it into a working scheme. Start from {@link #numeric}, {@link #alphaColumn}
 * or {@link #boardPrefixed} and adjust with the {@code with...} methods.
 * <p>
 * A column or row is printed as {@code first + index}, or, when descending,
 * counted down from the far edge so that index 0 gets the largest number.
 * Lettered columns use spreadsheet letters with A = 1, Z = 26, AA = 27.
 *
 * @param kind the family of labels
 * @param columnDigits the width numeric columns are zero-padded to; 0 for no padding
 *        (lettered columns are never padded, so it must be 0 for them)
 * @param rowDigits the width rows are zero-padded to; numeric labels need at least 1,
 *        and every row number must fit in it because it is what splits column from row
 * @param firstColumn the printed number (or letter value) of the first column
 * @param firstRow the printed number of the first row
 * @param columnsDescending whether column numbers count down from west to east
 * @param rowsDescending whether row numbers count down from north to south
 * @param totalColumns the number of columns on the map
 * @param totalRows the number of rows on the map
 * @param boardPrefix the board or sheet name printed before every label of a
 *        {@link LabelKind#BOARD_PREFIXED} scheme, letters and digits; empty for other kinds
 */
public record LabelSpec(LabelKind kind, int columnDigits, int rowDigits, int firstColumn, int firstRow,
		boolean columnsDescending, boolean rowsDescending, int totalColumns, int totalRows, String boardPrefix) {

	/** The widest zero-padding, which keeps every printed number within an {@code int}. */
	public static final int MAX_DIGITS = 9;

	/** The largest first column or row number. */
	public static final int MAX_FIRST_NUMBER = 99_999;

	private static final int DEFAULT_DIGITS = 2;

	private static final Pattern BOARD_PREFIX = Pattern.compile("[A-Za-z0-9]+");

	public LabelSpec {
		Objects.requireNonNull(kind, "kind");
		Objects.requireNonNull(boardPrefix, "boardPrefix");
		GridBounds.requireDimension(totalColumns, "columns");
		GridBounds.requireDimension(totalRows, "rows");
		boolean lettered = kind != LabelKind.NUMERIC;
		if (lettered && columnDigits != 0) {
			throw new IllegalArgumentException(
					"lettered columns are not zero-padded, so columnDigits must be 0, got " + columnDigits);
		}
		requireBetween("columnDigits", columnDigits, 0, MAX_DIGITS);
		requireBetween("rowDigits", rowDigits, lettered ? 0 : 1, MAX_DIGITS);
		if (lettered && firstColumn < 1) {
			throw new IllegalArgumentException(
					"lettered columns count from A = 1, so firstColumn must be at least 1, got " + firstColumn);
		}
		requireBetween("firstColumn", firstColumn, 0, MAX_FIRST_NUMBER);
		requireBetween("firstRow", firstRow, 0, MAX_FIRST_NUMBER);
		int lastRow = firstRow + totalRows - 1;
		if (!lettered && digitCount(lastRow) > rowDigits) {
			throw new IllegalArgumentException("rows numbered " + firstRow + " to " + lastRow
					+ " do not fit in " + rowDigits + " row digits");
		}
		if (kind == LabelKind.BOARD_PREFIXED && !BOARD_PREFIX.matcher(boardPrefix).matches()) {
			throw new IllegalArgumentException(
					"a board prefix is one or more letters or digits, got '" + boardPrefix + "'");
		}
		if (kind != LabelKind.BOARD_PREFIXED && !boardPrefix.isEmpty()) {
			throw new IllegalArgumentException(
					"only BOARD_PREFIXED labels have a board prefix, got '" + boardPrefix + "'");
		}
	}

	/**
	 * Numeric CCRR labels counting up from 1: columns padded to 2 digits, rows
	 * to 2 digits or as many as the last row needs.
	 */
	public static LabelSpec numeric(int totalColumns, int totalRows) {
		return new LabelSpec(LabelKind.NUMERIC, DEFAULT_DIGITS, defaultRowDigits(totalRows), 1, 1,
				false, false, totalColumns, totalRows, "");
	}

	/** Alpha-column labels counting up from A and 1, rows padded to 2 digits. */
	public static LabelSpec alphaColumn(int totalColumns, int totalRows) {
		return new LabelSpec(LabelKind.ALPHA_COLUMN, 0, DEFAULT_DIGITS, 1, 1,
				false, false, totalColumns, totalRows, "");
	}

	/** Alpha-column labels after {@code boardPrefix}, counting up from A and 1, rows padded to 2 digits. */
	public static LabelSpec boardPrefixed(String boardPrefix, int totalColumns, int totalRows) {
		return new LabelSpec(LabelKind.BOARD_PREFIXED, 0, DEFAULT_DIGITS, 1, 1,
				false, false, totalColumns, totalRows, boardPrefix);
	}

	public LabelSpec withDigits(int newColumnDigits, int newRowDigits) {
		return new LabelSpec(kind, newColumnDigits, newRowDigits, firstColumn, firstRow,
				columnsDescending, rowsDescending, totalColumns, totalRows, boardPrefix);
	}

	public LabelSpec withFirst(int newFirstColumn, int newFirstRow) {
		return new LabelSpec(kind, columnDigits, rowDigits, newFirstColumn, newFirstRow,
				columnsDescending, rowsDescending, totalColumns, totalRows, boardPrefix);
	}

	public LabelSpec withDescending(boolean newColumnsDescending, boolean newRowsDescending) {
		return new LabelSpec(kind, columnDigits, rowDigits, firstColumn, firstRow,
				newColumnsDescending, newRowsDescending, totalColumns, totalRows, boardPrefix);
	}

	private static int defaultRowDigits(int totalRows) {
		return Math.max(DEFAULT_DIGITS, digitCount(totalRows));
	}

	private static int digitCount(int number) {
		return Integer.toString(number).length();
	}

	private static void requireBetween(String name, int value, int min, int max) {
		if (value < min || value > max) {
			throw new IllegalArgumentException(name + " must be " + min + " to " + max + ", got " + value);
		}
	}
}

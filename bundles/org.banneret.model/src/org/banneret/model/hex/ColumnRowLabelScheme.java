package org.banneret.model.hex;

import java.util.Objects;
import java.util.function.IntFunction;

/**
 * The label schemes of {@link LabelKind}: an optional board prefix, the column
 * in digits or letters, then the row in digits. Parsing reads the shape,
 * maps the printed numbers back to indexes, and finally insists that the label
 * is exactly what {@link #format} prints, so each hex has one label.
 */
final class ColumnRowLabelScheme implements HexLabelScheme {

	private static final int LETTERS = 26;

	/** Longer digit or letter runs than these are off any map, and would overflow an int. */
	private static final int MAX_NUMBER_LENGTH = 9;
	private static final int MAX_LETTERS_LENGTH = 6;

	private final LabelSpec spec;
	private final boolean lettered;
	private final AxisNumbering columns;
	private final AxisNumbering rows;

	ColumnRowLabelScheme(LabelSpec spec) {
		this.spec = Objects.requireNonNull(spec, "spec");
		this.lettered = spec.kind() != LabelKind.NUMERIC;
		this.columns = new AxisNumbering("column", spec.firstColumn(), spec.totalColumns(),
				spec.columnsDescending());
		this.rows = new AxisNumbering("row", spec.firstRow(), spec.totalRows(), spec.rowsDescending());
	}

	@Override
	public String format(OffsetCoord coord) {
		return spec.boardPrefix()
				+ columnText(columns.printed(coord.column()))
				+ padded(rows.printed(coord.row()), spec.rowDigits());
	}

	@Override
	public OffsetCoord parse(String label) {
		Objects.requireNonNull(label, "label");
		int start = spec.boardPrefix().length();
		int split = columnEnd(label, start);
		if (split < 0) {
			throw notALabel(label);
		}
		int column = columns.indexOf(lettered ? lettersValue(label, start, split) : numberValue(label, start, split));
		if (column < 0) {
			throw offMap(label, columns, this::columnText);
		}
		int row = rows.indexOf(numberValue(label, split, label.length()));
		if (row < 0) {
			throw offMap(label, rows, Integer::toString);
		}
		OffsetCoord coord = new OffsetCoord(column, row);
		// Letters have one spelling a number; digits are canonical at the padded width, no wider.
		if (!lettered && !paddedAsPrinted(split - start, columns.printed(column), spec.columnDigits())
				|| !paddedAsPrinted(label.length() - split, rows.printed(row), spec.rowDigits())) {
			throw new HexLabelException("'" + label + "' should be written '" + format(coord) + "'");
		}
		return coord;
	}

	/**
	 * Where a label's column ends and its row begins, or -1 where the label does not have the
	 * scheme's shape: the prefix, the column's letters or digits, then the row's digits. Numeric
	 * labels have no separator: the row is the fixed-width tail. Read by hand, not by a pattern: the
	 * rules and the editor read many thousands of labels a check.
	 */
	private int columnEnd(String label, int start) {
		if (!label.startsWith(spec.boardPrefix())) {
			return -1;
		}
		int split;
		if (lettered) {
			split = start;
			while (split < label.length() && label.charAt(split) >= 'A' && label.charAt(split) <= 'Z') {
				split++;
			}
			if (split == start || split == label.length()) {
				return -1;
			}
		} else {
			split = label.length() - spec.rowDigits();
			if (split <= start) {
				return -1;
			}
		}
		for (int i = lettered ? split : start; i < label.length(); i++) {
			if (label.charAt(i) < '0' || label.charAt(i) > '9') {
				return -1;
			}
		}
		return split;
	}

	@Override
	public String toString() {
		return "HexLabelScheme of " + spec;
	}

	private String columnText(int printed) {
		return lettered ? letters(printed) : padded(printed, spec.columnDigits());
	}

	private HexLabelException notALabel(String label) {
		String example = format(new OffsetCoord(0, 0));
		String prefix = spec.boardPrefix();
		if (!label.startsWith(prefix)) {
			return new HexLabelException("'" + label + "' is not on board " + prefix
					+ ": its labels start with '" + prefix + "', like '" + example + "'");
		}
		String kind = switch (spec.kind()) {
			case NUMERIC -> "a CCRR";
			case ALPHA_COLUMN -> "an alpha-column";
			case BOARD_PREFIXED -> "a board " + prefix;
		};
		return new HexLabelException("'" + label + "' is not " + kind + " hex label, like '" + example + "'");
	}

	private static HexLabelException offMap(String label, AxisNumbering axis, IntFunction<String> text) {
		return new HexLabelException("'" + label + "' is off the map: " + axis.axis() + "s run from "
				+ text.apply(axis.printed(0)) + " to " + text.apply(axis.printed(axis.count() - 1)));
	}

	private static String padded(int number, int digits) {
		String text = Integer.toString(number);
		return "0".repeat(Math.max(0, digits - text.length())) + text;
	}

	/** Whether digits that read as the number are {@link #padded} to the width: checked without writing them. */
	private static boolean paddedAsPrinted(int digits, int number, int width) {
		int length = 1;
		for (int rest = number; rest >= 10; rest /= 10) {
			length++;
		}
		return digits == Math.max(width, length);
	}

	/** The number the digits from start to end spell. */
	private static int numberValue(String label, int start, int end) {
		if (end - start > MAX_NUMBER_LENGTH) {
			return Integer.MAX_VALUE;
		}
		int value = 0;
		for (int i = start; i < end; i++) {
			value = value * 10 + (label.charAt(i) - '0');
		}
		return value;
	}

	/** Spreadsheet column letters: bijective base 26, A = 1, Z = 26, AA = 27. */
	private static String letters(int number) {
		StringBuilder text = new StringBuilder();
		for (int rest = number; rest > 0; rest = (rest - 1) / LETTERS) {
			text.append((char) ('A' + (rest - 1) % LETTERS));
		}
		return text.reverse().toString();
	}

	/** The number the column letters from start to end spell. */
	private static int lettersValue(String label, int start, int end) {
		if (end - start > MAX_LETTERS_LENGTH) {
			return Integer.MAX_VALUE;
		}
		int value = 0;
		for (int i = start; i < end; i++) {
			value = value * LETTERS + (label.charAt(i) - 'A' + 1);
		}
		return value;
	}
}

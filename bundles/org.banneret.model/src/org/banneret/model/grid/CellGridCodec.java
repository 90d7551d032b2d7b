package org.banneret.model.grid;

/**
 * The text form of a {@link CellGrid} in XMI: {@code "COLUMNSxROWS:"} then run-length
 * encoded cells in row-major order, {@code "value*count"} or a bare value, separated by
 * spaces. A uniform 1000 x 1000 map is {@code "1000x1000:0*1000000"}.
 */
public final class CellGridCodec {

	private CellGridCodec() {
	}

	public static String encode(CellGrid grid) {
		if (grid == null) {
			return null;
		}
		StringBuilder text = new StringBuilder(32).append(grid.columns()).append('x').append(grid.rows()).append(':');
		int size = grid.size();
		for (int start = 0; start < size;) {
			int value = grid.get(start);
			int end = start + 1;
			while (end < size && grid.get(end) == value) {
				end++;
			}
			text.append(start == 0 ? "" : " ").append(value);
			if (end - start > 1) {
				text.append('*').append(end - start);
			}
			start = end;
		}
		return text.toString();
	}

	/**
	 * @throws IllegalArgumentException with a message that says what is wrong and where
	 */
	public static CellGrid decode(String text) {
		if (text == null) {
			return null;
		}
		int colon = text.indexOf(':');
		int x = text.indexOf('x');
		if (colon < 0 || x < 0 || x > colon) {
			throw new IllegalArgumentException("a cell grid starts with COLUMNSxROWS:, got '" + abbreviate(text) + "'");
		}
		CellGrid grid = new CellGrid(number(text, 0, x, "column count"), number(text, x + 1, colon, "row count"));
		int cell = 0;
		int pos = colon + 1;
		while (pos < text.length()) {
			int end = text.indexOf(' ', pos);
			if (end < 0) {
				end = text.length();
			}
			if (end > pos) {
				int star = text.indexOf('*', pos);
				boolean repeated = star >= 0 && star < end;
				int value = number(text, pos, repeated ? star : end, "cell value");
				int count = repeated ? number(text, star + 1, end, "run length") : 1;
				if (count > grid.size() - cell) {
					throw new IllegalArgumentException("cell grid has more than " + grid.size() + " cells (at character "
							+ (pos + 1) + ")");
				}
				for (int i = 0; i < count; i++) {
					grid.set(cell++, value);
				}
			}
			pos = end + 1;
		}
		if (cell != grid.size()) {
			throw new IllegalArgumentException(
					"cell grid " + grid.columns() + "x" + grid.rows() + " lists " + cell + " of " + grid.size() + " cells");
		}
		return grid;
	}

	private static int number(String text, int from, int to, String what) {
		try {
			return Integer.parseInt(text, from, to, 10);
		} catch (NumberFormatException e) {
			throw new IllegalArgumentException(
					what + " '" + abbreviate(text.substring(from, Math.max(from, to))) + "' at character " + (from + 1)
							+ " is not a number");
		}
	}

	private static String abbreviate(String text) {
		return text.length() <= 40 ? text : text.substring(0, 40) + "...";
	}
}

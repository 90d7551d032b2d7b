package org.banneret.interop.vassal;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.banneret.model.hex.GridOrientation;
import org.banneret.model.hex.Hex;
import org.banneret.model.hex.LabelKind;
import org.banneret.model.hex.LabelSpec;
import org.banneret.model.hex.OffsetCoord;
import org.banneret.model.hex.OffsetParity;
import org.banneret.model.hex.PixelPoint;
import org.banneret.model.map.Board;
import org.banneret.model.map.MapGeometry;
import org.banneret.render.MapPainter;

/**
 * A map's grid as VASSAL's {@code HexGrid} describes it, for the map's image drawn at so many
 * pixels a millimetre, with the {@code HexGridNumbering} that gives the map's own labels, and
 * VASSAL's own arithmetic for where a raw index or a label lands, so that the export can check
 * its grid against the image hex for hex before it writes it.
 * <p>
 * {@code HexGrid} ({@code VASSAL.build.module.map.boardPicker.board.HexGrid}): {@code sideways}
 * false for flat-topped hexes in columns, true for pointy-topped hexes in rows (VASSAL then swaps
 * x and y of every point, not of the attributes); {@code dy} the distance between centres along
 * a column, {@code dx} between columns; {@code x0, y0} the centre of raw hex (0, 0), whole
 * pixels; raw odd columns lie half a hex lower, every centre truncated to whole pixels
 * ({@code hexPointCenterFromRawIndex}, and {@code HexGridNumbering.getCenterPoint} for a label).
 *
 * @param shift 1 when the map's first column (row, for pointy hexes) is one VASSAL shifts, so
 *        that VASSAL's raw column 0 lies off the map to the left (top); else 0
 */
public record VassalGrid(boolean sideways, double dx, double dy, int x0, int y0, int shift, Numbering numbering) {

	/**
	 * A {@code HexGridNumbering} ({@code mapgrid.RegularGridNumbering}, {@code mapgrid.HexGridNumbering})
	 * with {@code stagger} false, as every column of a CCRR map starts at the same row number.
	 * {@code first} H puts VASSAL's column part first, V its row part; a type is N (numbers) or A
	 * (letters, 0 = A); a leading is the number of zeros a one-digit number gets; an offset is the
	 * number raw index 0 gets. {@code prefix} stands before every label, in the location format.
	 */
	public record Numbering(char first, char hType, char vType, int hLeading, int vLeading, int hOff, int vOff, String prefix) {

		private static final String LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

		/** The label VASSAL gives raw column {@code column}, row {@code row} ({@code RegularGridNumbering.getName}). */
		public String name(int column, int row) {
			String rowName = part(row + vOff, vType, vLeading);
			String columnName = part(column + hOff, hType, hLeading);
			return prefix + (first == 'H' ? columnName + rowName : rowName + columnName);
		}

		/** The same numbering for hexes this many raw columns and rows further on: a sheet laid there on a board. */
		Numbering movedBy(int columns, int rows) {
			return new Numbering(first, hType, vType, hLeading, vLeading, hOff - columns, vOff - rows, prefix);
		}

		public String locationFormat() {
			return prefix + "$gridLocation$";
		}

		/** The raw column and row VASSAL reads from a label ({@code RegularGridNumbering.getLocation}), or null when it reads none. */
		public int[] parse(String label) {
			String column = "(" + pattern(hType, hLeading) + ")";
			String row = "(" + pattern(vType, vLeading) + ")";
			Matcher parts = Pattern.compile(Pattern.quote(prefix) + (first == 'H' ? column + row : row + column)).matcher(label);
			if (!parts.matches()) {
				return null;
			}
			int columnValue = value(parts.group(first == 'H' ? 1 : 2), hType);
			int rowValue = value(parts.group(first == 'H' ? 2 : 1), vType);
			return new int[] { columnValue - hOff, rowValue - vOff };
		}

		private static String part(int number, char type, int leading) {
			StringBuilder text = new StringBuilder(number < 0 ? "-" : "");
			int rest = Math.abs(number);
			if (type == 'A') { // 0 = A, 25 = Z, 26 = AA, 27 = BB
				do {
					text.append(LETTERS.charAt(rest % 26));
					rest -= 26;
				} while (rest >= 0);
				return text.toString();
			}
			for (int zeros = leading; zeros > 0 && rest < Math.pow(10, zeros); zeros--) {
				text.append('0');
			}
			return text.append(rest).toString();
		}

		private static String pattern(char type, int leading) {
			return type == 'A' ? "-?(?:A+|B+|C+|D+|E+|F+|G+|H+|I+|J+|K+|L+|M+|N+|O+|P+|Q+|R+|S+|T+|U+|V+|W+|X+|Y+|Z+)"
					: "-?[0-9]{" + (leading + 1) + ",}";
		}

		private static int value(String name, char type) {
			if (type != 'A') {
				return Integer.parseInt(name);
			}
			boolean negative = name.startsWith("-");
			String letters = negative ? name.substring(1) : name;
			int value = 26 * (letters.length() - 1) + LETTERS.indexOf(letters.charAt(letters.length() - 1));
			return negative ? -value : value;
		}
	}

	/**
	 * The grid of a map's image drawn {@code hexPixels} high a hex, rounded up to an even number
	 * so that rows and half rows fall on whole pixels, its top left corner at pixel (0, 0).
	 */
	public static VassalGrid of(MapPainter painter, int hexPixels) {
		MapGeometry geometry = painter.geometry();
		double pixelsPerMm = pixelsPerMm(painter, hexPixels);
		boolean sideways = geometry.layout().orientation() == GridOrientation.POINTY;
		double dy = hexPixels + hexPixels % 2;
		double dx = dy * Math.sqrt(3) / 2;
		int shift = geometry.layout().parity() == OffsetParity.EVEN ? 1 : 0;
		PixelPoint first = painter.centre(geometry.layout().toHex(new OffsetCoord(0, 0)));
		double along = (sideways ? first.y() : first.x()) * pixelsPerMm - shift * dx; // where raw column 0 lies across the columns
		double down = (sideways ? first.x() : first.y()) * pixelsPerMm - shift * dy / 2;
		// VASSAL truncates dx * column + x0: half a pixel more keeps every column within a pixel either way.
		int x0 = (int) Math.round(along + 0.5);
		int y0 = (int) Math.round(down);
		return new VassalGrid(sideways, dx, dy, x0, y0, shift, numbering(geometry, sideways, shift));
	}

	/**
	 * The grid of one unturned sheet of a board, drawn by the board's painter: the board's grid
	 * (every sheet's hexes are the board's), numbered with the sheet's own labels; without
	 * numbering where VASSAL cannot count as the sheet does.
	 */
	public VassalGrid forSheet(Board.Sheet sheet) {
		Numbering own = numbering(sheet.geometry(), sideways, shift);
		return new VassalGrid(sideways, dx, dy, x0, y0, shift,
				own == null ? null : sideways ? own.movedBy(sheet.row(), sheet.column()) : own.movedBy(sheet.column(), sheet.row()));
	}

	/**
	 * As {@link #mismatch(MapPainter)}, for the hexes of one sheet of the board the painter draws,
	 * named as the sheet labels them.
	 */
	public String mismatch(MapPainter board, Board.Sheet sheet) {
		if (numbering == null) {
			return "VASSAL cannot number sheet " + sheet.id() + "'s hexes as the sheet does";
		}
		return firstMismatch(board, sheet, sheet.id() + ":");
	}

	/** This grid without a numbering: VASSAL then names its hexes by nothing but their zone. */
	public VassalGrid withoutNumbering() {
		return new VassalGrid(sideways, dx, dy, x0, y0, shift, null);
	}

	/** The scale of a map's image with hexes {@code hexPixels} high (rounded up to even), in pixels a millimetre. */
	public static double pixelsPerMm(MapPainter painter, int hexPixels) {
		return (hexPixels + hexPixels % 2) / painter.layout().flatToFlat();
	}

	/** The numbering that prints the map's labels, or null when VASSAL's cannot (columns that count down, say). */
	private static Numbering numbering(MapGeometry geometry, boolean sideways, int shift) {
		LabelSpec spec = MapGeometry.labelSpec(geometry.map().getGrid());
		if (spec.columnsDescending() || spec.rowsDescending()) {
			return null; // VASSAL counts down from the board's size, in its own way: no match for the map's numbers
		}
		char columnType = spec.kind() == LabelKind.NUMERIC ? 'N' : 'A';
		int columnOffset = spec.firstColumn() - (columnType == 'A' ? 1 : 0);
		int columnLeading = Math.max(0, spec.columnDigits() - 1);
		int rowLeading = Math.max(0, spec.rowDigits() - 1);
		if (sideways) { // VASSAL's columns run down the map: its rows are the map's columns, written first
			return new Numbering('V', 'N', columnType, rowLeading, columnLeading, spec.firstRow() - shift, columnOffset, spec.boardPrefix());
		}
		return new Numbering('H', columnType, 'N', columnLeading, rowLeading, columnOffset - shift, spec.firstRow(), spec.boardPrefix());
	}

	/** VASSAL's raw column and row of a hex of the map. */
	public int[] raw(MapGeometry geometry, Hex hex) {
		OffsetCoord offset = geometry.layout().toOffset(hex);
		return sideways ? new int[] { offset.row() + shift, offset.column() } : new int[] { offset.column() + shift, offset.row() };
	}

	/**
	 * Where VASSAL puts the hex a label names, in board pixels: the numbering reads the label and
	 * {@code HexGridNumbering.getCenterPoint} places it; null when it does not read it.
	 */
	public int[] centreOf(String label) {
		int[] raw = numbering == null ? null : numbering.parse(label);
		if (raw == null) {
			return null;
		}
		int along = (int) (raw[0] * dx) + x0;
		int down = (raw[0] % 2 == 0 ? (int) (raw[1] * dy) : (int) (raw[1] * dy + dy / 2)) + y0;
		return sideways ? new int[] { down, along } : new int[] { along, down };
	}

	/**
	 * The first hex whose label VASSAL would write or read differently, or whose centre it would put
	 * more than a pixel from the image's, as a sentence; null when every hex agrees. Set-up stacks
	 * are placed by label only when this is null.
	 */
	public String mismatch(MapPainter painter) {
		if (numbering == null) {
			return "VASSAL cannot number columns or rows that count down as this map's do";
		}
		return firstMismatch(painter, painter.board().sheets().get(0), "");
	}

	/**
	 * The first hex of a sheet that VASSAL names otherwise than the sheet, or puts more than a pixel
	 * from the image's centre, its label written after a prefix; null when every hex agrees.
	 */
	private String firstMismatch(MapPainter painter, Board.Sheet sheet, String prefix) {
		double pixelsPerMm = dy / painter.layout().flatToFlat();
		for (Hex local : sheet.geometry().bounds()) {
			Hex hex = sheet.toBoard(local);
			String label = sheet.geometry().label(local);
			int[] raw = raw(painter.geometry(), hex);
			String named = numbering.name(raw[0], raw[1]);
			if (!named.equals(label)) {
				return "VASSAL would label hex " + prefix + label + " '" + named + "'";
			}
			int[] centre = centreOf(label);
			PixelPoint exact = painter.centre(hex);
			if (centre == null || Math.abs(centre[0] - exact.x() * pixelsPerMm) > 1 || Math.abs(centre[1] - exact.y() * pixelsPerMm) > 1) {
				return String.format(Locale.ROOT, "VASSAL would put hex %s%s at %s, not at (%.1f, %.1f)", prefix, label,
						centre == null ? "no point" : "(" + centre[0] + ", " + centre[1] + ")", exact.x() * pixelsPerMm, exact.y() * pixelsPerMm);
			}
		}
		return null;
	}
}

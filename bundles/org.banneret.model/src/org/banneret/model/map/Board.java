package org.banneret.model.map;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import org.banneret.model.Compass;
import org.banneret.model.HexMap;
import org.banneret.model.Scenario;
import org.banneret.model.SheetPlacement;
import org.banneret.model.TerrainType;
import org.banneret.model.hex.GridBounds;
import org.banneret.model.hex.Hex;
import org.banneret.model.hex.HexDirection;
import org.banneret.model.hex.HexLabelException;
import org.banneret.model.hex.MapEdge;
import org.banneret.model.hex.OffsetCoord;
import org.banneret.model.hex.OffsetLayout;

/**
 * The playing surface of a scenario: its map sheets laid side by side on one hex grid, each at a
 * whole-hex offset and turned 0 or 180 degrees. Board hexes are axial hexes of the first sheet's
 * grid, so neighbours, distances and lines cross the seams with no more arithmetic; a sheet turns
 * its own hexes into board hexes and back. Labels are the sheets' own, written {@code sheet:label}
 * off the first sheet, where an unqualified label is read.
 * <p>
 * A board of one sheet answers every question as that sheet's {@link MapGeometry} does.
 */
public final class Board {

	private final List<Sheet> sheets;
	private final OffsetLayout layout;
	private final int count;
	private final List<Misplaced> problems;

	private Board(List<Sheet> sheets, List<Misplaced> problems) {
		this.sheets = List.copyOf(sheets);
		this.layout = this.sheets.get(0).geometry().layout();
		this.count = this.sheets.stream().mapToInt(sheet -> sheet.geometry().bounds().count()).sum();
		this.problems = List.copyOf(problems);
		Sheet first = this.sheets.get(0);
		this.lone = this.sheets.size() == 1 && !first.turned() && first.translation().equals(Hex.ORIGIN) ? first : null;
	}

	/** The one sheet of a board that is a lone map laid at the origin, unturned; null otherwise. */
	private final Sheet lone;

	/**
	 * One sheet of the board.
	 *
	 * @param id     the name its hexes are qualified with ({@code village} in {@code village:B07})
	 * @param column the board column of the sheet's top-left hex as laid (after turning)
	 * @param row    the board row of that hex
	 * @param turned whether the sheet lies turned 180 degrees
	 * @param first  the position of its first hex in the board's {@link Board#index(Hex)}
	 */
	public record Sheet(String id, MapGeometry geometry, int column, int row, boolean turned, int first,
			Hex translation) {

		public HexMap map() {
			return geometry.map();
		}

		public int columns() {
			return geometry.bounds().columns();
		}

		public int rows() {
			return geometry.bounds().rows();
		}

		/** The board hex of one of this sheet's own hexes. */
		public Hex toBoard(Hex local) {
			if (turned) {
				return translation.subtract(local);
			}
			return isOrigin() ? local : translation.add(local); // a lone map's hexes are the board's: no copy a look-up
		}

		/** This sheet's own hex at a board hex; it may be off the sheet. */
		public Hex toLocal(Hex board) {
			if (turned) {
				return translation.subtract(board);
			}
			return isOrigin() ? board : board.subtract(translation);
		}

		private boolean isOrigin() {
			return translation.q() == 0 && translation.r() == 0;
		}

		/** The board hex a label of this sheet's own names, or null as {@link MapGeometry#find} reads it. */
		public Hex find(String label) {
			Hex local = geometry.find(label);
			return local == null ? null : toBoard(local);
		}

		/**
		 * The board direction of a hexside or facing written on this sheet.
		 *
		 * @throws IllegalArgumentException when the compass point is a hex corner on this grid
		 */
		public HexDirection direction(Compass side) {
			return toBoard(geometry.direction(side));
		}

		/** The board edge a map edge of this sheet lies along: the opposite one on a turned sheet. */
		public MapEdge edge(Compass side) {
			MapEdge edge = MapGeometry.edge(side);
			if (!turned) {
				return edge;
			}
			return switch (edge) {
				case NORTH -> MapEdge.SOUTH;
				case SOUTH -> MapEdge.NORTH;
				case EAST -> MapEdge.WEST;
				case WEST -> MapEdge.EAST;
			};
		}

		/** Whether a board hex lies on this sheet. */
		public boolean holds(Hex board) {
			return geometry.contains(toLocal(board));
		}

		/** The board direction a direction of this sheet's own grid points to. */
		public HexDirection toBoard(HexDirection local) {
			return turned ? local.opposite() : local;
		}

		/** The sheet's own direction that points to a board direction. */
		public HexDirection toLocal(HexDirection board) {
			return toBoard(board);
		}

		/** Whether a board column and row (in the board's offset layout) lie in this sheet's rectangle. */
		boolean covers(int boardColumn, int boardRow) {
			return boardColumn >= column && boardColumn < column + columns() && boardRow >= row
					&& boardRow < row + rows();
		}
	}

	/** A map line whose sheet could not join the board, and why, saying what would fit. */
	public record Misplaced(SheetPlacement placement, String why) {

		@Override
		public String toString() {
			return idOf(placement) + ": " + why;
		}
	}

	/** A board of one map, at offset 0, 0. */
	public static Board of(HexMap map) {
		MapGeometry geometry = MapGeometry.of(map);
		return new Board(List.of(new Sheet(idOf(map), geometry, 0, 0, false, 0, Hex.ORIGIN)), List.of());
	}

	/**
	 * The board of a scenario's {@code map} lines, with the sheets whose map does not resolve, or
	 * whose placement cannot join the board, left out; {@link #problems()} says why for each. Null
	 * while no sheet can be laid (no map line, or none resolves to a map with a grid).
	 */
	public static Board of(Scenario scenario) {
		return of(scenario.getSheets());
	}

	/** The board of these map lines, as {@link #of(Scenario)} lays a scenario's; null while no sheet can be laid. */
	public static Board of(List<SheetPlacement> placements) {
		List<Sheet> sheets = new ArrayList<>();
		List<Misplaced> problems = new ArrayList<>();
		int first = 0;
		for (SheetPlacement placement : placements) {
			HexMap map = placement.getMap();
			if (map == null || map.eIsProxy()) {
				continue; // the language reports the unresolved name
			}
			MapGeometry geometry;
			try {
				geometry = MapGeometry.of(map);
			} catch (IllegalArgumentException e) {
				continue; // the map's own file reports its grid
			}
			String id = idOf(placement);
			String problem = sheets.isEmpty() ? null : problemOf(placement, geometry, sheets);
			if (problem == null && sheets.stream().anyMatch(sheet -> sheet.id().equals(id))) {
				problem = "another sheet is already named " + id + "; give this one its own name with 'as'";
			}
			if (problem != null) {
				problems.add(new Misplaced(placement, problem));
				continue;
			}
			Sheet sheet = sheets.isEmpty()
					? laidFirst(id, geometry, placement, first, problems)
					: laid(id, geometry, placement.getColumnOffset(), placement.getRowOffset(),
							placement.getRotation() == 180, sheets.get(0).geometry().layout(), first);
			sheets.add(sheet);
			first += geometry.bounds().count();
		}
		return sheets.isEmpty() ? null : new Board(sheets, problems);
	}

	/** The id a map line gives its sheet: its 'as' name, else the map's simple name. */
	public static String idOf(SheetPlacement placement) {
		if (placement.getId() != null && !placement.getId().isEmpty()) {
			return placement.getId();
		}
		HexMap map = placement.getMap();
		return map == null || map.eIsProxy() ? "" : idOf(map);
	}

	/** The id a sheet of a map takes where its line gives none: the map's simple name. */
	public static String idOf(HexMap map) {
		String name = map.getName() == null ? "" : map.getName();
		return name.substring(name.lastIndexOf('.') + 1);
	}

	/**
	 * The first sheet sets the board's grid: it lies as its own offset and turning say, on its own
	 * layout, or at 0, 0 unturned where they would put it out of line with itself.
	 */
	private static Sheet laidFirst(String id, MapGeometry geometry, SheetPlacement placement, int first,
			List<Misplaced> problems) {
		boolean turned = placement.getRotation() == 180;
		int column = placement.getColumnOffset();
		int row = placement.getRowOffset();
		if (placement.getRotation() != 0 && !turned || !inLine(geometry, column, row, turned, geometry.layout())) {
			problems.add(new Misplaced(placement, "the first sheet sets the board's grid; offset " + column + ", " + row
					+ " rotated " + placement.getRotation() + " is read as offset 0, 0"));
			return laid(id, geometry, 0, 0, false, geometry.layout(), first);
		}
		return laid(id, geometry, column, row, turned, geometry.layout(), first);
	}

	private static Sheet laid(String id, MapGeometry geometry, int column, int row, boolean turned,
			OffsetLayout board, int first) {
		Hex translation = translation(geometry, column, row, turned, board, 0, 0);
		return new Sheet(id, geometry, column, row, turned, first, translation);
	}

	/**
	 * The axial vector that carries the sheet's own hex at a column and row to its board hex, given
	 * that the sheet's top-left hex as laid is board column, row: the sheet's own (0, 0) unturned,
	 * its bottom-right corner turned.
	 */
	private static Hex translation(MapGeometry geometry, int column, int row, boolean turned, OffsetLayout board,
			int localColumn, int localRow) {
		GridBounds bounds = geometry.bounds();
		Hex local = geometry.layout().toHex(new OffsetCoord(localColumn, localRow));
		OffsetCoord laidAt = turned
				? new OffsetCoord(column + bounds.columns() - 1 - localColumn, row + bounds.rows() - 1 - localRow)
				: new OffsetCoord(column + localColumn, row + localRow);
		Hex onBoard = board.toHex(laidAt);
		return turned ? onBoard.add(local) : onBoard.subtract(local);
	}

	/**
	 * Why a sheet cannot lie where its map line puts it, or null where it can: another orientation
	 * than the board's, another turn than 0 or 180 degrees, an offset half a hex out of line with
	 * the board's columns (or rows), or an overlap with a sheet laid before. Each says what would fit.
	 */
	public static String problemOf(SheetPlacement placement, MapGeometry geometry, List<Sheet> laid) {
		OffsetLayout board = laid.get(0).geometry().layout();
		String name = idOf(placement);
		if (geometry.layout().orientation() != board.orientation()) {
			return "the map '" + placement.getMap().getName() + "' has " + lower(geometry.layout().orientation())
					+ "-topped hexes and the board " + lower(board.orientation())
					+ "-topped ones: sheets of one board share their hex orientation";
		}
		int rotation = placement.getRotation();
		if (rotation != 0 && rotation != 180) {
			return "a sheet is turned 0 or 180 degrees, not " + rotation;
		}
		boolean turned = rotation == 180;
		int column = placement.getColumnOffset();
		int row = placement.getRowOffset();
		if (!inLine(geometry, column, row, turned, board)) {
			boolean flat = board.orientation() == org.banneret.model.hex.GridOrientation.FLAT;
			String fits = fitting(geometry, column, row, turned, board, flat);
			return "offset " + column + ", " + row + (turned ? " turned 180" : "") + " puts " + name
					+ " half a hex out of line with the board's " + (flat ? "columns" : "rows")
					+ " (alternate " + (flat ? "columns stand half a hex lower" : "rows stand half a hex to the right")
					+ "); " + fits + " would fit";
		}
		Sheet candidate = laid(name, geometry, column, row, turned, board, 0);
		for (Sheet other : laid) {
			if (overlaps(candidate, other)) {
				return "offset " + column + ", " + row + " lays " + name + " over " + other.id() + " (board columns "
						+ other.column() + "-" + (other.column() + other.columns() - 1) + ", rows " + other.row() + "-"
						+ (other.row() + other.rows() - 1) + "); " + besides(geometry, turned, board, laid)
						+ " would lie beside it";
			}
		}
		return null;
	}

	private static String lower(Object value) {
		return value.toString().toLowerCase(java.util.Locale.ROOT);
	}

	/** Whether a sheet laid at a column and row lands on whole board hexes for every parity of its lines. */
	private static boolean inLine(MapGeometry geometry, int column, int row, boolean turned, OffsetLayout board) {
		Hex translation = translation(geometry, column, row, turned, board, 0, 0);
		int columns = Math.min(2, geometry.bounds().columns());
		int rows = Math.min(2, geometry.bounds().rows());
		for (int c = 0; c < columns; c++) {
			for (int r = 0; r < rows; r++) {
				if (!translation(geometry, column, row, turned, board, c, r).equals(translation)) {
					return false;
				}
			}
		}
		return true;
	}

	private static String fitting(MapGeometry geometry, int column, int row, boolean turned, OffsetLayout board,
			boolean alongColumns) {
		List<String> fits = new ArrayList<>();
		for (int step : new int[] { -1, 1 }) {
			int c = alongColumns ? column + step : column;
			int r = alongColumns ? row : row + step;
			if (inLine(geometry, c, r, turned, board)) {
				fits.add("offset " + c + ", " + r);
			}
		}
		return fits.isEmpty() ? "another offset" : String.join(" or ", fits);
	}

	/** The first offset east of every laid sheet, in line, where a sheet would lie beside them. */
	private static String besides(MapGeometry geometry, boolean turned, OffsetLayout board, List<Sheet> laid) {
		int east = laid.stream().mapToInt(sheet -> sheet.column() + sheet.columns()).max().orElse(0);
		int row = laid.get(0).row();
		for (int column = east; column < east + 2; column++) {
			if (inLine(geometry, column, row, turned, board)) {
				return "offset " + column + ", " + row;
			}
		}
		return "offset " + east + ", " + row;
	}

	private static boolean overlaps(Sheet a, Sheet b) {
		return a.column() < b.column() + b.columns() && b.column() < a.column() + a.columns()
				&& a.row() < b.row() + b.rows() && b.row() < a.row() + a.rows();
	}

	/** The sheets, the first (which sets the board's grid) first. */
	public List<Sheet> sheets() {
		return sheets;
	}

	/** Whether another board lays the same maps (the same objects) under the same ids at the same places and turns. */
	public boolean laysOutLike(Board other) {
		if (other == null || other.sheets.size() != sheets.size()) {
			return false;
		}
		for (int i = 0; i < sheets.size(); i++) {
			Sheet mine = sheets.get(i);
			Sheet theirs = other.sheets.get(i);
			if (mine.map() != theirs.map() || mine.column() != theirs.column() || mine.row() != theirs.row()
					|| mine.turned() != theirs.turned() || !mine.id().equals(theirs.id())) {
				return false;
			}
		}
		return true;
	}

	/** The map lines whose sheets were left off the board, with why; empty when none was. */
	public List<Misplaced> problems() {
		return problems;
	}

	/** The sheet a board hex lies on, or null off the board. */
	public Sheet sheetAt(Hex hex) {
		if (lone != null) {
			return lone.geometry().contains(hex) ? lone : null; // a lone map at the origin: its hexes are the board's
		}
		for (int i = 0; i < sheets.size(); i++) {
			Sheet sheet = sheets.get(i);
			if (sheet.holds(hex)) {
				return sheet;
			}
		}
		return null;
	}

	/** The sheet of that id, or null. */
	public Sheet sheet(String id) {
		for (Sheet sheet : sheets) {
			if (sheet.id().equals(id)) {
				return sheet;
			}
		}
		return null;
	}

	/** The sheet a map lies as, or null where the board has no sheet of it. */
	public Sheet sheetOf(HexMap map) {
		for (Sheet sheet : sheets) {
			if (sheet.map() == map) {
				return sheet;
			}
		}
		return null;
	}

	/** The first sheet's map. */
	public HexMap map() {
		return sheets.get(0).map();
	}

	/** The first sheet's geometry, whose grid the board shares. */
	public MapGeometry firstSheet() {
		return sheets.get(0).geometry();
	}

	/** The board's offset layout: the first sheet's. */
	public OffsetLayout layout() {
		return layout;
	}

	/**
	 * The board hex a label names: {@code sheet:label} on that sheet, a plain label on the first.
	 *
	 * @throws HexLabelException naming the label, when it is malformed, names no sheet, or is off its sheet
	 */
	public Hex hex(String label) {
		int colon = label.indexOf(':');
		if (colon < 0) {
			Sheet first = sheets.get(0);
			return first.toBoard(first.geometry().hex(label));
		}
		String id = label.substring(0, colon);
		Sheet sheet = sheet(id);
		if (sheet == null) {
			throw new HexLabelException("'" + label + "' names no sheet of this board: the sheets are "
					+ String.join(", ", sheets.stream().map(Sheet::id).toList()));
		}
		Hex local = sheet.geometry().hex(label.substring(colon + 1));
		if (!sheet.geometry().contains(local)) {
			throw new HexLabelException("'" + label + "' is off the sheet " + id);
		}
		return sheet.toBoard(local);
	}

	/**
	 * The board hex a label names, or null where it is missing, malformed, names no sheet or is off
	 * its sheet: the lenient reading of {@link MapGeometry#find}, across sheets.
	 */
	public Hex find(String label) {
		if (label == null) {
			return null;
		}
		int colon = label.indexOf(':');
		Sheet sheet = colon < 0 ? sheets.get(0) : sheet(label.substring(0, colon));
		if (sheet == null) {
			return null;
		}
		Hex local = sheet.geometry().find(colon < 0 ? label : label.substring(colon + 1));
		return local == null ? null : sheet.toBoard(local);
	}

	/**
	 * The label of a board hex as a scenario writes it: its map's own on a board of one sheet; on a
	 * board of several, qualified with its sheet's id, since the sheets may share labels.
	 */
	public String label(Hex hex) {
		if (lone != null) {
			return lone.geometry().label(hex);
		}
		Sheet sheet = sheetAt(hex);
		if (sheet == null) {
			return sheets.get(0).geometry().label(sheets.get(0).toLocal(hex));
		}
		String local = sheet.geometry().label(sheet.toLocal(hex));
		return sheets.size() == 1 ? local : sheet.id() + ":" + local;
	}

	public boolean contains(Hex hex) {
		return sheetAt(hex) != null;
	}

	/** The number of hexes on the board. */
	public int count() {
		return count;
	}

	/** A board hex's place among all the board's hexes, sheet after sheet, for per-hex arrays. */
	public int index(Hex hex) {
		Sheet sheet = sheetAt(hex);
		if (sheet == null) {
			throw new IllegalArgumentException(hex + " is not on the board");
		}
		return sheet.first() + sheet.geometry().bounds().index(sheet.toLocal(hex));
	}

	/** The board hex at an {@link #index(Hex)}. */
	public Hex hexAt(int index) {
		java.util.Objects.checkIndex(index, count);
		for (Sheet sheet : sheets) {
			int local = index - sheet.first();
			if (local < sheet.geometry().bounds().count()) {
				return sheet.toBoard(sheet.geometry().bounds().hexAt(local));
			}
		}
		throw new IllegalStateException();
	}

	/** Every board hex, sheet after sheet, in {@link #index(Hex)} order. */
	public Iterable<Hex> hexes() {
		return () -> java.util.stream.IntStream.range(0, count).mapToObj(this::hexAt).iterator();
	}

	/** The terrain of a board hex, as its sheet has it; the first map's default terrain off the board. */
	public TerrainType terrainAt(Hex hex) {
		if (sheets.size() == 1) {
			Sheet only = sheets.get(0);
			return only.geometry().terrainAt(only.toLocal(hex)); // off the map too, as a lone map answers
		}
		Sheet sheet = sheetAt(hex);
		return sheet == null ? map().getDefaultTerrain() : sheet.geometry().terrainAt(sheet.toLocal(hex));
	}

	/** The elevation of a board hex; 0 off the board. */
	public int elevationAt(Hex hex) {
		Sheet sheet = sheetAt(hex);
		return sheet == null ? 0 : sheet.geometry().elevationAt(sheet.toLocal(hex));
	}

	/** Whether the sheet of a board hex holds a terrain cell for it. */
	public boolean hasTerrainCell(Hex hex) {
		Sheet sheet = sheetAt(hex);
		return sheet != null && sheet.geometry().hasTerrainCell(sheet.toLocal(hex));
	}

	/**
	 * The hex direction a facing points to on the board's grid.
	 *
	 * @throws IllegalArgumentException when the facing does not exist on this orientation
	 */
	public HexDirection direction(Compass facing) {
		return sheets.get(0).geometry().direction(facing);
	}

	/**
	 * The outer edges of the board a hex lies on: a sheet's edge where no other sheet lies beyond it.
	 * A seam between two sheets is no edge.
	 */
	public Set<MapEdge> edgesOf(Hex hex) {
		if (sheets.size() == 1 && !sheets.get(0).turned()) {
			Sheet only = sheets.get(0);
			return only.geometry().bounds().edgesOf(only.toLocal(hex));
		}
		OffsetCoord at = layout.toOffset(hex);
		Set<MapEdge> edges = EnumSet.noneOf(MapEdge.class);
		if (sheetAt(hex) == null) {
			throw new IllegalArgumentException(hex + " is not on the board");
		}
		if (!covered(at.column(), at.row() - 1)) {
			edges.add(MapEdge.NORTH);
		}
		if (!covered(at.column(), at.row() + 1)) {
			edges.add(MapEdge.SOUTH);
		}
		if (!covered(at.column() + 1, at.row())) {
			edges.add(MapEdge.EAST);
		}
		if (!covered(at.column() - 1, at.row())) {
			edges.add(MapEdge.WEST);
		}
		return Collections.unmodifiableSet(edges);
	}

	public boolean isOnEdge(Hex hex) {
		return !edgesOf(hex).isEmpty();
	}

	private boolean covered(int column, int row) {
		for (Sheet sheet : sheets) {
			if (sheet.covers(column, row)) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Whether a side of a sheet is open on the board: some of the sheet's hexes along it lie on the
	 * board's outer edge there, and no other sheet covers all of that side. A side along a seam is not.
	 */
	public boolean isOpen(Sheet sheet, Compass side) {
		MapEdge edge = sheet.edge(side);
		for (Hex local : sheet.geometry().bounds().edgeHexes(MapGeometry.edge(side))) {
			if (edgesOf(sheet.toBoard(local)).contains(edge)) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The board column and row nearest a wished-for one where a map's top-left hex can lie, in line
	 * with the board's columns (or rows): that one where it is in line, else the next one along the
	 * board's alternating lines that is (the one that way first, for a wish coming from that way).
	 *
	 * @param towards the way the wish moved along those lines, -1, 0 or 1; ties go that way
	 */
	public OffsetCoord inLine(MapGeometry geometry, int column, int row, boolean turned, int towards) {
		if (inLine(geometry, column, row, turned, layout)) {
			return new OffsetCoord(column, row);
		}
		boolean flat = layout.orientation() == org.banneret.model.hex.GridOrientation.FLAT;
		int step = towards < 0 ? -1 : 1;
		for (int tried : new int[] { step, -step }) {
			int c = flat ? column + tried : column;
			int r = flat ? row : row + tried;
			if (inLine(geometry, c, r, turned, layout)) {
				return new OffsetCoord(c, r);
			}
		}
		return new OffsetCoord(column, row); // no grid of two parities leaves both neighbours out of line
	}

	/**
	 * Where a map's top-left hex lies, laid beside one side of a sheet: flush with that sheet's top
	 * (beside its east or west side) or its left (beside north or south), in line with the board.
	 */
	public OffsetCoord beside(Sheet sheet, MapEdge side, MapGeometry geometry, boolean turned) {
		int columns = geometry.bounds().columns();
		int rows = geometry.bounds().rows();
		return switch (side) {
			case EAST -> inLine(geometry, sheet.column() + sheet.columns(), sheet.row(), turned, 1);
			case WEST -> inLine(geometry, sheet.column() - columns, sheet.row(), turned, -1);
			case NORTH -> inLine(geometry, sheet.column(), sheet.row() - rows, turned, -1);
			case SOUTH -> inLine(geometry, sheet.column(), sheet.row() + sheet.rows(), turned, 1);
		};
	}

	/** Board column and row of a board hex, in the board's offset layout. */
	public OffsetCoord offsetOf(Hex hex) {
		return layout.toOffset(hex);
	}
}

package org.banneret.render;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.IntStream;

import org.banneret.model.FeatureType;
import org.banneret.model.HexFeature;
import org.banneret.model.HexGrid;
import org.banneret.model.HexMap;
import org.banneret.model.HexMarker;
import org.banneret.model.HexsideFeature;
import org.banneret.model.HexsideFeatureType;
import org.banneret.model.MapPath;
import org.banneret.model.MapSide;
import org.banneret.model.MapSymbol;
import org.banneret.model.Region;
import org.banneret.model.Structure;
import org.banneret.model.TerrainType;
import org.banneret.model.grid.CellGrid;
import org.banneret.model.hex.GridBounds;
import org.banneret.model.hex.GridOrientation;
import org.banneret.model.hex.Hex;
import org.banneret.model.hex.HexDirection;
import org.banneret.model.hex.HexLayout;
import org.banneret.model.hex.HexVertex;
import org.banneret.model.hex.Hexside;
import org.banneret.model.hex.MapEdge;
import org.banneret.model.hex.OffsetCoord;
import org.banneret.model.hex.PixelPoint;
import org.banneret.model.map.Board;
import org.banneret.model.map.MapGeometry;
import org.banneret.model.naming.DisplayNames;

/**
 * Draws a hex map in millimetres at its printed hex size: terrain, elevation, the grid, hexside
 * features, roads and rivers, hex features and markers, structures, regions, hex labels, and the
 * names of the regions and the map's sides over all, clear of the labels, symbols and a set-up's
 * counters. Only the hexes that meet the area asked for are drawn, so a 1000 x 1000-hex map costs
 * what is on screen; detail a reader could not see at the painter's scale (labels, grid lines,
 * symbols) is left out.
 */
public final class MapPainter {

	/** Below this many surface units a hex, grid lines, symbols and region names are left out. */
	static final double DETAIL_UNITS = 12;
	/** Below this many surface units a hex, hex labels are left out. */
	static final double LABEL_UNITS = 36;
	/** Below this many surface units a hex, terrain is drawn unsmoothed: too small for jagged edges to show. */
	static final double SMOOTH_UNITS = 40;
	/**
	 * Below this many surface units a hex, the grid's hairlines are drawn unsmoothed, as a pixel
	 * editor draws its grid: smoothed, the outlines of a screen of 1,400 hexes took 23 ms on SWT's
	 * cairo, unsmoothed 4 ms.
	 */
	static final double SMOOTH_GRID_UNITS = 100;
	/** The grid's lines: a mid grey that reads on light and dark terrain alike, as printed grids are. */
	private static final Rgb GRID = new Rgb(0x7a, 0x7a, 0x7a);

	private final HexMap map;
	private final MapGeometry geometry;
	private final HexLayout layout;
	private final double width;
	private final double height;
	private final CellGrid terrain;
	private final CellGrid elevation;
	/** Where the names of regions and sides go: placed on the first paint, for the map as it was then, as the terrain is read once. */
	private Names names;
	/** What else the names keep clear of, as boxes: the counters of a set-up drawn over the map. */
	private List<double[]> counters = List.of();

	private final Map<TerrainType, Rgb> terrainColours = new IdentityHashMap<>();

	/** The board of several sheets this painter draws, or null for one map drawn as it is. */
	private final Board board;
	/** A lone map's board of one sheet, made when first asked for. */
	private Board lone;
	/** Each sheet of the board with its own painter and where its drawing goes on the board. */
	private final List<PlacedSheet> sheets;

	/** A sheet's painter and the move (after a half turn for a turned sheet) that lays its drawing on the board. */
	private record PlacedSheet(Board.Sheet sheet, MapPainter painter, double dx, double dy) {

		PlacedPainter on(Painter board) {
			return new PlacedPainter(board, sheet.turned(), dx, dy);
		}

		/** The rectangle of the board (x, y, width, height) seen in this sheet's own drawing. */
		double[] window(double x, double y, double w, double h) {
			return sheet.turned() ? new double[] { dx - x - w, dy - y - h, w, h } : new double[] { x - dx, y - dy, w, h };
		}
	}

	/**
	 * @throws IllegalArgumentException when the map has no grid or one that cannot exist
	 */
	public MapPainter(HexMap map) {
		this.board = null;
		this.sheets = List.of();
		this.map = map;
		this.geometry = MapGeometry.of(map);
		HexGrid grid = map.getGrid();
		GridOrientation orientation = geometry.layout().orientation();
		double hexSize = grid.getHexSizeMm() > 0 ? grid.getHexSizeMm() : 16;
		HexLayout unplaced = HexLayout.ofFlatToFlat(orientation, hexSize, new PixelPoint(0, 0));
		double minX = Double.MAX_VALUE;
		double minY = Double.MAX_VALUE;
		double maxX = -Double.MAX_VALUE;
		double maxY = -Double.MAX_VALUE;
		int columns = grid.getColumns();
		int rows = grid.getRows();
		for (int column : new int[] { 0, Math.min(1, columns - 1), columns - 2, columns - 1 }) {
			for (int row : new int[] { 0, Math.min(1, rows - 1), rows - 2, rows - 1 }) {
				if (column < 0 || row < 0) {
					continue;
				}
				for (PixelPoint corner : unplaced.corners(geometry.layout().toHex(new OffsetCoord(column, row)))) {
					minX = Math.min(minX, corner.x());
					minY = Math.min(minY, corner.y());
					maxX = Math.max(maxX, corner.x());
					maxY = Math.max(maxY, corner.y());
				}
			}
		}
		this.layout = HexLayout.ofFlatToFlat(orientation, hexSize, new PixelPoint(-minX, -minY));
		this.width = maxX - minX;
		this.height = maxY - minY;
		CellGrid cells = map.getTerrain();
		this.terrain = cells != null && cells.columns() == columns && cells.rows() == rows ? cells : null;
		CellGrid levels = map.getElevation();
		this.elevation = levels != null && levels.columns() == columns && levels.rows() == rows ? levels : null;
	}

	/**
	 * A painter of a scenario's board: one sheet as its map's own painter draws it, several laid
	 * side by side on the first sheet's grid, each drawn by its own map's painter where it lies.
	 *
	 * @throws IllegalArgumentException when a sheet's map has no grid or one that cannot exist
	 */
	public static MapPainter of(Board board) {
		Board.Sheet first = board.sheets().get(0);
		if (board.sheets().size() == 1 && !first.turned() && first.translation().equals(Hex.ORIGIN)) {
			return new MapPainter(first.map());
		}
		return new MapPainter(board);
	}

	private MapPainter(Board board) {
		this.board = board;
		this.map = board.map();
		this.geometry = board.firstSheet();
		this.terrain = null;
		this.elevation = null;
		HexGrid grid = map.getGrid();
		double hexSize = grid.getHexSizeMm() > 0 ? grid.getHexSizeMm() : 16;
		GridOrientation orientation = geometry.layout().orientation();
		HexLayout unplaced = HexLayout.ofFlatToFlat(orientation, hexSize, new PixelPoint(0, 0));
		List<PlacedSheet> placed = new ArrayList<>();
		double minX = Double.MAX_VALUE;
		double minY = Double.MAX_VALUE;
		double maxX = -Double.MAX_VALUE;
		double maxY = -Double.MAX_VALUE;
		for (Board.Sheet sheet : board.sheets()) {
			MapPainter own = new MapPainter(sheet.map());
			Hex corner = sheet.geometry().layout().toHex(new OffsetCoord(0, 0));
			PixelPoint onBoard = unplaced.centre(sheet.toBoard(corner));
			PixelPoint onSheet = own.centre(corner);
			double dx = sheet.turned() ? onBoard.x() + onSheet.x() : onBoard.x() - onSheet.x();
			double dy = sheet.turned() ? onBoard.y() + onSheet.y() : onBoard.y() - onSheet.y();
			double left = sheet.turned() ? dx - own.width() : dx;
			double top = sheet.turned() ? dy - own.height() : dy;
			minX = Math.min(minX, left);
			minY = Math.min(minY, top);
			maxX = Math.max(maxX, left + own.width());
			maxY = Math.max(maxY, top + own.height());
			placed.add(new PlacedSheet(sheet, own, dx, dy));
		}
		double shiftX = -minX;
		double shiftY = -minY;
		this.layout = HexLayout.ofFlatToFlat(orientation, hexSize, new PixelPoint(shiftX, shiftY));
		this.width = maxX - minX;
		this.height = maxY - minY;
		this.sheets = placed.stream()
				.map(p -> new PlacedSheet(p.sheet(), p.painter(), p.dx() + shiftX, p.dy() + shiftY)).toList();
	}

	/** The board this painter draws: its sheets, or the one map's. */
	public Board board() {
		if (board != null) {
			return board;
		}
		if (lone == null) {
			lone = Board.of(map);
		}
		return lone;
	}

	/** The label of a hex on the board drawn: qualified with its sheet off the first sheet. */
	public String label(Hex hex) {
		return board != null ? board.label(hex) : geometry.label(hex);
	}

	/** Whether this painter draws a board of several sheets, or sheets not where a lone map lies. */
	public boolean isBoard() {
		return board != null;
	}

	/**
	 * Each sheet's outline on the board (x, y pairs round its rectangle) and its name; one for a
	 * lone map.
	 */
	public List<SheetOutline> sheetOutlines() {
		if (outlines == null) {
			outlines = outlines();
		}
		return outlines;
	}

	/** The sheets' outlines, worked out once: a sheet's edge walks every hexside of the sheet. */
	private List<SheetOutline> outlines;

	private List<SheetOutline> outlines() {
		if (board == null) {
			double[] box = { 0, 0, width, 0, width, height, 0, height };
			return List.of(new SheetOutline(board().sheets().get(0).id(), DisplayNames.title(map), false, box,
					boundaryOf(board().sheets().get(0))));
		}
		return sheets.stream().map(placed -> {
			PlacedPainter at = placed.on(null);
			double w = placed.painter().width();
			double h = placed.painter().height();
			double[] corners = { 0, 0, w, 0, w, h, 0, h };
			double[] xy = new double[8];
			for (int i = 0; i < 8; i += 2) {
				xy[i] = at.x(corners[i]);
				xy[i + 1] = at.y(corners[i + 1]);
			}
			return new SheetOutline(placed.sheet().id(), DisplayNames.title(placed.sheet().map()), placed.sheet().turned(), xy,
					boundaryOf(placed.sheet()));
		}).toList();
	}

	/**
	 * The outline of a sheet's hexes on the board, as x, y pairs round its edge: the hexsides no
	 * other hex of the sheet shares, so that it runs along the seams, zigzag where the hexes do.
	 */
	public double[] boundaryOf(Board.Sheet sheet) {
		// Only a hex of the first or last row or column has a side no hex of the sheet shares; its neighbours in the sheet
		// are counted too, so that a side it shares with them is seen twice. A 250 x 250 sheet is some 2,000 hexes, not 62,500.
		GridBounds bounds = sheet.geometry().bounds();
		Set<Hex> rim = new LinkedHashSet<>();
		for (MapEdge side : MapEdge.values()) {
			rim.addAll(bounds.edgeHexes(side));
		}
		Set<Hex> counted = new LinkedHashSet<>(rim);
		for (Hex hex : rim) {
			for (HexDirection direction : HexDirection.values()) {
				Hex next = hex.neighbour(direction);
				if (bounds.contains(next)) {
					counted.add(next);
				}
			}
		}
		Map<Corner, double[]> points = new HashMap<>();
		Map<Set<Corner>, Integer> uses = new HashMap<>();
		List<Corner[]> edges = new ArrayList<>();
		for (Hex local : counted) {
			double[] corners = outline(sheet.toBoard(local));
			for (int i = 0; i < 6; i++) {
				int j = (i + 1) % 6;
				Corner from = Corner.at(corners[2 * i], corners[2 * i + 1]);
				Corner to = Corner.at(corners[2 * j], corners[2 * j + 1]);
				points.putIfAbsent(from, new double[] { corners[2 * i], corners[2 * i + 1] });
				uses.merge(Set.of(from, to), 1, Integer::sum);
				if (rim.contains(local)) {
					edges.add(new Corner[] { from, to });
				}
			}
		}
		Map<Corner, Corner> boundary = new HashMap<>();
		for (Corner[] edge : edges) {
			if (uses.get(Set.of(edge[0], edge[1])) == 1) {
				boundary.put(edge[0], edge[1]); // every hex goes round the same way, so the edge of the sheet does too
			}
		}
		Corner start = edges.stream().map(edge -> edge[0]).filter(boundary::containsKey).findFirst().orElseThrow();
		List<double[]> ring = new ArrayList<>();
		Corner at = start;
		do {
			ring.add(points.get(at));
			at = boundary.get(at);
		} while (at != null && !at.equals(start) && ring.size() <= boundary.size());
		double[] xy = new double[ring.size() * 2];
		for (int i = 0; i < ring.size(); i++) {
			xy[2 * i] = ring.get(i)[0];
			xy[2 * i + 1] = ring.get(i)[1];
		}
		return xy;
	}

	/** A hex corner to a thousandth of a millimetre, so that the corners neighbours share meet. */
	private record Corner(long x, long y) {

		static Corner at(double x, double y) {
			return new Corner(Math.round(x * 1000), Math.round(y * 1000));
		}
	}

	/**
	 * A sheet's id, its map's title, whether it is turned, the corners of its rectangle on the
	 * board, and its edge along the hexsides of its outer hexes.
	 */
	public record SheetOutline(String id, String title, boolean turned, double[] corners, double[] edge) {

		public double left() {
			return Math.min(Math.min(corners[0], corners[2]), Math.min(corners[4], corners[6]));
		}

		public double top() {
			return Math.min(Math.min(corners[1], corners[3]), Math.min(corners[5], corners[7]));
		}
	}

	public HexMap map() {
		return map;
	}

	public MapGeometry geometry() {
		return geometry;
	}

	public HexLayout layout() {
		return layout;
	}

	/** The map's width in millimetres, from the leftmost to the rightmost hex corner. */
	public double width() {
		return width;
	}

	public double height() {
		return height;
	}

	/** The hex at a point, or null when the point is off the map. */
	public Hex hexAt(double x, double y) {
		Hex hex = layout.hexAt(x, y);
		return (board != null ? board.contains(hex) : geometry.contains(hex)) ? hex : null;
	}

	public PixelPoint centre(Hex hex) {
		return layout.centre(hex);
	}

	/** A hex's corners as x, y pairs. */
	public double[] outline(Hex hex) {
		double[] xy = new double[12];
		List<PixelPoint> corners = layout.corners(hex);
		for (int i = 0; i < 6; i++) {
			xy[2 * i] = corners.get(i).x();
			xy[2 * i + 1] = corners.get(i).y();
		}
		return xy;
	}

	/** The hex a label names, or null when it names none on this map. */
	public Hex hexOrNull(String label) {
		return board != null ? board.find(label) : geometry.find(label);
	}

	/** The terrain grid this painter draws from; null where the map's is missing or of another size. */
	CellGrid terrainCells() {
		return terrain;
	}

	/** The elevation grid this painter draws from; null where the map's is missing or of another size. */
	CellGrid elevationCells() {
		return elevation;
	}

	/** The terrain of a hex; the map's default where its grid does not say or does not fit the map (while typed). */
	public TerrainType terrainAt(Hex hex) {
		if (board != null) {
			return board.terrainAt(hex);
		}
		return terrain == null ? map.getDefaultTerrain() : geometry.terrainAt(hex);
	}

	public int elevationAt(Hex hex) {
		if (board != null) {
			return board.elevationAt(hex);
		}
		return elevation == null ? 0 : geometry.elevationAt(hex);
	}

	/** Draws the part of the map within the rectangle (millimetres). */
	public void paint(Painter painter, double x, double y, double w, double h, MapLayers layers) {
		if (board != null) {
			paintBoard(painter, x, y, w, h, layers);
			return;
		}
		double unitsPerHex = painter.unitsPerMm() * layout.flatToFlat();
		boolean detail = unitsPerHex >= DETAIL_UNITS;
		List<List<Hex>> chains = visibleChains(x, y, w, h);
		List<Hex> visible = chains.stream().flatMap(List::stream).toList();
		painter.smooth(unitsPerHex >= SMOOTH_UNITS);
		if (layers.terrain()) {
			paintTerrain(painter, chains, layers.elevation());
			if (unitsPerHex >= PatternGlyphs.MIN_UNITS) {
				paintPatterns(painter, visible, layers.elevation());
			}
		}
		if (layers.grid() && detail) {
			painter.smooth(unitsPerHex >= SMOOTH_GRID_UNITS);
			paintGrid(painter, chains);
		}
		painter.smooth(true);
		Set<Hex> shown = new HashSet<>(visible);
		if (layers.regions()) {
			paintRegions(painter, shown);
		}
		if (layers.paths()) {
			paintPaths(painter, shown);
		}
		if (layers.hexsides()) {
			paintHexsides(painter, shown);
		}
		if (layers.features()) {
			paintFeatures(painter, shown, detail);
		}
		// Names go over everything else, each on its own backing; the hex labels under one are left out.
		double[] window = { x, y, x + w, y + h };
		List<Name> named = new ArrayList<>();
		if (layers.regions() && detail) {
			regionLabels().stream().filter(label -> overlap(label.box(), window) > 0).forEach(named::add);
		}
		if (layers.edges()) {
			names().sides().stream().filter(label -> overlap(label.box(), window) > 0).forEach(named::add);
		}
		if (layers.labels() && unitsPerHex >= LABEL_UNITS) {
			paintLabels(painter, visible, named);
		}
		for (Name name : named) {
			paintName(painter, name);
		}
	}

	/**
	 * Each sheet drawn by its own painter where it lies, then the seams: each sheet's outline, and
	 * its name and id at its top left corner. A map's sides are named on a lone map only, since on
	 * a board a side may lie along a seam.
	 */
	private void paintBoard(Painter painter, double x, double y, double w, double h, MapLayers layers) {
		for (PlacedSheet placed : sheets) {
			double[] window = placed.window(x, y, w, h);
			placed.painter().paint(placed.on(painter), window[0], window[1], window[2], window[3],
					new MapLayers(layers.terrain(), layers.elevation(), layers.grid(), layers.hexsides(), layers.paths(),
							layers.features(), layers.regions(), layers.labels(), false));
		}
		paintSeams(painter, false);
	}

	/**
	 * The seams of a board: each sheet's outline along its hexsides, and its name and id at its top
	 * left corner. Drawn over the terrain, also where that is an image of a pixel a hex; there the
	 * outline may be the sheet's rectangle, since the hexsides' zigzag is smaller than a pixel.
	 */
	public void paintSeams(Painter painter, boolean asRectangles) {
		double hexWidth = layout.flatToFlat();
		for (SheetOutline outline : sheetOutlines()) {
			painter.line(SEAM, Math.max(0.35, 0.6 / painter.unitsPerMm()), false);
			painter.strokePolygon(asRectangles ? outline.corners() : outline.edge());
			String name = outline.id() + (outline.title().equals(outline.id()) ? "" : ": " + outline.title())
					+ (outline.turned() ? " (turned)" : "");
			double height = hexWidth * REGION_NAME_SHARE;
			double nx = outline.left() + hexWidth * 0.2;
			double ny = outline.top() + hexWidth * 0.2;
			painter.opacity(PLATE_OPACITY);
			painter.fill(MapLook.PAPER);
			painter.fillRectangle(nx, ny, textWidth(name, height) + height, height * 1.8);
			painter.opacity(1);
			painter.fill(SEAM);
			painter.text(name, nx + height * 0.5, ny + height * 0.9, height, true, Anchor.LEFT);
		}
	}

	/** The colour of a seam between sheets and of a sheet's name: a dark red, as a printed sheet's trim. */
	private static final Rgb SEAM = new Rgb(0x8b, 0x1a, 0x1a);

	/** The hexes whose area meets the rectangle. */
	public List<Hex> visibleHexes(double x, double y, double w, double h) {
		if (board != null) {
			List<Hex> visible = new ArrayList<>();
			for (PlacedSheet placed : sheets) {
				double[] window = placed.window(x, y, w, h);
				placed.painter().visibleHexes(window[0], window[1], window[2], window[3]).stream()
						.map(placed.sheet()::toBoard).forEach(visible::add);
			}
			return visible;
		}
		return visibleChains(x, y, w, h).stream().flatMap(List::stream).toList();
	}

	/**
	 * The hexes whose area meets the rectangle, as chains of neighbours: the rows of a
	 * pointy-topped grid, the columns of a flat-topped one. A chain is drawn as a few long
	 * polygons and lines rather than one per hex, which is what a screen of small hexes costs.
	 */
	private List<List<Hex>> visibleChains(double x, double y, double w, double h) {
		double size = layout.size();
		boolean flat = layout.orientation() == GridOrientation.FLAT;
		double columnPitch = flat ? 1.5 * size : layout.flatToFlat();
		double rowPitch = flat ? layout.flatToFlat() : 1.5 * size;
		int columns = map.getGrid().getColumns();
		int rows = map.getGrid().getRows();
		int firstColumn = Math.max(0, (int) Math.floor((x - layout.origin().x()) / columnPitch) - 1);
		int lastColumn = Math.min(columns - 1, (int) Math.ceil((x + w - layout.origin().x()) / columnPitch) + 1);
		int firstRow = Math.max(0, (int) Math.floor((y - layout.origin().y()) / rowPitch) - 1);
		int lastRow = Math.min(rows - 1, (int) Math.ceil((y + h - layout.origin().y()) / rowPitch) + 1);
		List<List<Hex>> chains = new ArrayList<>();
		for (int line = flat ? firstColumn : firstRow; line <= (flat ? lastColumn : lastRow); line++) {
			List<Hex> chain = new ArrayList<>();
			int direction = -1; // of the chain, from its first hex to its second
			for (int along = flat ? firstRow : firstColumn; along <= (flat ? lastRow : lastColumn); along++) {
				Hex hex = geometry.layout().toHex(flat ? new OffsetCoord(line, along) : new OffsetCoord(along, line));
				int step = chain.isEmpty() ? -1 : directionBetween(chain.get(chain.size() - 1), hex);
				if (!chain.isEmpty() && (step == -1 || chain.size() > 1 && step != direction)) {
					chains.add(chain); // not neighbours in the chain's direction: a grid whose lines zigzag
					chain = new ArrayList<>();
				}
				direction = chain.size() == 1 ? step : direction;
				chain.add(hex);
			}
			if (!chain.isEmpty()) {
				chains.add(chain);
			}
		}
		return chains;
	}

	/** The direction from each hex of a chain to the next (any, for a single hex). */
	private static int directionOf(List<Hex> chain) {
		return chain.size() < 2 ? 0 : directionBetween(chain.get(0), chain.get(1));
	}

	private static int directionBetween(Hex from, Hex to) {
		for (int d = 0; d < 6; d++) {
			if (from.neighbour(HexDirection.of(d)).equals(to)) {
				return d;
			}
		}
		return -1;
	}

	/**
	 * Fills each run of hexes of one colour along a chain as one polygon: along one side of the
	 * run, round its far end and back along the other side. Corner {@code d + k} of a hex lies
	 * between its hexsides {@code d + k} and {@code d + k + 1}, where {@code d} is the direction
	 * to the next hex of the chain.
	 */
	private void paintTerrain(Painter painter, List<List<Hex>> chains, boolean shaded) {
		for (List<Hex> chain : chains) {
			int d = directionOf(chain);
			int start = 0;
			Rgb colour = fillOf(chain.get(0), shaded);
			for (int i = 1; i <= chain.size(); i++) {
				Rgb next = i < chain.size() ? fillOf(chain.get(i), shaded) : null;
				if (!colour.equals(next)) {
					painter.fill(colour);
					painter.fillPolygon(runOutline(chain.subList(start, i), d));
					start = i;
					colour = next;
				}
			}
		}
	}

	/** Each hex's terrain pattern, where its terrain has one, in a darker tone of the hex's fill. */
	private void paintPatterns(Painter painter, List<Hex> visible, boolean shaded) {
		double width = layout.flatToFlat();
		for (Hex hex : visible) {
			TerrainType terrain = terrainAt(hex);
			if (MapLook.pattern(terrain) != null) {
				PixelPoint centre = layout.centre(hex);
				PatternGlyphs.paint(painter, terrain, fillOf(hex, shaded), centre.x(), centre.y(), width);
			}
		}
	}

	private double[] runOutline(List<Hex> run, int d) {
		double[] xy = new double[run.size() * 12];
		PixelPoint[] centres = new PixelPoint[run.size()];
		int n = 0;
		for (int i = 0; i < run.size(); i++) {
			centres[i] = layout.centre(run.get(i));
			for (int k = 3; k <= 5; k++) {
				n = put(xy, n, layout.corner(centres[i], (d + k) % 6));
			}
		}
		for (int i = run.size() - 1; i >= 0; i--) {
			for (int k = 0; k <= 2; k++) {
				n = put(xy, n, layout.corner(centres[i], (d + k) % 6));
			}
		}
		return java.util.Arrays.copyOf(xy, n);
	}

	/**
	 * Strokes the grid along the chains: one line along the hexsides on one side of a chain and
	 * between its hexes, and on its other side only the hexsides no chain of the same direction
	 * draws as its one side (at the grid's edges, and at the ends of the chains). Each hexside is
	 * stroked by one line (the one side goes there and back along the hexside between two hexes):
	 * the lines are most of the time of drawing a screen, and the other sides were a third of it.
	 */
	private void paintGrid(Painter painter, List<List<Hex>> chains) {
		painter.line(GRID, 0.12, false);
		Map<Hex, Integer> directions = new HashMap<>();
		for (List<Hex> chain : chains) {
			int d = directionOf(chain);
			chain.forEach(hex -> directions.put(hex, d));
		}
		for (List<Hex> chain : chains) {
			int d = directionOf(chain);
			double[] oneSide = new double[2 + chain.size() * 8];
			int a = put(oneSide, 0, layout.corner(layout.centre(chain.get(0)), (d + 2) % 6));
			double[] otherSide = new double[chain.size() * 6];
			int b = 0; // the run of the other side's hexsides being stroked, each from where the last ended
			for (Hex hex : chain) {
				PixelPoint centre = layout.centre(hex);
				for (int k = 3; k <= 6; k++) {
					a = put(oneSide, a, layout.corner(centre, (d + k) % 6));
				}
				for (int k = 2; k >= 1; k--) { // hexside d + k, from its corner d + k to its corner d + k - 1
					Integer across = directions.get(hex.neighbour(HexDirection.of((d + k) % 6)));
					if (across != null && across == d) { // the chain there strokes it as its one side
						b = strokeRun(painter, otherSide, b);
						continue;
					}
					if (b == 0) {
						b = put(otherSide, b, layout.corner(centre, (d + k) % 6));
					}
					b = put(otherSide, b, layout.corner(centre, (d + k - 1) % 6));
				}
			}
			painter.strokePolyline(oneSide);
			strokeRun(painter, otherSide, b);
		}
	}

	/** Strokes the line of the first {@code n} coordinates, if it has two points; returns 0, to begin the next. */
	private static int strokeRun(Painter painter, double[] xy, int n) {
		if (n >= 4) {
			painter.strokePolyline(java.util.Arrays.copyOf(xy, n));
		}
		return 0;
	}

	private static int put(double[] xy, int n, PixelPoint point) {
		xy[n] = point.x();
		xy[n + 1] = point.y();
		return n + 2;
	}

	/** A terrain's colour, worked out once per painter: a map asks it for every hex it draws. */
	private Rgb terrainColour(TerrainType terrain) {
		return terrainColours.computeIfAbsent(terrain, MapLook::terrain);
	}

	private Rgb fillOf(Hex hex, boolean shaded) {
		Rgb base = terrainColour(terrainAt(hex));
		if (!shaded) {
			return base;
		}
		int level = elevationAt(hex);
		// Each level a little darker and browner, as a contour map's tints are.
		return level <= 0 ? base : base.mix(new Rgb(0x6d, 0x4c, 0x2e), Math.min(0.6, level * 0.07));
	}

	private void paintRegions(Painter painter, Set<Hex> shown) {
		int index = 0;
		for (Region region : map.getRegions()) {
			Rgb colour = REGION_COLOURS[index++ % REGION_COLOURS.length];
			Set<Hex> hexes = hexesOf(region.getHexes());
			if (!hexes.isEmpty()) {
				painter.line(colour, 0.5, true);
				strokeOutline(painter, hexes, shown);
			}
		}
	}

	/** A region's or side's name: its text, the centre of its capitals and their height in millimetres, drawn in its colour. */
	private interface Name {
		String text();

		double x();

		double y();

		double height();

		Rgb colour();

		/** The box the name takes with its backing, as left, top, right, bottom. */
		default double[] box() {
			return plateOf(text(), x(), y(), height());
		}
	}

	/** A region's name where it is drawn: its text, centre and height in millimetres, and the region's place in the map. */
	public record RegionLabel(String text, double x, double y, double height, int index) implements Name {

		/**
		 * The box the name takes with its backing, as left, top, right, bottom: an estimate, since
		 * surfaces measure text differently.
		 */
		@Override
		public double[] box() {
			return Name.super.box();
		}

		@Override
		public Rgb colour() {
			return REGION_COLOURS[index % REGION_COLOURS.length];
		}
	}

	/** A side's name along its edge. */
	private record SideLabel(String text, double x, double y, double height) implements Name {

		@Override
		public Rgb colour() {
			return SIDE_NAME;
		}
	}

	/** Where the names go: the sides' first, then the regions' clear of them. */
	private record Names(List<RegionLabel> regions, List<SideLabel> sides) {
	}

	/**
	 * The backing of a name centred on a point: round its capitals, its descenders and
	 * parentheses (which reach below the line) and a margin either side.
	 */
	private static double[] plateOf(String text, double x, double y, double height) {
		double half = textWidth(text, height) / 2 + height * 0.3;
		return new double[] { x - half, y - height * 0.65, x + half, y + height * 0.8 };
	}

	/** How far a name's backing hides what is under it: enough to read the name on any terrain, with the map still showing. */
	private static final double PLATE_OPACITY = 0.85;
	/**
	 * The contrast a name's colour keeps with its backing: WCAG's 7 for small text, so that a
	 * set-up's tint over it (an area's shading) still leaves it at 4.5 or more.
	 */
	private static final double NAME_CONTRAST = 7;

	/** A name on its backing of paper, in its colour made dark or light enough to read there. */
	private void paintName(Painter painter, Name name) {
		double[] box = name.box();
		Hex under = hexAt(name.x(), name.y());
		Rgb ground = under == null ? MapLook.PAPER : MapLook.PAPER.mix(terrainColour(terrainAt(under)), 1 - PLATE_OPACITY);
		painter.opacity(PLATE_OPACITY);
		painter.fill(MapLook.PAPER);
		painter.fillRectangle(box[0], box[1], box[2] - box[0], box[3] - box[1]);
		painter.opacity(1);
		painter.fill(name.colour().readableOn(ground, NAME_CONTRAST));
		painter.text(name.text(), name.x(), name.y(), name.height(), true, Anchor.CENTRE);
	}

	/**
	 * How wide a bold sans-serif text of that capital height is, generously: surfaces measure text
	 * differently, and a name is placed to be clear of others on all of them. (Java2D's bold sans
	 * is about 0.85 of the capital height a character.)
	 */
	public static double textWidth(String text, double capitalHeight) {
		return text.length() * capitalHeight * 0.95;
	}

	/**
	 * Where each region's name goes, the same on every surface and for every part of the map: on
	 * the region's hex nearest its middle whose name box, moved onto the map where it would stick
	 * out, meets no name placed before it nor a side's name, in the map's order of regions, and
	 * covers no hex label, symbol, marker or counter (see {@link #keepNamesClearOf}); else the
	 * hex where it meets fewest names, and of those, covers least.
	 */
	public List<RegionLabel> regionLabels() {
		return names().regions();
	}

	/**
	 * Places the names of regions and sides clear of these boxes too (left, top, right, bottom,
	 * in millimetres) where they can be: the counters of a set-up, which are drawn over the map
	 * and would hide a name. To be called before the map is first drawn.
	 */
	public void keepNamesClearOf(List<double[]> boxes) {
		counters = List.copyOf(boxes);
		names = null;
	}

	/**
	 * Places the names of regions and sides where an earlier painter of the same map placed them.
	 * The editor draws a set-up's map once and, after an edit, again only where counters moved:
	 * names placed anew around the moved counters would be drawn in pieces.
	 */
	public void placeNamesAs(MapPainter earlier) {
		names = earlier.names();
	}

	private Names names() {
		if (names == null && board != null) {
			names = new Names(List.of(), List.of()); // each sheet's painter places its own
		}
		if (names == null) {
			Map<Hex, List<double[]>> marks = marks();
			List<SideLabel> sides = placeSideLabels(marks);
			names = new Names(placeRegionLabels(sides, marks), sides);
		}
		return names;
	}

	private List<RegionLabel> placeRegionLabels(List<SideLabel> sides, Map<Hex, List<double[]>> marks) {
		double height = layout.flatToFlat() * REGION_NAME_SHARE;
		List<RegionLabel> labels = new ArrayList<>();
		List<double[]> taken = new ArrayList<>(sides.stream().map(SideLabel::box).toList());
		int index = 0;
		for (Region region : map.getRegions()) {
			int regionIndex = index++;
			Set<Hex> hexes = hexesOf(region.getHexes());
			String text = DisplayNames.title(region);
			if (hexes.isEmpty() || text.isBlank()) {
				continue;
			}
			PixelPoint middle = centroid(hexes);
			// The name's backing, which reaches lower than its capitals, is centred on the hex: it fits between two rows of labels.
			double[] plate = plateOf(text, 0, 0, height);
			double lift = (plate[1] + plate[3]) / 2;
			List<RegionLabel> candidates = hexes.stream().sorted(Comparator
					.comparingDouble((Hex hex) -> distanceSquared(layout.centre(hex), middle)).thenComparingInt(Hex::q)
					.thenComparingInt(Hex::r)).limit(LABEL_CANDIDATES)
					.map(hex -> insideTheMap(text, layout.centre(hex).x(), layout.centre(hex).y() - lift, height))
					.map(at -> new RegionLabel(text, at[0], at[1], height, regionIndex)).toList();
			double[] reach = candidates.get(0).box();
			for (RegionLabel candidate : candidates) {
				reach = union(reach, candidate.box());
			}
			RegionLabel best = leastCovering(candidates, reach, taken, marks);
			labels.add(best);
			taken.add(best.box());
		}
		return List.copyOf(labels);
	}

	/**
	 * The first of some places for a name (in the order they are preferred, all within
	 * {@code reach}) that meets no name taken and covers nothing else; where each does, the one
	 * that meets the names least, and of those, covers least. The places are made as they are
	 * tried: most names are placed after a few.
	 */
	private <N extends Name> N leastCovering(Iterable<N> candidates, double[] reach, List<double[]> taken, Map<Hex, List<double[]>> marks) {
		List<double[]> clutter = clutterIn(reach, marks);
		N best = null;
		double leastNames = Double.MAX_VALUE;
		double leastClutter = Double.MAX_VALUE;
		for (N candidate : candidates) {
			double[] box = candidate.box();
			double names = overlapWith(box, taken);
			double covered = names > leastNames ? Double.MAX_VALUE : overlapWith(box, clutter);
			if (names < leastNames || names == leastNames && covered < leastClutter) {
				best = candidate;
				leastNames = names;
				leastClutter = covered;
			}
			if (names == 0 && covered == 0) {
				break;
			}
		}
		return best;
	}

	private static double[] union(double[] a, double[] b) {
		return new double[] { Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3]) };
	}

	/** The centre of a name, moved just enough for its whole box to be on the map, as a name at the map's edge is printed. */
	private double[] insideTheMap(String text, double x, double y, double height) {
		double[] box = plateOf(text, x, y, height);
		double left = x - box[0];
		double right = box[2] - x;
		double above = y - box[1];
		double below = box[3] - y;
		double inX = left + right >= width ? width / 2 - (right - left) / 2 : Math.max(left, Math.min(width - right, x));
		double inY = above + below >= this.height ? this.height / 2 - (below - above) / 2
				: Math.max(above, Math.min(this.height - below, y));
		return new double[] { inX, inY };
	}

	/**
	 * Where the names of the map's sides go, each along its edge: nearest the edge's middle and
	 * the edge itself (a step inward counts as two along) where it covers no hex label, symbol,
	 * marker or counter, nor an earlier side's name. The steps are small: a name fits between two
	 * rows of hex labels with little to spare.
	 */
	private List<SideLabel> placeSideLabels(Map<Hex, List<double[]>> marks) {
		double size = layout.flatToFlat() * SIDE_NAME_SHARE;
		double step = layout.flatToFlat() * SIDE_STEP;
		List<SideLabel> labels = new ArrayList<>();
		List<double[]> taken = new ArrayList<>();
		for (MapSide side : map.getSides()) {
			if (side.getEdge() == null) {
				continue;
			}
			MapEdge edge;
			try {
				edge = MapGeometry.edge(side.getEdge());
			} catch (IllegalArgumentException e) {
				continue;
			}
			String text = (side.getNumber() > 0 ? side.getNumber() + ". " : "") + DisplayNames.title(side);
			double[] plate = plateOf(text, 0, 0, size); // about the name's centre
			double inset = size * 0.2;
			Function<int[], SideLabel> shifted = shift -> {
				double along = shift[0] * step;
				double inward = shift[1] * step;
				double[] at = switch (edge) {
					case NORTH -> new double[] { width / 2 + along, inset - plate[1] + inward };
					case SOUTH -> new double[] { width / 2 + along, height - inset - plate[3] - inward };
					case WEST -> new double[] { inset - plate[0] + inward, height / 2 + along };
					case EAST -> new double[] { width - inset - plate[2] - inward, height / 2 + along };
				};
				double[] in = insideTheMap(text, at[0], at[1], size);
				return new SideLabel(text, in[0], in[1], size);
			};
			double[] reach = shifted.apply(new int[] { SIDE_ALONG_STEPS, 0 }).box();
			reach = union(reach, shifted.apply(new int[] { -SIDE_ALONG_STEPS, 0 }).box());
			reach = union(reach, shifted.apply(new int[] { 0, SIDE_INWARD_STEPS }).box());
			// The first place is the edge's middle, moved onto the map if it must; the others are tried only where they need not be.
			Iterable<SideLabel> candidates = () -> IntStream.range(0, SIDE_SHIFTS.size()).mapToObj(i -> {
				SideLabel label = shifted.apply(SIDE_SHIFTS.get(i));
				double[] box = label.box();
				return i == 0 || box[0] >= 0 && box[1] >= 0 && box[2] <= width && box[3] <= height ? label : null;
			}).filter(Objects::nonNull).iterator();
			SideLabel best = leastCovering(candidates, reach, taken, marks);
			labels.add(best);
			taken.add(best.box());
		}
		return List.copyOf(labels);
	}

	/** The colour of the sides' names: near black, as a map's margin notes are printed. */
	private static final Rgb SIDE_NAME = new Rgb(0x20, 0x20, 0x20);
	/** A region's name's height against the hex: it fits between the hex labels of two rows. */
	private static final double REGION_NAME_SHARE = 0.2;
	/** A side's name's height against the hex, a little larger than a region's; it still fits between two rows of hex labels. */
	private static final double SIDE_NAME_SHARE = 0.21;
	/** A step of a side's name along its edge or inward, against the hex. */
	private static final double SIDE_STEP = 1.0 / 40;
	/** How many steps a side's name is tried along its edge either way (eight hexes), and inward (two thirds of a hex). */
	private static final int SIDE_ALONG_STEPS = 320;
	private static final int SIDE_INWARD_STEPS = 27;
	/** The steps a side's name is moved by, along and inward, in the order they are tried: a step inward counts as two along. */
	private static final List<int[]> SIDE_SHIFTS = sideShifts();

	private static List<int[]> sideShifts() {
		List<int[]> shifts = new ArrayList<>();
		for (int along = -SIDE_ALONG_STEPS; along <= SIDE_ALONG_STEPS; along++) {
			for (int inward = 0; inward <= SIDE_INWARD_STEPS; inward++) {
				shifts.add(new int[] { along, inward });
			}
		}
		shifts.sort(Comparator.comparingInt((int[] shift) -> Math.abs(shift[0]) + 2 * shift[1]));
		return List.copyOf(shifts);
	}

	/** How many of a region's hexes nearest its middle are tried for its name. */
	private static final int LABEL_CANDIDATES = 64;

	/** What names keep clear of besides hex labels, by the hex under each: hex symbols, markers and a set-up's counters. */
	private Map<Hex, List<double[]>> marks() {
		Map<Hex, List<double[]>> marks = new HashMap<>();
		double radius = layout.flatToFlat() * 0.16 * 1.2; // a symbol's, as paintFeatures draws it
		for (HexFeature feature : map.getFeatures()) {
			Hex hex = hexOrNull(feature.getHex());
			if (hex != null) {
				PixelPoint centre = layout.centre(hex);
				double y = centre.y() + layout.flatToFlat() * 0.12;
				marks.computeIfAbsent(hex, h -> new ArrayList<>())
						.add(new double[] { centre.x() - radius, y - radius, centre.x() + radius, y + radius });
			}
		}
		double side = layout.flatToFlat() * 0.3; // a marker's, as paintFeatures draws it
		for (HexMarker marker : map.getMarkers()) {
			Hex hex = hexOrNull(marker.getHex());
			if (hex != null) {
				PixelPoint centre = layout.centre(hex);
				marks.computeIfAbsent(hex, h -> new ArrayList<>())
						.add(new double[] { centre.x() - side / 2, centre.y() - side, centre.x() + side / 2, centre.y() });
			}
		}
		for (double[] box : counters) {
			Hex hex = hexAt((box[0] + box[2]) / 2, (box[1] + box[3]) / 2);
			if (hex != null) {
				marks.computeIfAbsent(hex, h -> new ArrayList<>()).add(box);
			}
		}
		return marks;
	}

	/**
	 * The boxes of the hex labels and marks within a rectangle (left, top, right, bottom) and a
	 * hex around it; a label's with a little room round it, so that a name does not touch it.
	 */
	private List<double[]> clutterIn(double[] area, Map<Hex, List<double[]>> marks) {
		double room = layout.flatToFlat() * 0.01;
		List<double[]> clutter = new ArrayList<>();
		for (Hex hex : visibleHexes(area[0], area[1], area[2] - area[0], area[3] - area[1])) {
			double[] label = hexLabelBox(hex);
			clutter.add(new double[] { label[0] - room, label[1] - room, label[2] + room, label[3] + room });
			clutter.addAll(marks.getOrDefault(hex, List.of()));
		}
		return clutter;
	}

	private static double overlapWith(double[] box, List<double[]> boxes) {
		double sum = 0;
		for (double[] other : boxes) {
			sum += overlap(box, other);
		}
		return sum;
	}

	private static double distanceSquared(PixelPoint a, PixelPoint b) {
		return (a.x() - b.x()) * (a.x() - b.x()) + (a.y() - b.y()) * (a.y() - b.y());
	}

	/** The area two boxes (left, top, right, bottom) share. */
	private static double overlap(double[] a, double[] b) {
		double width = Math.min(a[2], b[2]) - Math.max(a[0], b[0]);
		double height = Math.min(a[3], b[3]) - Math.max(a[1], b[1]);
		return width > 0 && height > 0 ? width * height : 0;
	}

	/** Distinct colours for regions, which have no colour of their own. */
	private static final Rgb[] REGION_COLOURS = { new Rgb(0xc6, 0x28, 0x28), new Rgb(0x6a, 0x1b, 0x9a),
			new Rgb(0x00, 0x69, 0x5c), new Rgb(0xef, 0x6c, 0x00), new Rgb(0x28, 0x35, 0x93), new Rgb(0x55, 0x8b, 0x2f) };

	/**
	 * Roads and rivers through their hexes' centres, each path's strokes in turn over all paths
	 * (see {@link MapLook#pathStrokes}); a road turns in curves, as a printed road does, a river
	 * keeps its look.
	 */
	private void paintPaths(Painter painter, Set<Hex> shown) {
		List<List<MapLook.Line>> strokes = new ArrayList<>();
		List<double[]> lines = new ArrayList<>();
		for (MapPath path : map.getPaths()) {
			List<Hex> hexes = new ArrayList<>();
			for (String label : path.getHexes()) {
				Hex hex = hexOrNull(label);
				if (hex != null) {
					hexes.add(hex);
				}
			}
			if (hexes.size() < 2 || hexes.stream().noneMatch(shown::contains)) {
				continue;
			}
			FeatureType type = path.getType() == null || path.getType().eIsProxy() ? null : path.getType();
			double[] xy = new double[hexes.size() * 2];
			for (int i = 0; i < hexes.size(); i++) {
				PixelPoint centre = layout.centre(hexes.get(i));
				xy[2 * i] = centre.x();
				xy[2 * i + 1] = centre.y();
			}
			strokes.add(MapLook.pathStrokes(type, layout.flatToFlat()));
			lines.add(MapLook.isWater(type) ? xy : curved(xy));
		}
		int turns = strokes.stream().mapToInt(List::size).max().orElse(0);
		for (int turn = 0; turn < turns; turn++) {
			for (int i = 0; i < strokes.size(); i++) {
				if (turn < strokes.get(i).size()) {
					strokes.get(i).get(turn).stroke(painter, lines.get(i));
				}
			}
		}
	}

	/** How many pieces a curved path has between two hex centres. */
	private static final int CURVE_STEPS = 12;

	/**
	 * A line through the same points that turns in curves rather than corners: a Catmull-Rom
	 * spline, which passes through each point; a straight run stays straight.
	 */
	private static double[] curved(double[] xy) {
		int points = xy.length / 2;
		if (points < 3) {
			return xy;
		}
		double[] curve = new double[((points - 1) * CURVE_STEPS + 1) * 2];
		int n = 0;
		for (int i = 0; i < points - 1; i++) {
			int before = Math.max(0, i - 1);
			int after = Math.min(points - 1, i + 2);
			for (int step = 0; step < CURVE_STEPS; step++) {
				double t = (double) step / CURVE_STEPS;
				curve[n++] = catmullRom(xy[2 * before], xy[2 * i], xy[2 * i + 2], xy[2 * after], t);
				curve[n++] = catmullRom(xy[2 * before + 1], xy[2 * i + 1], xy[2 * i + 3], xy[2 * after + 1], t);
			}
		}
		curve[n++] = xy[xy.length - 2];
		curve[n] = xy[xy.length - 1];
		return curve;
	}

	/** A point of a Catmull-Rom segment from p1 (t = 0) to p2 (t = 1), p0 and p3 the points before and after. */
	private static double catmullRom(double p0, double p1, double p2, double p3, double t) {
		return 0.5 * (2 * p1 + (p2 - p0) * t + (2 * p0 - 5 * p1 + 4 * p2 - p3) * t * t + (3 * p1 - p0 - 3 * p2 + p3) * t * t * t);
	}

	private void paintHexsides(Painter painter, Set<Hex> shown) {
		for (HexsideFeature feature : map.getHexsideFeatures()) {
			Hex hex = hexOrNull(feature.getHex());
			if (hex == null || !shown.contains(hex) || feature.getSide() == null) {
				continue;
			}
			HexDirection direction;
			try {
				direction = geometry.direction(feature.getSide());
			} catch (IllegalArgumentException e) {
				continue; // a facing this grid has not; the language reports it
			}
			HexsideFeatureType type = feature.getType() == null || feature.getType().eIsProxy() ? null : feature.getType();
			MapLook.Line line = MapLook.hexside(type, layout.flatToFlat());
			double[] side = side(hex, direction);
			line.stroke(painter, side);
			if (type != null && type.isSetGlyph()) {
				PixelPoint centre = layout.centre(hex);
				SideGlyphs.paint(painter, type.getGlyph(), line, side, centre.x(), centre.y(), layout.flatToFlat());
			}
		}
	}

	private void paintFeatures(Painter painter, Set<Hex> shown, boolean detail) {
		double radius = layout.flatToFlat() * 0.16;
		for (HexFeature feature : map.getFeatures()) {
			Hex hex = hexOrNull(feature.getHex());
			if (hex == null || !shown.contains(hex)) {
				continue;
			}
			FeatureType type = feature.getType() == null || feature.getType().eIsProxy() ? null : feature.getType();
			PixelPoint centre = layout.centre(hex);
			Rgb colour = MapLook.feature(type);
			MapSymbol symbol = MapLook.symbol(type);
			if (symbol != null) {
				paintSymbol(painter, symbol, colour, centre.x(), centre.y() + layout.flatToFlat() * 0.12, radius);
				continue;
			}
			painter.fill(colour);
			painter.fillCircle(centre.x(), centre.y() + layout.flatToFlat() * 0.12, radius);
			if (detail && type != null && type.getName() != null && !type.getName().isEmpty()) {
				painter.fill(colour.isLight() ? Rgb.BLACK : Rgb.WHITE);
				painter.text(type.getName().substring(0, 1).toUpperCase(), centre.x(), centre.y() + layout.flatToFlat() * 0.12,
						radius * 1.1, true, Anchor.CENTRE);
			}
		}
		for (HexMarker marker : map.getMarkers()) {
			Hex hex = hexOrNull(marker.getHex());
			if (hex == null || !shown.contains(hex)) {
				continue;
			}
			PixelPoint centre = layout.centre(hex);
			double side = layout.flatToFlat() * 0.3;
			painter.fill(new Rgb(0xff, 0xf5, 0x9d));
			painter.fillRectangle(centre.x() - side / 2, centre.y() - side, side, side);
			painter.line(Rgb.BLACK, 0.15, false);
			painter.strokeRectangle(centre.x() - side / 2, centre.y() - side, side, side);
			if (detail && marker.getType() != null && marker.getType().getName() != null) {
				painter.fill(Rgb.BLACK);
				String text = marker.isSetValue() ? Integer.toString(marker.getValue()) : marker.getType().getName().substring(0, 1);
				painter.text(text, centre.x(), centre.y() - side / 2, side * 0.6, true, Anchor.CENTRE);
			}
		}
		for (Structure structure : map.getStructures()) {
			Set<Hex> hexes = hexesOf(structure.getHexes());
			painter.line(new Rgb(0x37, 0x37, 0x37), layout.flatToFlat() * 0.07, false);
			strokeOutline(painter, hexes, shown);
		}
	}

	/** A feature's symbol of the game system's choosing, filled in its colour and outlined darker. */
	private static void paintSymbol(Painter painter, MapSymbol symbol, Rgb colour, double x, double y, double r) {
		double[] shape = switch (symbol) {
			case DOT, CIRCLE -> null;
			case SQUARE -> star(x, y, r * 1.2, r * 1.2, 4, Math.PI / 4);
			case TRIANGLE -> star(x, y, r * 1.15, r * 1.15, 3, -Math.PI / 2);
			case DIAMOND -> star(x, y, r * 1.15, r * 1.15, 4, 0);
			case STAR -> star(x, y, r * 1.2, r * 0.5, 5, -Math.PI / 2);
			case CROSS -> new double[] { x - r * 0.3, y - r, x + r * 0.3, y - r, x + r * 0.3, y - r * 0.3, x + r, y - r * 0.3, x + r,
					y + r * 0.3, x + r * 0.3, y + r * 0.3, x + r * 0.3, y + r, x - r * 0.3, y + r, x - r * 0.3, y + r * 0.3, x - r,
					y + r * 0.3, x - r, y - r * 0.3, x - r * 0.3, y - r * 0.3 };
		};
		painter.fill(colour);
		painter.line(colour.mix(Rgb.BLACK, 0.5), r * 0.12, false);
		if (shape == null) {
			double radius = symbol == MapSymbol.DOT ? r * 0.45 : r;
			painter.fillCircle(x, y, radius);
			painter.strokeCircle(x, y, radius);
		} else {
			painter.fillPolygon(shape);
			painter.strokePolygon(shape);
		}
	}

	/** A regular polygon (inner == outer) or a star of some points about a centre, the first point at an angle. */
	private static double[] star(double x, double y, double outer, double inner, int points, double start) {
		boolean plain = inner == outer;
		int corners = plain ? points : points * 2;
		double[] xy = new double[corners * 2];
		for (int i = 0; i < corners; i++) {
			double radius = plain || i % 2 == 0 ? outer : inner;
			double angle = start + 2 * Math.PI * i / corners;
			xy[2 * i] = x + radius * Math.cos(angle);
			xy[2 * i + 1] = y + radius * Math.sin(angle);
		}
		return xy;
	}

	/** A hex label's height against the hex. */
	private static final double HEX_LABEL_SHARE = 0.14;

	/** Each hex's label at the top of the hex, but where a name's backing covers it: half a label is a wrong label. */
	private void paintLabels(Painter painter, List<Hex> visible, List<Name> names) {
		Rgb dark = new Rgb(0x30, 0x30, 0x30);
		Rgb light = new Rgb(0xf0, 0xf0, 0xf0);
		double size = layout.flatToFlat() * HEX_LABEL_SHARE;
		List<double[]> plates = names.stream().map(Name::box).toList();
		for (Hex hex : visible) {
			String label = geometry.label(hex);
			double[] box = hexLabelBox(hex, label);
			if (!plates.isEmpty() && overlapWith(box, plates) > 0) {
				continue;
			}
			painter.fill(terrainColour(terrainAt(hex)).isLight() ? dark : light); // readable on sea as on grass
			painter.text(label, (box[0] + box[2]) / 2, box[1], size, false, Anchor.TOP);
		}
	}

	private double[] hexLabelBox(Hex hex) {
		return hexLabelBox(hex, geometry.label(hex));
	}

	/** The box a hex's label takes, as left, top, right, bottom: near the top of the hex, clear of its edge. */
	private double[] hexLabelBox(Hex hex, String label) {
		double size = layout.flatToFlat() * HEX_LABEL_SHARE;
		PixelPoint centre = layout.centre(hex);
		double top = centre.y() - layout.flatToFlat() * 0.5 + size * 1.2;
		double half = textWidth(label, size) / 2;
		return new double[] { centre.x() - half, top, centre.x() + half, top + size };
	}

	/** The hexsides around a set of hexes (a region, a structure), where they are on screen. */
	private void strokeOutline(Painter painter, Set<Hex> hexes, Set<Hex> shown) {
		for (Hex hex : hexes) {
			if (!shown.contains(hex)) {
				continue;
			}
			for (HexDirection direction : HexDirection.values()) {
				if (!hexes.contains(hex.neighbour(direction))) {
					painter.strokePolyline(side(hex, direction));
				}
			}
		}
	}

	/** The two corners of a hexside, as a line. */
	private double[] side(Hex hex, HexDirection direction) {
		List<HexVertex> ends = Hexside.of(hex, direction).vertices();
		PixelPoint a = layout.vertex(ends.get(0));
		PixelPoint b = layout.vertex(ends.get(1));
		return new double[] { a.x(), a.y(), b.x(), b.y() };
	}

	private Set<Hex> hexesOf(List<String> labels) {
		Set<Hex> hexes = new HashSet<>();
		for (String label : labels) {
			Hex hex = hexOrNull(label);
			if (hex != null) {
				hexes.add(hex);
			}
		}
		return hexes;
	}

	private PixelPoint centroid(Set<Hex> hexes) {
		double x = 0;
		double y = 0;
		for (Hex hex : hexes) {
			PixelPoint centre = layout.centre(hex);
			x += centre.x();
			y += centre.y();
		}
		return new PixelPoint(x / hexes.size(), y / hexes.size());
	}
}

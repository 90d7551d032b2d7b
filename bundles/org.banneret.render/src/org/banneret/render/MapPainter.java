package org.banneret.render;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.banneret.model.FeatureType;
import org.banneret.model.HexFeature;
import org.banneret.model.HexGrid;
import org.banneret.model.HexMap;
import org.banneret.model.HexMarker;
import org.banneret.model.HexsideFeature;
import org.banneret.model.MapPath;
import org.banneret.model.MapSide;
import org.banneret.model.MapSymbol;
import org.banneret.model.Region;
import org.banneret.model.Structure;
import org.banneret.model.TerrainType;
import org.banneret.model.grid.CellGrid;
import org.banneret.model.hex.GridOrientation;
import org.banneret.model.hex.Hex;
import org.banneret.model.hex.HexDirection;
import org.banneret.model.hex.HexLayout;
import org.banneret.model.hex.HexVertex;
import org.banneret.model.hex.Hexside;
import org.banneret.model.hex.MapEdge;
import org.banneret.model.hex.OffsetCoord;
import org.banneret.model.hex.PixelPoint;
import org.banneret.model.map.MapGeometry;
import org.banneret.model.naming.DisplayNames;

/**
 * Draws a hex map in millimetres at its printed hex size: terrain, elevation, the grid, hexside
 * features, roads and rivers, hex features and markers, structures, regions with their names,
 * hex labels and the map's sides. Only the hexes that meet the area asked for are drawn, so a
 * 1000 x 1000-hex map costs what is on screen; detail a reader could not see at the painter's
 * scale (labels, grid lines, symbols) is left out.
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
	/** Placed on the first paint, for the map as it was then, as the terrain is read once. */
	private List<RegionLabel> regionLabels;

	private final Map<TerrainType, Rgb> terrainColours = new IdentityHashMap<>();

	/**
	 * @throws IllegalArgumentException when the map has no grid or one that cannot exist
	 */
	public MapPainter(HexMap map) {
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
		return geometry.contains(hex) ? hex : null;
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
		if (label == null) {
			return null;
		}
		try {
			Hex hex = geometry.hex(label);
			return geometry.contains(hex) ? hex : null;
		} catch (IllegalArgumentException e) {
			return null;
		}
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
		return terrain == null ? map.getDefaultTerrain() : geometry.terrainAt(hex);
	}

	public int elevationAt(Hex hex) {
		return elevation == null ? 0 : geometry.elevationAt(hex);
	}

	/** Draws the part of the map within the rectangle (millimetres). */
	public void paint(Painter painter, double x, double y, double w, double h, MapLayers layers) {
		double unitsPerHex = painter.unitsPerMm() * layout.flatToFlat();
		boolean detail = unitsPerHex >= DETAIL_UNITS;
		List<List<Hex>> chains = visibleChains(x, y, w, h);
		List<Hex> visible = chains.stream().flatMap(List::stream).toList();
		painter.smooth(unitsPerHex >= SMOOTH_UNITS);
		if (layers.terrain()) {
			paintTerrain(painter, chains, layers.elevation());
		}
		if (layers.grid() && detail) {
			painter.smooth(unitsPerHex >= SMOOTH_GRID_UNITS);
			paintGrid(painter, chains);
		}
		painter.smooth(true);
		Set<Hex> shown = new HashSet<>(visible);
		if (layers.regions()) {
			paintRegions(painter, shown, detail);
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
		if (layers.labels() && unitsPerHex >= LABEL_UNITS) {
			paintLabels(painter, visible);
		}
		if (layers.edges()) {
			paintSides(painter);
		}
	}

	/** The hexes whose area meets the rectangle. */
	public List<Hex> visibleHexes(double x, double y, double w, double h) {
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
	 * Strokes the grid as two lines a chain: one along the hexsides on one side and between the
	 * hexes, one along the other side; each hexside is drawn at most twice, never once per hex.
	 */
	private void paintGrid(Painter painter, List<List<Hex>> chains) {
		painter.line(GRID, 0.12, false);
		for (List<Hex> chain : chains) {
			int d = directionOf(chain);
			double[] oneSide = new double[2 + chain.size() * 8];
			double[] otherSide = new double[chain.size() * 6];
			int a = put(oneSide, 0, layout.corner(layout.centre(chain.get(0)), (d + 2) % 6));
			int b = 0;
			for (Hex hex : chain) {
				PixelPoint centre = layout.centre(hex);
				for (int k = 3; k <= 6; k++) {
					a = put(oneSide, a, layout.corner(centre, (d + k) % 6));
				}
				for (int k = 2; k >= 0; k--) {
					b = put(otherSide, b, layout.corner(centre, (d + k) % 6));
				}
			}
			painter.strokePolyline(oneSide);
			painter.strokePolyline(otherSide);
		}
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

	private void paintRegions(Painter painter, Set<Hex> shown, boolean detail) {
		int index = 0;
		for (Region region : map.getRegions()) {
			Rgb colour = REGION_COLOURS[index++ % REGION_COLOURS.length];
			Set<Hex> hexes = hexesOf(region.getHexes());
			if (!hexes.isEmpty()) {
				painter.line(colour, 0.5, true);
				strokeOutline(painter, hexes, shown);
			}
		}
		if (!detail) {
			return;
		}
		for (RegionLabel label : regionLabels()) {
			if (shown.contains(layout.hexAt(label.x(), label.y()))) {
				painter.fill(REGION_COLOURS[label.index() % REGION_COLOURS.length]);
				painter.text(label.text(), label.x(), label.y(), label.height(), true, Anchor.CENTRE);
			}
		}
	}

	/** A region's name where it is drawn: its text, centre and height in millimetres, and the region's place in the map. */
	public record RegionLabel(String text, double x, double y, double height, int index) {

		/** The box the name takes, as left, top, right, bottom: an estimate, since surfaces measure text differently. */
		public double[] box() {
			double width = textWidth(text, height);
			return new double[] { x - width / 2, y - height / 2, x + width / 2, y + height / 2 };
		}
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
	 * out, meets no name placed before it nor a side's name, in the map's order of regions; where
	 * every hex's box meets one, the hex where it meets least.
	 */
	public List<RegionLabel> regionLabels() {
		if (regionLabels == null) {
			regionLabels = List.copyOf(placeRegionLabels());
		}
		return regionLabels;
	}

	private List<RegionLabel> placeRegionLabels() {
		double height = layout.flatToFlat() * 0.22;
		List<RegionLabel> labels = new ArrayList<>();
		List<double[]> taken = new ArrayList<>(sideLabelBoxes());
		int index = 0;
		for (Region region : map.getRegions()) {
			int regionIndex = index++;
			Set<Hex> hexes = hexesOf(region.getHexes());
			String text = DisplayNames.title(region);
			if (hexes.isEmpty() || text.isBlank()) {
				continue;
			}
			PixelPoint middle = centroid(hexes);
			List<Hex> candidates = hexes.stream().sorted(Comparator
					.comparingDouble((Hex hex) -> distanceSquared(layout.centre(hex), middle)).thenComparingInt(Hex::q)
					.thenComparingInt(Hex::r)).limit(LABEL_CANDIDATES).toList();
			RegionLabel best = null;
			double leastOverlap = Double.MAX_VALUE;
			for (Hex candidate : candidates) {
				PixelPoint centre = layout.centre(candidate);
				RegionLabel label = insideTheMap(new RegionLabel(text, centre.x(), centre.y(), height, regionIndex));
				double overlap = taken.stream().mapToDouble(box -> overlap(box, label.box())).sum();
				if (overlap < leastOverlap) {
					best = label;
					leastOverlap = overlap;
				}
				if (overlap == 0) {
					break;
				}
			}
			labels.add(best);
			taken.add(best.box());
		}
		return labels;
	}

	/** The label moved just enough for its whole box to be on the map, as a name at the map's edge is printed. */
	private RegionLabel insideTheMap(RegionLabel label) {
		double[] box = label.box();
		double halfWidth = (box[2] - box[0]) / 2;
		double halfHeight = (box[3] - box[1]) / 2;
		double x = halfWidth * 2 >= width ? width / 2 : Math.max(halfWidth, Math.min(width - halfWidth, label.x()));
		double y = halfHeight * 2 >= height ? height / 2 : Math.max(halfHeight, Math.min(height - halfHeight, label.y()));
		return new RegionLabel(label.text(), x, y, label.height(), label.index());
	}

	/** The names of the map's sides along its edges, each with where it is drawn and its box. */
	private List<SideLabel> sideLabels() {
		double size = layout.flatToFlat() * 0.3;
		List<SideLabel> labels = new ArrayList<>();
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
			double w = textWidth(text, size);
			labels.add(switch (edge) {
				case NORTH -> new SideLabel(text, width / 2, size * 0.2, size, Anchor.TOP,
						new double[] { width / 2 - w / 2, size * 0.2, width / 2 + w / 2, size * 1.2 });
				case SOUTH -> new SideLabel(text, width / 2, height - size * 0.2, size, Anchor.BOTTOM,
						new double[] { width / 2 - w / 2, height - size * 1.2, width / 2 + w / 2, height - size * 0.2 });
				case WEST -> new SideLabel(text, size * 0.2, height / 2, size, Anchor.LEFT,
						new double[] { size * 0.2, height / 2 - size / 2, size * 0.2 + w, height / 2 + size / 2 });
				case EAST -> new SideLabel(text, width - size * 0.2, height / 2, size, Anchor.RIGHT,
						new double[] { width - size * 0.2 - w, height / 2 - size / 2, width - size * 0.2, height / 2 + size / 2 });
			});
		}
		return labels;
	}

	private record SideLabel(String text, double x, double y, double size, Anchor anchor, double[] box) {
	}

	private List<double[]> sideLabelBoxes() {
		return sideLabels().stream().map(SideLabel::box).toList();
	}

	/** How many of a region's hexes nearest its middle are tried for its name. */
	private static final int LABEL_CANDIDATES = 64;

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

	private void paintPaths(Painter painter, Set<Hex> shown) {
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
			MapLook.path(type, layout.flatToFlat()).stroke(painter, xy);
		}
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
			MapLook.hexside(feature.getType() == null || feature.getType().eIsProxy() ? null : feature.getType(), layout.flatToFlat())
					.stroke(painter, side(hex, direction));
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

	private void paintLabels(Painter painter, List<Hex> visible) {
		Rgb dark = new Rgb(0x30, 0x30, 0x30);
		Rgb light = new Rgb(0xf0, 0xf0, 0xf0);
		double size = layout.flatToFlat() * 0.14;
		double offset = layout.flatToFlat() * 0.5 - size * 1.2;
		for (Hex hex : visible) {
			PixelPoint centre = layout.centre(hex);
			painter.fill(terrainColour(terrainAt(hex)).isLight() ? dark : light); // readable on sea as on grass
			painter.text(geometry.label(hex), centre.x(), centre.y() - offset, size, false, Anchor.TOP);
		}
	}

	private void paintSides(Painter painter) {
		for (SideLabel label : sideLabels()) {
			painter.fill(new Rgb(0x20, 0x20, 0x20));
			painter.text(label.text(), label.x(), label.y(), label.size(), true, label.anchor());
		}
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

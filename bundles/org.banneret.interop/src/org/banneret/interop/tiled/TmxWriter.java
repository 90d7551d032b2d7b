package org.banneret.interop.tiled;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

import javax.imageio.ImageIO;
import javax.xml.stream.XMLStreamException;

import org.banneret.interop.xml.IndentedXml;
import org.banneret.model.HexFeature;
import org.banneret.model.HexMap;
import org.banneret.model.HexsideFeature;
import org.banneret.model.LabelScheme;
import org.banneret.model.MapPath;
import org.banneret.model.Region;
import org.banneret.model.TerrainType;
import org.banneret.model.hex.Hex;
import org.banneret.model.hex.OffsetCoord;
import org.banneret.model.map.MapGeometry;
import org.banneret.model.naming.DisplayNames;
import org.banneret.model.persistence.AtomicFiles;
import org.banneret.model.persistence.FileNames;
import org.banneret.render.MapLook;
import org.banneret.render.PatternGlyphs;
import org.banneret.render.Rgb;
import org.banneret.render.java2d.Java2DPainter;

/**
 * Writes a map as a Tiled map: a TMX with a terrain tile layer and an elevation tile layer, object
 * layers for paths, regions, hex features and hexside features with their Banneret names as
 * custom properties, and beside it a TSX tileset of hex tiles, one per terrain and per elevation
 * level, drawn by the renderer. Layer data is CSV, so the file diffs well. Attribute names and
 * meanings follow Tiled's TMX reference (docs/reference/tmx-map-format.rst).
 */
public final class TmxWriter {

	private final HexMap map;
	private final MapGeometry geometry;
	private final TiledGrid grid;
	private final List<TerrainType> terrains = new ArrayList<>();
	private final List<Integer> levels = new ArrayList<>();

	public TmxWriter(HexMap map) {
		this.map = map;
		this.geometry = MapGeometry.of(map);
		this.grid = TiledGrid.of(map.getGrid());
		TreeSet<Integer> seenLevels = new TreeSet<>();
		for (Hex hex : geometry.bounds()) {
			TerrainType terrain = geometry.terrainAt(hex);
			if (terrain != null && !terrains.contains(terrain)) {
				terrains.add(terrain);
			}
			if (geometry.elevationAt(hex) != 0) {
				seenLevels.add(geometry.elevationAt(hex));
			}
		}
		levels.addAll(seenLevels);
	}

	public TiledGrid grid() {
		return grid;
	}

	/** Writes {@code tmx}, its tileset {@code NAME.tsx} and the tiles' images in {@code NAME-tiles/}; each file atomically. */
	public void write(Path tmx) throws IOException {
		String base = FileNames.baseName(tmx);
		String tileset = base + ".tsx";
		String tiles = base + "-tiles";
		Map<String, byte[]> images = new LinkedHashMap<>();
		for (int i = 0; i < terrains.size(); i++) {
			images.put(tiles + "/terrain-" + i + ".png", png(MapLook.terrain(terrains.get(i)), 255, terrains.get(i)));
		}
		for (int i = 0; i < levels.size(); i++) {
			images.put(tiles + "/elevation-" + levels.get(i) + ".png", png(levels.get(i) > 0 ? Rgb.BLACK : Rgb.WHITE,
					Math.min(200, 40 + 30 * Math.abs(levels.get(i))), null));
		}
		for (Map.Entry<String, byte[]> image : images.entrySet()) {
			AtomicFiles.write(tmx.resolveSibling(image.getKey()), image.getValue());
		}
		AtomicFiles.write(tmx.resolveSibling(tileset), IndentedXml.document(" ", "the Tiled tileset", out -> tileset(out, tiles)));
		AtomicFiles.write(tmx, IndentedXml.document(" ", "the Tiled map", out -> map(out, tileset)));
	}

	private void tileset(IndentedXml out, String tiles) throws XMLStreamException {
		out.start("tileset");
		out.attribute("version", "1.8");
		out.attribute("tiledversion", "1.8.2");
		out.attribute("name", DisplayNames.title(map) + " terrain");
		out.attribute("tilewidth", grid.tileWidth());
		out.attribute("tileheight", grid.tileHeight());
		out.attribute("tilecount", terrains.size() + levels.size());
		out.attribute("columns", 0);
		out.attribute("objectalignment", "center");
		out.start("grid");
		out.attribute("orientation", "orthogonal");
		out.attribute("width", grid.tileWidth());
		out.attribute("height", grid.tileHeight());
		out.end();
		for (int i = 0; i < terrains.size(); i++) {
			tile(out, i, "terrain", terrains.get(i).getName(), tiles + "/terrain-" + i + ".png");
		}
		for (int i = 0; i < levels.size(); i++) {
			tile(out, terrains.size() + i, "elevation", Integer.toString(levels.get(i)), tiles + "/elevation-" + levels.get(i) + ".png");
		}
		out.end();
	}

	private void tile(IndentedXml out, int id, String property, String value, String image) throws XMLStreamException {
		out.start("tile");
		out.attribute("id", id);
		out.attribute("type", property);
		properties(out, ordered(property, value));
		out.start("image");
		out.attribute("width", grid.tileWidth());
		out.attribute("height", grid.tileHeight());
		out.attribute("source", image);
		out.end();
		out.end();
	}

	private void map(IndentedXml out, String tileset) throws XMLStreamException {
		out.start("map");
		out.attribute("version", "1.8");
		out.attribute("tiledversion", "1.8.2");
		out.attribute("orientation", "hexagonal");
		out.attribute("renderorder", "right-down");
		out.attribute("width", grid.columns());
		out.attribute("height", grid.rows());
		out.attribute("tilewidth", grid.tileWidth());
		out.attribute("tileheight", grid.tileHeight());
		out.attribute("infinite", 0);
		out.attribute("hexsidelength", grid.sideLength());
		out.attribute("staggeraxis", grid.staggerAxis());
		out.attribute("staggerindex", grid.staggerIndex());
		out.attribute("nextlayerid", 7);
		int objects = map.getPaths().size() + map.getRegions().size() + map.getFeatures().size() + map.getHexsideFeatures().size();
		out.attribute("nextobjectid", objects + 1);
		properties(out, mapProperties());
		out.start("tileset");
		out.attribute("firstgid", 1);
		out.attribute("source", tileset);
		out.end();
		tileLayer(out, 1, "terrain", hex -> 1 + terrains.indexOf(geometry.terrainAt(hex)));
		tileLayer(out, 2, "elevation", hex -> geometry.elevationAt(hex) == 0 ? 0 : 1 + terrains.size() + levels.indexOf(geometry.elevationAt(hex)));
		int[] id = { 1 };
		objectLayer(out, 3, "paths", () -> {
			for (MapPath path : map.getPaths()) {
				List<double[]> points = path.getHexes().stream().map(this::centre).filter(p -> p != null).toList();
				if (points.isEmpty()) {
					continue;
				}
				object(out, id[0]++, DisplayNames.title(path), "path", points.get(0));
				properties(out, ordered("name", path.getName() == null ? "" : path.getName(), "type", path.getType() == null ? "" : path.getType().getName(),
						"hexes", String.join(" ", path.getHexes())));
				out.start("polyline");
				StringBuilder text = new StringBuilder();
				for (double[] point : points) {
					text.append(text.isEmpty() ? "" : " ").append(number(point[0] - points.get(0)[0])).append(',')
							.append(number(point[1] - points.get(0)[1]));
				}
				out.attribute("points", text.toString());
				out.end();
				out.end();
			}
		});
		objectLayer(out, 4, "regions", () -> {
			for (Region region : map.getRegions()) {
				double[] at = region.getHexes().stream().map(this::centre).filter(p -> p != null).findFirst().orElse(new double[2]);
				object(out, id[0]++, DisplayNames.title(region), "region", at);
				properties(out, ordered("name", region.getName() == null ? "" : region.getName(), "hexes", String.join(" ", region.getHexes())));
				out.start("point");
				out.end();
				out.end();
			}
		});
		objectLayer(out, 5, "features", () -> {
			for (HexFeature feature : map.getFeatures()) {
				double[] at = centre(feature.getHex());
				if (at == null) {
					continue;
				}
				object(out, id[0]++, feature.getType() == null ? "" : DisplayNames.title(feature.getType()), "feature", at);
				properties(out, ordered("type", feature.getType() == null ? "" : feature.getType().getName(), "hex", feature.getHex()));
				out.start("point");
				out.end();
				out.end();
			}
		});
		objectLayer(out, 6, "hexsides", () -> {
			for (HexsideFeature feature : map.getHexsideFeatures()) {
				double[] side = hexside(feature);
				if (side == null) {
					continue;
				}
				object(out, id[0]++, feature.getType() == null ? "" : DisplayNames.title(feature.getType()), "hexside",
						new double[] { side[0], side[1] });
				properties(out, ordered("type", feature.getType() == null ? "" : feature.getType().getName(), "hex", feature.getHex(), "side",
						String.valueOf(feature.getSide())));
				out.start("polyline");
				out.attribute("points", "0,0 " + number(side[2] - side[0]) + "," + number(side[3] - side[1]));
				out.end();
				out.end();
			}
		});
		out.end();
	}

	private Map<String, String> mapProperties() {
		Map<String, String> properties = new LinkedHashMap<>();
		properties.put("banneret.map", map.getName() == null ? "" : map.getName());
		properties.put("banneret.title", DisplayNames.title(map));
		properties.put("banneret.gamesystem", map.getGameSystem() == null || map.getGameSystem().getName() == null ? "" : map.getGameSystem().getName());
		properties.put("banneret.hexsizemm", number(map.getGrid().getHexSizeMm()));
		LabelScheme labels = map.getGrid().getLabels();
		if (labels != null) {
			properties.put("banneret.labels", labels.getKind().getLiteral());
			properties.put("banneret.labels.columndigits", Integer.toString(labels.getColumnDigits()));
			properties.put("banneret.labels.rowdigits", Integer.toString(labels.getRowDigits()));
			properties.put("banneret.labels.firstcolumn", Integer.toString(labels.getFirstColumn()));
			properties.put("banneret.labels.firstrow", Integer.toString(labels.getFirstRow()));
			properties.put("banneret.labels.columnsdescending", Boolean.toString(labels.isColumnsDescending()));
			properties.put("banneret.labels.rowsdescending", Boolean.toString(labels.isRowsDescending()));
			if (labels.getBoardPrefix() != null) {
				properties.put("banneret.labels.boardprefix", labels.getBoardPrefix());
			}
		}
		return properties;
	}

	private interface Cells {
		int gid(Hex hex);
	}

	private void tileLayer(IndentedXml out, int id, String name, Cells cells) throws XMLStreamException {
		out.start("layer");
		out.attribute("id", id);
		out.attribute("name", name);
		out.attribute("width", grid.columns());
		out.attribute("height", grid.rows());
		out.start("data");
		out.attribute("encoding", "csv");
		StringBuilder csv = new StringBuilder("\n");
		for (int row = 0; row < grid.rows(); row++) {
			for (int column = 0; column < grid.columns(); column++) {
				csv.append(cells.gid(geometry.layout().toHex(new OffsetCoord(column, row))));
				if (column + 1 < grid.columns() || row + 1 < grid.rows()) {
					csv.append(',');
				}
			}
			csv.append('\n');
		}
		out.block(csv.toString());
		out.end();
		out.end();
	}

	private interface Objects {
		void write() throws XMLStreamException;
	}

	private void objectLayer(IndentedXml out, int id, String name, Objects objects) throws XMLStreamException {
		out.start("objectgroup");
		out.attribute("id", id);
		out.attribute("name", name);
		objects.write();
		out.end();
	}

	private void object(IndentedXml out, int id, String name, String type, double[] at) throws XMLStreamException {
		out.start("object");
		out.attribute("id", id);
		out.attribute("name", name);
		out.attribute("type", type);
		out.attribute("x", number(at[0]));
		out.attribute("y", number(at[1]));
	}

	/** Properties in the order given, so the same map writes the same file. */
	private static Map<String, String> ordered(String... namesAndValues) {
		Map<String, String> properties = new LinkedHashMap<>();
		for (int i = 0; i + 1 < namesAndValues.length; i += 2) {
			properties.put(namesAndValues[i], namesAndValues[i + 1]);
		}
		return properties;
	}

	private static void properties(IndentedXml out, Map<String, String> properties) throws XMLStreamException {
		out.start("properties");
		for (Map.Entry<String, String> property : properties.entrySet()) {
			out.start("property");
			out.attribute("name", property.getKey());
			out.attribute("value", property.getValue());
			out.end();
		}
		out.end();
	}

	/** The pixel centre of the hex a label names, or null for a label not on the map. */
	double[] centre(String label) {
		Hex hex;
		try {
			hex = geometry.hex(label);
		} catch (IllegalArgumentException e) {
			return null;
		}
		if (hex == null || !geometry.contains(hex)) {
			return null;
		}
		OffsetCoord offset = geometry.layout().toOffset(hex);
		return grid.centre(offset.column(), offset.row());
	}

	/**
	 * The ends of a hexside (x1, y1, x2, y2): it crosses the line between the two hexes' centres
	 * at its middle, square to it, a side's length long.
	 */
	private double[] hexside(HexsideFeature feature) {
		double[] from = centre(feature.getHex());
		if (from == null || feature.getSide() == null) {
			return null;
		}
		try {
			Hex across = geometry.hex(feature.getHex()).neighbour(geometry.direction(feature.getSide()));
			OffsetCoord offset = geometry.layout().toOffset(across);
			double[] to = grid.centre(offset.column(), offset.row());
			double length = Math.hypot(to[0] - from[0], to[1] - from[1]);
			double half = grid.sideLength() / 2.0;
			double ux = -(to[1] - from[1]) / length * half;
			double uy = (to[0] - from[0]) / length * half;
			double mx = (from[0] + to[0]) / 2;
			double my = (from[1] + to[1]) / 2;
			return new double[] { mx - ux, my - uy, mx + ux, my + uy };
		} catch (IllegalArgumentException e) {
			return null;
		}
	}

	/** A tile: the hex filled in a colour, with its terrain's pattern over it when it is a terrain's tile. */
	private byte[] png(Rgb colour, int alpha, TerrainType terrain) throws IOException {
		BufferedImage image = new BufferedImage(grid.tileWidth(), grid.tileHeight(), BufferedImage.TYPE_INT_ARGB);
		java.awt.Graphics2D graphics = image.createGraphics();
		try {
			Java2DPainter painter = new Java2DPainter(graphics, 1);
			painter.opacity(alpha / 255.0);
			painter.fill(colour);
			painter.fillPolygon(grid.outline());
			if (terrain != null) {
				PatternGlyphs.paint(painter, terrain, colour, grid.tileWidth() / 2.0, grid.tileHeight() / 2.0,
						Math.min(grid.tileWidth(), grid.tileHeight())); // a hex is as wide flat to flat as its tile's shorter side
			}
		} finally {
			graphics.dispose();
		}
		ByteArrayOutputStream bytes = new ByteArrayOutputStream();
		ImageIO.write(image, "png", bytes);
		return bytes.toByteArray();
	}

	static String number(double value) {
		return value == Math.rint(value) ? Long.toString((long) value) : String.format(java.util.Locale.ROOT, "%.2f", value);
	}
}

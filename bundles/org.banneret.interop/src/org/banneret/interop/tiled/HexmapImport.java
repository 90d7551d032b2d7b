package org.banneret.interop.tiled;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

import org.banneret.dsl.conversion.CellRows;
import org.banneret.interop.tiled.TiledMap.TileLayer;
import org.banneret.interop.tiled.TiledMap.TiledObject;
import org.banneret.model.GameSystem;
import org.banneret.model.TerrainType;
import org.banneret.model.grid.CellGrid;
import org.banneret.model.persistence.FileNames;

/**
 * A Tiled map as the text of a {@code .hexmap}: the grid from the map's orientation, stagger axis
 * and index; terrain from the tiles' {@code terrain} or {@code type} properties (or the tileset's
 * class, or a mapping the user gives) looked up among the game system's terrain types; elevation
 * from tiles' {@code elevation} properties; paths, regions, hex features and hexside features from
 * objects whose properties name their hexes, as Banneret writes them. What cannot be mapped is
 * listed in {@link #warnings()}.
 */
public final class HexmapImport {

	private final TiledMap tiled;
	private final GameSystem system;
	private final Map<String, String> mapping;
	private final List<String> warnings = new ArrayList<>();

	/**
	 * @param mapping tile ids ("7", the local id in its tileset plus its first gid, as the gid) or
	 *                tile types to terrain names, from the user's mapping file; may be empty
	 */
	public HexmapImport(TiledMap tiled, GameSystem system, Map<String, String> mapping) {
		this.tiled = tiled;
		this.system = system;
		this.mapping = mapping;
	}

	/**
	 * A terrain mapping file: "7=forest" or "grass=clear" lines; '#' starts a comment.
	 *
	 * @throws IOException naming the line that is not a mapping
	 */
	public static Map<String, String> mapping(java.nio.file.Path file) throws java.io.IOException {
		Map<String, String> mapping = new LinkedHashMap<>();
		int line = 0;
		for (String text : java.nio.file.Files.readAllLines(file)) {
			line++;
			String content = text.replaceFirst("#.*", "").strip();
			if (content.isEmpty()) {
				continue;
			}
			int equals = content.indexOf('=');
			if (equals < 1 || equals == content.length() - 1) {
				throw new java.io.IOException(file.getFileName() + ":" + line + ": a mapping line is TILE=TERRAIN, like 7=forest or grass=clear");
			}
			mapping.put(content.substring(0, equals).strip(), content.substring(equals + 1).strip());
		}
		return mapping;
	}

	/** The name a map imported from a file gets: "imported.HexagonalMini" from hexagonal-mini.tmx. */
	public static String mapName(java.nio.file.Path tmx) {
		String base = FileNames.baseName(tmx);
		StringBuilder name = new StringBuilder();
		for (String word : base.split("[^A-Za-z0-9]+")) {
			if (!word.isEmpty()) {
				name.append(Character.toUpperCase(word.charAt(0))).append(word.substring(1));
			}
		}
		return "imported." + (name.isEmpty() || !Character.isLetter(name.charAt(0)) ? "Map" + name : name);
	}

	public List<String> warnings() {
		return warnings;
	}

	/** The {@code .hexmap} text of a map named {@code name} ("imported.Hexagonal"). */
	public String text(String name) {
		Map<String, String> properties = tiled.properties();
		StringBuilder text = new StringBuilder();
		String title = properties.getOrDefault("banneret.title", "");
		text.append("map ").append(properties.getOrDefault("banneret.map", name));
		if (!title.isEmpty()) {
			text.append(' ').append(quoted(title));
		}
		text.append(" of ").append(system.getName()).append(" {\n");
		text.append("\tgrid ").append(tiled.columns()).append(" x ").append(tiled.rows()).append(tiled.flat() ? " flat" : " pointy")
				.append(tiled.odd() ? " odd" : " even");
		if (properties.containsKey("banneret.hexsizemm")) {
			text.append(" hex ").append(properties.get("banneret.hexsizemm")).append(" mm");
		}
		text.append(labels(properties)).append('\n');
		TerrainType fallback = system.getTerrainTypes().isEmpty() ? null : system.getTerrainTypes().get(0);
		TileLayer terrainLayer = layer("terrain", "terrain", "type");
		TileLayer elevationLayer = layer("elevation", "elevation", null);
		if (terrainLayer != null && fallback != null) {
			Map<Integer, TerrainType> terrains = terrains(terrainLayer, fallback);
			CellGrid codes = new CellGrid(tiled.columns(), tiled.rows());
			for (int cell = 0; cell < codes.size(); cell++) {
				int gid = terrainLayer.gids()[cell];
				TerrainType terrain = gid == 0 ? fallback : terrains.getOrDefault(gid, fallback);
				codes.set(cell % tiled.columns(), cell / tiled.columns(),
						(short) (terrain.getCode() == null || terrain.getCode().isEmpty() ? '.' : terrain.getCode().charAt(0)));
			}
			text.append("\tterrain ").append(CellRows.format(codes, value -> (char) value, "\t\t")).append('\n');
		}
		if (elevationLayer != null) {
			CellGrid levels = new CellGrid(tiled.columns(), tiled.rows());
			for (int cell = 0; cell < levels.size(); cell++) {
				levels.set(cell % tiled.columns(), cell / tiled.columns(), (short) level(elevationLayer.gids()[cell]));
			}
			text.append("\televation ").append(CellRows.format(levels, value -> (char) value, "\t\t")).append('\n');
		}
		objects(text);
		return text.append("}\n").toString();
	}

	private static String labels(Map<String, String> properties) {
		String kind = properties.get("banneret.labels");
		if (kind == null) {
			return "";
		}
		StringBuilder labels = new StringBuilder(" labels ").append(switch (kind) {
			case "ALPHA_COLUMN" -> "alpha";
			case "BOARD_PREFIXED" -> "prefixed";
			default -> "numeric";
		});
		if (properties.containsKey("banneret.labels.boardprefix")) {
			labels.append(" prefix ").append(quoted(properties.get("banneret.labels.boardprefix")));
		}
		for (String[] option : new String[][] { { "columndigits", "column digits" }, { "rowdigits", "row digits" }, { "firstcolumn", "first column" },
				{ "firstrow", "first row" } }) {
			if (properties.containsKey("banneret.labels." + option[0])) {
				labels.append(' ').append(option[1]).append(' ').append(properties.get("banneret.labels." + option[0]));
			}
		}
		if ("true".equals(properties.get("banneret.labels.columnsdescending"))) {
			labels.append(" columns descending");
		}
		if ("true".equals(properties.get("banneret.labels.rowsdescending"))) {
			labels.append(" rows descending");
		}
		return labels.toString();
	}

	/** The layer of that name, else the first whose tiles carry the property; null for none. */
	private TileLayer layer(String name, String property, String alternative) {
		for (TileLayer layer : tiled.layers()) {
			if (layer.name().equalsIgnoreCase(name)) {
				return layer;
			}
		}
		for (TileLayer layer : tiled.layers()) {
			for (int gid : layer.gids()) {
				Map<String, String> tile = tiled.tiles().get(gid);
				if (gid != 0 && tile != null && (tile.containsKey(property) || alternative != null && tile.containsKey(alternative))) {
					return layer;
				}
			}
		}
		return property.equals("terrain") && !tiled.layers().isEmpty() ? tiled.layers().get(0) : null;
	}

	/** Each gid's terrain; those no property or mapping names are the fallback, listed in a warning. */
	private Map<Integer, TerrainType> terrains(TileLayer layer, TerrainType fallback) {
		Map<Integer, TerrainType> terrains = new LinkedHashMap<>();
		TreeMap<Integer, String> unmapped = new TreeMap<>();
		for (int gid : new TreeSet<>(java.util.Arrays.stream(layer.gids()).boxed().toList())) {
			if (gid == 0) {
				continue;
			}
			Map<String, String> tile = tiled.tiles().getOrDefault(gid, Map.of());
			String name = mapping.getOrDefault(Integer.toString(gid), tile.get("terrain"));
			if (name == null && tile.get("type") != null) {
				name = mapping.getOrDefault(tile.get("type"), tile.get("type"));
			}
			TerrainType terrain = find(name);
			if (terrain != null) {
				terrains.put(gid, terrain);
			} else {
				unmapped.put(gid, name);
			}
		}
		if (!unmapped.isEmpty()) {
			List<String> tiles = unmapped.entrySet().stream()
					.map(entry -> entry.getKey() + (entry.getValue() != null ? " (" + entry.getValue() + ")" : "")).toList();
			warnings.add(tiles.size() + " tile(s) name no terrain of " + system.getName() + ", so their hexes are " + fallback.getName() + ": "
					+ String.join(", ", tiles) + ". Give them terrains with --terrain-map (lines such as 7=forest or grass=clear).");
		}
		return terrains;
	}

	private TerrainType find(String name) {
		if (name == null) {
			return null;
		}
		for (TerrainType terrain : system.getTerrainTypes()) {
			if (name.equalsIgnoreCase(terrain.getName()) || name.equalsIgnoreCase(terrain.getTitle()) || name.equals(terrain.getCode())) {
				return terrain;
			}
		}
		return null;
	}

	/** The level character of an elevation tile: '.' for 0, then 1-9 and a-z. */
	private char level(int gid) {
		if (gid == 0) {
			return '.';
		}
		String value = tiled.tiles().getOrDefault(gid, Map.of()).get("elevation");
		try {
			int level = Integer.parseInt(value);
			if (level >= 0 && level <= 35) {
				return level == 0 ? '.' : Character.forDigit(level, 36);
			}
		} catch (NumberFormatException e) {
			// below
		}
		warnings.add("tile " + gid + " of the elevation layer gives no level from 0 to 35 (" + value + "): its hexes are at level 0");
		return '.';
	}

	private void objects(StringBuilder text) {
		for (TiledObject object : tiled.objects()) {
			Map<String, String> properties = object.properties();
			String type = object.type() == null ? "" : object.type().toLowerCase(Locale.ROOT);
			String hexes = properties.getOrDefault("hexes", "").strip().replaceAll("\\s+", ", ");
			switch (type) {
				case "path" -> {
					if (!hexes.isEmpty() && properties.containsKey("type")) {
						text.append('\t').append(properties.get("type")).append(' ').append(identifier(properties.getOrDefault("name", object.name()), "Path"))
								.append(title(object.name(), properties.get("name"))).append(": ").append(hexes).append('\n');
					}
				}
				case "region" -> text.append("\tregion ").append(identifier(properties.getOrDefault("name", object.name()), "Region"))
						.append(title(object.name(), properties.get("name"))).append(hexes.isEmpty() ? "" : ": " + hexes).append('\n');
				case "feature" -> {
					if (properties.containsKey("hex") && properties.containsKey("type")) {
						text.append("\thex ").append(properties.get("hex")).append(' ').append(properties.get("type")).append('\n');
					}
				}
				case "hexside" -> {
					if (properties.containsKey("hex") && properties.containsKey("side") && properties.containsKey("type")) {
						text.append("\thexside ").append(properties.get("hex")).append(' ').append(properties.get("side")).append(' ')
								.append(properties.get("type")).append('\n');
					}
				}
				default -> warnings.add("the object " + (object.name() == null ? "" : "'" + object.name() + "' ") + "of the layer " + object.layer()
						+ " is not a path, region, feature or hexside as Banneret writes them; it is left out");
			}
		}
	}

	private static String title(String title, String name) {
		return title == null || title.isEmpty() || title.equals(name) ? "" : " " + quoted(title);
	}

	/** An identifier from a name: letters, digits and underscores, starting with a letter. */
	static String identifier(String name, String fallback) {
		String cleaned = name == null ? "" : name.replaceAll("[^A-Za-z0-9_]", "");
		return cleaned.isEmpty() || !Character.isLetter(cleaned.charAt(0)) ? fallback + cleaned : cleaned;
	}

	private static String quoted(String text) {
		return '"' + text.replace("\\", "\\\\").replace("\"", "\\\"") + '"';
	}
}

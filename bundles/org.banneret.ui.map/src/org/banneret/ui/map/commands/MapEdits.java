package org.banneret.ui.map.commands;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.banneret.model.BanneretFactory;
import org.banneret.model.BanneretPackage;
import org.banneret.model.Compass;
import org.banneret.model.FeatureType;
import org.banneret.model.HexFeature;
import org.banneret.model.HexMap;
import org.banneret.model.HexsideFeature;
import org.banneret.model.HexsideFeatureType;
import org.banneret.model.MapPath;
import org.banneret.model.NamedElement;
import org.banneret.model.Region;
import org.banneret.model.TerrainType;
import org.banneret.model.grid.CellGrid;
import org.banneret.model.hex.Hex;
import org.banneret.model.hex.HexDirection;
import org.banneret.model.hex.Hexside;
import org.banneret.model.map.MapGeometry;
import org.banneret.model.map.TerrainCodes;
import org.banneret.ui.dsl.model.EditorModel;

/**
 * The map tools' changes to a map model: paint terrain, raise or lower ground, toggle hex and
 * hexside features, lay paths and paint regions. Each works on hex labels, so that a change
 * made on one parse of the text applies to the next.
 */
public final class MapEdits {

	/** The highest level the elevation rows can write (0-9, then a-z). */
	public static final int MAX_ELEVATION = 35;

	private MapEdits() {
	}

	/**
	 * The map's terrain grid with hexes painted in a terrain; the map's default terrain is written
	 * as '.'. Null when the terrain has no one-character code to be written with.
	 */
	public static CellGrid paintedTerrain(HexMap map, Collection<String> labels, TerrainType terrain) {
		if (terrain != map.getDefaultTerrain() && !isCoded(map, terrain)) {
			return null;
		}
		MapGeometry geometry = MapGeometry.of(map);
		int value = terrain == map.getDefaultTerrain() ? TerrainCodes.DEFAULT : TerrainCodes.cellValue(terrain);
		CellGrid grid = gridOf(map, map.getTerrain());
		for (String label : labels) {
			grid.set(geometry.bounds().index(geometry.hex(label)), value);
		}
		return grid;
	}

	/** The map's elevation grid with hexes raised (positive) or lowered (negative) by levels, within 0 and 35. */
	public static CellGrid changedElevation(HexMap map, Collection<String> labels, int levels) {
		MapGeometry geometry = MapGeometry.of(map);
		CellGrid grid = gridOf(map, map.getElevation());
		for (String label : labels) {
			int index = geometry.bounds().index(geometry.hex(label));
			grid.set(index, Math.max(0, Math.min(MAX_ELEVATION, grid.get(index) + levels)));
		}
		return grid;
	}

	/** The hexes connected to a hex through hexes of the same terrain: what a fill paints. */
	public static Set<Hex> connectedArea(HexMap map, Hex start) {
		MapGeometry geometry = MapGeometry.of(map);
		TerrainType terrain = geometry.terrainAt(start);
		Set<Hex> area = new HashSet<>();
		List<Hex> frontier = new ArrayList<>(List.of(start));
		while (!frontier.isEmpty()) {
			Hex hex = frontier.remove(frontier.size() - 1);
			if (!geometry.contains(hex) || geometry.terrainAt(hex) != terrain || !area.add(hex)) {
				continue;
			}
			for (HexDirection direction : HexDirection.values()) {
				frontier.add(hex.neighbour(direction));
			}
		}
		return area;
	}

	/** Puts a hex feature on a hex, or takes it off the hex that has it, as one line of the text. */
	public static boolean toggleFeature(EditorModel model, HexMap map, String label, FeatureType type) {
		for (HexFeature feature : map.getFeatures()) {
			if (label.equals(feature.getHex()) && feature.getType() == type) {
				return model.delete("Take off " + type.getName(), feature);
			}
		}
		HexFeature feature = BanneretFactory.eINSTANCE.createHexFeature();
		feature.setHex(label);
		feature.setType(type);
		return model.insert("Put " + type.getName(), map, BanneretPackage.Literals.HEX_MAP__FEATURES, feature);
	}

	/**
	 * Sets a hexside feature on a hexside, or clears it when the side has it already. The side is
	 * found from either of its hexes, so a wall drawn from the other hex is the same wall.
	 */
	public static boolean toggleHexside(EditorModel model, HexMap map, String label, HexDirection direction, HexsideFeatureType type) {
		MapGeometry geometry = MapGeometry.of(map);
		Hexside side = Hexside.of(geometry.hex(label), direction);
		for (HexsideFeature feature : map.getHexsideFeatures()) {
			if (feature.getType() == type && side.equals(sideOf(geometry, feature))) {
				return model.delete("Clear " + type.getName(), feature);
			}
		}
		HexsideFeature feature = BanneretFactory.eINSTANCE.createHexsideFeature();
		feature.setHex(label);
		feature.setSide(compassOf(geometry, direction));
		feature.setType(type);
		return model.insert("Set " + type.getName(), map, BanneretPackage.Literals.HEX_MAP__HEXSIDE_FEATURES, feature);
	}

	/** Lays a new path (a road, a river) through hexes, in order. */
	public static boolean addPath(EditorModel model, HexMap map, FeatureType type, List<String> labels) {
		MapPath path = BanneretFactory.eINSTANCE.createMapPath();
		path.setType(type);
		path.setName(freeName(map.getPaths(), type.getName()));
		path.getHexes().addAll(labels);
		return model.insert("Lay " + type.getName(), map, BanneretPackage.Literals.HEX_MAP__PATHS, path);
	}

	/** Adds hexes to a region, or takes them out of it; a region name the map lacks is made, with those hexes. */
	public static boolean paintRegion(EditorModel model, HexMap map, String regionName, Collection<String> labels, boolean remove) {
		Region region = map.getRegions().stream().filter(r -> regionName.equals(r.getName())).findFirst().orElse(null);
		if (region == null) {
			if (remove) {
				return false;
			}
			Region made = BanneretFactory.eINSTANCE.createRegion();
			made.setName(regionName);
			made.getHexes().addAll(labels);
			return model.insert("New region " + regionName, map, BanneretPackage.Literals.HEX_MAP__REGIONS, made);
		}
		return model.replace("Paint region " + regionName, region, () -> {
			for (String label : labels) {
				if (remove) {
					region.getHexes().remove(label);
				} else if (!region.getHexes().contains(label)) {
					region.getHexes().add(label);
				}
			}
		});
	}

	/** A name like "road1" that no element of the list has yet. */
	public static String freeName(List<? extends NamedElement> taken, String stem) {
		Set<String> names = new HashSet<>();
		taken.forEach(element -> names.add(element.getName()));
		String base = stem == null || stem.isEmpty() ? "element" : stem;
		for (int i = 1;; i++) {
			if (!names.contains(base + i)) {
				return base + i;
			}
		}
	}

	private static Hexside sideOf(MapGeometry geometry, HexsideFeature feature) {
		try {
			return Hexside.of(geometry.hex(feature.getHex()), geometry.direction(feature.getSide()));
		} catch (RuntimeException e) {
			return null; // a half-typed or impossible hexside; the language reports it
		}
	}

	/** The compass point that names a direction on this map's grid. */
	static Compass compassOf(MapGeometry geometry, HexDirection direction) {
		for (Compass compass : Compass.values()) {
			try {
				if (geometry.direction(compass) == direction) {
					return compass;
				}
			} catch (IllegalArgumentException e) {
				// a corner on this grid
			}
		}
		throw new IllegalStateException("no compass point names " + direction);
	}

	private static boolean isCoded(HexMap map, TerrainType terrain) {
		return map.getGameSystem() != null && map.getGameSystem().getTerrainTypes().contains(terrain)
				|| map.getTerrainPalette().contains(terrain);
	}

	/**
	 * A copy of a grid at the map's size: the cells a grid of another size has (rows still being
	 * typed) are kept, so that a stroke never writes over what the text holds.
	 */
	private static CellGrid gridOf(HexMap map, CellGrid grid) {
		int columns = map.getGrid().getColumns();
		int rows = map.getGrid().getRows();
		if (grid != null && grid.columns() == columns && grid.rows() == rows) {
			return grid.copy();
		}
		CellGrid sized = new CellGrid(columns, rows);
		if (grid != null) {
			for (int row = 0; row < Math.min(rows, grid.rows()); row++) {
				for (int column = 0; column < Math.min(columns, grid.columns()); column++) {
					sized.set(column, row, grid.get(column, row));
				}
			}
		}
		return sized;
	}
}

package org.banneret.model.map;

import java.util.HashMap;
import java.util.Map;

import org.banneret.model.HexMap;
import org.banneret.model.TerrainType;

/**
 * How a map's terrain grid names terrain: each cell holds the one-character code of a terrain
 * type, and 0 (written '.') is the map's default terrain. Codes resolve against the map's
 * palette first, then its game system, so a grid stays readable as text and needs no index.
 */
public final class TerrainCodes {

	/** The cell value of the default terrain. */
	public static final int DEFAULT = 0;

	/** How the default terrain is written in a row of terrain codes. */
	public static final char DEFAULT_CHARACTER = '.';

	private final TerrainType defaultTerrain;
	private final Map<Integer, TerrainType> byCode = new HashMap<>();

	private TerrainCodes(HexMap map) {
		this.defaultTerrain = map.getDefaultTerrain();
		if (map.getGameSystem() != null) {
			map.getGameSystem().getTerrainTypes().forEach(this::register);
		}
		map.getTerrainPalette().forEach(this::register);
	}

	public static TerrainCodes of(HexMap map) {
		return new TerrainCodes(map);
	}

	private void register(TerrainType type) {
		if (type.getCode() != null && type.getCode().length() == 1) {
			byCode.put(cellValue(type.getCode().charAt(0)), type);
		}
	}

	/** The cell value that stands for a code character; '.' is the default terrain. */
	public static int cellValue(char code) {
		return code == DEFAULT_CHARACTER ? DEFAULT : code;
	}

	/** The code character written for a cell value. */
	public static char character(int cellValue) {
		return cellValue == DEFAULT ? DEFAULT_CHARACTER : (char) cellValue;
	}

	/** The cell value that paints this terrain type. */
	public static int cellValue(TerrainType type) {
		String code = type.getCode();
		if (code == null || code.length() != 1 || code.charAt(0) == DEFAULT_CHARACTER) {
			throw new IllegalArgumentException("terrain '" + type.getName()
					+ "' needs a one-character code other than '.' to be painted on a map, not " + code);
		}
		return cellValue(code.charAt(0));
	}

	/** Whether a cell value names a terrain on this map. */
	public boolean isKnown(int cellValue) {
		return cellValue == DEFAULT || byCode.containsKey(cellValue);
	}

	/** The terrain a cell value names, or null when no terrain type has that code. */
	public TerrainType terrain(int cellValue) {
		return cellValue == DEFAULT ? defaultTerrain : byCode.get(cellValue);
	}
}

package org.banneret.ui.map.tools;

import org.banneret.model.FeatureType;
import org.banneret.model.GameSystem;
import org.banneret.model.HexMap;
import org.banneret.model.HexsideFeatureType;
import org.banneret.model.NamedElement;
import org.banneret.model.TerrainType;

/** The game system's terrain and feature types by name, as the palette names them. */
final class Lookups {

	private Lookups() {
	}

	static TerrainType terrain(HexMap map, String name) {
		return named(system(map) == null ? null : system(map).getTerrainTypes(), name);
	}

	static FeatureType feature(HexMap map, String name) {
		return named(system(map) == null ? null : system(map).getFeatureTypes(), name);
	}

	static HexsideFeatureType hexside(HexMap map, String name) {
		return named(system(map) == null ? null : system(map).getHexsideFeatureTypes(), name);
	}

	private static GameSystem system(HexMap map) {
		return map.getGameSystem() == null || map.getGameSystem().eIsProxy() ? null : map.getGameSystem();
	}

	private static <T extends NamedElement> T named(java.util.List<T> elements, String name) {
		if (elements == null) {
			return null;
		}
		return elements.stream().filter(element -> name != null && name.equals(element.getName())).findFirst().orElse(null);
	}
}

package org.banneret.interop.tiled;

import java.util.List;
import java.util.Map;

/**
 * What Banneret reads of a Tiled map: its grid, its properties, its tile layers as global tile
 * ids (flip and rotation bits cleared), each tile's properties by global id, and its objects.
 */
public record TiledMap(boolean flat, boolean odd, int columns, int rows, Map<String, String> properties, List<TileLayer> layers,
		Map<Integer, Map<String, String>> tiles, List<TiledObject> objects) {

	/** A tile layer: row-major global tile ids, 0 for none. */
	public record TileLayer(String name, int[] gids) {
	}

	/** An object of an object layer, with its type (or class) and properties. */
	public record TiledObject(String layer, String name, String type, double x, double y, Map<String, String> properties) {
	}
}

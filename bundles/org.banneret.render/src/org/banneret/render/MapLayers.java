package org.banneret.render;

/** Which parts of a map to draw: the editor shows them all, an export may leave some out. */
public record MapLayers(boolean terrain, boolean elevation, boolean grid, boolean hexsides, boolean paths,
		boolean features, boolean regions, boolean labels, boolean edges) {

	public static final MapLayers ALL = new MapLayers(true, true, true, true, true, true, true, true, true);

	public MapLayers withLabels(boolean on) {
		return new MapLayers(terrain, elevation, grid, hexsides, paths, features, regions, on, edges);
	}

	public MapLayers withRegions(boolean on) {
		return new MapLayers(terrain, elevation, grid, hexsides, paths, features, on, labels, edges);
	}

	public MapLayers withElevation(boolean on) {
		return new MapLayers(terrain, on, grid, hexsides, paths, features, regions, labels, edges);
	}
}

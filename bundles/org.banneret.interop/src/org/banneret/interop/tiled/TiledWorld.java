package org.banneret.interop.tiled;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.banneret.model.map.Board;
import org.banneret.model.persistence.AtomicFiles;

/**
 * A scenario's board as a Tiled world: each sheet a Tiled map of its own (its .tmx and tileset,
 * as a lone map exports), laid at its place by a {@code .world} file, the way Tiled joins maps
 * side by side. Each sheet stays a map a designer can edit in Tiled and import again as its
 * .hexmap. Tiled places a world's maps without turning them, so a sheet turned 180 degrees
 * cannot be one.
 */
public final class TiledWorld {

	private TiledWorld() {
	}

	/**
	 * Writes the world and one map a sheet beside it ({@code assault-village.tmx} for the sheet
	 * {@code village} of {@code assault.world}); returns the maps written.
	 *
	 * @throws IllegalArgumentException when a sheet is turned
	 */
	public static List<Path> write(Board board, Path world) throws IOException {
		for (Board.Sheet sheet : board.sheets()) {
			if (sheet.turned()) {
				throw new IllegalArgumentException("sheet " + sheet.id() + " is turned 180 degrees, and a Tiled world lays its maps"
						+ " without turning them; export that sheet's map on its own");
			}
		}
		String stem = world.getFileName().toString().replaceFirst("\\.world$", "");
		List<Path> written = new ArrayList<>();
		StringBuilder json = new StringBuilder("{\n    \"maps\": [\n");
		for (int i = 0; i < board.sheets().size(); i++) {
			Board.Sheet sheet = board.sheets().get(i);
			TmxWriter writer = new TmxWriter(sheet.map());
			Path tmx = world.resolveSibling(stem + "-" + sheet.id() + ".tmx");
			writer.write(tmx);
			written.add(tmx);
			TiledGrid grid = writer.grid();
			int[] at = origin(grid, sheet.column(), sheet.row());
			int[] size = size(grid);
			json.append(String.format(Locale.ROOT,
					"        {\n            \"fileName\": \"%s\",\n            \"height\": %d,\n            \"width\": %d,\n"
							+ "            \"x\": %d,\n            \"y\": %d\n        }%s\n",
					tmx.getFileName(), size[1], size[0], at[0], at[1], i + 1 < board.sheets().size() ? "," : ""));
		}
		json.append("    ],\n    \"onlyShowAdjacentMaps\": false,\n    \"type\": \"world\"\n}\n");
		AtomicFiles.write(world, json.toString().getBytes(StandardCharsets.UTF_8));
		return written;
	}

	/** Where the top left of a sheet's map lies in the world: its board column and row, in Tiled's whole-pixel steps. */
	static int[] origin(TiledGrid grid, int column, int row) {
		return grid.flat() ? new int[] { column * grid.columnWidth(), row * grid.tileHeight() }
				: new int[] { column * grid.tileWidth(), row * grid.rowHeight() };
	}

	/** A staggered map's size in pixels, as Tiled works it out. */
	private static int[] size(TiledGrid grid) {
		if (grid.flat()) {
			return new int[] { grid.columns() * grid.columnWidth() + grid.tileWidth() - grid.columnWidth(),
					grid.rows() * grid.tileHeight() + grid.tileHeight() / 2 };
		}
		return new int[] { grid.columns() * grid.tileWidth() + grid.tileWidth() / 2,
				grid.rows() * grid.rowHeight() + grid.tileHeight() - grid.rowHeight() };
	}
}

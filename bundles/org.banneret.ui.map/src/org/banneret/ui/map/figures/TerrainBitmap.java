package org.banneret.ui.map.figures;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.banneret.model.TerrainType;
import org.banneret.model.hex.Hex;
import org.banneret.model.hex.OffsetCoord;
import org.banneret.render.MapLook;
import org.banneret.render.MapPainter;
import org.banneret.render.Rgb;
import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.PaletteData;
import org.eclipse.swt.widgets.Display;

/**
 * A map's terrain as images of a pixel a hex, stretched over the map where hexes are a few pixels
 * across: a million hexes cost a few image draws. The images are tiles of {@link #TILE} hexes a
 * side, and only those under the clip are drawn: SWT copies an image's every pixel on each draw
 * (GC.drawImage asks it for its ImageData), so a tile of the overview's thumbnail costs one small
 * copy instead of the whole map's.
 */
final class TerrainBitmap {

	static final int TILE = 256;
	private static final Object NO_TERRAIN = new Object();

	/** The map as drawn now: tiles not made yet are made from it. */
	private MapPainter painter;
	private final Draw2dPainter.Resources resources;
	/** The board column and row of the image's top-left pixel: 0, 0 for a lone map, the sheets' least on a board. */
	private final int left;
	private final int top;
	private final int columns;
	private final int rows;
	private final Image[][] tiles;
	private final Map<Object, Rgb> colours = new HashMap<>();

	TerrainBitmap(MapPainter painter, Draw2dPainter.Resources resources) {
		this.painter = painter;
		this.resources = resources;
		// The rectangle of board columns and rows the sheets cover; a cell no sheet covers is the page's background.
		var sheets = painter.board().sheets();
		this.left = sheets.stream().mapToInt(sheet -> sheet.column()).min().orElse(0);
		this.top = sheets.stream().mapToInt(sheet -> sheet.row()).min().orElse(0);
		this.columns = sheets.stream().mapToInt(sheet -> sheet.column() + sheet.columns()).max().orElse(0) - left;
		this.rows = sheets.stream().mapToInt(sheet -> sheet.row() + sheet.rows()).max().orElse(0) - top;
		this.tiles = new Image[(rows + TILE - 1) / TILE][(columns + TILE - 1) / TILE];
	}

	/** Draws the tiles under the clip over the map's area, which starts at (offset, offset) in figure pixels. */
	void paint(Graphics graphics, Rectangle clip, int offset) {
		double width = painter.width() * Draw2dPainter.PIXELS_PER_MM;
		double height = painter.height() * Draw2dPainter.PIXELS_PER_MM;
		for (int tileRow = 0; tileRow < tiles.length; tileRow++) {
			int firstRow = tileRow * TILE;
			int lastRow = Math.min(rows, firstRow + TILE);
			int top = offset + (int) Math.round(firstRow * height / rows);
			int bottom = offset + (int) Math.round(lastRow * height / rows);
			for (int tileColumn = 0; tileColumn < tiles[tileRow].length; tileColumn++) {
				int firstColumn = tileColumn * TILE;
				int lastColumn = Math.min(columns, firstColumn + TILE);
				int left = offset + (int) Math.round(firstColumn * width / columns);
				int right = offset + (int) Math.round(lastColumn * width / columns);
				if (clip.intersects(new Rectangle(left, top, right - left, bottom - top))) {
					graphics.drawImage(tile(tileRow, tileColumn), 0, 0, lastColumn - firstColumn, lastRow - firstRow, left, top,
							right - left, bottom - top);
				}
			}
		}
	}

	/** Takes a new reading of the same map whose cells changed in some hexes, and sets their pixels in the tiles made so far. */
	void update(MapPainter now, Set<Hex> hexes) {
		painter = now;
		Map<Image, List<Hex>> byTile = new HashMap<>();
		for (Hex hex : hexes) {
			OffsetCoord at = cellOf(hex);
			Image tile = tiles[at.row() / TILE][at.column() / TILE];
			if (tile != null) { // a tile not made yet is made from the map when it is first drawn
				byTile.computeIfAbsent(tile, key -> new ArrayList<>()).add(hex);
			}
		}
		byTile.forEach((tile, inTile) -> {
			GC gc = new GC(tile); // one a tile, not one a hex: a fill may change thousands
			try {
				for (Hex hex : inTile) {
					OffsetCoord at = cellOf(hex);
					gc.setBackground(resources.color(colour(hex)));
					gc.fillRectangle(at.column() % TILE, at.row() % TILE, 1, 1);
				}
			} finally {
				gc.dispose();
			}
		});
	}

	void dispose() {
		for (Image[] row : tiles) {
			for (Image tile : row) {
				if (tile != null) {
					tile.dispose();
				}
			}
		}
	}

	private Image tile(int tileRow, int tileColumn) {
		Image tile = tiles[tileRow][tileColumn];
		if (tile == null) {
			int firstRow = tileRow * TILE;
			int firstColumn = tileColumn * TILE;
			int width = Math.min(TILE, columns - firstColumn);
			int height = Math.min(TILE, rows - firstRow);
			ImageData data = new ImageData(width, height, 24, new PaletteData(0xff0000, 0xff00, 0xff));
			var layout = painter.board().layout();
			for (int row = 0; row < height; row++) {
				for (int column = 0; column < width; column++) {
					Rgb rgb = colour(layout.toHex(new OffsetCoord(left + firstColumn + column, top + firstRow + row)));
					data.setPixel(column, row, rgb.red() << 16 | rgb.green() << 8 | rgb.blue());
				}
			}
			tile = new Image(Display.getCurrent(), data);
			tiles[tileRow][tileColumn] = tile;
		}
		return tile;
	}

	/** The image's column and row of a board hex. */
	private OffsetCoord cellOf(Hex hex) {
		OffsetCoord at = painter.board().layout().toOffset(hex);
		return new OffsetCoord(at.column() - left, at.row() - top);
	}

	/** A hex's pixel: its terrain's colour; the background between the sheets of a board. */
	private Rgb colour(Hex hex) {
		if (painter.isBoard() && !painter.board().contains(hex)) {
			return MapFigure.BACKGROUND;
		}
		TerrainType terrain = painter.terrainAt(hex);
		return colours.computeIfAbsent(terrain == null ? NO_TERRAIN : terrain,
				key -> MapLook.terrain(key instanceof TerrainType type ? type : null));
	}
}

package org.banneret.ui.map.figures;

import java.util.List;
import java.util.Map;
import java.util.Set;

import org.banneret.model.Structure;
import org.banneret.model.hex.Hex;
import org.banneret.model.map.Board;
import org.banneret.render.MapLayers;
import org.banneret.render.MapPainter;
import org.banneret.render.Rgb;
import org.banneret.ui.map.parts.Findings;
import org.banneret.ui.map.parts.MapView;
import org.eclipse.draw2d.FreeformLayer;
import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.Label;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.draw2d.geometry.Rectangle;

/**
 * The map as one figure: it paints only the hexes under the clip, from the map's compact grids,
 * then the findings over them, then what a tool is about to change. No figure per hex. Counters
 * and areas are its children.
 */
public final class MapFigure extends FreeformLayer {

	private static final Rgb ERROR = new Rgb(0xd3, 0x2f, 0x2f);
	private static final Rgb WARNING = new Rgb(0xf5, 0x9e, 0x0b);
	private static final Rgb PREVIEW = new Rgb(0x1e, 0x88, 0xe5);
	/** The page around the map and between the sheets of a board. */
	static final Rgb BACKGROUND = new Rgb(0xf4, 0xf1, 0xea);

	/** Below this many screen pixels a hex, the terrain is drawn as an image of one pixel a hex, not as polygons. */
	static final double BITMAP_BELOW_PIXELS = 8;

	/** Where an edit changed more hexes than this (a large fill), the whole map is drawn again, from a new bitmap. */
	private static final int REPAINTED_CELLS_AT_MOST = 10_000;

	private final Draw2dPainter.Resources resources;
	private final PlacedLayout placed = new PlacedLayout();
	private MapView view;
	private TerrainBitmap bitmap;
	/** The map as the page last drew it; the findings, the chosen hex and a tool's preview are drawn over it each time. */
	private final MapBuffer drawn = new MapBuffer();
	private MapView bitmapOf;
	private MapCoordinates coordinates;
	private Set<Hex> preview = Set.of();
	private Hex hovered;
	private Hex chosen;

	public MapFigure(Draw2dPainter.Resources resources) {
		this.resources = resources;
		setLayoutManager(placed);
		setOpaque(true);
	}

	/**
	 * Follows the pointer over the canvas, at a point of the canvas: the hex under it is the one a
	 * hover describes. The canvas tells every move, a drag's included, which the edit domain takes
	 * from draw2d's own mouse listeners; a counter dropped on a hex leaves that hex hovered.
	 */
	public void pointerAt(int x, int y) {
		Point point = new Point(x, y);
		translateToRelative(point);
		hovered = coordinates == null ? null : coordinates.hexAt(point);
	}

	public void setView(MapView view) {
		MapView before = this.view;
		this.view = view;
		MapCoordinates earlier = coordinates;
		this.coordinates = view.painter() == null ? null : new MapCoordinates(view);
		if (earlier == null || coordinates == null || earlier.offset() != coordinates.offset()) {
			drawn.forgetAll(); // the map lies elsewhere in the figure
			repaint();
		}
		if (earlier == null || coordinates == null || earlier.totalWidth() != coordinates.totalWidth()
				|| earlier.totalHeight() != coordinates.totalHeight()) {
			// The freeform pane sets a layer's bounds to what its extent and the viewport need; setting them here repainted all.
			revalidate();
		}
		if (before != null && drawsTheSameMap(before, view)) {
			// A set-up's edit leaves the map it is read on: its counters repaint themselves, the map only where findings changed.
			if (bitmapOf == before) {
				bitmapOf = view;
			}
			repaintHexes(view.findings().differingFrom(before.findings()));
			return;
		}
		Set<Hex> cells = before == null ? null : view.changedCellsSince(before);
		if (cells == null || cells.size() > REPAINTED_CELLS_AT_MOST) {
			drawn.forgetAll();
			repaint();
			return;
		}
		if (!cells.isEmpty()) {
			drawn.forget(areaOf(cells));
		}
		// A brush or fill stroke: only its hexes are drawn again.
		if (bitmap != null && bitmapOf == before) {
			bitmap.update(view.painter(), cells);
			bitmapOf = view;
		}
		repaintHexes(cells);
		repaintHexes(view.findings().differingFrom(before.findings()));
	}

	/** Whether two views draw the same map: a scenario's map, read from its own unchanged file. */
	private static boolean drawsTheSameMap(MapView before, MapView after) {
		return after.map() != null && after.map() == before.map() && !after.editsMap() && !before.editsMap()
				&& before.painter() != null && after.painter() != null
				&& before.painter().board().laysOutLike(after.painter().board()); // a sheet moved, turned or added is drawn anew
	}

	public MapCoordinates coordinates() {
		return coordinates;
	}

	/** Shows the hexes a tool is about to change, until it is done. */
	public void preview(Set<Hex> hexes) {
		Set<Hex> before = preview;
		preview = Set.copyOf(hexes);
		repaintHexes(before);
		repaintHexes(preview);
	}

	/** Outlines the hex whose properties show, or none. */
	public void choose(Hex hex) {
		Hex before = chosen;
		chosen = hex;
		repaintHexes(before == null ? Set.of() : Set.of(before));
		repaintHexes(hex == null ? Set.of() : Set.of(hex));
	}

	/** Repaints the area of some hexes only. */
	public void repaintHexes(Set<Hex> hexes) {
		if (coordinates == null || hexes.isEmpty()) {
			return;
		}
		repaint(areaOf(hexes));
	}

	/** The figure rectangle that holds some hexes, with the width of a stroke round them. */
	private Rectangle areaOf(Set<Hex> hexes) {
		Rectangle area = null;
		for (Hex hex : hexes) {
			Rectangle bounds = coordinates.boundsOf(hex);
			area = area == null ? bounds : area.union(bounds);
		}
		return area.expand(4, 4);
	}

	@Override
	public Rectangle getFreeformExtent() {
		// The counters' extent as the layout keeps it: draw2d's own unites every child's bounds after each move.
		Rectangle extent = placed.extent(this);
		Rectangle map = coordinates == null ? null : new Rectangle(0, 0, coordinates.totalWidth(), coordinates.totalHeight());
		if (extent == null) {
			return map != null ? map : new Rectangle();
		}
		return map == null ? extent : extent.union(map);
	}

	@Override
	protected void paintFigure(Graphics graphics) {
		Rectangle clip = graphics.getClip(new Rectangle());
		if (coordinates == null) {
			graphics.setBackgroundColor(resources.color(BACKGROUND));
			graphics.fillRectangle(clip);
			graphics.setForegroundColor(resources.color(new Rgb(0x60, 0x20, 0x20)));
			graphics.drawString(view == null || view.problem() == null ? "" : view.problem(), 20, 20);
			return;
		}
		if (graphics instanceof PageGraphics page) {
			drawn.paint(page, clip, this::paintMap);
		} else {
			paintMap(graphics, clip);
		}
		MapPainter painter = view.painter();
		Draw2dPainter surface = new Draw2dPainter(graphics, resources, coordinates.offset(), coordinates.offset());
		double x = coordinates.toMm(clip.x);
		double y = coordinates.toMm(clip.y);
		double width = clip.width / Draw2dPainter.PIXELS_PER_MM;
		double height = clip.height / Draw2dPainter.PIXELS_PER_MM;
		paintFindings(surface, painter, x, y, width, height, tiny(surface));
		if (chosen != null) {
			surface.line(PREVIEW, painter.layout().flatToFlat() * 0.08, false);
			surface.strokePolygon(painter.outline(chosen));
		}
		if (!preview.isEmpty()) {
			surface.line(PREVIEW, painter.layout().flatToFlat() * 0.06, false);
			surface.opacity(0.35);
			surface.fill(PREVIEW);
			for (Hex hex : preview) {
				surface.fillPolygon(painter.outline(hex));
			}
			surface.opacity(1);
			for (Hex hex : preview) {
				surface.strokePolygon(painter.outline(hex));
			}
		}
	}

	/** Whether hexes are so small on this surface that the terrain is an image of a pixel a hex. */
	private boolean tiny(Draw2dPainter surface) {
		return surface.unitsPerMm() * view.painter().layout().flatToFlat() < BITMAP_BELOW_PIXELS;
	}

	/** The map itself within a clip: the page, the terrain and everything the renderer draws on it. */
	private void paintMap(Graphics graphics, Rectangle clip) {
		graphics.setBackgroundColor(resources.color(BACKGROUND));
		graphics.fillRectangle(clip);
		MapPainter painter = view.painter();
		Draw2dPainter surface = new Draw2dPainter(graphics, resources, coordinates.offset(), coordinates.offset());
		if (tiny(surface)) {
			paintBitmap(graphics, clip);
			if (painter.isBoard()) {
				painter.paintSeams(surface, true); // the sheets' edges and names, which the image's square cells do not show
			}
		} else {
			painter.paint(surface, coordinates.toMm(clip.x), coordinates.toMm(clip.y), clip.width / Draw2dPainter.PIXELS_PER_MM,
					clip.height / Draw2dPainter.PIXELS_PER_MM, MapLayers.ALL);
		}
	}

	/** The terrain as images of a pixel a hex, stretched over the map; made again for each new view but a brush stroke's. */
	private void paintBitmap(Graphics graphics, Rectangle clip) {
		if (bitmap == null || bitmapOf != view) {
			disposeBitmap();
			bitmap = new TerrainBitmap(view.painter(), resources);
			bitmapOf = view;
		}
		bitmap.paint(graphics, clip, coordinates.offset());
	}

	private void disposeBitmap() {
		if (bitmap != null) {
			bitmap.dispose();
			bitmap = null;
			bitmapOf = null;
		}
	}

	@Override
	public void removeNotify() {
		disposeBitmap();
		drawn.dispose();
		super.removeNotify();
	}

	/**
	 * The findings' hexes within the clip (millimetres), shaded and outlined; where hexes are a
	 * few pixels (a whole big map, or the overview's thumbnail), one plain square a hex.
	 */
	private void paintFindings(Draw2dPainter surface, MapPainter painter, double x, double y, double w, double h, boolean tiny) {
		// Thin: the hex's terrain, its label and the counters on it must still read through the tint.
		double width = painter.layout().flatToFlat() * 0.03;
		double reach = painter.layout().flatToFlat();
		for (Map.Entry<Hex, List<Findings.Finding>> entry : view.findings().all().entrySet()) {
			var centre = painter.centre(entry.getKey());
			if (centre.x() < x - reach || centre.x() > x + w + reach || centre.y() < y - reach || centre.y() > y + h + reach) {
				continue;
			}
			boolean error = entry.getValue().stream().anyMatch(Findings.Finding::error);
			Rgb colour = error ? ERROR : WARNING;
			if (tiny) {
				surface.fill(colour);
				surface.fillRectangle(centre.x() - reach / 2, centre.y() - reach / 2, reach, reach);
				continue;
			}
			double[] outline = painter.outline(entry.getKey());
			surface.opacity(0.18);
			surface.fill(colour);
			surface.fillPolygon(outline);
			surface.opacity(1);
			surface.line(colour, width, false);
			surface.strokePolygon(outline);
		}
	}

	/** The hex's label, terrain and findings, for the hovered hex. */
	@Override
	public IFigure getToolTip() {
		if (hovered == null || view == null || view.painter() == null) {
			return null;
		}
		return new Label(describe(hovered));
	}

	/** What a hover over a hex tells: its label, terrain, elevation, and the findings there with their rules. */
	public String describe(Hex hex) {
		MapPainter painter = view.painter();
		StringBuilder text = new StringBuilder(painter.label(hex));
		var terrain = painter.terrainAt(hex);
		if (terrain != null) {
			text.append("  ").append(terrain.getTitle() != null ? terrain.getTitle() : terrain.getName());
		}
		int level = painter.elevationAt(hex);
		if (level != 0) {
			text.append(", level ").append(level);
		}
		Structure structure = structureAt(painter, hex);
		if (structure != null) {
			text.append("\n").append(structure.getTitle() != null ? structure.getTitle() : structure.getName())
					.append(structure.isSetRole() ? " (" + structure.getRole().getLiteral() + ")" : "");
		}
		return HoverText.of(text.toString(), view.findings().at(hex));
	}

	/** The structure of the siege record a hex of the board belongs to, on its own sheet's map; or null. */
	private static Structure structureAt(MapPainter painter, Hex hex) {
		Board.Sheet sheet = painter.board().sheetAt(hex);
		if (sheet == null) {
			return null;
		}
		String label = sheet.geometry().label(sheet.toLocal(hex));
		for (Structure structure : sheet.map().getStructures()) {
			if (structure.getHexes().contains(label)) {
				return structure;
			}
		}
		return null;
	}

	public Hex hovered() {
		return hovered;
	}
}

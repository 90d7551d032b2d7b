package org.banneret.ui.map.figures;

import java.util.List;
import java.util.Map;
import java.util.Set;

import org.banneret.model.hex.Hex;
import org.banneret.render.MapLayers;
import org.banneret.render.MapPainter;
import org.banneret.render.Rgb;
import org.banneret.ui.map.parts.Findings;
import org.banneret.ui.map.parts.MapView;
import org.eclipse.draw2d.FreeformLayer;
import org.eclipse.draw2d.FreeformLayout;
import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.Label;
import org.eclipse.draw2d.MouseEvent;
import org.eclipse.draw2d.MouseMotionListener;
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

	private final Draw2dPainter.Resources resources;
	private MapView view;
	private MapCoordinates coordinates;
	private Set<Hex> preview = Set.of();
	private Hex hovered;

	public MapFigure(Draw2dPainter.Resources resources) {
		this.resources = resources;
		setLayoutManager(new FreeformLayout());
		setOpaque(true);
		addMouseMotionListener(new MouseMotionListener.Stub() {
			@Override
			public void mouseMoved(MouseEvent event) {
				hovered = coordinates == null ? null : coordinates.hexAt(event.getLocation());
			}
		});
	}

	public void setView(MapView view) {
		this.view = view;
		this.coordinates = view.painter() == null ? null : new MapCoordinates(view);
		if (coordinates != null) {
			setBounds(new Rectangle(0, 0, coordinates.totalWidth(), coordinates.totalHeight()));
		}
		invalidateTree();
		repaint();
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

	/** Repaints the area of some hexes only. */
	public void repaintHexes(Set<Hex> hexes) {
		if (coordinates == null || hexes.isEmpty()) {
			return;
		}
		Rectangle area = null;
		for (Hex hex : hexes) {
			Rectangle bounds = coordinates.boundsOf(hex);
			area = area == null ? bounds : area.union(bounds);
		}
		repaint(area.expand(4, 4));
	}

	@Override
	public Rectangle getFreeformExtent() {
		Rectangle extent = super.getFreeformExtent().getCopy();
		return coordinates == null ? extent : extent.union(new Rectangle(0, 0, coordinates.totalWidth(), coordinates.totalHeight()));
	}

	@Override
	protected void paintFigure(Graphics graphics) {
		Rectangle clip = graphics.getClip(new Rectangle());
		graphics.setBackgroundColor(resources.color(new Rgb(0xf4, 0xf1, 0xea)));
		graphics.fillRectangle(clip);
		if (coordinates == null) {
			graphics.setForegroundColor(resources.color(new Rgb(0x60, 0x20, 0x20)));
			graphics.drawString(view == null || view.problem() == null ? "" : view.problem(), 20, 20);
			return;
		}
		MapPainter painter = view.painter();
		Draw2dPainter surface = new Draw2dPainter(graphics, resources, coordinates.offset(), coordinates.offset());
		double x = coordinates.toMm(clip.x);
		double y = coordinates.toMm(clip.y);
		painter.paint(surface, x, y, clip.width / Draw2dPainter.PIXELS_PER_MM, clip.height / Draw2dPainter.PIXELS_PER_MM,
				MapLayers.ALL);
		paintFindings(surface, painter);
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

	private void paintFindings(Draw2dPainter surface, MapPainter painter) {
		double width = painter.layout().flatToFlat() * 0.07;
		for (Map.Entry<Hex, List<Findings.Finding>> entry : view.findings().all().entrySet()) {
			boolean error = entry.getValue().stream().anyMatch(Findings.Finding::error);
			Rgb colour = error ? ERROR : WARNING;
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

	/** What a hover over a hex tells: its label, terrain, elevation, and each finding with rule and citation. */
	public String describe(Hex hex) {
		MapPainter painter = view.painter();
		StringBuilder text = new StringBuilder(painter.geometry().label(hex));
		var terrain = painter.terrainAt(hex);
		if (terrain != null) {
			text.append("  ").append(terrain.getTitle() != null ? terrain.getTitle() : terrain.getName());
		}
		int level = painter.elevationAt(hex);
		if (level != 0) {
			text.append(", level ").append(level);
		}
		for (Findings.Finding finding : view.findings().at(hex)) {
			text.append('\n').append(finding.error() ? "Error: " : "Warning: ").append(finding.describe());
		}
		return text.toString();
	}

	public Hex hovered() {
		return hovered;
	}
}

package org.banneret.ui.map.tools;

import org.banneret.model.Scenario;
import org.banneret.model.hex.Hex;
import org.banneret.model.hex.OffsetCoord;
import org.banneret.model.map.Board;
import org.banneret.ui.map.commands.SheetEdits;
import org.banneret.ui.map.parts.MapEditPart;
import org.eclipse.draw2d.ColorConstants;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.Label;
import org.eclipse.draw2d.Polygon;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.draw2d.geometry.PointList;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.gef.LayerConstants;
import org.eclipse.gef.editparts.LayerManager;
import org.eclipse.gef.tools.AbstractTool;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Cursor;

/**
 * A layout tool of a scenario's board: it works on whole sheets, shows where a sheet would lie
 * (green where it fits, red with why where it does not), and writes the sheet's {@code map} line.
 * A refusal is said on the status line as well, since the feedback goes when the mouse is let go.
 */
public abstract class SheetTool extends AbstractTool {

	private Polygon outline;
	private Label caption;

	@Override
	protected Cursor getDefaultCursor() {
		return org.eclipse.swt.widgets.Display.getCurrent().getSystemCursor(SWT.CURSOR_SIZEALL);
	}

	@Override
	protected String getCommandName() {
		return "sheet tool";
	}

	@Override
	public void deactivate() {
		hideFeedback();
		super.deactivate();
	}

	/** The map's edit part, or null before the viewer shows a scenario's board. */
	protected MapEditPart map() {
		return getCurrentViewer() != null && getCurrentViewer().getContents() instanceof MapEditPart map
				&& map.view().scenario() != null && map.view().painter() != null ? map : null;
	}

	protected Scenario scenario() {
		return map().view().scenario();
	}

	protected Board board() {
		return map().view().painter().board();
	}

	/** The board hex under a viewer point, on the board or off it. */
	protected Hex boardHexAt(Point location) {
		Point point = location.getCopy();
		map().mapFigure().translateToRelative(point);
		var coordinates = map().mapFigure().coordinates();
		return map().view().painter().layout().hexAt(coordinates.toMm(point.x), coordinates.toMm(point.y));
	}

	/** Writes a placing that fits; says why on the status line where it does not. */
	protected void place(String label, SheetEdits.Placing placing, boolean isNew) {
		hideFeedback();
		if (!placing.fits()) {
			tell(label + " was not done: " + placing.problem());
			return;
		}
		tell(null);
		executeCommand(SheetEdits.command(label, map().editorModel(), placing, isNew));
	}

	private void tell(String problem) {
		StatusLine.say(getDomain(), problem);
	}

	/**
	 * Outlines the board rectangle a placing would cover, with its offset or why it does not fit: on
	 * the unscaled feedback layer, so that the line and the words keep their size at every zoom.
	 */
	protected void showFeedback(SheetEdits.Placing placing) {
		IFigure layer = LayerManager.Helper.find(map()).getLayer(LayerConstants.FEEDBACK_LAYER);
		if (outline == null) {
			outline = new Polygon();
			outline.setLineWidth(3);
			outline.setFill(false);
			caption = new Label();
			caption.setOpaque(true);
			caption.setBackgroundColor(ColorConstants.white);
			layer.add(outline);
			layer.add(caption);
		}
		PointList points = rectangleOf(placing);
		map().mapFigure().translateToAbsolute(points);
		layer.translateToRelative(points);
		outline.setPoints(points);
		outline.setForegroundColor(placing.fits() ? ColorConstants.darkGreen : ColorConstants.red);
		caption.setForegroundColor(placing.fits() ? ColorConstants.darkGreen : ColorConstants.red);
		caption.setText(placing.fits() ? placing.id() + ": offset " + placing.column() + ", " + placing.row()
				+ (placing.rotation() == 180 ? " rotated 180" : "") : placing.problem());
		Rectangle box = points.getBounds();
		caption.setBounds(new Rectangle(box.x, box.y - 18, caption.getPreferredSize().width, 18));
	}

	protected void hideFeedback() {
		if (outline != null) {
			outline.getParent().remove(outline);
			caption.getParent().remove(caption);
			outline = null;
			caption = null;
		}
	}

	/** The corners of the board rectangle a placing covers, in map figure pixels: round its four corner hexes. */
	private PointList rectangleOf(SheetEdits.Placing placing) {
		OffsetCoord[] corners = placing.corners();
		var painter = map().view().painter();
		var coordinates = map().mapFigure().coordinates();
		double minX = Double.MAX_VALUE;
		double minY = Double.MAX_VALUE;
		double maxX = -Double.MAX_VALUE;
		double maxY = -Double.MAX_VALUE;
		for (int column : new int[] { corners[0].column(), corners[1].column() }) {
			for (int row : new int[] { corners[0].row(), corners[1].row() }) {
				double[] xy = painter.outline(board().layout().toHex(new OffsetCoord(column, row)));
				for (int i = 0; i < xy.length; i += 2) {
					minX = Math.min(minX, xy[i]);
					maxX = Math.max(maxX, xy[i]);
					minY = Math.min(minY, xy[i + 1]);
					maxY = Math.max(maxY, xy[i + 1]);
				}
			}
		}
		PointList points = new PointList();
		points.addPoint(coordinates.toFigure(minX, minY));
		points.addPoint(coordinates.toFigure(maxX, minY));
		points.addPoint(coordinates.toFigure(maxX, maxY));
		points.addPoint(coordinates.toFigure(minX, maxY));
		return points;
	}
}

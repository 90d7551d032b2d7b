package org.banneret.ui.map.tools;

import java.util.LinkedHashSet;
import java.util.Set;

import org.banneret.model.hex.Hex;
import org.banneret.ui.map.parts.MapEditPart;
import org.banneret.ui.map.parts.MapView;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.gef.commands.Command;
import org.eclipse.gef.tools.AbstractTool;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Cursor;

/**
 * A map tool that works on hexes: a press starts a stroke, a drag adds the hexes the mouse
 * passes over (shown while it goes), and the release turns the stroke into one command, so one
 * stroke is one step to undo. Subclasses say what the hexes of a stroke become.
 */
public abstract class HexTool extends AbstractTool {

	/** The tool property naming what the tool lays down: a terrain, feature, hexside feature or region. */
	public static final String WHAT = "what";

	private final Set<Hex> stroke = new LinkedHashSet<>();
	private String what;
	private Canvas canvas;

	@Override
	protected void applyProperty(Object key, Object value) {
		if (WHAT.equals(key)) {
			what = (String) value;
		} else {
			super.applyProperty(key, value);
		}
	}

	/** The name of what the tool lays down. */
	protected String what() {
		return what;
	}

	@Override
	protected Cursor getDefaultCursor() {
		return org.eclipse.swt.widgets.Display.getCurrent().getSystemCursor(SWT.CURSOR_CROSS);
	}

	@Override
	protected String getCommandName() {
		return "hex tool";
	}

	@Override
	protected boolean handleButtonDown(int button) {
		if (button != 1 || !startCanvas()) {
			return true;
		}
		stateTransition(STATE_INITIAL, STATE_DRAG_IN_PROGRESS);
		stroke.clear();
		addHexAt(getLocation());
		return true;
	}

	/**
	 * Takes the map under the mouse as the canvas of a new stroke: the page's map, or on a
	 * scenario's board the sheet's. Says why on the status line where that map cannot be painted.
	 */
	protected boolean startCanvas() {
		Hex hex = map() == null || view().painter() == null || !view().editsMap() && view().scenario() == null ? null
				: hexAt(getLocation());
		if (hex == null) {
			return false;
		}
		try {
			canvas = Canvas.at(map(), hex);
			StatusLine.say(getDomain(), null);
			return true;
		} catch (IllegalStateException e) {
			canvas = null;
			StatusLine.say(getDomain(), "Painting " + label(hex) + " was refused: " + e.getMessage());
			return false;
		}
	}

	/** The map the stroke paints; set from the press that began it. */
	protected Canvas canvas() {
		return canvas;
	}

	/** Runs a stroke's command, and saves the sheet's map where it was written from a scenario's page. */
	protected void paint(Command command) {
		if (command != null && canvas != null) {
			executeCommand(command);
			canvas.written();
		}
	}

	@Override
	protected boolean handleDragInProgress() {
		if (isInState(STATE_DRAG_IN_PROGRESS)) {
			addHexAt(getLocation());
		}
		return true;
	}

	@Override
	protected boolean handleButtonUp(int button) {
		if (isInState(STATE_DRAG_IN_PROGRESS)) {
			Set<Hex> hexes = new LinkedHashSet<>(stroke);
			stroke.clear();
			map().mapFigure().preview(Set.of());
			stateTransition(STATE_DRAG_IN_PROGRESS, STATE_INITIAL);
			if (!hexes.isEmpty()) {
				paint(commandFor(hexes, getCurrentInput().isShiftKeyDown()));
			}
		}
		return true;
	}

	@Override
	public void deactivate() {
		if (map() != null) {
			map().mapFigure().preview(Set.of());
		}
		stroke.clear();
		super.deactivate();
	}

	private void addHexAt(Point location) {
		Hex hex = hexAt(location);
		if (hex != null && canvas != null && canvas.holds(hex) && stroke.add(hex)) { // a stroke stays on its sheet
			map().mapFigure().preview(previewOf(stroke));
		}
	}

	/** What to show while the stroke goes on: its hexes, unless the tool shows more. */
	protected Set<Hex> previewOf(Set<Hex> hexes) {
		return hexes;
	}

	/** The command a finished stroke makes, or null for none. Shift held means the opposite (remove, lower). */
	protected abstract Command commandFor(Set<Hex> hexes, boolean shift);

	/** The map's edit part, or null before the viewer has one. */
	protected MapEditPart map() {
		return getCurrentViewer() == null || !(getCurrentViewer().getContents() instanceof MapEditPart map) ? null : map;
	}

	protected MapView view() {
		return map().view();
	}

	/** The hex under a viewer point, or null off the map. */
	protected Hex hexAt(Point location) {
		MapEditPart map = map();
		if (map == null || map.mapFigure().coordinates() == null) {
			return null;
		}
		Point point = location.getCopy();
		map.mapFigure().translateToRelative(point);
		return map.mapFigure().coordinates().hexAt(point);
	}

	/** The figure point of the viewer point, for tools that need more than the hex. */
	protected Point figurePoint(Point location) {
		Point point = location.getCopy();
		map().mapFigure().translateToRelative(point);
		return point;
	}

	/** A board hex's label on the canvas's own map (the sheet's own label, as its map file writes it). */
	protected String label(Hex hex) {
		return canvas != null ? canvas.label(hex) : view().painter().label(hex);
	}

	protected java.util.List<String> labels(Set<Hex> hexes) {
		return hexes.stream().map(this::label).toList();
	}
}

package org.banneret.ui.map.tools;

import java.util.Set;

import org.banneret.model.HexMap;
import org.banneret.model.HexsideFeatureType;
import org.banneret.model.hex.Hex;
import org.banneret.model.hex.HexDirection;
import org.banneret.ui.map.commands.MapEdits;
import org.banneret.ui.map.commands.TextModelCommand;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.gef.commands.Command;

/** A click near a hexside sets the tool's hexside feature there (a wall, a stream), or clears it. */
public final class HexsideTool extends HexTool {

	private Point pressed;

	@Override
	protected boolean handleButtonDown(int button) {
		pressed = map() == null ? null : figurePoint(getLocation());
		return super.handleButtonDown(button);
	}

	@Override
	protected Command commandFor(Set<Hex> hexes, boolean shift) {
		Hex hex = hexes.iterator().next();
		HexDirection direction = canvas().toLocal(map().mapFigure().coordinates().nearestSide(hex, pressed)); // the sheet's own, turned or not
		String label = label(hex);
		String feature = what();
		return new TextModelCommand(canvas().model(), "Toggle " + feature + " on " + label + " " + direction, (model, root) -> {
			HexMap map = (HexMap) root;
			HexsideFeatureType type = Lookups.hexside(map, feature);
			return type != null && MapEdits.toggleHexside(model, map, label, direction, type);
		});
	}
}

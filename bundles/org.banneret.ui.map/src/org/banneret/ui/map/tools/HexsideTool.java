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
		HexDirection direction = map().mapFigure().coordinates().nearestSide(hex, pressed);
		String label = label(hex);
		String feature = what();
		return new TextModelCommand("Toggle " + feature + " on " + label + " " + direction, map().editorModel(), root -> {
			HexMap map = (HexMap) root;
			HexsideFeatureType type = Lookups.hexside(map, feature);
			if (type != null) {
				MapEdits.toggleHexside(map, label, direction, type);
			}
		});
	}
}

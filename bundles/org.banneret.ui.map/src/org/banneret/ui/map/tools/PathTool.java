package org.banneret.ui.map.tools;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.banneret.model.FeatureType;
import org.banneret.model.HexMap;
import org.banneret.model.hex.Hex;
import org.banneret.ui.map.commands.MapEdits;
import org.banneret.ui.map.commands.TextModelCommand;
import org.eclipse.gef.commands.Command;
import org.eclipse.swt.SWT;
import org.eclipse.swt.events.KeyEvent;

/**
 * Lays a road or river: each click adds a hex (the hexes between two clicks are filled in along a
 * straight line); a double click or Enter lays the path as one change, Escape drops it.
 */
public final class PathTool extends HexTool {

	private final List<Hex> path = new ArrayList<>();

	@Override
	protected boolean handleButtonDown(int button) {
		if (button != 1 || path.isEmpty() && !startCanvas() || canvas() == null) {
			return true;
		}
		Hex hex = hexAt(getLocation());
		if (hex != null && canvas().holds(hex) && (path.isEmpty() || !path.get(path.size() - 1).equals(hex))) {
			if (!path.isEmpty()) {
				List<Hex> line = path.get(path.size() - 1).lineTo(hex);
				if (!line.stream().allMatch(canvas()::holds)) {
					return true; // a path stays on its sheet's map
				}
				path.addAll(line.subList(1, line.size()));
			} else {
				path.add(hex);
			}
			map().mapFigure().preview(new LinkedHashSet<>(path));
		}
		return true;
	}

	@Override
	protected boolean handleButtonUp(int button) {
		return true;
	}

	@Override
	protected boolean handleDoubleClick(int button) {
		finish();
		return true;
	}

	@Override
	protected boolean handleKeyDown(KeyEvent event) {
		if (event.character == SWT.CR || event.keyCode == SWT.KEYPAD_CR) {
			finish();
			return true;
		}
		if (event.character == SWT.ESC) {
			path.clear();
			map().mapFigure().preview(Set.of());
			return true;
		}
		return super.handleKeyDown(event);
	}

	@Override
	public void deactivate() {
		path.clear();
		super.deactivate();
	}

	private void finish() {
		if (path.size() >= 2) {
			List<String> labels = path.stream().map(this::label).toList();
			String feature = what();
			paint(new TextModelCommand(canvas().model(), "Lay " + feature, (model, root) -> {
				HexMap map = (HexMap) root;
				FeatureType type = Lookups.feature(map, feature);
				return type != null && MapEdits.addPath(model, map, type, labels);
			}));
		}
		path.clear();
		map().mapFigure().preview(Set.of());
	}

	@Override
	protected Command commandFor(Set<Hex> hexes, boolean shift) {
		return null; // a path is laid by clicks, not strokes
	}
}

package org.banneret.ui.map.tools;

import java.util.Set;

import org.banneret.model.FeatureType;
import org.banneret.model.HexMap;
import org.banneret.model.hex.Hex;
import org.banneret.ui.map.commands.MapEdits;
import org.banneret.ui.map.commands.TextModelCommand;
import org.eclipse.gef.commands.Command;

/** Puts the tool's hex feature on each hex of a stroke, or takes it off where the hex has it. */
public final class FeatureTool extends HexTool {

	@Override
	protected Command commandFor(Set<Hex> hexes, boolean shift) {
		java.util.List<String> labels = labels(hexes);
		String feature = what();
		return new TextModelCommand(canvas().model(), "Toggle " + feature, (model, root) -> {
			HexMap map = (HexMap) root;
			FeatureType type = Lookups.feature(map, feature);
			// one hex a command: each toggle reparses the text it changed
			return type != null && MapEdits.toggleFeature(model, map, labels.get(0), type);
		});
	}
}

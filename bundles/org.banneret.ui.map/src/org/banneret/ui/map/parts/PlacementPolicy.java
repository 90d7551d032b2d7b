package org.banneret.ui.map.parts;

import java.util.ArrayList;
import java.util.List;

import org.banneret.model.hex.Hex;
import org.banneret.model.map.Board;
import org.banneret.setup.Area;
import org.banneret.ui.map.commands.SetupEdits;
import org.banneret.ui.map.figures.MapCoordinates;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.gef.EditPart;
import org.eclipse.gef.Request;
import org.eclipse.gef.commands.Command;
import org.eclipse.gef.editpolicies.XYLayoutEditPolicy;
import org.eclipse.gef.requests.ChangeBoundsRequest;
import org.eclipse.gef.requests.CreateRequest;

/**
 * Where counters may go on the set-up map: a counter dragged to a hex moves there (a two-hex
 * counter by its head, its tail following), several move by the same number of hexes, a counter
 * dropped into another row's area placement joins that area, an area placement dropped on a hex
 * becomes that hex, and an order-of-battle row dropped from the palette
 * is placed where it is dropped. Positions snap to hex centres because the model holds hexes.
 */
final class PlacementPolicy extends XYLayoutEditPolicy {

	private MapEditPart map() {
		return (MapEditPart) getHost();
	}

	@Override
	protected Command getMoveChildrenCommand(Request request) {
		if (!(request instanceof ChangeBoundsRequest move) || map().view().scenario() == null) {
			return null;
		}
		Hex to = hexAt(move.getLocation());
		Point start = move.getLocation().getCopy().translate(move.getMoveDelta().getNegated());
		Hex from = hexAt(start);
		if (to == null || from == null) {
			return null;
		}
		Hex delta = to.subtract(from);
		if (delta.equals(Hex.ORIGIN)) {
			return null;
		}
		Board geometry = map().view().painter().board();
		Area area = areaAt(to);
		if (move.getEditParts().size() == 1 && area != null && !(move.getEditParts().get(0) instanceof AreaEditPart own
				&& own.area().equals(area))) {
			String key = move.getEditParts().get(0) instanceof CounterEditPart counter ? counter.piece().key()
					: ((AreaEditPart) move.getEditParts().get(0)).area().key();
			return SetupEdits.command("Join the area of " + area.label(), map().editorModel(), List.of(key),
					scenario -> SetupEdits.joinArea(scenario, key, area.key()));
		}
		List<String> keys = new ArrayList<>();
		List<Hex> targets = new ArrayList<>();
		for (Object part : move.getEditParts()) {
			if (part instanceof CounterEditPart counter && counter.piece().hex() != null) {
				keys.add(counter.piece().key());
				targets.add(counter.piece().hex().add(delta));
			} else if (part instanceof CounterEditPart counter) {
				keys.add(counter.piece().key());
				targets.add(to);
			} else if (part instanceof AreaEditPart placed) {
				keys.add(placed.area().key());
				targets.add(to);
			}
		}
		for (Object part : move.getEditParts()) { // a ship's crew sail with it
			if (part instanceof CounterEditPart counter && counter.piece().isShip()) {
				for (var aboard : SetupEdits.crewOf(map().view().layout(), counter.piece())) {
					if (!keys.contains(aboard.key())) {
						keys.add(aboard.key());
						targets.add(aboard.hex().add(delta));
					}
				}
			}
		}
		if (keys.isEmpty() || targets.stream().anyMatch(hex -> !geometry.contains(hex))) {
			return null;
		}
		String label = keys.size() == 1 ? "Move counter to " + geometry.label(targets.get(0)) : "Move " + keys.size() + " counters";
		return SetupEdits.command(label, map().editorModel(), keys, scenario -> {
			for (int i = 0; i < keys.size(); i++) {
				SetupEdits.placeAt(scenario, geometry, keys.get(i), targets.get(i));
			}
		});
	}

	@Override
	protected Command getCreateCommand(CreateRequest request) {
		if (!(request.getNewObject() instanceof String key) || map().view().scenario() == null) {
			return null;
		}
		Hex to = hexAt(request.getLocation());
		if (to == null) {
			return null;
		}
		Board geometry = map().view().painter().board();
		return SetupEdits.command("Place at " + geometry.label(to), map().editorModel(), List.of(key),
				scenario -> SetupEdits.placeAt(scenario, geometry, key, to));
	}

	@Override
	protected Command createChangeConstraintCommand(EditPart child, Object constraint) {
		return null; // moves are judged by hex in getMoveChildrenCommand
	}

	/** The area placement that covers a hex, or null: a counter dropped there joins it. */
	private Area areaAt(Hex hex) {
		return map().view().areas().stream().filter(area -> area.hexes().contains(hex)).findFirst().orElse(null);
	}

	/** The hex under a point of the viewer, or null off the map. */
	private Hex hexAt(Point absolute) {
		MapCoordinates coordinates = map().mapFigure().coordinates();
		if (coordinates == null || absolute == null) {
			return null;
		}
		Point point = absolute.getCopy();
		map().mapFigure().translateToRelative(point);
		return coordinates.hexAt(point);
	}
}

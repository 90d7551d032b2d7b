package org.banneret.ui.map.commands;

import java.util.List;
import java.util.function.Consumer;

import org.banneret.model.BanneretFactory;
import org.banneret.model.BanneretPackage;
import org.banneret.model.Compass;
import org.banneret.model.HexPlacement;
import org.banneret.model.Scenario;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.setup.Piece;
import org.banneret.setup.SetupLayout;
import org.banneret.model.hex.HexDirection;
import org.banneret.model.map.Board;
import org.banneret.ui.dsl.model.EditorModel;
import org.eclipse.emf.ecore.EObject;

/**
 * The set-up tools' changes to a scenario model: put a unit row at a hex (the head hex of a
 * two-hex counter, its tail following), turn a two-hex counter about its head, take a unit off
 * the map. Units are found by their place in the text's model, as edit parts know them.
 */
public final class SetupEdits {

	private SetupEdits() {
	}

	/**
	 * A command that changes the placements of the units with these keys: each unit's new
	 * placement is written in place of its old one's text, all in one undoable step.
	 */
	public static TextModelCommand command(String label, EditorModel model, List<String> keys, Consumer<Scenario> change) {
		return new TextModelCommand(model, label, (editor, root) -> {
			List<Unit> units = keys.stream().map(key -> unit(root, key)).filter(java.util.Objects::nonNull).toList();
			return editor.rewriteContained(label, units, BanneretPackage.Literals.UNIT__PLACEMENT,
					() -> change.accept((Scenario) root));
		});
	}

	/** The unit at a model path ("//@sides.0/@elements.3"), or null when the text no longer has it. */
	public static Unit unit(EObject root, String key) {
		EObject found = root.eResource().getEObject(key);
		return found instanceof Unit unit ? unit : null;
	}

	/**
	 * Places a unit at a hex. A unit that stood at a hex keeps its facing; a two-hex counter keeps
	 * the direction from its head to its tail. Any other placement (an area, a region, off the
	 * map, entering later) becomes this hex.
	 */
	public static void placeAt(Scenario scenario, Board geometry, String key, Hex head) {
		Unit unit = unit(scenario, key);
		if (unit == null) {
			return;
		}
		HexPlacement placement = BanneretFactory.eINSTANCE.createHexPlacement();
		placement.getHexes().add(geometry.label(head));
		if (unit.getPlacement() instanceof HexPlacement before) {
			// Only what the row wrote: a facing or slot it left to the default stays unwritten.
			if (before.eIsSet(BanneretPackage.Literals.HEX_PLACEMENT__FACING)) {
				placement.setFacing(before.getFacing());
			}
			if (before.eIsSet(BanneretPackage.Literals.HEX_PLACEMENT__SLOT)) {
				placement.setSlot(before.getSlot());
			}
			Hex tail = tailOf(geometry, before);
			Hex oldHead = headOf(geometry, before);
			if (tail != null && oldHead != null) {
				Hex moved = head.add(tail.subtract(oldHead));
				if (geometry.contains(moved)) {
					placement.getHexes().add(geometry.label(moved));
				}
			}
		}
		unit.setPlacement(placement);
	}

	/**
	 * Puts a unit into the area another unit row is placed in: it takes a copy of that placement
	 * ("at 2710(1)"), so the group may spread over the area as the rules let an area placement.
	 */
	public static void joinArea(Scenario scenario, String key, String areaKey) {
		Unit unit = unit(scenario, key);
		Unit area = unit(scenario, areaKey);
		if (unit != null && area != null && area.getPlacement() != null && unit != area) {
			unit.setPlacement(org.eclipse.emf.ecore.util.EcoreUtil.copy(area.getPlacement()));
		}
	}

	/** Turns a two-hex counter a sixth of a turn clockwise about its head hex; with one hex, turns its facing. */
	public static void rotate(Scenario scenario, Board geometry, String key) {
		Unit unit = unit(scenario, key);
		if (unit == null || !(unit.getPlacement() instanceof HexPlacement placement)) {
			return;
		}
		Hex head = headOf(geometry, placement);
		Hex tail = tailOf(geometry, placement);
		if (head != null && tail != null) {
			Hex offset = tail.subtract(head);
			for (int turn = 1; turn < 6; turn++) {
				offset = offset.rotateRight();
				Hex turned = head.add(offset);
				if (geometry.contains(turned)) {
					placement.getHexes().set(1, geometry.label(turned));
					return;
				}
			}
			return;
		}
		placement.setFacing(clockwise(geometry, placement.getFacing()));
	}

	/** The next of the grid's six hexside facings clockwise; the first for none, or for a corner. */
	private static Compass clockwise(Board geometry, Compass facing) {
		List<Compass> facings = facings(geometry);
		int now = facing == null ? -1 : facings.indexOf(facing);
		return facings.get((now + 1) % facings.size());
	}

	/** The counters standing on a ship's deck, which move and turn with it. */
	public static List<Piece> crewOf(SetupLayout layout, Piece ship) {
		if (!ship.isShip()) {
			return List.of();
		}
		java.util.Set<Hex> deck = new java.util.HashSet<>();
		ship.hull().forEach(placed -> deck.add(placed.hex()));
		return layout.pieces().stream().filter(piece -> !piece.isShip() && piece.kind() == Piece.Kind.ON_MAP
				&& deck.contains(piece.hex())).toList();
	}

	/**
	 * Turns a counter on a ship's deck with the ship, a sixth of a turn clockwise about its centre
	 * hex, as {@link #rotate} turns the ship: it stands on the same hull hex, and turns its facing.
	 */
	public static void turnWith(Scenario scenario, Board geometry, String key, Hex centre) {
		Unit unit = unit(scenario, key);
		if (unit == null || !(unit.getPlacement() instanceof HexPlacement placement) || placement.getHexes().isEmpty()) {
			return;
		}
		Hex at = geometry.find(placement.getHexes().get(0));
		if (at == null) {
			return;
		}
		Hex turned = centre.add(at.subtract(centre).rotateRight());
		if (geometry.contains(turned)) {
			placement.getHexes().set(0, geometry.label(turned));
		}
		if (placement.isSetFacing() && facings(geometry).contains(placement.getFacing())) { // one that faces nowhere keeps so
			placement.setFacing(clockwise(geometry, placement.getFacing()));
		}
	}

	/** Takes a unit off the map: it no longer has a placement, which the rules report as unplaced. */
	public static void unplace(Scenario scenario, String key) {
		Unit unit = unit(scenario, key);
		if (unit != null) {
			unit.setPlacement(null);
		}
	}

	/** The six compass points that name hexsides on this grid, clockwise. */
	private static List<Compass> facings(Board geometry) {
		return java.util.Arrays.stream(HexDirection.values()).map(direction -> MapEdits.compassOf(geometry.firstSheet(), direction))
				.sorted().toList();
	}

	private static Hex headOf(Board geometry, HexPlacement placement) {
		return placement.getHexes().isEmpty() ? null : geometry.find(placement.getHexes().get(0));
	}

	private static Hex tailOf(Board geometry, HexPlacement placement) {
		return placement.getHexes().size() < 2 ? null : geometry.find(placement.getHexes().get(1));
	}

}

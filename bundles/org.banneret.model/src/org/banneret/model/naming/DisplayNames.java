package org.banneret.model.naming;

import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.banneret.model.AreaPlacement;
import org.banneret.model.EdgePlacement;
import org.banneret.model.HexGrid;
import org.banneret.model.HexMap;
import org.banneret.model.HexPlacement;
import org.banneret.model.NamedElement;
import org.banneret.model.Placement;
import org.banneret.model.RegionPlacement;
import org.banneret.model.ReinforcementPlacement;
import org.banneret.model.Scenario;
import org.banneret.model.Side;
import org.banneret.model.Unit;
import org.banneret.model.UnitType;
import org.eclipse.emf.ecore.EObject;

/**
 * Names of model elements as a designer reads them at a glance, shared by the editors'
 * labels and the validator's messages: {@code "Wallace (F2) - leader, Scots, on 3318"}.
 */
public final class DisplayNames {

	private DisplayNames() {
	}

	/** A designer's label for the object, or null where the plain name serves. */
	public static String of(EObject object) {
		return switch (object) {
			case Unit unit -> describe(unit);
			case Side side -> side.getName() + (side.isInitiative() ? " (initiative)" : "");
			case Scenario scenario -> scenario.getName() + turns(scenario);
			case HexMap map -> map.getName() + grid(map.getGrid());
			case UnitType type -> type.getName() + (type.getCode() != null ? " (" + type.getCode() + ")" : "");
			case Placement placement -> placement(placement);
			default -> null;
		};
	}

	/** The short name of a unit: its own name with fatigue, or "k x CODE [armour]". */
	public static String shortName(Unit unit) {
		StringBuilder text = new StringBuilder();
		if (unit.getName() != null) {
			text.append(unit.getName());
		} else if (unit.getTemplate() != null && unit.getTemplate().getName() != null) {
			text.append(unit.getTemplate().getName());
		} else {
			if (unit.getCount() != 1) {
				text.append(unit.getCount()).append(" x ");
			}
			UnitType type = unit.getType();
			text.append(type == null ? "unit" : type.getCode() != null ? type.getCode() : type.getName());
			if (unit.isSetArmour()) {
				text.append(" [").append(unit.getArmour()).append(']');
			}
		}
		if (unit.isSetFatigue()) {
			text.append(" (F").append(unit.getFatigue()).append(')');
		}
		return text.toString();
	}

	/** {@code "Wallace (F2) - leader with banner, Scots, on 3318"}. */
	public static String describe(Unit unit) {
		String kind = unit.getType() != null && unit.getType().getUnitClass() != null
				? unit.getType().getUnitClass().getName()
				: "";
		if (unit.isBanner()) {
			kind = (kind + " with banner").strip();
		}
		Side side = sideOf(unit);
		String details = Stream.of(kind, side == null ? "" : side.getName(), placement(unit.getPlacement()))
				.filter(s -> s != null && !s.isEmpty()).collect(Collectors.joining(", "));
		return shortName(unit) + " - " + details;
	}

	public static Side sideOf(EObject object) {
		for (EObject o = object; o != null; o = o.eContainer()) {
			if (o instanceof Side side) {
				return side;
			}
		}
		return null;
	}

	/** {@code "on 3318"}, {@code "within 1 of 3318 or within 1 of 3309"}, {@code "enters on turn 12 at 0101"}. */
	public static String placement(Placement placement) {
		return switch (placement) {
			case null -> "not placed";
			case HexPlacement exact -> "on " + String.join("-", exact.getHexes())
					+ (exact.isSetFacing() ? " facing " + exact.getFacing() : "")
					+ (exact.getSlot() != null ? " (" + exact.getSlot().getName() + ")" : "");
			case AreaPlacement area -> area(area);
			case RegionPlacement region -> "in " + name(region.getRegion());
			case EdgePlacement edge -> "off map at the " + (edge.getMapSide() != null ? name(edge.getMapSide())
					: edge.isSetEdge() ? edge.getEdge() + " edge" : "edge");
			case ReinforcementPlacement reinforcement -> "enters" + (reinforcement.isSetTurn() ? " on turn " + reinforcement.getTurn() : "")
					+ (reinforcement.getEntryHexes().isEmpty() ? "" : " at " + String.join(", ", reinforcement.getEntryHexes()))
					+ (reinforcement.isSetPerTurnLimit() ? ", at most " + reinforcement.getPerTurnLimit() + " a turn" : "");
			default -> placement.eClass().getName();
		};
	}

	/**
	 * A placement as rulebooks print it in a set-up: {@code "3318"}, {@code "1921(2), 2317(2)"},
	 * {@code "along Road from 0101 to 0110"}, {@code "enters turn 12 at 2930, 3330 (12 a turn)"}.
	 */
	public static String notation(Placement placement) {
		return switch (placement) {
			case null -> "";
			case HexPlacement exact -> String.join("-", exact.getHexes()) + (exact.isSetFacing() ? " facing " + exact.getFacing() : "")
					+ (exact.getSlot() != null ? " (" + exact.getSlot().getName() + ")" : "");
			case AreaPlacement area -> Stream.concat(area.getAnchors().stream().map(a -> a.getHex() + "(" + a.getRadius() + ")"),
					area.getSegments().stream().map(s -> "along " + title(s.getPath()) + " from " + s.getFrom() + " to " + s.getTo()))
					.collect(Collectors.joining(", "));
			case RegionPlacement region -> title(region.getRegion());
			case EdgePlacement edge -> "off map, " + (edge.getMapSide() != null ? title(edge.getMapSide())
					: edge.isSetEdge() ? edge.getEdge() + " edge" : "at an edge");
			case ReinforcementPlacement reinforcement -> "enters" + (reinforcement.isSetTurn() ? " turn " + reinforcement.getTurn() : "")
					+ (reinforcement.getEntryHexes().isEmpty() ? "" : " at " + String.join(", ", reinforcement.getEntryHexes()))
					+ (reinforcement.isSetPerTurnLimit() ? " (" + reinforcement.getPerTurnLimit() + " a turn)" : "");
			default -> placement.eClass().getName();
		};
	}

	/** The title a designer gave an element ("Edward Bruce"), else its name; "" for none, as in half-typed text. */
	public static String title(NamedElement element) {
		if (element == null) {
			return "";
		}
		return element.getTitle() != null && !element.getTitle().isBlank() ? element.getTitle()
				: element.getName() == null ? "" : element.getName();
	}

	private static String area(AreaPlacement area) {
		var anchors = area.getAnchors().stream()
				.map(a -> a.getRadius() == 0 ? "on " + a.getHex() : "within " + a.getRadius() + " of " + a.getHex());
		var segments = area.getSegments().stream()
				.map(s -> "along " + name(s.getPath()) + " from " + s.getFrom() + " to " + s.getTo());
		String text = Stream.concat(anchors, segments).collect(Collectors.joining(" or "));
		return text.isEmpty() ? "in an empty area" : text;
	}

	private static String name(NamedElement element) {
		return element == null || element.getName() == null ? "(unnamed)" : element.getName();
	}

	private static String turns(Scenario scenario) {
		if (scenario.isSetFirstTurn() && scenario.isSetLastTurn()) {
			return " (turns " + scenario.getFirstTurn() + "-" + scenario.getLastTurn() + ")";
		}
		return "";
	}

	private static String grid(HexGrid grid) {
		if (grid == null) {
			return "";
		}
		return " (" + grid.getColumns() + " x " + grid.getRows() + " hexes, " + grid.getOrientation().getLiteral().toLowerCase()
				+ "-topped)";
	}
}

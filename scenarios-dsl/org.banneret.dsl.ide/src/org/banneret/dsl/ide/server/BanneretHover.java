package org.banneret.dsl.ide.server;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import org.banneret.model.CounterSpec;
import org.banneret.model.CounterTemplate;
import org.banneret.model.HexFeature;
import org.banneret.model.MovementCost;
import org.banneret.model.NamedElement;
import org.banneret.model.Structure;
import org.banneret.model.TerrainEffect;
import org.banneret.model.Unit;
import org.banneret.model.UnitType;
import org.banneret.model.naming.DisplayNames;
import org.banneret.model.map.Hull;
import org.banneret.model.naming.StructureRoles;
import org.banneret.model.naming.MapDrawings;
import org.banneret.rules.Values;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.ide.server.hover.HoverService;

/**
 * Hovers in Markdown: a unit type or named counter shows its printed values, a terrain or
 * feature its movement costs and effects, a feature placed on a map its facing and the levels it
 * spans, a unit what it is, where it sets up and its values now
 * (printed, the face it shows, its overrides and markers, as the rules read them).
 */
public class BanneretHover extends HoverService {

	@Override
	public String getContents(EObject element) {
		String contents = switch (element) {
			case UnitType type -> unitType(type);
			case CounterTemplate template -> counter(template);
			case TerrainEffect terrain -> terrain(terrain);
			case Unit unit -> "**" + DisplayNames.describe(unit) + "**" + now(unit);
			case Structure structure -> structure(structure);
			case HexFeature feature -> feature(feature);
			default -> null;
		};
		String documentation = super.getContents(element);
		if (contents == null) {
			return documentation;
		}
		String description = element instanceof NamedElement named ? named.getDescription() : null;
		return contents + (description == null ? "" : "\n\n" + description)
				+ (documentation == null || documentation.isBlank() ? "" : "\n\n" + documentation);
	}

	private static String unitType(UnitType type) {
		List<String> lines = new ArrayList<>();
		lines.add(heading(type, "unit type" + (type.getUnitClass() == null ? "" : ", " + type.getUnitClass().getName())));
		lines.addAll(printedValues(type));
		if (!type.getAllowedArmour().isEmpty()) {
			lines.add("- armour " + type.getAllowedArmour().stream().map(String::valueOf).collect(Collectors.joining(", ")));
		}
		if (type.isSetCommandRange()) {
			lines.add("- command range " + type.getCommandRange());
		}
		if (type.getFrontFace() != null) {
			lines.add("- faces: " + type.getFrontFace() + " / " + type.getBackFace());
		}
		Hull hull = Hull.of(type);
		if (hull != null) {
			lines.add("- a ship of " + hull.size() + " hexes: " + java.util.Arrays.stream(Hull.Role.values()).filter(hull::has)
					.map(role -> hull.count(role) + " " + role.name().toLowerCase().replace('_', ' ')).collect(Collectors.joining(", ")));
		} else {
			lines.add("- footprint " + type.getFootprint().getLiteral().toLowerCase());
		}
		return String.join("\n", lines) + citation(type.getCitation());
	}

	private static String structure(Structure structure) {
		List<String> lines = new ArrayList<>();
		lines.add(heading(structure, "structure"));
		lines.add("- role: " + (structure.isSetRole() ? structure.getRole().getLiteral() + ", "
				+ StructureRoles.describe(structure.getRole()) : "not given (the rules cannot tell an outer wall from the keep)"));
		if (structure.getMaterial() != null) {
			lines.add("- material " + structure.getMaterial());
		}
		lines.add("- " + structure.getHexes().size() + " hex(es)" + (structure.getDamage().isEmpty() ? ""
				: ", damage recorded on " + structure.getDamage().size()));
		return String.join("\n", lines);
	}

	/** A staircase or stakes as placed: where it points and, for a flight of stairs, the levels it climbs. */
	private static String feature(HexFeature feature) {
		if (feature.getType() == null || feature.getType().eIsProxy()) {
			return null;
		}
		List<String> lines = new ArrayList<>();
		lines.add(heading(feature.getType(), "placed in hex " + feature.getHex()));
		lines.add("- facing " + (feature.isSetFacing() ? feature.getFacing().getLiteral() : "not given"));
		if (feature.isSetLowestLevel() && feature.isSetHighestLevel()) {
			int climb = feature.getHighestLevel() - feature.getLowestLevel();
			lines.add("- levels " + feature.getLowestLevel() + " to " + feature.getHighestLevel() + ": climbs " + climb
					+ (Math.abs(climb) == 1 ? " level" : " levels") + (feature.isSetFacing() ? ", its head on the " + feature.getFacing().getLiteral() + " side" : ""));
		}
		if (!feature.getHiddenFrom().isEmpty()) {
			lines.add("- hidden from " + feature.getHiddenFrom().stream().map(NamedElement::getName).collect(Collectors.joining(", ")));
		}
		return String.join("\n", lines) + citation(feature.getType().getCitation());
	}

	private static String counter(CounterTemplate template) {
		List<String> lines = new ArrayList<>();
		lines.add(heading(template, "counter" + (template.getUnitType() == null ? "" : " of type " + template.getUnitType().getName())));
		lines.addAll(printedValues(template));
		return String.join("\n", lines) + citation(template.getCitation());
	}

	private static List<String> printedValues(CounterSpec spec) {
		String values = Values.describe(spec);
		List<String> lines = new ArrayList<>();
		lines.add(values.isEmpty() ? "- no printed values given" : "- printed: " + values);
		if (spec.getBack() != null) {
			String back = Values.describe(spec.getBack());
			lines.add("- back face: " + (back.isEmpty() ? "as the front" : back + ", the rest as the front"));
		}
		if (!spec.getTraits().isEmpty()) {
			lines.add("- traits: " + String.join(", ", spec.getTraits()));
		}
		return lines;
	}

	/** "- now: strength 1 (back face), charge 2 (marker)": the unit's values as the rules read them. */
	private static String now(Unit unit) {
		List<String> values = Values.keysOf(unit).stream().map(key -> Values.current(unit, key)).flatMap(java.util.Optional::stream)
				.map(value -> value.key() + " " + value.value() + " (" + switch (value.origin()) {
					case FRONT -> unit.isFlipped() ? "as the front" : "printed";
					case BACK -> "back face";
					case OVERRIDE -> "set here";
					case MARKER -> "marker";
				} + ")").toList();
		return values.isEmpty() ? "" : "\n- now: " + String.join(", ", values);
	}

	private static String terrain(TerrainEffect terrain) {
		List<String> lines = new ArrayList<>();
		lines.add(heading(terrain, terrain.eClass().getName().replaceAll("([a-z])([A-Z])", "$1 $2").toLowerCase()
				+ (terrain.getCode() == null ? "" : ", code `" + terrain.getCode() + "`")));
		List<String> costs = new ArrayList<>();
		if (terrain.isSetDefaultCost()) {
			costs.add(terrain.getDefaultCost() + " MP");
		}
		for (MovementCost cost : terrain.getCosts()) {
			costs.add(cost.getCost() + " MP for " + (cost.getUnitClass() == null ? "?" : cost.getUnitClass().getName()));
		}
		lines.add("- movement: " + (terrain.isImpassable() ? "impassable" : costs.isEmpty() ? "no cost given" : String.join(", ", costs)));
		if (!terrain.getImpassableFor().isEmpty()) {
			lines.add("- impassable for " + terrain.getImpassableFor().stream().map(NamedElement::getName)
					.collect(Collectors.joining(", ")));
		}
		if (terrain.isBlocksLineOfSight()) {
			lines.add("- blocks line of sight");
		}
		if (terrain.getCover() != null) {
			lines.add("- cover " + terrain.getCover());
		}
		if (terrain.getCombatEffect() != null) {
			lines.add("- combat " + terrain.getCombatEffect());
		}
		if (terrain.getElevation() != 0) {
			lines.add("- elevation " + terrain.getElevation());
		}
		if (terrain.isSetPattern()) {
			lines.add("- drawn with " + terrain.getPattern().getLiteral() + ": " + MapDrawings.describe(terrain.getPattern()));
		}
		if (terrain.isSetGlyph()) {
			lines.add("- drawn with " + terrain.getGlyph().getLiteral() + ": " + MapDrawings.describe(terrain.getGlyph()));
		}
		return String.join("\n", lines) + citation(terrain.getCitation());
	}

	private static String heading(NamedElement element, String kind) {
		return "**" + element.getName() + "**" + (element.getTitle() == null ? "" : " \"" + element.getTitle() + "\"")
				+ ", " + kind + "\n";
	}

	private static String citation(String citation) {
		return citation == null ? "" : "\n\n_" + citation + "_";
	}
}

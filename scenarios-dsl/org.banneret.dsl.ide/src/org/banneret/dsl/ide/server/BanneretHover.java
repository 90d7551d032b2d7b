package org.banneret.dsl.ide.server;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import org.banneret.model.CounterSpec;
import org.banneret.model.CounterTemplate;
import org.banneret.model.MovementCost;
import org.banneret.model.NamedElement;
import org.banneret.model.TerrainEffect;
import org.banneret.model.Unit;
import org.banneret.model.UnitType;
import org.banneret.model.naming.DisplayNames;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.ide.server.hover.HoverService;

/**
 * Hovers in Markdown: a unit type or named counter shows its printed values, a terrain or
 * feature its movement costs and effects, a unit what it is and where it sets up.
 */
public class BanneretHover extends HoverService {

	@Override
	public String getContents(EObject element) {
		String contents = switch (element) {
			case UnitType type -> unitType(type);
			case CounterTemplate template -> counter(template);
			case TerrainEffect terrain -> terrain(terrain);
			case Unit unit -> "**" + DisplayNames.describe(unit) + "**";
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
		lines.add("- footprint " + type.getFootprint().getLiteral().toLowerCase());
		return String.join("\n", lines) + citation(type.getCitation());
	}

	private static String counter(CounterTemplate template) {
		List<String> lines = new ArrayList<>();
		lines.add(heading(template, "counter" + (template.getUnitType() == null ? "" : " of type " + template.getUnitType().getName())));
		lines.addAll(printedValues(template));
		return String.join("\n", lines) + citation(template.getCitation());
	}

	private static List<String> printedValues(CounterSpec spec) {
		List<String> values = new ArrayList<>();
		if (spec.isSetAttack()) {
			values.add("attack " + spec.getAttack());
		}
		if (spec.isSetDefence()) {
			values.add("defence " + spec.getDefence());
		}
		if (spec.isSetMovement()) {
			values.add("movement " + spec.getMovement());
		}
		if (spec.isSetStrength()) {
			values.add("strength " + spec.getStrength());
		}
		if (spec.isSetArmour()) {
			values.add("armour " + spec.getArmour());
		}
		spec.getValues().forEach(value -> values.add(value.getKey() + " " + value.getValue()));
		List<String> lines = new ArrayList<>();
		lines.add(values.isEmpty() ? "- no printed values given" : "- printed: " + String.join(", ", values));
		if (!spec.getTraits().isEmpty()) {
			lines.add("- traits: " + String.join(", ", spec.getTraits()));
		}
		return lines;
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

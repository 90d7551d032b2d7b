package org.banneret.ui.map.parts;

import java.util.ArrayList;
import java.util.List;

import org.banneret.model.HexMap;
import org.banneret.model.TerrainType;
import org.banneret.model.hex.Hex;
import org.banneret.model.hex.HexDirection;
import org.banneret.render.MapPainter;
import org.banneret.ui.map.commands.GridCommand;
import org.banneret.ui.map.commands.MapEdits;
import org.eclipse.gef.commands.Command;
import org.eclipse.gef.commands.CommandStack;
import org.eclipse.ui.views.properties.ComboBoxPropertyDescriptor;
import org.eclipse.ui.views.properties.IPropertyDescriptor;
import org.eclipse.ui.views.properties.IPropertySource;
import org.eclipse.ui.views.properties.PropertyDescriptor;
import org.eclipse.ui.views.properties.TextPropertyDescriptor;

/**
 * The properties of the hex chosen on the Map page: its label, terrain and elevation (editable on
 * a map, as commands of the page, so that they are undone like a brush stroke), and what else is
 * on it: features, hexsides, regions, the counters of a set-up and the rules' findings.
 */
final class HexProperties implements IPropertySource {

	private static final String LABEL = "label";
	private static final String TERRAIN = "terrain";
	private static final String ELEVATION = "elevation";
	private static final String FEATURES = "features";
	private static final String HEXSIDES = "hexsides";
	private static final String REGIONS = "regions";
	private static final String COUNTERS = "counters";
	private static final String FINDINGS = "findings";

	private final MapEditPart map;
	private final Hex hex;
	private final CommandStack commands;

	HexProperties(MapEditPart map, Hex hex, CommandStack commands) {
		this.map = map;
		this.hex = hex;
		this.commands = commands;
	}

	private MapPainter painter() {
		return map.view().painter();
	}

	private String label() {
		return painter().label(hex);
	}

	private List<TerrainType> terrains() {
		HexMap hexMap = map.view().map();
		return hexMap.getGameSystem() == null || hexMap.getGameSystem().eIsProxy() ? List.of() : hexMap.getGameSystem().getTerrainTypes();
	}

	@Override
	public Object getEditableValue() {
		return this;
	}

	@Override
	public IPropertyDescriptor[] getPropertyDescriptors() {
		boolean editable = map.view().editsMap();
		List<IPropertyDescriptor> descriptors = new ArrayList<>();
		descriptors.add(described(new PropertyDescriptor(LABEL, "Hex"), "Where", "The hex's label in the map's own scheme."));
		descriptors.add(described(editable
				? new ComboBoxPropertyDescriptor(TERRAIN, "Terrain", terrains().stream().map(HexProperties::nameOf).toArray(String[]::new))
				: new PropertyDescriptor(TERRAIN, "Terrain"), "Ground", "The terrain the hex is filled with."));
		descriptors.add(described(editable ? new TextPropertyDescriptor(ELEVATION, "Elevation") : new PropertyDescriptor(ELEVATION,
				"Elevation"), "Ground", "The hex's level, 0 to " + MapEdits.MAX_ELEVATION + "."));
		descriptors.add(described(new PropertyDescriptor(FEATURES, "Features"), "On it", "The hex features on the hex."));
		descriptors.add(described(new PropertyDescriptor(HEXSIDES, "Hexsides"), "On it", "The hexside features along its sides."));
		descriptors.add(described(new PropertyDescriptor(REGIONS, "Regions"), "On it", "The regions the hex belongs to."));
		if (map.view().scenario() != null) {
			descriptors.add(described(new PropertyDescriptor(COUNTERS, "Counters"), "On it", "The unit rows set up on the hex."));
		}
		descriptors.add(described(new PropertyDescriptor(FINDINGS, "Findings"), "Rules", "What the rules found on the hex."));
		return descriptors.toArray(IPropertyDescriptor[]::new);
	}

	private static PropertyDescriptor described(PropertyDescriptor descriptor, String category, String description) {
		descriptor.setCategory(category);
		descriptor.setDescription(description);
		return descriptor;
	}

	@Override
	public Object getPropertyValue(Object id) {
		MapPainter painter = painter();
		HexMap hexMap = map.view().map();
		String label = label();
		return switch ((String) id) {
			case LABEL -> label;
			case TERRAIN -> map.view().editsMap() ? Integer.valueOf(terrains().indexOf(painter.terrainAt(hex))) : nameOf(painter.terrainAt(hex));
			case ELEVATION -> Integer.toString(painter.elevationAt(hex));
			case FEATURES -> String.join(", ", hexMap.getFeatures().stream().filter(f -> label.equals(f.getHex()))
					.map(f -> nameOf(f.getType())).toList());
			case HEXSIDES -> String.join(", ", hexMap.getHexsideFeatures().stream().filter(side -> onThisHex(side.getHex(),
					side.getSide())).map(side -> side.getSide() + " " + nameOf(side.getType())).toList());
			case REGIONS -> String.join(", ", hexMap.getRegions().stream().filter(r -> r.getHexes().contains(label))
					.map(r -> r.getTitle() != null ? r.getTitle() : r.getName()).toList());
			case COUNTERS -> String.join(", ", map.view().pieces().stream().filter(p -> hex.equals(p.hex()))
					.map(p -> p.look().name() != null ? p.look().name() : p.look().values()).toList());
			case FINDINGS -> String.join("; ", map.view().findings().at(hex).stream().map(Findings.Finding::describe).toList());
			default -> null;
		};
	}

	/** Whether a hexside written from some hex is a side of this hex (from either of its two hexes). */
	private boolean onThisHex(String from, org.banneret.model.Compass side) {
		Hex owner = painter().hexOrNull(from);
		if (owner == null || side == null) {
			return false;
		}
		if (owner.equals(hex)) {
			return true;
		}
		try {
			HexDirection direction = painter().geometry().direction(side);
			return owner.neighbour(direction).equals(hex);
		} catch (IllegalArgumentException e) {
			return false;
		}
	}

	@Override
	public boolean isPropertySet(Object id) {
		return false;
	}

	@Override
	public void resetPropertyValue(Object id) {
	}

	@Override
	public void setPropertyValue(Object id, Object value) {
		List<String> labels = List.of(label());
		Command command = null;
		if (TERRAIN.equals(id) && value instanceof Integer index && index >= 0 && index < terrains().size()) {
			TerrainType terrain = terrains().get(index);
			command = GridCommand.terrain("Set terrain of " + label() + " to " + nameOf(terrain), map.editorModel(),
					hexMap -> MapEdits.paintedTerrain(hexMap, labels, hexMap.getGameSystem().getTerrainTypes().get(index)));
		} else if (ELEVATION.equals(id) && value instanceof String text) {
			int level;
			try {
				level = Integer.parseInt(text.strip());
			} catch (NumberFormatException e) {
				return; // the cell editor keeps what it had; a level is a whole number
			}
			int by = Math.max(0, Math.min(MapEdits.MAX_ELEVATION, level)) - painter().elevationAt(hex);
			if (by != 0) {
				command = GridCommand.elevation("Set elevation of " + label() + " to " + level, map.editorModel(),
						hexMap -> MapEdits.changedElevation(hexMap, labels, by));
			}
		}
		if (command != null) {
			commands.execute(command);
		}
	}

	private static String nameOf(org.banneret.model.NamedElement element) {
		return element == null || element.eIsProxy() ? "?" : element.getName();
	}
}

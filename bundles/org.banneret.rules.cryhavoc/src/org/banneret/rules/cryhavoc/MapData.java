package org.banneret.rules.cryhavoc;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.banneret.model.HexMap;
import org.banneret.model.HexMarker;
import org.banneret.model.HexsideFeature;
import org.banneret.model.HexsideFeatureType;
import org.banneret.model.Structure;
import org.banneret.model.StructureDamage;
import org.banneret.model.hex.Hex;
import org.banneret.model.hex.HexDirection;
import org.banneret.model.map.Board;
import org.banneret.rules.Setup;

/**
 * The map data the Cry Havoc rules look up by hex and the engine does not index: hexside
 * features (on both hexes they separate), map markers, and the structures of the siege record
 * sheet with their damage. Built once per set-up and kept by it.
 */
final class MapData {

	/** A hexside feature seen from one of the two hexes it separates. */
	record Border(HexDirection direction, HexsideFeature feature) {

		HexsideFeatureType type() {
			return feature.getType() == null || feature.getType().eIsProxy() ? null : feature.getType();
		}

		boolean hasTrait(String trait) {
			return type() != null && type().getTraits().contains(trait);
		}
	}

	private final Map<Hex, List<Border>> borders = new HashMap<>();
	private final Map<Hex, List<HexMarker>> markers = new HashMap<>();
	private final Map<Hex, Structure> structures = new HashMap<>();
	/** The siege record: the maps' own, then the scenario's record of the day over it, hex by hex. */
	private final Map<Hex, StructureDamage> damage = new java.util.LinkedHashMap<>();
	private final Map<Structure, List<Hex>> structureHexes = new java.util.LinkedHashMap<>();

	private MapData(Setup setup) {
		for (Board.Sheet sheet : setup.sheets()) {
			read(sheet);
		}
		for (StructureDamage stage : setup.scenario().getSiegeRecord()) {
			Hex hex = stage.getHex() == null ? null : setup.hexOrNull(stage.getHex());
			if (hex != null) {
				damage.remove(hex); // the day's entry comes after the maps' in the record's order
				damage.put(hex, stage);
			}
		}
	}

	private void read(Board.Sheet sheet) {
		HexMap map = sheet.map();
		for (HexsideFeature side : map.getHexsideFeatures()) {
			Hex hex = sheet.find(side.getHex());
			if (hex == null || side.getSide() == null) {
				continue;
			}
			try {
				HexDirection direction = sheet.direction(side.getSide());
				borders.computeIfAbsent(hex, h -> new ArrayList<>()).add(new Border(direction, side));
				borders.computeIfAbsent(hex.neighbour(direction), h -> new ArrayList<>())
						.add(new Border(direction.opposite(), side));
			} catch (IllegalArgumentException e) {
				// a hexside named by a hex corner: the language reports it
			}
		}
		for (HexMarker marker : map.getMarkers()) {
			Hex hex = sheet.find(marker.getHex());
			if (hex != null) {
				markers.computeIfAbsent(hex, h -> new ArrayList<>()).add(marker);
			}
		}
		for (Structure structure : map.getStructures()) {
			for (String label : structure.getHexes()) {
				Hex hex = sheet.find(label);
				if (hex != null) {
					structures.putIfAbsent(hex, structure);
					structureHexes.computeIfAbsent(structure, s -> new ArrayList<>()).add(hex);
				}
			}
			for (StructureDamage stage : structure.getDamage()) {
				Hex hex = sheet.find(stage.getHex());
				if (hex != null) {
					damage.put(hex, stage);
				}
			}
		}
	}

	static MapData of(Setup setup) {
		return setup.remember(MapData.class, key -> new MapData(setup));
	}

	/** The hexside features around a hex. */
	List<Border> bordersOf(Hex hex) {
		return borders.getOrDefault(hex, List.of());
	}

	/** The hexside features between two adjacent hexes. */
	List<Border> between(Hex hex, Hex neighbour) {
		return bordersOf(hex).stream().filter(b -> hex.neighbour(b.direction()).equals(neighbour)).toList();
	}

	List<HexMarker> markersAt(Hex hex) {
		return markers.getOrDefault(hex, List.of());
	}

	boolean hasMarker(Hex hex, String name) {
		return markersAt(hex).stream()
				.anyMatch(m -> m.getType() != null && !m.getType().eIsProxy() && name.equals(m.getType().getName()));
	}

	/** The structure of the siege record sheet a hex belongs to, or null. */
	Structure structureAt(Hex hex) {
		return structures.get(hex);
	}

	/** The structures of the siege record sheet of a role, each with its hexes on the board. */
	Map<Structure, List<Hex>> structures(org.banneret.model.StructureRole role) {
		Map<Structure, List<Hex>> found = new java.util.LinkedHashMap<>();
		structureHexes.forEach((structure, hexes) -> {
			if (structure.isSetRole() && structure.getRole() == role) {
				found.put(structure, hexes);
			}
		});
		return found;
	}

	/** The siege record, hex by hex: the maps' damage, overridden by the scenario's record of the day. */
	Map<Hex, StructureDamage> damage() {
		return damage;
	}

	/** The damage recorded for a hex, or null. */
	StructureDamage damageAt(Hex hex) {
		return damage.get(hex);
	}
}

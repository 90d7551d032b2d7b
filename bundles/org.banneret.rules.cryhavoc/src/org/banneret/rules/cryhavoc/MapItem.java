package org.banneret.rules.cryhavoc;

import java.util.ArrayList;
import java.util.List;

import org.banneret.model.HexFeature;
import org.banneret.model.HexMarker;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Setup;
import org.eclipse.emf.ecore.EObject;

/**
 * A thing the map shows on a hex, as a feature or as a marker: a hoarding, rubble, a fire, a
 * mine. Features are found by trait, markers by the marker type's name.
 */
record MapItem(Hex hex, String label, EObject element, String name) {

	/** The map's features with the trait and markers of the kind, on hexes of the map. */
	static List<MapItem> all(Setup setup, String featureTrait, String markerName) {
		List<MapItem> items = features(setup, featureTrait);
		items.addAll(markers(setup, markerName));
		return items;
	}

	static List<MapItem> features(Setup setup, String trait) {
		List<MapItem> items = new ArrayList<>();
		if (setup.map() == null || setup.board() == null) {
			return items;
		}
		for (HexFeature feature : setup.maps().stream().flatMap(map -> map.getFeatures().stream()).toList()) {
			Hex hex = setup.hexOn(feature, feature.getHex());
			if (hex != null && feature.getType() != null && !feature.getType().eIsProxy()
					&& feature.getType().getTraits().contains(trait)) {
				items.add(new MapItem(hex, setup.label(hex), feature, Hexes.name(feature.getType())));
			}
		}
		return items;
	}

	static List<MapItem> markers(Setup setup, String name) {
		List<MapItem> items = new ArrayList<>();
		if (setup.map() == null || setup.board() == null) {
			return items;
		}
		for (HexMarker marker : setup.maps().stream().flatMap(map -> map.getMarkers().stream()).toList()) {
			Hex hex = setup.hexOn(marker, marker.getHex());
			if (hex != null && marker.getType() != null && !marker.getType().eIsProxy() && name.equals(marker.getType().getName())) {
				items.add(new MapItem(hex, setup.label(hex), marker, Hexes.name(marker.getType()) + " marker"));
			}
		}
		return items;
	}

	/**
	 * The damage of the siege record sheet (the maps', and the scenario's record of the day over
	 * it): hexes recorded above stage 0, and rubble on the map.
	 */
	static List<MapItem> damage(Setup setup) {
		List<MapItem> items = new ArrayList<>();
		if (setup.map() == null || setup.board() == null) {
			return items;
		}
		MapData.of(setup).damage().forEach((hex, damage) -> {
			if (damage.getStage() > 0) {
				items.add(new MapItem(hex, setup.label(hex), damage, "damage (stage " + damage.getStage() + ")"));
			}
		});
		items.addAll(all(setup, "rubble", "Rubble"));
		return items;
	}
}

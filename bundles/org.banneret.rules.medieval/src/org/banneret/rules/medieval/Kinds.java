package org.banneret.rules.medieval;

import java.util.ArrayList;
import java.util.List;

import org.banneret.model.HexFeature;
import org.banneret.model.MarkerType;
import org.banneret.model.TerrainEffect;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Setup;

/**
 * The kinds of counters, markers and terrain the Medieval rules speak of, by the names
 * medieval.gamesystem gives them: its unit classes, marker types and traits.
 */
final class Kinds {

	// Unit classes [B 1.1], [B 1.3].
	static final String LEADER = "leader";
	static final String CAVALRY = "cavalry";
	static final String INFANTRY = "infantry";
	static final String RANGED = "ranged";
	static final String HORSE_ARCHERS = "horsearchers";

	// Marker types.
	static final String CHARGE_FACTOR = "ChargeFactor";
	static final String SHILTRON = "Shiltron";
	static final String FATIGUE = "Fatigue";
	static final String SCATTERED = "Scattered";
	static final String MORALE = "Morale";

	// Traits of unit types and of terrain and features.
	static final String NO_ZOC = "no_zoc";
	static final String IGNORES_ZOC = "ignores_zoc";
	static final String FORTIFIED = "fortified";
	static final String CROSSING = "crossing";
	static final String BREAKS_CHARGE = "breaks_charge";
	static final String ROAD = "road";
	static final String CONCEALED = "concealed";

	static final String SCOTS = "Scots";

	private Kinds() {
	}

	static boolean isLeader(Unit unit) {
		return Setup.isOfClass(unit, LEADER);
	}

	/** Ranged units: archers, crossbowmen, bombards; their two faces are their two formations [B 10.1.1]. */
	static boolean isRanged(Unit unit) {
		return Setup.isOfClass(unit, RANGED);
	}

	/** Cavalry, horse archers included [B 10.5.1]: what may carry a Charge Factor. */
	static boolean isMounted(Unit unit) {
		return Setup.isOfClass(unit, CAVALRY) || Setup.isOfClass(unit, HORSE_ARCHERS);
	}

	/** "Regular unit means cavalry (not leaders) or infantry (not ranged units)" [B 1.3]. */
	static boolean isRegular(Unit unit) {
		return Setup.isOfClass(unit, CAVALRY) || Setup.isOfClass(unit, INFANTRY);
	}

	static boolean inShiltron(Unit unit) {
		return Setup.markerOf(unit, SHILTRON) != null;
	}

	/** The game system's marker type of that name, or null. */
	static MarkerType markerType(Setup setup, String name) {
		if (setup.system() == null) {
			return null;
		}
		return setup.system().getMarkerTypes().stream().filter(type -> name.equals(type.getName())).findFirst().orElse(null);
	}

	/** Whether the terrain of a hex, or a feature on it, carries a trait. */
	static boolean hexHasTrait(Hex hex, Setup setup, String trait) {
		return terrainAndFeaturesAt(hex, setup).stream().anyMatch(effect -> effect.getTraits().contains(trait));
	}

	/** The terrain of a hex and the types of the features on it. */
	static List<TerrainEffect> terrainAndFeaturesAt(Hex hex, Setup setup) {
		List<TerrainEffect> effects = new ArrayList<>();
		if (setup.board() != null && setup.board().terrainAt(hex) != null) {
			effects.add(setup.board().terrainAt(hex));
		}
		for (HexFeature feature : setup.featuresAt(hex)) {
			if (feature.getType() != null && !feature.getType().eIsProxy()) {
				effects.add(feature.getType());
			}
		}
		return effects;
	}
}

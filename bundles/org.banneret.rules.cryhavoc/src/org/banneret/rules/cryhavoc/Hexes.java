package org.banneret.rules.cryhavoc;

import java.util.List;

import org.banneret.model.HexFeature;
import org.banneret.model.HexPlacement;
import org.banneret.model.HexMarker;
import org.banneret.model.NamedElement;
import org.banneret.model.Structure;
import org.banneret.model.StructureDamage;
import org.banneret.model.TerrainEffect;
import org.banneret.model.TerrainType;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.model.hex.HexDirection;
import org.banneret.rules.Setup;
import org.banneret.rules.generic.Ships;

/** What a hex is for the Cry Havoc rules: its terrain and features by trait, and the state of its works. */
final class Hexes {

	private Hexes() {
	}

	/** The terrain of a hex, or null off the map. */
	static TerrainType terrain(Setup setup, Hex hex) {
		return setup.board() == null || !setup.board().contains(hex) ? null : setup.board().terrainAt(hex);
	}

	static boolean terrainHas(Setup setup, Hex hex, String trait) {
		TerrainType terrain = terrain(setup, hex);
		return terrain != null && terrain.getTraits().contains(trait);
	}

	static boolean featureHas(Setup setup, Hex hex, String trait) {
		return setup.featuresAt(hex).stream().anyMatch(f -> f.getType() != null && f.getType().getTraits().contains(trait));
	}

	/** The terrain or one of the features of the hex has the trait. */
	static boolean has(Setup setup, Hex hex, String trait) {
		return terrainHas(setup, hex, trait) || featureHas(setup, hex, trait);
	}

	static boolean marked(Setup setup, Hex hex, String marker) {
		return MapData.of(setup).hasMarker(hex, marker);
	}

	/** A counter that is not destroyed or dead, other than the one asking, with the trait stands on the hex. */
	static boolean holds(Setup setup, Hex hex, String trait, Unit except) {
		return setup.occupantsOf(hex).stream()
				.anyMatch(u -> u != except && Setup.isAlive(u) && Setup.hasTrait(u, trait));
	}

	/** A bridge or ford carries movement over the hex (trait crossing), a lowered drawbridge, or a ship's deck. */
	static boolean crossing(Setup setup, Hex hex) {
		return featureHas(setup, hex, "crossing") || drawbridgeLowered(setup, hex) || Ships.shipAt(setup, hex) != null;
	}

	static boolean filledMoat(Setup setup, Hex hex) {
		return featureHas(setup, hex, "filled_moat") || marked(setup, hex, "FilledMoat") || holds(setup, hex, "fills_moat", null);
	}

	static boolean rubble(Setup setup, Hex hex) {
		return featureHas(setup, hex, "rubble") || marked(setup, hex, "Rubble");
	}

	static boolean mine(Setup setup, Hex hex) {
		return featureHas(setup, hex, "mine") || marked(setup, hex, "Mine");
	}

	static boolean hoarding(Setup setup, Hex hex) {
		return featureHas(setup, hex, "hoarding") || marked(setup, hex, "Hoarding");
	}

	static boolean fire(Setup setup, Hex hex) {
		return featureHas(setup, hex, "fire") || marked(setup, hex, "Fire");
	}

	/**
	 * A drawbridge space with its drawbridge down: a Drawbridge marker on it, or a scenario rule
	 * saying "drawbridge = lowered". Without either the bridge is up (Magna Carta §9.2.1).
	 */
	static boolean drawbridgeLowered(Setup setup, Hex hex) {
		if (!featureHas(setup, hex, "drawbridge")) {
			return false;
		}
		return marked(setup, hex, "Drawbridge") || Siege.flagIs(setup, "drawbridge", "lowered", "down");
	}

	/** A rampart hex with a battlement on its outer hexside. */
	static boolean battlement(Setup setup, Hex hex) {
		return terrainHas(setup, hex, "battlement")
				&& MapData.of(setup).bordersOf(hex).stream().anyMatch(b -> b.hasTrait("battlement"));
	}

	/** A rampart hex set back from the outer face: no battlement hexside of its own (Magna Carta §10.12.7). */
	static boolean interiorRampart(Setup setup, Hex hex) {
		return terrainHas(setup, hex, "battlement") && !battlement(setup, hex);
	}

	/** Part of the siege record sheet, or masonry: wall, rampart, arrow-slit, tower or keep. */
	static boolean structure(Setup setup, Hex hex) {
		return MapData.of(setup).structureAt(hex) != null || terrainHas(setup, hex, "masonry");
	}

	/** A wall a scaffolding, mine or ladder can be set against: a structure hex or a wattle and daub wall. */
	static boolean wall(Setup setup, Hex hex) {
		return structure(setup, hex) || terrainHas(setup, hex, "wattle");
	}

	static int stage(Setup setup, Hex hex) {
		StructureDamage damage = MapData.of(setup).damageAt(hex);
		return damage == null ? 0 : damage.getStage();
	}

	/** Damaged, demolished or under rubble. */
	static boolean damaged(Setup setup, Hex hex) {
		return stage(setup, hex) > 0 || rubble(setup, hex);
	}

	/** Demolished on the record sheet, or under a Rubble marker (Magna Carta §10.12.4). */
	static boolean demolished(Setup setup, Hex hex) {
		if (rubble(setup, hex)) {
			return true;
		}
		Structure structure = MapData.of(setup).structureAt(hex);
		Integer last = structure == null ? null : Structures.demolitionStage(structure, setup);
		return last != null && stage(setup, hex) >= last;
	}

	/**
	 * An impassable terrain or feature that the state of the hex has opened: a wall battered to
	 * rubble, a raised portcullis, an open or burnt tornefol, a burnt bridge with its footbridge,
	 * a destroyed wattle and daub wall.
	 */
	static boolean opened(Setup setup, Hex hex, TerrainEffect effect) {
		List<String> traits = effect.getTraits();
		return traits.contains("masonry") && demolished(setup, hex)
				|| traits.contains("portcullis") && Siege.flagIs(setup, "portcullis", "raised", "up")
				|| traits.contains("tornefol") && (marked(setup, hex, "OpenTornefol") || marked(setup, hex, "BurntTornefol"))
				|| traits.contains("burnt_bridge") && marked(setup, hex, "Footbridge")
				|| traits.contains("wattle") && marked(setup, hex, "DestroyedWall");
	}

	/** The impassable terrain or feature of a hex that nothing has opened, or null. */
	static TerrainEffect closed(Setup setup, Hex hex) {
		TerrainType terrain = terrain(setup, hex);
		if (terrain != null && terrain.isImpassable() && !crossing(setup, hex) && !opened(setup, hex, terrain)) {
			return terrain;
		}
		for (HexFeature feature : setup.featuresAt(hex)) {
			if (feature.getType() != null && feature.getType().isImpassable() && !feature.getType().getTraits().contains("fire")
					&& !opened(setup, hex, feature.getType())) {
				return feature.getType();
			}
		}
		return null;
	}

	/**
	 * The hex ahead of a faced counter's front hex (its first): what a ram batters, what a
	 * penthouse stands against. Null without a hex, a facing, or with a facing at a hex corner.
	 */
	static Hex ahead(Setup setup, Unit unit) {
		if (!(unit.getPlacement() instanceof HexPlacement placement) || !placement.isSetFacing()
				|| setup.hexesOf(unit).isEmpty()) {
			return null;
		}
		try {
			return setup.hexesOf(unit).get(0).neighbour(setup.board().direction(placement.getFacing()));
		} catch (IllegalArgumentException e) {
			return null;
		}
	}

	/** The direction from one hex to an adjacent one, or null if they are not adjacent. */
	static HexDirection direction(Hex from, Hex to) {
		for (HexDirection direction : HexDirection.values()) {
			if (from.neighbour(direction).equals(to)) {
				return direction;
			}
		}
		return null;
	}

	static List<Hex> neighbours(Hex hex) {
		return java.util.Arrays.stream(HexDirection.values()).map(hex::neighbour).toList();
	}

	/** The hexes of the map markers of a kind. */
	static List<Hex> markerHexes(Setup setup, String name) {
		return setup.maps().stream().flatMap(map -> map.getMarkers().stream())
				.filter(m -> m.getType() != null && !m.getType().eIsProxy() && name.equals(m.getType().getName()))
				.map(m -> setup.hexOn(m, m.getHex())).filter(java.util.Objects::nonNull).toList();
	}

	static String name(NamedElement element) {
		return element.getTitle() != null ? element.getTitle() : element.getName();
	}

	static String cite(TerrainEffect effect) {
		return effect.getCitation() == null ? "" : " (" + effect.getCitation() + ")";
	}
}

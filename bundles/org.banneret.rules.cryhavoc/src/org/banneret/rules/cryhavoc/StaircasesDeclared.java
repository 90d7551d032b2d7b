package org.banneret.rules.cryhavoc;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.banneret.model.HexFeature;
import org.banneret.model.Severity;
import org.banneret.model.TerrainType;
import org.banneret.model.hex.Hex;
import org.banneret.model.hex.HexDirection;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * CH-TERR-17: each staircase declares its upper end and the levels it spans (a staircase feature
 * on its hexes, {@code hex K07 staircase facing N levels 0 to 1}): it climbs one level a hex (a
 * 2-hex staircase a 2-level wall), and its upper end, where it meets a hexside, opens onto a hex
 * at the level it climbs to (Magna Carta §9.6.1, §9.9, §10.17.5). A map-author's check: a warning.
 */
public final class StaircasesDeclared extends Rule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-TERR-17", "Each staircase declares its ends and level span",
			"Magna Carta §9.6.1, §9.9, §10.17.5", Severity.WARNING);
	static final String STAIR = "stair";
	static final String STAIRCASE = "staircase";

	public StaircasesDeclared() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		if (setup.board() == null) {
			return;
		}
		Set<Hex> stairs = setup.remember(StaircasesDeclared.class, key -> stairHexes(setup));
		for (Hex hex : stairs) {
			String label = setup.label(hex);
			HexFeature declared = setup.featuresAt(hex).stream()
					.filter(f -> f.getType() != null && !f.getType().eIsProxy() && f.getType().getTraits().contains(STAIRCASE))
					.findFirst().orElse(null);
			if (declared == null) {
				Reports.onMap(report, setup, "The staircase at " + label + " declares neither its upper end nor its levels; write"
						+ " 'hex " + label + " staircase facing N levels 0 to 1' with the hexside its head meets and the levels it"
						+ " climbs.", List.of(label));
				continue;
			}
			if (!declared.isSetLowestLevel() || !declared.isSetHighestLevel()) {
				Reports.onMap(report, setup, "The staircase at " + label + " does not say the levels it spans; add 'levels 0 to 1'.",
						List.of(label), declared);
				continue;
			}
			int span = declared.getHighestLevel() - declared.getLowestLevel();
			int hexes = flight(hex, stairs).size();
			if (span != hexes) {
				Reports.onMap(report, setup, "The staircase at " + label + " climbs " + span + " level(s) over " + hexes
						+ " hex(es); a staircase climbs one level a hex (a 2-hex staircase a 2-level wall).", List.of(label), declared);
			} else if (declared.isSetFacing()) {
				headOnto(setup, report, hex, label, declared);
			}
		}
	}

	/** Where the head meets a hexside, the hex beyond is at the level the staircase climbs to. */
	private static void headOnto(Setup setup, Report report, Hex hex, String label, HexFeature declared) {
		HexDirection direction;
		try {
			direction = setup.board().direction(declared.getFacing());
		} catch (IllegalArgumentException e) {
			Reports.onMap(report, setup, "The staircase at " + label + " faces " + declared.getFacing()
					+ ", a hex corner on this map; its head meets a hexside, or the middle of the hex (no facing).", List.of(label),
					declared);
			return;
		}
		Hex beyond = hex.neighbour(direction);
		if (setup.board().contains(beyond) && setup.board().elevationAt(beyond) != declared.getHighestLevel()) {
			String other = setup.label(beyond);
			Reports.onMap(report, setup, "The staircase at " + label + " climbs to level " + declared.getHighestLevel()
					+ ", but its head meets " + other + " (" + declared.getFacing() + "), which is at level "
					+ setup.board().elevationAt(beyond) + ".", List.of(label, other), declared);
		}
	}

	/** The hexes of the board's staircases: stair terrain, and hexes with a staircase feature. */
	private static Set<Hex> stairHexes(Setup setup) {
		Set<Hex> stairs = new LinkedHashSet<>();
		boolean stairTerrain = setup.system() != null
				&& setup.system().getTerrainTypes().stream().anyMatch(t -> t.getTraits().contains(STAIR));
		if (stairTerrain) {
			for (Hex hex : setup.board().hexes()) {
				TerrainType terrain = setup.board().terrainAt(hex);
				if (terrain != null && terrain.getTraits().contains(STAIR)) {
					stairs.add(hex);
				}
			}
		}
		for (MapItem declared : MapItem.features(setup, STAIRCASE)) {
			stairs.add(declared.hex());
		}
		return stairs;
	}

	/** The stair hexes joined to a stair hex: one staircase's flight. */
	private static Set<Hex> flight(Hex start, Set<Hex> stairs) {
		Set<Hex> flight = new HashSet<>(List.of(start));
		Deque<Hex> next = new ArrayDeque<>(flight);
		while (!next.isEmpty()) {
			Hex hex = next.pop();
			for (HexDirection direction : HexDirection.values()) {
				Hex neighbour = hex.neighbour(direction);
				if (stairs.contains(neighbour) && flight.add(neighbour)) {
					next.push(neighbour);
				}
			}
		}
		return flight;
	}
}

package org.banneret.rules.cryhavoc;

import java.util.List;
import java.util.Set;

import org.banneret.model.BanneretPackage;
import org.banneret.model.HexFeature;
import org.banneret.model.HexPlacement;
import org.banneret.model.Severity;
import org.banneret.model.TerrainEffect;
import org.banneret.model.TerrainType;
import org.banneret.model.Unit;
import org.banneret.model.UnitClass;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * CH-TERR-2: horses (mounted characters, riderless horses, draft animals, camels) stay off the
 * terrain the tables close to them, with both halves: trees, houses, windows, roofs, rock, deep
 * water, stairs, tower gates, moat and filled moat, rubble, winches, ramparts, tents; the hexes
 * of screens and wheeled engines; house doorways as variant horses_in_doorways says (V-04); and
 * no horse straddles a hexside it may not cross, or ends astride a low wall (Magna Carta §8.4.2).
 */
public final class HorsesForbiddenTerrain extends EveryUnit {

	public static final RuleInfo INFO = CryHavocRules.info("CH-TERR-2", "Horses not on terrain closed to horses",
			"Magna Carta §3.1, §4.2.1, §8.1, §8.4, §9.1, §10.1, §10.5.3; Siege §3.32", Severity.ERROR)
			.readingVariants("horses_in_doorways");
	private static final Set<String> ENGINES = Set.of("screen", "siege_tower", "belfry", "ram", "penthouse");

	public HorsesForbiddenTerrain() {
		super(INFO);
	}

	@Override
	void check(Unit unit, Setup setup, Report report) {
		List<Hex> hexes = setup.hexesOf(unit);
		UnitClass unitClass = Setup.classOf(unit);
		if (hexes.isEmpty() || !Setup.isAlive(unit) || !Counters.isHorse(unit) || unitClass == null) {
			return;
		}
		String doorways = setup.variant("horses_in_doorways");
		for (int i = 0; i < hexes.size(); i++) {
			Hex hex = hexes.get(i);
			String label = setup.label(hex);
			String half = hexes.size() == 2 ? (i == 0 ? "'s head" : "'s rear") : "";
			String who = Counters.name(unit, setup) + half + " is on " + label + ", ";
			TerrainEffect forbidding = forbidding(setup, hex, unitClass);
			if (forbidding != null) {
				Reports.onHex(report, unit, label, who + Hexes.name(forbidding) + ", which horses may not enter"
						+ Hexes.cite(forbidding) + ".");
			}
			Unit engine = setup.occupantsOf(hex).stream()
					.filter(u -> u != unit && Setup.isAlive(u) && ENGINES.stream().anyMatch(t -> Setup.hasTrait(u, t)))
					.findFirst().orElse(null);
			if (engine != null) {
				Reports.onHex(report, unit, label, who + "a hex of " + Counters.name(engine, setup)
						+ "; horses may not enter the hexes of screens and wheeled engines (Magna Carta §10.1).", engine);
			}
			if (Hexes.terrainHas(setup, hex, "doorway") && ("deny".equals(doorways) || "front_half".equals(doorways) && i == 1)) {
				Reports.onHex(report, unit, label, who + "a house doorway, which "
						+ ("deny".equals(doorways) ? "horses may not enter" : "only a horse's head may enter")
						+ " under variant horses_in_doorways = " + doorways + " (Siege note 5).");
			}
		}
		if (hexes.size() == 2) {
			for (MapData.Border border : MapData.of(setup).between(hexes.get(0), hexes.get(1))) {
				if (border.type() != null && !border.type().isImpassable()
						&& (border.type().getImpassableFor().contains(unitClass) || border.hasTrait("no_straddle"))) {
					HexPlacement placement = (HexPlacement) unit.getPlacement();
					report.problem(placement, BanneretPackage.Literals.HEX_PLACEMENT__HEXES, 1, Counters.name(unit, setup)
							+ " straddles a " + Hexes.name(border.type()) + " hexside between " + setup.label(hexes.get(0)) + " and "
							+ setup.label(hexes.get(1)) + "; a horse may not "
							+ (border.hasTrait("no_straddle") ? "end its move astride it" : "cross it") + Hexes.cite(border.type())
							+ ".", List.of(setup.label(hexes.get(0)), setup.label(hexes.get(1))), unit);
				}
			}
		}
	}

	/** The terrain or feature closed to this class of horse, or null; what is closed to all is CH-TERR-1's. */
	private static TerrainEffect forbidding(Setup setup, Hex hex, UnitClass unitClass) {
		TerrainType terrain = Hexes.terrain(setup, hex);
		if (terrain != null && !terrain.isImpassable() && terrain.getImpassableFor().contains(unitClass)
				&& !Hexes.crossing(setup, hex)) {
			return terrain;
		}
		for (HexFeature feature : setup.featuresAt(hex)) {
			if (feature.getType() != null && !feature.getType().isImpassable()
					&& feature.getType().getImpassableFor().contains(unitClass)) {
				return feature.getType();
			}
		}
		return null;
	}
}

package org.banneret.rules.cryhavoc;

import java.util.List;

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
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * CH-TERR-1: no counter on a hex closed to it: a castle, building or wattle wall, a batter, a
 * lowered portcullis, a closed tornefol, a burnt bridge, an engine hex; for characters on foot
 * and equipment, also what the terrain tables close to their class. The state of a hex opens
 * it: rubble or demolition opens a wall (Magna Carta §10.3.3), a footbridge a burnt bridge.
 * It stands in for GEN-TERR-1, whose check it divides: horses' terrain is CH-TERR-2, armour in
 * deep water CH-TERR-3, fire CH-TERR-18, wheeled engines and screens CH-EQ-4 to CH-EQ-9.
 */
public final class ImpassableHexes extends Rule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-TERR-1", "No counter on a hex closed to it",
			"Magna Carta §8.1, §9.1, §9.2.5, §9.2.7, §9.3.2-9.3.6", Severity.ERROR);

	public ImpassableHexes() {
		super(INFO, Subject.UNIT);
	}

	@Override
	public void checkUnit(Unit unit, Setup setup, Report report) {
		List<Hex> hexes = setup.hexesOf(unit);
		if (hexes.isEmpty() || !Setup.isAlive(unit) || "engine".equals(Setup.className(unit))
				|| Setup.hasTrait(unit, "screen") || "inmine".equals(Counters.slot(unit, setup))) {
			return;
		}
		boolean byClass = !Counters.isHorse(unit);
		UnitClass unitClass = Setup.classOf(unit);
		for (Hex hex : hexes) {
			String label = setup.label(hex);
			TerrainEffect closed = Hexes.closed(setup, hex);
			if (closed != null) {
				Reports.onHex(report, unit, label, Counters.name(unit, setup) + " is placed on " + label + ", "
						+ Hexes.name(closed) + ", which no one may enter" + Hexes.cite(closed) + ".");
				continue;
			}
			if (byClass && unitClass != null) {
				TerrainEffect forbidding = forbidding(setup, hex, unit, unitClass);
				if (forbidding != null) {
					Reports.onHex(report, unit, label, Counters.name(unit, setup) + " is placed on " + label + ", "
							+ Hexes.name(forbidding) + ", which " + Hexes.name(unitClass).toLowerCase() + " may not enter"
							+ Hexes.cite(forbidding) + ".");
				}
			}
		}
		if (hexes.size() == 2) {
			for (MapData.Border border : MapData.of(setup).between(hexes.get(0), hexes.get(1))) {
				if (border.type() != null && (border.type().isImpassable()
						|| byClass && unitClass != null && border.type().getImpassableFor().contains(unitClass))) {
					HexPlacement placement = (HexPlacement) unit.getPlacement();
					report.problem(placement, BanneretPackage.Literals.HEX_PLACEMENT__HEXES, 1, Counters.name(unit, setup)
							+ " straddles a " + Hexes.name(border.type()) + " hexside between " + setup.label(hexes.get(0)) + " and "
							+ setup.label(hexes.get(1)) + ", which it may not cross" + Hexes.cite(border.type()) + ".",
							List.of(setup.label(hexes.get(0)), setup.label(hexes.get(1))), unit);
				}
			}
		}
	}

	/**
	 * The terrain or feature the tables close to this class of counter, or null. Deep water closed
	 * to characters by their armour is CH-TERR-3's.
	 */
	private static TerrainEffect forbidding(Setup setup, Hex hex, Unit unit, UnitClass unitClass) {
		TerrainType terrain = Hexes.terrain(setup, hex);
		if (terrain != null && terrain.getImpassableFor().contains(unitClass) && !Hexes.crossing(setup, hex)
				&& !(Counters.isCharacter(unit) && terrain.getTraits().contains("armoured_drown"))) {
			return terrain;
		}
		for (HexFeature feature : setup.featuresAt(hex)) {
			if (feature.getType() != null && feature.getType().getImpassableFor().contains(unitClass)) {
				return feature.getType();
			}
		}
		return null;
	}
}

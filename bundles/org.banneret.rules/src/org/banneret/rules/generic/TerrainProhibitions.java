package org.banneret.rules.generic;

import java.util.List;

import org.banneret.model.BanneretPackage;
import org.banneret.model.HexFeature;
import org.banneret.model.HexPlacement;
import org.banneret.model.HexsideFeature;
import org.banneret.model.Severity;
import org.banneret.model.TerrainEffect;
import org.banneret.model.Unit;
import org.banneret.model.UnitClass;
import org.banneret.model.hex.Hex;
import org.banneret.model.hex.HexDirection;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * No unit stands where its class may not go: impassable terrain or features of its hexes, unless
 * a feature there carries the trait {@code crossing} (a ford or bridge over a river), and no
 * two-hex unit straddles a hexside its class may not cross.
 */
public final class TerrainProhibitions extends Rule {

	public static final RuleInfo INFO = RuleInfo.of("GEN-TERR-1", "No unit on terrain its class may not enter",
			"the game system's terrain and hexside tables", Severity.ERROR);
	static final String CROSSING = "crossing";

	public TerrainProhibitions() {
		super(INFO, Subject.UNIT);
	}

	@Override
	public void checkUnit(Unit unit, Setup setup, Report report) {
		List<Hex> hexes = setup.hexesOf(unit);
		if (hexes.isEmpty()) {
			return;
		}
		UnitClass unitClass = Setup.classOf(unit);
		HexPlacement placement = (HexPlacement) unit.getPlacement();
		for (Hex hex : hexes) {
			String label = setup.label(hex);
			boolean crossing = setup.featuresAt(hex).stream()
					.anyMatch(f -> f.getType() != null && f.getType().getTraits().contains(CROSSING));
			TerrainEffect terrain = setup.board().terrainAt(hex);
			if (!crossing && forbids(terrain, unitClass)) {
				problem(report, setup, unit, placement, label, terrain);
			}
			for (HexFeature feature : setup.featuresAt(hex)) {
				if (forbids(feature.getType(), unitClass)) {
					problem(report, setup, unit, placement, label, feature.getType());
				}
			}
		}
		if (hexes.size() == 2) {
			for (HexsideFeature side : setup.maps().stream().flatMap(map -> map.getHexsideFeatures().stream()).toList()) {
				if (forbids(side.getType(), unitClass) && separates(side, hexes, setup)) {
					report.problem(placement, BanneretPackage.Literals.HEX_PLACEMENT__HEXES, 1, Describe.unit(unit, setup)
							+ " straddles a " + Describe.name(side.getType()) + " hexside between " + setup.label(hexes.get(0))
							+ " and " + setup.label(hexes.get(1)) + ", which " + className(unitClass) + " may not cross"
							+ cite(side.getType()) + ".", List.of(setup.label(hexes.get(0)), setup.label(hexes.get(1))), unit);
				}
			}
		}
	}

	private static boolean separates(HexsideFeature side, List<Hex> hexes, Setup setup) {
		Hex hex = setup.hexOn(side, side.getHex());
		if (hex == null) {
			return false;
		}
		try {
			HexDirection direction = setup.sheetOf(side).direction(side.getSide());
			Hex other = hex.neighbour(direction);
			return hexes.contains(hex) && hexes.contains(other);
		} catch (IllegalArgumentException e) {
			return false;
		}
	}

	private static void problem(Report report, Setup setup, Unit unit, HexPlacement placement, String label,
			TerrainEffect terrain) {
		report.problem(placement, BanneretPackage.Literals.HEX_PLACEMENT__HEXES, placement.getHexes().indexOf(label),
				Describe.unit(unit, setup) + " is placed on " + label + ", " + Describe.name(terrain) + ", which "
						+ className(Setup.classOf(unit)) + " may not enter" + cite(terrain) + ".",
				List.of(label), unit);
	}

	static boolean forbids(TerrainEffect terrain, UnitClass unitClass) {
		return terrain != null && (terrain.isImpassable() || unitClass != null && terrain.getImpassableFor().contains(unitClass));
	}

	private static String className(UnitClass unitClass) {
		return unitClass == null ? "it" : Describe.name(unitClass).toLowerCase();
	}

	private static String cite(TerrainEffect terrain) {
		return terrain.getCitation() == null ? "" : " (" + terrain.getCitation() + ")";
	}
}

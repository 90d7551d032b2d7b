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
 * two-hex unit straddles a hexside its class may not cross. A ship's deck is the ground of
 * those aboard, whatever the water under it.
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
		boolean ship = Ships.isShip(unit);
		for (Hex hex : hexes) {
			if (!ship && Ships.shipAt(setup, hex) != null) {
				continue; // on a ship's deck, not in the water under it
			}
			for (TerrainEffect closing : closing(setup, hex, unitClass)) {
				problem(report, setup, unit, placement, setup.label(hex), closing);
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

	/**
	 * What closes a hex to a class: its terrain, unless a feature there carries the trait
	 * {@code crossing}, and its features; empty where the class may stand there.
	 */
	public static List<TerrainEffect> closing(Setup setup, Hex hex, UnitClass unitClass) {
		List<HexFeature> features = setup.featuresAt(hex);
		TerrainEffect terrain = setup.board().terrainAt(hex);
		List<TerrainEffect> closing = new java.util.ArrayList<>(1);
		if (forbids(terrain, unitClass) && features.stream()
				.noneMatch(f -> f.getType() != null && f.getType().getTraits().contains(CROSSING))) {
			closing.add(terrain);
		}
		for (HexFeature feature : features) {
			if (forbids(feature.getType(), unitClass)) {
				closing.add(feature.getType());
			}
		}
		return closing;
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
		return Describe.cite(terrain.getCitation());
	}
}

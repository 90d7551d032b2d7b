package org.banneret.rules.medieval;

import java.util.List;
import java.util.Set;

import org.banneret.model.Anchor;
import org.banneret.model.AreaPlacement;
import org.banneret.model.BanneretPackage;
import org.banneret.model.HexFeature;
import org.banneret.model.Severity;
import org.banneret.model.TerrainEffect;
import org.banneret.model.Unit;
import org.banneret.model.UnitClass;
import org.banneret.model.hex.Hex;
import org.banneret.model.naming.DisplayNames;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.generic.Describe;
import org.banneret.rules.generic.Areas;

/**
 * "hex(n)" places a group "on hex and within n hex range" of it, and a list of such anchors
 * their union (scenario Legend). The model keeps the printed area, not the hex each counter ends
 * up on, so what a scenario file can get wrong is the area itself: a radius below 0, or an area
 * with no hex on the map the group may stand on (impassable terrain all round). Anchors off the
 * map are BAN-HEX-1's; whether the area holds the group is BAN-PLACE-2's.
 */
final class AreaPlacementShape extends Rule {

	static final RuleInfo INFO = MedievalRules.ban("BAN-PLACE-1", "Placement areas are well-formed and can be stood on",
			"scenario Legend", Severity.ERROR);

	AreaPlacementShape() {
		super(INFO, Subject.UNIT);
	}

	@Override
	public void checkUnit(Unit unit, Setup setup, Report report) {
		if (!(unit.getPlacement() instanceof AreaPlacement area) || setup.board() == null) {
			return;
		}
		String who = Describe.unit(unit, setup);
		for (Anchor anchor : area.getAnchors()) {
			if (anchor.getRadius() < 0) {
				report.problem(anchor, BanneretPackage.Literals.ANCHOR__RADIUS, -1, who + " is placed within "
						+ anchor.getRadius() + " hexes of " + anchor.getHex() + "; a range is 0 (the hex itself) or more.",
						List.of(anchor.getHex()), unit);
			}
		}
		Set<Hex> hexes = Areas.remembered(area, setup);
		if (hexes.isEmpty()) {
			return;
		}
		UnitClass unitClass = Setup.classOf(unit);
		if (hexes.stream().noneMatch(hex -> mayStand(hex, unitClass, setup))) {
			report.problem(area, who + " is placed " + DisplayNames.placement(area) + ", but none of"
					+ " its " + hexes.size() + " hexes on the map is open to " + (unitClass == null ? "it" : unitClass.getName())
					+ ".", hexes.stream().map(setup::label).toList(), unit);
		}
	}

	/** Whether the class may stand on the hex: no impassable terrain but at a crossing, no impassable feature. */
	private static boolean mayStand(Hex hex, UnitClass unitClass, Setup setup) {
		List<HexFeature> features = setup.featuresAt(hex);
		boolean crossing = features.stream()
				.anyMatch(f -> f.getType() != null && f.getType().getTraits().contains(Kinds.CROSSING));
		if (!crossing && forbids(setup.board().terrainAt(hex), unitClass)) {
			return false;
		}
		return features.stream().noneMatch(feature -> forbids(feature.getType(), unitClass));
	}

	private static boolean forbids(TerrainEffect terrain, UnitClass unitClass) {
		return terrain != null && (terrain.isImpassable() || unitClass != null && terrain.getImpassableFor().contains(unitClass));
	}
}

package org.banneret.rules.medieval;

import java.util.List;
import java.util.stream.Collectors;

import org.banneret.model.BanneretPackage;
import org.banneret.model.HexPlacement;
import org.banneret.model.MapPath;
import org.banneret.model.Severity;
import org.banneret.model.TerrainEffect;
import org.banneret.model.Unit;
import org.banneret.model.UnitMarker;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.generic.Areas;
import org.banneret.rules.generic.Describe;

/**
 * Cavalry does not start with a Charge Factor above 0 in forest, village, ford, fortifications
 * or swamp (terrain and features with the trait {@code breaks_charge}): entering them with a
 * CF costs 1 SP and a scatter [B 4.2.6], [B 4.2.7]. On a road it may have CF 1 [B 4.2.8].
 * The set-up cannot say how the unit got there, so this is a warning (INFERENCE).
 */
final class ChargeOffBrokenGround extends Rule {

	static final RuleInfo INFO = MedievalRules.ban("BAN-CF-2", "No Charge Factor above 0 in forest, village, ford,"
			+ " fortifications or swamp off road", "[4.2.6]-[4.2.8], [5.6.2], [5.6.3]", Severity.WARNING);
	private static final int ON_ROAD = 1;

	ChargeOffBrokenGround() {
		super(INFO, Subject.UNIT);
	}

	@Override
	public void checkUnit(Unit unit, Setup setup, Report report) {
		UnitMarker charge = Setup.markerOf(unit, Kinds.CHARGE_FACTOR);
		if (charge == null || !charge.isSetValue() || charge.getValue() <= 0 || !Kinds.isMounted(unit)
				|| !(unit.getPlacement() instanceof HexPlacement placement)) {
			return;
		}
		for (Hex hex : setup.hexesOf(unit)) {
			List<TerrainEffect> broken = Kinds.terrainAndFeaturesAt(hex, setup).stream()
					.filter(effect -> effect.getTraits().contains(Kinds.BREAKS_CHARGE)).toList();
			if (broken.isEmpty()) {
				continue;
			}
			boolean road = onRoad(hex, setup);
			if (road && charge.getValue() <= ON_ROAD) {
				continue;
			}
			String label = setup.label(hex);
			String ground = broken.stream().map(Describe::name).collect(Collectors.joining(" and "));
			report.problem(placement, BanneretPackage.Literals.HEX_PLACEMENT__HEXES, placement.getHexes().indexOf(label),
					Describe.unit(unit, setup) + " starts with Charge Factor " + charge.getValue() + " on " + label + " (" + ground
							+ "), where cavalry entering with a Charge Factor loses 1 SP and scatters; "
							+ (road ? "on a road it may keep CF 1." : "start it at CF 0, or at most 1 on a road."),
					List.of(label), unit);
		}
	}

	/** Whether a road (a path whose feature type has the trait {@code road}) runs through the hex. */
	static boolean onRoad(Hex hex, Setup setup) {
		for (MapPath path : setup.maps().stream().flatMap(map -> map.getPaths().stream()).toList()) {
			if (path.getType() != null && !path.getType().eIsProxy() && path.getType().getTraits().contains(Kinds.ROAD)) {
				if (Areas.pathHexes(path, setup).contains(hex)) {
					return true;
				}
			}
		}
		return false;
	}
}

package org.banneret.rules.medieval;

import java.util.List;

import org.banneret.model.BanneretPackage;
import org.banneret.model.HexPlacement;
import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.generic.Describe;

/**
 * A unit that starts in shiltron is not in an enemy zone of control, because a shiltron cannot
 * be formed there [B 11.3.3] (INFERENCE for the set-up). A hex rule: moving an enemy next to
 * the shiltron re-judges it.
 */
final class ShiltronOutsideZoc extends Rule {

	static final RuleInfo INFO = MedievalRules.ban("BAN-SHIL-2", "A shiltron does not start in an enemy zone of control",
			"[11.3.3], [3.2.1]", Severity.WARNING);

	ShiltronOutsideZoc() {
		super(INFO, Subject.HEX);
	}

	@Override
	public void checkHex(Hex hex, Setup setup, Report report) {
		for (Unit unit : setup.occupantsOf(hex)) {
			if (!Kinds.inShiltron(unit) || !Kinds.isAlive(unit) || !hex.equals(ZonesOfControl.inEnemyZone(unit, setup))) {
				continue;
			}
			String label = setup.label(hex);
			List<Unit> enemies = ZonesOfControl.enemiesOf(setup.sideOf(unit), hex, setup);
			HexPlacement placement = (HexPlacement) unit.getPlacement();
			report.problem(placement, BanneretPackage.Literals.HEX_PLACEMENT__HEXES, placement.getHexes().indexOf(label),
					Describe.unit(unit, setup) + " starts in shiltron on " + label + ", in the zone of control of "
							+ Describe.units(enemies, setup) + "; a shiltron cannot be formed in an enemy zone of control.",
					List.of(label), withEnemies(unit, enemies));
		}
	}

	static Unit[] withEnemies(Unit unit, List<Unit> enemies) {
		Unit[] all = new Unit[enemies.size() + 1];
		all[0] = unit;
		for (int i = 0; i < enemies.size(); i++) {
			all[i + 1] = enemies.get(i);
		}
		return all;
	}
}

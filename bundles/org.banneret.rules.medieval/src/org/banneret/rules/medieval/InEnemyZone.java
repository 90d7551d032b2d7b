package org.banneret.rules.medieval;

import java.util.List;

import org.banneret.model.BanneretPackage;
import org.banneret.model.HexPlacement;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * A check of units that start in an enemy zone of control, as a hex rule: each unit is judged
 * on the first of its hexes in an enemy zone, and moving an enemy next to it re-judges it.
 */
abstract class InEnemyZone extends Rule {

	InEnemyZone(RuleInfo info) {
		super(info, Subject.HEX);
	}

	/** Whether this check is about the unit at all. */
	abstract boolean judges(Unit unit);

	/** What to tell the designer about a unit on a hex in the zones of these enemies. */
	abstract String message(Unit unit, String label, List<Unit> enemies, Setup setup);

	@Override
	public final void checkHex(Hex hex, Setup setup, Report report) {
		for (Unit unit : setup.occupantsOf(hex)) {
			if (!judges(unit) || !hex.equals(ZonesOfControl.inEnemyZone(unit, setup))) {
				continue;
			}
			String label = setup.label(hex);
			List<Unit> enemies = ZonesOfControl.enemiesOf(setup.sideOf(unit), hex, setup);
			HexPlacement placement = (HexPlacement) unit.getPlacement();
			report.problem(placement, BanneretPackage.Literals.HEX_PLACEMENT__HEXES, placement.getHexes().indexOf(label),
					message(unit, label, enemies, setup), List.of(label), withEnemies(unit, enemies));
		}
	}

	private static Unit[] withEnemies(Unit unit, List<Unit> enemies) {
		Unit[] all = new Unit[enemies.size() + 1];
		all[0] = unit;
		for (int i = 0; i < enemies.size(); i++) {
			all[i + 1] = enemies.get(i);
		}
		return all;
	}
}

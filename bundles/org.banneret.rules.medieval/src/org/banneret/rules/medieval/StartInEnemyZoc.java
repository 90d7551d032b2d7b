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
 * Units that start in an enemy zone of control must attack in their first combat phase
 * [B 5.2.2]: worth a designer's second look, since it is often two units set face to face by
 * mistake. Leaders ignore zones of control [B 8.1.1]; shiltrons are BAN-SHIL-2's concern.
 */
final class StartInEnemyZoc extends Rule {

	static final RuleInfo INFO = MedievalRules.ban("BAN-ZOC-1", "Units that start in an enemy zone of control",
			"[5.2.2], [3.2.1]", Severity.WARNING);

	StartInEnemyZoc() {
		super(INFO, Subject.HEX);
	}

	/** Each unit is judged on the first of its hexes in an enemy zone; moving an enemy next to it re-judges it. */
	@Override
	public void checkHex(Hex hex, Setup setup, Report report) {
		for (Unit unit : setup.occupantsOf(hex)) {
			if (!Kinds.isAlive(unit) || Kinds.isLeader(unit) || Kinds.hasTrait(unit, Kinds.IGNORES_ZOC)
					|| Kinds.inShiltron(unit) || !hex.equals(ZonesOfControl.inEnemyZone(unit, setup))) {
				continue;
			}
			String label = setup.label(hex);
			List<Unit> enemies = ZonesOfControl.enemiesOf(setup.sideOf(unit), hex, setup);
			HexPlacement placement = (HexPlacement) unit.getPlacement();
			report.problem(placement, BanneretPackage.Literals.HEX_PLACEMENT__HEXES, placement.getHexes().indexOf(label),
					Describe.unit(unit, setup) + " starts on " + label + " in the zone of control of "
							+ Describe.units(enemies, setup) + ", so it must attack in its first combat phase; check that the"
							+ " set-up means it.", List.of(label), ShiltronOutsideZoc.withEnemies(unit, enemies));
		}
	}
}

package org.banneret.rules.cryhavoc;

import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/** CH-EQ-11: the defenders place their stone throwers on battlement (rampart) hexes. */
public final class StoneThrowerOnBattlement extends Rule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-EQ-11", "A defender's stone thrower stands on a battlement",
			"Magna Carta §10.13.2", Severity.WARNING);

	public StoneThrowerOnBattlement() {
		super(INFO, Subject.UNIT);
	}

	@Override
	public void checkUnit(Unit thrower, Setup setup, Report report) {
		if (!Setup.hasTrait(thrower, "stone_thrower") || !Siege.isDefender(setup.sideOf(thrower))) {
			return;
		}
		for (Hex hex : setup.hexesOf(thrower)) {
			if (!Hexes.terrainHas(setup, hex, "battlement")) {
				String label = setup.label(hex);
				Reports.onHex(report, thrower, label, Counters.name(thrower, setup) + " stands at " + label
						+ ", off the ramparts; the defenders place stone throwers on battlement hexes.");
			}
		}
	}
}

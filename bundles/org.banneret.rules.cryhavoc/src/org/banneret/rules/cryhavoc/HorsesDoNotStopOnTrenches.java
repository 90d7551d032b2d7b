package org.banneret.rules.cryhavoc;

import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/** CH-TERR-4: horses cross a trench but never stop on it (trait horses_cannot_stop), so none is set up there. */
public final class HorsesDoNotStopOnTrenches extends Rule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-TERR-4", "No horse set up on a trench",
			"Magna Carta §9.5.2; Siege §3.32", Severity.ERROR);

	public HorsesDoNotStopOnTrenches() {
		super(INFO, Subject.UNIT);
	}

	@Override
	public void checkUnit(Unit unit, Setup setup, Report report) {
		if (!Setup.isAlive(unit) || !Counters.isHorse(unit)) {
			return;
		}
		for (Hex hex : setup.hexesOf(unit)) {
			if (Hexes.has(setup, hex, "horses_cannot_stop")) {
				String label = setup.label(hex);
				Reports.onHex(report, unit, label, Counters.name(unit, setup) + " stands on a trench at " + label
						+ "; horses may cross a trench but not stop on it.");
			}
		}
	}
}

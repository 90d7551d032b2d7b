package org.banneret.rules.cryhavoc;

import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * CH-TERR-20: a drawbridge is down only with its counter on the drawbridge space (a Drawbridge
 * marker, or a scenario rule "drawbridge = lowered"); up, the space is moat and whoever stood on
 * it has fallen in, so no character or animal is set up on a raised drawbridge.
 */
public final class RaisedDrawbridge extends Rule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-TERR-20", "No one on a raised drawbridge",
			"Magna Carta §9.2.1", Severity.ERROR);

	public RaisedDrawbridge() {
		super(INFO, Subject.UNIT);
	}

	@Override
	public void checkUnit(Unit unit, Setup setup, Report report) {
		if (!Setup.isAlive(unit) || !Counters.isCharacter(unit) && !Counters.isAnimal(unit)
				|| !Counters.onGround(unit, setup)) {
			return;
		}
		for (Hex hex : setup.hexesOf(unit)) {
			if (Hexes.featureHas(setup, hex, "drawbridge") && !Hexes.drawbridgeLowered(setup, hex)) {
				String label = setup.label(hex);
				Reports.onHex(report, unit, label, Counters.name(unit, setup) + " stands on the drawbridge space " + label
						+ ", but the drawbridge is raised (no Drawbridge marker there, no rule 'drawbridge = lowered');"
						+ " whoever is on it when it rises falls into the moat.");
			}
		}
	}
}

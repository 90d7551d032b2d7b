package org.banneret.rules.cryhavoc;

import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * CH-TERR-3: an armoured character never enters deep water (trait armoured_drown) and drowns if
 * forced in (Magna Carta §4.2.1). §13.8.5 spares him next to a beach (digest I-06), where this is
 * a warning. Armour is the circled defence ([1]), or a knight's or heavy rider's class. Mounted
 * characters are barred from deep water altogether (CH-TERR-2).
 */
public final class ArmourInDeepWater extends Rule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-TERR-3", "No armoured character in deep water",
			"Magna Carta §3.1, §4.2.1, §13.8.5", Severity.ERROR);

	public ArmourInDeepWater() {
		super(INFO, Subject.UNIT);
	}

	@Override
	public void checkUnit(Unit unit, Setup setup, Report report) {
		if (!Counters.isLivingCharacter(unit) || Counters.isMounted(unit) || !Counters.isArmoured(unit)
				|| !Counters.onGround(unit, setup)) {
			return;
		}
		for (Hex hex : setup.hexesOf(unit)) {
			if (!Hexes.terrainHas(setup, hex, "armoured_drown") || Hexes.crossing(setup, hex)) {
				continue;
			}
			String label = setup.label(hex);
			String message = Counters.name(unit, setup) + " is armoured and stands in deep water at " + label;
			if (Hexes.neighbours(hex).stream().anyMatch(n -> Hexes.terrainHas(setup, n, "beach"))) {
				Reports.doubtOnHex(report, unit, label, message + "; he drowns there by §4.2.1, though §13.8.5 spares an armoured"
						+ " character in water next to a beach.");
			} else {
				Reports.onHex(report, unit, label, message + "; an armoured character never enters deep water and drowns if"
						+ " forced in.");
			}
		}
	}
}

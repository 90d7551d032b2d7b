package org.banneret.rules.cryhavoc;

import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * CH-SHIP-12: a character who starts in deep water (trait armoured_drown) takes a drowning test
 * every turn (Magna Carta §13.8.5); a warning for unarmoured characters, armour being CH-TERR-3's.
 */
public final class DeepWaterSwimmers extends Rule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-SHIP-12", "A character starting in deep water must swim",
			"Magna Carta §13.8.5", Severity.WARNING);

	public DeepWaterSwimmers() {
		super(INFO, Subject.UNIT);
	}

	@Override
	public void checkUnit(Unit unit, Setup setup, Report report) {
		if (!Counters.isLivingCharacter(unit) || Counters.isMounted(unit) || Counters.isArmoured(unit)
				|| !Counters.onGround(unit, setup)) {
			return;
		}
		for (Hex hex : setup.hexesOf(unit)) {
			if (Hexes.terrainHas(setup, hex, "armoured_drown") && !Hexes.crossing(setup, hex)) {
				String label = setup.label(hex);
				Reports.onHex(report, unit, label, Counters.name(unit, setup) + " starts in deep water at " + label
						+ " and must pass a drowning test every turn he stays there.");
			}
		}
	}
}

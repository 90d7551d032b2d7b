package org.banneret.rules.cryhavoc;

import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * CH-TERR-18: a burning hex is impassable and its occupant must leave it or be wounded, then
 * killed (Magna Carta §10.8.5): a character or animal set up in a fire is a warning.
 */
public final class FireHexes extends Rule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-TERR-18", "No one set up in a burning hex",
			"Magna Carta §10.8.5; Siege §3.54", Severity.WARNING);

	public FireHexes() {
		super(INFO, Subject.UNIT);
	}

	@Override
	public void checkUnit(Unit unit, Setup setup, Report report) {
		if (!Setup.isAlive(unit) || !Counters.isCharacter(unit) && !Counters.isAnimal(unit)) {
			return;
		}
		for (Hex hex : setup.hexesOf(unit)) {
			if (Hexes.fire(setup, hex)) {
				String label = setup.label(hex);
				Reports.onHex(report, unit, label, Counters.name(unit, setup) + " is set up in the fire at " + label
						+ "; a burning hex is impassable, and whoever is in it must leave or be wounded, then killed.");
			}
		}
	}
}

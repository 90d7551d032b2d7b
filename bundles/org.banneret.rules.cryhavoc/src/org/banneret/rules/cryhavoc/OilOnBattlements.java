package org.banneret.rules.cryhavoc;

import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * CH-EQ-13: a barrel of boiling oil starts on a battlement (rampart) hex, or in a hoarding it
 * was carried into. A barrel carried by a character is a CarriedOil marker on him. How many
 * barrels a garrison has is CH-SCEN-14's purchase count.
 */
public final class OilOnBattlements extends Rule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-EQ-13", "Barrels of oil start on battlements",
			"Magna Carta §10.10, §9.6.6.2", Severity.ERROR);

	public OilOnBattlements() {
		super(INFO, Subject.UNIT);
	}

	@Override
	public void checkUnit(Unit barrel, Setup setup, Report report) {
		if (!Setup.hasTrait(barrel, "oil_barrel") || !Setup.isAlive(barrel)) {
			return;
		}
		for (Hex hex : setup.hexesOf(barrel)) {
			if (!Hexes.terrainHas(setup, hex, "battlement") && !Hexes.hoarding(setup, hex)) {
				String label = setup.label(hex);
				Reports.onHex(report, barrel, label, Counters.name(barrel, setup) + " stands at " + label + ", "
						+ EngineGround.ground(setup, hex) + "; barrels of oil start on battlement hexes (or carried, into hoardings).");
			}
		}
	}
}

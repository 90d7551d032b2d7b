package org.banneret.rules.cryhavoc;

import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * CH-STACK-8: no character or animal enters the hex of a ballista, stone thrower, trebuchet or
 * mangonel (trait no_entry); its crew stands beside it.
 */
public final class NoOneInEngineHexes extends Rule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-STACK-8",
			"No character in the hex of a ballista, stone thrower, trebuchet or mangonel",
			"Magna Carta §10.11.4, §10.13.4, §10.14.2; Siege §3.43", Severity.ERROR);

	public NoOneInEngineHexes() {
		super(INFO, Subject.HEX);
	}

	@Override
	public void checkHex(Hex hex, Setup setup, Report report) {
		Unit engine = setup.occupantsOf(hex).stream().filter(u -> Setup.isAlive(u) && Setup.hasTrait(u, "no_entry"))
				.findFirst().orElse(null);
		if (engine == null) {
			return;
		}
		String label = setup.label(hex);
		for (Unit unit : setup.occupantsOf(hex)) {
			if (Setup.isAlive(unit) && (Counters.isCharacter(unit) || Counters.isAnimal(unit))
					&& !"inmine".equals(Counters.slot(unit, setup))) {
				Reports.onHex(report, unit, label, Counters.name(unit, setup) + " stands at " + label + ", the hex of "
						+ Counters.name(engine, setup) + "; no one enters the hex of a war engine, its crew stands beside it.",
						engine);
			}
		}
	}
}

package org.banneret.rules.cryhavoc;

import java.util.List;

import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * CH-TERR-7: fascines fill a moat: a filled-moat counter (trait fills_moat), feature or marker
 * lies only on a moat hex (terrain trait moat).
 */
public final class FilledMoatOnMoat extends Rule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-TERR-7", "Filled-moat markers only on moat hexes",
			"Magna Carta §10.2; Siege §2 (filled moat)", Severity.ERROR);

	public FilledMoatOnMoat() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		if (setup.board() == null) {
			return;
		}
		for (Unit unit : setup.units()) {
			if (!Setup.hasTrait(unit, "fills_moat")) {
				continue;
			}
			for (Hex hex : setup.hexesOf(unit)) {
				if (!Hexes.terrainHas(setup, hex, "moat")) {
					String label = setup.label(hex);
					Reports.onHex(report, unit, label, Counters.name(unit, setup) + " fills the moat at " + label + ", which is "
							+ terrainName(setup, hex) + ", not a moat hex.");
				}
			}
		}
		for (MapItem item : MapItem.all(setup, "filled_moat", "FilledMoat")) {
			if (!Hexes.terrainHas(setup, item.hex(), "moat")) {
				Reports.onMap(report, setup, "The map's " + item.name() + " at " + item.label() + " lies on "
						+ terrainName(setup, item.hex()) + ", not on a moat hex.", List.of(item.label()), item.element());
			}
		}
	}

	private static String terrainName(Setup setup, Hex hex) {
		return Hexes.terrain(setup, hex) == null ? "unknown terrain" : Hexes.name(Hexes.terrain(setup, hex)).toLowerCase();
	}
}

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
 * CH-EQ-18: fire burns only what the fire table lists (trait burnable): siege engines, tents,
 * hoardings, stockades, gates, bridges, tornefols, houses, scaffolding, mantlets. A Fire marker
 * or feature with nothing burnable in its hex, or on its hexsides, is wrong; a portcullis never
 * burns.
 */
public final class FireOnBurnables extends Rule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-EQ-18", "Fire only on something that burns",
			"Magna Carta §10.8.1-10.8.4, §9.2.3, §9.2.8, §9.3.7, §9.4.1", Severity.ERROR);

	public FireOnBurnables() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		for (MapItem fire : MapItem.all(setup, "fire", "Fire")) {
			if (!burnable(setup, fire.hex())) {
				String portcullis = Hexes.featureHas(setup, fire.hex(), "portcullis") ? " (a portcullis never burns)" : "";
				Reports.onMap(report, setup, "The map's " + fire.name() + " at " + fire.label() + " has nothing there to burn"
						+ portcullis + "; fire takes only engines, tents, hoardings, stockades, gates, bridges, tornefols, houses,"
						+ " scaffolding and mantlets.", List.of(fire.label()), fire.element());
			}
		}
	}

	private static boolean burnable(Setup setup, Hex hex) {
		if (Hexes.has(setup, hex, "burnable")
				|| MapData.of(setup).bordersOf(hex).stream().anyMatch(b -> b.hasTrait("burnable"))) {
			return true;
		}
		for (Unit unit : setup.occupantsOf(hex)) {
			if (Setup.hasTrait(unit, "burnable")) {
				return true;
			}
		}
		return false;
	}
}

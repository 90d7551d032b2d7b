package org.banneret.rules.cryhavoc;

import java.util.List;

import org.banneret.model.Severity;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * CH-TERR-11: a battlement behind a standing hoarding cannot be battered, so it shows no damage
 * while a hoarding stands across one of its battlement hexsides (or on the hex itself).
 */
public final class HoardingShieldsBattlement extends Rule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-TERR-11", "No damage on a battlement behind a standing hoarding",
			"Magna Carta §10.12.8", Severity.ERROR);

	public HoardingShieldsBattlement() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		for (MapItem damage : MapItem.damage(setup)) {
			Hex hex = damage.hex();
			if (!Hexes.battlement(setup, hex)) {
				continue;
			}
			boolean shielded = Hexes.hoarding(setup, hex) || MapData.of(setup).bordersOf(hex).stream()
					.anyMatch(b -> b.hasTrait("battlement") && Hexes.hoarding(setup, hex.neighbour(b.direction())));
			if (shielded) {
				Reports.onMap(report, setup, "The battlement hex " + damage.label() + " shows " + damage.name()
						+ " behind a standing hoarding; a battlement cannot be battered while its hoarding stands.",
						List.of(damage.label()), damage.element());
			}
		}
	}
}

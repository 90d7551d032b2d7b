package org.banneret.rules.cryhavoc;

import java.util.List;

import org.banneret.model.Severity;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * CH-TERR-10: an interior rampart hex (a rampart without a battlement hexside of its own, set
 * back from the outer face) is battered only through a demolished battlement hex beside it, so
 * it shows damage or rubble only next to one.
 */
public final class InteriorRampartDamage extends Rule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-TERR-10",
			"Damage on an interior rampart only beside a demolished battlement", "Magna Carta §10.12.7; Siege §4.13 note",
			Severity.ERROR);

	public InteriorRampartDamage() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		for (MapItem damage : MapItem.damage(setup)) {
			Hex hex = damage.hex();
			if (Hexes.interiorRampart(setup, hex) && Hexes.neighbours(hex).stream()
					.noneMatch(n -> Hexes.battlement(setup, n) && Hexes.demolished(setup, n))) {
				Reports.onMap(report, setup, "The interior rampart hex " + damage.label() + " shows " + damage.name()
						+ ", but no battlement hex beside it is demolished; an interior rampart is battered only through a"
						+ " breach in the battlements next to it.", List.of(damage.label()), damage.element());
			}
		}
	}
}

package org.banneret.rules.cryhavoc;

import java.util.List;

import org.banneret.model.Severity;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * CH-TERR-8: breach rubble lies where a structure was demolished: on a hex of the siege record
 * sheet or of masonry (wall, rampart, arrow-slit, tower, keep). A rock stockpile uses the same
 * marker (Magna Carta §10.16.1); a scenario that places one in the open waives this rule there.
 */
public final class RubbleOnStructures extends Rule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-TERR-8", "Breach rubble only on structure hexes",
			"Magna Carta §10.3.1, §10.3.3, §10.12.4, §10.16.1", Severity.ERROR);

	public RubbleOnStructures() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		for (MapItem rubble : MapItem.all(setup, "rubble", "Rubble")) {
			if (!Hexes.structure(setup, rubble.hex())) {
				Reports.onMap(report, setup, "The map's " + rubble.name() + " at " + rubble.label()
						+ " is not on a structure hex; breach rubble marks a demolished wall, rampart, tower or keep hex"
						+ " (waive this for a rock stockpile).", List.of(rubble.label()), rubble.element());
			}
		}
	}
}

package org.banneret.rules.cryhavoc;

import java.util.List;

import org.banneret.model.Severity;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * CH-TERR-16: scaffolding stands against its wall, at the wall's level: on or beside a wall hex.
 * Its level and the treadmill's four hexes are not in the map's data.
 */
public final class ScaffoldingOnWalls extends Rule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-TERR-16", "Scaffolding only against a wall",
			"Magna Carta §9.4.1", Severity.ERROR);

	public ScaffoldingOnWalls() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		for (MapItem scaffolding : MapItem.all(setup, "scaffolding", "Scaffolding")) {
			if (!Hexes.wall(setup, scaffolding.hex())
					&& Hexes.neighbours(scaffolding.hex()).stream().noneMatch(n -> Hexes.wall(setup, n))) {
				Reports.onMap(report, setup, "The map's " + scaffolding.name() + " at " + scaffolding.label()
						+ " stands against no wall; scaffolding is built against a wall, at its level.",
						List.of(scaffolding.label()), scaffolding.element());
			}
		}
	}
}

package org.banneret.rules.cryhavoc;

import java.util.List;

import org.banneret.model.Severity;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * CH-EQ-16: a mine runs under a rampart or tower: its feature or marker lies on a structure hex,
 * never under a moat, rock or batter. The penthouse it starts from and its progress day by day
 * are not in the scenario's data.
 */
public final class MinesUnderWalls extends Rule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-EQ-16",
			"Mines only under ramparts and towers, not moat, rock or batter", "Magna Carta §10.17.1, §10.17.3, §9.5.1, §9.2.5",
			Severity.ERROR);

	public MinesUnderWalls() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		for (MapItem mine : MapItem.all(setup, "mine", "Mine")) {
			String why = Hexes.has(setup, mine.hex(), "no_mining") ? "rock or batter, which cannot be mined"
					: Hexes.terrainHas(setup, mine.hex(), "moat") ? "a moat, which no mine passes under"
							: !Hexes.structure(setup, mine.hex()) ? "no rampart or tower" : null;
			if (why != null) {
				Reports.onMap(report, setup, "The map's " + mine.name() + " at " + mine.label() + " lies under " + why
						+ "; mines are dug under ramparts and towers.", List.of(mine.label()), mine.element());
			}
		}
	}
}

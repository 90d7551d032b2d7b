package org.banneret.rules.sluys;

import java.util.List;

import org.banneret.model.BanneretPackage;
import org.banneret.model.Severity;
import org.banneret.model.Side;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * Each fleet begins at morale 17, or 15 for a shorter game (variant morale_start) [S 11.1.1];
 * the Morale Track runs from 0 to 20 [S 11.1.3].
 */
final class StartingMorale extends Rule {

	static final RuleInfo INFO = SluysRules.sly("SLY-MOR-1", "Fleets start at morale 17 (15 for a shorter game), within 0-20",
			"11.1.1, 11.1.3", Severity.ERROR).readingVariants("morale_start");
	private static final int TRACK_MAX = 20;

	StartingMorale() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		Integer start = number(setup.variant("morale_start"));
		for (Side side : setup.scenario().getSides()) {
			if (!side.isSetMorale()) {
				continue;
			}
			int morale = side.getMorale();
			if (morale < 0 || morale > TRACK_MAX) {
				report.problem(side, BanneretPackage.Literals.SIDE__MORALE, -1, "Side " + side.getName() + " starts at morale "
						+ morale + ", off the Morale Track, which runs from 0 to " + TRACK_MAX + " [S 11.1.3].", List.of());
			} else if (start != null && morale != start) {
				report.problem(side, BanneretPackage.Literals.SIDE__MORALE, -1, "Side " + side.getName() + " starts at morale "
						+ morale + ", but each fleet begins at " + start + " (variant morale_start; 17, or 15 for a shorter game)"
						+ " [S 11.1.1].", List.of());
			}
		}
	}

	private static Integer number(String value) {
		try {
			return value == null ? null : Integer.valueOf(value);
		} catch (NumberFormatException e) {
			return null;
		}
	}
}

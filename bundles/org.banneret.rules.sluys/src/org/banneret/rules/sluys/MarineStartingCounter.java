package org.banneret.rules.sluys;

import java.util.List;

import org.banneret.model.BanneretPackage;
import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * Knights and men-at-arms have four steps on two counters, the second replacing the first and
 * never the other way round [S 3.3.2a-b], [S 3.3.7c-d], [S 9.1.3]. Unless a scenario says
 * otherwise, a unit starts on its first counter at full strength: a warning, for a scenario that
 * does say so waives it. A second counter says which first counter it takes over from
 * ({@code Knights2 EK1b replaces EK1}); then the two are one unit, and never both in play. A
 * scenario rule: the pair is two rows.
 */
final class MarineStartingCounter extends Rule {

	static final RuleInfo INFO = SluysRules.sly("SLY-MAR-4", "Two-counter marine units start on their first counter, one counter in play",
			"3.3.2a-b, 3.3.7c-d, 9.1.3", Severity.WARNING);

	MarineStartingCounter() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		for (Unit unit : setup.units()) {
			if (Counters.isMarine(unit) && Setup.hasTrait(unit, Counters.TWO_COUNTERS) && Setup.isAlive(unit)) {
				start(unit, report);
				pair(unit, report);
			}
		}
	}

	private static void start(Unit unit, Report report) {
		String rule = "; a knight or men-at-arms unit starts on its first counter at full strength unless the scenario says"
				+ " otherwise [S 3.3.2a-b], [S 3.3.7c-d]. If this one does, waive SLY-MAR-4 with its reason.";
		if (Setup.hasTrait(unit, Counters.SECOND_COUNTER)) {
			report.problem(unit, BanneretPackage.Literals.UNIT__TYPE, -1, Counters.name(unit)
					+ " starts on its unit's second counter" + (unit.isFlipped() ? ", reduced" : "") + rule, List.of());
		} else if (unit.isFlipped()) {
			report.problem(unit, BanneretPackage.Literals.UNIT__FLIPPED, -1, Counters.name(unit) + " starts reduced" + rule,
					List.of());
		}
	}

	/** A second counter that names the first it replaces: of that kind, and never both in play. */
	private static void pair(Unit second, Report report) {
		Unit first = second.getReplacing() == null || second.getReplacing().eIsProxy() ? null : second.getReplacing();
		if (first == null) {
			return;
		}
		if (!Setup.hasTrait(second, Counters.SECOND_COUNTER) || !Setup.hasTrait(first, Counters.TWO_COUNTERS)
				|| Setup.hasTrait(first, Counters.SECOND_COUNTER)) {
			report.problem(second, BanneretPackage.Literals.UNIT__REPLACING, -1, Counters.name(second) + " replaces "
					+ Counters.name(first) + ", but only a unit's second counter replaces its first [S 3.3.7c], [S 9.1.3].",
					List.of(), first);
		} else if (inPlay(first) && inPlay(second)) {
			report.problem(second, BanneretPackage.Literals.UNIT__REPLACING, -1, Counters.name(second) + " and "
					+ Counters.name(first) + " are one unit's two counters, and both are set up; the second comes into play"
					+ " only when the first leaves it [S 3.3.7c-d].", List.of(), first);
		}
	}

	/** Alive and set up: on the map, off it or aboard a squadron. */
	private static boolean inPlay(Unit unit) {
		return Setup.isAlive(unit) && (unit.getPlacement() != null || Setup.carrierOf(unit) != null);
	}
}

package org.banneret.rules.cryhavoc;

import java.util.List;

import org.banneret.model.BanneretPackage;
import org.banneret.model.Severity;
import org.banneret.model.Side;
import org.banneret.model.Unit;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * CH-SCEN-5: in a sally against the camp (siege_action = sally_camp) the besieged move first, and
 * the besieger sets up at least a third of his siege engines on the map, the others staying off
 * it. The shares of the garrison and of the besieging army that take part are fractions of
 * forces the scenario does not list; the six flaming arrows are CH-FORCE-4's.
 */
public final class SallyAgainstTheCamp extends Rule {

	public static final RuleInfo INFO = CryHavocRules
			.info("CH-SCEN-5", "Sally against the camp: the besieged first, a third of the engines on the map", "Magna Carta §11.6.2",
					Severity.ERROR)
			.readingVariants("siege_action");

	public SallyAgainstTheCamp() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		if (!"sally_camp".equals(Siege.action(setup))) {
			return;
		}
		for (Side side : setup.scenario().getSides()) {
			if (side.isInitiative() && Siege.isAttacker(side)) {
				report.problem(side, BanneretPackage.Literals.SIDE__INITIATIVE, -1, side.getName()
						+ " besieges but has the initiative; in a sally the besieged move first.", List.of());
			}
		}
		List<Unit> engines = setup.units().stream().filter(u -> Siege.isAttacker(setup.sideOf(u)) && Setup.isAlive(u)
				&& List.of("engine", "artillery").contains(Setup.className(u))).toList();
		int total = engines.stream().mapToInt(Unit::getCount).sum();
		List<Unit> onMap = engines.stream().filter(u -> !Siege.placedHexes(u, setup).isEmpty()).toList();
		int placed = onMap.stream().mapToInt(Unit::getCount).sum();
		int needed = (total + 2) / 3;
		if (placed < needed) {
			Unit offMap = engines.stream().filter(u -> !onMap.contains(u)).reduce((a, b) -> b).orElseThrow();
			Reports.onPlacement(report, offMap, "The besieger sets up " + placed + " of his " + total
					+ " siege engines on the map; at least a third, " + needed + ", stand in the camp for the sally.", List.of());
		}
	}
}

package org.banneret.rules.cryhavoc;

import java.util.List;

import org.banneret.model.BanneretPackage;
import org.banneret.model.Severity;
import org.banneret.model.Side;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.Values;

/**
 * CH-SCEN-7: when the garrison gives battle outside (siege_action = battle_outside) the attacker
 * moves first, and only the defenders' missile troops stay on the ramparts. Which maps the sides
 * set up on needs the layout of several maps, which the rules see only as the first.
 */
public final class BattleOutside extends Rule {

	public static final RuleInfo INFO = CryHavocRules
			.info("CH-SCEN-7", "Battle outside: the attacker first, only missile troops left on the ramparts", "Magna Carta §11.6.5",
					Severity.ERROR)
			.readingVariants("siege_action");

	public BattleOutside() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		if (!"battle_outside".equals(Siege.action(setup))) {
			return;
		}
		for (Side side : setup.scenario().getSides()) {
			if (side.isInitiative() && Siege.isDefender(side)) {
				report.problem(side, BanneretPackage.Literals.SIDE__INITIATIVE, -1, side.getName()
						+ " defends but has the initiative; when the garrison gives battle the attacker moves first.", List.of());
			}
		}
		for (Unit unit : setup.units()) {
			if (!Siege.isDefender(setup.sideOf(unit)) || !Counters.isLivingCharacter(unit) || shoots(unit)) {
				continue;
			}
			for (Hex hex : setup.hexesOf(unit)) {
				if (Hexes.terrainHas(setup, hex, "battlement") || "wallwalk".equals(Counters.slot(unit, setup))) {
					String label = setup.label(hex);
					Reports.onHex(report, unit, label, Counters.name(unit, setup) + " stays on the ramparts at " + label
							+ "; when the garrison gives battle outside only its missile troops stay there.");
				}
			}
		}
	}

	private static boolean shoots(Unit unit) {
		return List.of("archer", "crossbowman", "skirmisher").contains(Setup.className(unit))
				|| Values.number(unit, "long_range").isPresent();
	}
}

package org.banneret.rules.cryhavoc;

import java.util.List;

import org.banneret.model.BanneretPackage;
import org.banneret.model.Severity;
import org.banneret.model.Side;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.model.map.Board;
import org.banneret.model.HexPlacement;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.Values;

/**
 * CH-SCEN-7: when the garrison gives battle outside (siege_action = battle_outside) the attacker
 * moves first, only the defenders' missile troops stay on the ramparts, the defenders stand on the
 * fortification's map and the attacker on the open terrain map beside it.
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
		checkMaps(setup, report);
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

	/**
	 * "Defenders are deployed on the fortification map(s), the Attacker on the open terrain map(s)"
	 * (§11.6.5), and the terrain is the fortification with one of the open maps beside it.
	 */
	private static void checkMaps(Setup setup, Report report) {
		if (setup.board() == null || Siege.fortification(setup) == null) {
			return;
		}
		if (setup.maps().stream().allMatch(Siege::isFortification)) {
			Reports.doubtOnMap(report, setup, "A battle outside is fought on the castle or town map with an open terrain map"
					+ " beside it (The Crossroads, The Open Field or The Desert); lay one with a second 'map' line.", List.of());
			return;
		}
		for (Unit unit : setup.units()) {
			boolean defends = Siege.isDefender(setup.sideOf(unit));
			if (!defends && !Siege.isAttacker(setup.sideOf(unit))) {
				continue;
			}
			for (Hex hex : Siege.placedHexes(unit, setup)) {
				Board.Sheet sheet = setup.board().sheetAt(hex);
				if (sheet != null && Siege.isFortification(sheet.map()) != defends) {
					String label = setup.label(hex);
					String message = Counters.name(unit, setup) + (defends ? " defends" : " attacks") + " but is set up at "
							+ label + " on " + Siege.describe(sheet) + "; in a battle outside the defenders deploy on the"
							+ " fortification's map and the attacker on the open terrain map.";
					if (unit.getPlacement() instanceof HexPlacement) {
						Reports.onHex(report, unit, label, message);
					} else {
						Reports.onPlacement(report, unit, message, List.of(label));
					}
					break;
				}
			}
		}
	}

	private static boolean shoots(Unit unit) {
		return List.of("archer", "crossbowman", "skirmisher").contains(Setup.className(unit))
				|| Values.number(unit, "long_range").isPresent();
	}
}

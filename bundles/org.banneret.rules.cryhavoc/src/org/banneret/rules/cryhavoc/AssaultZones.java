package org.banneret.rules.cryhavoc;

import java.util.List;
import java.util.Set;

import org.banneret.model.BanneretPackage;
import org.banneret.model.EdgePlacement;
import org.banneret.model.HexPlacement;
import org.banneret.model.Region;
import org.banneret.model.ReinforcementPlacement;
import org.banneret.model.Severity;
import org.banneret.model.Side;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * CH-SCEN-3: in an Assault (siege_action = assault) the defender sets up anywhere inside the
 * castle or town (the map's region Castle or Town) and the attacker outside it, on the Village
 * map or off the map; the attacker moves first. Sides are told apart by their role.
 */
public final class AssaultZones extends Rule {

	public static final RuleInfo INFO = CryHavocRules
			.info("CH-SCEN-3", "Assault: defenders inside the castle, attackers outside, the attacker first", "Magna Carta §11.6.1",
					Severity.ERROR)
			.readingVariants("siege_action");

	public AssaultZones() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		if (!"assault".equals(Siege.action(setup)) || setup.board() == null) {
			return;
		}
		for (Side side : setup.scenario().getSides()) {
			if (side.isInitiative() && Siege.isDefender(side)) {
				report.problem(side, BanneretPackage.Literals.SIDE__INITIATIVE, -1, side.getName()
						+ " defends but has the initiative; in an Assault the attacker moves first.", List.of());
			}
		}
		Region castle = Siege.fortification(setup);
		if (castle == null) {
			Reports.doubtOnMap(report, setup, "The Assault's map has no region Castle or Town, so where the defenders may set up"
					+ " cannot be checked.", List.of());
			return;
		}
		Set<Hex> inside = Siege.hexes(castle, setup);
		for (Unit unit : setup.units()) {
			Side side = setup.sideOf(unit);
			if (Siege.isDefender(side)) {
				checkDefender(unit, inside, castle, setup, report);
			} else if (Siege.isAttacker(side)) {
				List<Hex> within = Siege.placedHexes(unit, setup).stream().filter(inside::contains).toList();
				if (!within.isEmpty()) {
					place(report, unit, setup, within.get(0), Counters.name(unit, setup) + " attacks but is set up inside "
							+ Hexes.name(castle) + "; the attacker sets up outside, on the Village map or off the map.");
				}
			}
		}
	}

	private static void checkDefender(Unit unit, Set<Hex> inside, Region castle, Setup setup, Report report) {
		String who = Counters.name(unit, setup);
		if (unit.getPlacement() instanceof EdgePlacement || unit.getPlacement() instanceof ReinforcementPlacement) {
			Reports.onPlacement(report, unit, who + " defends but is not set up inside " + Hexes.name(castle)
					+ "; the defender sets up all his characters inside the castle or town.", List.of());
			return;
		}
		List<Hex> outside = Siege.placedHexes(unit, setup).stream().filter(h -> !inside.contains(h)).toList();
		if (!outside.isEmpty()) {
			place(report, unit, setup, outside.get(0), who + " defends but is set up at " + setup.label(outside.get(0))
					+ ", outside " + Hexes.name(castle) + "; the defender sets up inside the castle or town.");
		}
	}

	private static void place(Report report, Unit unit, Setup setup, Hex hex, String message) {
		if (unit.getPlacement() instanceof HexPlacement) {
			Reports.onHex(report, unit, setup.label(hex), message);
		} else {
			Reports.onPlacement(report, unit, message, List.of(setup.label(hex)));
		}
	}
}

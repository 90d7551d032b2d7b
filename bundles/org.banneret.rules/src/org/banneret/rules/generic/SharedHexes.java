package org.banneret.rules.generic;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.banneret.model.BanneretPackage;
import org.banneret.model.HexPlacement;
import org.banneret.model.Severity;
import org.banneret.model.Side;
import org.banneret.model.Unit;
import org.banneret.model.UnitState;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * No hex holds living units of two sides at set-up. A ship is the deck its hexes are, not one who
 * holds them: boarders stand on an enemy's deck, and ships that overlap are the rule set's to judge.
 */
public final class SharedHexes extends Rule {

	public static final RuleInfo INFO = RuleInfo.of("GEN-SIDE-1", "No hex shared by two sides", "the set-up",
			Severity.ERROR);

	public SharedHexes() {
		super(INFO, Subject.HEX);
	}

	@Override
	public void checkHex(Hex hex, Setup setup, Report report) {
		Map<Side, Unit> bySide = new LinkedHashMap<>();
		for (Unit unit : setup.occupantsOf(hex)) {
			if (unit.getState() != UnitState.DEAD && setup.sideOf(unit) != null && !Ships.isShip(unit)) {
				bySide.putIfAbsent(setup.sideOf(unit), unit);
			}
		}
		if (bySide.size() > 1) {
			String label = setup.label(hex);
			Unit last = List.copyOf(bySide.values()).get(bySide.size() - 1);
			HexPlacement placement = (HexPlacement) last.getPlacement();
			String who = bySide.entrySet().stream().map(e -> Describe.unit(e.getValue(), setup) + " (" + e.getKey().getName() + ")")
					.collect(Collectors.joining(" and "));
			report.problem(placement, BanneretPackage.Literals.HEX_PLACEMENT__HEXES, placement.getHexes().indexOf(label),
					"Hex " + label + " holds units of two sides: " + who + ".", List.of(label),
					bySide.values().toArray(Unit[]::new));
		}
	}
}

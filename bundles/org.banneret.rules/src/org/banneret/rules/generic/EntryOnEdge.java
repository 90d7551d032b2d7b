package org.banneret.rules.generic;

import java.util.List;

import org.banneret.model.BanneretPackage;
import org.banneret.model.ReinforcementPlacement;
import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/** Reinforcements enter through hexes on a map edge, with a positive per-turn limit. */
public final class EntryOnEdge extends Rule {

	public static final RuleInfo INFO = RuleInfo.of("GEN-ENTRY-1", "Reinforcements enter on a map edge",
			"the map's edges", Severity.ERROR);

	public EntryOnEdge() {
		super(INFO, Subject.UNIT);
	}

	@Override
	public void checkUnit(Unit unit, Setup setup, Report report) {
		if (!(unit.getPlacement() instanceof ReinforcementPlacement entry) || setup.board() == null) {
			return;
		}
		for (int i = 0; i < entry.getEntryHexes().size(); i++) {
			String label = entry.getEntryHexes().get(i);
			Hex hex = setup.hexOrNull(label);
			if (hex != null && !setup.board().isOnEdge(hex)) {
				report.problem(entry, BanneretPackage.Literals.REINFORCEMENT_PLACEMENT__ENTRY_HEXES, i,
						Describe.unit(unit, setup) + " enters at " + label + ", which is not on an edge of map "
								+ setup.map().getName() + ".", List.of(label), unit);
			}
		}
		if (entry.isSetPerTurnLimit() && entry.getPerTurnLimit() < 1) {
			report.problem(entry, BanneretPackage.Literals.REINFORCEMENT_PLACEMENT__PER_TURN_LIMIT, -1,
					Describe.unit(unit, setup) + " enters at most " + entry.getPerTurnLimit()
							+ " a turn; a per-turn limit is at least 1.", List.of(), unit);
		}
	}
}

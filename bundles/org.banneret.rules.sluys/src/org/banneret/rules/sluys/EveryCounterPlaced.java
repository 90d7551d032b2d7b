package org.banneret.rules.sluys;

import java.util.List;

import org.banneret.model.EdgePlacement;
import org.banneret.model.ForceElement;
import org.banneret.model.ReinforcementPlacement;
import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.generic.Unplaced;

/**
 * Every counter is in a hex [S 1.4.1]: a squadron on the map or entering it, a marine or leader
 * aboard a squadron. Nothing waits off the map but squadrons that are to enter [S 1.4.5], [S 1.4.6].
 */
final class EveryCounterPlaced extends Rule {

	static final RuleInfo INFO = SluysRules.sly("SLY-HEX-1", "Every counter is on the map, aboard a squadron or entering",
			"1.4.1, 1.4.5, 1.4.6", Severity.ERROR);

	/**
	 * Stands in for GEN-PLACE-1 (which stands down for Sluys
	 * scenarios): the generic rule would count every marine and leader aboard a squadron as unplaced.
	 */
	private EveryCounterPlaced() {
		super(INFO, Subject.UNIT);
	}

	static Rule rule() {
		return new EveryCounterPlaced().replacing(Unplaced.INFO.id());
	}

	@Override
	public void checkUnit(Unit unit, Setup setup, Report report) {
		if (!(unit.eContainer() instanceof ForceElement) || !Setup.isAlive(unit)) {
			return;
		}
		String name = Counters.name(unit);
		boolean squadron = Counters.isSquadron(unit);
		switch (unit.getPlacement()) {
			case null -> {
				if (unit.getCarrier() == null) {
					report.problem(unit, name + " is neither on a hex nor aboard a squadron. Every counter is in a hex [S 1.4.1]: "
							+ (squadron ? "place it with 'at' or 'in', or let it enter with 'enters at'."
									: "write 'aboard' and the squadron it rides on."),
							List.of());
				}
			}
			case EdgePlacement edge -> report.problem(edge, name + " is set up off the map. No counter waits off the map"
					+ " [S 1.4.6] except a squadron that is to enter, written 'enters at' and the edge hexes by a Red Entry Zone"
					+ " [S 1.4.5]" + (squadron ? "." : "; a marine or leader enters aboard its squadron."), List.of());
			case ReinforcementPlacement entry when !squadron -> report.problem(entry, name
					+ " enters the map by itself, but only squadrons enter [S 1.4.5]: put it 'aboard' an entering squadron.",
					entry.getEntryHexes());
			default -> {
			}
		}
	}
}

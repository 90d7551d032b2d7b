package org.banneret.rules.cryhavoc;

import java.util.List;
import java.util.OptionalInt;

import org.banneret.model.HexPlacement;
import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.model.hex.HexDirection;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.Values;

/**
 * CH-EQ-5: a siege tower reaches ramparts 1 to 3 levels high (printed reach_levels): one facing
 * a higher wall from its front hex cannot be used against it, a warning since it may be there on
 * its way elsewhere.
 */
public final class SiegeTowerReach extends Rule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-EQ-5", "A siege tower faces walls at most 3 levels high",
			"Magna Carta §10.6.1", Severity.WARNING);

	public SiegeTowerReach() {
		super(INFO, Subject.UNIT);
	}

	@Override
	public void checkUnit(Unit tower, Setup setup, Report report) {
		if (!Setup.hasTrait(tower, "siege_tower") || !(tower.getPlacement() instanceof HexPlacement placement)
				|| !placement.isSetFacing() || setup.hexesOf(tower).isEmpty()) {
			return;
		}
		Hex front = setup.hexesOf(tower).get(0);
		HexDirection facing;
		try {
			facing = setup.board().direction(placement.getFacing());
		} catch (IllegalArgumentException e) {
			return;
		}
		Hex wall = front.neighbour(facing);
		if (!setup.board().contains(wall) || !Hexes.wall(setup, wall)) {
			return;
		}
		OptionalInt reach = Values.number(tower, "reach_levels");
		int height = setup.board().elevationAt(wall) - setup.board().elevationAt(front);
		if (reach.isPresent() && height > reach.getAsInt()) {
			Reports.onFacing(report, tower, Counters.name(tower, setup) + " faces the wall at " + setup.label(wall) + ", " + height
					+ " levels high; a siege tower reaches ramparts of at most " + reach.getAsInt() + " levels.",
					List.of(setup.label(front), setup.label(wall)));
		}
	}
}

package org.banneret.rules.cryhavoc;

import org.banneret.model.HexPlacement;
import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * CH-SCEN-11: a siege tower or belfry comes on through a hex at the board edge: one set up on the
 * map starts with a hex on the edge. A warning, since a later day of a siege may find it nearer.
 */
public final class EnginesFromBoardEdge extends Rule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-SCEN-11", "Siege towers and belfries start at the board edge",
			"Magna Carta §10.6.2, §10.7.4", Severity.WARNING);

	public EnginesFromBoardEdge() {
		super(INFO, Subject.UNIT);
	}

	@Override
	public void checkUnit(Unit engine, Setup setup, Report report) {
		if (!(Setup.hasTrait(engine, "siege_tower") || Setup.hasTrait(engine, "belfry"))
				|| !(engine.getPlacement() instanceof HexPlacement) || setup.hexesOf(engine).isEmpty()) {
			return;
		}
		for (Hex hex : setup.hexesOf(engine)) {
			if (setup.board().isOnEdge(hex)) {
				return;
			}
		}
		Reports.onPlacement(report, engine, Counters.name(engine, setup) + " starts away from the board edge; siege towers"
				+ " and belfries enter through a hex at the edge of the map.",
				setup.hexesOf(engine).stream().map(setup::label).toList());
	}
}

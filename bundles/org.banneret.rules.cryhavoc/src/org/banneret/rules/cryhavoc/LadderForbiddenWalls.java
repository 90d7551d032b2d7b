package org.banneret.rules.cryhavoc;

import java.util.List;

import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * CH-EQ-2: no ladder against a tower, the two gate-tower wall sections beside a drawbridge, a
 * hoarding, or across a mantlet.
 */
public final class LadderForbiddenWalls extends Rule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-EQ-2",
			"No ladder against towers, gate sections by the drawbridge, hoardings or mantlets",
			"Magna Carta §10.4.1, §9.8.2, §9.2.3", Severity.ERROR);

	public LadderForbiddenWalls() {
		super(INFO, Subject.UNIT);
	}

	@Override
	public void checkUnit(Unit ladder, Setup setup, Report report) {
		if (!Ladders.isUpright(ladder) || setup.board() == null) {
			return;
		}
		Hex wall = Ladders.target(ladder, setup);
		List<Hex> hexes = setup.hexesOf(ladder);
		if (wall == null || hexes.size() != 1) {
			return;
		}
		String why = Ladders.forbidden(hexes.get(0), wall, setup);
		if (why != null) {
			String foot = setup.label(hexes.get(0));
			Reports.onFacing(report, ladder, Counters.name(ladder, setup) + " at " + foot + " leans against " + setup.label(wall)
					+ ", " + why + "; no ladder may be set there.", List.of(foot, setup.label(wall)));
		}
	}
}

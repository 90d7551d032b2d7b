package org.banneret.rules.cryhavoc;

import java.util.List;

import org.banneret.model.HexPlacement;
import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.Values;

/**
 * CH-EQ-1: an upright ladder stands in one hex, pointed (its facing) at a battlement hexside of
 * the hex next to it, and reaches a wall 1 or 2 levels above its foot (printed reach_levels).
 * Walls no ladder may be set against are CH-EQ-2's.
 */
public final class UprightLadders extends Rule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-EQ-1",
			"An upright ladder is pointed at a battlement hexside 1-2 levels up", "Magna Carta §10.4.1-10.4.2", Severity.ERROR);

	public UprightLadders() {
		super(INFO, Subject.UNIT);
	}

	@Override
	public void checkUnit(Unit ladder, Setup setup, Report report) {
		if (!Ladders.isUpright(ladder) || setup.board() == null) {
			return;
		}
		String who = Counters.name(ladder, setup);
		List<Hex> hexes = setup.hexesOf(ladder);
		List<String> labels = ((HexPlacement) ladder.getPlacement()).getHexes();
		if (labels.size() != 1) {
			Reports.onPlacement(report, ladder, who + " is upright on " + labels.size()
					+ " hexes; an upright ladder stands in one hex.", labels);
			return;
		}
		if (!((HexPlacement) ladder.getPlacement()).isSetFacing()) {
			Reports.onFacing(report, ladder, who + " stands upright with no facing; point it at the battlement hexside it leans"
					+ " against (add 'facing' and the direction).", labels);
			return;
		}
		Hex wall = Ladders.target(ladder, setup);
		if (hexes.isEmpty() || wall == null || Ladders.forbidden(hexes.get(0), wall, setup) != null) {
			return;
		}
		String foot = setup.label(hexes.get(0));
		String top = setup.board().contains(wall) ? setup.label(wall) : "the map edge";
		if (!setup.board().contains(wall)
				|| MapData.of(setup).between(hexes.get(0), wall).stream().noneMatch(b -> b.hasTrait("battlement"))) {
			Reports.onFacing(report, ladder, who + " at " + foot + " points at " + top
					+ " across no battlement hexside; a ladder leans against a battlement.", List.of(foot));
			return;
		}
		int height = setup.board().elevationAt(wall) - setup.board().elevationAt(hexes.get(0));
		int most = Values.currentOr(ladder, "reach_levels", 2);
		if (height < 1 || height > most) {
			Reports.onFacing(report, ladder, who + " at " + foot + " leans against a battlement " + height
					+ " level(s) above its foot; a ladder reaches walls 1 to " + most + " levels high.", List.of(foot, top));
		}
	}
}

package org.banneret.rules.medieval;

import java.util.List;

import org.banneret.model.BanneretPackage;
import org.banneret.model.HexPlacement;
import org.banneret.model.Severity;
import org.banneret.model.Side;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.generic.Describe;
import org.banneret.rules.generic.Areas;

/**
 * A banner "always needs to be held by regular unit" [B 7.1.1], [B 7.1.4]: the hex of a banner
 * leader should hold a friendly cavalry or infantry unit, set up there exactly or by an area of
 * its side that covers the hex. A scenario rule, because the holder's moves change the verdict.
 */
final class BannerHeld extends Rule {

	static final RuleInfo INFO = MedievalRules.ban("BAN-BAN-2", "A banner's hex holds a friendly regular unit",
			"[7.1.1], [7.1.4], [1.3]", Severity.WARNING);

	BannerHeld() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		for (Unit leader : setup.units()) {
			if (!leader.isBanner() || setup.hexesOf(leader).size() != 1 || !Setup.isAlive(leader)) {
				continue;
			}
			Hex hex = setup.hexesOf(leader).get(0);
			if (!held(hex, setup.sideOf(leader), setup)) {
				String label = setup.label(hex);
				HexPlacement placement = (HexPlacement) leader.getPlacement();
				report.problem(placement, BanneretPackage.Literals.HEX_PLACEMENT__HEXES, 0, Describe.unit(leader, setup)
						+ " sets up with his side's banner on " + label + ", but no friendly regular unit (cavalry or infantry) is"
						+ " set up on " + label + " or in an area that covers it, and a banner always needs a regular unit to hold it.",
						List.of(label), leader);
			}
		}
	}

	private static boolean held(Hex hex, Side side, Setup setup) {
		for (Unit unit : setup.occupantsOf(hex)) {
			if (setup.sideOf(unit) == side && Kinds.isRegular(unit) && Setup.isAlive(unit)) {
				return true;
			}
		}
		for (Unit unit : setup.units()) {
			if (setup.sideOf(unit) == side && Kinds.isRegular(unit) && Setup.isAlive(unit)
					&& Areas.covers(unit.getPlacement(), hex, setup)) {
				return true;
			}
		}
		return false;
	}
}

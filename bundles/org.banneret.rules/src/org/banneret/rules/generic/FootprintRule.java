package org.banneret.rules.generic;

import java.util.List;

import org.banneret.model.BanneretPackage;
import org.banneret.model.Footprint;
import org.banneret.model.HexPlacement;
import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.UnitType;
import org.banneret.model.hex.Hex;
import org.banneret.model.map.Hull;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * A two-hex unit stands on two adjacent hexes with a facing; a one-hex unit on one hex; a ship on
 * its centre hex, faced, with its hull on the board.
 */
public final class FootprintRule extends Rule {

	public static final RuleInfo INFO = RuleInfo.of("GEN-FOOT-1", "Two-hex units on two adjacent hexes with a facing",
			"the unit type's footprint", Severity.ERROR);

	public FootprintRule() {
		super(INFO, Subject.UNIT);
	}

	@Override
	public void checkUnit(Unit unit, Setup setup, Report report) {
		UnitType type = Setup.typeOf(unit);
		if (!(unit.getPlacement() instanceof HexPlacement placement) || type == null || setup.board() == null) {
			return;
		}
		String who = Describe.unit(unit, setup);
		List<String> labels = placement.getHexes();
		if (judgedAsShip(unit, setup, report)) {
			return;
		}
		if (type.getFootprint() == Footprint.DOUBLE) {
			if (labels.size() != 2) {
				report.problem(placement, BanneretPackage.Literals.HEX_PLACEMENT__HEXES, -1, who + " is a two-hex "
						+ type.getName() + " but is placed on " + labels.size() + " hex(es); name its head hex and its rear hex.",
						labels, unit);
				return;
			}
			List<Hex> hexes = setup.hexesOf(unit);
			if (hexes.size() == 2 && hexes.get(0).distance(hexes.get(1)) != 1) {
				report.problem(placement, BanneretPackage.Literals.HEX_PLACEMENT__HEXES, 1, who + " covers " + labels.get(0)
						+ " and " + labels.get(1) + ", which are not adjacent; a two-hex counter covers two neighbouring hexes.",
						labels, unit);
			}
			if (!placement.isSetFacing()) {
				report.problem(placement, BanneretPackage.Literals.HEX_PLACEMENT__HEXES, 0, who
						+ " has no facing; a two-hex counter faces one of the six hexside directions (add 'facing N' etc.).",
						labels, unit);
			} else {
				try {
					setup.board().direction(placement.getFacing());
				} catch (IllegalArgumentException e) {
					report.problem(placement, BanneretPackage.Literals.HEX_PLACEMENT__FACING, -1, who + " faces "
							+ placement.getFacing() + ", which is a hex corner on this map, not a hexside.", labels, unit);
				}
			}
		} else if (labels.size() > 1) {
			report.problem(placement, BanneretPackage.Literals.HEX_PLACEMENT__HEXES, 1, who + " is a one-hex "
					+ type.getName() + " but is placed on " + labels.size() + " hexes (" + String.join(", ", labels)
					+ "); to spread a group over an area write hex(radius), like " + labels.get(0) + "(1).", labels, unit);
		}
	}

	/**
	 * Judges a ship's footprint, as a rule set's own footprint rule does too: it stands on its
	 * centre hex, faced, and its whole hull lies on the board. False for a unit that is no ship
	 * placed on hexes.
	 */
	public static boolean judgedAsShip(Unit unit, Setup setup, Report report) {
		Hull hull = Ships.hullOf(unit);
		if (hull == null || !(unit.getPlacement() instanceof HexPlacement placement) || setup.board() == null) {
			return false;
		}
		checkShip(unit, hull, placement, setup, report, Describe.unit(unit, setup));
		return true;
	}

	private static void checkShip(Unit unit, Hull hull, HexPlacement placement, Setup setup, Report report, String who) {
		List<String> labels = placement.getHexes();
		if (labels.size() != 1) {
			report.problem(placement, BanneretPackage.Literals.HEX_PLACEMENT__HEXES, 1, who + " is a ship of " + hull.size()
					+ " hexes, placed by its centre hex alone; write one hex, like 'at " + labels.get(0) + " facing N'.",
					labels, unit);
			return;
		}
		if (!placement.isSetFacing()) {
			report.problem(placement, BanneretPackage.Literals.HEX_PLACEMENT__HEXES, 0, who
					+ " has no facing; a ship's bow points to one of the six hexside directions (add 'facing N' etc.).",
					labels, unit);
			return;
		}
		List<Hull.Placed> laid = setup.hullLaid(unit);
		if (laid.isEmpty()) {
			if (setup.hexOrNull(labels.get(0)) != null) {
				report.problem(placement, BanneretPackage.Literals.HEX_PLACEMENT__FACING, -1, who + " faces "
						+ placement.getFacing() + ", which is a hex corner on this map, not a hexside.", labels, unit);
			}
			return;
		}
		long off = laid.stream().filter(hex -> !setup.board().contains(hex.hex())).count();
		if (off > 0) {
			report.problem(placement, BanneretPackage.Literals.HEX_PLACEMENT__HEXES, 0, who + " lies with " + off + " of its "
					+ laid.size() + " hexes off the map; move its centre " + labels.get(0) + " inwards or turn it.", labels, unit);
		}
	}
}

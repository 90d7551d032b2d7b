package org.banneret.rules.cryhavoc;

import java.util.List;
import java.util.Set;

import org.banneret.model.BanneretPackage;
import org.banneret.model.Footprint;
import org.banneret.model.HexPlacement;
import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.UnitType;
import org.banneret.model.hex.Hex;
import org.banneret.model.hex.HexDirection;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.generic.FootprintRule;

/**
 * CH-STACK-3: a mounted character, a horse or camel fills two adjacent hexes, its head hex
 * written first, and faces the way its head points; a one-hex counter stands on one hex. It
 * stands in for GEN-FOOT-1, which it extends by the head-and-facing check and by leaving the
 * engines of three and six hexes, ladders and belfries to their own rules (CH-EQ-3, 4, 6, 7, 8).
 * A ship's footprint is judged as GEN-FOOT-1 judges it.
 */
public final class TwoHexFootprints extends Rule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-STACK-3",
			"Mounted characters and animals on two adjacent hexes, head first, facing their head",
			"Magna Carta §1.1, §1.2, §4.4.1, §5.5.4; Siege §3.31", Severity.ERROR);
	private static final Set<String> OWN_FOOTPRINTS = Set.of("three_hex", "six_hex", "ladder", "belfry");

	public TwoHexFootprints() {
		super(INFO, Subject.UNIT);
	}

	@Override
	public void checkUnit(Unit unit, Setup setup, Report report) {
		UnitType type = Setup.typeOf(unit);
		if (!(unit.getPlacement() instanceof HexPlacement placement) || type == null || setup.board() == null
				|| OWN_FOOTPRINTS.stream().anyMatch(trait -> Setup.hasTrait(unit, trait))) {
			return;
		}
		if (FootprintRule.judgedAsShip(unit, setup, report)) {
			return;
		}
		String who = Counters.name(unit, setup);
		List<String> labels = placement.getHexes();
		if (type.getFootprint() != Footprint.DOUBLE) {
			if (labels.size() > 1) {
				report.problem(placement, BanneretPackage.Literals.HEX_PLACEMENT__HEXES, 1, who + " is a one-hex " + type.getName()
						+ " but is placed on " + labels.size() + " hexes (" + String.join(", ", labels) + ").", labels, unit);
			}
			return;
		}
		if (labels.size() != 2) {
			report.problem(placement, BanneretPackage.Literals.HEX_PLACEMENT__HEXES, -1, who + " is a two-hex " + type.getName()
					+ " but is placed on " + labels.size() + " hex(es); name its head hex, then its rear hex.", labels, unit);
			return;
		}
		List<Hex> hexes = setup.hexesOf(unit);
		if (hexes.size() != 2) {
			return; // a hex off the map: GEN-HEX-1
		}
		if (hexes.get(0).distance(hexes.get(1)) != 1) {
			report.problem(placement, BanneretPackage.Literals.HEX_PLACEMENT__HEXES, 1, who + " covers " + labels.get(0) + " and "
					+ labels.get(1) + ", which are not adjacent; a horse fills two neighbouring hexes.", labels, unit);
			return;
		}
		if (!placement.isSetFacing()) {
			report.problem(placement, BanneretPackage.Literals.HEX_PLACEMENT__HEXES, 0, who
					+ " has no facing; a horse faces the way its head points (add 'facing' and the direction).", labels, unit);
			return;
		}
		HexDirection facing;
		try {
			facing = setup.board().direction(placement.getFacing());
		} catch (IllegalArgumentException e) {
			report.problem(placement, BanneretPackage.Literals.HEX_PLACEMENT__FACING, -1, who + " faces " + placement.getFacing()
					+ ", which is a hex corner on this map, not a hexside.", labels, unit);
			return;
		}
		if (!hexes.get(1).neighbour(facing).equals(hexes.get(0))) {
			report.problem(placement, BanneretPackage.Literals.HEX_PLACEMENT__FACING, -1, who + " faces " + placement.getFacing()
					+ ", but its head hex " + labels.get(0) + " is not " + placement.getFacing() + " of its rear hex " + labels.get(1)
					+ "; write the head hex first and face the way the head points.", labels, unit);
		}
	}
}

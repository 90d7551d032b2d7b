package org.banneret.rules.sluys;

import java.util.List;
import java.util.function.Predicate;

import org.banneret.model.AreaPlacement;
import org.banneret.model.BanneretPackage;
import org.banneret.model.HexPlacement;
import org.banneret.model.RegionPlacement;
import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.model.naming.DisplayNames;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * Marines [S 3.3.5] and leaders [S 3.4.1] are always in a hex with a squadron of either side:
 * aboard one ("aboard F1a"), or placed on a hex where one stands. Leaders have no stacking limit.
 * That a unit aboard stands on its squadron's hex is the generic GEN-CARRY-1's.
 */
final class WithASquadron extends Rule {

	private final Predicate<Unit> applies;
	private final String kind;
	private final String citation;

	private WithASquadron(RuleInfo info, Predicate<Unit> applies, String kind, String citation) {
		super(info, Subject.SCENARIO);
		this.applies = applies;
		this.kind = kind;
		this.citation = citation;
	}

	static Rule marines() {
		return new WithASquadron(SluysRules.sly("SLY-MAR-1", "Every marine is in a hex with a squadron", "3.3.5",
				Severity.ERROR), Counters::isMarine, "a marine", "[S 3.3.5]");
	}

	static Rule leaders() {
		return new WithASquadron(SluysRules.sly("SLY-LDR-1", "Every leader is in a hex with a squadron", "3.4.1",
				Severity.ERROR), Counters::isLeader, "a leader (\"no swimming\")", "[S 3.4.1]");
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		for (Unit unit : setup.units()) {
			if (applies.test(unit) && Setup.isAlive(unit)) {
				check(unit, setup, report);
			}
		}
	}

	private void check(Unit unit, Setup setup, Report report) {
		String name = Counters.name(unit);
		Unit carrier = Setup.carrierOf(unit);
		List<Hex> own = setup.hexesOf(unit);
		if (carrier != null) {
			if (!Counters.isSquadron(carrier)) {
				report.problem(unit, BanneretPackage.Literals.UNIT__CARRIER, -1, name + " is aboard " + Counters.name(carrier)
						+ ", which is not a squadron; " + kind + " rides on a squadron " + citation + ".", List.of(), carrier);
			} else if (!Setup.isAlive(carrier)) {
				report.problem(unit, BanneretPackage.Literals.UNIT__CARRIER, -1, name + " is aboard " + Counters.name(carrier)
						+ ", which is sunk; " + kind + " is always in a hex with a squadron " + citation + ".", List.of(), carrier);
			} // standing where the squadron stands is GEN-CARRY-1's
			return;
		}
		switch (unit.getPlacement()) {
			case HexPlacement exact when own.size() == 1 -> {
				boolean withSquadron = setup.occupantsOf(own.get(0)).stream()
						.anyMatch(other -> Counters.isSquadron(other) && Setup.isAlive(other));
				if (!withSquadron) {
					String hex = setup.label(own.get(0));
					report.problem(exact, BanneretPackage.Literals.HEX_PLACEMENT__HEXES, 0, name + " is on hex " + hex
							+ ", where no squadron is; " + kind + " is always in a hex with a squadron " + citation
							+ ": write 'aboard' and its squadron.", List.of(hex));
				}
			}
			case RegionPlacement region -> doubt(unit, region, setup, report);
			case AreaPlacement area -> doubt(unit, area, setup, report);
			case null, default -> {
			}
		}
	}

	private void doubt(Unit unit, org.banneret.model.Placement placement, Setup setup, Report report) {
		report.doubt(placement, null, -1, Counters.name(unit) + " is set up " + DisplayNames.placement(placement)
				+ " and not aboard a squadron, so whether it shares a hex with one cannot be told; " + kind
				+ " is always with a squadron " + citation + ": write 'aboard' and its squadron.", List.of());
	}
}

package org.banneret.rules.medieval;

import java.util.ArrayList;
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

/**
 * No other friendly unit shares a hex with infantry in shiltron [B 11.3.11]. Leaders are not
 * field units and carry the banners, so they may stand with it; a shiltron row of several
 * counters on one hex is itself two units in one hex.
 */
final class ShiltronStandsAlone extends Rule {

	static final RuleInfo INFO = MedievalRules.ban("BAN-STACK-5", "No other friendly unit in a hex with a shiltron",
			"[11.3.11]", Severity.ERROR);

	ShiltronStandsAlone() {
		super(INFO, Subject.HEX);
	}

	@Override
	public void checkHex(Hex hex, Setup setup, Report report) {
		List<Unit> here = setup.occupantsOf(hex).stream().filter(Setup::isAlive).filter(unit -> !Kinds.isLeader(unit)).toList();
		for (Unit shiltron : here) {
			if (!Kinds.inShiltron(shiltron)) {
				continue;
			}
			Side side = setup.sideOf(shiltron);
			List<Unit> others = new ArrayList<>();
			for (Unit unit : here) {
				if (unit != shiltron && setup.sideOf(unit) == side) {
					others.add(unit);
				}
			}
			String label = setup.label(hex);
			if (!others.isEmpty()) {
				Unit last = others.get(others.size() - 1);
				HexPlacement placement = (HexPlacement) last.getPlacement();
				report.problem(placement, BanneretPackage.Literals.HEX_PLACEMENT__HEXES, placement.getHexes().indexOf(label),
						Describe.units(others, setup) + (others.size() == 1 ? " shares hex " : " share hex ") + label + " with "
								+ Describe.unit(shiltron, setup) + ", which is in shiltron; no other friendly unit may stand in a"
								+ " shiltron's hex.",
						List.of(label), withShiltron(others, shiltron));
				return;
			}
			if (shiltron.getCount() > 1) {
				HexPlacement placement = (HexPlacement) shiltron.getPlacement();
				report.problem(placement, BanneretPackage.Literals.HEX_PLACEMENT__HEXES, placement.getHexes().indexOf(label),
						Describe.unit(shiltron, setup) + " puts " + shiltron.getCount() + " counters in shiltron on hex " + label
								+ "; a shiltron stands alone in its hex.", List.of(label), shiltron);
				return;
			}
		}
	}

	private static Unit[] withShiltron(List<Unit> others, Unit shiltron) {
		List<Unit> all = new ArrayList<>(others);
		all.add(0, shiltron);
		return all.toArray(Unit[]::new);
	}
}

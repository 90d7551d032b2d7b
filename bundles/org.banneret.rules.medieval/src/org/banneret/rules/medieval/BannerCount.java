package org.banneret.rules.medieval;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.banneret.model.BanneretPackage;
import org.banneret.model.Severity;
import org.banneret.model.Side;
import org.banneret.model.Unit;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.generic.Describe;

/**
 * Each side sets up as many banners as the scenario gives it, each with one of its leaders and
 * at most one per leader [B 7.1.1]. A banner is written on the leader that holds it ("Wallace,
 * banner"), so it always starts with a friendly leader; a side without "banners n" has none.
 */
final class BannerCount extends Rule {

	static final RuleInfo INFO = MedievalRules.ban("BAN-BAN-1", "Banners as many as the scenario gives, one per leader",
			"[7.1.1]", Severity.ERROR);

	BannerCount() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		Map<Side, List<Unit>> holders = new HashMap<>();
		for (Unit unit : setup.units()) {
			if (unit.isBanner()) {
				holders.computeIfAbsent(setup.sideOf(unit), side -> new ArrayList<>()).add(unit);
				carrier(unit, setup, report);
			}
		}
		for (Side side : setup.scenario().getSides()) {
			List<Unit> banners = holders.getOrDefault(side, List.of());
			int given = side.isSetBanners() ? side.getBanners() : 0;
			if (banners.size() == given) {
				continue;
			}
			String what = side.getName() + " sets up " + banners.size() + " banner(s) (" + (banners.isEmpty() ? "none"
					: Describe.units(banners, setup)) + "), but ";
			if (side.isSetBanners()) {
				report.problem(side, BanneretPackage.Literals.SIDE__BANNERS, -1, what + "the scenario gives it " + given
						+ "; write 'banner' after as many of its leaders.", List.of(), banners.toArray(Unit[]::new));
			} else {
				report.problem(banners.get(0), BanneretPackage.Literals.UNIT__BANNER, -1, what + "the side does not say"
						+ " how many banners it has; write 'banners " + banners.size() + "' in the side.", List.of(),
						banners.toArray(Unit[]::new));
			}
		}
	}

	/** Only a leader carries a banner, and one leader at most one. */
	private static void carrier(Unit unit, Setup setup, Report report) {
		String who = Describe.unit(unit, setup);
		if (!Kinds.isLeader(unit)) {
			report.problem(unit, BanneretPackage.Literals.UNIT__BANNER, -1, who + " carries a banner, but banners are"
					+ " set up with leaders; give it to one of " + setup.sideOf(unit).getName() + "'s leaders.", List.of());
		} else if (unit.getCount() > 1) {
			report.problem(unit, BanneretPackage.Literals.UNIT__BANNER, -1, who + " is a row of " + unit.getCount()
					+ " leaders with a banner; a leader holds at most one banner, so name the leader who holds it.", List.of());
		}
	}
}

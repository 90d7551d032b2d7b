package org.banneret.rules.medieval;

import java.util.List;

import org.banneret.model.BanneretPackage;
import org.banneret.model.MarkerType;
import org.banneret.model.ScenarioLink;
import org.banneret.model.Severity;
import org.banneret.model.Side;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * MORALE starts where the scenario says, usually 0 [B 6.1.3]; a scenario that follows another
 * (Bannockburn 1314 after Prelude) starts it where that one ended. So a scenario that follows
 * another carries its morale ("carrying morale") or sets its sides' morale, and a morale it sets
 * lies on the MORALE track (the Morale marker's values).
 */
final class MoraleStart extends Rule {

	static final RuleInfo INFO = MedievalRules.ban("BAN-MOR-1", "MORALE starts at a defined value or from the scenario followed",
			"[6.1.3]", Severity.ERROR);
	static final String MORALE = "morale";

	MoraleStart() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		List<Side> sides = setup.scenario().getSides();
		boolean setBySides = !sides.isEmpty() && sides.stream().allMatch(Side::isSetMorale);
		for (ScenarioLink link : setup.scenario().getLinks()) {
			boolean carried = link.getCarries().stream().anyMatch(MORALE::equalsIgnoreCase);
			String source = link.getSource() == null || link.getSource().eIsProxy() ? "another scenario"
					: link.getSource().getName();
			if (!carried && !setBySides) {
				report.problem(link, BanneretPackage.Literals.SCENARIO_LINK__SOURCE, -1, "The scenario follows " + source
						+ " but neither carries its MORALE nor sets its sides' morale; write 'carrying morale' or 'morale n' in"
						+ " each side.", List.of());
			} else if (carried && sides.stream().anyMatch(Side::isSetMorale)) {
				report.doubt(link, BanneretPackage.Literals.SCENARIO_LINK__CARRIES, -1, "The scenario carries MORALE from "
						+ source + " and also sets a side's morale; say which one it starts from.", List.of());
			}
		}
		MarkerType track = Kinds.markerType(setup, Kinds.MORALE);
		if (track == null) {
			return;
		}
		for (Side side : sides) {
			if (side.isSetMorale() && (track.isSetMinimum() && side.getMorale() < track.getMinimum()
					|| track.isSetMaximum() && side.getMorale() > track.getMaximum())) {
				report.problem(side, BanneretPackage.Literals.SIDE__MORALE, -1, side.getName() + " starts at morale "
						+ side.getMorale() + ", off the MORALE track (" + track.getMinimum() + " to " + track.getMaximum() + ").",
						List.of());
			}
		}
	}
}

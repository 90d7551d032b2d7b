package org.banneret.rules.medieval;

import java.util.List;

import org.banneret.model.BanneretPackage;
import org.banneret.model.Nationality;
import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.UnitMarker;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.generic.Describe;

/**
 * A Shiltron marker goes only on Scottish infantry - not archers, crossbowmen or cavalry
 * [B 11.3.1] - and only in a scenario that gives it the formation, with a flag
 * {@code shiltron for Scots, INF} ("Scottish infantry has Shiltron formation": Falkirk, Prelude,
 * Bannockburn 1314).
 */
final class ShiltronEligibility extends Rule {

	static final RuleInfo INFO = MedievalRules.ban("BAN-SHIL-1", "Shiltron only for Scottish infantry, where the scenario allows it",
			"[11.3.1], [11.3.2] and scenario notes", Severity.ERROR);
	static final String FLAG = "shiltron";

	ShiltronEligibility() {
		super(INFO, Subject.UNIT);
	}

	@Override
	public void checkUnit(Unit unit, Setup setup, Report report) {
		UnitMarker marker = Setup.markerOf(unit, Kinds.SHILTRON);
		if (marker == null) {
			return;
		}
		int index = unit.getMarkers().indexOf(marker);
		String who = Describe.unit(unit, setup);
		Nationality nationality = setup.nationalityOf(unit);
		if (!Setup.isOfClass(unit, Kinds.INFANTRY) || nationality == null || !Kinds.SCOTS.equals(nationality.getName())) {
			report.problem(unit, BanneretPackage.Literals.UNIT__MARKERS, index, who + " is "
					+ (nationality == null ? "of no nationality" : nationality.getName()) + " "
					+ (Setup.classOf(unit) == null ? "?" : Setup.classOf(unit).getName()) + " but is in shiltron; only Scottish"
					+ " infantry forms shiltron.", List.of());
		} else if (Flags.withKey(setup, FLAG).stream().noneMatch(flag -> Flags.names(flag, unit, setup))) {
			report.problem(unit, BanneretPackage.Literals.UNIT__MARKERS, index, who + " is in shiltron, but this scenario"
					+ " does not give its infantry the shiltron formation; add a rule with the flag 'shiltron for "
					+ setup.sideOf(unit).getName() + ", " + Setup.typeOf(unit).getName() + "' if its notes do.", List.of());
		}
	}
}

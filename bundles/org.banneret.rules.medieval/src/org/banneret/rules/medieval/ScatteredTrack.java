package org.banneret.rules.medieval;

import java.util.List;

import org.banneret.model.BanneretPackage;
import org.banneret.model.MarkerType;
import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.UnitMarker;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.generic.Describe;

/**
 * Each side's Scattered Units track has a limited number of boxes [B 9.1.2], [B 9.1.4], and no
 * unit starts on it (INFERENCE: scattering happens in play). The capacity is the Scattered
 * marker's highest value in the game system; the scan of the rulebook lost it with the track's
 * art, so a system without it is reported as a gap that cannot be judged.
 */
final class ScatteredTrack extends Rule {

	static final RuleInfo INFO = MedievalRules.ban("BAN-SCAT-1", "No unit starts scattered; the Scattered track has a capacity",
			"[9.1.2], [9.1.4]", Severity.WARNING);

	ScatteredTrack() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		if (setup.system() == null) {
			return;
		}
		MarkerType track = Kinds.markerType(setup, Kinds.SCATTERED);
		if (track == null || !track.isSetMaximum()) {
			report.doubt(setup.scenario(), BanneretPackage.Literals.SCENARIO__GAME_SYSTEM, -1, "Game system "
					+ setup.system().getName() + " does not give the capacity of the Scattered Units track (a marker "
					+ Kinds.SCATTERED + " with 'values 0 to n'); the rulebook's scan lost it with the track's art, so how many units"
					+ " a side may have scattered cannot be checked.", List.of());
		}
		for (Unit unit : setup.units()) {
			UnitMarker marker = Setup.markerOf(unit, Kinds.SCATTERED);
			if (marker != null) {
				report.problem(unit, BanneretPackage.Literals.UNIT__MARKERS, unit.getMarkers().indexOf(marker),
						Describe.unit(unit, setup) + " starts the scenario scattered; units are scattered in play and set up on the"
								+ " map. Check that the scenario means it.", List.of());
			}
		}
	}
}

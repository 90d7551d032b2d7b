package org.banneret.rules.medieval;

import java.util.List;

import org.banneret.model.BanneretPackage;
import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.UnitMarker;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.generic.Describe;
import org.eclipse.emf.ecore.EStructuralFeature;

/**
 * Fatigue is tracked per leader, from 0 (the default) up [B 13.1.1], [B 13.1.2], written
 * "(Fn)" or as a Fatigue marker. Above 12 his units roll for scatter [B 13.2.1], which a
 * scenario rarely means at the start: a warning.
 */
final class LeaderFatigue extends Rule {

	static final RuleInfo INFO = MedievalRules.ban("BAN-FAT-1", "Fatigue only on leaders, at least 0; warning above 12",
			"[13.1.2], [13.2.1]", Severity.ERROR);
	private static final int SCATTER_ABOVE = 12;

	LeaderFatigue() {
		super(INFO, Subject.UNIT);
	}

	@Override
	public void checkUnit(Unit unit, Setup setup, Report report) {
		if (unit.isSetFatigue()) {
			check(unit, BanneretPackage.Literals.UNIT__FATIGUE, -1, unit.getFatigue(), setup, report);
		}
		for (int i = 0; i < unit.getMarkers().size(); i++) {
			UnitMarker marker = unit.getMarkers().get(i);
			if (Setup.isNamed(marker.getType(), Kinds.FATIGUE) && marker.isSetValue()) {
				check(unit, BanneretPackage.Literals.UNIT__MARKERS, i, marker.getValue(), setup, report);
			}
		}
	}

	private static void check(Unit unit, EStructuralFeature feature, int index, int fatigue, Setup setup, Report report) {
		String who = Describe.unit(unit, setup);
		if (!Kinds.isLeader(unit)) {
			report.problem(unit, feature, index, who + " is given fatigue " + fatigue + ", but only leaders have a fatigue"
					+ " level; his units share their leader's.", List.of());
		} else if (fatigue < 0) {
			report.problem(unit, feature, index, who + " has fatigue " + fatigue + "; fatigue starts at 0 or more.",
					List.of());
		} else if (fatigue > SCATTER_ABOVE) {
			report.doubt(unit, feature, index, who + " starts with fatigue " + fatigue + "; above " + SCATTER_ABOVE
					+ " his units roll for scatter before they act. Check that the scenario means it.", List.of());
		}
	}
}

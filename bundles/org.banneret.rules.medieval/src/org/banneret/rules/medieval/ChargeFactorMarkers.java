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
 * A Charge Factor marker sits only on cavalry, horse archers included, and reads 0 to 3
 * [B 5.6.1], [B 5.6.2]; infantry's CF is 0 without a marker.
 */
final class ChargeFactorMarkers extends Rule {

	static final RuleInfo INFO = MedievalRules.ban("BAN-CF-1", "Charge Factor only on cavalry, from 0 to 3",
			"[5.6.1], [5.6.2]", Severity.ERROR);
	private static final int LOWEST = 0;
	private static final int HIGHEST = 3;

	ChargeFactorMarkers() {
		super(INFO, Subject.UNIT);
	}

	@Override
	public void checkUnit(Unit unit, Setup setup, Report report) {
		for (int i = 0; i < unit.getMarkers().size(); i++) {
			UnitMarker marker = unit.getMarkers().get(i);
			if (!Kinds.isNamed(marker.getType(), Kinds.CHARGE_FACTOR)) {
				continue;
			}
			String who = Describe.unit(unit, setup);
			if (!Kinds.isMounted(unit)) {
				report.problem(unit, BanneretPackage.Literals.UNIT__MARKERS, i, who + " is not cavalry but carries a "
						+ "Charge Factor marker; only cavalry and horse archers charge, other units have CF 0.", List.of());
			}
			MarkerType type = marker.getType();
			int lowest = type.isSetMinimum() ? type.getMinimum() : LOWEST;
			int highest = type.isSetMaximum() ? type.getMaximum() : HIGHEST;
			if (!marker.isSetValue()) {
				report.problem(unit, BanneretPackage.Literals.UNIT__MARKERS, i, who + " carries a Charge Factor marker"
						+ " without a value; write ChargeFactor = n with n from " + lowest + " to " + highest + ".", List.of());
			} else if (marker.getValue() < lowest || marker.getValue() > highest) {
				report.problem(unit, BanneretPackage.Literals.UNIT__MARKERS, i, who + " has Charge Factor "
						+ marker.getValue() + "; a Charge Factor is " + lowest + " to " + highest + ".", List.of());
			}
		}
	}
}

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
import org.banneret.rules.Values;
import org.banneret.rules.generic.Describe;
import org.banneret.rules.generic.ValueRanges;
import org.eclipse.emf.ecore.EStructuralFeature;

/**
 * A Charge Factor sits only on cavalry, horse archers included, and reads 0 to 3 [B 5.6.1],
 * [B 5.6.2]; infantry's CF is 0 without a marker. The scenario gives one with a marker
 * ({@code with ChargeFactor = 2}) or a per-unit override ({@code set charge 2}); both are judged
 * alike.
 */
final class ChargeFactorMarkers extends Rule {

	static final RuleInfo INFO = MedievalRules.ban("BAN-CF-1", "Charge Factor only on cavalry, from 0 to 3",
			"[5.6.1], [5.6.2]", Severity.ERROR);
	static final String CHARGE = "charge";
	private static final int LOWEST = 0;
	private static final int HIGHEST = 3;

	ChargeFactorMarkers() {
		super(INFO, Subject.UNIT);
	}

	@Override
	public void checkUnit(Unit unit, Setup setup, Report report) {
		String who = Describe.unit(unit, setup);
		boolean judged = false;
		for (int i = 0; i < unit.getMarkers().size(); i++) {
			UnitMarker marker = unit.getMarkers().get(i);
			MarkerType type = marker.getType();
			if (isChargeFactor(type)) {
				// A marker type that says its classes and values is judged by GEN-MARK-1 and GEN-VAL-1.
				judge(marker.isSetValue() ? marker.getValue() : null, ValueRanges.hasRange(type) ? null : range(type),
						type.getAppliesTo().isEmpty(), unit, BanneretPackage.Literals.UNIT__MARKERS, i,
						"carries a Charge Factor marker", who, report);
				judged = true;
			}
		}
		Values.Value override = Values.override(unit, CHARGE).orElse(null);
		if (!judged && override != null) {
			judge(override.value(), Values.rangeOf(setup.system(), CHARGE) != null ? null
					: range(Values.markerFor(setup.system(), CHARGE)), true, unit, override.feature(), override.index(),
					"is given a Charge Factor", who, report);
		}
	}

	/** Judges the class where asked to, and the value against a range where one is given (else GEN-VAL-1 does). */
	private static void judge(Integer value, int[] range, boolean judgeClass, Unit unit, EStructuralFeature feature,
			int index, String how, String who, Report report) {
		if (judgeClass && !Kinds.isMounted(unit)) {
			report.problem(unit, feature, index, who + " is not cavalry but " + how
					+ "; only cavalry and horse archers charge, other units have CF 0.", List.of());
		}
		if (value == null) {
			report.problem(unit, feature, index, who + " " + how + " without a value; write ChargeFactor = n.", List.of());
		} else if (range != null && (value < range[0] || value > range[1])) {
			report.problem(unit, feature, index, who + " has Charge Factor " + value + "; a Charge Factor is " + range[0] + " to "
					+ range[1] + ".", List.of());
		}
	}

	private static boolean isChargeFactor(MarkerType type) {
		return Values.replaces(type, CHARGE) || Setup.isNamed(type, Kinds.CHARGE_FACTOR);
	}

	/** The marker type's values, else the rulebook's 0 to 3. */
	private static int[] range(MarkerType type) {
		return new int[] { type != null && type.isSetMinimum() ? type.getMinimum() : LOWEST,
				type != null && type.isSetMaximum() ? type.getMaximum() : HIGHEST };
	}
}

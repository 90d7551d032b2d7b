package org.banneret.rules.generic;

import java.util.List;

import org.banneret.model.BanneretPackage;
import org.banneret.model.MarkerType;
import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.UnitMarker;
import org.banneret.model.ValueRange;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.Values;

/**
 * Every number a scenario writes for a unit lies in the range its game system gives it: a row's
 * strength, armour or fatigue and a {@code set} against the system's {@code range}, and a
 * marker's value against its marker type's {@code values a to b} and, where the marker replaces
 * a value, that value's range.
 */
public final class ValueRanges extends Rule {

	public static final RuleInfo INFO = RuleInfo.of("GEN-VAL-1", "Values within the range the game system gives them",
			"the game system's value ranges and marker types", Severity.ERROR);
	static final String FATIGUE = "fatigue";

	public ValueRanges() {
		super(INFO, Subject.UNIT);
	}

	@Override
	public void checkUnit(Unit unit, Setup setup, Report report) {
		if (setup.system() == null) {
			return;
		}
		for (Values.Value value : Values.written(unit)) {
			ValueRange range = Values.rangeOf(setup.system(), value.key());
			if (value.origin() == Values.Origin.MARKER && hasRange(unit.getMarkers().get(value.index()).getType())) {
				continue; // judged against the marker type's own range below
			}
			if (range != null && outside(value.value(), range.getMinimum(), range.getMaximum())) {
				report.problem(value.owner(), value.feature(), value.index(), Describe.unit(unit, setup) + " has " + value.key()
						+ " " + value.value() + (value.origin() == Values.Origin.MARKER ? " by its marker" : "") + "; "
						+ value.key() + " runs from " + range.getMinimum() + " to " + range.getMaximum() + Describe.cite(range.getCitation())
						+ ".", setup.labelsOf(unit));
			}
		}
		ValueRange fatigue = Values.rangeOf(setup.system(), FATIGUE);
		if (fatigue != null && unit.isSetFatigue() && outside(unit.getFatigue(), fatigue.getMinimum(), fatigue.getMaximum())) {
			report.problem(unit, BanneretPackage.Literals.UNIT__FATIGUE, -1, Describe.unit(unit, setup) + " has fatigue "
					+ unit.getFatigue() + "; fatigue runs from " + fatigue.getMinimum() + " to " + fatigue.getMaximum()
					+ Describe.cite(fatigue.getCitation()) + ".", setup.labelsOf(unit));
		}
		List<UnitMarker> markers = unit.getMarkers();
		for (int i = 0; i < markers.size(); i++) {
			UnitMarker marker = markers.get(i);
			MarkerType type = marker.getType();
			if (marker.isSetValue() && hasRange(type)
					&& outside(marker.getValue(), type.isSetMinimum() ? type.getMinimum() : Integer.MIN_VALUE,
							type.isSetMaximum() ? type.getMaximum() : Integer.MAX_VALUE)) {
				report.problem(unit, BanneretPackage.Literals.UNIT__MARKERS, i, Describe.unit(unit, setup) + " carries "
						+ Describe.name(type) + " = " + marker.getValue() + "; the marker " + bounds(type)
						+ Describe.cite(type.getCitation()) + ".", setup.labelsOf(unit));
			}
		}
	}

	/** Whether a marker type gives its values' range ({@code values a to b}). */
	public static boolean hasRange(MarkerType type) {
		return type != null && !type.eIsProxy() && (type.isSetMinimum() || type.isSetMaximum());
	}

	private static boolean outside(int value, int minimum, int maximum) {
		return value < minimum || value > maximum;
	}

	private static String bounds(MarkerType type) {
		if (type.isSetMinimum() && type.isSetMaximum()) {
			return "reads " + type.getMinimum() + " to " + type.getMaximum();
		}
		return type.isSetMinimum() ? "reads at least " + type.getMinimum() : "reads at most " + type.getMaximum();
	}
}

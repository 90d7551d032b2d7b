package org.banneret.rules.generic;

import java.util.List;

import org.banneret.model.BanneretPackage;
import org.banneret.model.MarkerType;
import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.UnitClass;
import org.banneret.model.UnitMarker;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/** A marker sits only on counters of the classes its marker type is for ({@code for cavalry, horsearchers}). */
public final class MarkerClasses extends Rule {

	public static final RuleInfo INFO = RuleInfo.of("GEN-MARK-1", "Markers only on the classes they are for",
			"the game system's marker types", Severity.ERROR);

	public MarkerClasses() {
		super(INFO, Subject.UNIT);
	}

	/**
	 * Whether a marker of this type may sit on the unit: the type names no classes, or the unit's
	 * class among them, or the rules cannot tell (an unresolved type or class).
	 */
	public static boolean isFor(MarkerType type, Unit unit) {
		UnitClass unitClass = Setup.classOf(unit);
		return type == null || type.eIsProxy() || type.getAppliesTo().isEmpty() || unitClass == null || unitClass.eIsProxy()
				|| Setup.holds(type.getAppliesTo(), unitClass);
	}

	@Override
	public void checkUnit(Unit unit, Setup setup, Report report) {
		List<UnitMarker> markers = unit.getMarkers();
		UnitClass unitClass = Setup.classOf(unit);
		if (markers.isEmpty() || unitClass == null || unitClass.eIsProxy()) {
			return;
		}
		for (int i = 0; i < markers.size(); i++) {
			MarkerType type = markers.get(i).getType();
			if (isFor(type, unit)) {
				continue;
			}
			report.problem(unit, BanneretPackage.Literals.UNIT__MARKERS, i, Describe.unit(unit, setup) + " (class "
					+ Setup.nameOf(unitClass) + ") carries " + Describe.name(type) + ", a marker only for "
					+ Describe.classes(type.getAppliesTo()) + Describe.cite(type.getCitation()) + ".", setup.labelsOf(unit));
		}
	}
}

package org.banneret.rules.cryhavoc;

import java.util.Map;

import org.banneret.model.MarkerType;
import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.UnitMarker;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.generic.ValueRanges;

/**
 * CH-FORCE-4: ammunition markers within their limits: 3 javelins for a mounted javelinman, 4
 * only for a camel rider (Magna Carta §4.6.7). The marker type's own range (4 javelins, 2
 * throwing axes, 6 flaming arrows, 30 arrows) is GEN-VAL-1's.
 */
public final class AmmunitionLimits extends Rule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-FORCE-4", "Ammunition within its limits",
			"Magna Carta §7.5, §4.6.7, §7.4, §11.6.2; Siege §6.3", Severity.ERROR);
	private static final Map<String, String> AMMUNITION = Map.of("Javelins", "javelins", "ThrowingAxes", "throwing axes",
			"FlamingArrows", "flaming arrows", "Arrows", "arrows");

	public AmmunitionLimits() {
		super(INFO, Subject.UNIT);
	}

	@Override
	public void checkUnit(Unit unit, Setup setup, Report report) {
		for (UnitMarker marker : unit.getMarkers()) {
			MarkerType type = marker.getType();
			if (!AMMUNITION.containsKey(Setup.nameOf(type)) || !marker.isSetValue()) {
				continue;
			}
			if (ValueRanges.hasRange(type) && (type.isSetMaximum() && marker.getValue() > type.getMaximum()
					|| type.isSetMinimum() && marker.getValue() < type.getMinimum())) {
				continue; // beyond the marker type's own values: GEN-VAL-1's
			}
			int most = type.isSetMaximum() ? type.getMaximum() : Integer.MAX_VALUE;
			if ("Javelins".equals(type.getName()) && !"camel".equals(Setup.className(unit))) {
				most = Math.min(most, 3);
			}
			int least = type.isSetMinimum() ? type.getMinimum() : 0;
			if (marker.getValue() > most || marker.getValue() < least) {
				Reports.onMarker(report, unit, marker, Counters.name(unit, setup) + " carries " + marker.getValue() + " "
						+ AMMUNITION.get(type.getName()) + "; " + (least > 0 ? "from " + least + " to " : "at most ") + most
						+ " here.", setup.hexesOf(unit).stream().map(setup::label).toList());
			}
		}
	}
}

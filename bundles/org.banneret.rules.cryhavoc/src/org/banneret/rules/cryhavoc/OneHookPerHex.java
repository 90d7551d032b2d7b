package org.banneret.rules.cryhavoc;

import java.util.ArrayList;
import java.util.List;

import org.banneret.model.HexMarker;
import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.UnitMarker;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/** CH-STACK-10: one grappling hook is stored per hex, whether carried (Hook marker) or on the map. */
public final class OneHookPerHex extends Rule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-STACK-10", "One grappling hook per hex", "Magna Carta §13.6.1",
			Severity.ERROR);
	private static final String HOOK = "Hook";

	public OneHookPerHex() {
		super(INFO, Subject.HEX);
	}

	@Override
	public void checkHex(Hex hex, Setup setup, Report report) {
		int hooks = 0;
		for (HexMarker marker : MapData.of(setup).markersAt(hex)) {
			if (marker.getType() != null && HOOK.equals(marker.getType().getName())) {
				hooks += marker.isSetValue() ? marker.getValue() : 1;
			}
		}
		List<Unit> holders = new ArrayList<>();
		UnitMarker lastHook = null;
		for (Unit unit : setup.occupantsOf(hex)) {
			for (UnitMarker hook : Setup.markers(unit, HOOK)) {
				hooks += Counters.valueOf(hook, 1) * unit.getCount();
				holders.add(unit);
				lastHook = hook;
			}
		}
		if (hooks > 1 && lastHook != null) {
			String label = setup.label(hex);
			Unit holder = holders.get(holders.size() - 1);
			Reports.onMarker(report, holder, lastHook, "Hex " + label + " holds " + hooks
					+ " grappling hooks; only one hook is stored per hex.", List.of(label), holders.toArray(Unit[]::new));
		}
	}
}

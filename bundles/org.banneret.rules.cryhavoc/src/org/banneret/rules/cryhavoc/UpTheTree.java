package org.banneret.rules.cryhavoc;

import java.util.List;

import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.UnitMarker;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.generic.MarkerClasses;

/**
 * CH-TERR-5: only an unarmoured character on foot climbs a large tree, and only a tree hex has
 * an "up the tree" level (slot uptree; Magna Carta §7.8.1). An Up-the-tree marker and the slot
 * say the same thing and must agree, or the stacking count goes wrong. One per tree hex is
 * CH-STACK-1's; whether the optional climbing rule is on is CH-FORCE-1's.
 */
public final class UpTheTree extends Rule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-TERR-5", "Up a tree only unarmoured characters on foot, in trees",
			"Magna Carta §7.8.1", Severity.ERROR);
	private static final String SLOT = "uptree";

	public UpTheTree() {
		super(INFO, Subject.UNIT);
	}

	@Override
	public void checkUnit(Unit unit, Setup setup, Report report) {
		UnitMarker marker = Setup.markerOf(unit, "UpTree");
		boolean inTree = SLOT.equals(Counters.slot(unit, setup));
		if (!Setup.isAlive(unit) || marker == null && !inTree) {
			return;
		}
		String who = Counters.name(unit, setup);
		List<String> hexes = setup.hexesOf(unit).stream().map(setup::label).toList();
		String why = Counters.isHorse(unit) ? "is not on foot" : Counters.isArmoured(unit) ? "is armoured" : null;
		if (why != null && (marker == null || MarkerClasses.isFor(marker.getType(), unit) || inTree)) {
			String message = who + " is up a tree but " + why + "; only unarmoured characters on foot climb trees.";
			if (marker != null) {
				Reports.onMarker(report, unit, marker, message, hexes);
			} else {
				Reports.onSlot(report, unit, message, hexes);
			}
		}
		for (Hex hex : setup.hexesOf(unit)) {
			if (!Hexes.has(setup, hex, "offers_" + SLOT)) {
				String label = setup.label(hex);
				Reports.onHex(report, unit, label, who + " is up a tree at " + label + ", which is not a tree hex.");
			}
		}
		if (marker != null && !inTree && !hexes.isEmpty()) {
			Reports.onMarker(report, unit, marker, who + " has the Up-the-tree marker but stands on level "
					+ Counters.slot(unit, setup) + "; set him up 'on " + SLOT + "'.", hexes);
		}
	}
}

package org.banneret.rules.cryhavoc;

import java.util.List;

import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.UnitMarker;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * CH-FORCE-5: a loader (Loader marker) stands next to the crossbowman he loads for. "Immediately
 * behind him" needs the crossbowman's facing, which a one-hex character does not have.
 */
public final class LoaderBesideCrossbowman extends EveryUnit {

	public static final RuleInfo INFO = CryHavocRules.info("CH-FORCE-5", "A loader stands next to a friendly crossbowman",
			"Magna Carta §7.7-7.7.1", Severity.ERROR);

	public LoaderBesideCrossbowman() {
		super(INFO);
	}

	@Override
	void check(Unit loader, Setup setup, Report report) {
		UnitMarker marker = Setup.markerOf(loader, "Loader");
		List<Hex> hexes = setup.hexesOf(loader);
		if (marker == null || hexes.isEmpty() || !Setup.isAlive(loader)) {
			return;
		}
		for (Hex hex : hexes) {
			for (Hex near : Hexes.neighbours(hex)) {
				if (setup.occupantsOf(near).stream().anyMatch(u -> u != loader && setup.sideOf(u) == setup.sideOf(loader)
						&& Setup.isAlive(u) && (Setup.hasTrait(u, "crossbow") || "crossbowman".equals(Setup.className(u))))) {
					return;
				}
			}
		}
		Reports.onMarker(report, loader, marker, Counters.name(loader, setup)
				+ " is a loader but stands next to no crossbowman of his side; a loader stands right behind his crossbowman.",
				hexes.stream().map(setup::label).toList());
	}
}

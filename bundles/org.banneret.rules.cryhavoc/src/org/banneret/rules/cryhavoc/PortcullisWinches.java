package org.banneret.rules.cryhavoc;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.banneret.model.Severity;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * CH-TERR-14: each portcullis has its own winch in an adjacent hex (Magna Carta §9.3, §9.3.3).
 * Portcullises and winches are matched one to one, so two portcullises cannot share a winch.
 * The order of gate and portcullis markers in a stack is not in the map's data.
 */
public final class PortcullisWinches extends Rule {

	public static final RuleInfo INFO = CryHavocRules.info("CH-TERR-14", "Each portcullis has its own winch beside it",
			"Magna Carta §9.3, §9.3.3", Severity.ERROR);

	public PortcullisWinches() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		List<MapItem> portcullises = MapItem.all(setup, "portcullis", "Portcullis");
		if (portcullises.isEmpty()) {
			return;
		}
		List<Hex> winches = MapItem.all(setup, "winch", "Winch").stream().map(MapItem::hex).toList();
		Map<Hex, MapItem> winchOf = new HashMap<>();
		for (MapItem portcullis : portcullises) {
			if (!assign(portcullis, winches, winchOf, new HashSet<>())) {
				Reports.onMap(report, setup, "The portcullis at " + portcullis.label()
						+ " has no winch of its own in an adjacent hex; every portcullis is worked from its own winch.",
						List.of(portcullis.label()), portcullis.element());
			}
		}
	}

	/** Finds the portcullis a winch, moving others to their other winches if need be (an augmenting path). */
	private static boolean assign(MapItem portcullis, List<Hex> winches, Map<Hex, MapItem> winchOf, Set<Hex> tried) {
		for (Hex winch : winches) {
			if (winch.distance(portcullis.hex()) == 1 && tried.add(winch)) {
				MapItem holder = winchOf.get(winch);
				if (holder == null || assign(holder, winches, winchOf, tried)) {
					winchOf.put(winch, portcullis);
					return true;
				}
			}
		}
		return false;
	}
}

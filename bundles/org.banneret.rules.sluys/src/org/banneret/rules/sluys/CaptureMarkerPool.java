package org.banneret.rules.sluys;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.banneret.model.Formation;
import org.banneret.model.Severity;
import org.banneret.model.Side;
import org.banneret.model.Unit;
import org.banneret.model.UnitMarker;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * Only five Captured/Liberated markers exist in each command's colour, a deliberate limit
 * [S 5.1.1 note], [S 5.2.5]. A marker's value is the command (1 to 3) of the fleet the squadron
 * now serves; without a value, the formation it is listed in stands for the command.
 */
final class CaptureMarkerPool extends Rule {

	static final RuleInfo INFO = SluysRules.sly("SLY-CMD-3", "At most 5 Captured/Liberated markers per command",
			"5.1.1 note, 5.2.3, 5.2.5", Severity.ERROR);
	private static final int PER_COMMAND = 5;

	CaptureMarkerPool() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		Map<String, List<Unit>> byCommand = new LinkedHashMap<>();
		for (Unit unit : setup.units()) {
			UnitMarker marker = Counters.controlMarker(unit);
			if (marker != null && Counters.isSquadron(unit) && Setup.isAlive(unit)) {
				byCommand.computeIfAbsent(command(unit, marker, setup), c -> new ArrayList<>()).add(unit);
			}
		}
		for (Map.Entry<String, List<Unit>> command : byCommand.entrySet()) {
			List<Unit> marked = command.getValue();
			int count = marked.stream().mapToInt(Unit::getCount).sum();
			if (count > PER_COMMAND) {
				Unit last = marked.get(marked.size() - 1);
				report.problem(Counters.controlMarker(last), command.getKey() + " has " + count + " squadrons under Captured or"
						+ " Liberated markers (" + Counters.names(marked) + "), but only " + PER_COMMAND + " markers of each"
						+ " command's colour exist [S 5.1.1 note].", List.of(), marked.toArray(Unit[]::new));
			}
		}
	}

	private static String command(Unit unit, UnitMarker marker, Setup setup) {
		Side side = setup.sideOf(unit);
		String fleet = side == null ? "?" : side.getName();
		if (marker.isSetValue()) {
			return "Command " + marker.getValue() + " of side " + fleet;
		}
		Formation formation = Counters.commandOf(unit);
		return formation == null ? "Side " + fleet : "Command " + formation.getName() + " of side " + fleet;
	}
}

package org.banneret.rules.sluys;

import java.util.List;

import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * A grapple joins squadrons on adjacent hexes, across their hexside or at the vertex of three
 * [S 1.4.2], [S 7.1.1-7.1.2]. The model has no grapple link, only a Grappled marker on a
 * squadron, so this checks what it can: a grappled squadron has a squadron on a hex next to it.
 */
final class GrappledNeighbours extends Rule {

	static final RuleInfo INFO = SluysRules.sly("SLY-GRP-1", "A grappled squadron has a squadron on an adjacent hex",
			"1.4.2, 7.1.1-7.1.2", Severity.ERROR);

	GrappledNeighbours() {
		super(INFO, Subject.SCENARIO);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		for (Unit squadron : setup.units()) {
			if (!Counters.isSquadron(squadron) || !Setup.isAlive(squadron)
					|| !Setup.hasMarker(squadron, Counters.GRAPPLE)) {
				continue;
			}
			List<Hex> hexes = setup.hexesOf(squadron);
			if (hexes.size() != 1) {
				continue; // set up anywhere in a zone: its neighbours cannot be known
			}
			Hex hex = hexes.get(0);
			boolean neighbour = hex.ring(1).stream().anyMatch(next -> setup.occupantsOf(next).stream()
					.anyMatch(other -> Counters.isSquadron(other) && Setup.isAlive(other)));
			if (!neighbour) {
				String label = setup.label(hex);
				report.problem(Setup.markers(squadron, Counters.GRAPPLE).get(0), Counters.name(squadron) + " on " + label
						+ " is marked Grappled, but no squadron is on a hex next to it; a grapple joins squadrons on adjacent"
						+ " hexes [S 1.4.2], [S 7.1.1].", List.of(label), squadron);
			}
		}
	}
}

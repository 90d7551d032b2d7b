package org.banneret.rules.sluys;

import java.util.List;

import org.banneret.model.BanneretPackage;
import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.model.UnitMarker;
import org.banneret.model.hex.Hex;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * A grapple joins squadrons on adjacent hexes, across their hexside or at the vertex of three
 * [S 1.4.2], [S 7.1.1-7.1.2]. A Grappled marker may name its partner ({@code with Grapple to
 * F1b}): then the partner is a living squadron on a hex next to this one (never its own chained
 * partner in the same hex) and is grappled too. A marker that names none only needs a squadron
 * on a hex next to it.
 */
final class GrappledNeighbours extends Rule {

	static final RuleInfo INFO = SluysRules.sly("SLY-GRP-1", "A grapple joins squadrons on adjacent hexes",
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
			for (UnitMarker grapple : Setup.markers(squadron, Counters.GRAPPLE)) {
				Unit partner = grapple.getTarget() == null || grapple.getTarget().eIsProxy() ? null : grapple.getTarget();
				if (partner != null) {
					judgePartner(squadron, grapple, partner, setup, report);
				} else if (hexes.size() == 1) { // set up anywhere in a zone: its neighbours cannot be known
					Hex hex = hexes.get(0);
					boolean neighbour = hex.ring(1).stream().anyMatch(next -> setup.occupantsOf(next).stream()
							.anyMatch(other -> Counters.isSquadron(other) && Setup.isAlive(other)));
					if (!neighbour) {
						String label = setup.label(hex);
						report.problem(grapple, Counters.name(squadron) + " on " + label + " is marked Grappled, but no squadron"
								+ " is on a hex next to it; a grapple joins squadrons on adjacent hexes [S 1.4.2], [S 7.1.1].",
								List.of(label), squadron);
					}
				}
			}
		}
	}

	private static void judgePartner(Unit squadron, UnitMarker grapple, Unit partner, Setup setup, Report report) {
		String name = Counters.name(squadron);
		String other = Counters.name(partner);
		String why = null;
		List<Hex> own = setup.hexesOf(squadron);
		List<Hex> theirs = setup.hexesOf(partner);
		if (partner == squadron) {
			why = "itself";
		} else if (!Counters.isSquadron(partner) || !Setup.isAlive(partner)) {
			why = other + ", which is not a squadron afloat";
		} else if (own.size() == 1 && theirs.size() == 1 && own.get(0).distance(theirs.get(0)) != 1) {
			why = other + ", which is " + (own.equals(theirs) ? "in the same hex (a chained pair is not grappled to itself)"
					: "on " + setup.label(theirs.get(0)) + ", not on a hex next to " + setup.label(own.get(0)));
		} else if (!Setup.hasMarker(partner, Counters.GRAPPLE)) {
			why = other + ", which carries no Grappled marker";
		} else if (Setup.markers(partner, Counters.GRAPPLE).stream()
				.noneMatch(back -> back.getTarget() == null || back.getTarget() == squadron)) {
			why = other + ", whose grapples name other squadrons";
		}
		if (why != null) {
			report.problem(grapple, BanneretPackage.Literals.UNIT_MARKER__TARGET, -1, name + " is grappled to " + why
					+ "; a grapple joins two squadrons on adjacent hexes, each marked [S 1.4.2], [S 7.1.1-7.1.2].",
					own.stream().map(setup::label).toList(), squadron, partner);
		}
	}
}

package org.banneret.rules.sluys;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import org.banneret.model.BanneretPackage;
import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;
import org.banneret.rules.generic.SharedHexes;

/**
 * In Sluys the two sides share hexes as a matter of course: marines and leaders board enemy
 * squadrons [S 3.1.1], [S 3.3.5], [S 3.4.1] (SLY-MIX-1). What a set-up must get right is who
 * holds a squadron: capture and liberation are immediate [S 5.2.1], [S 5.2.4], so a reduced
 * squadron on whose deck only one fleet's marines and free leaders stand is that fleet's, and its
 * Captured or Liberated marker must say so.
 */
final class HeldByItsCrew extends Rule {

	static final RuleInfo INFO = SluysRules.sly("SLY-CAP-1", "A reduced squadron boarded by the enemy alone is marked captured",
			"5.2.1, 5.2.4", Severity.ERROR);

	/**
	 * Stands in for GEN-SIDE-1 (which stands down for Sluys
	 * scenarios): the generic rule forbids the mixed-side hexes Sluys is made of (SLY-MIX-1).
	 */
	private HeldByItsCrew() {
		super(INFO, Subject.SCENARIO);
	}

	static Rule rule() {
		return new HeldByItsCrew().replacing(SharedHexes.INFO.id());
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		Decks decks = new Decks(setup);
		for (Decks.Deck deck : decks.decks()) {
			List<Unit> squadrons = decks.squadronsOn(deck);
			List<Unit> crew = decks.on(deck).stream()
					.filter(u -> Counters.isMarine(u) || Counters.isLeader(u) && !CapturedLeaders.isCaptured(u)).toList();
			Set<Fleet> fleets = crew.stream().map(u -> Fleet.ownerOf(u, setup)).collect(Collectors.toSet());
			if (fleets.size() != 1 || fleets.contains(null)) {
				continue; // nobody aboard, or both fleets still fighting for the deck
			}
			Fleet holder = fleets.iterator().next();
			for (Unit squadron : squadrons) {
				Fleet controller = controllerOf(squadron, squadrons, setup);
				if (squadron.isFlipped() && controller != null && controller != holder) {
					report(squadron, holder, crew, deck, setup, report);
				}
			}
		}
	}

	/** A chained pair goes under one marker [S 3.2.8b]: the pair is captured if either squadron is marked. */
	private static Fleet controllerOf(Unit squadron, List<Unit> onDeck, Setup setup) {
		if (ChainedPairs.isChained(squadron)) {
			for (Unit partner : onDeck) {
				if (partner != squadron && ChainedPairs.isChained(partner) && Counters.hasControlMarker(partner)) {
					return Fleet.controllerOf(partner, setup);
				}
			}
		}
		return Fleet.controllerOf(squadron, setup);
	}

	private static void report(Unit squadron, Fleet holder, List<Unit> crew, Decks.Deck deck, Setup setup, Report report) {
		Fleet owner = Fleet.ownerOf(squadron, setup);
		String name = Counters.name(squadron);
		String fix = holder == owner
				? "it was liberated the moment they took it back [S 5.2.4]: mark it 'with Liberated = n' instead of Captured"
				: "it was captured the moment they took it [S 5.2.1]: list it with the " + holder.title() + " side and mark it"
						+ " 'with Captured = n'";
		report.problem(squadron, BanneretPackage.Literals.UNIT__MARKERS, -1, name + " is reduced and only " + holder.title()
				+ " marines and leaders are aboard (" + Counters.names(crew) + "), with none of the " + holder.other().title()
				+ " to hold it, so " + fix + ", n being the " + holder.title() + " command it now serves [S 5.2.5].",
				Decks.hexes(deck, setup), crew.toArray(Unit[]::new));
	}
}

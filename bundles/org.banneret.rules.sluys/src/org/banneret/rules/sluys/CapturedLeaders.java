package org.banneret.rules.sluys;

import java.util.List;

import org.banneret.model.BanneretPackage;
import org.banneret.model.Severity;
import org.banneret.model.Unit;
import org.banneret.rules.Report;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Setup;

/**
 * A captured leader stays captured only while enemy marines share his hex or he is aboard an
 * enemy squadron; otherwise he is free at once [S 3.4.9d]. The model has no capture state for
 * leaders: a scenario marks a captured leader with the trait "captured".
 */
final class CapturedLeaders extends Rule {

	static final RuleInfo INFO = SluysRules.sly("SLY-LDR-2", "A captured leader is held by enemy marines or aboard",
			"3.4.8-3.4.9d", Severity.ERROR);

	CapturedLeaders() {
		super(INFO, Subject.SCENARIO);
	}

	static boolean isCaptured(Unit leader) {
		return Counters.isLeader(leader) && leader.getTraits().contains(Counters.CAPTURED_LEADER);
	}

	@Override
	public void checkScenario(Setup setup, Report report) {
		Decks decks = null;
		for (Unit leader : setup.units()) {
			Fleet own = Fleet.ownerOf(leader, setup);
			if (!isCaptured(leader) || !Setup.isAlive(leader) || own == null) {
				continue;
			}
			decks = decks == null ? new Decks(setup) : decks;
			Decks.Deck deck = decks.deckOf(leader);
			if (deck == null) {
				continue; // where he is, SLY-LDR-1 asks
			}
			List<Unit> with = decks.on(deck);
			boolean enemyMarines = with.stream().anyMatch(u -> Counters.isMarine(u) && Fleet.ownerOf(u, setup) == own.other());
			boolean enemyDeck = decks.squadronsOn(deck).stream()
					.anyMatch(s -> Fleet.controllerOf(s, setup) == own.other());
			if (!enemyMarines && !enemyDeck) {
				report.problem(leader, BanneretPackage.Literals.UNIT__TRAITS, leader.getTraits().indexOf(Counters.CAPTURED_LEADER),
						Counters.name(leader) + " is marked captured, but no " + own.other().title() + " marine is on "
								+ Decks.where(deck, setup) + " and he is not aboard " + own.other().withArticle() + " squadron: a"
								+ " captured leader without a guard is freed at once [S 3.4.9d].",
						Decks.hexes(deck, setup));
			}
		}
	}
}

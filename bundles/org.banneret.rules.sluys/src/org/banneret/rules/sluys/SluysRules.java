package org.banneret.rules.sluys;

import java.util.List;

import org.banneret.model.Severity;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Vocabulary;
import org.banneret.rules.Vocabulary.Kind;
import org.banneret.rules.generic.TerrainProhibitions;

/**
 * The rule set of Right Fierce & Terrible: Sluys 1340 (rule set "sluys"): the SLY-* checks of the
 * research digest, part B4. Generic rules that fit are adopted under SLY ids; four that do not
 * (stacking, shared hexes, unplaced counters, entry) are retired by Sluys rules standing in for
 * them. What each check reads, and which checks the model cannot hold, is in the bundle's README.
 */
public final class SluysRules {

	public static final String RULE_SET = "sluys";

	private SluysRules() {
	}

	static RuleInfo sly(String id, String title, String citation, Severity severity) {
		return RuleInfo.forRuleSet(RULE_SET, id, title, "Sluys " + citation, severity);
	}

	public static List<Rule> all() {
		return List.of(
				EveryCounterPlaced.rule(),
				// Land is not one of the two kinds of hex [S 1.4.3]; that squadrons keep off it is an inference.
				new TerrainProhibitions().as(sly("SLY-TERR-1", "Squadrons only on water (land impassable, by inference)",
						"1.4.3, 4.1.5", Severity.WARNING)),
				SquadronsPerHex.rule(),
				new ChainLegality(),
				new ChainOrder(),
				new CapturedChains(),
				WithASquadron.marines(),
				new MarinesPerHex(),
				new MarinersFrenchOnly(),
				new MarineStartingCounter(),
				WithASquadron.leaders(),
				new CapturedLeaders(),
				new KingEdward(),
				new Commands(),
				new NoCommandAboard(),
				new CaptureMarkerPool(),
				new MovementType(),
				new SquadronState(),
				new SevereDamageInShallows(),
				HeldByItsCrew.rule(),
				new GrappledNeighbours(),
				new ArcheryFactors(),
				new WindAndCurrent(),
				new StartingMorale(),
				new ActivationChits(),
				RedEntryZones.rule(),
				new MarkerPlacement());
	}

	/**
	 * The words of Sluys 1340: those its rules read, then those of the game's play that no set-up
	 * check reads (sluys.gamesystem uses them). The variants its rules read come from their
	 * {@link RuleInfo}s.
	 */
	public static Vocabulary vocabulary() {
		return Vocabulary.EMPTY
				.with(Kind.TRAIT, Counters.SQUADRON, Counters.FRENCH_ONLY, Counters.SECOND_COUNTER, Counters.TWO_COUNTERS,
						Counters.MULLIGAN, Counters.NO_ARCHERY, Counters.SHALLOWS, Counters.ENTRY, Counters.ENGLISH_ENTRY,
						Counters.CHAINED, Counters.CHAIN_TOP, Counters.CHAIN_BOTTOM, Counters.CAPTURED_LEADER, Counters.LONGBOW,
						Counters.CROSSBOW)
				.with(Kind.MARKER, Counters.CAPTURED, Counters.LIBERATED, Counters.DAMAGE, Counters.RAM, Counters.MELEE,
						Counters.GRAPPLE)
				.with(Kind.VALUE, Counters.ARCHERY)
				.with(Kind.FLAG, ActivationChits.FLAG).with(Kind.FLAG, ActivationChits.KINDS)
				// Words of play.
				.with(Kind.TRAIT, "archery_at_full_strength", "carrier", "casualty_check", "heroism", "heroism_star", "knights",
						"maneuver", "mariners", "men_at_arms", "must_stack_with_squadron", "no_stacking_limit",
						"oars", "sails", "shore", "water")
				.with(Kind.MARKER, "Afire", "ChitAny", "ChitEnglish", "ChitFrench", "Current", "Morale", "Phase", "Wind")
				.with(Kind.VARIANT, "all_the_marbles", "the_queen");
	}
}

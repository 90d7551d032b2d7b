package org.banneret.rules.medieval;

import java.util.List;

import org.banneret.model.Severity;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Vocabulary;
import org.banneret.rules.Vocabulary.Kind;
import org.banneret.rules.generic.AreaPlacements;
import org.banneret.rules.generic.EntryOnEdge;
import org.banneret.rules.generic.HexesOnMap;
import org.banneret.rules.generic.Initiative;
import org.banneret.rules.generic.SharedHexes;
import org.banneret.rules.generic.TerrainProhibitions;
import org.banneret.rules.generic.TurnReferences;
import org.banneret.rules.generic.Unplaced;
import org.banneret.rules.generic.VictoryReferences;

/**
 * The rule set of the Medieval system of Bannockburn 1314 (rule set "medieval"): the 34 BAN-*
 * checks of the research digest, section A4. Generic rules it adopts report under BAN ids; its
 * own stacking checks stand in for the generic one (see {@link OverStacking#plain()}).
 */
public final class MedievalRules {

	public static final String RULE_SET = "medieval";

	private MedievalRules() {
	}

	static RuleInfo ban(String id, String title, String citation, Severity severity) {
		return RuleInfo.forRuleSet(RULE_SET, id, title, "Bannockburn " + citation, severity);
	}

	public static List<Rule> all() {
		return List.of(
				new HexesOnMap().as(ban("BAN-HEX-1", "Every placement names an existing hex", "scenario Legend; [4.4.4]",
						Severity.ERROR)),
				new SharedHexes().as(ban("BAN-ENEMY-1", "A hex never holds units of both sides", "[4.2.2]", Severity.ERROR)),
				new TerrainProhibitions().as(ban("BAN-TERR-1", "No unit on impassable terrain; rivers only at fords and bridges",
						"[4.2.5], [4.4.6]", Severity.ERROR)),
				new AreaPlacements().as(ban("BAN-PLACE-2", "Each placement area holds what must go into it",
						"[4.5.1] and the scenario Legend", Severity.ERROR)),
				new Unplaced().as(ban("BAN-PLACE-4", "Every unit group of the order of battle has a placement",
						"scenario set-up tables", Severity.ERROR)),
				new EntryOnEdge().as(ban("BAN-REINF-1", "Reinforcements enter on the map edge with positive limits",
						"[4.4.6]-[4.4.9]", Severity.ERROR)),
				new TurnReferences().as(ban("BAN-TURN-1", "Turn-dated notes lie within the turns played", "scenario notes",
						Severity.ERROR)),
				new Initiative().as(ban("BAN-INIT-1", "Exactly one side has initiative", "[2.1]", Severity.ERROR)),
				new VictoryReferences().as(ban("BAN-VC-1", "Victory conditions refer to existing things", "scenario VCs",
						Severity.ERROR)),
				OverStacking.plain(), new LeadersOutsideStacking(), OverStacking.flippedRanged(), OverStacking.fortified(),
				new ShiltronStandsAlone(), OverStacking.oneRow(),
				new ChargeFactorMarkers(), new ChargeOffBrokenGround(), new FieldUnitFacing(), new ArmourLevels(),
				new SetupFormation(), new ShiltronEligibility(), new ShiltronOutsideZoc(), new StartInEnemyZoc(),
				new BannerCount(), new BannerHeld(), new LeaderValues(), new OneLeader(), new FixedAssignments(),
				new LeaderFatigue(), new AreaPlacementShape(), new FreeSetupRegions(), new MoraleStart(),
				new ConcealedFeatures(), new ScatteredTrack());
	}

	/**
	 * The words of the Medieval system: those its rules read, then those of the game's play that
	 * no set-up check reads (medieval.gamesystem uses them). The variants its rules read come from
	 * their {@link RuleInfo}s.
	 */
	public static Vocabulary vocabulary() {
		return Vocabulary.EMPTY
				.with(Kind.TRAIT, Kinds.NO_ZOC, Kinds.IGNORES_ZOC, Kinds.FORTIFIED, Kinds.CROSSING, Kinds.BREAKS_CHARGE,
						Kinds.ROAD, Kinds.CONCEALED)
				.with(Kind.MARKER, Kinds.CHARGE_FACTOR, Kinds.SHILTRON, Kinds.FATIGUE, Kinds.SCATTERED, Kinds.MORALE)
				.with(Kind.VALUE, ChargeFactorMarkers.CHARGE, LeaderValues.RANGE_KEY)
				.with(Kind.FLAG, SetupFormation.FLAG, ShiltronEligibility.FLAG, FreeSetupRegions.FLAG)
				// Words of play.
				.with(Kind.TRAIT, "charge", "destroys_objects", "fires", "grand", "never_scatters", "no_charge_modifier",
						"no_fatigue", "regular", "scatters_on_entry", "scenario_specific", "shiltron")
				.with(Kind.MARKER, "Turn")
				.with(Kind.VARIANT, "fictional");
	}
}

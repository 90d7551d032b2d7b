package org.banneret.rules.cryhavoc;

import java.util.List;

import org.banneret.model.Severity;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.generic.FootprintRule;
import org.banneret.rules.generic.Stacking;
import org.banneret.rules.generic.TerrainProhibitions;

/**
 * The rule set of Cry Havoc, Siege and Magna Carta (rule set "cryhavoc"): the CH-* checks of the
 * digest that the model's data can decide. Three of them refine generic rules and stand in for
 * them: CH-STACK-1 for GEN-STACK-1, CH-STACK-3 for GEN-FOOT-1, CH-TERR-1 for GEN-TERR-1.
 */
public final class CryHavocRules {

	public static final String RULE_SET = "cryhavoc";

	private CryHavocRules() {
	}

	static RuleInfo info(String id, String title, String citation, Severity severity) {
		return RuleInfo.forRuleSet(RULE_SET, id, title, citation, severity);
	}

	public static List<Rule> all() {
		return List.of(
				// stacking and occupancy
				new OneCharacterPerSlot().replacing(Stacking.INFO.id()), new LevelSlotsExist(),
				new TwoHexFootprints().replacing(FootprintRule.INFO.id()), new NoOneOnAnimals(), EngineCapacity.siegeTowers(),
				EngineCapacity.ramsAndPenthouses(), EngineCapacity.belfries(), new NoOneInEngineHexes(), new HoardingHexCounters(),
				new OneHookPerHex(), new DeadBodiesBlock(), new OneCharacterOneCounter(), new LitterPassengers(),
				// terrain
				new ImpassableHexes().replacing(TerrainProhibitions.INFO.id()), new HorsesForbiddenTerrain(),
				new ArmourInDeepWater(), new HorsesDoNotStopOnTrenches(), new UpTheTree(), new KneelingUnarmouredFoot(),
				new FilledMoatOnMoat(), new RubbleOnStructures(), new InteriorRampartDamage(), new HoardingShieldsBattlement(),
				new DamageWithinMaterial(), new HoardingPlacement(), new PortcullisWinches(), new ScaffoldingOnWalls(),
				new FireHexes(), new RaisedDrawbridge(),
				// siege equipment
				new UprightLadders(), new LadderForbiddenWalls(), new CarriedLadders(), EngineGround.siegeTowers(),
				new SiegeTowerReach(), EngineGround.rams(), EngineGround.penthouses(), new BelfryPlacement(),
				new ScreenPlacement(), new BallistaPlacement(), new StoneThrowerOnBattlement(), new DistanceEnginesOffMap(),
				new OilOnBattlements(), new GrapnelThrowers(), new CartRiders(), new MinesUnderWalls(), new FireOnBurnables(),
				new EngineCrews(),
				// mounts and animals
				new LeadingHorses(), new NoRiderOnMulesOrPackCamels(), new CapturedMounts(), new MountedLeaderCannotFight(),
				// order of battle
				new OptionalRulesEnabled(), new TwoHandedAxe(), new AmmunitionLimits(), new LoaderBesideCrossbowman(),
				new ShootingSkillBalance(), new EnglishCommandRoster(), new MagnaCartaCommand(), new GarrisonAllowance(),
				new RansomEscort(), new HeroDesignated(), new NightSleepers(),
				// ships
				new DeepWaterSwimmers(),
				// scenario and siege
				new FilledMoatAllowance(), new RubbleAllowance(), new AssaultZones(), new RenewedAssault(),
				new SallyAgainstTheCamp(), new SallyForSupply(), new BattleOutside(), new MinesOnFortificationMaps(),
				new EnginesFromBoardEdge(), new WeatherDeclared(), new SiegeRecordSheet(), new GarrisonResources());
	}
}

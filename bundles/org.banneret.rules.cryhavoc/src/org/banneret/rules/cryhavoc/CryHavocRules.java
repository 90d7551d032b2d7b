package org.banneret.rules.cryhavoc;

import java.util.List;

import org.banneret.model.Severity;
import org.banneret.rules.Rule;
import org.banneret.rules.RuleInfo;
import org.banneret.rules.Vocabulary;
import org.banneret.rules.Vocabulary.Kind;
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
				new FilledMoatOnMoat(), new RubbleOnStructures(), new KeepDamage(), new InteriorRampartDamage(),
				new HoardingShieldsBattlement(),
				new DamageWithinMaterial(), new HoardingPlacement(), new PortcullisWinches(), new ScaffoldingOnWalls(),
				new FireHexes(), new StakesFaced(), new RaisedDrawbridge(), new StaircasesDeclared(),
				// siege equipment
				new UprightLadders(), new LadderForbiddenWalls(), new CarriedLadders(), EngineGround.siegeTowers(),
				new SiegeTowerReach(), EngineGround.rams(), EngineGround.penthouses(), new BelfryPlacement(),
				new ScreenPlacement(), new BallistaPlacement(), new StoneThrowerOnBattlement(), new DistanceEnginesOffMap(),
				new OilOnBattlements(), new GrapnelThrowers(), new CartRiders(), new MinesUnderWalls(), new FireOnBurnables(),
				new EngineCrews(), new CounterMiners(),
				// mounts and animals
				new LeadingHorses(), new NoRiderOnMulesOrPackCamels(), new CapturedMounts(), new MountedLeaderCannotFight(),
				// order of battle
				new OptionalRulesEnabled(), new TwoHandedAxe(), new AmmunitionLimits(), new LoaderBesideCrossbowman(),
				new ShootingSkillBalance(), new EnglishCommandRoster(), new MagnaCartaCommand(), new GarrisonAllowance(),
				new RansomEscort(), new HeroDesignated(), new PointsBalance(), new NightSleepers(), new GroupFormations(),
				// ships
				new DeepWaterSwimmers(), new Steersmen(), new Oarsmen(), new CrewTasks(), new SailingCrews(), new ShipEngines(),
				new ShipWaters(), new ShipsApart(), new GrapplingHooks(), new WindFixed(), new InitialSpeed(), new Gangplanks(),
				new HorsesAboard(), new GalleySlaves(),
				// scenario and siege
				new FilledMoatAllowance(), new RubbleAllowance(), new AssaultZones(), new RenewedAssault(),
				new SallyAgainstTheCamp(), new SallyForSupply(), new BattleOutside(), new MinesOnFortificationMaps(),
				new EnginesFromBoardEdge(), new WeatherDeclared(), new SiegeRecordSheet(), new GarrisonResources(),
				new BreakingASiege(), new SiegeDays());
	}

	/**
	 * The words of Cry Havoc, Siege and Magna Carta: those its rules read, then those of the game's
	 * play that no set-up check reads (cryhavoc.gamesystem uses them). The variants its rules
	 * read come from their {@link RuleInfo}s; a counter's character ({@code character_roland})
	 * and the level slots it offers ({@code offers_wallwalk}) are words of their own.
	 */
	public static Vocabulary vocabulary() {
		return Vocabulary.EMPTY
				.with(Kind.TRAIT, "armoured_drown", "ballista", "battlement", "bedouin", "belfry", "berserker", "burnable", "burnt_bridge",
						"cart", "character_*", "civilian", "clergy", "crossbow", "crossbowman", "crossing", "distance_engine",
						"doorway", "drawbridge", "filled_moat", "fills_moat", "fire", "hoarding", "horses_cannot_stop",
						"irregular", "knight", "ladder", "longbow", "mantlet", "masonry", "moat", "mounted_javelin", "mule", "never_mounted",
						"no_battering", "no_entry", "no_mining", "no_straddle", "offers_*", "oil_barrel", "penthouse",
						"portcullis", "ram", Command.NCO, Command.NOBLE, Command.OFFICER, Command.SUPREME, "riderless",
						"riding_horse", "royal_mamluk", "rubble", "screen", "shortbow", "siege_tower", "six_hex", "soldier",
						"stone_thrower", "three_hex", "throwing_axe", "throwing_dagger", "tornefol", "two_handed_axe", "wattle")
				.with(Kind.MARKER, "Arrows", "Axe", "Bridle", "BurntTornefol", "CarriedOil", "Charge", "CounterCharge",
						"DestroyedWall", "Drawbridge", "FilledMoat", "Fire", "FlamingArrows", "Footbridge", "Hamstring", "Hero",
						"Hoarding", "Hook", "Javelins", "Kneeling", "Loader", "Mine", "OpenTornefol", "Portcullis", "Ransom",
						"RansomWounded", "Rubble", "Scaffolding", "Sentry", "Skill", "Sleeping", "Stakes", "ThrowingAxes",
						"UpTree", "Winch")
				.with(Kind.VALUE, PurchaseCosts.PURCHASE, "commands", "crew", "gunners", "long_range", "reach_levels", "ground_capacity", "lower_capacity",
						"upper_capacity", "level1_capacity", "level2_capacity", "level3_capacity")
				.with(Kind.VARIANT, "demolition_stages", "siege_action", "stronghold")
				.with(Kind.FLAG, "drawbridge", "filled_moat", "hero", "portcullis", "rubble")
				.with(Kind.TRAIT, Crews.GALLEY, Crews.LARGE, Crews.KEELED, Crews.ROWS_ANYWHERE, Crews.CARRIES_HORSES,
						Crews.GANGPLANK, Crews.SIPHON, Crews.SAILOR_CREW, Crews.GALLEY_SLAVE, Crews.BYZANTINE_OARSMAN, Crews.FEMALE,
						ShipWaters.WATER, ShipWaters.SHALLOWS, "quay", "noble",
						StaircasesDeclared.STAIR, StaircasesDeclared.STAIRCASE)
				.with(Kind.MARKER, "Aground", Gangplanks.MOORING, Gangplanks.SAIL, InitialSpeed.SPEED_MARKER)
				.with(Kind.VALUE, Crews.MAX_OARSMEN, Crews.SPEED, Crews.SPEED_ASTERN, Crews.PAIRS_FOR_MAX, Crews.SAILS,
						Crews.SAIL_CREW, Crews.HORSES, "hull_points")
				.with(Kind.TASK, Crews.OARSMAN, Crews.STEERSMAN, Crews.BOARDER, Crews.GRAPPLER, Crews.BAILER, Crews.SAILOR,
						Crews.GUNNER, Crews.GUARD, Crews.LOOKOUT)
				.with(Kind.FORMATION, GroupFormations.SHIELD_WALL, GroupFormations.LANCE_CHARGE, GroupFormations.SHOOTING_ROW,
						CounterMiners.COUNTER_MINE, BreakingASiege.BLOCKADE)
				// Words of play.
				.with(Kind.TRAIT, "arrow_loops", "beach", "blocks_sight", "carried", "engineer", "faced", "flat",
						"hero", "javelin", "kneel_support", "lance_javelin", "mine", "no_grapnel", "no_ram",
						"pikeman", "scaffolding", "shield_wall", "sling", "stakes", "templar", "turcopole", "winch",
						"wooden")
				.with(Kind.MARKER, "Bucket", "Burning", "BurntBridge", "BurntFence", "CoiledRope", "Dead", "Gate", "LowerDeck",
						"OpenMantlet", "Panic", "Reload", "Rout")
				.with(Kind.VARIANT, "ballista_mobility", "battering_modifiers", "belfry_ladders", "corner_cover",
						"counter_generation", "deep_water_cost", "dismount_no_room", "errare", "flaming_arrows",
						"healing", "horse_control", "horse_strings", "knights_engage_knights", "lady_capture",
						"lance_charge", "leap_table", "leaving_in_panic", "morale_rules", "mounting",
						"panic_in_castle", "ransom", "rations", "refusing_combat", "screens", "siege_tower_movement",
						"siege_tower_top_cover", "slope_cost", "tent_sight", "tower_over_walls", "tree_shooters",
						"window_combat");
	}
}

package org.banneret.model.tests;

import java.util.List;

import org.banneret.model.Anchor;
import org.banneret.model.AreaPlacement;
import org.banneret.model.BanneretFactory;
import org.banneret.model.ConditionKind;
import org.banneret.model.FeatureType;
import org.banneret.model.GameSystem;
import org.banneret.model.GridOrientation;
import org.banneret.model.HexFeature;
import org.banneret.model.HexGrid;
import org.banneret.model.HexMap;
import org.banneret.model.HexPlacement;
import org.banneret.model.LabelKind;
import org.banneret.model.LabelScheme;
import org.banneret.model.MapPath;
import org.banneret.model.Nationality;
import org.banneret.model.OffsetParity;
import org.banneret.model.PathSegment;
import org.banneret.model.Region;
import org.banneret.model.Scenario;
import org.banneret.model.Side;
import org.banneret.model.SpecialRule;
import org.banneret.model.StackingLimit;
import org.banneret.model.StackingMeasure;
import org.banneret.model.TerrainType;
import org.banneret.model.Unit;
import org.banneret.model.UnitClass;
import org.banneret.model.UnitType;
import org.banneret.model.VictoryEvent;
import org.banneret.model.VictoryPoints;
import org.banneret.model.grid.CellGrid;
import org.banneret.model.hex.Hex;
import org.banneret.model.map.MapGeometry;
import org.banneret.model.map.TerrainCodes;

/**
 * The Stirling scenario of Bannockburn 1314 (research digest A5.1), built through the model
 * API: the Medieval game system it needs, a 44 x 30 map that holds every hex it names, and
 * both sides' leaders, units and placements as printed, including the 4 cavalry on 517.
 */
public final class StirlingFixture {

	private static final BanneretFactory F = BanneretFactory.eINSTANCE;

	public final GameSystem system = F.createGameSystem();
	public final HexMap map = F.createHexMap();
	public final Scenario scenario = F.createScenario();

	public final Nationality english = named(F.createNationality(), "English");
	public final Nationality scots = named(F.createNationality(), "Scots");
	public final UnitClass leaderClass = named(F.createUnitClass(), "leader");
	public final UnitClass infantryClass = named(F.createUnitClass(), "infantry");
	public final UnitClass cavalryClass = named(F.createUnitClass(), "cavalry");
	public final UnitClass archerClass = named(F.createUnitClass(), "archers");
	public final UnitType leader = type("Leader", "LDR", leaderClass);
	public final UnitType infantry = type("Infantry", "INF", infantryClass);
	public final UnitType cavalry = type("Cavalry", "CAV", cavalryClass);
	public final UnitType archers = type("Archers", "ARCH", archerClass);
	public final TerrainType clear = terrain("clear", ".", "#d8e0a8");
	public final TerrainType river = terrain("river", "~", "#6090d0");
	public final TerrainType swamp = terrain("swamp", "s", "#90a070");
	public final FeatureType ford = named(F.createFeatureType(), "ford");
	public final FeatureType bridge = named(F.createFeatureType(), "bridge");
	public final FeatureType road = named(F.createFeatureType(), "road");
	public final Region ochillHills = named(F.createRegion(), "OchillHills");
	public final MapPath mainRoad = named(F.createMapPath(), "MainRoad");

	public final Side scotsSide = named(F.createSide(), "Scots");
	public final Side englishSide = named(F.createSide(), "English");
	public Unit wallace;
	public Unit moray;
	public Unit surrey;
	public Unit surreyCavalry;

	public StirlingFixture() {
		buildSystem();
		buildMap();
		buildScenario();
	}

	private void buildSystem() {
		named(system, "Medieval");
		system.setTitle("The Medieval system (Bannockburn 1314)");
		system.setRuleSet("medieval");
		system.getNationalities().addAll(List.of(english, scots));
		system.getUnitClasses().addAll(List.of(leaderClass, infantryClass, cavalryClass, archerClass));
		system.getUnitTypes().addAll(List.of(leader, infantry, cavalry, archers));
		leader.setCommandRange(1);
		leader.setMovement(10);
		infantry.getAllowedArmour().addAll(List.of(0, 1, 2));
		cavalry.getAllowedArmour().addAll(List.of(0, 1, 2));
		infantry.setStrength(2);
		cavalry.setStrength(2);
		archers.setStrength(1);
		archers.setFrontFace("combat formation");
		archers.setBackFace("movement formation");
		system.getTerrainTypes().addAll(List.of(clear, river, swamp));
		river.setImpassable(true);
		river.setCitation("Bannockburn [4.4.6]");
		system.getFeatureTypes().addAll(List.of(ford, bridge, road));
		StackingLimit stacking = F.createStackingLimit();
		stacking.setMeasure(StackingMeasure.STRENGTH);
		stacking.setMaximum(2);
		stacking.getExempt().add(leaderClass);
		stacking.setCitation("Bannockburn [4.5.1]");
		system.getStackingLimits().add(stacking);
	}

	private void buildMap() {
		named(map, "StirlingBridge");
		map.setGameSystem(system);
		HexGrid grid = F.createHexGrid();
		grid.setOrientation(GridOrientation.FLAT);
		grid.setParity(OffsetParity.ODD);
		grid.setColumns(44);
		grid.setRows(30);
		grid.setHexSizeMm(16.0);
		LabelScheme labels = F.createLabelScheme();
		labels.setKind(LabelKind.NUMERIC);
		labels.setColumnDigits(0);
		labels.setRowDigits(2);
		grid.setLabels(labels);
		map.setGrid(grid);
		map.setDefaultTerrain(clear);
		map.getTerrainPalette().addAll(List.of(clear, river, swamp));
		CellGrid terrain = new CellGrid(44, 30);
		for (int column = 0; column < 44; column++) {
			terrain.set(column, 1, TerrainCodes.cellValue(river)); // the Forth, along row 02; the true course is lost with the map art
		}
		terrain.set(10, 6, TerrainCodes.cellValue(swamp));
		map.setTerrain(terrain);
		map.getFeatures().add(feature("1702", ford));
		map.getFeatures().add(feature("1802", ford));
		map.getFeatures().add(feature("1402", bridge));
		ochillHills.getHexes().addAll(List.of("3318", "3309", "3512", "3416", "3121", "2724", "4021", "4006"));
		map.getRegions().add(ochillHills);
		MapGeometry geometry = MapGeometry.of(map);
		mainRoad.setType(road);
		for (Hex hex : geometry.hex("2118").lineTo(geometry.hex("1216"))) {
			mainRoad.getHexes().add(geometry.label(hex));
		}
		map.getPaths().add(mainRoad);
	}

	private void buildScenario() {
		named(scenario, "Stirling");
		scenario.setTitle("Stirling Bridge, 11 September 1297");
		scenario.setGameSystem(system);
		var sheet = F.createSheetPlacement();
		sheet.setId("main");
		sheet.setMap(map);
		scenario.getSheets().add(sheet);
		scenario.setFirstTurn(11);
		scenario.setLastTurn(30);

		scotsSide.getNationalities().add(scots);
		scotsSide.setInitiative(true);
		scotsSide.setBanners(1);
		wallace = leader("Wallace", 2, true, exact("3318"));
		scotsSide.getElements().add(wallace);
		wallace.getElements().addAll(List.of(group(4, infantry, 0, area("3318", 1)), group(3, infantry, 1, area("3318", 1)),
				group(5, infantry, 0, area("3309", 1)), group(1, infantry, 1, area("3309", 1))));
		moray = leader("Moray", 2, false, exact("3512"));
		scotsSide.getElements().add(moray);
		moray.getElements().addAll(List.of(group(4, infantry, 0, area("3512", 1)), group(3, infantry, 1, area("3512", 1)),
				group(5, infantry, 0, area("3416", 1)), group(1, infantry, 1, area("3416", 1)),
				group(5, infantry, 0, area("3121", 1)), group(1, infantry, 1, area("3121", 1)),
				group(5, infantry, 0, area("2724", 1)), group(1, infantry, 1, area("2724", 1)),
				group(3, infantry, 1, area("4021", 1)), group(4, cavalry, 0, exact("4006"))));
		VictoryPoints surreyKilled = F.createVictoryPoints();
		surreyKilled.setEvent(VictoryEvent.KILLED);
		surreyKilled.setPoints(28);
		scotsSide.getVictoryPoints().add(surreyKilled);
		VictoryPoints fordCaptured = F.createVictoryPoints();
		fordCaptured.setEvent(VictoryEvent.CAPTURED);
		fordCaptured.setFeatureType(ford);
		fordCaptured.setPoints(28);
		scotsSide.getVictoryPoints().add(fordCaptured);

		englishSide.getNationalities().addAll(List.of(english, scots));
		englishSide.setBanners(1);
		Unit thweng = leader("deThweng", 4, false, exact("2710"));
		thweng.setTitle("de Thweng");
		thweng.getElements().add(group(2, cavalry, 2, area("2710", 1)));
		surrey = leader("Surrey", -1, true, exact("612"));
		surreyCavalry = group(4, cavalry, 2, exact("517"));
		surrey.getElements().add(surreyCavalry);
		Unit yorkshire = leader("Yorkshire", -1, false, exact("1112"));
		AreaPlacement yorkshireArea = F.createAreaPlacement();
		for (String hex : List.of("2515", "2519", "216", "1314", "1412", "1111", "1214", "813", "811")) {
			yorkshireArea.getAnchors().add(anchor(hex, 1));
		}
		PathSegment alongRoad = F.createPathSegment();
		alongRoad.setPath(mainRoad);
		alongRoad.setFrom("2118");
		alongRoad.setTo("1216");
		yorkshireArea.getSegments().add(alongRoad);
		yorkshire.getElements().addAll(List.of(group(11, infantry, 2, copy(yorkshireArea)),
				group(16, infantry, 1, copy(yorkshireArea)), group(22, infantry, 0, copy(yorkshireArea)),
				group(11, archers, -1, yorkshireArea)));
		englishSide.getElements().addAll(List.of(thweng, surrey, leader("Valdegrave", 3, false, exact("2118")),
				leader("Cresingham", 2, false, exact("1216")), yorkshire));
		Unit lenox = leader("Lenox", -1, false, exact("909"));
		lenox.setNationality(scots);
		lenox.getElements().add(group(2, cavalry, 0, area("909", 1)));
		englishSide.getElements().add(lenox);
		var wallaceKilled = F.createVictoryPoints();
		wallaceKilled.setEvent(VictoryEvent.KILLED);
		wallaceKilled.getUnits().add(wallace);
		wallaceKilled.setPoints(28);
		englishSide.getVictoryPoints().add(wallaceKilled);
		var bothKilled = F.createAutomaticCondition();
		bothKilled.setKind(ConditionKind.ALL_KILLED);
		bothKilled.getUnits().addAll(List.of(wallace, moray));
		bothKilled.setDescription("Wallace and Moray are killed");
		englishSide.getAutomaticVictory().add(bothKilled);
		scenario.getSides().addAll(List.of(scotsSide, englishSide));

		SpecialRule kildean = named(F.createSpecialRule(), "KildeanFord");
		kildean.setText("Kildean ford costs +1 MP for infantry and +3 MP for cavalry.");
		scenario.getSpecialRules().add(kildean);
		var waiver = F.createRuleWaiver();
		waiver.setRuleId("BAN-BAN-2");
		waiver.getTargets().add(surrey);
		waiver.setReason("As printed: Surrey and the banner on 612, his cavalry on 517.");
		scenario.getWaivers().add(waiver);
	}

	private Unit leader(String name, int fatigue, boolean banner, HexPlacement placement) {
		Unit unit = named(F.createUnit(), name);
		unit.setType(leader);
		if (fatigue >= 0) {
			unit.setFatigue(fatigue);
		}
		unit.setBanner(banner);
		unit.setPlacement(placement);
		return unit;
	}

	private static Unit group(int count, UnitType type, int armour, org.banneret.model.Placement placement) {
		Unit unit = F.createUnit();
		unit.setCount(count);
		unit.setType(type);
		if (armour >= 0) {
			unit.setArmour(armour);
		}
		unit.setPlacement(placement);
		return unit;
	}

	private static HexPlacement exact(String hex) {
		HexPlacement placement = F.createHexPlacement();
		placement.getHexes().add(hex);
		return placement;
	}

	private static AreaPlacement area(String hex, int radius) {
		AreaPlacement placement = F.createAreaPlacement();
		placement.getAnchors().add(anchor(hex, radius));
		return placement;
	}

	private static Anchor anchor(String hex, int radius) {
		Anchor anchor = F.createAnchor();
		anchor.setHex(hex);
		anchor.setRadius(radius);
		return anchor;
	}

	private static AreaPlacement copy(AreaPlacement placement) {
		return org.eclipse.emf.ecore.util.EcoreUtil.copy(placement);
	}

	private HexFeature feature(String hex, FeatureType type) {
		HexFeature feature = F.createHexFeature();
		feature.setHex(hex);
		feature.setType(type);
		return feature;
	}

	private UnitType type(String name, String code, UnitClass unitClass) {
		UnitType type = named(F.createUnitType(), name);
		type.setCode(code);
		type.setUnitClass(unitClass);
		return type;
	}

	private TerrainType terrain(String name, String code, String color) {
		TerrainType terrain = named(F.createTerrainType(), name);
		terrain.setCode(code);
		terrain.setColor(color);
		return terrain;
	}

	private static <T extends org.banneret.model.NamedElement> T named(T element, String name) {
		element.setName(name);
		return element;
	}
}

/**
 */
package org.banneret.model.impl;

import org.banneret.model.*;

import org.banneret.model.grid.CellGrid;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EDataType;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EPackage;

import org.eclipse.emf.ecore.impl.EFactoryImpl;

import org.eclipse.emf.ecore.plugin.EcorePlugin;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model <b>Factory</b>.
 * <!-- end-user-doc -->
 * @generated
 */
public class BanneretFactoryImpl extends EFactoryImpl implements BanneretFactory {
	/**
	 * Creates the default factory implementation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static BanneretFactory init() {
		try {
			BanneretFactory theBanneretFactory = (BanneretFactory)EPackage.Registry.INSTANCE.getEFactory(BanneretPackage.eNS_URI);
			if (theBanneretFactory != null) {
				return theBanneretFactory;
			}
		}
		catch (Exception exception) {
			EcorePlugin.INSTANCE.log(exception);
		}
		return new BanneretFactoryImpl();
	}

	/**
	 * Creates an instance of the factory.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public BanneretFactoryImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EObject create(EClass eClass) {
		switch (eClass.getClassifierID()) {
			case BanneretPackage.PRINTED_VALUE: return createPrintedValue();
			case BanneretPackage.GAME_SYSTEM: return createGameSystem();
			case BanneretPackage.VALUE_RANGE: return createValueRange();
			case BanneretPackage.NATIONALITY: return createNationality();
			case BanneretPackage.UNIT_CLASS: return createUnitClass();
			case BanneretPackage.MOVEMENT_COST: return createMovementCost();
			case BanneretPackage.TERRAIN_TYPE: return createTerrainType();
			case BanneretPackage.FEATURE_TYPE: return createFeatureType();
			case BanneretPackage.HEXSIDE_FEATURE_TYPE: return createHexsideFeatureType();
			case BanneretPackage.LEVEL_SLOT: return createLevelSlot();
			case BanneretPackage.STACKING_LIMIT: return createStackingLimit();
			case BanneretPackage.FACE_VALUES: return createFaceValues();
			case BanneretPackage.UNIT_TYPE: return createUnitType();
			case BanneretPackage.COUNTER_TEMPLATE: return createCounterTemplate();
			case BanneretPackage.MARKER_TYPE: return createMarkerType();
			case BanneretPackage.COUNTER_MIX_ENTRY: return createCounterMixEntry();
			case BanneretPackage.VARIANT_DEFINITION: return createVariantDefinition();
			case BanneretPackage.HEX_MAP: return createHexMap();
			case BanneretPackage.HEX_GRID: return createHexGrid();
			case BanneretPackage.LABEL_SCHEME: return createLabelScheme();
			case BanneretPackage.HEX_FEATURE: return createHexFeature();
			case BanneretPackage.HEXSIDE_FEATURE: return createHexsideFeature();
			case BanneretPackage.MAP_PATH: return createMapPath();
			case BanneretPackage.REGION: return createRegion();
			case BanneretPackage.MAP_SIDE: return createMapSide();
			case BanneretPackage.HEX_MARKER: return createHexMarker();
			case BanneretPackage.STRUCTURE: return createStructure();
			case BanneretPackage.STRUCTURE_DAMAGE: return createStructureDamage();
			case BanneretPackage.SCENARIO: return createScenario();
			case BanneretPackage.VARIANT_SETTING: return createVariantSetting();
			case BanneretPackage.SHEET_PLACEMENT: return createSheetPlacement();
			case BanneretPackage.SIDE: return createSide();
			case BanneretPackage.FORMATION: return createFormation();
			case BanneretPackage.UNIT: return createUnit();
			case BanneretPackage.UNIT_MARKER: return createUnitMarker();
			case BanneretPackage.HEX_PLACEMENT: return createHexPlacement();
			case BanneretPackage.ANCHOR: return createAnchor();
			case BanneretPackage.PATH_SEGMENT: return createPathSegment();
			case BanneretPackage.AREA_PLACEMENT: return createAreaPlacement();
			case BanneretPackage.REGION_PLACEMENT: return createRegionPlacement();
			case BanneretPackage.EDGE_PLACEMENT: return createEdgePlacement();
			case BanneretPackage.REINFORCEMENT_PLACEMENT: return createReinforcementPlacement();
			case BanneretPackage.VICTORY_POINTS: return createVictoryPoints();
			case BanneretPackage.AUTOMATIC_CONDITION: return createAutomaticCondition();
			case BanneretPackage.SPECIAL_RULE: return createSpecialRule();
			case BanneretPackage.RULE_FLAG: return createRuleFlag();
			case BanneretPackage.SCENARIO_LINK: return createScenarioLink();
			case BanneretPackage.RULE_WAIVER: return createRuleWaiver();
			default:
				throw new IllegalArgumentException("The class '" + eClass.getName() + "' is not a valid classifier");
		}
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object createFromString(EDataType eDataType, String initialValue) {
		switch (eDataType.getClassifierID()) {
			case BanneretPackage.COMPASS:
				return createCompassFromString(eDataType, initialValue);
			case BanneretPackage.SEVERITY:
				return createSeverityFromString(eDataType, initialValue);
			case BanneretPackage.MAP_SYMBOL:
				return createMapSymbolFromString(eDataType, initialValue);
			case BanneretPackage.TERRAIN_PATTERN:
				return createTerrainPatternFromString(eDataType, initialValue);
			case BanneretPackage.HEXSIDE_GLYPH:
				return createHexsideGlyphFromString(eDataType, initialValue);
			case BanneretPackage.LINE_STYLE:
				return createLineStyleFromString(eDataType, initialValue);
			case BanneretPackage.STACKING_MEASURE:
				return createStackingMeasureFromString(eDataType, initialValue);
			case BanneretPackage.FOOTPRINT:
				return createFootprintFromString(eDataType, initialValue);
			case BanneretPackage.GRID_ORIENTATION:
				return createGridOrientationFromString(eDataType, initialValue);
			case BanneretPackage.OFFSET_PARITY:
				return createOffsetParityFromString(eDataType, initialValue);
			case BanneretPackage.LABEL_KIND:
				return createLabelKindFromString(eDataType, initialValue);
			case BanneretPackage.STRUCTURE_ROLE:
				return createStructureRoleFromString(eDataType, initialValue);
			case BanneretPackage.UNIT_STATE:
				return createUnitStateFromString(eDataType, initialValue);
			case BanneretPackage.VICTORY_EVENT:
				return createVictoryEventFromString(eDataType, initialValue);
			case BanneretPackage.CONDITION_KIND:
				return createConditionKindFromString(eDataType, initialValue);
			case BanneretPackage.HEX_LABEL:
				return createHexLabelFromString(eDataType, initialValue);
			case BanneretPackage.CELL_GRID:
				return createCellGridFromString(eDataType, initialValue);
			default:
				throw new IllegalArgumentException("The datatype '" + eDataType.getName() + "' is not a valid classifier");
		}
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String convertToString(EDataType eDataType, Object instanceValue) {
		switch (eDataType.getClassifierID()) {
			case BanneretPackage.COMPASS:
				return convertCompassToString(eDataType, instanceValue);
			case BanneretPackage.SEVERITY:
				return convertSeverityToString(eDataType, instanceValue);
			case BanneretPackage.MAP_SYMBOL:
				return convertMapSymbolToString(eDataType, instanceValue);
			case BanneretPackage.TERRAIN_PATTERN:
				return convertTerrainPatternToString(eDataType, instanceValue);
			case BanneretPackage.HEXSIDE_GLYPH:
				return convertHexsideGlyphToString(eDataType, instanceValue);
			case BanneretPackage.LINE_STYLE:
				return convertLineStyleToString(eDataType, instanceValue);
			case BanneretPackage.STACKING_MEASURE:
				return convertStackingMeasureToString(eDataType, instanceValue);
			case BanneretPackage.FOOTPRINT:
				return convertFootprintToString(eDataType, instanceValue);
			case BanneretPackage.GRID_ORIENTATION:
				return convertGridOrientationToString(eDataType, instanceValue);
			case BanneretPackage.OFFSET_PARITY:
				return convertOffsetParityToString(eDataType, instanceValue);
			case BanneretPackage.LABEL_KIND:
				return convertLabelKindToString(eDataType, instanceValue);
			case BanneretPackage.STRUCTURE_ROLE:
				return convertStructureRoleToString(eDataType, instanceValue);
			case BanneretPackage.UNIT_STATE:
				return convertUnitStateToString(eDataType, instanceValue);
			case BanneretPackage.VICTORY_EVENT:
				return convertVictoryEventToString(eDataType, instanceValue);
			case BanneretPackage.CONDITION_KIND:
				return convertConditionKindToString(eDataType, instanceValue);
			case BanneretPackage.HEX_LABEL:
				return convertHexLabelToString(eDataType, instanceValue);
			case BanneretPackage.CELL_GRID:
				return convertCellGridToString(eDataType, instanceValue);
			default:
				throw new IllegalArgumentException("The datatype '" + eDataType.getName() + "' is not a valid classifier");
		}
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public PrintedValue createPrintedValue() {
		PrintedValueImpl printedValue = new PrintedValueImpl();
		return printedValue;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public GameSystem createGameSystem() {
		GameSystemImpl gameSystem = new GameSystemImpl();
		return gameSystem;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public ValueRange createValueRange() {
		ValueRangeImpl valueRange = new ValueRangeImpl();
		return valueRange;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Nationality createNationality() {
		NationalityImpl nationality = new NationalityImpl();
		return nationality;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public UnitClass createUnitClass() {
		UnitClassImpl unitClass = new UnitClassImpl();
		return unitClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public MovementCost createMovementCost() {
		MovementCostImpl movementCost = new MovementCostImpl();
		return movementCost;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public TerrainType createTerrainType() {
		TerrainTypeImpl terrainType = new TerrainTypeImpl();
		return terrainType;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public FeatureType createFeatureType() {
		FeatureTypeImpl featureType = new FeatureTypeImpl();
		return featureType;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public HexsideFeatureType createHexsideFeatureType() {
		HexsideFeatureTypeImpl hexsideFeatureType = new HexsideFeatureTypeImpl();
		return hexsideFeatureType;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public LevelSlot createLevelSlot() {
		LevelSlotImpl levelSlot = new LevelSlotImpl();
		return levelSlot;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public StackingLimit createStackingLimit() {
		StackingLimitImpl stackingLimit = new StackingLimitImpl();
		return stackingLimit;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public FaceValues createFaceValues() {
		FaceValuesImpl faceValues = new FaceValuesImpl();
		return faceValues;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public UnitType createUnitType() {
		UnitTypeImpl unitType = new UnitTypeImpl();
		return unitType;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public CounterTemplate createCounterTemplate() {
		CounterTemplateImpl counterTemplate = new CounterTemplateImpl();
		return counterTemplate;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public MarkerType createMarkerType() {
		MarkerTypeImpl markerType = new MarkerTypeImpl();
		return markerType;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public CounterMixEntry createCounterMixEntry() {
		CounterMixEntryImpl counterMixEntry = new CounterMixEntryImpl();
		return counterMixEntry;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public VariantDefinition createVariantDefinition() {
		VariantDefinitionImpl variantDefinition = new VariantDefinitionImpl();
		return variantDefinition;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public HexMap createHexMap() {
		HexMapImpl hexMap = new HexMapImpl();
		return hexMap;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public HexGrid createHexGrid() {
		HexGridImpl hexGrid = new HexGridImpl();
		return hexGrid;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public LabelScheme createLabelScheme() {
		LabelSchemeImpl labelScheme = new LabelSchemeImpl();
		return labelScheme;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public HexFeature createHexFeature() {
		HexFeatureImpl hexFeature = new HexFeatureImpl();
		return hexFeature;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public HexsideFeature createHexsideFeature() {
		HexsideFeatureImpl hexsideFeature = new HexsideFeatureImpl();
		return hexsideFeature;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public MapPath createMapPath() {
		MapPathImpl mapPath = new MapPathImpl();
		return mapPath;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Region createRegion() {
		RegionImpl region = new RegionImpl();
		return region;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public MapSide createMapSide() {
		MapSideImpl mapSide = new MapSideImpl();
		return mapSide;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public HexMarker createHexMarker() {
		HexMarkerImpl hexMarker = new HexMarkerImpl();
		return hexMarker;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Structure createStructure() {
		StructureImpl structure = new StructureImpl();
		return structure;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public StructureDamage createStructureDamage() {
		StructureDamageImpl structureDamage = new StructureDamageImpl();
		return structureDamage;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Scenario createScenario() {
		ScenarioImpl scenario = new ScenarioImpl();
		return scenario;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public VariantSetting createVariantSetting() {
		VariantSettingImpl variantSetting = new VariantSettingImpl();
		return variantSetting;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public SheetPlacement createSheetPlacement() {
		SheetPlacementImpl sheetPlacement = new SheetPlacementImpl();
		return sheetPlacement;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Side createSide() {
		SideImpl side = new SideImpl();
		return side;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Formation createFormation() {
		FormationImpl formation = new FormationImpl();
		return formation;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Unit createUnit() {
		UnitImpl unit = new UnitImpl();
		return unit;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public UnitMarker createUnitMarker() {
		UnitMarkerImpl unitMarker = new UnitMarkerImpl();
		return unitMarker;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public HexPlacement createHexPlacement() {
		HexPlacementImpl hexPlacement = new HexPlacementImpl();
		return hexPlacement;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Anchor createAnchor() {
		AnchorImpl anchor = new AnchorImpl();
		return anchor;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public PathSegment createPathSegment() {
		PathSegmentImpl pathSegment = new PathSegmentImpl();
		return pathSegment;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public AreaPlacement createAreaPlacement() {
		AreaPlacementImpl areaPlacement = new AreaPlacementImpl();
		return areaPlacement;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public RegionPlacement createRegionPlacement() {
		RegionPlacementImpl regionPlacement = new RegionPlacementImpl();
		return regionPlacement;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EdgePlacement createEdgePlacement() {
		EdgePlacementImpl edgePlacement = new EdgePlacementImpl();
		return edgePlacement;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public ReinforcementPlacement createReinforcementPlacement() {
		ReinforcementPlacementImpl reinforcementPlacement = new ReinforcementPlacementImpl();
		return reinforcementPlacement;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public VictoryPoints createVictoryPoints() {
		VictoryPointsImpl victoryPoints = new VictoryPointsImpl();
		return victoryPoints;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public AutomaticCondition createAutomaticCondition() {
		AutomaticConditionImpl automaticCondition = new AutomaticConditionImpl();
		return automaticCondition;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public SpecialRule createSpecialRule() {
		SpecialRuleImpl specialRule = new SpecialRuleImpl();
		return specialRule;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public RuleFlag createRuleFlag() {
		RuleFlagImpl ruleFlag = new RuleFlagImpl();
		return ruleFlag;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public ScenarioLink createScenarioLink() {
		ScenarioLinkImpl scenarioLink = new ScenarioLinkImpl();
		return scenarioLink;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public RuleWaiver createRuleWaiver() {
		RuleWaiverImpl ruleWaiver = new RuleWaiverImpl();
		return ruleWaiver;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public Compass createCompassFromString(EDataType eDataType, String initialValue) {
		Compass result = Compass.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertCompassToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public Severity createSeverityFromString(EDataType eDataType, String initialValue) {
		Severity result = Severity.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertSeverityToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public MapSymbol createMapSymbolFromString(EDataType eDataType, String initialValue) {
		MapSymbol result = MapSymbol.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertMapSymbolToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public TerrainPattern createTerrainPatternFromString(EDataType eDataType, String initialValue) {
		TerrainPattern result = TerrainPattern.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertTerrainPatternToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public HexsideGlyph createHexsideGlyphFromString(EDataType eDataType, String initialValue) {
		HexsideGlyph result = HexsideGlyph.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertHexsideGlyphToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public LineStyle createLineStyleFromString(EDataType eDataType, String initialValue) {
		LineStyle result = LineStyle.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertLineStyleToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public StackingMeasure createStackingMeasureFromString(EDataType eDataType, String initialValue) {
		StackingMeasure result = StackingMeasure.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertStackingMeasureToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public Footprint createFootprintFromString(EDataType eDataType, String initialValue) {
		Footprint result = Footprint.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertFootprintToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public GridOrientation createGridOrientationFromString(EDataType eDataType, String initialValue) {
		GridOrientation result = GridOrientation.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertGridOrientationToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public OffsetParity createOffsetParityFromString(EDataType eDataType, String initialValue) {
		OffsetParity result = OffsetParity.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertOffsetParityToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public LabelKind createLabelKindFromString(EDataType eDataType, String initialValue) {
		LabelKind result = LabelKind.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertLabelKindToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public StructureRole createStructureRoleFromString(EDataType eDataType, String initialValue) {
		StructureRole result = StructureRole.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertStructureRoleToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public UnitState createUnitStateFromString(EDataType eDataType, String initialValue) {
		UnitState result = UnitState.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertUnitStateToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public VictoryEvent createVictoryEventFromString(EDataType eDataType, String initialValue) {
		VictoryEvent result = VictoryEvent.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertVictoryEventToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public ConditionKind createConditionKindFromString(EDataType eDataType, String initialValue) {
		ConditionKind result = ConditionKind.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertConditionKindToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String createHexLabelFromString(EDataType eDataType, String initialValue) {
		return (String)super.createFromString(eDataType, initialValue);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertHexLabelToString(EDataType eDataType, Object instanceValue) {
		return super.convertToString(eDataType, instanceValue);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public CellGrid createCellGrid(final String it) {
		return org.banneret.model.grid.CellGridCodec.decode(it);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public CellGrid createCellGridFromString(EDataType eDataType, String initialValue) {
		return createCellGrid(initialValue);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertCellGrid(final CellGrid it) {
		return org.banneret.model.grid.CellGridCodec.encode(it);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertCellGridToString(EDataType eDataType, Object instanceValue) {
		return convertCellGrid((CellGrid)instanceValue);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public BanneretPackage getBanneretPackage() {
		return (BanneretPackage)getEPackage();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @deprecated
	 * @generated
	 */
	@Deprecated
	public static BanneretPackage getPackage() {
		return BanneretPackage.eINSTANCE;
	}

} //BanneretFactoryImpl

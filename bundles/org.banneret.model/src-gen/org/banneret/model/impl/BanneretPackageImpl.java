/**
 */
package org.banneret.model.impl;

import org.banneret.model.Anchor;
import org.banneret.model.AreaPlacement;
import org.banneret.model.AutomaticCondition;
import org.banneret.model.BanneretFactory;
import org.banneret.model.BanneretPackage;
import org.banneret.model.Citable;
import org.banneret.model.Compass;
import org.banneret.model.ConditionKind;
import org.banneret.model.CounterMixEntry;
import org.banneret.model.CounterSpec;
import org.banneret.model.CounterTemplate;
import org.banneret.model.EdgePlacement;
import org.banneret.model.FaceValues;
import org.banneret.model.FeatureType;
import org.banneret.model.Footprint;
import org.banneret.model.ForceElement;
import org.banneret.model.Formation;
import org.banneret.model.GameSystem;
import org.banneret.model.GridOrientation;
import org.banneret.model.HexFeature;
import org.banneret.model.HexGrid;
import org.banneret.model.HexMap;
import org.banneret.model.HexMarker;
import org.banneret.model.HexPlacement;
import org.banneret.model.HexsideFeature;
import org.banneret.model.HexsideFeatureType;
import org.banneret.model.HexsideGlyph;
import org.banneret.model.LabelKind;
import org.banneret.model.LabelScheme;
import org.banneret.model.LevelSlot;
import org.banneret.model.LineStyle;
import org.banneret.model.MapPath;
import org.banneret.model.MapSide;
import org.banneret.model.MapSymbol;
import org.banneret.model.MarkerType;
import org.banneret.model.MovementCost;
import org.banneret.model.NamedElement;
import org.banneret.model.Nationality;
import org.banneret.model.OffsetParity;
import org.banneret.model.PathSegment;
import org.banneret.model.Placement;
import org.banneret.model.PrintedValue;
import org.banneret.model.Region;
import org.banneret.model.RegionPlacement;
import org.banneret.model.ReinforcementPlacement;
import org.banneret.model.RuleFlag;
import org.banneret.model.RuleWaiver;
import org.banneret.model.Scenario;
import org.banneret.model.ScenarioLink;
import org.banneret.model.Severity;
import org.banneret.model.SheetPlacement;
import org.banneret.model.Side;
import org.banneret.model.SpecialRule;
import org.banneret.model.StackingLimit;
import org.banneret.model.StackingMeasure;
import org.banneret.model.Structure;
import org.banneret.model.StructureDamage;
import org.banneret.model.StructureRole;
import org.banneret.model.TerrainEffect;
import org.banneret.model.TerrainPattern;
import org.banneret.model.TerrainType;
import org.banneret.model.Unit;
import org.banneret.model.UnitClass;
import org.banneret.model.UnitMarker;
import org.banneret.model.UnitState;
import org.banneret.model.UnitType;
import org.banneret.model.ValueRange;
import org.banneret.model.VariantDefinition;
import org.banneret.model.VariantSetting;
import org.banneret.model.VictoryEvent;
import org.banneret.model.VictoryPoints;

import org.banneret.model.grid.CellGrid;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EDataType;
import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EReference;

import org.eclipse.emf.ecore.impl.EPackageImpl;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model <b>Package</b>.
 * <!-- end-user-doc -->
 * @generated
 */
public class BanneretPackageImpl extends EPackageImpl implements BanneretPackage {
	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass namedElementEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass citableEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass printedValueEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass gameSystemEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass valueRangeEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass nationalityEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass unitClassEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass movementCostEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass terrainEffectEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass terrainTypeEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass featureTypeEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass hexsideFeatureTypeEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass levelSlotEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass stackingLimitEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass faceValuesEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass counterSpecEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass unitTypeEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass counterTemplateEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass markerTypeEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass counterMixEntryEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass variantDefinitionEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass hexMapEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass hexGridEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass labelSchemeEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass hexFeatureEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass hexsideFeatureEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass mapPathEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass regionEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass mapSideEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass hexMarkerEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass structureEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass structureDamageEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass scenarioEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass variantSettingEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass sheetPlacementEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass forceElementEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass sideEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass formationEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass unitEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass unitMarkerEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass placementEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass hexPlacementEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass anchorEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass pathSegmentEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass areaPlacementEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass regionPlacementEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass edgePlacementEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass reinforcementPlacementEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass victoryPointsEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass automaticConditionEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass specialRuleEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass ruleFlagEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass scenarioLinkEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass ruleWaiverEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum compassEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum severityEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum mapSymbolEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum terrainPatternEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum hexsideGlyphEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum lineStyleEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum stackingMeasureEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum footprintEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum gridOrientationEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum offsetParityEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum labelKindEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum structureRoleEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum unitStateEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum victoryEventEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum conditionKindEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EDataType hexLabelEDataType = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EDataType cellGridEDataType = null;

	/**
	 * Creates an instance of the model <b>Package</b>, registered with
	 * {@link org.eclipse.emf.ecore.EPackage.Registry EPackage.Registry} by the package
	 * package URI value.
	 * <p>Note: the correct way to create the package is via the static
	 * factory method {@link #init init()}, which also performs
	 * initialization of the package, or returns the registered package,
	 * if one already exists.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.eclipse.emf.ecore.EPackage.Registry
	 * @see org.banneret.model.BanneretPackage#eNS_URI
	 * @see #init()
	 * @generated
	 */
	private BanneretPackageImpl() {
		super(eNS_URI, BanneretFactory.eINSTANCE);
	}
	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static boolean isInited = false;

	/**
	 * Creates, registers, and initializes the <b>Package</b> for this model, and for any others upon which it depends.
	 *
	 * <p>This method is used to initialize {@link BanneretPackage#eINSTANCE} when that field is accessed.
	 * Clients should not invoke it directly. Instead, they should simply access that field to obtain the package.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #eNS_URI
	 * @see #createPackageContents()
	 * @see #initializePackageContents()
	 * @generated
	 */
	public static BanneretPackage init() {
		if (isInited) return (BanneretPackage)EPackage.Registry.INSTANCE.getEPackage(BanneretPackage.eNS_URI);

		// Obtain or create and register package
		Object registeredBanneretPackage = EPackage.Registry.INSTANCE.get(eNS_URI);
		BanneretPackageImpl theBanneretPackage = registeredBanneretPackage instanceof BanneretPackageImpl ? (BanneretPackageImpl)registeredBanneretPackage : new BanneretPackageImpl();

		isInited = true;

		// Create package meta-data objects
		theBanneretPackage.createPackageContents();

		// Initialize created meta-data
		theBanneretPackage.initializePackageContents();

		// Mark meta-data to indicate it can't be changed
		theBanneretPackage.freeze();

		// Update the registry and return the package
		EPackage.Registry.INSTANCE.put(BanneretPackage.eNS_URI, theBanneretPackage);
		return theBanneretPackage;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getNamedElement() {
		return namedElementEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getNamedElement_Name() {
		return (EAttribute)namedElementEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getNamedElement_Title() {
		return (EAttribute)namedElementEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getNamedElement_Description() {
		return (EAttribute)namedElementEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getCitable() {
		return citableEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getCitable_Citation() {
		return (EAttribute)citableEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getPrintedValue() {
		return printedValueEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPrintedValue_Key() {
		return (EAttribute)printedValueEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPrintedValue_Value() {
		return (EAttribute)printedValueEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getGameSystem() {
		return gameSystemEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getGameSystem_RuleSet() {
		return (EAttribute)gameSystemEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getGameSystem_Nationalities() {
		return (EReference)gameSystemEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getGameSystem_UnitClasses() {
		return (EReference)gameSystemEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getGameSystem_TerrainTypes() {
		return (EReference)gameSystemEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getGameSystem_FeatureTypes() {
		return (EReference)gameSystemEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getGameSystem_HexsideFeatureTypes() {
		return (EReference)gameSystemEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getGameSystem_LevelSlots() {
		return (EReference)gameSystemEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getGameSystem_StackingLimits() {
		return (EReference)gameSystemEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getGameSystem_UnitTypes() {
		return (EReference)gameSystemEClass.getEStructuralFeatures().get(8);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getGameSystem_CounterTemplates() {
		return (EReference)gameSystemEClass.getEStructuralFeatures().get(9);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getGameSystem_MarkerTypes() {
		return (EReference)gameSystemEClass.getEStructuralFeatures().get(10);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getGameSystem_CounterMix() {
		return (EReference)gameSystemEClass.getEStructuralFeatures().get(11);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getGameSystem_Variants() {
		return (EReference)gameSystemEClass.getEStructuralFeatures().get(12);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getGameSystem_ValueRanges() {
		return (EReference)gameSystemEClass.getEStructuralFeatures().get(13);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getValueRange() {
		return valueRangeEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getValueRange_Key() {
		return (EAttribute)valueRangeEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getValueRange_Minimum() {
		return (EAttribute)valueRangeEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getValueRange_Maximum() {
		return (EAttribute)valueRangeEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getNationality() {
		return nationalityEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getNationality_Color() {
		return (EAttribute)nationalityEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getUnitClass() {
		return unitClassEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getMovementCost() {
		return movementCostEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getMovementCost_UnitClass() {
		return (EReference)movementCostEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMovementCost_Cost() {
		return (EAttribute)movementCostEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getTerrainEffect() {
		return terrainEffectEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTerrainEffect_Code() {
		return (EAttribute)terrainEffectEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTerrainEffect_DefaultCost() {
		return (EAttribute)terrainEffectEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getTerrainEffect_Costs() {
		return (EReference)terrainEffectEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getTerrainEffect_ImpassableFor() {
		return (EReference)terrainEffectEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTerrainEffect_Impassable() {
		return (EAttribute)terrainEffectEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTerrainEffect_BlocksLineOfSight() {
		return (EAttribute)terrainEffectEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTerrainEffect_Cover() {
		return (EAttribute)terrainEffectEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTerrainEffect_CombatEffect() {
		return (EAttribute)terrainEffectEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTerrainEffect_Elevation() {
		return (EAttribute)terrainEffectEClass.getEStructuralFeatures().get(8);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTerrainEffect_Color() {
		return (EAttribute)terrainEffectEClass.getEStructuralFeatures().get(9);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTerrainEffect_Symbol() {
		return (EAttribute)terrainEffectEClass.getEStructuralFeatures().get(10);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTerrainEffect_Pattern() {
		return (EAttribute)terrainEffectEClass.getEStructuralFeatures().get(11);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTerrainEffect_Glyph() {
		return (EAttribute)terrainEffectEClass.getEStructuralFeatures().get(12);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTerrainEffect_LineWidthMm() {
		return (EAttribute)terrainEffectEClass.getEStructuralFeatures().get(13);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTerrainEffect_LineStyle() {
		return (EAttribute)terrainEffectEClass.getEStructuralFeatures().get(14);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTerrainEffect_Traits() {
		return (EAttribute)terrainEffectEClass.getEStructuralFeatures().get(15);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getTerrainEffect_StackingLimits() {
		return (EReference)terrainEffectEClass.getEStructuralFeatures().get(16);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getTerrainType() {
		return terrainTypeEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getFeatureType() {
		return featureTypeEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getHexsideFeatureType() {
		return hexsideFeatureTypeEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getLevelSlot() {
		return levelSlotEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getLevelSlot_OpenTo() {
		return (EReference)levelSlotEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getLevelSlot_ClosedTo() {
		return (EReference)levelSlotEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getStackingLimit() {
		return stackingLimitEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getStackingLimit_Measure() {
		return (EAttribute)stackingLimitEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getStackingLimit_Maximum() {
		return (EAttribute)stackingLimitEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getStackingLimit_Slot() {
		return (EReference)stackingLimitEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getStackingLimit_AppliesTo() {
		return (EReference)stackingLimitEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getStackingLimit_Exempt() {
		return (EReference)stackingLimitEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getStackingLimit_PerSide() {
		return (EAttribute)stackingLimitEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getStackingLimit_FrontFaceOf() {
		return (EReference)stackingLimitEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getFaceValues() {
		return faceValuesEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getFaceValues_Attack() {
		return (EAttribute)faceValuesEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getFaceValues_Defence() {
		return (EAttribute)faceValuesEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getFaceValues_Movement() {
		return (EAttribute)faceValuesEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getFaceValues_Strength() {
		return (EAttribute)faceValuesEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getFaceValues_Armour() {
		return (EAttribute)faceValuesEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getFaceValues_Values() {
		return (EReference)faceValuesEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getCounterSpec() {
		return counterSpecEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getCounterSpec_Back() {
		return (EReference)counterSpecEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getCounterSpec_Traits() {
		return (EAttribute)counterSpecEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getUnitType() {
		return unitTypeEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getUnitType_Code() {
		return (EAttribute)unitTypeEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getUnitType_UnitClass() {
		return (EReference)unitTypeEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getUnitType_Footprint() {
		return (EAttribute)unitTypeEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getUnitType_CommandRange() {
		return (EAttribute)unitTypeEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getUnitType_AllowedArmour() {
		return (EAttribute)unitTypeEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getUnitType_FrontFace() {
		return (EAttribute)unitTypeEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getUnitType_BackFace() {
		return (EAttribute)unitTypeEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getUnitType_Hull() {
		return (EAttribute)unitTypeEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getCounterTemplate() {
		return counterTemplateEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getCounterTemplate_UnitType() {
		return (EReference)counterTemplateEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getCounterTemplate_Nationality() {
		return (EReference)counterTemplateEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getCounterTemplate_Unique() {
		return (EAttribute)counterTemplateEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getMarkerType() {
		return markerTypeEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMarkerType_Replaces() {
		return (EAttribute)markerTypeEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMarkerType_Minimum() {
		return (EAttribute)markerTypeEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMarkerType_Maximum() {
		return (EAttribute)markerTypeEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getMarkerType_AppliesTo() {
		return (EReference)markerTypeEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getCounterMixEntry() {
		return counterMixEntryEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getCounterMixEntry_UnitType() {
		return (EReference)counterMixEntryEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getCounterMixEntry_Nationality() {
		return (EReference)counterMixEntryEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getCounterMixEntry_Armour() {
		return (EAttribute)counterMixEntryEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getCounterMixEntry_Count() {
		return (EAttribute)counterMixEntryEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getVariantDefinition() {
		return variantDefinitionEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getVariantDefinition_AllowedValues() {
		return (EAttribute)variantDefinitionEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getVariantDefinition_DefaultValue() {
		return (EAttribute)variantDefinitionEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getHexMap() {
		return hexMapEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getHexMap_GameSystem() {
		return (EReference)hexMapEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getHexMap_Grid() {
		return (EReference)hexMapEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getHexMap_DefaultTerrain() {
		return (EReference)hexMapEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getHexMap_TerrainPalette() {
		return (EReference)hexMapEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getHexMap_Terrain() {
		return (EAttribute)hexMapEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getHexMap_Elevation() {
		return (EAttribute)hexMapEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getHexMap_Features() {
		return (EReference)hexMapEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getHexMap_HexsideFeatures() {
		return (EReference)hexMapEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getHexMap_Paths() {
		return (EReference)hexMapEClass.getEStructuralFeatures().get(8);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getHexMap_Regions() {
		return (EReference)hexMapEClass.getEStructuralFeatures().get(9);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getHexMap_Sides() {
		return (EReference)hexMapEClass.getEStructuralFeatures().get(10);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getHexMap_Markers() {
		return (EReference)hexMapEClass.getEStructuralFeatures().get(11);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getHexMap_Structures() {
		return (EReference)hexMapEClass.getEStructuralFeatures().get(12);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getHexGrid() {
		return hexGridEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getHexGrid_Orientation() {
		return (EAttribute)hexGridEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getHexGrid_Parity() {
		return (EAttribute)hexGridEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getHexGrid_Columns() {
		return (EAttribute)hexGridEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getHexGrid_Rows() {
		return (EAttribute)hexGridEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getHexGrid_HexSizeMm() {
		return (EAttribute)hexGridEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getHexGrid_Labels() {
		return (EReference)hexGridEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getLabelScheme() {
		return labelSchemeEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLabelScheme_Kind() {
		return (EAttribute)labelSchemeEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLabelScheme_ColumnDigits() {
		return (EAttribute)labelSchemeEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLabelScheme_RowDigits() {
		return (EAttribute)labelSchemeEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLabelScheme_FirstColumn() {
		return (EAttribute)labelSchemeEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLabelScheme_FirstRow() {
		return (EAttribute)labelSchemeEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLabelScheme_ColumnsDescending() {
		return (EAttribute)labelSchemeEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLabelScheme_RowsDescending() {
		return (EAttribute)labelSchemeEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLabelScheme_BoardPrefix() {
		return (EAttribute)labelSchemeEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getHexFeature() {
		return hexFeatureEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getHexFeature_Hex() {
		return (EAttribute)hexFeatureEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getHexFeature_Type() {
		return (EReference)hexFeatureEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getHexFeature_Facing() {
		return (EAttribute)hexFeatureEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getHexFeature_LowestLevel() {
		return (EAttribute)hexFeatureEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getHexFeature_HighestLevel() {
		return (EAttribute)hexFeatureEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getHexFeature_HiddenFrom() {
		return (EReference)hexFeatureEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getHexsideFeature() {
		return hexsideFeatureEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getHexsideFeature_Hex() {
		return (EAttribute)hexsideFeatureEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getHexsideFeature_Side() {
		return (EAttribute)hexsideFeatureEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getHexsideFeature_Type() {
		return (EReference)hexsideFeatureEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getMapPath() {
		return mapPathEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getMapPath_Type() {
		return (EReference)mapPathEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMapPath_Hexes() {
		return (EAttribute)mapPathEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getRegion() {
		return regionEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRegion_Hexes() {
		return (EAttribute)regionEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getMapSide() {
		return mapSideEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMapSide_Number() {
		return (EAttribute)mapSideEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMapSide_Edge() {
		return (EAttribute)mapSideEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMapSide_Closed() {
		return (EAttribute)mapSideEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getHexMarker() {
		return hexMarkerEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getHexMarker_Hex() {
		return (EAttribute)hexMarkerEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getHexMarker_Type() {
		return (EReference)hexMarkerEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getHexMarker_Value() {
		return (EAttribute)hexMarkerEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getHexMarker_Facing() {
		return (EAttribute)hexMarkerEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getStructure() {
		return structureEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getStructure_Role() {
		return (EAttribute)structureEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getStructure_Material() {
		return (EAttribute)structureEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getStructure_Damage() {
		return (EReference)structureEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getStructure_Hexes() {
		return (EAttribute)structureEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getStructureDamage() {
		return structureDamageEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getStructureDamage_Hex() {
		return (EAttribute)structureDamageEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getStructureDamage_Stage() {
		return (EAttribute)structureDamageEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getScenario() {
		return scenarioEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getScenario_GameSystem() {
		return (EReference)scenarioEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getScenario_VariantSettings() {
		return (EReference)scenarioEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getScenario_Sheets() {
		return (EReference)scenarioEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getScenario_FirstTurn() {
		return (EAttribute)scenarioEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getScenario_LastTurn() {
		return (EAttribute)scenarioEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getScenario_Sides() {
		return (EReference)scenarioEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getScenario_SpecialRules() {
		return (EReference)scenarioEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getScenario_Links() {
		return (EReference)scenarioEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getScenario_Waivers() {
		return (EReference)scenarioEClass.getEStructuralFeatures().get(8);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getScenario_SiegeRecord() {
		return (EReference)scenarioEClass.getEStructuralFeatures().get(9);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getVariantSetting() {
		return variantSettingEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getVariantSetting_Variant() {
		return (EReference)variantSettingEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getVariantSetting_Value() {
		return (EAttribute)variantSettingEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getSheetPlacement() {
		return sheetPlacementEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSheetPlacement_Id() {
		return (EAttribute)sheetPlacementEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getSheetPlacement_Map() {
		return (EReference)sheetPlacementEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSheetPlacement_ColumnOffset() {
		return (EAttribute)sheetPlacementEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSheetPlacement_RowOffset() {
		return (EAttribute)sheetPlacementEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSheetPlacement_Rotation() {
		return (EAttribute)sheetPlacementEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getForceElement() {
		return forceElementEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getForceElement_Elements() {
		return (EReference)forceElementEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getSide() {
		return sideEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getSide_Nationalities() {
		return (EReference)sideEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSide_Color() {
		return (EAttribute)sideEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSide_Role() {
		return (EAttribute)sideEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSide_SetupOrder() {
		return (EAttribute)sideEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSide_Initiative() {
		return (EAttribute)sideEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSide_Morale() {
		return (EAttribute)sideEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSide_Banners() {
		return (EAttribute)sideEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getSide_VictoryPoints() {
		return (EReference)sideEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getSide_AutomaticVictory() {
		return (EReference)sideEClass.getEStructuralFeatures().get(8);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getFormation() {
		return formationEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getFormation_Commander() {
		return (EReference)formationEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getFormation_Kind() {
		return (EAttribute)formationEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getFormation_Hexes() {
		return (EAttribute)formationEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getUnit() {
		return unitEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getUnit_Type() {
		return (EReference)unitEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getUnit_Template() {
		return (EReference)unitEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getUnit_Count() {
		return (EAttribute)unitEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getUnit_Nationality() {
		return (EReference)unitEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getUnit_Armour() {
		return (EAttribute)unitEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getUnit_Strength() {
		return (EAttribute)unitEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getUnit_State() {
		return (EAttribute)unitEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getUnit_Fatigue() {
		return (EAttribute)unitEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getUnit_Banner() {
		return (EAttribute)unitEClass.getEStructuralFeatures().get(8);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getUnit_Flipped() {
		return (EAttribute)unitEClass.getEStructuralFeatures().get(9);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getUnit_Traits() {
		return (EAttribute)unitEClass.getEStructuralFeatures().get(10);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getUnit_Overrides() {
		return (EReference)unitEClass.getEStructuralFeatures().get(11);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getUnit_Markers() {
		return (EReference)unitEClass.getEStructuralFeatures().get(12);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getUnit_Leader() {
		return (EReference)unitEClass.getEStructuralFeatures().get(13);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getUnit_Carrier() {
		return (EReference)unitEClass.getEStructuralFeatures().get(14);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getUnit_Placement() {
		return (EReference)unitEClass.getEStructuralFeatures().get(15);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getUnit_Replacing() {
		return (EReference)unitEClass.getEStructuralFeatures().get(16);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getUnit_Task() {
		return (EAttribute)unitEClass.getEStructuralFeatures().get(17);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getUnitMarker() {
		return unitMarkerEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getUnitMarker_Type() {
		return (EReference)unitMarkerEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getUnitMarker_Value() {
		return (EAttribute)unitMarkerEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getUnitMarker_Target() {
		return (EReference)unitMarkerEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getPlacement() {
		return placementEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getHexPlacement() {
		return hexPlacementEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getHexPlacement_Hexes() {
		return (EAttribute)hexPlacementEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getHexPlacement_Facing() {
		return (EAttribute)hexPlacementEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getHexPlacement_Slot() {
		return (EReference)hexPlacementEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getAnchor() {
		return anchorEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getAnchor_Hex() {
		return (EAttribute)anchorEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getAnchor_Radius() {
		return (EAttribute)anchorEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getPathSegment() {
		return pathSegmentEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getPathSegment_Path() {
		return (EReference)pathSegmentEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPathSegment_From() {
		return (EAttribute)pathSegmentEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPathSegment_To() {
		return (EAttribute)pathSegmentEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getAreaPlacement() {
		return areaPlacementEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getAreaPlacement_Anchors() {
		return (EReference)areaPlacementEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getAreaPlacement_Segments() {
		return (EReference)areaPlacementEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getRegionPlacement() {
		return regionPlacementEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getRegionPlacement_Region() {
		return (EReference)regionPlacementEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getEdgePlacement() {
		return edgePlacementEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getEdgePlacement_Edge() {
		return (EAttribute)edgePlacementEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getEdgePlacement_MapSide() {
		return (EReference)edgePlacementEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getEdgePlacement_Sheet() {
		return (EAttribute)edgePlacementEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getReinforcementPlacement() {
		return reinforcementPlacementEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getReinforcementPlacement_Turn() {
		return (EAttribute)reinforcementPlacementEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getReinforcementPlacement_EntryHexes() {
		return (EAttribute)reinforcementPlacementEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getReinforcementPlacement_PerTurnLimit() {
		return (EAttribute)reinforcementPlacementEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getVictoryPoints() {
		return victoryPointsEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getVictoryPoints_Event() {
		return (EAttribute)victoryPointsEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getVictoryPoints_Points() {
		return (EAttribute)victoryPointsEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getVictoryPoints_Description() {
		return (EAttribute)victoryPointsEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getVictoryPoints_Units() {
		return (EReference)victoryPointsEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getVictoryPoints_UnitType() {
		return (EReference)victoryPointsEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getVictoryPoints_Armour() {
		return (EAttribute)victoryPointsEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getVictoryPoints_Hexes() {
		return (EAttribute)victoryPointsEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getVictoryPoints_Region() {
		return (EReference)victoryPointsEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getVictoryPoints_FeatureType() {
		return (EReference)victoryPointsEClass.getEStructuralFeatures().get(8);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getAutomaticCondition() {
		return automaticConditionEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getAutomaticCondition_Kind() {
		return (EAttribute)automaticConditionEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getAutomaticCondition_Description() {
		return (EAttribute)automaticConditionEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getAutomaticCondition_Units() {
		return (EReference)automaticConditionEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getAutomaticCondition_Hexes() {
		return (EAttribute)automaticConditionEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getAutomaticCondition_Regions() {
		return (EReference)automaticConditionEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getAutomaticCondition_Segments() {
		return (EReference)automaticConditionEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getAutomaticCondition_ExcludedTerrain() {
		return (EReference)automaticConditionEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getAutomaticCondition_Edge() {
		return (EAttribute)automaticConditionEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getAutomaticCondition_Value() {
		return (EAttribute)automaticConditionEClass.getEStructuralFeatures().get(8);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getSpecialRule() {
		return specialRuleEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSpecialRule_Text() {
		return (EAttribute)specialRuleEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getSpecialRule_Flags() {
		return (EReference)specialRuleEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getRuleFlag() {
		return ruleFlagEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRuleFlag_Key() {
		return (EAttribute)ruleFlagEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRuleFlag_Value() {
		return (EAttribute)ruleFlagEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRuleFlag_FromTurn() {
		return (EAttribute)ruleFlagEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRuleFlag_ToTurn() {
		return (EAttribute)ruleFlagEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getRuleFlag_Targets() {
		return (EReference)ruleFlagEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getScenarioLink() {
		return scenarioLinkEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getScenarioLink_Source() {
		return (EReference)scenarioLinkEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getScenarioLink_Carries() {
		return (EAttribute)scenarioLinkEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getScenarioLink_Description() {
		return (EAttribute)scenarioLinkEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getRuleWaiver() {
		return ruleWaiverEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRuleWaiver_RuleId() {
		return (EAttribute)ruleWaiverEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getRuleWaiver_Targets() {
		return (EReference)ruleWaiverEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRuleWaiver_Hexes() {
		return (EAttribute)ruleWaiverEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRuleWaiver_Reason() {
		return (EAttribute)ruleWaiverEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getCompass() {
		return compassEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getSeverity() {
		return severityEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getMapSymbol() {
		return mapSymbolEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getTerrainPattern() {
		return terrainPatternEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getHexsideGlyph() {
		return hexsideGlyphEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getLineStyle() {
		return lineStyleEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getStackingMeasure() {
		return stackingMeasureEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getFootprint() {
		return footprintEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getGridOrientation() {
		return gridOrientationEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getOffsetParity() {
		return offsetParityEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getLabelKind() {
		return labelKindEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getStructureRole() {
		return structureRoleEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getUnitState() {
		return unitStateEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getVictoryEvent() {
		return victoryEventEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getConditionKind() {
		return conditionKindEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EDataType getHexLabel() {
		return hexLabelEDataType;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EDataType getCellGrid() {
		return cellGridEDataType;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public BanneretFactory getBanneretFactory() {
		return (BanneretFactory)getEFactoryInstance();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private boolean isCreated = false;

	/**
	 * Creates the meta-model objects for the package.  This method is
	 * guarded to have no affect on any invocation but its first.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public void createPackageContents() {
		if (isCreated) return;
		isCreated = true;

		// Create classes and their features
		namedElementEClass = createEClass(NAMED_ELEMENT);
		createEAttribute(namedElementEClass, NAMED_ELEMENT__NAME);
		createEAttribute(namedElementEClass, NAMED_ELEMENT__TITLE);
		createEAttribute(namedElementEClass, NAMED_ELEMENT__DESCRIPTION);

		citableEClass = createEClass(CITABLE);
		createEAttribute(citableEClass, CITABLE__CITATION);

		printedValueEClass = createEClass(PRINTED_VALUE);
		createEAttribute(printedValueEClass, PRINTED_VALUE__KEY);
		createEAttribute(printedValueEClass, PRINTED_VALUE__VALUE);

		gameSystemEClass = createEClass(GAME_SYSTEM);
		createEAttribute(gameSystemEClass, GAME_SYSTEM__RULE_SET);
		createEReference(gameSystemEClass, GAME_SYSTEM__NATIONALITIES);
		createEReference(gameSystemEClass, GAME_SYSTEM__UNIT_CLASSES);
		createEReference(gameSystemEClass, GAME_SYSTEM__TERRAIN_TYPES);
		createEReference(gameSystemEClass, GAME_SYSTEM__FEATURE_TYPES);
		createEReference(gameSystemEClass, GAME_SYSTEM__HEXSIDE_FEATURE_TYPES);
		createEReference(gameSystemEClass, GAME_SYSTEM__LEVEL_SLOTS);
		createEReference(gameSystemEClass, GAME_SYSTEM__STACKING_LIMITS);
		createEReference(gameSystemEClass, GAME_SYSTEM__UNIT_TYPES);
		createEReference(gameSystemEClass, GAME_SYSTEM__COUNTER_TEMPLATES);
		createEReference(gameSystemEClass, GAME_SYSTEM__MARKER_TYPES);
		createEReference(gameSystemEClass, GAME_SYSTEM__COUNTER_MIX);
		createEReference(gameSystemEClass, GAME_SYSTEM__VARIANTS);
		createEReference(gameSystemEClass, GAME_SYSTEM__VALUE_RANGES);

		valueRangeEClass = createEClass(VALUE_RANGE);
		createEAttribute(valueRangeEClass, VALUE_RANGE__KEY);
		createEAttribute(valueRangeEClass, VALUE_RANGE__MINIMUM);
		createEAttribute(valueRangeEClass, VALUE_RANGE__MAXIMUM);

		nationalityEClass = createEClass(NATIONALITY);
		createEAttribute(nationalityEClass, NATIONALITY__COLOR);

		unitClassEClass = createEClass(UNIT_CLASS);

		movementCostEClass = createEClass(MOVEMENT_COST);
		createEReference(movementCostEClass, MOVEMENT_COST__UNIT_CLASS);
		createEAttribute(movementCostEClass, MOVEMENT_COST__COST);

		terrainEffectEClass = createEClass(TERRAIN_EFFECT);
		createEAttribute(terrainEffectEClass, TERRAIN_EFFECT__CODE);
		createEAttribute(terrainEffectEClass, TERRAIN_EFFECT__DEFAULT_COST);
		createEReference(terrainEffectEClass, TERRAIN_EFFECT__COSTS);
		createEReference(terrainEffectEClass, TERRAIN_EFFECT__IMPASSABLE_FOR);
		createEAttribute(terrainEffectEClass, TERRAIN_EFFECT__IMPASSABLE);
		createEAttribute(terrainEffectEClass, TERRAIN_EFFECT__BLOCKS_LINE_OF_SIGHT);
		createEAttribute(terrainEffectEClass, TERRAIN_EFFECT__COVER);
		createEAttribute(terrainEffectEClass, TERRAIN_EFFECT__COMBAT_EFFECT);
		createEAttribute(terrainEffectEClass, TERRAIN_EFFECT__ELEVATION);
		createEAttribute(terrainEffectEClass, TERRAIN_EFFECT__COLOR);
		createEAttribute(terrainEffectEClass, TERRAIN_EFFECT__SYMBOL);
		createEAttribute(terrainEffectEClass, TERRAIN_EFFECT__PATTERN);
		createEAttribute(terrainEffectEClass, TERRAIN_EFFECT__GLYPH);
		createEAttribute(terrainEffectEClass, TERRAIN_EFFECT__LINE_WIDTH_MM);
		createEAttribute(terrainEffectEClass, TERRAIN_EFFECT__LINE_STYLE);
		createEAttribute(terrainEffectEClass, TERRAIN_EFFECT__TRAITS);
		createEReference(terrainEffectEClass, TERRAIN_EFFECT__STACKING_LIMITS);

		terrainTypeEClass = createEClass(TERRAIN_TYPE);

		featureTypeEClass = createEClass(FEATURE_TYPE);

		hexsideFeatureTypeEClass = createEClass(HEXSIDE_FEATURE_TYPE);

		levelSlotEClass = createEClass(LEVEL_SLOT);
		createEReference(levelSlotEClass, LEVEL_SLOT__OPEN_TO);
		createEReference(levelSlotEClass, LEVEL_SLOT__CLOSED_TO);

		stackingLimitEClass = createEClass(STACKING_LIMIT);
		createEAttribute(stackingLimitEClass, STACKING_LIMIT__MEASURE);
		createEAttribute(stackingLimitEClass, STACKING_LIMIT__MAXIMUM);
		createEReference(stackingLimitEClass, STACKING_LIMIT__SLOT);
		createEReference(stackingLimitEClass, STACKING_LIMIT__APPLIES_TO);
		createEReference(stackingLimitEClass, STACKING_LIMIT__EXEMPT);
		createEAttribute(stackingLimitEClass, STACKING_LIMIT__PER_SIDE);
		createEReference(stackingLimitEClass, STACKING_LIMIT__FRONT_FACE_OF);

		faceValuesEClass = createEClass(FACE_VALUES);
		createEAttribute(faceValuesEClass, FACE_VALUES__ATTACK);
		createEAttribute(faceValuesEClass, FACE_VALUES__DEFENCE);
		createEAttribute(faceValuesEClass, FACE_VALUES__MOVEMENT);
		createEAttribute(faceValuesEClass, FACE_VALUES__STRENGTH);
		createEAttribute(faceValuesEClass, FACE_VALUES__ARMOUR);
		createEReference(faceValuesEClass, FACE_VALUES__VALUES);

		counterSpecEClass = createEClass(COUNTER_SPEC);
		createEReference(counterSpecEClass, COUNTER_SPEC__BACK);
		createEAttribute(counterSpecEClass, COUNTER_SPEC__TRAITS);

		unitTypeEClass = createEClass(UNIT_TYPE);
		createEAttribute(unitTypeEClass, UNIT_TYPE__CODE);
		createEReference(unitTypeEClass, UNIT_TYPE__UNIT_CLASS);
		createEAttribute(unitTypeEClass, UNIT_TYPE__FOOTPRINT);
		createEAttribute(unitTypeEClass, UNIT_TYPE__COMMAND_RANGE);
		createEAttribute(unitTypeEClass, UNIT_TYPE__ALLOWED_ARMOUR);
		createEAttribute(unitTypeEClass, UNIT_TYPE__FRONT_FACE);
		createEAttribute(unitTypeEClass, UNIT_TYPE__BACK_FACE);
		createEAttribute(unitTypeEClass, UNIT_TYPE__HULL);

		counterTemplateEClass = createEClass(COUNTER_TEMPLATE);
		createEReference(counterTemplateEClass, COUNTER_TEMPLATE__UNIT_TYPE);
		createEReference(counterTemplateEClass, COUNTER_TEMPLATE__NATIONALITY);
		createEAttribute(counterTemplateEClass, COUNTER_TEMPLATE__UNIQUE);

		markerTypeEClass = createEClass(MARKER_TYPE);
		createEAttribute(markerTypeEClass, MARKER_TYPE__REPLACES);
		createEAttribute(markerTypeEClass, MARKER_TYPE__MINIMUM);
		createEAttribute(markerTypeEClass, MARKER_TYPE__MAXIMUM);
		createEReference(markerTypeEClass, MARKER_TYPE__APPLIES_TO);

		counterMixEntryEClass = createEClass(COUNTER_MIX_ENTRY);
		createEReference(counterMixEntryEClass, COUNTER_MIX_ENTRY__UNIT_TYPE);
		createEReference(counterMixEntryEClass, COUNTER_MIX_ENTRY__NATIONALITY);
		createEAttribute(counterMixEntryEClass, COUNTER_MIX_ENTRY__ARMOUR);
		createEAttribute(counterMixEntryEClass, COUNTER_MIX_ENTRY__COUNT);

		variantDefinitionEClass = createEClass(VARIANT_DEFINITION);
		createEAttribute(variantDefinitionEClass, VARIANT_DEFINITION__ALLOWED_VALUES);
		createEAttribute(variantDefinitionEClass, VARIANT_DEFINITION__DEFAULT_VALUE);

		hexMapEClass = createEClass(HEX_MAP);
		createEReference(hexMapEClass, HEX_MAP__GAME_SYSTEM);
		createEReference(hexMapEClass, HEX_MAP__GRID);
		createEReference(hexMapEClass, HEX_MAP__DEFAULT_TERRAIN);
		createEReference(hexMapEClass, HEX_MAP__TERRAIN_PALETTE);
		createEAttribute(hexMapEClass, HEX_MAP__TERRAIN);
		createEAttribute(hexMapEClass, HEX_MAP__ELEVATION);
		createEReference(hexMapEClass, HEX_MAP__FEATURES);
		createEReference(hexMapEClass, HEX_MAP__HEXSIDE_FEATURES);
		createEReference(hexMapEClass, HEX_MAP__PATHS);
		createEReference(hexMapEClass, HEX_MAP__REGIONS);
		createEReference(hexMapEClass, HEX_MAP__SIDES);
		createEReference(hexMapEClass, HEX_MAP__MARKERS);
		createEReference(hexMapEClass, HEX_MAP__STRUCTURES);

		hexGridEClass = createEClass(HEX_GRID);
		createEAttribute(hexGridEClass, HEX_GRID__ORIENTATION);
		createEAttribute(hexGridEClass, HEX_GRID__PARITY);
		createEAttribute(hexGridEClass, HEX_GRID__COLUMNS);
		createEAttribute(hexGridEClass, HEX_GRID__ROWS);
		createEAttribute(hexGridEClass, HEX_GRID__HEX_SIZE_MM);
		createEReference(hexGridEClass, HEX_GRID__LABELS);

		labelSchemeEClass = createEClass(LABEL_SCHEME);
		createEAttribute(labelSchemeEClass, LABEL_SCHEME__KIND);
		createEAttribute(labelSchemeEClass, LABEL_SCHEME__COLUMN_DIGITS);
		createEAttribute(labelSchemeEClass, LABEL_SCHEME__ROW_DIGITS);
		createEAttribute(labelSchemeEClass, LABEL_SCHEME__FIRST_COLUMN);
		createEAttribute(labelSchemeEClass, LABEL_SCHEME__FIRST_ROW);
		createEAttribute(labelSchemeEClass, LABEL_SCHEME__COLUMNS_DESCENDING);
		createEAttribute(labelSchemeEClass, LABEL_SCHEME__ROWS_DESCENDING);
		createEAttribute(labelSchemeEClass, LABEL_SCHEME__BOARD_PREFIX);

		hexFeatureEClass = createEClass(HEX_FEATURE);
		createEAttribute(hexFeatureEClass, HEX_FEATURE__HEX);
		createEReference(hexFeatureEClass, HEX_FEATURE__TYPE);
		createEAttribute(hexFeatureEClass, HEX_FEATURE__FACING);
		createEAttribute(hexFeatureEClass, HEX_FEATURE__LOWEST_LEVEL);
		createEAttribute(hexFeatureEClass, HEX_FEATURE__HIGHEST_LEVEL);
		createEReference(hexFeatureEClass, HEX_FEATURE__HIDDEN_FROM);

		hexsideFeatureEClass = createEClass(HEXSIDE_FEATURE);
		createEAttribute(hexsideFeatureEClass, HEXSIDE_FEATURE__HEX);
		createEAttribute(hexsideFeatureEClass, HEXSIDE_FEATURE__SIDE);
		createEReference(hexsideFeatureEClass, HEXSIDE_FEATURE__TYPE);

		mapPathEClass = createEClass(MAP_PATH);
		createEReference(mapPathEClass, MAP_PATH__TYPE);
		createEAttribute(mapPathEClass, MAP_PATH__HEXES);

		regionEClass = createEClass(REGION);
		createEAttribute(regionEClass, REGION__HEXES);

		mapSideEClass = createEClass(MAP_SIDE);
		createEAttribute(mapSideEClass, MAP_SIDE__NUMBER);
		createEAttribute(mapSideEClass, MAP_SIDE__EDGE);
		createEAttribute(mapSideEClass, MAP_SIDE__CLOSED);

		hexMarkerEClass = createEClass(HEX_MARKER);
		createEAttribute(hexMarkerEClass, HEX_MARKER__HEX);
		createEReference(hexMarkerEClass, HEX_MARKER__TYPE);
		createEAttribute(hexMarkerEClass, HEX_MARKER__VALUE);
		createEAttribute(hexMarkerEClass, HEX_MARKER__FACING);

		structureEClass = createEClass(STRUCTURE);
		createEAttribute(structureEClass, STRUCTURE__ROLE);
		createEAttribute(structureEClass, STRUCTURE__MATERIAL);
		createEReference(structureEClass, STRUCTURE__DAMAGE);
		createEAttribute(structureEClass, STRUCTURE__HEXES);

		structureDamageEClass = createEClass(STRUCTURE_DAMAGE);
		createEAttribute(structureDamageEClass, STRUCTURE_DAMAGE__HEX);
		createEAttribute(structureDamageEClass, STRUCTURE_DAMAGE__STAGE);

		scenarioEClass = createEClass(SCENARIO);
		createEReference(scenarioEClass, SCENARIO__GAME_SYSTEM);
		createEReference(scenarioEClass, SCENARIO__VARIANT_SETTINGS);
		createEReference(scenarioEClass, SCENARIO__SHEETS);
		createEAttribute(scenarioEClass, SCENARIO__FIRST_TURN);
		createEAttribute(scenarioEClass, SCENARIO__LAST_TURN);
		createEReference(scenarioEClass, SCENARIO__SIDES);
		createEReference(scenarioEClass, SCENARIO__SPECIAL_RULES);
		createEReference(scenarioEClass, SCENARIO__LINKS);
		createEReference(scenarioEClass, SCENARIO__WAIVERS);
		createEReference(scenarioEClass, SCENARIO__SIEGE_RECORD);

		variantSettingEClass = createEClass(VARIANT_SETTING);
		createEReference(variantSettingEClass, VARIANT_SETTING__VARIANT);
		createEAttribute(variantSettingEClass, VARIANT_SETTING__VALUE);

		sheetPlacementEClass = createEClass(SHEET_PLACEMENT);
		createEAttribute(sheetPlacementEClass, SHEET_PLACEMENT__ID);
		createEReference(sheetPlacementEClass, SHEET_PLACEMENT__MAP);
		createEAttribute(sheetPlacementEClass, SHEET_PLACEMENT__COLUMN_OFFSET);
		createEAttribute(sheetPlacementEClass, SHEET_PLACEMENT__ROW_OFFSET);
		createEAttribute(sheetPlacementEClass, SHEET_PLACEMENT__ROTATION);

		forceElementEClass = createEClass(FORCE_ELEMENT);
		createEReference(forceElementEClass, FORCE_ELEMENT__ELEMENTS);

		sideEClass = createEClass(SIDE);
		createEReference(sideEClass, SIDE__NATIONALITIES);
		createEAttribute(sideEClass, SIDE__COLOR);
		createEAttribute(sideEClass, SIDE__ROLE);
		createEAttribute(sideEClass, SIDE__SETUP_ORDER);
		createEAttribute(sideEClass, SIDE__INITIATIVE);
		createEAttribute(sideEClass, SIDE__MORALE);
		createEAttribute(sideEClass, SIDE__BANNERS);
		createEReference(sideEClass, SIDE__VICTORY_POINTS);
		createEReference(sideEClass, SIDE__AUTOMATIC_VICTORY);

		formationEClass = createEClass(FORMATION);
		createEReference(formationEClass, FORMATION__COMMANDER);
		createEAttribute(formationEClass, FORMATION__KIND);
		createEAttribute(formationEClass, FORMATION__HEXES);

		unitEClass = createEClass(UNIT);
		createEReference(unitEClass, UNIT__TYPE);
		createEReference(unitEClass, UNIT__TEMPLATE);
		createEAttribute(unitEClass, UNIT__COUNT);
		createEReference(unitEClass, UNIT__NATIONALITY);
		createEAttribute(unitEClass, UNIT__ARMOUR);
		createEAttribute(unitEClass, UNIT__STRENGTH);
		createEAttribute(unitEClass, UNIT__STATE);
		createEAttribute(unitEClass, UNIT__FATIGUE);
		createEAttribute(unitEClass, UNIT__BANNER);
		createEAttribute(unitEClass, UNIT__FLIPPED);
		createEAttribute(unitEClass, UNIT__TRAITS);
		createEReference(unitEClass, UNIT__OVERRIDES);
		createEReference(unitEClass, UNIT__MARKERS);
		createEReference(unitEClass, UNIT__LEADER);
		createEReference(unitEClass, UNIT__CARRIER);
		createEReference(unitEClass, UNIT__PLACEMENT);
		createEReference(unitEClass, UNIT__REPLACING);
		createEAttribute(unitEClass, UNIT__TASK);

		unitMarkerEClass = createEClass(UNIT_MARKER);
		createEReference(unitMarkerEClass, UNIT_MARKER__TYPE);
		createEAttribute(unitMarkerEClass, UNIT_MARKER__VALUE);
		createEReference(unitMarkerEClass, UNIT_MARKER__TARGET);

		placementEClass = createEClass(PLACEMENT);

		hexPlacementEClass = createEClass(HEX_PLACEMENT);
		createEAttribute(hexPlacementEClass, HEX_PLACEMENT__HEXES);
		createEAttribute(hexPlacementEClass, HEX_PLACEMENT__FACING);
		createEReference(hexPlacementEClass, HEX_PLACEMENT__SLOT);

		anchorEClass = createEClass(ANCHOR);
		createEAttribute(anchorEClass, ANCHOR__HEX);
		createEAttribute(anchorEClass, ANCHOR__RADIUS);

		pathSegmentEClass = createEClass(PATH_SEGMENT);
		createEReference(pathSegmentEClass, PATH_SEGMENT__PATH);
		createEAttribute(pathSegmentEClass, PATH_SEGMENT__FROM);
		createEAttribute(pathSegmentEClass, PATH_SEGMENT__TO);

		areaPlacementEClass = createEClass(AREA_PLACEMENT);
		createEReference(areaPlacementEClass, AREA_PLACEMENT__ANCHORS);
		createEReference(areaPlacementEClass, AREA_PLACEMENT__SEGMENTS);

		regionPlacementEClass = createEClass(REGION_PLACEMENT);
		createEReference(regionPlacementEClass, REGION_PLACEMENT__REGION);

		edgePlacementEClass = createEClass(EDGE_PLACEMENT);
		createEAttribute(edgePlacementEClass, EDGE_PLACEMENT__EDGE);
		createEReference(edgePlacementEClass, EDGE_PLACEMENT__MAP_SIDE);
		createEAttribute(edgePlacementEClass, EDGE_PLACEMENT__SHEET);

		reinforcementPlacementEClass = createEClass(REINFORCEMENT_PLACEMENT);
		createEAttribute(reinforcementPlacementEClass, REINFORCEMENT_PLACEMENT__TURN);
		createEAttribute(reinforcementPlacementEClass, REINFORCEMENT_PLACEMENT__ENTRY_HEXES);
		createEAttribute(reinforcementPlacementEClass, REINFORCEMENT_PLACEMENT__PER_TURN_LIMIT);

		victoryPointsEClass = createEClass(VICTORY_POINTS);
		createEAttribute(victoryPointsEClass, VICTORY_POINTS__EVENT);
		createEAttribute(victoryPointsEClass, VICTORY_POINTS__POINTS);
		createEAttribute(victoryPointsEClass, VICTORY_POINTS__DESCRIPTION);
		createEReference(victoryPointsEClass, VICTORY_POINTS__UNITS);
		createEReference(victoryPointsEClass, VICTORY_POINTS__UNIT_TYPE);
		createEAttribute(victoryPointsEClass, VICTORY_POINTS__ARMOUR);
		createEAttribute(victoryPointsEClass, VICTORY_POINTS__HEXES);
		createEReference(victoryPointsEClass, VICTORY_POINTS__REGION);
		createEReference(victoryPointsEClass, VICTORY_POINTS__FEATURE_TYPE);

		automaticConditionEClass = createEClass(AUTOMATIC_CONDITION);
		createEAttribute(automaticConditionEClass, AUTOMATIC_CONDITION__KIND);
		createEAttribute(automaticConditionEClass, AUTOMATIC_CONDITION__DESCRIPTION);
		createEReference(automaticConditionEClass, AUTOMATIC_CONDITION__UNITS);
		createEAttribute(automaticConditionEClass, AUTOMATIC_CONDITION__HEXES);
		createEReference(automaticConditionEClass, AUTOMATIC_CONDITION__REGIONS);
		createEReference(automaticConditionEClass, AUTOMATIC_CONDITION__SEGMENTS);
		createEReference(automaticConditionEClass, AUTOMATIC_CONDITION__EXCLUDED_TERRAIN);
		createEAttribute(automaticConditionEClass, AUTOMATIC_CONDITION__EDGE);
		createEAttribute(automaticConditionEClass, AUTOMATIC_CONDITION__VALUE);

		specialRuleEClass = createEClass(SPECIAL_RULE);
		createEAttribute(specialRuleEClass, SPECIAL_RULE__TEXT);
		createEReference(specialRuleEClass, SPECIAL_RULE__FLAGS);

		ruleFlagEClass = createEClass(RULE_FLAG);
		createEAttribute(ruleFlagEClass, RULE_FLAG__KEY);
		createEAttribute(ruleFlagEClass, RULE_FLAG__VALUE);
		createEAttribute(ruleFlagEClass, RULE_FLAG__FROM_TURN);
		createEAttribute(ruleFlagEClass, RULE_FLAG__TO_TURN);
		createEReference(ruleFlagEClass, RULE_FLAG__TARGETS);

		scenarioLinkEClass = createEClass(SCENARIO_LINK);
		createEReference(scenarioLinkEClass, SCENARIO_LINK__SOURCE);
		createEAttribute(scenarioLinkEClass, SCENARIO_LINK__CARRIES);
		createEAttribute(scenarioLinkEClass, SCENARIO_LINK__DESCRIPTION);

		ruleWaiverEClass = createEClass(RULE_WAIVER);
		createEAttribute(ruleWaiverEClass, RULE_WAIVER__RULE_ID);
		createEReference(ruleWaiverEClass, RULE_WAIVER__TARGETS);
		createEAttribute(ruleWaiverEClass, RULE_WAIVER__HEXES);
		createEAttribute(ruleWaiverEClass, RULE_WAIVER__REASON);

		// Create enums
		compassEEnum = createEEnum(COMPASS);
		severityEEnum = createEEnum(SEVERITY);
		mapSymbolEEnum = createEEnum(MAP_SYMBOL);
		terrainPatternEEnum = createEEnum(TERRAIN_PATTERN);
		hexsideGlyphEEnum = createEEnum(HEXSIDE_GLYPH);
		lineStyleEEnum = createEEnum(LINE_STYLE);
		stackingMeasureEEnum = createEEnum(STACKING_MEASURE);
		footprintEEnum = createEEnum(FOOTPRINT);
		gridOrientationEEnum = createEEnum(GRID_ORIENTATION);
		offsetParityEEnum = createEEnum(OFFSET_PARITY);
		labelKindEEnum = createEEnum(LABEL_KIND);
		structureRoleEEnum = createEEnum(STRUCTURE_ROLE);
		unitStateEEnum = createEEnum(UNIT_STATE);
		victoryEventEEnum = createEEnum(VICTORY_EVENT);
		conditionKindEEnum = createEEnum(CONDITION_KIND);

		// Create data types
		hexLabelEDataType = createEDataType(HEX_LABEL);
		cellGridEDataType = createEDataType(CELL_GRID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private boolean isInitialized = false;

	/**
	 * Complete the initialization of the package and its meta-model.  This
	 * method is guarded to have no affect on any invocation but its first.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public void initializePackageContents() {
		if (isInitialized) return;
		isInitialized = true;

		// Initialize package
		setName(eNAME);
		setNsPrefix(eNS_PREFIX);
		setNsURI(eNS_URI);

		// Create type parameters

		// Set bounds for type parameters

		// Add supertypes to classes
		gameSystemEClass.getESuperTypes().add(this.getNamedElement());
		valueRangeEClass.getESuperTypes().add(this.getCitable());
		nationalityEClass.getESuperTypes().add(this.getNamedElement());
		unitClassEClass.getESuperTypes().add(this.getNamedElement());
		terrainEffectEClass.getESuperTypes().add(this.getNamedElement());
		terrainEffectEClass.getESuperTypes().add(this.getCitable());
		terrainTypeEClass.getESuperTypes().add(this.getTerrainEffect());
		featureTypeEClass.getESuperTypes().add(this.getTerrainEffect());
		hexsideFeatureTypeEClass.getESuperTypes().add(this.getTerrainEffect());
		levelSlotEClass.getESuperTypes().add(this.getNamedElement());
		stackingLimitEClass.getESuperTypes().add(this.getCitable());
		counterSpecEClass.getESuperTypes().add(this.getNamedElement());
		counterSpecEClass.getESuperTypes().add(this.getCitable());
		counterSpecEClass.getESuperTypes().add(this.getFaceValues());
		unitTypeEClass.getESuperTypes().add(this.getCounterSpec());
		counterTemplateEClass.getESuperTypes().add(this.getCounterSpec());
		markerTypeEClass.getESuperTypes().add(this.getNamedElement());
		markerTypeEClass.getESuperTypes().add(this.getCitable());
		variantDefinitionEClass.getESuperTypes().add(this.getNamedElement());
		variantDefinitionEClass.getESuperTypes().add(this.getCitable());
		hexMapEClass.getESuperTypes().add(this.getNamedElement());
		mapPathEClass.getESuperTypes().add(this.getNamedElement());
		regionEClass.getESuperTypes().add(this.getNamedElement());
		mapSideEClass.getESuperTypes().add(this.getNamedElement());
		structureEClass.getESuperTypes().add(this.getNamedElement());
		scenarioEClass.getESuperTypes().add(this.getNamedElement());
		forceElementEClass.getESuperTypes().add(this.getNamedElement());
		sideEClass.getESuperTypes().add(this.getForceElement());
		formationEClass.getESuperTypes().add(this.getForceElement());
		unitEClass.getESuperTypes().add(this.getForceElement());
		hexPlacementEClass.getESuperTypes().add(this.getPlacement());
		areaPlacementEClass.getESuperTypes().add(this.getPlacement());
		regionPlacementEClass.getESuperTypes().add(this.getPlacement());
		edgePlacementEClass.getESuperTypes().add(this.getPlacement());
		reinforcementPlacementEClass.getESuperTypes().add(this.getPlacement());
		specialRuleEClass.getESuperTypes().add(this.getNamedElement());

		// Initialize classes, features, and operations; add parameters
		initEClass(namedElementEClass, NamedElement.class, "NamedElement", IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getNamedElement_Name(), ecorePackage.getEString(), "name", null, 0, 1, NamedElement.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getNamedElement_Title(), ecorePackage.getEString(), "title", null, 0, 1, NamedElement.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getNamedElement_Description(), ecorePackage.getEString(), "description", null, 0, 1, NamedElement.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(citableEClass, Citable.class, "Citable", IS_ABSTRACT, IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getCitable_Citation(), ecorePackage.getEString(), "citation", null, 0, 1, Citable.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(printedValueEClass, PrintedValue.class, "PrintedValue", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getPrintedValue_Key(), ecorePackage.getEString(), "key", null, 0, 1, PrintedValue.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPrintedValue_Value(), ecorePackage.getEInt(), "value", null, 0, 1, PrintedValue.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(gameSystemEClass, GameSystem.class, "GameSystem", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getGameSystem_RuleSet(), ecorePackage.getEString(), "ruleSet", null, 0, 1, GameSystem.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getGameSystem_Nationalities(), this.getNationality(), null, "nationalities", null, 0, -1, GameSystem.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getGameSystem_UnitClasses(), this.getUnitClass(), null, "unitClasses", null, 0, -1, GameSystem.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getGameSystem_TerrainTypes(), this.getTerrainType(), null, "terrainTypes", null, 0, -1, GameSystem.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getGameSystem_FeatureTypes(), this.getFeatureType(), null, "featureTypes", null, 0, -1, GameSystem.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getGameSystem_HexsideFeatureTypes(), this.getHexsideFeatureType(), null, "hexsideFeatureTypes", null, 0, -1, GameSystem.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getGameSystem_LevelSlots(), this.getLevelSlot(), null, "levelSlots", null, 0, -1, GameSystem.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getGameSystem_StackingLimits(), this.getStackingLimit(), null, "stackingLimits", null, 0, -1, GameSystem.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getGameSystem_UnitTypes(), this.getUnitType(), null, "unitTypes", null, 0, -1, GameSystem.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getGameSystem_CounterTemplates(), this.getCounterTemplate(), null, "counterTemplates", null, 0, -1, GameSystem.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getGameSystem_MarkerTypes(), this.getMarkerType(), null, "markerTypes", null, 0, -1, GameSystem.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getGameSystem_CounterMix(), this.getCounterMixEntry(), null, "counterMix", null, 0, -1, GameSystem.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getGameSystem_Variants(), this.getVariantDefinition(), null, "variants", null, 0, -1, GameSystem.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getGameSystem_ValueRanges(), this.getValueRange(), null, "valueRanges", null, 0, -1, GameSystem.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(valueRangeEClass, ValueRange.class, "ValueRange", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getValueRange_Key(), ecorePackage.getEString(), "key", null, 0, 1, ValueRange.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getValueRange_Minimum(), ecorePackage.getEInt(), "minimum", null, 0, 1, ValueRange.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getValueRange_Maximum(), ecorePackage.getEInt(), "maximum", null, 0, 1, ValueRange.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(nationalityEClass, Nationality.class, "Nationality", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getNationality_Color(), ecorePackage.getEString(), "color", null, 0, 1, Nationality.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(unitClassEClass, UnitClass.class, "UnitClass", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);

		initEClass(movementCostEClass, MovementCost.class, "MovementCost", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getMovementCost_UnitClass(), this.getUnitClass(), null, "unitClass", null, 0, 1, MovementCost.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getMovementCost_Cost(), ecorePackage.getEInt(), "cost", null, 0, 1, MovementCost.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(terrainEffectEClass, TerrainEffect.class, "TerrainEffect", IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getTerrainEffect_Code(), ecorePackage.getEString(), "code", null, 0, 1, TerrainEffect.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTerrainEffect_DefaultCost(), ecorePackage.getEInt(), "defaultCost", null, 0, 1, TerrainEffect.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getTerrainEffect_Costs(), this.getMovementCost(), null, "costs", null, 0, -1, TerrainEffect.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getTerrainEffect_ImpassableFor(), this.getUnitClass(), null, "impassableFor", null, 0, -1, TerrainEffect.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTerrainEffect_Impassable(), ecorePackage.getEBoolean(), "impassable", null, 0, 1, TerrainEffect.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTerrainEffect_BlocksLineOfSight(), ecorePackage.getEBoolean(), "blocksLineOfSight", null, 0, 1, TerrainEffect.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTerrainEffect_Cover(), ecorePackage.getEString(), "cover", null, 0, 1, TerrainEffect.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTerrainEffect_CombatEffect(), ecorePackage.getEString(), "combatEffect", null, 0, 1, TerrainEffect.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTerrainEffect_Elevation(), ecorePackage.getEInt(), "elevation", null, 0, 1, TerrainEffect.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTerrainEffect_Color(), ecorePackage.getEString(), "color", null, 0, 1, TerrainEffect.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTerrainEffect_Symbol(), this.getMapSymbol(), "symbol", null, 0, 1, TerrainEffect.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTerrainEffect_Pattern(), this.getTerrainPattern(), "pattern", null, 0, 1, TerrainEffect.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTerrainEffect_Glyph(), this.getHexsideGlyph(), "glyph", null, 0, 1, TerrainEffect.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTerrainEffect_LineWidthMm(), ecorePackage.getEDouble(), "lineWidthMm", null, 0, 1, TerrainEffect.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTerrainEffect_LineStyle(), this.getLineStyle(), "lineStyle", null, 0, 1, TerrainEffect.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTerrainEffect_Traits(), ecorePackage.getEString(), "traits", null, 0, -1, TerrainEffect.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getTerrainEffect_StackingLimits(), this.getStackingLimit(), null, "stackingLimits", null, 0, -1, TerrainEffect.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(terrainTypeEClass, TerrainType.class, "TerrainType", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);

		initEClass(featureTypeEClass, FeatureType.class, "FeatureType", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);

		initEClass(hexsideFeatureTypeEClass, HexsideFeatureType.class, "HexsideFeatureType", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);

		initEClass(levelSlotEClass, LevelSlot.class, "LevelSlot", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getLevelSlot_OpenTo(), this.getUnitClass(), null, "openTo", null, 0, -1, LevelSlot.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getLevelSlot_ClosedTo(), this.getUnitClass(), null, "closedTo", null, 0, -1, LevelSlot.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(stackingLimitEClass, StackingLimit.class, "StackingLimit", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getStackingLimit_Measure(), this.getStackingMeasure(), "measure", null, 0, 1, StackingLimit.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getStackingLimit_Maximum(), ecorePackage.getEInt(), "maximum", null, 0, 1, StackingLimit.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getStackingLimit_Slot(), this.getLevelSlot(), null, "slot", null, 0, 1, StackingLimit.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getStackingLimit_AppliesTo(), this.getUnitClass(), null, "appliesTo", null, 0, -1, StackingLimit.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getStackingLimit_Exempt(), this.getUnitClass(), null, "exempt", null, 0, -1, StackingLimit.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getStackingLimit_PerSide(), ecorePackage.getEBoolean(), "perSide", null, 0, 1, StackingLimit.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getStackingLimit_FrontFaceOf(), this.getUnitClass(), null, "frontFaceOf", null, 0, -1, StackingLimit.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(faceValuesEClass, FaceValues.class, "FaceValues", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getFaceValues_Attack(), ecorePackage.getEInt(), "attack", null, 0, 1, FaceValues.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getFaceValues_Defence(), ecorePackage.getEInt(), "defence", null, 0, 1, FaceValues.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getFaceValues_Movement(), ecorePackage.getEInt(), "movement", null, 0, 1, FaceValues.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getFaceValues_Strength(), ecorePackage.getEInt(), "strength", null, 0, 1, FaceValues.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getFaceValues_Armour(), ecorePackage.getEInt(), "armour", null, 0, 1, FaceValues.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getFaceValues_Values(), this.getPrintedValue(), null, "values", null, 0, -1, FaceValues.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(counterSpecEClass, CounterSpec.class, "CounterSpec", IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getCounterSpec_Back(), this.getFaceValues(), null, "back", null, 0, 1, CounterSpec.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getCounterSpec_Traits(), ecorePackage.getEString(), "traits", null, 0, -1, CounterSpec.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(unitTypeEClass, UnitType.class, "UnitType", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getUnitType_Code(), ecorePackage.getEString(), "code", null, 0, 1, UnitType.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getUnitType_UnitClass(), this.getUnitClass(), null, "unitClass", null, 0, 1, UnitType.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getUnitType_Footprint(), this.getFootprint(), "footprint", null, 0, 1, UnitType.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getUnitType_CommandRange(), ecorePackage.getEInt(), "commandRange", null, 0, 1, UnitType.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getUnitType_AllowedArmour(), ecorePackage.getEInt(), "allowedArmour", null, 0, -1, UnitType.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getUnitType_FrontFace(), ecorePackage.getEString(), "frontFace", null, 0, 1, UnitType.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getUnitType_BackFace(), ecorePackage.getEString(), "backFace", null, 0, 1, UnitType.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getUnitType_Hull(), this.getCellGrid(), "hull", null, 0, 1, UnitType.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(counterTemplateEClass, CounterTemplate.class, "CounterTemplate", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getCounterTemplate_UnitType(), this.getUnitType(), null, "unitType", null, 0, 1, CounterTemplate.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getCounterTemplate_Nationality(), this.getNationality(), null, "nationality", null, 0, 1, CounterTemplate.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getCounterTemplate_Unique(), ecorePackage.getEBoolean(), "unique", "true", 0, 1, CounterTemplate.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(markerTypeEClass, MarkerType.class, "MarkerType", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getMarkerType_Replaces(), ecorePackage.getEString(), "replaces", null, 0, 1, MarkerType.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getMarkerType_Minimum(), ecorePackage.getEInt(), "minimum", null, 0, 1, MarkerType.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getMarkerType_Maximum(), ecorePackage.getEInt(), "maximum", null, 0, 1, MarkerType.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getMarkerType_AppliesTo(), this.getUnitClass(), null, "appliesTo", null, 0, -1, MarkerType.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(counterMixEntryEClass, CounterMixEntry.class, "CounterMixEntry", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getCounterMixEntry_UnitType(), this.getUnitType(), null, "unitType", null, 0, 1, CounterMixEntry.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getCounterMixEntry_Nationality(), this.getNationality(), null, "nationality", null, 0, 1, CounterMixEntry.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getCounterMixEntry_Armour(), ecorePackage.getEInt(), "armour", null, 0, 1, CounterMixEntry.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getCounterMixEntry_Count(), ecorePackage.getEInt(), "count", null, 0, 1, CounterMixEntry.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(variantDefinitionEClass, VariantDefinition.class, "VariantDefinition", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getVariantDefinition_AllowedValues(), ecorePackage.getEString(), "allowedValues", null, 0, -1, VariantDefinition.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getVariantDefinition_DefaultValue(), ecorePackage.getEString(), "defaultValue", null, 0, 1, VariantDefinition.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(hexMapEClass, HexMap.class, "HexMap", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getHexMap_GameSystem(), this.getGameSystem(), null, "gameSystem", null, 0, 1, HexMap.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getHexMap_Grid(), this.getHexGrid(), null, "grid", null, 0, 1, HexMap.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getHexMap_DefaultTerrain(), this.getTerrainType(), null, "defaultTerrain", null, 0, 1, HexMap.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getHexMap_TerrainPalette(), this.getTerrainType(), null, "terrainPalette", null, 0, -1, HexMap.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getHexMap_Terrain(), this.getCellGrid(), "terrain", null, 0, 1, HexMap.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getHexMap_Elevation(), this.getCellGrid(), "elevation", null, 0, 1, HexMap.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getHexMap_Features(), this.getHexFeature(), null, "features", null, 0, -1, HexMap.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getHexMap_HexsideFeatures(), this.getHexsideFeature(), null, "hexsideFeatures", null, 0, -1, HexMap.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getHexMap_Paths(), this.getMapPath(), null, "paths", null, 0, -1, HexMap.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getHexMap_Regions(), this.getRegion(), null, "regions", null, 0, -1, HexMap.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getHexMap_Sides(), this.getMapSide(), null, "sides", null, 0, -1, HexMap.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getHexMap_Markers(), this.getHexMarker(), null, "markers", null, 0, -1, HexMap.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getHexMap_Structures(), this.getStructure(), null, "structures", null, 0, -1, HexMap.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(hexGridEClass, HexGrid.class, "HexGrid", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getHexGrid_Orientation(), this.getGridOrientation(), "orientation", null, 0, 1, HexGrid.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getHexGrid_Parity(), this.getOffsetParity(), "parity", null, 0, 1, HexGrid.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getHexGrid_Columns(), ecorePackage.getEInt(), "columns", null, 0, 1, HexGrid.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getHexGrid_Rows(), ecorePackage.getEInt(), "rows", null, 0, 1, HexGrid.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getHexGrid_HexSizeMm(), ecorePackage.getEDouble(), "hexSizeMm", "16.0", 0, 1, HexGrid.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getHexGrid_Labels(), this.getLabelScheme(), null, "labels", null, 0, 1, HexGrid.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(labelSchemeEClass, LabelScheme.class, "LabelScheme", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getLabelScheme_Kind(), this.getLabelKind(), "kind", null, 0, 1, LabelScheme.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLabelScheme_ColumnDigits(), ecorePackage.getEInt(), "columnDigits", null, 0, 1, LabelScheme.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLabelScheme_RowDigits(), ecorePackage.getEInt(), "rowDigits", "2", 0, 1, LabelScheme.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLabelScheme_FirstColumn(), ecorePackage.getEInt(), "firstColumn", "1", 0, 1, LabelScheme.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLabelScheme_FirstRow(), ecorePackage.getEInt(), "firstRow", "1", 0, 1, LabelScheme.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLabelScheme_ColumnsDescending(), ecorePackage.getEBoolean(), "columnsDescending", null, 0, 1, LabelScheme.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLabelScheme_RowsDescending(), ecorePackage.getEBoolean(), "rowsDescending", null, 0, 1, LabelScheme.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLabelScheme_BoardPrefix(), ecorePackage.getEString(), "boardPrefix", null, 0, 1, LabelScheme.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(hexFeatureEClass, HexFeature.class, "HexFeature", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getHexFeature_Hex(), this.getHexLabel(), "hex", null, 0, 1, HexFeature.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getHexFeature_Type(), this.getFeatureType(), null, "type", null, 0, 1, HexFeature.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getHexFeature_Facing(), this.getCompass(), "facing", null, 0, 1, HexFeature.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getHexFeature_LowestLevel(), ecorePackage.getEInt(), "lowestLevel", null, 0, 1, HexFeature.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getHexFeature_HighestLevel(), ecorePackage.getEInt(), "highestLevel", null, 0, 1, HexFeature.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getHexFeature_HiddenFrom(), this.getNationality(), null, "hiddenFrom", null, 0, -1, HexFeature.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(hexsideFeatureEClass, HexsideFeature.class, "HexsideFeature", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getHexsideFeature_Hex(), this.getHexLabel(), "hex", null, 0, 1, HexsideFeature.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getHexsideFeature_Side(), this.getCompass(), "side", null, 0, 1, HexsideFeature.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getHexsideFeature_Type(), this.getHexsideFeatureType(), null, "type", null, 0, 1, HexsideFeature.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(mapPathEClass, MapPath.class, "MapPath", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getMapPath_Type(), this.getFeatureType(), null, "type", null, 0, 1, MapPath.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getMapPath_Hexes(), this.getHexLabel(), "hexes", null, 0, -1, MapPath.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, !IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(regionEClass, Region.class, "Region", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getRegion_Hexes(), this.getHexLabel(), "hexes", null, 0, -1, Region.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(mapSideEClass, MapSide.class, "MapSide", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getMapSide_Number(), ecorePackage.getEInt(), "number", null, 0, 1, MapSide.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getMapSide_Edge(), this.getCompass(), "edge", null, 0, 1, MapSide.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getMapSide_Closed(), ecorePackage.getEBoolean(), "closed", null, 0, 1, MapSide.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(hexMarkerEClass, HexMarker.class, "HexMarker", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getHexMarker_Hex(), this.getHexLabel(), "hex", null, 0, 1, HexMarker.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getHexMarker_Type(), this.getMarkerType(), null, "type", null, 0, 1, HexMarker.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getHexMarker_Value(), ecorePackage.getEInt(), "value", null, 0, 1, HexMarker.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getHexMarker_Facing(), this.getCompass(), "facing", null, 0, 1, HexMarker.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(structureEClass, Structure.class, "Structure", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getStructure_Role(), this.getStructureRole(), "role", null, 0, 1, Structure.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getStructure_Material(), ecorePackage.getEString(), "material", null, 0, 1, Structure.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getStructure_Damage(), this.getStructureDamage(), null, "damage", null, 0, -1, Structure.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getStructure_Hexes(), this.getHexLabel(), "hexes", null, 0, -1, Structure.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(structureDamageEClass, StructureDamage.class, "StructureDamage", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getStructureDamage_Hex(), this.getHexLabel(), "hex", null, 0, 1, StructureDamage.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getStructureDamage_Stage(), ecorePackage.getEInt(), "stage", null, 0, 1, StructureDamage.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(scenarioEClass, Scenario.class, "Scenario", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getScenario_GameSystem(), this.getGameSystem(), null, "gameSystem", null, 0, 1, Scenario.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getScenario_VariantSettings(), this.getVariantSetting(), null, "variantSettings", null, 0, -1, Scenario.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getScenario_Sheets(), this.getSheetPlacement(), null, "sheets", null, 0, -1, Scenario.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getScenario_FirstTurn(), ecorePackage.getEInt(), "firstTurn", null, 0, 1, Scenario.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getScenario_LastTurn(), ecorePackage.getEInt(), "lastTurn", null, 0, 1, Scenario.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getScenario_Sides(), this.getSide(), null, "sides", null, 0, -1, Scenario.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getScenario_SpecialRules(), this.getSpecialRule(), null, "specialRules", null, 0, -1, Scenario.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getScenario_Links(), this.getScenarioLink(), null, "links", null, 0, -1, Scenario.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getScenario_Waivers(), this.getRuleWaiver(), null, "waivers", null, 0, -1, Scenario.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getScenario_SiegeRecord(), this.getStructureDamage(), null, "siegeRecord", null, 0, -1, Scenario.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(variantSettingEClass, VariantSetting.class, "VariantSetting", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getVariantSetting_Variant(), this.getVariantDefinition(), null, "variant", null, 0, 1, VariantSetting.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getVariantSetting_Value(), ecorePackage.getEString(), "value", null, 0, 1, VariantSetting.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(sheetPlacementEClass, SheetPlacement.class, "SheetPlacement", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getSheetPlacement_Id(), ecorePackage.getEString(), "id", null, 0, 1, SheetPlacement.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getSheetPlacement_Map(), this.getHexMap(), null, "map", null, 0, 1, SheetPlacement.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSheetPlacement_ColumnOffset(), ecorePackage.getEInt(), "columnOffset", null, 0, 1, SheetPlacement.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSheetPlacement_RowOffset(), ecorePackage.getEInt(), "rowOffset", null, 0, 1, SheetPlacement.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSheetPlacement_Rotation(), ecorePackage.getEInt(), "rotation", null, 0, 1, SheetPlacement.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(forceElementEClass, ForceElement.class, "ForceElement", IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getForceElement_Elements(), this.getForceElement(), null, "elements", null, 0, -1, ForceElement.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(sideEClass, Side.class, "Side", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getSide_Nationalities(), this.getNationality(), null, "nationalities", null, 0, -1, Side.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSide_Color(), ecorePackage.getEString(), "color", null, 0, 1, Side.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSide_Role(), ecorePackage.getEString(), "role", null, 0, 1, Side.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSide_SetupOrder(), ecorePackage.getEInt(), "setupOrder", null, 0, 1, Side.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSide_Initiative(), ecorePackage.getEBoolean(), "initiative", null, 0, 1, Side.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSide_Morale(), ecorePackage.getEInt(), "morale", null, 0, 1, Side.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSide_Banners(), ecorePackage.getEInt(), "banners", null, 0, 1, Side.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getSide_VictoryPoints(), this.getVictoryPoints(), null, "victoryPoints", null, 0, -1, Side.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getSide_AutomaticVictory(), this.getAutomaticCondition(), null, "automaticVictory", null, 0, -1, Side.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(formationEClass, Formation.class, "Formation", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getFormation_Commander(), this.getUnit(), null, "commander", null, 0, 1, Formation.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getFormation_Kind(), ecorePackage.getEString(), "kind", null, 0, 1, Formation.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getFormation_Hexes(), this.getHexLabel(), "hexes", null, 0, -1, Formation.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, !IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(unitEClass, Unit.class, "Unit", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getUnit_Type(), this.getUnitType(), null, "type", null, 0, 1, Unit.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getUnit_Template(), this.getCounterTemplate(), null, "template", null, 0, 1, Unit.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getUnit_Count(), ecorePackage.getEInt(), "count", "1", 0, 1, Unit.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getUnit_Nationality(), this.getNationality(), null, "nationality", null, 0, 1, Unit.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getUnit_Armour(), ecorePackage.getEInt(), "armour", null, 0, 1, Unit.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getUnit_Strength(), ecorePackage.getEInt(), "strength", null, 0, 1, Unit.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getUnit_State(), this.getUnitState(), "state", null, 0, 1, Unit.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getUnit_Fatigue(), ecorePackage.getEInt(), "fatigue", null, 0, 1, Unit.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getUnit_Banner(), ecorePackage.getEBoolean(), "banner", null, 0, 1, Unit.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getUnit_Flipped(), ecorePackage.getEBoolean(), "flipped", null, 0, 1, Unit.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getUnit_Traits(), ecorePackage.getEString(), "traits", null, 0, -1, Unit.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getUnit_Overrides(), this.getPrintedValue(), null, "overrides", null, 0, -1, Unit.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getUnit_Markers(), this.getUnitMarker(), null, "markers", null, 0, -1, Unit.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getUnit_Leader(), this.getUnit(), null, "leader", null, 0, 1, Unit.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getUnit_Carrier(), this.getUnit(), null, "carrier", null, 0, 1, Unit.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getUnit_Placement(), this.getPlacement(), null, "placement", null, 0, 1, Unit.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getUnit_Replacing(), this.getUnit(), null, "replacing", null, 0, 1, Unit.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getUnit_Task(), ecorePackage.getEString(), "task", null, 0, 1, Unit.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(unitMarkerEClass, UnitMarker.class, "UnitMarker", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getUnitMarker_Type(), this.getMarkerType(), null, "type", null, 0, 1, UnitMarker.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getUnitMarker_Value(), ecorePackage.getEInt(), "value", null, 0, 1, UnitMarker.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getUnitMarker_Target(), this.getUnit(), null, "target", null, 0, 1, UnitMarker.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(placementEClass, Placement.class, "Placement", IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);

		initEClass(hexPlacementEClass, HexPlacement.class, "HexPlacement", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getHexPlacement_Hexes(), this.getHexLabel(), "hexes", null, 1, -1, HexPlacement.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, !IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getHexPlacement_Facing(), this.getCompass(), "facing", null, 0, 1, HexPlacement.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getHexPlacement_Slot(), this.getLevelSlot(), null, "slot", null, 0, 1, HexPlacement.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(anchorEClass, Anchor.class, "Anchor", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getAnchor_Hex(), this.getHexLabel(), "hex", null, 0, 1, Anchor.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getAnchor_Radius(), ecorePackage.getEInt(), "radius", null, 0, 1, Anchor.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(pathSegmentEClass, PathSegment.class, "PathSegment", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getPathSegment_Path(), this.getMapPath(), null, "path", null, 0, 1, PathSegment.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPathSegment_From(), this.getHexLabel(), "from", null, 0, 1, PathSegment.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPathSegment_To(), this.getHexLabel(), "to", null, 0, 1, PathSegment.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(areaPlacementEClass, AreaPlacement.class, "AreaPlacement", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getAreaPlacement_Anchors(), this.getAnchor(), null, "anchors", null, 0, -1, AreaPlacement.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getAreaPlacement_Segments(), this.getPathSegment(), null, "segments", null, 0, -1, AreaPlacement.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(regionPlacementEClass, RegionPlacement.class, "RegionPlacement", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getRegionPlacement_Region(), this.getRegion(), null, "region", null, 0, 1, RegionPlacement.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(edgePlacementEClass, EdgePlacement.class, "EdgePlacement", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getEdgePlacement_Edge(), this.getCompass(), "edge", null, 0, 1, EdgePlacement.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getEdgePlacement_MapSide(), this.getMapSide(), null, "mapSide", null, 0, 1, EdgePlacement.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getEdgePlacement_Sheet(), ecorePackage.getEString(), "sheet", null, 0, 1, EdgePlacement.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(reinforcementPlacementEClass, ReinforcementPlacement.class, "ReinforcementPlacement", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getReinforcementPlacement_Turn(), ecorePackage.getEInt(), "turn", null, 0, 1, ReinforcementPlacement.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getReinforcementPlacement_EntryHexes(), this.getHexLabel(), "entryHexes", null, 0, -1, ReinforcementPlacement.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getReinforcementPlacement_PerTurnLimit(), ecorePackage.getEInt(), "perTurnLimit", null, 0, 1, ReinforcementPlacement.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(victoryPointsEClass, VictoryPoints.class, "VictoryPoints", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getVictoryPoints_Event(), this.getVictoryEvent(), "event", null, 0, 1, VictoryPoints.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getVictoryPoints_Points(), ecorePackage.getEInt(), "points", null, 0, 1, VictoryPoints.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getVictoryPoints_Description(), ecorePackage.getEString(), "description", null, 0, 1, VictoryPoints.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getVictoryPoints_Units(), this.getUnit(), null, "units", null, 0, -1, VictoryPoints.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getVictoryPoints_UnitType(), this.getUnitType(), null, "unitType", null, 0, 1, VictoryPoints.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getVictoryPoints_Armour(), ecorePackage.getEInt(), "armour", null, 0, 1, VictoryPoints.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getVictoryPoints_Hexes(), this.getHexLabel(), "hexes", null, 0, -1, VictoryPoints.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getVictoryPoints_Region(), this.getRegion(), null, "region", null, 0, 1, VictoryPoints.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getVictoryPoints_FeatureType(), this.getFeatureType(), null, "featureType", null, 0, 1, VictoryPoints.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(automaticConditionEClass, AutomaticCondition.class, "AutomaticCondition", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getAutomaticCondition_Kind(), this.getConditionKind(), "kind", null, 0, 1, AutomaticCondition.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getAutomaticCondition_Description(), ecorePackage.getEString(), "description", null, 0, 1, AutomaticCondition.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getAutomaticCondition_Units(), this.getUnit(), null, "units", null, 0, -1, AutomaticCondition.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getAutomaticCondition_Hexes(), this.getHexLabel(), "hexes", null, 0, -1, AutomaticCondition.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getAutomaticCondition_Regions(), this.getRegion(), null, "regions", null, 0, -1, AutomaticCondition.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getAutomaticCondition_Segments(), this.getPathSegment(), null, "segments", null, 0, -1, AutomaticCondition.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getAutomaticCondition_ExcludedTerrain(), this.getTerrainType(), null, "excludedTerrain", null, 0, -1, AutomaticCondition.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getAutomaticCondition_Edge(), this.getCompass(), "edge", null, 0, 1, AutomaticCondition.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getAutomaticCondition_Value(), ecorePackage.getEInt(), "value", null, 0, 1, AutomaticCondition.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(specialRuleEClass, SpecialRule.class, "SpecialRule", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getSpecialRule_Text(), ecorePackage.getEString(), "text", null, 0, 1, SpecialRule.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getSpecialRule_Flags(), this.getRuleFlag(), null, "flags", null, 0, -1, SpecialRule.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(ruleFlagEClass, RuleFlag.class, "RuleFlag", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getRuleFlag_Key(), ecorePackage.getEString(), "key", null, 0, 1, RuleFlag.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRuleFlag_Value(), ecorePackage.getEString(), "value", null, 0, 1, RuleFlag.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRuleFlag_FromTurn(), ecorePackage.getEInt(), "fromTurn", null, 0, 1, RuleFlag.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRuleFlag_ToTurn(), ecorePackage.getEInt(), "toTurn", null, 0, 1, RuleFlag.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getRuleFlag_Targets(), ecorePackage.getEObject(), null, "targets", null, 0, -1, RuleFlag.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(scenarioLinkEClass, ScenarioLink.class, "ScenarioLink", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getScenarioLink_Source(), this.getScenario(), null, "source", null, 0, 1, ScenarioLink.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getScenarioLink_Carries(), ecorePackage.getEString(), "carries", null, 0, -1, ScenarioLink.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getScenarioLink_Description(), ecorePackage.getEString(), "description", null, 0, 1, ScenarioLink.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(ruleWaiverEClass, RuleWaiver.class, "RuleWaiver", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getRuleWaiver_RuleId(), ecorePackage.getEString(), "ruleId", null, 0, 1, RuleWaiver.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getRuleWaiver_Targets(), ecorePackage.getEObject(), null, "targets", null, 0, -1, RuleWaiver.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRuleWaiver_Hexes(), this.getHexLabel(), "hexes", null, 0, -1, RuleWaiver.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRuleWaiver_Reason(), ecorePackage.getEString(), "reason", null, 0, 1, RuleWaiver.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		// Initialize enums and add enum literals
		initEEnum(compassEEnum, Compass.class, "Compass");
		addEEnumLiteral(compassEEnum, Compass.N);
		addEEnumLiteral(compassEEnum, Compass.NE);
		addEEnumLiteral(compassEEnum, Compass.E);
		addEEnumLiteral(compassEEnum, Compass.SE);
		addEEnumLiteral(compassEEnum, Compass.S);
		addEEnumLiteral(compassEEnum, Compass.SW);
		addEEnumLiteral(compassEEnum, Compass.W);
		addEEnumLiteral(compassEEnum, Compass.NW);

		initEEnum(severityEEnum, Severity.class, "Severity");
		addEEnumLiteral(severityEEnum, Severity.ERROR);
		addEEnumLiteral(severityEEnum, Severity.WARNING);
		addEEnumLiteral(severityEEnum, Severity.INFO);

		initEEnum(mapSymbolEEnum, MapSymbol.class, "MapSymbol");
		addEEnumLiteral(mapSymbolEEnum, MapSymbol.DOT);
		addEEnumLiteral(mapSymbolEEnum, MapSymbol.CIRCLE);
		addEEnumLiteral(mapSymbolEEnum, MapSymbol.SQUARE);
		addEEnumLiteral(mapSymbolEEnum, MapSymbol.TRIANGLE);
		addEEnumLiteral(mapSymbolEEnum, MapSymbol.DIAMOND);
		addEEnumLiteral(mapSymbolEEnum, MapSymbol.STAR);
		addEEnumLiteral(mapSymbolEEnum, MapSymbol.CROSS);

		initEEnum(terrainPatternEEnum, TerrainPattern.class, "TerrainPattern");
		addEEnumLiteral(terrainPatternEEnum, TerrainPattern.TREES);
		addEEnumLiteral(terrainPatternEEnum, TerrainPattern.SCRUB);
		addEEnumLiteral(terrainPatternEEnum, TerrainPattern.MARSH);
		addEEnumLiteral(terrainPatternEEnum, TerrainPattern.WAVES);
		addEEnumLiteral(terrainPatternEEnum, TerrainPattern.ROCKS);
		addEEnumLiteral(terrainPatternEEnum, TerrainPattern.FURROWS);
		addEEnumLiteral(terrainPatternEEnum, TerrainPattern.HACHURES);
		addEEnumLiteral(terrainPatternEEnum, TerrainPattern.MASONRY);
		addEEnumLiteral(terrainPatternEEnum, TerrainPattern.DOTS);

		initEEnum(hexsideGlyphEEnum, HexsideGlyph.class, "HexsideGlyph");
		addEEnumLiteral(hexsideGlyphEEnum, HexsideGlyph.BATTLEMENTS);
		addEEnumLiteral(hexsideGlyphEEnum, HexsideGlyph.PALISADE);
		addEEnumLiteral(hexsideGlyphEEnum, HexsideGlyph.HEDGE);
		addEEnumLiteral(hexsideGlyphEEnum, HexsideGlyph.RAILS);
		addEEnumLiteral(hexsideGlyphEEnum, HexsideGlyph.TICKS);

		initEEnum(lineStyleEEnum, LineStyle.class, "LineStyle");
		addEEnumLiteral(lineStyleEEnum, LineStyle.SOLID);
		addEEnumLiteral(lineStyleEEnum, LineStyle.DASHED);
		addEEnumLiteral(lineStyleEEnum, LineStyle.DOTTED);
		addEEnumLiteral(lineStyleEEnum, LineStyle.DOUBLE);

		initEEnum(stackingMeasureEEnum, StackingMeasure.class, "StackingMeasure");
		addEEnumLiteral(stackingMeasureEEnum, StackingMeasure.COUNT);
		addEEnumLiteral(stackingMeasureEEnum, StackingMeasure.STRENGTH);

		initEEnum(footprintEEnum, Footprint.class, "Footprint");
		addEEnumLiteral(footprintEEnum, Footprint.SINGLE);
		addEEnumLiteral(footprintEEnum, Footprint.DOUBLE);

		initEEnum(gridOrientationEEnum, GridOrientation.class, "GridOrientation");
		addEEnumLiteral(gridOrientationEEnum, GridOrientation.FLAT);
		addEEnumLiteral(gridOrientationEEnum, GridOrientation.POINTY);

		initEEnum(offsetParityEEnum, OffsetParity.class, "OffsetParity");
		addEEnumLiteral(offsetParityEEnum, OffsetParity.ODD);
		addEEnumLiteral(offsetParityEEnum, OffsetParity.EVEN);

		initEEnum(labelKindEEnum, LabelKind.class, "LabelKind");
		addEEnumLiteral(labelKindEEnum, LabelKind.NUMERIC);
		addEEnumLiteral(labelKindEEnum, LabelKind.ALPHA_COLUMN);
		addEEnumLiteral(labelKindEEnum, LabelKind.BOARD_PREFIXED);

		initEEnum(structureRoleEEnum, StructureRole.class, "StructureRole");
		addEEnumLiteral(structureRoleEEnum, StructureRole.CURTAIN);
		addEEnumLiteral(structureRoleEEnum, StructureRole.TOWER);
		addEEnumLiteral(structureRoleEEnum, StructureRole.GATE);
		addEEnumLiteral(structureRoleEEnum, StructureRole.KEEP);
		addEEnumLiteral(structureRoleEEnum, StructureRole.RAMPART);
		addEEnumLiteral(structureRoleEEnum, StructureRole.BUILDING);
		addEEnumLiteral(structureRoleEEnum, StructureRole.BRIDGE);

		initEEnum(unitStateEEnum, UnitState.class, "UnitState");
		addEEnumLiteral(unitStateEEnum, UnitState.HEALTHY);
		addEEnumLiteral(unitStateEEnum, UnitState.STUNNED);
		addEEnumLiteral(unitStateEEnum, UnitState.WOUNDED);
		addEEnumLiteral(unitStateEEnum, UnitState.WOUNDED_STUNNED);
		addEEnumLiteral(unitStateEEnum, UnitState.DEAD);

		initEEnum(victoryEventEEnum, VictoryEvent.class, "VictoryEvent");
		addEEnumLiteral(victoryEventEEnum, VictoryEvent.KILLED);
		addEEnumLiteral(victoryEventEEnum, VictoryEvent.CAPTURED);
		addEEnumLiteral(victoryEventEEnum, VictoryEvent.CONTROLLED);
		addEEnumLiteral(victoryEventEEnum, VictoryEvent.EXITED);
		addEEnumLiteral(victoryEventEEnum, VictoryEvent.OTHER);

		initEEnum(conditionKindEEnum, ConditionKind.class, "ConditionKind");
		addEEnumLiteral(conditionKindEEnum, ConditionKind.ALL_KILLED);
		addEEnumLiteral(conditionKindEEnum, ConditionKind.NO_ENEMY_IN);
		addEEnumLiteral(conditionKindEEnum, ConditionKind.CONTROL);
		addEEnumLiteral(conditionKindEEnum, ConditionKind.EXIT);
		addEEnumLiteral(conditionKindEEnum, ConditionKind.MORALE);
		addEEnumLiteral(conditionKindEEnum, ConditionKind.OTHER);

		// Initialize data types
		initEDataType(hexLabelEDataType, String.class, "HexLabel", IS_SERIALIZABLE, !IS_GENERATED_INSTANCE_CLASS);
		initEDataType(cellGridEDataType, CellGrid.class, "CellGrid", IS_SERIALIZABLE, !IS_GENERATED_INSTANCE_CLASS);

		// Create resource
		createResource(eNS_URI);
	}

} //BanneretPackageImpl

/**
 */
package org.banneret.model.util;

import org.banneret.model.*;

import org.eclipse.emf.common.notify.Adapter;
import org.eclipse.emf.common.notify.Notifier;

import org.eclipse.emf.common.notify.impl.AdapterFactoryImpl;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * The <b>Adapter Factory</b> for the model.
 * It provides an adapter <code>createXXX</code> method for each class of the model.
 * <!-- end-user-doc -->
 * @see org.banneret.model.BanneretPackage
 * @generated
 */
public class BanneretAdapterFactory extends AdapterFactoryImpl {
	/**
	 * The cached model package.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected static BanneretPackage modelPackage;

	/**
	 * Creates an instance of the adapter factory.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public BanneretAdapterFactory() {
		if (modelPackage == null) {
			modelPackage = BanneretPackage.eINSTANCE;
		}
	}

	/**
	 * Returns whether this factory is applicable for the type of the object.
	 * <!-- begin-user-doc -->
	 * This implementation returns <code>true</code> if the object is either the model's package or is an instance object of the model.
	 * <!-- end-user-doc -->
	 * @return whether this factory is applicable for the type of the object.
	 * @generated
	 */
	@Override
	public boolean isFactoryForType(Object object) {
		if (object == modelPackage) {
			return true;
		}
		if (object instanceof EObject) {
			return ((EObject)object).eClass().getEPackage() == modelPackage;
		}
		return false;
	}

	/**
	 * The switch that delegates to the <code>createXXX</code> methods.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected BanneretSwitch<Adapter> modelSwitch =
		new BanneretSwitch<Adapter>() {
			@Override
			public Adapter caseNamedElement(NamedElement object) {
				return createNamedElementAdapter();
			}
			@Override
			public Adapter caseCitable(Citable object) {
				return createCitableAdapter();
			}
			@Override
			public Adapter casePrintedValue(PrintedValue object) {
				return createPrintedValueAdapter();
			}
			@Override
			public Adapter caseGameSystem(GameSystem object) {
				return createGameSystemAdapter();
			}
			@Override
			public Adapter caseValueRange(ValueRange object) {
				return createValueRangeAdapter();
			}
			@Override
			public Adapter caseNationality(Nationality object) {
				return createNationalityAdapter();
			}
			@Override
			public Adapter caseUnitClass(UnitClass object) {
				return createUnitClassAdapter();
			}
			@Override
			public Adapter caseMovementCost(MovementCost object) {
				return createMovementCostAdapter();
			}
			@Override
			public Adapter caseTerrainEffect(TerrainEffect object) {
				return createTerrainEffectAdapter();
			}
			@Override
			public Adapter caseTerrainType(TerrainType object) {
				return createTerrainTypeAdapter();
			}
			@Override
			public Adapter caseFeatureType(FeatureType object) {
				return createFeatureTypeAdapter();
			}
			@Override
			public Adapter caseHexsideFeatureType(HexsideFeatureType object) {
				return createHexsideFeatureTypeAdapter();
			}
			@Override
			public Adapter caseLevelSlot(LevelSlot object) {
				return createLevelSlotAdapter();
			}
			@Override
			public Adapter caseStackingLimit(StackingLimit object) {
				return createStackingLimitAdapter();
			}
			@Override
			public Adapter caseFaceValues(FaceValues object) {
				return createFaceValuesAdapter();
			}
			@Override
			public Adapter caseCounterSpec(CounterSpec object) {
				return createCounterSpecAdapter();
			}
			@Override
			public Adapter caseUnitType(UnitType object) {
				return createUnitTypeAdapter();
			}
			@Override
			public Adapter caseCounterTemplate(CounterTemplate object) {
				return createCounterTemplateAdapter();
			}
			@Override
			public Adapter caseMarkerType(MarkerType object) {
				return createMarkerTypeAdapter();
			}
			@Override
			public Adapter caseCounterMixEntry(CounterMixEntry object) {
				return createCounterMixEntryAdapter();
			}
			@Override
			public Adapter caseVariantDefinition(VariantDefinition object) {
				return createVariantDefinitionAdapter();
			}
			@Override
			public Adapter caseHexMap(HexMap object) {
				return createHexMapAdapter();
			}
			@Override
			public Adapter caseHexGrid(HexGrid object) {
				return createHexGridAdapter();
			}
			@Override
			public Adapter caseLabelScheme(LabelScheme object) {
				return createLabelSchemeAdapter();
			}
			@Override
			public Adapter caseHexFeature(HexFeature object) {
				return createHexFeatureAdapter();
			}
			@Override
			public Adapter caseHexsideFeature(HexsideFeature object) {
				return createHexsideFeatureAdapter();
			}
			@Override
			public Adapter caseMapPath(MapPath object) {
				return createMapPathAdapter();
			}
			@Override
			public Adapter caseRegion(Region object) {
				return createRegionAdapter();
			}
			@Override
			public Adapter caseMapSide(MapSide object) {
				return createMapSideAdapter();
			}
			@Override
			public Adapter caseHexMarker(HexMarker object) {
				return createHexMarkerAdapter();
			}
			@Override
			public Adapter caseStructure(Structure object) {
				return createStructureAdapter();
			}
			@Override
			public Adapter caseStructureDamage(StructureDamage object) {
				return createStructureDamageAdapter();
			}
			@Override
			public Adapter caseScenario(Scenario object) {
				return createScenarioAdapter();
			}
			@Override
			public Adapter caseVariantSetting(VariantSetting object) {
				return createVariantSettingAdapter();
			}
			@Override
			public Adapter caseSheetPlacement(SheetPlacement object) {
				return createSheetPlacementAdapter();
			}
			@Override
			public Adapter caseForceElement(ForceElement object) {
				return createForceElementAdapter();
			}
			@Override
			public Adapter caseSide(Side object) {
				return createSideAdapter();
			}
			@Override
			public Adapter caseFormation(Formation object) {
				return createFormationAdapter();
			}
			@Override
			public Adapter caseUnit(Unit object) {
				return createUnitAdapter();
			}
			@Override
			public Adapter caseUnitMarker(UnitMarker object) {
				return createUnitMarkerAdapter();
			}
			@Override
			public Adapter casePlacement(Placement object) {
				return createPlacementAdapter();
			}
			@Override
			public Adapter caseHexPlacement(HexPlacement object) {
				return createHexPlacementAdapter();
			}
			@Override
			public Adapter caseAnchor(Anchor object) {
				return createAnchorAdapter();
			}
			@Override
			public Adapter casePathSegment(PathSegment object) {
				return createPathSegmentAdapter();
			}
			@Override
			public Adapter caseAreaPlacement(AreaPlacement object) {
				return createAreaPlacementAdapter();
			}
			@Override
			public Adapter caseRegionPlacement(RegionPlacement object) {
				return createRegionPlacementAdapter();
			}
			@Override
			public Adapter caseEdgePlacement(EdgePlacement object) {
				return createEdgePlacementAdapter();
			}
			@Override
			public Adapter caseReinforcementPlacement(ReinforcementPlacement object) {
				return createReinforcementPlacementAdapter();
			}
			@Override
			public Adapter caseVictoryPoints(VictoryPoints object) {
				return createVictoryPointsAdapter();
			}
			@Override
			public Adapter caseAutomaticCondition(AutomaticCondition object) {
				return createAutomaticConditionAdapter();
			}
			@Override
			public Adapter caseSpecialRule(SpecialRule object) {
				return createSpecialRuleAdapter();
			}
			@Override
			public Adapter caseRuleFlag(RuleFlag object) {
				return createRuleFlagAdapter();
			}
			@Override
			public Adapter caseScenarioLink(ScenarioLink object) {
				return createScenarioLinkAdapter();
			}
			@Override
			public Adapter caseRuleWaiver(RuleWaiver object) {
				return createRuleWaiverAdapter();
			}
			@Override
			public Adapter defaultCase(EObject object) {
				return createEObjectAdapter();
			}
		};

	/**
	 * Creates an adapter for the <code>target</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param target the object to adapt.
	 * @return the adapter for the <code>target</code>.
	 * @generated
	 */
	@Override
	public Adapter createAdapter(Notifier target) {
		return modelSwitch.doSwitch((EObject)target);
	}


	/**
	 * Creates a new adapter for an object of class '{@link org.banneret.model.NamedElement <em>Named Element</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.banneret.model.NamedElement
	 * @generated
	 */
	public Adapter createNamedElementAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.banneret.model.Citable <em>Citable</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.banneret.model.Citable
	 * @generated
	 */
	public Adapter createCitableAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.banneret.model.PrintedValue <em>Printed Value</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.banneret.model.PrintedValue
	 * @generated
	 */
	public Adapter createPrintedValueAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.banneret.model.GameSystem <em>Game System</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.banneret.model.GameSystem
	 * @generated
	 */
	public Adapter createGameSystemAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.banneret.model.ValueRange <em>Value Range</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.banneret.model.ValueRange
	 * @generated
	 */
	public Adapter createValueRangeAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.banneret.model.Nationality <em>Nationality</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.banneret.model.Nationality
	 * @generated
	 */
	public Adapter createNationalityAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.banneret.model.UnitClass <em>Unit Class</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.banneret.model.UnitClass
	 * @generated
	 */
	public Adapter createUnitClassAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.banneret.model.MovementCost <em>Movement Cost</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.banneret.model.MovementCost
	 * @generated
	 */
	public Adapter createMovementCostAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.banneret.model.TerrainEffect <em>Terrain Effect</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.banneret.model.TerrainEffect
	 * @generated
	 */
	public Adapter createTerrainEffectAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.banneret.model.TerrainType <em>Terrain Type</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.banneret.model.TerrainType
	 * @generated
	 */
	public Adapter createTerrainTypeAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.banneret.model.FeatureType <em>Feature Type</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.banneret.model.FeatureType
	 * @generated
	 */
	public Adapter createFeatureTypeAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.banneret.model.HexsideFeatureType <em>Hexside Feature Type</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.banneret.model.HexsideFeatureType
	 * @generated
	 */
	public Adapter createHexsideFeatureTypeAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.banneret.model.LevelSlot <em>Level Slot</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.banneret.model.LevelSlot
	 * @generated
	 */
	public Adapter createLevelSlotAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.banneret.model.StackingLimit <em>Stacking Limit</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.banneret.model.StackingLimit
	 * @generated
	 */
	public Adapter createStackingLimitAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.banneret.model.FaceValues <em>Face Values</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.banneret.model.FaceValues
	 * @generated
	 */
	public Adapter createFaceValuesAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.banneret.model.CounterSpec <em>Counter Spec</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.banneret.model.CounterSpec
	 * @generated
	 */
	public Adapter createCounterSpecAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.banneret.model.UnitType <em>Unit Type</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.banneret.model.UnitType
	 * @generated
	 */
	public Adapter createUnitTypeAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.banneret.model.CounterTemplate <em>Counter Template</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.banneret.model.CounterTemplate
	 * @generated
	 */
	public Adapter createCounterTemplateAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.banneret.model.MarkerType <em>Marker Type</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.banneret.model.MarkerType
	 * @generated
	 */
	public Adapter createMarkerTypeAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.banneret.model.CounterMixEntry <em>Counter Mix Entry</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.banneret.model.CounterMixEntry
	 * @generated
	 */
	public Adapter createCounterMixEntryAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.banneret.model.VariantDefinition <em>Variant Definition</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.banneret.model.VariantDefinition
	 * @generated
	 */
	public Adapter createVariantDefinitionAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.banneret.model.HexMap <em>Hex Map</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.banneret.model.HexMap
	 * @generated
	 */
	public Adapter createHexMapAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.banneret.model.HexGrid <em>Hex Grid</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.banneret.model.HexGrid
	 * @generated
	 */
	public Adapter createHexGridAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.banneret.model.LabelScheme <em>Label Scheme</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.banneret.model.LabelScheme
	 * @generated
	 */
	public Adapter createLabelSchemeAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.banneret.model.HexFeature <em>Hex Feature</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.banneret.model.HexFeature
	 * @generated
	 */
	public Adapter createHexFeatureAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.banneret.model.HexsideFeature <em>Hexside Feature</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.banneret.model.HexsideFeature
	 * @generated
	 */
	public Adapter createHexsideFeatureAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.banneret.model.MapPath <em>Map Path</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.banneret.model.MapPath
	 * @generated
	 */
	public Adapter createMapPathAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.banneret.model.Region <em>Region</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.banneret.model.Region
	 * @generated
	 */
	public Adapter createRegionAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.banneret.model.MapSide <em>Map Side</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.banneret.model.MapSide
	 * @generated
	 */
	public Adapter createMapSideAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.banneret.model.HexMarker <em>Hex Marker</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.banneret.model.HexMarker
	 * @generated
	 */
	public Adapter createHexMarkerAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.banneret.model.Structure <em>Structure</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.banneret.model.Structure
	 * @generated
	 */
	public Adapter createStructureAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.banneret.model.StructureDamage <em>Structure Damage</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.banneret.model.StructureDamage
	 * @generated
	 */
	public Adapter createStructureDamageAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.banneret.model.Scenario <em>Scenario</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.banneret.model.Scenario
	 * @generated
	 */
	public Adapter createScenarioAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.banneret.model.VariantSetting <em>Variant Setting</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.banneret.model.VariantSetting
	 * @generated
	 */
	public Adapter createVariantSettingAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.banneret.model.SheetPlacement <em>Sheet Placement</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.banneret.model.SheetPlacement
	 * @generated
	 */
	public Adapter createSheetPlacementAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.banneret.model.ForceElement <em>Force Element</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.banneret.model.ForceElement
	 * @generated
	 */
	public Adapter createForceElementAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.banneret.model.Side <em>Side</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.banneret.model.Side
	 * @generated
	 */
	public Adapter createSideAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.banneret.model.Formation <em>Formation</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.banneret.model.Formation
	 * @generated
	 */
	public Adapter createFormationAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.banneret.model.Unit <em>Unit</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.banneret.model.Unit
	 * @generated
	 */
	public Adapter createUnitAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.banneret.model.UnitMarker <em>Unit Marker</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.banneret.model.UnitMarker
	 * @generated
	 */
	public Adapter createUnitMarkerAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.banneret.model.Placement <em>Placement</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.banneret.model.Placement
	 * @generated
	 */
	public Adapter createPlacementAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.banneret.model.HexPlacement <em>Hex Placement</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.banneret.model.HexPlacement
	 * @generated
	 */
	public Adapter createHexPlacementAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.banneret.model.Anchor <em>Anchor</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.banneret.model.Anchor
	 * @generated
	 */
	public Adapter createAnchorAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.banneret.model.PathSegment <em>Path Segment</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.banneret.model.PathSegment
	 * @generated
	 */
	public Adapter createPathSegmentAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.banneret.model.AreaPlacement <em>Area Placement</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.banneret.model.AreaPlacement
	 * @generated
	 */
	public Adapter createAreaPlacementAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.banneret.model.RegionPlacement <em>Region Placement</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.banneret.model.RegionPlacement
	 * @generated
	 */
	public Adapter createRegionPlacementAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.banneret.model.EdgePlacement <em>Edge Placement</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.banneret.model.EdgePlacement
	 * @generated
	 */
	public Adapter createEdgePlacementAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.banneret.model.ReinforcementPlacement <em>Reinforcement Placement</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.banneret.model.ReinforcementPlacement
	 * @generated
	 */
	public Adapter createReinforcementPlacementAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.banneret.model.VictoryPoints <em>Victory Points</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.banneret.model.VictoryPoints
	 * @generated
	 */
	public Adapter createVictoryPointsAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.banneret.model.AutomaticCondition <em>Automatic Condition</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.banneret.model.AutomaticCondition
	 * @generated
	 */
	public Adapter createAutomaticConditionAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.banneret.model.SpecialRule <em>Special Rule</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.banneret.model.SpecialRule
	 * @generated
	 */
	public Adapter createSpecialRuleAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.banneret.model.RuleFlag <em>Rule Flag</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.banneret.model.RuleFlag
	 * @generated
	 */
	public Adapter createRuleFlagAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.banneret.model.ScenarioLink <em>Scenario Link</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.banneret.model.ScenarioLink
	 * @generated
	 */
	public Adapter createScenarioLinkAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.banneret.model.RuleWaiver <em>Rule Waiver</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.banneret.model.RuleWaiver
	 * @generated
	 */
	public Adapter createRuleWaiverAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for the default case.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @generated
	 */
	public Adapter createEObjectAdapter() {
		return null;
	}

} //BanneretAdapterFactory

/**
 */
package org.banneret.model.util;

import org.banneret.model.*;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EPackage;

import org.eclipse.emf.ecore.util.Switch;

/**
 * <!-- begin-user-doc -->
 * The <b>Switch</b> for the model's inheritance hierarchy.
 * It supports the call {@link #doSwitch(EObject) doSwitch(object)}
 * to invoke the <code>caseXXX</code> method for each class of the model,
 * starting with the actual class of the object
 * and proceeding up the inheritance hierarchy
 * until a non-null result is returned,
 * which is the result of the switch.
 * <!-- end-user-doc -->
 * @see org.banneret.model.BanneretPackage
 * @generated
 */
public class BanneretSwitch<T> extends Switch<T> {
	/**
	 * The cached model package
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected static BanneretPackage modelPackage;

	/**
	 * Creates an instance of the switch.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public BanneretSwitch() {
		if (modelPackage == null) {
			modelPackage = BanneretPackage.eINSTANCE;
		}
	}

	/**
	 * Checks whether this is a switch for the given package.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param ePackage the package in question.
	 * @return whether this is a switch for the given package.
	 * @generated
	 */
	@Override
	protected boolean isSwitchFor(EPackage ePackage) {
		return ePackage == modelPackage;
	}

	/**
	 * Calls <code>caseXXX</code> for each class of the model until one returns a non null result; it yields that result.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the first non-null result returned by a <code>caseXXX</code> call.
	 * @generated
	 */
	@Override
	protected T doSwitch(int classifierID, EObject theEObject) {
		switch (classifierID) {
			case BanneretPackage.NAMED_ELEMENT: {
				NamedElement namedElement = (NamedElement)theEObject;
				T result = caseNamedElement(namedElement);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case BanneretPackage.CITABLE: {
				Citable citable = (Citable)theEObject;
				T result = caseCitable(citable);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case BanneretPackage.PRINTED_VALUE: {
				PrintedValue printedValue = (PrintedValue)theEObject;
				T result = casePrintedValue(printedValue);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case BanneretPackage.GAME_SYSTEM: {
				GameSystem gameSystem = (GameSystem)theEObject;
				T result = caseGameSystem(gameSystem);
				if (result == null) result = caseNamedElement(gameSystem);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case BanneretPackage.VALUE_RANGE: {
				ValueRange valueRange = (ValueRange)theEObject;
				T result = caseValueRange(valueRange);
				if (result == null) result = caseCitable(valueRange);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case BanneretPackage.NATIONALITY: {
				Nationality nationality = (Nationality)theEObject;
				T result = caseNationality(nationality);
				if (result == null) result = caseNamedElement(nationality);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case BanneretPackage.UNIT_CLASS: {
				UnitClass unitClass = (UnitClass)theEObject;
				T result = caseUnitClass(unitClass);
				if (result == null) result = caseNamedElement(unitClass);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case BanneretPackage.MOVEMENT_COST: {
				MovementCost movementCost = (MovementCost)theEObject;
				T result = caseMovementCost(movementCost);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case BanneretPackage.TERRAIN_EFFECT: {
				TerrainEffect terrainEffect = (TerrainEffect)theEObject;
				T result = caseTerrainEffect(terrainEffect);
				if (result == null) result = caseNamedElement(terrainEffect);
				if (result == null) result = caseCitable(terrainEffect);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case BanneretPackage.TERRAIN_TYPE: {
				TerrainType terrainType = (TerrainType)theEObject;
				T result = caseTerrainType(terrainType);
				if (result == null) result = caseTerrainEffect(terrainType);
				if (result == null) result = caseNamedElement(terrainType);
				if (result == null) result = caseCitable(terrainType);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case BanneretPackage.FEATURE_TYPE: {
				FeatureType featureType = (FeatureType)theEObject;
				T result = caseFeatureType(featureType);
				if (result == null) result = caseTerrainEffect(featureType);
				if (result == null) result = caseNamedElement(featureType);
				if (result == null) result = caseCitable(featureType);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case BanneretPackage.HEXSIDE_FEATURE_TYPE: {
				HexsideFeatureType hexsideFeatureType = (HexsideFeatureType)theEObject;
				T result = caseHexsideFeatureType(hexsideFeatureType);
				if (result == null) result = caseTerrainEffect(hexsideFeatureType);
				if (result == null) result = caseNamedElement(hexsideFeatureType);
				if (result == null) result = caseCitable(hexsideFeatureType);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case BanneretPackage.LEVEL_SLOT: {
				LevelSlot levelSlot = (LevelSlot)theEObject;
				T result = caseLevelSlot(levelSlot);
				if (result == null) result = caseNamedElement(levelSlot);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case BanneretPackage.STACKING_LIMIT: {
				StackingLimit stackingLimit = (StackingLimit)theEObject;
				T result = caseStackingLimit(stackingLimit);
				if (result == null) result = caseCitable(stackingLimit);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case BanneretPackage.FACE_VALUES: {
				FaceValues faceValues = (FaceValues)theEObject;
				T result = caseFaceValues(faceValues);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case BanneretPackage.COUNTER_SPEC: {
				CounterSpec counterSpec = (CounterSpec)theEObject;
				T result = caseCounterSpec(counterSpec);
				if (result == null) result = caseNamedElement(counterSpec);
				if (result == null) result = caseCitable(counterSpec);
				if (result == null) result = caseFaceValues(counterSpec);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case BanneretPackage.UNIT_TYPE: {
				UnitType unitType = (UnitType)theEObject;
				T result = caseUnitType(unitType);
				if (result == null) result = caseCounterSpec(unitType);
				if (result == null) result = caseNamedElement(unitType);
				if (result == null) result = caseCitable(unitType);
				if (result == null) result = caseFaceValues(unitType);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case BanneretPackage.COUNTER_TEMPLATE: {
				CounterTemplate counterTemplate = (CounterTemplate)theEObject;
				T result = caseCounterTemplate(counterTemplate);
				if (result == null) result = caseCounterSpec(counterTemplate);
				if (result == null) result = caseNamedElement(counterTemplate);
				if (result == null) result = caseCitable(counterTemplate);
				if (result == null) result = caseFaceValues(counterTemplate);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case BanneretPackage.MARKER_TYPE: {
				MarkerType markerType = (MarkerType)theEObject;
				T result = caseMarkerType(markerType);
				if (result == null) result = caseNamedElement(markerType);
				if (result == null) result = caseCitable(markerType);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case BanneretPackage.COUNTER_MIX_ENTRY: {
				CounterMixEntry counterMixEntry = (CounterMixEntry)theEObject;
				T result = caseCounterMixEntry(counterMixEntry);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case BanneretPackage.VARIANT_DEFINITION: {
				VariantDefinition variantDefinition = (VariantDefinition)theEObject;
				T result = caseVariantDefinition(variantDefinition);
				if (result == null) result = caseNamedElement(variantDefinition);
				if (result == null) result = caseCitable(variantDefinition);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case BanneretPackage.HEX_MAP: {
				HexMap hexMap = (HexMap)theEObject;
				T result = caseHexMap(hexMap);
				if (result == null) result = caseNamedElement(hexMap);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case BanneretPackage.HEX_GRID: {
				HexGrid hexGrid = (HexGrid)theEObject;
				T result = caseHexGrid(hexGrid);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case BanneretPackage.LABEL_SCHEME: {
				LabelScheme labelScheme = (LabelScheme)theEObject;
				T result = caseLabelScheme(labelScheme);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case BanneretPackage.HEX_FEATURE: {
				HexFeature hexFeature = (HexFeature)theEObject;
				T result = caseHexFeature(hexFeature);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case BanneretPackage.HEXSIDE_FEATURE: {
				HexsideFeature hexsideFeature = (HexsideFeature)theEObject;
				T result = caseHexsideFeature(hexsideFeature);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case BanneretPackage.MAP_PATH: {
				MapPath mapPath = (MapPath)theEObject;
				T result = caseMapPath(mapPath);
				if (result == null) result = caseNamedElement(mapPath);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case BanneretPackage.REGION: {
				Region region = (Region)theEObject;
				T result = caseRegion(region);
				if (result == null) result = caseNamedElement(region);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case BanneretPackage.MAP_SIDE: {
				MapSide mapSide = (MapSide)theEObject;
				T result = caseMapSide(mapSide);
				if (result == null) result = caseNamedElement(mapSide);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case BanneretPackage.HEX_MARKER: {
				HexMarker hexMarker = (HexMarker)theEObject;
				T result = caseHexMarker(hexMarker);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case BanneretPackage.STRUCTURE: {
				Structure structure = (Structure)theEObject;
				T result = caseStructure(structure);
				if (result == null) result = caseNamedElement(structure);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case BanneretPackage.STRUCTURE_DAMAGE: {
				StructureDamage structureDamage = (StructureDamage)theEObject;
				T result = caseStructureDamage(structureDamage);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case BanneretPackage.SCENARIO: {
				Scenario scenario = (Scenario)theEObject;
				T result = caseScenario(scenario);
				if (result == null) result = caseNamedElement(scenario);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case BanneretPackage.VARIANT_SETTING: {
				VariantSetting variantSetting = (VariantSetting)theEObject;
				T result = caseVariantSetting(variantSetting);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case BanneretPackage.SHEET_PLACEMENT: {
				SheetPlacement sheetPlacement = (SheetPlacement)theEObject;
				T result = caseSheetPlacement(sheetPlacement);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case BanneretPackage.FORCE_ELEMENT: {
				ForceElement forceElement = (ForceElement)theEObject;
				T result = caseForceElement(forceElement);
				if (result == null) result = caseNamedElement(forceElement);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case BanneretPackage.SIDE: {
				Side side = (Side)theEObject;
				T result = caseSide(side);
				if (result == null) result = caseForceElement(side);
				if (result == null) result = caseNamedElement(side);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case BanneretPackage.FORMATION: {
				Formation formation = (Formation)theEObject;
				T result = caseFormation(formation);
				if (result == null) result = caseForceElement(formation);
				if (result == null) result = caseNamedElement(formation);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case BanneretPackage.UNIT: {
				Unit unit = (Unit)theEObject;
				T result = caseUnit(unit);
				if (result == null) result = caseForceElement(unit);
				if (result == null) result = caseNamedElement(unit);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case BanneretPackage.UNIT_MARKER: {
				UnitMarker unitMarker = (UnitMarker)theEObject;
				T result = caseUnitMarker(unitMarker);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case BanneretPackage.PLACEMENT: {
				Placement placement = (Placement)theEObject;
				T result = casePlacement(placement);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case BanneretPackage.HEX_PLACEMENT: {
				HexPlacement hexPlacement = (HexPlacement)theEObject;
				T result = caseHexPlacement(hexPlacement);
				if (result == null) result = casePlacement(hexPlacement);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case BanneretPackage.ANCHOR: {
				Anchor anchor = (Anchor)theEObject;
				T result = caseAnchor(anchor);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case BanneretPackage.PATH_SEGMENT: {
				PathSegment pathSegment = (PathSegment)theEObject;
				T result = casePathSegment(pathSegment);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case BanneretPackage.AREA_PLACEMENT: {
				AreaPlacement areaPlacement = (AreaPlacement)theEObject;
				T result = caseAreaPlacement(areaPlacement);
				if (result == null) result = casePlacement(areaPlacement);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case BanneretPackage.REGION_PLACEMENT: {
				RegionPlacement regionPlacement = (RegionPlacement)theEObject;
				T result = caseRegionPlacement(regionPlacement);
				if (result == null) result = casePlacement(regionPlacement);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case BanneretPackage.EDGE_PLACEMENT: {
				EdgePlacement edgePlacement = (EdgePlacement)theEObject;
				T result = caseEdgePlacement(edgePlacement);
				if (result == null) result = casePlacement(edgePlacement);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case BanneretPackage.REINFORCEMENT_PLACEMENT: {
				ReinforcementPlacement reinforcementPlacement = (ReinforcementPlacement)theEObject;
				T result = caseReinforcementPlacement(reinforcementPlacement);
				if (result == null) result = casePlacement(reinforcementPlacement);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case BanneretPackage.VICTORY_POINTS: {
				VictoryPoints victoryPoints = (VictoryPoints)theEObject;
				T result = caseVictoryPoints(victoryPoints);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case BanneretPackage.AUTOMATIC_CONDITION: {
				AutomaticCondition automaticCondition = (AutomaticCondition)theEObject;
				T result = caseAutomaticCondition(automaticCondition);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case BanneretPackage.SPECIAL_RULE: {
				SpecialRule specialRule = (SpecialRule)theEObject;
				T result = caseSpecialRule(specialRule);
				if (result == null) result = caseNamedElement(specialRule);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case BanneretPackage.RULE_FLAG: {
				RuleFlag ruleFlag = (RuleFlag)theEObject;
				T result = caseRuleFlag(ruleFlag);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case BanneretPackage.SCENARIO_LINK: {
				ScenarioLink scenarioLink = (ScenarioLink)theEObject;
				T result = caseScenarioLink(scenarioLink);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case BanneretPackage.RULE_WAIVER: {
				RuleWaiver ruleWaiver = (RuleWaiver)theEObject;
				T result = caseRuleWaiver(ruleWaiver);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			default: return defaultCase(theEObject);
		}
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Named Element</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Named Element</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseNamedElement(NamedElement object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Citable</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Citable</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseCitable(Citable object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Printed Value</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Printed Value</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T casePrintedValue(PrintedValue object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Game System</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Game System</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseGameSystem(GameSystem object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Value Range</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Value Range</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseValueRange(ValueRange object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Nationality</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Nationality</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseNationality(Nationality object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Unit Class</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Unit Class</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseUnitClass(UnitClass object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Movement Cost</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Movement Cost</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseMovementCost(MovementCost object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Terrain Effect</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Terrain Effect</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseTerrainEffect(TerrainEffect object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Terrain Type</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Terrain Type</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseTerrainType(TerrainType object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Feature Type</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Feature Type</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseFeatureType(FeatureType object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Hexside Feature Type</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Hexside Feature Type</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseHexsideFeatureType(HexsideFeatureType object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Level Slot</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Level Slot</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseLevelSlot(LevelSlot object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Stacking Limit</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Stacking Limit</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseStackingLimit(StackingLimit object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Face Values</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Face Values</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseFaceValues(FaceValues object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Counter Spec</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Counter Spec</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseCounterSpec(CounterSpec object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Unit Type</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Unit Type</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseUnitType(UnitType object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Counter Template</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Counter Template</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseCounterTemplate(CounterTemplate object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Marker Type</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Marker Type</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseMarkerType(MarkerType object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Counter Mix Entry</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Counter Mix Entry</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseCounterMixEntry(CounterMixEntry object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Variant Definition</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Variant Definition</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseVariantDefinition(VariantDefinition object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Hex Map</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Hex Map</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseHexMap(HexMap object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Hex Grid</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Hex Grid</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseHexGrid(HexGrid object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Label Scheme</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Label Scheme</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseLabelScheme(LabelScheme object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Hex Feature</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Hex Feature</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseHexFeature(HexFeature object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Hexside Feature</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Hexside Feature</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseHexsideFeature(HexsideFeature object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Map Path</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Map Path</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseMapPath(MapPath object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Region</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Region</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseRegion(Region object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Map Side</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Map Side</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseMapSide(MapSide object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Hex Marker</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Hex Marker</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseHexMarker(HexMarker object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Structure</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Structure</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseStructure(Structure object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Structure Damage</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Structure Damage</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseStructureDamage(StructureDamage object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Scenario</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Scenario</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseScenario(Scenario object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Variant Setting</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Variant Setting</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseVariantSetting(VariantSetting object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Sheet Placement</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Sheet Placement</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseSheetPlacement(SheetPlacement object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Force Element</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Force Element</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseForceElement(ForceElement object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Side</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Side</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseSide(Side object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Formation</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Formation</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseFormation(Formation object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Unit</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Unit</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseUnit(Unit object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Unit Marker</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Unit Marker</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseUnitMarker(UnitMarker object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Placement</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Placement</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T casePlacement(Placement object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Hex Placement</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Hex Placement</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseHexPlacement(HexPlacement object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Anchor</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Anchor</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseAnchor(Anchor object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Path Segment</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Path Segment</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T casePathSegment(PathSegment object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Area Placement</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Area Placement</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseAreaPlacement(AreaPlacement object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Region Placement</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Region Placement</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseRegionPlacement(RegionPlacement object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Edge Placement</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Edge Placement</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseEdgePlacement(EdgePlacement object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Reinforcement Placement</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Reinforcement Placement</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseReinforcementPlacement(ReinforcementPlacement object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Victory Points</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Victory Points</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseVictoryPoints(VictoryPoints object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Automatic Condition</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Automatic Condition</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseAutomaticCondition(AutomaticCondition object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Special Rule</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Special Rule</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseSpecialRule(SpecialRule object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Rule Flag</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Rule Flag</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseRuleFlag(RuleFlag object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Scenario Link</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Scenario Link</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseScenarioLink(ScenarioLink object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Rule Waiver</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Rule Waiver</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseRuleWaiver(RuleWaiver object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>EObject</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch, but this is the last case anyway.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>EObject</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject)
	 * @generated
	 */
	@Override
	public T defaultCase(EObject object) {
		return null;
	}

} //BanneretSwitch

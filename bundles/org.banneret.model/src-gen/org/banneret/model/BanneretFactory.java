/**
 */
package org.banneret.model;

import org.eclipse.emf.ecore.EFactory;

/**
 * <!-- begin-user-doc -->
 * The <b>Factory</b> for the model.
 * It provides a create method for each non-abstract class of the model.
 * <!-- end-user-doc -->
 * @see org.banneret.model.BanneretPackage
 * @generated
 */
public interface BanneretFactory extends EFactory {
	/**
	 * The singleton instance of the factory.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	BanneretFactory eINSTANCE = org.banneret.model.impl.BanneretFactoryImpl.init();

	/**
	 * Returns a new object of class '<em>Printed Value</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Printed Value</em>'.
	 * @generated
	 */
	PrintedValue createPrintedValue();

	/**
	 * Returns a new object of class '<em>Game System</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Game System</em>'.
	 * @generated
	 */
	GameSystem createGameSystem();

	/**
	 * Returns a new object of class '<em>Value Range</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Value Range</em>'.
	 * @generated
	 */
	ValueRange createValueRange();

	/**
	 * Returns a new object of class '<em>Nationality</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Nationality</em>'.
	 * @generated
	 */
	Nationality createNationality();

	/**
	 * Returns a new object of class '<em>Unit Class</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Unit Class</em>'.
	 * @generated
	 */
	UnitClass createUnitClass();

	/**
	 * Returns a new object of class '<em>Movement Cost</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Movement Cost</em>'.
	 * @generated
	 */
	MovementCost createMovementCost();

	/**
	 * Returns a new object of class '<em>Terrain Type</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Terrain Type</em>'.
	 * @generated
	 */
	TerrainType createTerrainType();

	/**
	 * Returns a new object of class '<em>Feature Type</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Feature Type</em>'.
	 * @generated
	 */
	FeatureType createFeatureType();

	/**
	 * Returns a new object of class '<em>Hexside Feature Type</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Hexside Feature Type</em>'.
	 * @generated
	 */
	HexsideFeatureType createHexsideFeatureType();

	/**
	 * Returns a new object of class '<em>Level Slot</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Level Slot</em>'.
	 * @generated
	 */
	LevelSlot createLevelSlot();

	/**
	 * Returns a new object of class '<em>Stacking Limit</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Stacking Limit</em>'.
	 * @generated
	 */
	StackingLimit createStackingLimit();

	/**
	 * Returns a new object of class '<em>Face Values</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Face Values</em>'.
	 * @generated
	 */
	FaceValues createFaceValues();

	/**
	 * Returns a new object of class '<em>Unit Type</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Unit Type</em>'.
	 * @generated
	 */
	UnitType createUnitType();

	/**
	 * Returns a new object of class '<em>Counter Template</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Counter Template</em>'.
	 * @generated
	 */
	CounterTemplate createCounterTemplate();

	/**
	 * Returns a new object of class '<em>Marker Type</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Marker Type</em>'.
	 * @generated
	 */
	MarkerType createMarkerType();

	/**
	 * Returns a new object of class '<em>Counter Mix Entry</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Counter Mix Entry</em>'.
	 * @generated
	 */
	CounterMixEntry createCounterMixEntry();

	/**
	 * Returns a new object of class '<em>Variant Definition</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Variant Definition</em>'.
	 * @generated
	 */
	VariantDefinition createVariantDefinition();

	/**
	 * Returns a new object of class '<em>Hex Map</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Hex Map</em>'.
	 * @generated
	 */
	HexMap createHexMap();

	/**
	 * Returns a new object of class '<em>Hex Grid</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Hex Grid</em>'.
	 * @generated
	 */
	HexGrid createHexGrid();

	/**
	 * Returns a new object of class '<em>Label Scheme</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Label Scheme</em>'.
	 * @generated
	 */
	LabelScheme createLabelScheme();

	/**
	 * Returns a new object of class '<em>Hex Feature</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Hex Feature</em>'.
	 * @generated
	 */
	HexFeature createHexFeature();

	/**
	 * Returns a new object of class '<em>Hexside Feature</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Hexside Feature</em>'.
	 * @generated
	 */
	HexsideFeature createHexsideFeature();

	/**
	 * Returns a new object of class '<em>Map Path</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Map Path</em>'.
	 * @generated
	 */
	MapPath createMapPath();

	/**
	 * Returns a new object of class '<em>Region</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Region</em>'.
	 * @generated
	 */
	Region createRegion();

	/**
	 * Returns a new object of class '<em>Map Side</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Map Side</em>'.
	 * @generated
	 */
	MapSide createMapSide();

	/**
	 * Returns a new object of class '<em>Hex Marker</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Hex Marker</em>'.
	 * @generated
	 */
	HexMarker createHexMarker();

	/**
	 * Returns a new object of class '<em>Structure</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Structure</em>'.
	 * @generated
	 */
	Structure createStructure();

	/**
	 * Returns a new object of class '<em>Structure Damage</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Structure Damage</em>'.
	 * @generated
	 */
	StructureDamage createStructureDamage();

	/**
	 * Returns a new object of class '<em>Scenario</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Scenario</em>'.
	 * @generated
	 */
	Scenario createScenario();

	/**
	 * Returns a new object of class '<em>Variant Setting</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Variant Setting</em>'.
	 * @generated
	 */
	VariantSetting createVariantSetting();

	/**
	 * Returns a new object of class '<em>Sheet Placement</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Sheet Placement</em>'.
	 * @generated
	 */
	SheetPlacement createSheetPlacement();

	/**
	 * Returns a new object of class '<em>Side</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Side</em>'.
	 * @generated
	 */
	Side createSide();

	/**
	 * Returns a new object of class '<em>Formation</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Formation</em>'.
	 * @generated
	 */
	Formation createFormation();

	/**
	 * Returns a new object of class '<em>Unit</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Unit</em>'.
	 * @generated
	 */
	Unit createUnit();

	/**
	 * Returns a new object of class '<em>Unit Marker</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Unit Marker</em>'.
	 * @generated
	 */
	UnitMarker createUnitMarker();

	/**
	 * Returns a new object of class '<em>Hex Placement</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Hex Placement</em>'.
	 * @generated
	 */
	HexPlacement createHexPlacement();

	/**
	 * Returns a new object of class '<em>Anchor</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Anchor</em>'.
	 * @generated
	 */
	Anchor createAnchor();

	/**
	 * Returns a new object of class '<em>Path Segment</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Path Segment</em>'.
	 * @generated
	 */
	PathSegment createPathSegment();

	/**
	 * Returns a new object of class '<em>Area Placement</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Area Placement</em>'.
	 * @generated
	 */
	AreaPlacement createAreaPlacement();

	/**
	 * Returns a new object of class '<em>Region Placement</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Region Placement</em>'.
	 * @generated
	 */
	RegionPlacement createRegionPlacement();

	/**
	 * Returns a new object of class '<em>Edge Placement</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Edge Placement</em>'.
	 * @generated
	 */
	EdgePlacement createEdgePlacement();

	/**
	 * Returns a new object of class '<em>Reinforcement Placement</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Reinforcement Placement</em>'.
	 * @generated
	 */
	ReinforcementPlacement createReinforcementPlacement();

	/**
	 * Returns a new object of class '<em>Victory Points</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Victory Points</em>'.
	 * @generated
	 */
	VictoryPoints createVictoryPoints();

	/**
	 * Returns a new object of class '<em>Automatic Condition</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Automatic Condition</em>'.
	 * @generated
	 */
	AutomaticCondition createAutomaticCondition();

	/**
	 * Returns a new object of class '<em>Special Rule</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Special Rule</em>'.
	 * @generated
	 */
	SpecialRule createSpecialRule();

	/**
	 * Returns a new object of class '<em>Rule Flag</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Rule Flag</em>'.
	 * @generated
	 */
	RuleFlag createRuleFlag();

	/**
	 * Returns a new object of class '<em>Scenario Link</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Scenario Link</em>'.
	 * @generated
	 */
	ScenarioLink createScenarioLink();

	/**
	 * Returns a new object of class '<em>Rule Waiver</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Rule Waiver</em>'.
	 * @generated
	 */
	RuleWaiver createRuleWaiver();

	/**
	 * Returns the package supported by this factory.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the package supported by this factory.
	 * @generated
	 */
	BanneretPackage getBanneretPackage();

} //BanneretFactory

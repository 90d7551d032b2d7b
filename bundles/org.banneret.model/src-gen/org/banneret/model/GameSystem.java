/**
 */
package org.banneret.model;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Game System</b></em>'.
 * <!-- end-user-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.GameSystem#getRuleSet <em>Rule Set</em>}</li>
 *   <li>{@link org.banneret.model.GameSystem#getNationalities <em>Nationalities</em>}</li>
 *   <li>{@link org.banneret.model.GameSystem#getUnitClasses <em>Unit Classes</em>}</li>
 *   <li>{@link org.banneret.model.GameSystem#getTerrainTypes <em>Terrain Types</em>}</li>
 *   <li>{@link org.banneret.model.GameSystem#getFeatureTypes <em>Feature Types</em>}</li>
 *   <li>{@link org.banneret.model.GameSystem#getHexsideFeatureTypes <em>Hexside Feature Types</em>}</li>
 *   <li>{@link org.banneret.model.GameSystem#getLevelSlots <em>Level Slots</em>}</li>
 *   <li>{@link org.banneret.model.GameSystem#getStackingLimits <em>Stacking Limits</em>}</li>
 *   <li>{@link org.banneret.model.GameSystem#getUnitTypes <em>Unit Types</em>}</li>
 *   <li>{@link org.banneret.model.GameSystem#getCounterTemplates <em>Counter Templates</em>}</li>
 *   <li>{@link org.banneret.model.GameSystem#getMarkerTypes <em>Marker Types</em>}</li>
 *   <li>{@link org.banneret.model.GameSystem#getCounterMix <em>Counter Mix</em>}</li>
 *   <li>{@link org.banneret.model.GameSystem#getVariants <em>Variants</em>}</li>
 *   <li>{@link org.banneret.model.GameSystem#getValueRanges <em>Value Ranges</em>}</li>
 * </ul>
 *
 * @see org.banneret.model.BanneretPackage#getGameSystem()
 * @model
 * @generated
 */
public interface GameSystem extends NamedElement {
	/**
	 * Returns the value of the '<em><b>Rule Set</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The id of the rule set that checks scenarios of this system (cryhavoc, medieval, sluys); empty for generic rules only.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Rule Set</em>' attribute.
	 * @see #setRuleSet(String)
	 * @see org.banneret.model.BanneretPackage#getGameSystem_RuleSet()
	 * @model
	 * @generated
	 */
	String getRuleSet();

	/**
	 * Sets the value of the '{@link org.banneret.model.GameSystem#getRuleSet <em>Rule Set</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Rule Set</em>' attribute.
	 * @see #getRuleSet()
	 * @generated
	 */
	void setRuleSet(String value);

	/**
	 * Returns the value of the '<em><b>Nationalities</b></em>' containment reference list.
	 * The list contents are of type {@link org.banneret.model.Nationality}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Nationalities</em>' containment reference list.
	 * @see org.banneret.model.BanneretPackage#getGameSystem_Nationalities()
	 * @model containment="true"
	 * @generated
	 */
	EList<Nationality> getNationalities();

	/**
	 * Returns the value of the '<em><b>Unit Classes</b></em>' containment reference list.
	 * The list contents are of type {@link org.banneret.model.UnitClass}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Unit Classes</em>' containment reference list.
	 * @see org.banneret.model.BanneretPackage#getGameSystem_UnitClasses()
	 * @model containment="true"
	 * @generated
	 */
	EList<UnitClass> getUnitClasses();

	/**
	 * Returns the value of the '<em><b>Terrain Types</b></em>' containment reference list.
	 * The list contents are of type {@link org.banneret.model.TerrainType}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Terrain Types</em>' containment reference list.
	 * @see org.banneret.model.BanneretPackage#getGameSystem_TerrainTypes()
	 * @model containment="true"
	 * @generated
	 */
	EList<TerrainType> getTerrainTypes();

	/**
	 * Returns the value of the '<em><b>Feature Types</b></em>' containment reference list.
	 * The list contents are of type {@link org.banneret.model.FeatureType}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Feature Types</em>' containment reference list.
	 * @see org.banneret.model.BanneretPackage#getGameSystem_FeatureTypes()
	 * @model containment="true"
	 * @generated
	 */
	EList<FeatureType> getFeatureTypes();

	/**
	 * Returns the value of the '<em><b>Hexside Feature Types</b></em>' containment reference list.
	 * The list contents are of type {@link org.banneret.model.HexsideFeatureType}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Hexside Feature Types</em>' containment reference list.
	 * @see org.banneret.model.BanneretPackage#getGameSystem_HexsideFeatureTypes()
	 * @model containment="true"
	 * @generated
	 */
	EList<HexsideFeatureType> getHexsideFeatureTypes();

	/**
	 * Returns the value of the '<em><b>Level Slots</b></em>' containment reference list.
	 * The list contents are of type {@link org.banneret.model.LevelSlot}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Level Slots</em>' containment reference list.
	 * @see org.banneret.model.BanneretPackage#getGameSystem_LevelSlots()
	 * @model containment="true"
	 * @generated
	 */
	EList<LevelSlot> getLevelSlots();

	/**
	 * Returns the value of the '<em><b>Stacking Limits</b></em>' containment reference list.
	 * The list contents are of type {@link org.banneret.model.StackingLimit}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Stacking Limits</em>' containment reference list.
	 * @see org.banneret.model.BanneretPackage#getGameSystem_StackingLimits()
	 * @model containment="true"
	 * @generated
	 */
	EList<StackingLimit> getStackingLimits();

	/**
	 * Returns the value of the '<em><b>Unit Types</b></em>' containment reference list.
	 * The list contents are of type {@link org.banneret.model.UnitType}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Unit Types</em>' containment reference list.
	 * @see org.banneret.model.BanneretPackage#getGameSystem_UnitTypes()
	 * @model containment="true"
	 * @generated
	 */
	EList<UnitType> getUnitTypes();

	/**
	 * Returns the value of the '<em><b>Counter Templates</b></em>' containment reference list.
	 * The list contents are of type {@link org.banneret.model.CounterTemplate}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Counter Templates</em>' containment reference list.
	 * @see org.banneret.model.BanneretPackage#getGameSystem_CounterTemplates()
	 * @model containment="true"
	 * @generated
	 */
	EList<CounterTemplate> getCounterTemplates();

	/**
	 * Returns the value of the '<em><b>Marker Types</b></em>' containment reference list.
	 * The list contents are of type {@link org.banneret.model.MarkerType}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Marker Types</em>' containment reference list.
	 * @see org.banneret.model.BanneretPackage#getGameSystem_MarkerTypes()
	 * @model containment="true"
	 * @generated
	 */
	EList<MarkerType> getMarkerTypes();

	/**
	 * Returns the value of the '<em><b>Counter Mix</b></em>' containment reference list.
	 * The list contents are of type {@link org.banneret.model.CounterMixEntry}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Counter Mix</em>' containment reference list.
	 * @see org.banneret.model.BanneretPackage#getGameSystem_CounterMix()
	 * @model containment="true"
	 * @generated
	 */
	EList<CounterMixEntry> getCounterMix();

	/**
	 * Returns the value of the '<em><b>Variants</b></em>' containment reference list.
	 * The list contents are of type {@link org.banneret.model.VariantDefinition}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Variants</em>' containment reference list.
	 * @see org.banneret.model.BanneretPackage#getGameSystem_Variants()
	 * @model containment="true"
	 * @generated
	 */
	EList<VariantDefinition> getVariants();

	/**
	 * Returns the value of the '<em><b>Value Ranges</b></em>' containment reference list.
	 * The list contents are of type {@link org.banneret.model.ValueRange}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Value Ranges</em>' containment reference list.
	 * @see org.banneret.model.BanneretPackage#getGameSystem_ValueRanges()
	 * @model containment="true"
	 * @generated
	 */
	EList<ValueRange> getValueRanges();

} // GameSystem

/**
 */
package org.banneret.model;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Victory Points</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A row of a victory points table: points for an event about named units, a unit type, hexes, a region or a path.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.VictoryPoints#getEvent <em>Event</em>}</li>
 *   <li>{@link org.banneret.model.VictoryPoints#getPoints <em>Points</em>}</li>
 *   <li>{@link org.banneret.model.VictoryPoints#getDescription <em>Description</em>}</li>
 *   <li>{@link org.banneret.model.VictoryPoints#getUnits <em>Units</em>}</li>
 *   <li>{@link org.banneret.model.VictoryPoints#getUnitType <em>Unit Type</em>}</li>
 *   <li>{@link org.banneret.model.VictoryPoints#getArmour <em>Armour</em>}</li>
 *   <li>{@link org.banneret.model.VictoryPoints#getHexes <em>Hexes</em>}</li>
 *   <li>{@link org.banneret.model.VictoryPoints#getRegion <em>Region</em>}</li>
 *   <li>{@link org.banneret.model.VictoryPoints#getFeatureType <em>Feature Type</em>}</li>
 * </ul>
 *
 * @see org.banneret.model.BanneretPackage#getVictoryPoints()
 * @model
 * @generated
 */
public interface VictoryPoints extends EObject {
	/**
	 * Returns the value of the '<em><b>Event</b></em>' attribute.
	 * The literals are from the enumeration {@link org.banneret.model.VictoryEvent}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Event</em>' attribute.
	 * @see org.banneret.model.VictoryEvent
	 * @see #setEvent(VictoryEvent)
	 * @see org.banneret.model.BanneretPackage#getVictoryPoints_Event()
	 * @model
	 * @generated
	 */
	VictoryEvent getEvent();

	/**
	 * Sets the value of the '{@link org.banneret.model.VictoryPoints#getEvent <em>Event</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Event</em>' attribute.
	 * @see org.banneret.model.VictoryEvent
	 * @see #getEvent()
	 * @generated
	 */
	void setEvent(VictoryEvent value);

	/**
	 * Returns the value of the '<em><b>Points</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Points</em>' attribute.
	 * @see #setPoints(int)
	 * @see org.banneret.model.BanneretPackage#getVictoryPoints_Points()
	 * @model
	 * @generated
	 */
	int getPoints();

	/**
	 * Sets the value of the '{@link org.banneret.model.VictoryPoints#getPoints <em>Points</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Points</em>' attribute.
	 * @see #getPoints()
	 * @generated
	 */
	void setPoints(int value);

	/**
	 * Returns the value of the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Description</em>' attribute.
	 * @see #setDescription(String)
	 * @see org.banneret.model.BanneretPackage#getVictoryPoints_Description()
	 * @model
	 * @generated
	 */
	String getDescription();

	/**
	 * Sets the value of the '{@link org.banneret.model.VictoryPoints#getDescription <em>Description</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Description</em>' attribute.
	 * @see #getDescription()
	 * @generated
	 */
	void setDescription(String value);

	/**
	 * Returns the value of the '<em><b>Units</b></em>' reference list.
	 * The list contents are of type {@link org.banneret.model.Unit}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Units</em>' reference list.
	 * @see org.banneret.model.BanneretPackage#getVictoryPoints_Units()
	 * @model
	 * @generated
	 */
	EList<Unit> getUnits();

	/**
	 * Returns the value of the '<em><b>Unit Type</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Unit Type</em>' reference.
	 * @see #setUnitType(UnitType)
	 * @see org.banneret.model.BanneretPackage#getVictoryPoints_UnitType()
	 * @model
	 * @generated
	 */
	UnitType getUnitType();

	/**
	 * Sets the value of the '{@link org.banneret.model.VictoryPoints#getUnitType <em>Unit Type</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Unit Type</em>' reference.
	 * @see #getUnitType()
	 * @generated
	 */
	void setUnitType(UnitType value);

	/**
	 * Returns the value of the '<em><b>Armour</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Armour</em>' attribute.
	 * @see #isSetArmour()
	 * @see #unsetArmour()
	 * @see #setArmour(int)
	 * @see org.banneret.model.BanneretPackage#getVictoryPoints_Armour()
	 * @model unsettable="true"
	 * @generated
	 */
	int getArmour();

	/**
	 * Sets the value of the '{@link org.banneret.model.VictoryPoints#getArmour <em>Armour</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Armour</em>' attribute.
	 * @see #isSetArmour()
	 * @see #unsetArmour()
	 * @see #getArmour()
	 * @generated
	 */
	void setArmour(int value);

	/**
	 * Unsets the value of the '{@link org.banneret.model.VictoryPoints#getArmour <em>Armour</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetArmour()
	 * @see #getArmour()
	 * @see #setArmour(int)
	 * @generated
	 */
	void unsetArmour();

	/**
	 * Returns whether the value of the '{@link org.banneret.model.VictoryPoints#getArmour <em>Armour</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Armour</em>' attribute is set.
	 * @see #unsetArmour()
	 * @see #getArmour()
	 * @see #setArmour(int)
	 * @generated
	 */
	boolean isSetArmour();

	/**
	 * Returns the value of the '<em><b>Hexes</b></em>' attribute list.
	 * The list contents are of type {@link java.lang.String}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Hexes</em>' attribute list.
	 * @see org.banneret.model.BanneretPackage#getVictoryPoints_Hexes()
	 * @model dataType="org.banneret.model.HexLabel"
	 * @generated
	 */
	EList<String> getHexes();

	/**
	 * Returns the value of the '<em><b>Region</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Region</em>' reference.
	 * @see #setRegion(Region)
	 * @see org.banneret.model.BanneretPackage#getVictoryPoints_Region()
	 * @model
	 * @generated
	 */
	Region getRegion();

	/**
	 * Sets the value of the '{@link org.banneret.model.VictoryPoints#getRegion <em>Region</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Region</em>' reference.
	 * @see #getRegion()
	 * @generated
	 */
	void setRegion(Region value);

	/**
	 * Returns the value of the '<em><b>Feature Type</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Any hex with this feature, e.g. "capturing a ford".
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Feature Type</em>' reference.
	 * @see #setFeatureType(FeatureType)
	 * @see org.banneret.model.BanneretPackage#getVictoryPoints_FeatureType()
	 * @model
	 * @generated
	 */
	FeatureType getFeatureType();

	/**
	 * Sets the value of the '{@link org.banneret.model.VictoryPoints#getFeatureType <em>Feature Type</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Feature Type</em>' reference.
	 * @see #getFeatureType()
	 * @generated
	 */
	void setFeatureType(FeatureType value);

} // VictoryPoints

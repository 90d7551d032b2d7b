/**
 */
package org.banneret.model;

import org.banneret.model.grid.CellGrid;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Unit Type</b></em>'.
 * <!-- end-user-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.UnitType#getCode <em>Code</em>}</li>
 *   <li>{@link org.banneret.model.UnitType#getUnitClass <em>Unit Class</em>}</li>
 *   <li>{@link org.banneret.model.UnitType#getFootprint <em>Footprint</em>}</li>
 *   <li>{@link org.banneret.model.UnitType#getCommandRange <em>Command Range</em>}</li>
 *   <li>{@link org.banneret.model.UnitType#getAllowedArmour <em>Allowed Armour</em>}</li>
 *   <li>{@link org.banneret.model.UnitType#getFrontFace <em>Front Face</em>}</li>
 *   <li>{@link org.banneret.model.UnitType#getBackFace <em>Back Face</em>}</li>
 *   <li>{@link org.banneret.model.UnitType#getHull <em>Hull</em>}</li>
 * </ul>
 *
 * @see org.banneret.model.BanneretPackage#getUnitType()
 * @model
 * @generated
 */
public interface UnitType extends CounterSpec {
	/**
	 * Returns the value of the '<em><b>Code</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The rulebook's abbreviation, e.g. INF, CAV, ARCH.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Code</em>' attribute.
	 * @see #setCode(String)
	 * @see org.banneret.model.BanneretPackage#getUnitType_Code()
	 * @model
	 * @generated
	 */
	String getCode();

	/**
	 * Sets the value of the '{@link org.banneret.model.UnitType#getCode <em>Code</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Code</em>' attribute.
	 * @see #getCode()
	 * @generated
	 */
	void setCode(String value);

	/**
	 * Returns the value of the '<em><b>Unit Class</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Unit Class</em>' reference.
	 * @see #setUnitClass(UnitClass)
	 * @see org.banneret.model.BanneretPackage#getUnitType_UnitClass()
	 * @model
	 * @generated
	 */
	UnitClass getUnitClass();

	/**
	 * Sets the value of the '{@link org.banneret.model.UnitType#getUnitClass <em>Unit Class</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Unit Class</em>' reference.
	 * @see #getUnitClass()
	 * @generated
	 */
	void setUnitClass(UnitClass value);

	/**
	 * Returns the value of the '<em><b>Footprint</b></em>' attribute.
	 * The literals are from the enumeration {@link org.banneret.model.Footprint}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Footprint</em>' attribute.
	 * @see org.banneret.model.Footprint
	 * @see #setFootprint(Footprint)
	 * @see org.banneret.model.BanneretPackage#getUnitType_Footprint()
	 * @model
	 * @generated
	 */
	Footprint getFootprint();

	/**
	 * Sets the value of the '{@link org.banneret.model.UnitType#getFootprint <em>Footprint</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Footprint</em>' attribute.
	 * @see org.banneret.model.Footprint
	 * @see #getFootprint()
	 * @generated
	 */
	void setFootprint(Footprint value);

	/**
	 * Returns the value of the '<em><b>Command Range</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Command Range</em>' attribute.
	 * @see #isSetCommandRange()
	 * @see #unsetCommandRange()
	 * @see #setCommandRange(int)
	 * @see org.banneret.model.BanneretPackage#getUnitType_CommandRange()
	 * @model unsettable="true"
	 * @generated
	 */
	int getCommandRange();

	/**
	 * Sets the value of the '{@link org.banneret.model.UnitType#getCommandRange <em>Command Range</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Command Range</em>' attribute.
	 * @see #isSetCommandRange()
	 * @see #unsetCommandRange()
	 * @see #getCommandRange()
	 * @generated
	 */
	void setCommandRange(int value);

	/**
	 * Unsets the value of the '{@link org.banneret.model.UnitType#getCommandRange <em>Command Range</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetCommandRange()
	 * @see #getCommandRange()
	 * @see #setCommandRange(int)
	 * @generated
	 */
	void unsetCommandRange();

	/**
	 * Returns whether the value of the '{@link org.banneret.model.UnitType#getCommandRange <em>Command Range</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Command Range</em>' attribute is set.
	 * @see #unsetCommandRange()
	 * @see #getCommandRange()
	 * @see #setCommandRange(int)
	 * @generated
	 */
	boolean isSetCommandRange();

	/**
	 * Returns the value of the '<em><b>Allowed Armour</b></em>' attribute list.
	 * The list contents are of type {@link java.lang.Integer}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Allowed Armour</em>' attribute list.
	 * @see org.banneret.model.BanneretPackage#getUnitType_AllowedArmour()
	 * @model
	 * @generated
	 */
	EList<Integer> getAllowedArmour();

	/**
	 * Returns the value of the '<em><b>Front Face</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Front Face</em>' attribute.
	 * @see #setFrontFace(String)
	 * @see org.banneret.model.BanneretPackage#getUnitType_FrontFace()
	 * @model
	 * @generated
	 */
	String getFrontFace();

	/**
	 * Sets the value of the '{@link org.banneret.model.UnitType#getFrontFace <em>Front Face</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Front Face</em>' attribute.
	 * @see #getFrontFace()
	 * @generated
	 */
	void setFrontFace(String value);

	/**
	 * Returns the value of the '<em><b>Back Face</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Back Face</em>' attribute.
	 * @see #setBackFace(String)
	 * @see org.banneret.model.BanneretPackage#getUnitType_BackFace()
	 * @model
	 * @generated
	 */
	String getBackFace();

	/**
	 * Sets the value of the '{@link org.banneret.model.UnitType#getBackFace <em>Back Face</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Back Face</em>' attribute.
	 * @see #getBackFace()
	 * @generated
	 */
	void setBackFace(String value);

	/**
	 * Returns the value of the '<em><b>Hull</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * A ship's shape: its hexes drawn pointing north as on a flat-topped map whose odd columns sit half a hex lower, each cell the role of its hex (bow, helm, centre, edge...). A unit of a type with a hull covers the hull's hexes about its centre hex, turned to its facing.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Hull</em>' attribute.
	 * @see #setHull(CellGrid)
	 * @see org.banneret.model.BanneretPackage#getUnitType_Hull()
	 * @model dataType="org.banneret.model.CellGrid"
	 * @generated
	 */
	CellGrid getHull();

	/**
	 * Sets the value of the '{@link org.banneret.model.UnitType#getHull <em>Hull</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Hull</em>' attribute.
	 * @see #getHull()
	 * @generated
	 */
	void setHull(CellGrid value);

} // UnitType

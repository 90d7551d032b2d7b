/**
 */
package org.banneret.model;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Counter Mix Entry</b></em>'.
 * <!-- end-user-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.CounterMixEntry#getUnitType <em>Unit Type</em>}</li>
 *   <li>{@link org.banneret.model.CounterMixEntry#getNationality <em>Nationality</em>}</li>
 *   <li>{@link org.banneret.model.CounterMixEntry#getArmour <em>Armour</em>}</li>
 *   <li>{@link org.banneret.model.CounterMixEntry#getCount <em>Count</em>}</li>
 * </ul>
 *
 * @see org.banneret.model.BanneretPackage#getCounterMixEntry()
 * @model
 * @generated
 */
public interface CounterMixEntry extends EObject {
	/**
	 * Returns the value of the '<em><b>Unit Type</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Unit Type</em>' reference.
	 * @see #setUnitType(UnitType)
	 * @see org.banneret.model.BanneretPackage#getCounterMixEntry_UnitType()
	 * @model
	 * @generated
	 */
	UnitType getUnitType();

	/**
	 * Sets the value of the '{@link org.banneret.model.CounterMixEntry#getUnitType <em>Unit Type</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Unit Type</em>' reference.
	 * @see #getUnitType()
	 * @generated
	 */
	void setUnitType(UnitType value);

	/**
	 * Returns the value of the '<em><b>Nationality</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Nationality</em>' reference.
	 * @see #setNationality(Nationality)
	 * @see org.banneret.model.BanneretPackage#getCounterMixEntry_Nationality()
	 * @model
	 * @generated
	 */
	Nationality getNationality();

	/**
	 * Sets the value of the '{@link org.banneret.model.CounterMixEntry#getNationality <em>Nationality</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Nationality</em>' reference.
	 * @see #getNationality()
	 * @generated
	 */
	void setNationality(Nationality value);

	/**
	 * Returns the value of the '<em><b>Armour</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Armour</em>' attribute.
	 * @see #isSetArmour()
	 * @see #unsetArmour()
	 * @see #setArmour(int)
	 * @see org.banneret.model.BanneretPackage#getCounterMixEntry_Armour()
	 * @model unsettable="true"
	 * @generated
	 */
	int getArmour();

	/**
	 * Sets the value of the '{@link org.banneret.model.CounterMixEntry#getArmour <em>Armour</em>}' attribute.
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
	 * Unsets the value of the '{@link org.banneret.model.CounterMixEntry#getArmour <em>Armour</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetArmour()
	 * @see #getArmour()
	 * @see #setArmour(int)
	 * @generated
	 */
	void unsetArmour();

	/**
	 * Returns whether the value of the '{@link org.banneret.model.CounterMixEntry#getArmour <em>Armour</em>}' attribute is set.
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
	 * Returns the value of the '<em><b>Count</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Count</em>' attribute.
	 * @see #setCount(int)
	 * @see org.banneret.model.BanneretPackage#getCounterMixEntry_Count()
	 * @model
	 * @generated
	 */
	int getCount();

	/**
	 * Sets the value of the '{@link org.banneret.model.CounterMixEntry#getCount <em>Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Count</em>' attribute.
	 * @see #getCount()
	 * @generated
	 */
	void setCount(int value);

} // CounterMixEntry

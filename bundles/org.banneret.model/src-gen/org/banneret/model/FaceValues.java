/**
 */
package org.banneret.model;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Face Values</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * The numbers printed on one face of a counter.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.FaceValues#getAttack <em>Attack</em>}</li>
 *   <li>{@link org.banneret.model.FaceValues#getDefence <em>Defence</em>}</li>
 *   <li>{@link org.banneret.model.FaceValues#getMovement <em>Movement</em>}</li>
 *   <li>{@link org.banneret.model.FaceValues#getStrength <em>Strength</em>}</li>
 *   <li>{@link org.banneret.model.FaceValues#getArmour <em>Armour</em>}</li>
 *   <li>{@link org.banneret.model.FaceValues#getValues <em>Values</em>}</li>
 * </ul>
 *
 * @see org.banneret.model.BanneretPackage#getFaceValues()
 * @model
 * @generated
 */
public interface FaceValues extends EObject {
	/**
	 * Returns the value of the '<em><b>Attack</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Attack</em>' attribute.
	 * @see #isSetAttack()
	 * @see #unsetAttack()
	 * @see #setAttack(int)
	 * @see org.banneret.model.BanneretPackage#getFaceValues_Attack()
	 * @model unsettable="true"
	 * @generated
	 */
	int getAttack();

	/**
	 * Sets the value of the '{@link org.banneret.model.FaceValues#getAttack <em>Attack</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Attack</em>' attribute.
	 * @see #isSetAttack()
	 * @see #unsetAttack()
	 * @see #getAttack()
	 * @generated
	 */
	void setAttack(int value);

	/**
	 * Unsets the value of the '{@link org.banneret.model.FaceValues#getAttack <em>Attack</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetAttack()
	 * @see #getAttack()
	 * @see #setAttack(int)
	 * @generated
	 */
	void unsetAttack();

	/**
	 * Returns whether the value of the '{@link org.banneret.model.FaceValues#getAttack <em>Attack</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Attack</em>' attribute is set.
	 * @see #unsetAttack()
	 * @see #getAttack()
	 * @see #setAttack(int)
	 * @generated
	 */
	boolean isSetAttack();

	/**
	 * Returns the value of the '<em><b>Defence</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Defence</em>' attribute.
	 * @see #isSetDefence()
	 * @see #unsetDefence()
	 * @see #setDefence(int)
	 * @see org.banneret.model.BanneretPackage#getFaceValues_Defence()
	 * @model unsettable="true"
	 * @generated
	 */
	int getDefence();

	/**
	 * Sets the value of the '{@link org.banneret.model.FaceValues#getDefence <em>Defence</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Defence</em>' attribute.
	 * @see #isSetDefence()
	 * @see #unsetDefence()
	 * @see #getDefence()
	 * @generated
	 */
	void setDefence(int value);

	/**
	 * Unsets the value of the '{@link org.banneret.model.FaceValues#getDefence <em>Defence</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetDefence()
	 * @see #getDefence()
	 * @see #setDefence(int)
	 * @generated
	 */
	void unsetDefence();

	/**
	 * Returns whether the value of the '{@link org.banneret.model.FaceValues#getDefence <em>Defence</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Defence</em>' attribute is set.
	 * @see #unsetDefence()
	 * @see #getDefence()
	 * @see #setDefence(int)
	 * @generated
	 */
	boolean isSetDefence();

	/**
	 * Returns the value of the '<em><b>Movement</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Movement</em>' attribute.
	 * @see #isSetMovement()
	 * @see #unsetMovement()
	 * @see #setMovement(int)
	 * @see org.banneret.model.BanneretPackage#getFaceValues_Movement()
	 * @model unsettable="true"
	 * @generated
	 */
	int getMovement();

	/**
	 * Sets the value of the '{@link org.banneret.model.FaceValues#getMovement <em>Movement</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Movement</em>' attribute.
	 * @see #isSetMovement()
	 * @see #unsetMovement()
	 * @see #getMovement()
	 * @generated
	 */
	void setMovement(int value);

	/**
	 * Unsets the value of the '{@link org.banneret.model.FaceValues#getMovement <em>Movement</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetMovement()
	 * @see #getMovement()
	 * @see #setMovement(int)
	 * @generated
	 */
	void unsetMovement();

	/**
	 * Returns whether the value of the '{@link org.banneret.model.FaceValues#getMovement <em>Movement</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Movement</em>' attribute is set.
	 * @see #unsetMovement()
	 * @see #getMovement()
	 * @see #setMovement(int)
	 * @generated
	 */
	boolean isSetMovement();

	/**
	 * Returns the value of the '<em><b>Strength</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Strength</em>' attribute.
	 * @see #isSetStrength()
	 * @see #unsetStrength()
	 * @see #setStrength(int)
	 * @see org.banneret.model.BanneretPackage#getFaceValues_Strength()
	 * @model unsettable="true"
	 * @generated
	 */
	int getStrength();

	/**
	 * Sets the value of the '{@link org.banneret.model.FaceValues#getStrength <em>Strength</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Strength</em>' attribute.
	 * @see #isSetStrength()
	 * @see #unsetStrength()
	 * @see #getStrength()
	 * @generated
	 */
	void setStrength(int value);

	/**
	 * Unsets the value of the '{@link org.banneret.model.FaceValues#getStrength <em>Strength</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetStrength()
	 * @see #getStrength()
	 * @see #setStrength(int)
	 * @generated
	 */
	void unsetStrength();

	/**
	 * Returns whether the value of the '{@link org.banneret.model.FaceValues#getStrength <em>Strength</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Strength</em>' attribute is set.
	 * @see #unsetStrength()
	 * @see #getStrength()
	 * @see #setStrength(int)
	 * @generated
	 */
	boolean isSetStrength();

	/**
	 * Returns the value of the '<em><b>Armour</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Armour</em>' attribute.
	 * @see #isSetArmour()
	 * @see #unsetArmour()
	 * @see #setArmour(int)
	 * @see org.banneret.model.BanneretPackage#getFaceValues_Armour()
	 * @model unsettable="true"
	 * @generated
	 */
	int getArmour();

	/**
	 * Sets the value of the '{@link org.banneret.model.FaceValues#getArmour <em>Armour</em>}' attribute.
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
	 * Unsets the value of the '{@link org.banneret.model.FaceValues#getArmour <em>Armour</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetArmour()
	 * @see #getArmour()
	 * @see #setArmour(int)
	 * @generated
	 */
	void unsetArmour();

	/**
	 * Returns whether the value of the '{@link org.banneret.model.FaceValues#getArmour <em>Armour</em>}' attribute is set.
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
	 * Returns the value of the '<em><b>Values</b></em>' containment reference list.
	 * The list contents are of type {@link org.banneret.model.PrintedValue}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Values</em>' containment reference list.
	 * @see org.banneret.model.BanneretPackage#getFaceValues_Values()
	 * @model containment="true"
	 * @generated
	 */
	EList<PrintedValue> getValues();

} // FaceValues

/**
 */
package org.banneret.model;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Movement Cost</b></em>'.
 * <!-- end-user-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.MovementCost#getUnitClass <em>Unit Class</em>}</li>
 *   <li>{@link org.banneret.model.MovementCost#getCost <em>Cost</em>}</li>
 * </ul>
 *
 * @see org.banneret.model.BanneretPackage#getMovementCost()
 * @model
 * @generated
 */
public interface MovementCost extends EObject {
	/**
	 * Returns the value of the '<em><b>Unit Class</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Unit Class</em>' reference.
	 * @see #setUnitClass(UnitClass)
	 * @see org.banneret.model.BanneretPackage#getMovementCost_UnitClass()
	 * @model
	 * @generated
	 */
	UnitClass getUnitClass();

	/**
	 * Sets the value of the '{@link org.banneret.model.MovementCost#getUnitClass <em>Unit Class</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Unit Class</em>' reference.
	 * @see #getUnitClass()
	 * @generated
	 */
	void setUnitClass(UnitClass value);

	/**
	 * Returns the value of the '<em><b>Cost</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Cost</em>' attribute.
	 * @see #setCost(int)
	 * @see org.banneret.model.BanneretPackage#getMovementCost_Cost()
	 * @model
	 * @generated
	 */
	int getCost();

	/**
	 * Sets the value of the '{@link org.banneret.model.MovementCost#getCost <em>Cost</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Cost</em>' attribute.
	 * @see #getCost()
	 * @generated
	 */
	void setCost(int value);

} // MovementCost

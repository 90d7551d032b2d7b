/**
 */
package org.banneret.model;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Reinforcement Placement</b></em>'.
 * <!-- end-user-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.ReinforcementPlacement#getTurn <em>Turn</em>}</li>
 *   <li>{@link org.banneret.model.ReinforcementPlacement#getEntryHexes <em>Entry Hexes</em>}</li>
 *   <li>{@link org.banneret.model.ReinforcementPlacement#getPerTurnLimit <em>Per Turn Limit</em>}</li>
 * </ul>
 *
 * @see org.banneret.model.BanneretPackage#getReinforcementPlacement()
 * @model
 * @generated
 */
public interface ReinforcementPlacement extends Placement {
	/**
	 * Returns the value of the '<em><b>Turn</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Turn</em>' attribute.
	 * @see #isSetTurn()
	 * @see #unsetTurn()
	 * @see #setTurn(int)
	 * @see org.banneret.model.BanneretPackage#getReinforcementPlacement_Turn()
	 * @model unsettable="true"
	 * @generated
	 */
	int getTurn();

	/**
	 * Sets the value of the '{@link org.banneret.model.ReinforcementPlacement#getTurn <em>Turn</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Turn</em>' attribute.
	 * @see #isSetTurn()
	 * @see #unsetTurn()
	 * @see #getTurn()
	 * @generated
	 */
	void setTurn(int value);

	/**
	 * Unsets the value of the '{@link org.banneret.model.ReinforcementPlacement#getTurn <em>Turn</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetTurn()
	 * @see #getTurn()
	 * @see #setTurn(int)
	 * @generated
	 */
	void unsetTurn();

	/**
	 * Returns whether the value of the '{@link org.banneret.model.ReinforcementPlacement#getTurn <em>Turn</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Turn</em>' attribute is set.
	 * @see #unsetTurn()
	 * @see #getTurn()
	 * @see #setTurn(int)
	 * @generated
	 */
	boolean isSetTurn();

	/**
	 * Returns the value of the '<em><b>Entry Hexes</b></em>' attribute list.
	 * The list contents are of type {@link java.lang.String}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Entry Hexes</em>' attribute list.
	 * @see org.banneret.model.BanneretPackage#getReinforcementPlacement_EntryHexes()
	 * @model dataType="org.banneret.model.HexLabel"
	 * @generated
	 */
	EList<String> getEntryHexes();

	/**
	 * Returns the value of the '<em><b>Per Turn Limit</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Per Turn Limit</em>' attribute.
	 * @see #isSetPerTurnLimit()
	 * @see #unsetPerTurnLimit()
	 * @see #setPerTurnLimit(int)
	 * @see org.banneret.model.BanneretPackage#getReinforcementPlacement_PerTurnLimit()
	 * @model unsettable="true"
	 * @generated
	 */
	int getPerTurnLimit();

	/**
	 * Sets the value of the '{@link org.banneret.model.ReinforcementPlacement#getPerTurnLimit <em>Per Turn Limit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Per Turn Limit</em>' attribute.
	 * @see #isSetPerTurnLimit()
	 * @see #unsetPerTurnLimit()
	 * @see #getPerTurnLimit()
	 * @generated
	 */
	void setPerTurnLimit(int value);

	/**
	 * Unsets the value of the '{@link org.banneret.model.ReinforcementPlacement#getPerTurnLimit <em>Per Turn Limit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetPerTurnLimit()
	 * @see #getPerTurnLimit()
	 * @see #setPerTurnLimit(int)
	 * @generated
	 */
	void unsetPerTurnLimit();

	/**
	 * Returns whether the value of the '{@link org.banneret.model.ReinforcementPlacement#getPerTurnLimit <em>Per Turn Limit</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Per Turn Limit</em>' attribute is set.
	 * @see #unsetPerTurnLimit()
	 * @see #getPerTurnLimit()
	 * @see #setPerTurnLimit(int)
	 * @generated
	 */
	boolean isSetPerTurnLimit();

} // ReinforcementPlacement

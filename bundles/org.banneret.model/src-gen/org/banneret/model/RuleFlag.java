/**
 */
package org.banneret.model;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Rule Flag</b></em>'.
 * <!-- end-user-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.RuleFlag#getKey <em>Key</em>}</li>
 *   <li>{@link org.banneret.model.RuleFlag#getValue <em>Value</em>}</li>
 *   <li>{@link org.banneret.model.RuleFlag#getFromTurn <em>From Turn</em>}</li>
 *   <li>{@link org.banneret.model.RuleFlag#getToTurn <em>To Turn</em>}</li>
 *   <li>{@link org.banneret.model.RuleFlag#getTargets <em>Targets</em>}</li>
 * </ul>
 *
 * @see org.banneret.model.BanneretPackage#getRuleFlag()
 * @model
 * @generated
 */
public interface RuleFlag extends EObject {
	/**
	 * Returns the value of the '<em><b>Key</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Key</em>' attribute.
	 * @see #setKey(String)
	 * @see org.banneret.model.BanneretPackage#getRuleFlag_Key()
	 * @model
	 * @generated
	 */
	String getKey();

	/**
	 * Sets the value of the '{@link org.banneret.model.RuleFlag#getKey <em>Key</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Key</em>' attribute.
	 * @see #getKey()
	 * @generated
	 */
	void setKey(String value);

	/**
	 * Returns the value of the '<em><b>Value</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Value</em>' attribute.
	 * @see #setValue(String)
	 * @see org.banneret.model.BanneretPackage#getRuleFlag_Value()
	 * @model
	 * @generated
	 */
	String getValue();

	/**
	 * Sets the value of the '{@link org.banneret.model.RuleFlag#getValue <em>Value</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Value</em>' attribute.
	 * @see #getValue()
	 * @generated
	 */
	void setValue(String value);

	/**
	 * Returns the value of the '<em><b>From Turn</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>From Turn</em>' attribute.
	 * @see #isSetFromTurn()
	 * @see #unsetFromTurn()
	 * @see #setFromTurn(int)
	 * @see org.banneret.model.BanneretPackage#getRuleFlag_FromTurn()
	 * @model unsettable="true"
	 * @generated
	 */
	int getFromTurn();

	/**
	 * Sets the value of the '{@link org.banneret.model.RuleFlag#getFromTurn <em>From Turn</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>From Turn</em>' attribute.
	 * @see #isSetFromTurn()
	 * @see #unsetFromTurn()
	 * @see #getFromTurn()
	 * @generated
	 */
	void setFromTurn(int value);

	/**
	 * Unsets the value of the '{@link org.banneret.model.RuleFlag#getFromTurn <em>From Turn</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetFromTurn()
	 * @see #getFromTurn()
	 * @see #setFromTurn(int)
	 * @generated
	 */
	void unsetFromTurn();

	/**
	 * Returns whether the value of the '{@link org.banneret.model.RuleFlag#getFromTurn <em>From Turn</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>From Turn</em>' attribute is set.
	 * @see #unsetFromTurn()
	 * @see #getFromTurn()
	 * @see #setFromTurn(int)
	 * @generated
	 */
	boolean isSetFromTurn();

	/**
	 * Returns the value of the '<em><b>To Turn</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>To Turn</em>' attribute.
	 * @see #isSetToTurn()
	 * @see #unsetToTurn()
	 * @see #setToTurn(int)
	 * @see org.banneret.model.BanneretPackage#getRuleFlag_ToTurn()
	 * @model unsettable="true"
	 * @generated
	 */
	int getToTurn();

	/**
	 * Sets the value of the '{@link org.banneret.model.RuleFlag#getToTurn <em>To Turn</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>To Turn</em>' attribute.
	 * @see #isSetToTurn()
	 * @see #unsetToTurn()
	 * @see #getToTurn()
	 * @generated
	 */
	void setToTurn(int value);

	/**
	 * Unsets the value of the '{@link org.banneret.model.RuleFlag#getToTurn <em>To Turn</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetToTurn()
	 * @see #getToTurn()
	 * @see #setToTurn(int)
	 * @generated
	 */
	void unsetToTurn();

	/**
	 * Returns whether the value of the '{@link org.banneret.model.RuleFlag#getToTurn <em>To Turn</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>To Turn</em>' attribute is set.
	 * @see #unsetToTurn()
	 * @see #getToTurn()
	 * @see #setToTurn(int)
	 * @generated
	 */
	boolean isSetToTurn();

	/**
	 * Returns the value of the '<em><b>Targets</b></em>' reference list.
	 * The list contents are of type {@link org.eclipse.emf.ecore.EObject}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Targets</em>' reference list.
	 * @see org.banneret.model.BanneretPackage#getRuleFlag_Targets()
	 * @model
	 * @generated
	 */
	EList<EObject> getTargets();

} // RuleFlag

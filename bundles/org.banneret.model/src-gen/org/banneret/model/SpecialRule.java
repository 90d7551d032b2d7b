/**
 */
package org.banneret.model;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Special Rule</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A scenario rule: its text for players, and flags the rules engine can read.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.SpecialRule#getText <em>Text</em>}</li>
 *   <li>{@link org.banneret.model.SpecialRule#getFlags <em>Flags</em>}</li>
 * </ul>
 *
 * @see org.banneret.model.BanneretPackage#getSpecialRule()
 * @model
 * @generated
 */
public interface SpecialRule extends NamedElement {
	/**
	 * Returns the value of the '<em><b>Text</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Text</em>' attribute.
	 * @see #setText(String)
	 * @see org.banneret.model.BanneretPackage#getSpecialRule_Text()
	 * @model
	 * @generated
	 */
	String getText();

	/**
	 * Sets the value of the '{@link org.banneret.model.SpecialRule#getText <em>Text</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Text</em>' attribute.
	 * @see #getText()
	 * @generated
	 */
	void setText(String value);

	/**
	 * Returns the value of the '<em><b>Flags</b></em>' containment reference list.
	 * The list contents are of type {@link org.banneret.model.RuleFlag}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Flags</em>' containment reference list.
	 * @see org.banneret.model.BanneretPackage#getSpecialRule_Flags()
	 * @model containment="true"
	 * @generated
	 */
	EList<RuleFlag> getFlags();

} // SpecialRule

/**
 */
package org.banneret.model;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Formation</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A command, contingent or squadron group that is not itself a counter.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.Formation#getCommander <em>Commander</em>}</li>
 * </ul>
 *
 * @see org.banneret.model.BanneretPackage#getFormation()
 * @model
 * @generated
 */
public interface Formation extends ForceElement {
	/**
	 * Returns the value of the '<em><b>Commander</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Commander</em>' reference.
	 * @see #setCommander(Unit)
	 * @see org.banneret.model.BanneretPackage#getFormation_Commander()
	 * @model
	 * @generated
	 */
	Unit getCommander();

	/**
	 * Sets the value of the '{@link org.banneret.model.Formation#getCommander <em>Commander</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Commander</em>' reference.
	 * @see #getCommander()
	 * @generated
	 */
	void setCommander(Unit value);

} // Formation

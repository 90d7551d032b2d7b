/**
 */
package org.banneret.model;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Citable</b></em>'.
 * <!-- end-user-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.Citable#getCitation <em>Citation</em>}</li>
 * </ul>
 *
 * @see org.banneret.model.BanneretPackage#getCitable()
 * @model interface="true" abstract="true"
 * @generated
 */
public interface Citable extends EObject {
	/**
	 * Returns the value of the '<em><b>Citation</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The rulebook section this element comes from, e.g. "Bannockburn [4.5.1]".
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Citation</em>' attribute.
	 * @see #setCitation(String)
	 * @see org.banneret.model.BanneretPackage#getCitable_Citation()
	 * @model
	 * @generated
	 */
	String getCitation();

	/**
	 * Sets the value of the '{@link org.banneret.model.Citable#getCitation <em>Citation</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Citation</em>' attribute.
	 * @see #getCitation()
	 * @generated
	 */
	void setCitation(String value);

} // Citable

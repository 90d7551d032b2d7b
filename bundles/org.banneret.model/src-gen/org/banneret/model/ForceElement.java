/**
 */
package org.banneret.model;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Force Element</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A node of the order of battle: units listed under it are assigned to it.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.ForceElement#getElements <em>Elements</em>}</li>
 * </ul>
 *
 * @see org.banneret.model.BanneretPackage#getForceElement()
 * @model abstract="true"
 * @generated
 */
public interface ForceElement extends NamedElement {
	/**
	 * Returns the value of the '<em><b>Elements</b></em>' containment reference list.
	 * The list contents are of type {@link org.banneret.model.ForceElement}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Elements</em>' containment reference list.
	 * @see org.banneret.model.BanneretPackage#getForceElement_Elements()
	 * @model containment="true"
	 * @generated
	 */
	EList<ForceElement> getElements();

} // ForceElement

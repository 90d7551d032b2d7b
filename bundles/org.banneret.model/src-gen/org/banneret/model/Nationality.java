/**
 */
package org.banneret.model;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Nationality</b></em>'.
 * <!-- end-user-doc -->
 *
 *
 * @see org.banneret.model.BanneretPackage#getNationality()
 * @model
 * @generated
 */
public interface Nationality extends NamedElement {
} // Nationality

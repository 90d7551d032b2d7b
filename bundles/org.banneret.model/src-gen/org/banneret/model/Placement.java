/**
 */
package org.banneret.model;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Placement</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * Where a unit starts the scenario.
 * <!-- end-model-doc -->
 *
 *
 * @see org.banneret.model.BanneretPackage#getPlacement()
 * @model abstract="true"
 * @generated
 */
public interface Placement extends EObject {
} // Placement

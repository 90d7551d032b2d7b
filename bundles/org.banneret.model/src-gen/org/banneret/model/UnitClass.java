/**
 */
package org.banneret.model;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Unit Class</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A broad kind of counter (infantry, cavalry, leader, banner, archers, ship, engine) that costs, prohibitions and stacking refer to.
 * <!-- end-model-doc -->
 *
 *
 * @see org.banneret.model.BanneretPackage#getUnitClass()
 * @model
 * @generated
 */
public interface UnitClass extends NamedElement {
} // UnitClass

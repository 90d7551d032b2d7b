/**
 */
package org.banneret.model;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Level Slot</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A position within a hex at its own height (ground, up a tree, on an engine, in a hoarding, on deck); stacking applies per slot.
 * <!-- end-model-doc -->
 *
 *
 * @see org.banneret.model.BanneretPackage#getLevelSlot()
 * @model
 * @generated
 */
public interface LevelSlot extends NamedElement {
} // LevelSlot

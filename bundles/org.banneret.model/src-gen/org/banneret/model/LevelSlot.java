/**
 */
package org.banneret.model;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Level Slot</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A position within a hex at its own height (ground, up a tree, on an engine, in a hoarding, on deck); stacking applies per slot.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.LevelSlot#getOpenTo <em>Open To</em>}</li>
 *   <li>{@link org.banneret.model.LevelSlot#getClosedTo <em>Closed To</em>}</li>
 * </ul>
 *
 * @see org.banneret.model.BanneretPackage#getLevelSlot()
 * @model
 * @generated
 */
public interface LevelSlot extends NamedElement {
	/**
	 * Returns the value of the '<em><b>Open To</b></em>' reference list.
	 * The list contents are of type {@link org.banneret.model.UnitClass}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The only classes whose counters may stand in this slot; empty means every class not closed to it.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Open To</em>' reference list.
	 * @see org.banneret.model.BanneretPackage#getLevelSlot_OpenTo()
	 * @model
	 * @generated
	 */
	EList<UnitClass> getOpenTo();

	/**
	 * Returns the value of the '<em><b>Closed To</b></em>' reference list.
	 * The list contents are of type {@link org.banneret.model.UnitClass}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Classes whose counters may not stand in this slot (mounted characters on a wall walk).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Closed To</em>' reference list.
	 * @see org.banneret.model.BanneretPackage#getLevelSlot_ClosedTo()
	 * @model
	 * @generated
	 */
	EList<UnitClass> getClosedTo();

} // LevelSlot

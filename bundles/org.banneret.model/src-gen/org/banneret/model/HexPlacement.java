/**
 */
package org.banneret.model;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Hex Placement</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * Exact hex, or two hexes for a double footprint (head hex first).
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.HexPlacement#getHexes <em>Hexes</em>}</li>
 *   <li>{@link org.banneret.model.HexPlacement#getFacing <em>Facing</em>}</li>
 *   <li>{@link org.banneret.model.HexPlacement#getSlot <em>Slot</em>}</li>
 * </ul>
 *
 * @see org.banneret.model.BanneretPackage#getHexPlacement()
 * @model
 * @generated
 */
public interface HexPlacement extends Placement {
	/**
	 * Returns the value of the '<em><b>Hexes</b></em>' attribute list.
	 * The list contents are of type {@link java.lang.String}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Hexes</em>' attribute list.
	 * @see org.banneret.model.BanneretPackage#getHexPlacement_Hexes()
	 * @model unique="false" dataType="org.banneret.model.HexLabel" required="true"
	 * @generated
	 */
	EList<String> getHexes();

	/**
	 * Returns the value of the '<em><b>Facing</b></em>' attribute.
	 * The literals are from the enumeration {@link org.banneret.model.Compass}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Facing</em>' attribute.
	 * @see org.banneret.model.Compass
	 * @see #isSetFacing()
	 * @see #unsetFacing()
	 * @see #setFacing(Compass)
	 * @see org.banneret.model.BanneretPackage#getHexPlacement_Facing()
	 * @model unsettable="true"
	 * @generated
	 */
	Compass getFacing();

	/**
	 * Sets the value of the '{@link org.banneret.model.HexPlacement#getFacing <em>Facing</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Facing</em>' attribute.
	 * @see org.banneret.model.Compass
	 * @see #isSetFacing()
	 * @see #unsetFacing()
	 * @see #getFacing()
	 * @generated
	 */
	void setFacing(Compass value);

	/**
	 * Unsets the value of the '{@link org.banneret.model.HexPlacement#getFacing <em>Facing</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetFacing()
	 * @see #getFacing()
	 * @see #setFacing(Compass)
	 * @generated
	 */
	void unsetFacing();

	/**
	 * Returns whether the value of the '{@link org.banneret.model.HexPlacement#getFacing <em>Facing</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Facing</em>' attribute is set.
	 * @see #unsetFacing()
	 * @see #getFacing()
	 * @see #setFacing(Compass)
	 * @generated
	 */
	boolean isSetFacing();

	/**
	 * Returns the value of the '<em><b>Slot</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Slot</em>' reference.
	 * @see #setSlot(LevelSlot)
	 * @see org.banneret.model.BanneretPackage#getHexPlacement_Slot()
	 * @model
	 * @generated
	 */
	LevelSlot getSlot();

	/**
	 * Sets the value of the '{@link org.banneret.model.HexPlacement#getSlot <em>Slot</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Slot</em>' reference.
	 * @see #getSlot()
	 * @generated
	 */
	void setSlot(LevelSlot value);

} // HexPlacement

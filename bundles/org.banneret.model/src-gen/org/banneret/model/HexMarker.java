/**
 */
package org.banneret.model;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Hex Marker</b></em>'.
 * <!-- end-user-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.HexMarker#getHex <em>Hex</em>}</li>
 *   <li>{@link org.banneret.model.HexMarker#getType <em>Type</em>}</li>
 *   <li>{@link org.banneret.model.HexMarker#getValue <em>Value</em>}</li>
 *   <li>{@link org.banneret.model.HexMarker#getFacing <em>Facing</em>}</li>
 * </ul>
 *
 * @see org.banneret.model.BanneretPackage#getHexMarker()
 * @model
 * @generated
 */
public interface HexMarker extends EObject {
	/**
	 * Returns the value of the '<em><b>Hex</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Hex</em>' attribute.
	 * @see #setHex(String)
	 * @see org.banneret.model.BanneretPackage#getHexMarker_Hex()
	 * @model dataType="org.banneret.model.HexLabel"
	 * @generated
	 */
	String getHex();

	/**
	 * Sets the value of the '{@link org.banneret.model.HexMarker#getHex <em>Hex</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Hex</em>' attribute.
	 * @see #getHex()
	 * @generated
	 */
	void setHex(String value);

	/**
	 * Returns the value of the '<em><b>Type</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Type</em>' reference.
	 * @see #setType(MarkerType)
	 * @see org.banneret.model.BanneretPackage#getHexMarker_Type()
	 * @model
	 * @generated
	 */
	MarkerType getType();

	/**
	 * Sets the value of the '{@link org.banneret.model.HexMarker#getType <em>Type</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Type</em>' reference.
	 * @see #getType()
	 * @generated
	 */
	void setType(MarkerType value);

	/**
	 * Returns the value of the '<em><b>Value</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Value</em>' attribute.
	 * @see #isSetValue()
	 * @see #unsetValue()
	 * @see #setValue(int)
	 * @see org.banneret.model.BanneretPackage#getHexMarker_Value()
	 * @model unsettable="true"
	 * @generated
	 */
	int getValue();

	/**
	 * Sets the value of the '{@link org.banneret.model.HexMarker#getValue <em>Value</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Value</em>' attribute.
	 * @see #isSetValue()
	 * @see #unsetValue()
	 * @see #getValue()
	 * @generated
	 */
	void setValue(int value);

	/**
	 * Unsets the value of the '{@link org.banneret.model.HexMarker#getValue <em>Value</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetValue()
	 * @see #getValue()
	 * @see #setValue(int)
	 * @generated
	 */
	void unsetValue();

	/**
	 * Returns whether the value of the '{@link org.banneret.model.HexMarker#getValue <em>Value</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Value</em>' attribute is set.
	 * @see #unsetValue()
	 * @see #getValue()
	 * @see #setValue(int)
	 * @generated
	 */
	boolean isSetValue();

	/**
	 * Returns the value of the '<em><b>Facing</b></em>' attribute.
	 * The literals are from the enumeration {@link org.banneret.model.Compass}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The way the marker points, where it has a front (stakes).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Facing</em>' attribute.
	 * @see org.banneret.model.Compass
	 * @see #isSetFacing()
	 * @see #unsetFacing()
	 * @see #setFacing(Compass)
	 * @see org.banneret.model.BanneretPackage#getHexMarker_Facing()
	 * @model unsettable="true"
	 * @generated
	 */
	Compass getFacing();

	/**
	 * Sets the value of the '{@link org.banneret.model.HexMarker#getFacing <em>Facing</em>}' attribute.
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
	 * Unsets the value of the '{@link org.banneret.model.HexMarker#getFacing <em>Facing</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetFacing()
	 * @see #getFacing()
	 * @see #setFacing(Compass)
	 * @generated
	 */
	void unsetFacing();

	/**
	 * Returns whether the value of the '{@link org.banneret.model.HexMarker#getFacing <em>Facing</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Facing</em>' attribute is set.
	 * @see #unsetFacing()
	 * @see #getFacing()
	 * @see #setFacing(Compass)
	 * @generated
	 */
	boolean isSetFacing();

} // HexMarker

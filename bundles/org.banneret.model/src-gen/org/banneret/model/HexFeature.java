/**
 */
package org.banneret.model;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Hex Feature</b></em>'.
 * <!-- end-user-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.HexFeature#getHex <em>Hex</em>}</li>
 *   <li>{@link org.banneret.model.HexFeature#getType <em>Type</em>}</li>
 *   <li>{@link org.banneret.model.HexFeature#getFacing <em>Facing</em>}</li>
 *   <li>{@link org.banneret.model.HexFeature#getHiddenFrom <em>Hidden From</em>}</li>
 * </ul>
 *
 * @see org.banneret.model.BanneretPackage#getHexFeature()
 * @model
 * @generated
 */
public interface HexFeature extends EObject {
	/**
	 * Returns the value of the '<em><b>Hex</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Hex</em>' attribute.
	 * @see #setHex(String)
	 * @see org.banneret.model.BanneretPackage#getHexFeature_Hex()
	 * @model dataType="org.banneret.model.HexLabel"
	 * @generated
	 */
	String getHex();

	/**
	 * Sets the value of the '{@link org.banneret.model.HexFeature#getHex <em>Hex</em>}' attribute.
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
	 * @see #setType(FeatureType)
	 * @see org.banneret.model.BanneretPackage#getHexFeature_Type()
	 * @model
	 * @generated
	 */
	FeatureType getType();

	/**
	 * Sets the value of the '{@link org.banneret.model.HexFeature#getType <em>Type</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Type</em>' reference.
	 * @see #getType()
	 * @generated
	 */
	void setType(FeatureType value);

	/**
	 * Returns the value of the '<em><b>Facing</b></em>' attribute.
	 * The literals are from the enumeration {@link org.banneret.model.Compass}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The way the feature points, where it has a front (stakes).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Facing</em>' attribute.
	 * @see org.banneret.model.Compass
	 * @see #isSetFacing()
	 * @see #unsetFacing()
	 * @see #setFacing(Compass)
	 * @see org.banneret.model.BanneretPackage#getHexFeature_Facing()
	 * @model unsettable="true"
	 * @generated
	 */
	Compass getFacing();

	/**
	 * Sets the value of the '{@link org.banneret.model.HexFeature#getFacing <em>Facing</em>}' attribute.
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
	 * Unsets the value of the '{@link org.banneret.model.HexFeature#getFacing <em>Facing</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetFacing()
	 * @see #getFacing()
	 * @see #setFacing(Compass)
	 * @generated
	 */
	void unsetFacing();

	/**
	 * Returns whether the value of the '{@link org.banneret.model.HexFeature#getFacing <em>Facing</em>}' attribute is set.
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
	 * Returns the value of the '<em><b>Hidden From</b></em>' reference list.
	 * The list contents are of type {@link org.banneret.model.Nationality}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Nationalities that must not see this feature on their printed setup (wolf pits).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Hidden From</em>' reference list.
	 * @see org.banneret.model.BanneretPackage#getHexFeature_HiddenFrom()
	 * @model
	 * @generated
	 */
	EList<Nationality> getHiddenFrom();

} // HexFeature

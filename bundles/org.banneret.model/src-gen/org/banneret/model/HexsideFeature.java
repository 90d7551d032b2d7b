/**
 */
package org.banneret.model;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Hexside Feature</b></em>'.
 * <!-- end-user-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.HexsideFeature#getHex <em>Hex</em>}</li>
 *   <li>{@link org.banneret.model.HexsideFeature#getSide <em>Side</em>}</li>
 *   <li>{@link org.banneret.model.HexsideFeature#getType <em>Type</em>}</li>
 * </ul>
 *
 * @see org.banneret.model.BanneretPackage#getHexsideFeature()
 * @model
 * @generated
 */
public interface HexsideFeature extends EObject {
	/**
	 * Returns the value of the '<em><b>Hex</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Hex</em>' attribute.
	 * @see #setHex(String)
	 * @see org.banneret.model.BanneretPackage#getHexsideFeature_Hex()
	 * @model dataType="org.banneret.model.HexLabel"
	 * @generated
	 */
	String getHex();

	/**
	 * Sets the value of the '{@link org.banneret.model.HexsideFeature#getHex <em>Hex</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Hex</em>' attribute.
	 * @see #getHex()
	 * @generated
	 */
	void setHex(String value);

	/**
	 * Returns the value of the '<em><b>Side</b></em>' attribute.
	 * The literals are from the enumeration {@link org.banneret.model.Compass}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Side</em>' attribute.
	 * @see org.banneret.model.Compass
	 * @see #setSide(Compass)
	 * @see org.banneret.model.BanneretPackage#getHexsideFeature_Side()
	 * @model
	 * @generated
	 */
	Compass getSide();

	/**
	 * Sets the value of the '{@link org.banneret.model.HexsideFeature#getSide <em>Side</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Side</em>' attribute.
	 * @see org.banneret.model.Compass
	 * @see #getSide()
	 * @generated
	 */
	void setSide(Compass value);

	/**
	 * Returns the value of the '<em><b>Type</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Type</em>' reference.
	 * @see #setType(HexsideFeatureType)
	 * @see org.banneret.model.BanneretPackage#getHexsideFeature_Type()
	 * @model
	 * @generated
	 */
	HexsideFeatureType getType();

	/**
	 * Sets the value of the '{@link org.banneret.model.HexsideFeature#getType <em>Type</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Type</em>' reference.
	 * @see #getType()
	 * @generated
	 */
	void setType(HexsideFeatureType value);

} // HexsideFeature

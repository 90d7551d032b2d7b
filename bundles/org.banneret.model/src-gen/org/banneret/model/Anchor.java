/**
 */
package org.banneret.model;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Anchor</b></em>'.
 * <!-- end-user-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.Anchor#getHex <em>Hex</em>}</li>
 *   <li>{@link org.banneret.model.Anchor#getRadius <em>Radius</em>}</li>
 * </ul>
 *
 * @see org.banneret.model.BanneretPackage#getAnchor()
 * @model
 * @generated
 */
public interface Anchor extends EObject {
	/**
	 * Returns the value of the '<em><b>Hex</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Hex</em>' attribute.
	 * @see #setHex(String)
	 * @see org.banneret.model.BanneretPackage#getAnchor_Hex()
	 * @model dataType="org.banneret.model.HexLabel"
	 * @generated
	 */
	String getHex();

	/**
	 * Sets the value of the '{@link org.banneret.model.Anchor#getHex <em>Hex</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Hex</em>' attribute.
	 * @see #getHex()
	 * @generated
	 */
	void setHex(String value);

	/**
	 * Returns the value of the '<em><b>Radius</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Radius</em>' attribute.
	 * @see #setRadius(int)
	 * @see org.banneret.model.BanneretPackage#getAnchor_Radius()
	 * @model
	 * @generated
	 */
	int getRadius();

	/**
	 * Sets the value of the '{@link org.banneret.model.Anchor#getRadius <em>Radius</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Radius</em>' attribute.
	 * @see #getRadius()
	 * @generated
	 */
	void setRadius(int value);

} // Anchor

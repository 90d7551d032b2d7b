/**
 */
package org.banneret.model;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Map Path</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A road, river or trail through hex centres, in order.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.MapPath#getType <em>Type</em>}</li>
 *   <li>{@link org.banneret.model.MapPath#getHexes <em>Hexes</em>}</li>
 * </ul>
 *
 * @see org.banneret.model.BanneretPackage#getMapPath()
 * @model
 * @generated
 */
public interface MapPath extends NamedElement {
	/**
	 * Returns the value of the '<em><b>Type</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Type</em>' reference.
	 * @see #setType(FeatureType)
	 * @see org.banneret.model.BanneretPackage#getMapPath_Type()
	 * @model
	 * @generated
	 */
	FeatureType getType();

	/**
	 * Sets the value of the '{@link org.banneret.model.MapPath#getType <em>Type</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Type</em>' reference.
	 * @see #getType()
	 * @generated
	 */
	void setType(FeatureType value);

	/**
	 * Returns the value of the '<em><b>Hexes</b></em>' attribute list.
	 * The list contents are of type {@link java.lang.String}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Hexes</em>' attribute list.
	 * @see org.banneret.model.BanneretPackage#getMapPath_Hexes()
	 * @model unique="false" dataType="org.banneret.model.HexLabel"
	 * @generated
	 */
	EList<String> getHexes();

} // MapPath

/**
 */
package org.banneret.model;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Variant Setting</b></em>'.
 * <!-- end-user-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.VariantSetting#getVariant <em>Variant</em>}</li>
 *   <li>{@link org.banneret.model.VariantSetting#getValue <em>Value</em>}</li>
 * </ul>
 *
 * @see org.banneret.model.BanneretPackage#getVariantSetting()
 * @model
 * @generated
 */
public interface VariantSetting extends EObject {
	/**
	 * Returns the value of the '<em><b>Variant</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Variant</em>' reference.
	 * @see #setVariant(VariantDefinition)
	 * @see org.banneret.model.BanneretPackage#getVariantSetting_Variant()
	 * @model
	 * @generated
	 */
	VariantDefinition getVariant();

	/**
	 * Sets the value of the '{@link org.banneret.model.VariantSetting#getVariant <em>Variant</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Variant</em>' reference.
	 * @see #getVariant()
	 * @generated
	 */
	void setVariant(VariantDefinition value);

	/**
	 * Returns the value of the '<em><b>Value</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Value</em>' attribute.
	 * @see #setValue(String)
	 * @see org.banneret.model.BanneretPackage#getVariantSetting_Value()
	 * @model
	 * @generated
	 */
	String getValue();

	/**
	 * Sets the value of the '{@link org.banneret.model.VariantSetting#getValue <em>Value</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Value</em>' attribute.
	 * @see #getValue()
	 * @generated
	 */
	void setValue(String value);

} // VariantSetting

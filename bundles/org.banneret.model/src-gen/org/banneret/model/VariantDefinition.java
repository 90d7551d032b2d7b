/**
 */
package org.banneret.model;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Variant Definition</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A switch between versions of a rule on which the rulebooks disagree.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.VariantDefinition#getAllowedValues <em>Allowed Values</em>}</li>
 *   <li>{@link org.banneret.model.VariantDefinition#getDefaultValue <em>Default Value</em>}</li>
 * </ul>
 *
 * @see org.banneret.model.BanneretPackage#getVariantDefinition()
 * @model
 * @generated
 */
public interface VariantDefinition extends NamedElement, Citable {
	/**
	 * Returns the value of the '<em><b>Allowed Values</b></em>' attribute list.
	 * The list contents are of type {@link java.lang.String}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Allowed Values</em>' attribute list.
	 * @see org.banneret.model.BanneretPackage#getVariantDefinition_AllowedValues()
	 * @model
	 * @generated
	 */
	EList<String> getAllowedValues();

	/**
	 * Returns the value of the '<em><b>Default Value</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Default Value</em>' attribute.
	 * @see #setDefaultValue(String)
	 * @see org.banneret.model.BanneretPackage#getVariantDefinition_DefaultValue()
	 * @model
	 * @generated
	 */
	String getDefaultValue();

	/**
	 * Sets the value of the '{@link org.banneret.model.VariantDefinition#getDefaultValue <em>Default Value</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Default Value</em>' attribute.
	 * @see #getDefaultValue()
	 * @generated
	 */
	void setDefaultValue(String value);

} // VariantDefinition

/**
 */
package org.banneret.model;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Marker Type</b></em>'.
 * <!-- end-user-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.MarkerType#getReplaces <em>Replaces</em>}</li>
 *   <li>{@link org.banneret.model.MarkerType#getMinimum <em>Minimum</em>}</li>
 *   <li>{@link org.banneret.model.MarkerType#getMaximum <em>Maximum</em>}</li>
 *   <li>{@link org.banneret.model.MarkerType#getAppliesTo <em>Applies To</em>}</li>
 * </ul>
 *
 * @see org.banneret.model.BanneretPackage#getMarkerType()
 * @model
 * @generated
 */
public interface MarkerType extends NamedElement, Citable {
	/**
	 * Returns the value of the '<em><b>Replaces</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The printed value (strength, movement, or a value key such as charge) whose number the marker's value replaces.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Replaces</em>' attribute.
	 * @see #setReplaces(String)
	 * @see org.banneret.model.BanneretPackage#getMarkerType_Replaces()
	 * @model
	 * @generated
	 */
	String getReplaces();

	/**
	 * Sets the value of the '{@link org.banneret.model.MarkerType#getReplaces <em>Replaces</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Replaces</em>' attribute.
	 * @see #getReplaces()
	 * @generated
	 */
	void setReplaces(String value);

	/**
	 * Returns the value of the '<em><b>Minimum</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Minimum</em>' attribute.
	 * @see #isSetMinimum()
	 * @see #unsetMinimum()
	 * @see #setMinimum(int)
	 * @see org.banneret.model.BanneretPackage#getMarkerType_Minimum()
	 * @model unsettable="true"
	 * @generated
	 */
	int getMinimum();

	/**
	 * Sets the value of the '{@link org.banneret.model.MarkerType#getMinimum <em>Minimum</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Minimum</em>' attribute.
	 * @see #isSetMinimum()
	 * @see #unsetMinimum()
	 * @see #getMinimum()
	 * @generated
	 */
	void setMinimum(int value);

	/**
	 * Unsets the value of the '{@link org.banneret.model.MarkerType#getMinimum <em>Minimum</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetMinimum()
	 * @see #getMinimum()
	 * @see #setMinimum(int)
	 * @generated
	 */
	void unsetMinimum();

	/**
	 * Returns whether the value of the '{@link org.banneret.model.MarkerType#getMinimum <em>Minimum</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Minimum</em>' attribute is set.
	 * @see #unsetMinimum()
	 * @see #getMinimum()
	 * @see #setMinimum(int)
	 * @generated
	 */
	boolean isSetMinimum();

	/**
	 * Returns the value of the '<em><b>Maximum</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Maximum</em>' attribute.
	 * @see #isSetMaximum()
	 * @see #unsetMaximum()
	 * @see #setMaximum(int)
	 * @see org.banneret.model.BanneretPackage#getMarkerType_Maximum()
	 * @model unsettable="true"
	 * @generated
	 */
	int getMaximum();

	/**
	 * Sets the value of the '{@link org.banneret.model.MarkerType#getMaximum <em>Maximum</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Maximum</em>' attribute.
	 * @see #isSetMaximum()
	 * @see #unsetMaximum()
	 * @see #getMaximum()
	 * @generated
	 */
	void setMaximum(int value);

	/**
	 * Unsets the value of the '{@link org.banneret.model.MarkerType#getMaximum <em>Maximum</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetMaximum()
	 * @see #getMaximum()
	 * @see #setMaximum(int)
	 * @generated
	 */
	void unsetMaximum();

	/**
	 * Returns whether the value of the '{@link org.banneret.model.MarkerType#getMaximum <em>Maximum</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Maximum</em>' attribute is set.
	 * @see #unsetMaximum()
	 * @see #getMaximum()
	 * @see #setMaximum(int)
	 * @generated
	 */
	boolean isSetMaximum();

	/**
	 * Returns the value of the '<em><b>Applies To</b></em>' reference list.
	 * The list contents are of type {@link org.banneret.model.UnitClass}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Applies To</em>' reference list.
	 * @see org.banneret.model.BanneretPackage#getMarkerType_AppliesTo()
	 * @model
	 * @generated
	 */
	EList<UnitClass> getAppliesTo();

} // MarkerType

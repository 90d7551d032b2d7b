/**
 */
package org.banneret.model;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Counter Spec</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A counter: the values printed on its front face, the back face's where they differ, and its traits.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.CounterSpec#getBack <em>Back</em>}</li>
 *   <li>{@link org.banneret.model.CounterSpec#getTraits <em>Traits</em>}</li>
 * </ul>
 *
 * @see org.banneret.model.BanneretPackage#getCounterSpec()
 * @model abstract="true"
 * @generated
 */
public interface CounterSpec extends NamedElement, Citable, FaceValues {
	/**
	 * Returns the value of the '<em><b>Back</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The values printed on the back face (reduced, or the other formation) where they differ from the front.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Back</em>' containment reference.
	 * @see #setBack(FaceValues)
	 * @see org.banneret.model.BanneretPackage#getCounterSpec_Back()
	 * @model containment="true"
	 * @generated
	 */
	FaceValues getBack();

	/**
	 * Sets the value of the '{@link org.banneret.model.CounterSpec#getBack <em>Back</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Back</em>' containment reference.
	 * @see #getBack()
	 * @generated
	 */
	void setBack(FaceValues value);

	/**
	 * Returns the value of the '<em><b>Traits</b></em>' attribute list.
	 * The list contents are of type {@link java.lang.String}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Traits</em>' attribute list.
	 * @see org.banneret.model.BanneretPackage#getCounterSpec_Traits()
	 * @model
	 * @generated
	 */
	EList<String> getTraits();

} // CounterSpec

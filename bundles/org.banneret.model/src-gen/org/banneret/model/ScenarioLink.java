/**
 */
package org.banneret.model;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Scenario Link</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * State carried from another scenario, e.g. Prelude's final morale and losses into Bannockburn 1314.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.ScenarioLink#getSource <em>Source</em>}</li>
 *   <li>{@link org.banneret.model.ScenarioLink#getCarries <em>Carries</em>}</li>
 *   <li>{@link org.banneret.model.ScenarioLink#getDescription <em>Description</em>}</li>
 * </ul>
 *
 * @see org.banneret.model.BanneretPackage#getScenarioLink()
 * @model
 * @generated
 */
public interface ScenarioLink extends EObject {
	/**
	 * Returns the value of the '<em><b>Source</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Source</em>' reference.
	 * @see #setSource(Scenario)
	 * @see org.banneret.model.BanneretPackage#getScenarioLink_Source()
	 * @model
	 * @generated
	 */
	Scenario getSource();

	/**
	 * Sets the value of the '{@link org.banneret.model.ScenarioLink#getSource <em>Source</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Source</em>' reference.
	 * @see #getSource()
	 * @generated
	 */
	void setSource(Scenario value);

	/**
	 * Returns the value of the '<em><b>Carries</b></em>' attribute list.
	 * The list contents are of type {@link java.lang.String}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Carries</em>' attribute list.
	 * @see org.banneret.model.BanneretPackage#getScenarioLink_Carries()
	 * @model
	 * @generated
	 */
	EList<String> getCarries();

	/**
	 * Returns the value of the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Description</em>' attribute.
	 * @see #setDescription(String)
	 * @see org.banneret.model.BanneretPackage#getScenarioLink_Description()
	 * @model
	 * @generated
	 */
	String getDescription();

	/**
	 * Sets the value of the '{@link org.banneret.model.ScenarioLink#getDescription <em>Description</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Description</em>' attribute.
	 * @see #getDescription()
	 * @generated
	 */
	void setDescription(String value);

} // ScenarioLink

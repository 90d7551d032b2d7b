/**
 */
package org.banneret.model;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Scenario</b></em>'.
 * <!-- end-user-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.Scenario#getGameSystem <em>Game System</em>}</li>
 *   <li>{@link org.banneret.model.Scenario#getVariantSettings <em>Variant Settings</em>}</li>
 *   <li>{@link org.banneret.model.Scenario#getSheets <em>Sheets</em>}</li>
 *   <li>{@link org.banneret.model.Scenario#getFirstTurn <em>First Turn</em>}</li>
 *   <li>{@link org.banneret.model.Scenario#getLastTurn <em>Last Turn</em>}</li>
 *   <li>{@link org.banneret.model.Scenario#getSides <em>Sides</em>}</li>
 *   <li>{@link org.banneret.model.Scenario#getSpecialRules <em>Special Rules</em>}</li>
 *   <li>{@link org.banneret.model.Scenario#getLinks <em>Links</em>}</li>
 *   <li>{@link org.banneret.model.Scenario#getWaivers <em>Waivers</em>}</li>
 *   <li>{@link org.banneret.model.Scenario#getSiegeRecord <em>Siege Record</em>}</li>
 * </ul>
 *
 * @see org.banneret.model.BanneretPackage#getScenario()
 * @model
 * @generated
 */
public interface Scenario extends NamedElement {
	/**
	 * Returns the value of the '<em><b>Game System</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Game System</em>' reference.
	 * @see #setGameSystem(GameSystem)
	 * @see org.banneret.model.BanneretPackage#getScenario_GameSystem()
	 * @model
	 * @generated
	 */
	GameSystem getGameSystem();

	/**
	 * Sets the value of the '{@link org.banneret.model.Scenario#getGameSystem <em>Game System</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Game System</em>' reference.
	 * @see #getGameSystem()
	 * @generated
	 */
	void setGameSystem(GameSystem value);

	/**
	 * Returns the value of the '<em><b>Variant Settings</b></em>' containment reference list.
	 * The list contents are of type {@link org.banneret.model.VariantSetting}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Variant Settings</em>' containment reference list.
	 * @see org.banneret.model.BanneretPackage#getScenario_VariantSettings()
	 * @model containment="true"
	 * @generated
	 */
	EList<VariantSetting> getVariantSettings();

	/**
	 * Returns the value of the '<em><b>Sheets</b></em>' containment reference list.
	 * The list contents are of type {@link org.banneret.model.SheetPlacement}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Sheets</em>' containment reference list.
	 * @see org.banneret.model.BanneretPackage#getScenario_Sheets()
	 * @model containment="true"
	 * @generated
	 */
	EList<SheetPlacement> getSheets();

	/**
	 * Returns the value of the '<em><b>First Turn</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>First Turn</em>' attribute.
	 * @see #isSetFirstTurn()
	 * @see #unsetFirstTurn()
	 * @see #setFirstTurn(int)
	 * @see org.banneret.model.BanneretPackage#getScenario_FirstTurn()
	 * @model unsettable="true"
	 * @generated
	 */
	int getFirstTurn();

	/**
	 * Sets the value of the '{@link org.banneret.model.Scenario#getFirstTurn <em>First Turn</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>First Turn</em>' attribute.
	 * @see #isSetFirstTurn()
	 * @see #unsetFirstTurn()
	 * @see #getFirstTurn()
	 * @generated
	 */
	void setFirstTurn(int value);

	/**
	 * Unsets the value of the '{@link org.banneret.model.Scenario#getFirstTurn <em>First Turn</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetFirstTurn()
	 * @see #getFirstTurn()
	 * @see #setFirstTurn(int)
	 * @generated
	 */
	void unsetFirstTurn();

	/**
	 * Returns whether the value of the '{@link org.banneret.model.Scenario#getFirstTurn <em>First Turn</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>First Turn</em>' attribute is set.
	 * @see #unsetFirstTurn()
	 * @see #getFirstTurn()
	 * @see #setFirstTurn(int)
	 * @generated
	 */
	boolean isSetFirstTurn();

	/**
	 * Returns the value of the '<em><b>Last Turn</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Last Turn</em>' attribute.
	 * @see #isSetLastTurn()
	 * @see #unsetLastTurn()
	 * @see #setLastTurn(int)
	 * @see org.banneret.model.BanneretPackage#getScenario_LastTurn()
	 * @model unsettable="true"
	 * @generated
	 */
	int getLastTurn();

	/**
	 * Sets the value of the '{@link org.banneret.model.Scenario#getLastTurn <em>Last Turn</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Last Turn</em>' attribute.
	 * @see #isSetLastTurn()
	 * @see #unsetLastTurn()
	 * @see #getLastTurn()
	 * @generated
	 */
	void setLastTurn(int value);

	/**
	 * Unsets the value of the '{@link org.banneret.model.Scenario#getLastTurn <em>Last Turn</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetLastTurn()
	 * @see #getLastTurn()
	 * @see #setLastTurn(int)
	 * @generated
	 */
	void unsetLastTurn();

	/**
	 * Returns whether the value of the '{@link org.banneret.model.Scenario#getLastTurn <em>Last Turn</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Last Turn</em>' attribute is set.
	 * @see #unsetLastTurn()
	 * @see #getLastTurn()
	 * @see #setLastTurn(int)
	 * @generated
	 */
	boolean isSetLastTurn();

	/**
	 * Returns the value of the '<em><b>Sides</b></em>' containment reference list.
	 * The list contents are of type {@link org.banneret.model.Side}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Sides</em>' containment reference list.
	 * @see org.banneret.model.BanneretPackage#getScenario_Sides()
	 * @model containment="true"
	 * @generated
	 */
	EList<Side> getSides();

	/**
	 * Returns the value of the '<em><b>Special Rules</b></em>' containment reference list.
	 * The list contents are of type {@link org.banneret.model.SpecialRule}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Special Rules</em>' containment reference list.
	 * @see org.banneret.model.BanneretPackage#getScenario_SpecialRules()
	 * @model containment="true"
	 * @generated
	 */
	EList<SpecialRule> getSpecialRules();

	/**
	 * Returns the value of the '<em><b>Links</b></em>' containment reference list.
	 * The list contents are of type {@link org.banneret.model.ScenarioLink}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Links</em>' containment reference list.
	 * @see org.banneret.model.BanneretPackage#getScenario_Links()
	 * @model containment="true"
	 * @generated
	 */
	EList<ScenarioLink> getLinks();

	/**
	 * Returns the value of the '<em><b>Waivers</b></em>' containment reference list.
	 * The list contents are of type {@link org.banneret.model.RuleWaiver}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Waivers</em>' containment reference list.
	 * @see org.banneret.model.BanneretPackage#getScenario_Waivers()
	 * @model containment="true"
	 * @generated
	 */
	EList<RuleWaiver> getWaivers();

	/**
	 * Returns the value of the '<em><b>Siege Record</b></em>' containment reference list.
	 * The list contents are of type {@link org.banneret.model.StructureDamage}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The siege record sheet as the day starts: damage stages over the map's own record, hex by hex. A day that follows another is judged against that one's record.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Siege Record</em>' containment reference list.
	 * @see org.banneret.model.BanneretPackage#getScenario_SiegeRecord()
	 * @model containment="true"
	 * @generated
	 */
	EList<StructureDamage> getSiegeRecord();

} // Scenario

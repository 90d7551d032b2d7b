/**
 */
package org.banneret.model;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Side</b></em>'.
 * <!-- end-user-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.Side#getNationalities <em>Nationalities</em>}</li>
 *   <li>{@link org.banneret.model.Side#getColor <em>Color</em>}</li>
 *   <li>{@link org.banneret.model.Side#getRole <em>Role</em>}</li>
 *   <li>{@link org.banneret.model.Side#getSetupOrder <em>Setup Order</em>}</li>
 *   <li>{@link org.banneret.model.Side#isInitiative <em>Initiative</em>}</li>
 *   <li>{@link org.banneret.model.Side#getMorale <em>Morale</em>}</li>
 *   <li>{@link org.banneret.model.Side#getBanners <em>Banners</em>}</li>
 *   <li>{@link org.banneret.model.Side#getVictoryPoints <em>Victory Points</em>}</li>
 *   <li>{@link org.banneret.model.Side#getAutomaticVictory <em>Automatic Victory</em>}</li>
 * </ul>
 *
 * @see org.banneret.model.BanneretPackage#getSide()
 * @model
 * @generated
 */
public interface Side extends ForceElement {
	/**
	 * Returns the value of the '<em><b>Nationalities</b></em>' reference list.
	 * The list contents are of type {@link org.banneret.model.Nationality}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Nationalities</em>' reference list.
	 * @see org.banneret.model.BanneretPackage#getSide_Nationalities()
	 * @model
	 * @generated
	 */
	EList<Nationality> getNationalities();

	/**
	 * Returns the value of the '<em><b>Color</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The colour of the side's counters where their nationality gives none, as #rrggbb.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Color</em>' attribute.
	 * @see #setColor(String)
	 * @see org.banneret.model.BanneretPackage#getSide_Color()
	 * @model
	 * @generated
	 */
	String getColor();

	/**
	 * Sets the value of the '{@link org.banneret.model.Side#getColor <em>Color</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Color</em>' attribute.
	 * @see #getColor()
	 * @generated
	 */
	void setColor(String value);

	/**
	 * Returns the value of the '<em><b>Role</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Role</em>' attribute.
	 * @see #setRole(String)
	 * @see org.banneret.model.BanneretPackage#getSide_Role()
	 * @model
	 * @generated
	 */
	String getRole();

	/**
	 * Sets the value of the '{@link org.banneret.model.Side#getRole <em>Role</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Role</em>' attribute.
	 * @see #getRole()
	 * @generated
	 */
	void setRole(String value);

	/**
	 * Returns the value of the '<em><b>Setup Order</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Setup Order</em>' attribute.
	 * @see #isSetSetupOrder()
	 * @see #unsetSetupOrder()
	 * @see #setSetupOrder(int)
	 * @see org.banneret.model.BanneretPackage#getSide_SetupOrder()
	 * @model unsettable="true"
	 * @generated
	 */
	int getSetupOrder();

	/**
	 * Sets the value of the '{@link org.banneret.model.Side#getSetupOrder <em>Setup Order</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Setup Order</em>' attribute.
	 * @see #isSetSetupOrder()
	 * @see #unsetSetupOrder()
	 * @see #getSetupOrder()
	 * @generated
	 */
	void setSetupOrder(int value);

	/**
	 * Unsets the value of the '{@link org.banneret.model.Side#getSetupOrder <em>Setup Order</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetSetupOrder()
	 * @see #getSetupOrder()
	 * @see #setSetupOrder(int)
	 * @generated
	 */
	void unsetSetupOrder();

	/**
	 * Returns whether the value of the '{@link org.banneret.model.Side#getSetupOrder <em>Setup Order</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Setup Order</em>' attribute is set.
	 * @see #unsetSetupOrder()
	 * @see #getSetupOrder()
	 * @see #setSetupOrder(int)
	 * @generated
	 */
	boolean isSetSetupOrder();

	/**
	 * Returns the value of the '<em><b>Initiative</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Initiative</em>' attribute.
	 * @see #setInitiative(boolean)
	 * @see org.banneret.model.BanneretPackage#getSide_Initiative()
	 * @model
	 * @generated
	 */
	boolean isInitiative();

	/**
	 * Sets the value of the '{@link org.banneret.model.Side#isInitiative <em>Initiative</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Initiative</em>' attribute.
	 * @see #isInitiative()
	 * @generated
	 */
	void setInitiative(boolean value);

	/**
	 * Returns the value of the '<em><b>Morale</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Morale</em>' attribute.
	 * @see #isSetMorale()
	 * @see #unsetMorale()
	 * @see #setMorale(int)
	 * @see org.banneret.model.BanneretPackage#getSide_Morale()
	 * @model unsettable="true"
	 * @generated
	 */
	int getMorale();

	/**
	 * Sets the value of the '{@link org.banneret.model.Side#getMorale <em>Morale</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Morale</em>' attribute.
	 * @see #isSetMorale()
	 * @see #unsetMorale()
	 * @see #getMorale()
	 * @generated
	 */
	void setMorale(int value);

	/**
	 * Unsets the value of the '{@link org.banneret.model.Side#getMorale <em>Morale</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetMorale()
	 * @see #getMorale()
	 * @see #setMorale(int)
	 * @generated
	 */
	void unsetMorale();

	/**
	 * Returns whether the value of the '{@link org.banneret.model.Side#getMorale <em>Morale</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Morale</em>' attribute is set.
	 * @see #unsetMorale()
	 * @see #getMorale()
	 * @see #setMorale(int)
	 * @generated
	 */
	boolean isSetMorale();

	/**
	 * Returns the value of the '<em><b>Banners</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Banners</em>' attribute.
	 * @see #isSetBanners()
	 * @see #unsetBanners()
	 * @see #setBanners(int)
	 * @see org.banneret.model.BanneretPackage#getSide_Banners()
	 * @model unsettable="true"
	 * @generated
	 */
	int getBanners();

	/**
	 * Sets the value of the '{@link org.banneret.model.Side#getBanners <em>Banners</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Banners</em>' attribute.
	 * @see #isSetBanners()
	 * @see #unsetBanners()
	 * @see #getBanners()
	 * @generated
	 */
	void setBanners(int value);

	/**
	 * Unsets the value of the '{@link org.banneret.model.Side#getBanners <em>Banners</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetBanners()
	 * @see #getBanners()
	 * @see #setBanners(int)
	 * @generated
	 */
	void unsetBanners();

	/**
	 * Returns whether the value of the '{@link org.banneret.model.Side#getBanners <em>Banners</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Banners</em>' attribute is set.
	 * @see #unsetBanners()
	 * @see #getBanners()
	 * @see #setBanners(int)
	 * @generated
	 */
	boolean isSetBanners();

	/**
	 * Returns the value of the '<em><b>Victory Points</b></em>' containment reference list.
	 * The list contents are of type {@link org.banneret.model.VictoryPoints}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Victory Points</em>' containment reference list.
	 * @see org.banneret.model.BanneretPackage#getSide_VictoryPoints()
	 * @model containment="true"
	 * @generated
	 */
	EList<VictoryPoints> getVictoryPoints();

	/**
	 * Returns the value of the '<em><b>Automatic Victory</b></em>' containment reference list.
	 * The list contents are of type {@link org.banneret.model.AutomaticCondition}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Automatic Victory</em>' containment reference list.
	 * @see org.banneret.model.BanneretPackage#getSide_AutomaticVictory()
	 * @model containment="true"
	 * @generated
	 */
	EList<AutomaticCondition> getAutomaticVictory();

} // Side

/**
 */
package org.banneret.model.impl;

import java.util.Collection;

import org.banneret.model.AutomaticCondition;
import org.banneret.model.BanneretPackage;
import org.banneret.model.Nationality;
import org.banneret.model.Side;
import org.banneret.model.VictoryPoints;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.NotificationChain;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

import org.eclipse.emf.ecore.util.EObjectContainmentEList;
import org.eclipse.emf.ecore.util.EObjectResolvingEList;
import org.eclipse.emf.ecore.util.InternalEList;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Side</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.impl.SideImpl#getNationalities <em>Nationalities</em>}</li>
 *   <li>{@link org.banneret.model.impl.SideImpl#getColor <em>Color</em>}</li>
 *   <li>{@link org.banneret.model.impl.SideImpl#getRole <em>Role</em>}</li>
 *   <li>{@link org.banneret.model.impl.SideImpl#getSetupOrder <em>Setup Order</em>}</li>
 *   <li>{@link org.banneret.model.impl.SideImpl#isInitiative <em>Initiative</em>}</li>
 *   <li>{@link org.banneret.model.impl.SideImpl#getMorale <em>Morale</em>}</li>
 *   <li>{@link org.banneret.model.impl.SideImpl#getBanners <em>Banners</em>}</li>
 *   <li>{@link org.banneret.model.impl.SideImpl#getVictoryPoints <em>Victory Points</em>}</li>
 *   <li>{@link org.banneret.model.impl.SideImpl#getAutomaticVictory <em>Automatic Victory</em>}</li>
 * </ul>
 *
 * @generated
 */
public class SideImpl extends ForceElementImpl implements Side {
	/**
	 * The cached value of the '{@link #getNationalities() <em>Nationalities</em>}' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getNationalities()
	 * @generated
	 * @ordered
	 */
	protected EList<Nationality> nationalities;

	/**
	 * The default value of the '{@link #getColor() <em>Color</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getColor()
	 * @generated
	 * @ordered
	 */
	protected static final String COLOR_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getColor() <em>Color</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getColor()
	 * @generated
	 * @ordered
	 */
	protected String color = COLOR_EDEFAULT;

	/**
	 * The default value of the '{@link #getRole() <em>Role</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRole()
	 * @generated
	 * @ordered
	 */
	protected static final String ROLE_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getRole() <em>Role</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRole()
	 * @generated
	 * @ordered
	 */
	protected String role = ROLE_EDEFAULT;

	/**
	 * The default value of the '{@link #getSetupOrder() <em>Setup Order</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSetupOrder()
	 * @generated
	 * @ordered
	 */
	protected static final int SETUP_ORDER_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getSetupOrder() <em>Setup Order</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSetupOrder()
	 * @generated
	 * @ordered
	 */
	protected int setupOrder = SETUP_ORDER_EDEFAULT;

	/**
	 * This is true if the Setup Order attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean setupOrderESet;

	/**
	 * The default value of the '{@link #isInitiative() <em>Initiative</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isInitiative()
	 * @generated
	 * @ordered
	 */
	protected static final boolean INITIATIVE_EDEFAULT = false;

	/**
	 * The cached value of the '{@link #isInitiative() <em>Initiative</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isInitiative()
	 * @generated
	 * @ordered
	 */
	protected boolean initiative = INITIATIVE_EDEFAULT;

	/**
	 * The default value of the '{@link #getMorale() <em>Morale</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMorale()
	 * @generated
	 * @ordered
	 */
	protected static final int MORALE_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getMorale() <em>Morale</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMorale()
	 * @generated
	 * @ordered
	 */
	protected int morale = MORALE_EDEFAULT;

	/**
	 * This is true if the Morale attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean moraleESet;

	/**
	 * The default value of the '{@link #getBanners() <em>Banners</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBanners()
	 * @generated
	 * @ordered
	 */
	protected static final int BANNERS_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getBanners() <em>Banners</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBanners()
	 * @generated
	 * @ordered
	 */
	protected int banners = BANNERS_EDEFAULT;

	/**
	 * This is true if the Banners attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean bannersESet;

	/**
	 * The cached value of the '{@link #getVictoryPoints() <em>Victory Points</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getVictoryPoints()
	 * @generated
	 * @ordered
	 */
	protected EList<VictoryPoints> victoryPoints;

	/**
	 * The cached value of the '{@link #getAutomaticVictory() <em>Automatic Victory</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getAutomaticVictory()
	 * @generated
	 * @ordered
	 */
	protected EList<AutomaticCondition> automaticVictory;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected SideImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return BanneretPackage.Literals.SIDE;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Nationality> getNationalities() {
		if (nationalities == null) {
			nationalities = new EObjectResolvingEList<Nationality>(Nationality.class, this, BanneretPackage.SIDE__NATIONALITIES);
		}
		return nationalities;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getColor() {
		return color;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setColor(String newColor) {
		String oldColor = color;
		color = newColor;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.SIDE__COLOR, oldColor, color));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getRole() {
		return role;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRole(String newRole) {
		String oldRole = role;
		role = newRole;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.SIDE__ROLE, oldRole, role));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getSetupOrder() {
		return setupOrder;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSetupOrder(int newSetupOrder) {
		int oldSetupOrder = setupOrder;
		setupOrder = newSetupOrder;
		boolean oldSetupOrderESet = setupOrderESet;
		setupOrderESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.SIDE__SETUP_ORDER, oldSetupOrder, setupOrder, !oldSetupOrderESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetSetupOrder() {
		int oldSetupOrder = setupOrder;
		boolean oldSetupOrderESet = setupOrderESet;
		setupOrder = SETUP_ORDER_EDEFAULT;
		setupOrderESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, BanneretPackage.SIDE__SETUP_ORDER, oldSetupOrder, SETUP_ORDER_EDEFAULT, oldSetupOrderESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetSetupOrder() {
		return setupOrderESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isInitiative() {
		return initiative;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setInitiative(boolean newInitiative) {
		boolean oldInitiative = initiative;
		initiative = newInitiative;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.SIDE__INITIATIVE, oldInitiative, initiative));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getMorale() {
		return morale;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMorale(int newMorale) {
		int oldMorale = morale;
		morale = newMorale;
		boolean oldMoraleESet = moraleESet;
		moraleESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.SIDE__MORALE, oldMorale, morale, !oldMoraleESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetMorale() {
		int oldMorale = morale;
		boolean oldMoraleESet = moraleESet;
		morale = MORALE_EDEFAULT;
		moraleESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, BanneretPackage.SIDE__MORALE, oldMorale, MORALE_EDEFAULT, oldMoraleESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetMorale() {
		return moraleESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getBanners() {
		return banners;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setBanners(int newBanners) {
		int oldBanners = banners;
		banners = newBanners;
		boolean oldBannersESet = bannersESet;
		bannersESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.SIDE__BANNERS, oldBanners, banners, !oldBannersESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetBanners() {
		int oldBanners = banners;
		boolean oldBannersESet = bannersESet;
		banners = BANNERS_EDEFAULT;
		bannersESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, BanneretPackage.SIDE__BANNERS, oldBanners, BANNERS_EDEFAULT, oldBannersESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetBanners() {
		return bannersESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<VictoryPoints> getVictoryPoints() {
		if (victoryPoints == null) {
			victoryPoints = new EObjectContainmentEList<VictoryPoints>(VictoryPoints.class, this, BanneretPackage.SIDE__VICTORY_POINTS);
		}
		return victoryPoints;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<AutomaticCondition> getAutomaticVictory() {
		if (automaticVictory == null) {
			automaticVictory = new EObjectContainmentEList<AutomaticCondition>(AutomaticCondition.class, this, BanneretPackage.SIDE__AUTOMATIC_VICTORY);
		}
		return automaticVictory;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case BanneretPackage.SIDE__VICTORY_POINTS:
				return ((InternalEList<?>)getVictoryPoints()).basicRemove(otherEnd, msgs);
			case BanneretPackage.SIDE__AUTOMATIC_VICTORY:
				return ((InternalEList<?>)getAutomaticVictory()).basicRemove(otherEnd, msgs);
		}
		return super.eInverseRemove(otherEnd, featureID, msgs);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case BanneretPackage.SIDE__NATIONALITIES:
				return getNationalities();
			case BanneretPackage.SIDE__COLOR:
				return getColor();
			case BanneretPackage.SIDE__ROLE:
				return getRole();
			case BanneretPackage.SIDE__SETUP_ORDER:
				return getSetupOrder();
			case BanneretPackage.SIDE__INITIATIVE:
				return isInitiative();
			case BanneretPackage.SIDE__MORALE:
				return getMorale();
			case BanneretPackage.SIDE__BANNERS:
				return getBanners();
			case BanneretPackage.SIDE__VICTORY_POINTS:
				return getVictoryPoints();
			case BanneretPackage.SIDE__AUTOMATIC_VICTORY:
				return getAutomaticVictory();
		}
		return super.eGet(featureID, resolve, coreType);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@SuppressWarnings("unchecked")
	@Override
	public void eSet(int featureID, Object newValue) {
		switch (featureID) {
			case BanneretPackage.SIDE__NATIONALITIES:
				getNationalities().clear();
				getNationalities().addAll((Collection<? extends Nationality>)newValue);
				return;
			case BanneretPackage.SIDE__COLOR:
				setColor((String)newValue);
				return;
			case BanneretPackage.SIDE__ROLE:
				setRole((String)newValue);
				return;
			case BanneretPackage.SIDE__SETUP_ORDER:
				setSetupOrder((Integer)newValue);
				return;
			case BanneretPackage.SIDE__INITIATIVE:
				setInitiative((Boolean)newValue);
				return;
			case BanneretPackage.SIDE__MORALE:
				setMorale((Integer)newValue);
				return;
			case BanneretPackage.SIDE__BANNERS:
				setBanners((Integer)newValue);
				return;
			case BanneretPackage.SIDE__VICTORY_POINTS:
				getVictoryPoints().clear();
				getVictoryPoints().addAll((Collection<? extends VictoryPoints>)newValue);
				return;
			case BanneretPackage.SIDE__AUTOMATIC_VICTORY:
				getAutomaticVictory().clear();
				getAutomaticVictory().addAll((Collection<? extends AutomaticCondition>)newValue);
				return;
		}
		super.eSet(featureID, newValue);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void eUnset(int featureID) {
		switch (featureID) {
			case BanneretPackage.SIDE__NATIONALITIES:
				getNationalities().clear();
				return;
			case BanneretPackage.SIDE__COLOR:
				setColor(COLOR_EDEFAULT);
				return;
			case BanneretPackage.SIDE__ROLE:
				setRole(ROLE_EDEFAULT);
				return;
			case BanneretPackage.SIDE__SETUP_ORDER:
				unsetSetupOrder();
				return;
			case BanneretPackage.SIDE__INITIATIVE:
				setInitiative(INITIATIVE_EDEFAULT);
				return;
			case BanneretPackage.SIDE__MORALE:
				unsetMorale();
				return;
			case BanneretPackage.SIDE__BANNERS:
				unsetBanners();
				return;
			case BanneretPackage.SIDE__VICTORY_POINTS:
				getVictoryPoints().clear();
				return;
			case BanneretPackage.SIDE__AUTOMATIC_VICTORY:
				getAutomaticVictory().clear();
				return;
		}
		super.eUnset(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean eIsSet(int featureID) {
		switch (featureID) {
			case BanneretPackage.SIDE__NATIONALITIES:
				return nationalities != null && !nationalities.isEmpty();
			case BanneretPackage.SIDE__COLOR:
				return COLOR_EDEFAULT == null ? color != null : !COLOR_EDEFAULT.equals(color);
			case BanneretPackage.SIDE__ROLE:
				return ROLE_EDEFAULT == null ? role != null : !ROLE_EDEFAULT.equals(role);
			case BanneretPackage.SIDE__SETUP_ORDER:
				return isSetSetupOrder();
			case BanneretPackage.SIDE__INITIATIVE:
				return initiative != INITIATIVE_EDEFAULT;
			case BanneretPackage.SIDE__MORALE:
				return isSetMorale();
			case BanneretPackage.SIDE__BANNERS:
				return isSetBanners();
			case BanneretPackage.SIDE__VICTORY_POINTS:
				return victoryPoints != null && !victoryPoints.isEmpty();
			case BanneretPackage.SIDE__AUTOMATIC_VICTORY:
				return automaticVictory != null && !automaticVictory.isEmpty();
		}
		return super.eIsSet(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String toString() {
		if (eIsProxy()) return super.toString();

		StringBuilder result = new StringBuilder(super.toString());
		result.append(" (color: ");
		result.append(color);
		result.append(", role: ");
		result.append(role);
		result.append(", setupOrder: ");
		if (setupOrderESet) result.append(setupOrder); else result.append("<unset>");
		result.append(", initiative: ");
		result.append(initiative);
		result.append(", morale: ");
		if (moraleESet) result.append(morale); else result.append("<unset>");
		result.append(", banners: ");
		if (bannersESet) result.append(banners); else result.append("<unset>");
		result.append(')');
		return result.toString();
	}

} //SideImpl

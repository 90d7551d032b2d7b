/**
 */
package org.banneret.model.impl;

import java.util.Collection;

import org.banneret.model.BanneretPackage;
import org.banneret.model.GameSystem;
import org.banneret.model.RuleWaiver;
import org.banneret.model.Scenario;
import org.banneret.model.ScenarioLink;
import org.banneret.model.SheetPlacement;
import org.banneret.model.Side;
import org.banneret.model.SpecialRule;
import org.banneret.model.StructureDamage;
import org.banneret.model.VariantSetting;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.NotificationChain;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

import org.eclipse.emf.ecore.util.EObjectContainmentEList;
import org.eclipse.emf.ecore.util.InternalEList;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Scenario</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.impl.ScenarioImpl#getGameSystem <em>Game System</em>}</li>
 *   <li>{@link org.banneret.model.impl.ScenarioImpl#getVariantSettings <em>Variant Settings</em>}</li>
 *   <li>{@link org.banneret.model.impl.ScenarioImpl#getSheets <em>Sheets</em>}</li>
 *   <li>{@link org.banneret.model.impl.ScenarioImpl#getFirstTurn <em>First Turn</em>}</li>
 *   <li>{@link org.banneret.model.impl.ScenarioImpl#getLastTurn <em>Last Turn</em>}</li>
 *   <li>{@link org.banneret.model.impl.ScenarioImpl#getSides <em>Sides</em>}</li>
 *   <li>{@link org.banneret.model.impl.ScenarioImpl#getSpecialRules <em>Special Rules</em>}</li>
 *   <li>{@link org.banneret.model.impl.ScenarioImpl#getLinks <em>Links</em>}</li>
 *   <li>{@link org.banneret.model.impl.ScenarioImpl#getWaivers <em>Waivers</em>}</li>
 *   <li>{@link org.banneret.model.impl.ScenarioImpl#getSiegeRecord <em>Siege Record</em>}</li>
 * </ul>
 *
 * @generated
 */
public class ScenarioImpl extends NamedElementImpl implements Scenario {
	/**
	 * The cached value of the '{@link #getGameSystem() <em>Game System</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getGameSystem()
	 * @generated
	 * @ordered
	 */
	protected GameSystem gameSystem;

	/**
	 * The cached value of the '{@link #getVariantSettings() <em>Variant Settings</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getVariantSettings()
	 * @generated
	 * @ordered
	 */
	protected EList<VariantSetting> variantSettings;

	/**
	 * The cached value of the '{@link #getSheets() <em>Sheets</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSheets()
	 * @generated
	 * @ordered
	 */
	protected EList<SheetPlacement> sheets;

	/**
	 * The default value of the '{@link #getFirstTurn() <em>First Turn</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFirstTurn()
	 * @generated
	 * @ordered
	 */
	protected static final int FIRST_TURN_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getFirstTurn() <em>First Turn</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFirstTurn()
	 * @generated
	 * @ordered
	 */
	protected int firstTurn = FIRST_TURN_EDEFAULT;

	/**
	 * This is true if the First Turn attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean firstTurnESet;

	/**
	 * The default value of the '{@link #getLastTurn() <em>Last Turn</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLastTurn()
	 * @generated
	 * @ordered
	 */
	protected static final int LAST_TURN_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getLastTurn() <em>Last Turn</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLastTurn()
	 * @generated
	 * @ordered
	 */
	protected int lastTurn = LAST_TURN_EDEFAULT;

	/**
	 * This is true if the Last Turn attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean lastTurnESet;

	/**
	 * The cached value of the '{@link #getSides() <em>Sides</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSides()
	 * @generated
	 * @ordered
	 */
	protected EList<Side> sides;

	/**
	 * The cached value of the '{@link #getSpecialRules() <em>Special Rules</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSpecialRules()
	 * @generated
	 * @ordered
	 */
	protected EList<SpecialRule> specialRules;

	/**
	 * The cached value of the '{@link #getLinks() <em>Links</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLinks()
	 * @generated
	 * @ordered
	 */
	protected EList<ScenarioLink> links;

	/**
	 * The cached value of the '{@link #getWaivers() <em>Waivers</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getWaivers()
	 * @generated
	 * @ordered
	 */
	protected EList<RuleWaiver> waivers;

	/**
	 * The cached value of the '{@link #getSiegeRecord() <em>Siege Record</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSiegeRecord()
	 * @generated
	 * @ordered
	 */
	protected EList<StructureDamage> siegeRecord;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected ScenarioImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return BanneretPackage.Literals.SCENARIO;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public GameSystem getGameSystem() {
		if (gameSystem != null && gameSystem.eIsProxy()) {
			InternalEObject oldGameSystem = (InternalEObject)gameSystem;
			gameSystem = (GameSystem)eResolveProxy(oldGameSystem);
			if (gameSystem != oldGameSystem) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, BanneretPackage.SCENARIO__GAME_SYSTEM, oldGameSystem, gameSystem));
			}
		}
		return gameSystem;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public GameSystem basicGetGameSystem() {
		return gameSystem;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setGameSystem(GameSystem newGameSystem) {
		GameSystem oldGameSystem = gameSystem;
		gameSystem = newGameSystem;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.SCENARIO__GAME_SYSTEM, oldGameSystem, gameSystem));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<VariantSetting> getVariantSettings() {
		if (variantSettings == null) {
			variantSettings = new EObjectContainmentEList<VariantSetting>(VariantSetting.class, this, BanneretPackage.SCENARIO__VARIANT_SETTINGS);
		}
		return variantSettings;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<SheetPlacement> getSheets() {
		if (sheets == null) {
			sheets = new EObjectContainmentEList<SheetPlacement>(SheetPlacement.class, this, BanneretPackage.SCENARIO__SHEETS);
		}
		return sheets;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getFirstTurn() {
		return firstTurn;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setFirstTurn(int newFirstTurn) {
		int oldFirstTurn = firstTurn;
		firstTurn = newFirstTurn;
		boolean oldFirstTurnESet = firstTurnESet;
		firstTurnESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.SCENARIO__FIRST_TURN, oldFirstTurn, firstTurn, !oldFirstTurnESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetFirstTurn() {
		int oldFirstTurn = firstTurn;
		boolean oldFirstTurnESet = firstTurnESet;
		firstTurn = FIRST_TURN_EDEFAULT;
		firstTurnESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, BanneretPackage.SCENARIO__FIRST_TURN, oldFirstTurn, FIRST_TURN_EDEFAULT, oldFirstTurnESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetFirstTurn() {
		return firstTurnESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getLastTurn() {
		return lastTurn;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setLastTurn(int newLastTurn) {
		int oldLastTurn = lastTurn;
		lastTurn = newLastTurn;
		boolean oldLastTurnESet = lastTurnESet;
		lastTurnESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.SCENARIO__LAST_TURN, oldLastTurn, lastTurn, !oldLastTurnESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetLastTurn() {
		int oldLastTurn = lastTurn;
		boolean oldLastTurnESet = lastTurnESet;
		lastTurn = LAST_TURN_EDEFAULT;
		lastTurnESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, BanneretPackage.SCENARIO__LAST_TURN, oldLastTurn, LAST_TURN_EDEFAULT, oldLastTurnESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetLastTurn() {
		return lastTurnESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Side> getSides() {
		if (sides == null) {
			sides = new EObjectContainmentEList<Side>(Side.class, this, BanneretPackage.SCENARIO__SIDES);
		}
		return sides;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<SpecialRule> getSpecialRules() {
		if (specialRules == null) {
			specialRules = new EObjectContainmentEList<SpecialRule>(SpecialRule.class, this, BanneretPackage.SCENARIO__SPECIAL_RULES);
		}
		return specialRules;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<ScenarioLink> getLinks() {
		if (links == null) {
			links = new EObjectContainmentEList<ScenarioLink>(ScenarioLink.class, this, BanneretPackage.SCENARIO__LINKS);
		}
		return links;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<RuleWaiver> getWaivers() {
		if (waivers == null) {
			waivers = new EObjectContainmentEList<RuleWaiver>(RuleWaiver.class, this, BanneretPackage.SCENARIO__WAIVERS);
		}
		return waivers;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<StructureDamage> getSiegeRecord() {
		if (siegeRecord == null) {
			siegeRecord = new EObjectContainmentEList<StructureDamage>(StructureDamage.class, this, BanneretPackage.SCENARIO__SIEGE_RECORD);
		}
		return siegeRecord;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case BanneretPackage.SCENARIO__VARIANT_SETTINGS:
				return ((InternalEList<?>)getVariantSettings()).basicRemove(otherEnd, msgs);
			case BanneretPackage.SCENARIO__SHEETS:
				return ((InternalEList<?>)getSheets()).basicRemove(otherEnd, msgs);
			case BanneretPackage.SCENARIO__SIDES:
				return ((InternalEList<?>)getSides()).basicRemove(otherEnd, msgs);
			case BanneretPackage.SCENARIO__SPECIAL_RULES:
				return ((InternalEList<?>)getSpecialRules()).basicRemove(otherEnd, msgs);
			case BanneretPackage.SCENARIO__LINKS:
				return ((InternalEList<?>)getLinks()).basicRemove(otherEnd, msgs);
			case BanneretPackage.SCENARIO__WAIVERS:
				return ((InternalEList<?>)getWaivers()).basicRemove(otherEnd, msgs);
			case BanneretPackage.SCENARIO__SIEGE_RECORD:
				return ((InternalEList<?>)getSiegeRecord()).basicRemove(otherEnd, msgs);
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
			case BanneretPackage.SCENARIO__GAME_SYSTEM:
				if (resolve) return getGameSystem();
				return basicGetGameSystem();
			case BanneretPackage.SCENARIO__VARIANT_SETTINGS:
				return getVariantSettings();
			case BanneretPackage.SCENARIO__SHEETS:
				return getSheets();
			case BanneretPackage.SCENARIO__FIRST_TURN:
				return getFirstTurn();
			case BanneretPackage.SCENARIO__LAST_TURN:
				return getLastTurn();
			case BanneretPackage.SCENARIO__SIDES:
				return getSides();
			case BanneretPackage.SCENARIO__SPECIAL_RULES:
				return getSpecialRules();
			case BanneretPackage.SCENARIO__LINKS:
				return getLinks();
			case BanneretPackage.SCENARIO__WAIVERS:
				return getWaivers();
			case BanneretPackage.SCENARIO__SIEGE_RECORD:
				return getSiegeRecord();
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
			case BanneretPackage.SCENARIO__GAME_SYSTEM:
				setGameSystem((GameSystem)newValue);
				return;
			case BanneretPackage.SCENARIO__VARIANT_SETTINGS:
				getVariantSettings().clear();
				getVariantSettings().addAll((Collection<? extends VariantSetting>)newValue);
				return;
			case BanneretPackage.SCENARIO__SHEETS:
				getSheets().clear();
				getSheets().addAll((Collection<? extends SheetPlacement>)newValue);
				return;
			case BanneretPackage.SCENARIO__FIRST_TURN:
				setFirstTurn((Integer)newValue);
				return;
			case BanneretPackage.SCENARIO__LAST_TURN:
				setLastTurn((Integer)newValue);
				return;
			case BanneretPackage.SCENARIO__SIDES:
				getSides().clear();
				getSides().addAll((Collection<? extends Side>)newValue);
				return;
			case BanneretPackage.SCENARIO__SPECIAL_RULES:
				getSpecialRules().clear();
				getSpecialRules().addAll((Collection<? extends SpecialRule>)newValue);
				return;
			case BanneretPackage.SCENARIO__LINKS:
				getLinks().clear();
				getLinks().addAll((Collection<? extends ScenarioLink>)newValue);
				return;
			case BanneretPackage.SCENARIO__WAIVERS:
				getWaivers().clear();
				getWaivers().addAll((Collection<? extends RuleWaiver>)newValue);
				return;
			case BanneretPackage.SCENARIO__SIEGE_RECORD:
				getSiegeRecord().clear();
				getSiegeRecord().addAll((Collection<? extends StructureDamage>)newValue);
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
			case BanneretPackage.SCENARIO__GAME_SYSTEM:
				setGameSystem((GameSystem)null);
				return;
			case BanneretPackage.SCENARIO__VARIANT_SETTINGS:
				getVariantSettings().clear();
				return;
			case BanneretPackage.SCENARIO__SHEETS:
				getSheets().clear();
				return;
			case BanneretPackage.SCENARIO__FIRST_TURN:
				unsetFirstTurn();
				return;
			case BanneretPackage.SCENARIO__LAST_TURN:
				unsetLastTurn();
				return;
			case BanneretPackage.SCENARIO__SIDES:
				getSides().clear();
				return;
			case BanneretPackage.SCENARIO__SPECIAL_RULES:
				getSpecialRules().clear();
				return;
			case BanneretPackage.SCENARIO__LINKS:
				getLinks().clear();
				return;
			case BanneretPackage.SCENARIO__WAIVERS:
				getWaivers().clear();
				return;
			case BanneretPackage.SCENARIO__SIEGE_RECORD:
				getSiegeRecord().clear();
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
			case BanneretPackage.SCENARIO__GAME_SYSTEM:
				return gameSystem != null;
			case BanneretPackage.SCENARIO__VARIANT_SETTINGS:
				return variantSettings != null && !variantSettings.isEmpty();
			case BanneretPackage.SCENARIO__SHEETS:
				return sheets != null && !sheets.isEmpty();
			case BanneretPackage.SCENARIO__FIRST_TURN:
				return isSetFirstTurn();
			case BanneretPackage.SCENARIO__LAST_TURN:
				return isSetLastTurn();
			case BanneretPackage.SCENARIO__SIDES:
				return sides != null && !sides.isEmpty();
			case BanneretPackage.SCENARIO__SPECIAL_RULES:
				return specialRules != null && !specialRules.isEmpty();
			case BanneretPackage.SCENARIO__LINKS:
				return links != null && !links.isEmpty();
			case BanneretPackage.SCENARIO__WAIVERS:
				return waivers != null && !waivers.isEmpty();
			case BanneretPackage.SCENARIO__SIEGE_RECORD:
				return siegeRecord != null && !siegeRecord.isEmpty();
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
		result.append(" (firstTurn: ");
		if (firstTurnESet) result.append(firstTurn); else result.append("<unset>");
		result.append(", lastTurn: ");
		if (lastTurnESet) result.append(lastTurn); else result.append("<unset>");
		result.append(')');
		return result.toString();
	}

} //ScenarioImpl

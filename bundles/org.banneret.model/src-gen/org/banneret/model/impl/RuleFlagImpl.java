/**
 */
package org.banneret.model.impl;

import java.util.Collection;

import org.banneret.model.BanneretPackage;
import org.banneret.model.RuleFlag;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

import org.eclipse.emf.ecore.util.EObjectResolvingEList;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Rule Flag</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.impl.RuleFlagImpl#getKey <em>Key</em>}</li>
 *   <li>{@link org.banneret.model.impl.RuleFlagImpl#getValue <em>Value</em>}</li>
 *   <li>{@link org.banneret.model.impl.RuleFlagImpl#getFromTurn <em>From Turn</em>}</li>
 *   <li>{@link org.banneret.model.impl.RuleFlagImpl#getToTurn <em>To Turn</em>}</li>
 *   <li>{@link org.banneret.model.impl.RuleFlagImpl#getTargets <em>Targets</em>}</li>
 * </ul>
 *
 * @generated
 */
public class RuleFlagImpl extends MinimalEObjectImpl.Container implements RuleFlag {
	/**
	 * The default value of the '{@link #getKey() <em>Key</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getKey()
	 * @generated
	 * @ordered
	 */
	protected static final String KEY_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getKey() <em>Key</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getKey()
	 * @generated
	 * @ordered
	 */
	protected String key = KEY_EDEFAULT;

	/**
	 * The default value of the '{@link #getValue() <em>Value</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getValue()
	 * @generated
	 * @ordered
	 */
	protected static final String VALUE_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getValue() <em>Value</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getValue()
	 * @generated
	 * @ordered
	 */
	protected String value = VALUE_EDEFAULT;

	/**
	 * The default value of the '{@link #getFromTurn() <em>From Turn</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFromTurn()
	 * @generated
	 * @ordered
	 */
	protected static final int FROM_TURN_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getFromTurn() <em>From Turn</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFromTurn()
	 * @generated
	 * @ordered
	 */
	protected int fromTurn = FROM_TURN_EDEFAULT;

	/**
	 * This is true if the From Turn attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean fromTurnESet;

	/**
	 * The default value of the '{@link #getToTurn() <em>To Turn</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getToTurn()
	 * @generated
	 * @ordered
	 */
	protected static final int TO_TURN_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getToTurn() <em>To Turn</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getToTurn()
	 * @generated
	 * @ordered
	 */
	protected int toTurn = TO_TURN_EDEFAULT;

	/**
	 * This is true if the To Turn attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean toTurnESet;

	/**
	 * The cached value of the '{@link #getTargets() <em>Targets</em>}' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTargets()
	 * @generated
	 * @ordered
	 */
	protected EList<EObject> targets;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected RuleFlagImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return BanneretPackage.Literals.RULE_FLAG;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getKey() {
		return key;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setKey(String newKey) {
		String oldKey = key;
		key = newKey;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.RULE_FLAG__KEY, oldKey, key));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getValue() {
		return value;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setValue(String newValue) {
		String oldValue = value;
		value = newValue;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.RULE_FLAG__VALUE, oldValue, value));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getFromTurn() {
		return fromTurn;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setFromTurn(int newFromTurn) {
		int oldFromTurn = fromTurn;
		fromTurn = newFromTurn;
		boolean oldFromTurnESet = fromTurnESet;
		fromTurnESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.RULE_FLAG__FROM_TURN, oldFromTurn, fromTurn, !oldFromTurnESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetFromTurn() {
		int oldFromTurn = fromTurn;
		boolean oldFromTurnESet = fromTurnESet;
		fromTurn = FROM_TURN_EDEFAULT;
		fromTurnESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, BanneretPackage.RULE_FLAG__FROM_TURN, oldFromTurn, FROM_TURN_EDEFAULT, oldFromTurnESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetFromTurn() {
		return fromTurnESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getToTurn() {
		return toTurn;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setToTurn(int newToTurn) {
		int oldToTurn = toTurn;
		toTurn = newToTurn;
		boolean oldToTurnESet = toTurnESet;
		toTurnESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.RULE_FLAG__TO_TURN, oldToTurn, toTurn, !oldToTurnESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetToTurn() {
		int oldToTurn = toTurn;
		boolean oldToTurnESet = toTurnESet;
		toTurn = TO_TURN_EDEFAULT;
		toTurnESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, BanneretPackage.RULE_FLAG__TO_TURN, oldToTurn, TO_TURN_EDEFAULT, oldToTurnESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetToTurn() {
		return toTurnESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<EObject> getTargets() {
		if (targets == null) {
			targets = new EObjectResolvingEList<EObject>(EObject.class, this, BanneretPackage.RULE_FLAG__TARGETS);
		}
		return targets;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case BanneretPackage.RULE_FLAG__KEY:
				return getKey();
			case BanneretPackage.RULE_FLAG__VALUE:
				return getValue();
			case BanneretPackage.RULE_FLAG__FROM_TURN:
				return getFromTurn();
			case BanneretPackage.RULE_FLAG__TO_TURN:
				return getToTurn();
			case BanneretPackage.RULE_FLAG__TARGETS:
				return getTargets();
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
			case BanneretPackage.RULE_FLAG__KEY:
				setKey((String)newValue);
				return;
			case BanneretPackage.RULE_FLAG__VALUE:
				setValue((String)newValue);
				return;
			case BanneretPackage.RULE_FLAG__FROM_TURN:
				setFromTurn((Integer)newValue);
				return;
			case BanneretPackage.RULE_FLAG__TO_TURN:
				setToTurn((Integer)newValue);
				return;
			case BanneretPackage.RULE_FLAG__TARGETS:
				getTargets().clear();
				getTargets().addAll((Collection<? extends EObject>)newValue);
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
			case BanneretPackage.RULE_FLAG__KEY:
				setKey(KEY_EDEFAULT);
				return;
			case BanneretPackage.RULE_FLAG__VALUE:
				setValue(VALUE_EDEFAULT);
				return;
			case BanneretPackage.RULE_FLAG__FROM_TURN:
				unsetFromTurn();
				return;
			case BanneretPackage.RULE_FLAG__TO_TURN:
				unsetToTurn();
				return;
			case BanneretPackage.RULE_FLAG__TARGETS:
				getTargets().clear();
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
			case BanneretPackage.RULE_FLAG__KEY:
				return KEY_EDEFAULT == null ? key != null : !KEY_EDEFAULT.equals(key);
			case BanneretPackage.RULE_FLAG__VALUE:
				return VALUE_EDEFAULT == null ? value != null : !VALUE_EDEFAULT.equals(value);
			case BanneretPackage.RULE_FLAG__FROM_TURN:
				return isSetFromTurn();
			case BanneretPackage.RULE_FLAG__TO_TURN:
				return isSetToTurn();
			case BanneretPackage.RULE_FLAG__TARGETS:
				return targets != null && !targets.isEmpty();
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
		result.append(" (key: ");
		result.append(key);
		result.append(", value: ");
		result.append(value);
		result.append(", fromTurn: ");
		if (fromTurnESet) result.append(fromTurn); else result.append("<unset>");
		result.append(", toTurn: ");
		if (toTurnESet) result.append(toTurn); else result.append("<unset>");
		result.append(')');
		return result.toString();
	}

} //RuleFlagImpl

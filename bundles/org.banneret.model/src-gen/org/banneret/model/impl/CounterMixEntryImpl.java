/**
 */
package org.banneret.model.impl;

import org.banneret.model.BanneretPackage;
import org.banneret.model.CounterMixEntry;
import org.banneret.model.Nationality;
import org.banneret.model.UnitType;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Counter Mix Entry</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.impl.CounterMixEntryImpl#getUnitType <em>Unit Type</em>}</li>
 *   <li>{@link org.banneret.model.impl.CounterMixEntryImpl#getNationality <em>Nationality</em>}</li>
 *   <li>{@link org.banneret.model.impl.CounterMixEntryImpl#getArmour <em>Armour</em>}</li>
 *   <li>{@link org.banneret.model.impl.CounterMixEntryImpl#getCount <em>Count</em>}</li>
 * </ul>
 *
 * @generated
 */
public class CounterMixEntryImpl extends MinimalEObjectImpl.Container implements CounterMixEntry {
	/**
	 * The cached value of the '{@link #getUnitType() <em>Unit Type</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getUnitType()
	 * @generated
	 * @ordered
	 */
	protected UnitType unitType;

	/**
	 * The cached value of the '{@link #getNationality() <em>Nationality</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getNationality()
	 * @generated
	 * @ordered
	 */
	protected Nationality nationality;

	/**
	 * The default value of the '{@link #getArmour() <em>Armour</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getArmour()
	 * @generated
	 * @ordered
	 */
	protected static final int ARMOUR_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getArmour() <em>Armour</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getArmour()
	 * @generated
	 * @ordered
	 */
	protected int armour = ARMOUR_EDEFAULT;

	/**
	 * This is true if the Armour attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean armourESet;

	/**
	 * The default value of the '{@link #getCount() <em>Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCount()
	 * @generated
	 * @ordered
	 */
	protected static final int COUNT_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getCount() <em>Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCount()
	 * @generated
	 * @ordered
	 */
	protected int count = COUNT_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected CounterMixEntryImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return BanneretPackage.Literals.COUNTER_MIX_ENTRY;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public UnitType getUnitType() {
		if (unitType != null && unitType.eIsProxy()) {
			InternalEObject oldUnitType = (InternalEObject)unitType;
			unitType = (UnitType)eResolveProxy(oldUnitType);
			if (unitType != oldUnitType) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, BanneretPackage.COUNTER_MIX_ENTRY__UNIT_TYPE, oldUnitType, unitType));
			}
		}
		return unitType;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public UnitType basicGetUnitType() {
		return unitType;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setUnitType(UnitType newUnitType) {
		UnitType oldUnitType = unitType;
		unitType = newUnitType;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.COUNTER_MIX_ENTRY__UNIT_TYPE, oldUnitType, unitType));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Nationality getNationality() {
		if (nationality != null && nationality.eIsProxy()) {
			InternalEObject oldNationality = (InternalEObject)nationality;
			nationality = (Nationality)eResolveProxy(oldNationality);
			if (nationality != oldNationality) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, BanneretPackage.COUNTER_MIX_ENTRY__NATIONALITY, oldNationality, nationality));
			}
		}
		return nationality;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public Nationality basicGetNationality() {
		return nationality;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setNationality(Nationality newNationality) {
		Nationality oldNationality = nationality;
		nationality = newNationality;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.COUNTER_MIX_ENTRY__NATIONALITY, oldNationality, nationality));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getArmour() {
		return armour;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setArmour(int newArmour) {
		int oldArmour = armour;
		armour = newArmour;
		boolean oldArmourESet = armourESet;
		armourESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.COUNTER_MIX_ENTRY__ARMOUR, oldArmour, armour, !oldArmourESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetArmour() {
		int oldArmour = armour;
		boolean oldArmourESet = armourESet;
		armour = ARMOUR_EDEFAULT;
		armourESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, BanneretPackage.COUNTER_MIX_ENTRY__ARMOUR, oldArmour, ARMOUR_EDEFAULT, oldArmourESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetArmour() {
		return armourESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getCount() {
		return count;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCount(int newCount) {
		int oldCount = count;
		count = newCount;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.COUNTER_MIX_ENTRY__COUNT, oldCount, count));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case BanneretPackage.COUNTER_MIX_ENTRY__UNIT_TYPE:
				if (resolve) return getUnitType();
				return basicGetUnitType();
			case BanneretPackage.COUNTER_MIX_ENTRY__NATIONALITY:
				if (resolve) return getNationality();
				return basicGetNationality();
			case BanneretPackage.COUNTER_MIX_ENTRY__ARMOUR:
				return getArmour();
			case BanneretPackage.COUNTER_MIX_ENTRY__COUNT:
				return getCount();
		}
		return super.eGet(featureID, resolve, coreType);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void eSet(int featureID, Object newValue) {
		switch (featureID) {
			case BanneretPackage.COUNTER_MIX_ENTRY__UNIT_TYPE:
				setUnitType((UnitType)newValue);
				return;
			case BanneretPackage.COUNTER_MIX_ENTRY__NATIONALITY:
				setNationality((Nationality)newValue);
				return;
			case BanneretPackage.COUNTER_MIX_ENTRY__ARMOUR:
				setArmour((Integer)newValue);
				return;
			case BanneretPackage.COUNTER_MIX_ENTRY__COUNT:
				setCount((Integer)newValue);
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
			case BanneretPackage.COUNTER_MIX_ENTRY__UNIT_TYPE:
				setUnitType((UnitType)null);
				return;
			case BanneretPackage.COUNTER_MIX_ENTRY__NATIONALITY:
				setNationality((Nationality)null);
				return;
			case BanneretPackage.COUNTER_MIX_ENTRY__ARMOUR:
				unsetArmour();
				return;
			case BanneretPackage.COUNTER_MIX_ENTRY__COUNT:
				setCount(COUNT_EDEFAULT);
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
			case BanneretPackage.COUNTER_MIX_ENTRY__UNIT_TYPE:
				return unitType != null;
			case BanneretPackage.COUNTER_MIX_ENTRY__NATIONALITY:
				return nationality != null;
			case BanneretPackage.COUNTER_MIX_ENTRY__ARMOUR:
				return isSetArmour();
			case BanneretPackage.COUNTER_MIX_ENTRY__COUNT:
				return count != COUNT_EDEFAULT;
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
		result.append(" (armour: ");
		if (armourESet) result.append(armour); else result.append("<unset>");
		result.append(", count: ");
		result.append(count);
		result.append(')');
		return result.toString();
	}

} //CounterMixEntryImpl

/**
 */
package org.banneret.model.impl;

import java.util.Collection;

import org.banneret.model.BanneretPackage;
import org.banneret.model.FaceValues;
import org.banneret.model.PrintedValue;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.NotificationChain;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

import org.eclipse.emf.ecore.util.EObjectContainmentEList;
import org.eclipse.emf.ecore.util.InternalEList;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Face Values</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.impl.FaceValuesImpl#getAttack <em>Attack</em>}</li>
 *   <li>{@link org.banneret.model.impl.FaceValuesImpl#getDefence <em>Defence</em>}</li>
 *   <li>{@link org.banneret.model.impl.FaceValuesImpl#getMovement <em>Movement</em>}</li>
 *   <li>{@link org.banneret.model.impl.FaceValuesImpl#getStrength <em>Strength</em>}</li>
 *   <li>{@link org.banneret.model.impl.FaceValuesImpl#getArmour <em>Armour</em>}</li>
 *   <li>{@link org.banneret.model.impl.FaceValuesImpl#getValues <em>Values</em>}</li>
 * </ul>
 *
 * @generated
 */
public class FaceValuesImpl extends MinimalEObjectImpl.Container implements FaceValues {
	/**
	 * The default value of the '{@link #getAttack() <em>Attack</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getAttack()
	 * @generated
	 * @ordered
	 */
	protected static final int ATTACK_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getAttack() <em>Attack</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getAttack()
	 * @generated
	 * @ordered
	 */
	protected int attack = ATTACK_EDEFAULT;

	/**
	 * This is true if the Attack attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean attackESet;

	/**
	 * The default value of the '{@link #getDefence() <em>Defence</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDefence()
	 * @generated
	 * @ordered
	 */
	protected static final int DEFENCE_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getDefence() <em>Defence</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDefence()
	 * @generated
	 * @ordered
	 */
	protected int defence = DEFENCE_EDEFAULT;

	/**
	 * This is true if the Defence attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean defenceESet;

	/**
	 * The default value of the '{@link #getMovement() <em>Movement</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMovement()
	 * @generated
	 * @ordered
	 */
	protected static final int MOVEMENT_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getMovement() <em>Movement</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMovement()
	 * @generated
	 * @ordered
	 */
	protected int movement = MOVEMENT_EDEFAULT;

	/**
	 * This is true if the Movement attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean movementESet;

	/**
	 * The default value of the '{@link #getStrength() <em>Strength</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getStrength()
	 * @generated
	 * @ordered
	 */
	protected static final int STRENGTH_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getStrength() <em>Strength</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getStrength()
	 * @generated
	 * @ordered
	 */
	protected int strength = STRENGTH_EDEFAULT;

	/**
	 * This is true if the Strength attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean strengthESet;

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
	 * The cached value of the '{@link #getValues() <em>Values</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getValues()
	 * @generated
	 * @ordered
	 */
	protected EList<PrintedValue> values;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected FaceValuesImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return BanneretPackage.Literals.FACE_VALUES;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getAttack() {
		return attack;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setAttack(int newAttack) {
		int oldAttack = attack;
		attack = newAttack;
		boolean oldAttackESet = attackESet;
		attackESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.FACE_VALUES__ATTACK, oldAttack, attack, !oldAttackESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetAttack() {
		int oldAttack = attack;
		boolean oldAttackESet = attackESet;
		attack = ATTACK_EDEFAULT;
		attackESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, BanneretPackage.FACE_VALUES__ATTACK, oldAttack, ATTACK_EDEFAULT, oldAttackESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetAttack() {
		return attackESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getDefence() {
		return defence;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setDefence(int newDefence) {
		int oldDefence = defence;
		defence = newDefence;
		boolean oldDefenceESet = defenceESet;
		defenceESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.FACE_VALUES__DEFENCE, oldDefence, defence, !oldDefenceESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetDefence() {
		int oldDefence = defence;
		boolean oldDefenceESet = defenceESet;
		defence = DEFENCE_EDEFAULT;
		defenceESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, BanneretPackage.FACE_VALUES__DEFENCE, oldDefence, DEFENCE_EDEFAULT, oldDefenceESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetDefence() {
		return defenceESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getMovement() {
		return movement;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMovement(int newMovement) {
		int oldMovement = movement;
		movement = newMovement;
		boolean oldMovementESet = movementESet;
		movementESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.FACE_VALUES__MOVEMENT, oldMovement, movement, !oldMovementESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetMovement() {
		int oldMovement = movement;
		boolean oldMovementESet = movementESet;
		movement = MOVEMENT_EDEFAULT;
		movementESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, BanneretPackage.FACE_VALUES__MOVEMENT, oldMovement, MOVEMENT_EDEFAULT, oldMovementESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetMovement() {
		return movementESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getStrength() {
		return strength;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setStrength(int newStrength) {
		int oldStrength = strength;
		strength = newStrength;
		boolean oldStrengthESet = strengthESet;
		strengthESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.FACE_VALUES__STRENGTH, oldStrength, strength, !oldStrengthESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetStrength() {
		int oldStrength = strength;
		boolean oldStrengthESet = strengthESet;
		strength = STRENGTH_EDEFAULT;
		strengthESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, BanneretPackage.FACE_VALUES__STRENGTH, oldStrength, STRENGTH_EDEFAULT, oldStrengthESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetStrength() {
		return strengthESet;
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
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.FACE_VALUES__ARMOUR, oldArmour, armour, !oldArmourESet));
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
			eNotify(new ENotificationImpl(this, Notification.UNSET, BanneretPackage.FACE_VALUES__ARMOUR, oldArmour, ARMOUR_EDEFAULT, oldArmourESet));
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
	public EList<PrintedValue> getValues() {
		if (values == null) {
			values = new EObjectContainmentEList<PrintedValue>(PrintedValue.class, this, BanneretPackage.FACE_VALUES__VALUES);
		}
		return values;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case BanneretPackage.FACE_VALUES__VALUES:
				return ((InternalEList<?>)getValues()).basicRemove(otherEnd, msgs);
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
			case BanneretPackage.FACE_VALUES__ATTACK:
				return getAttack();
			case BanneretPackage.FACE_VALUES__DEFENCE:
				return getDefence();
			case BanneretPackage.FACE_VALUES__MOVEMENT:
				return getMovement();
			case BanneretPackage.FACE_VALUES__STRENGTH:
				return getStrength();
			case BanneretPackage.FACE_VALUES__ARMOUR:
				return getArmour();
			case BanneretPackage.FACE_VALUES__VALUES:
				return getValues();
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
			case BanneretPackage.FACE_VALUES__ATTACK:
				setAttack((Integer)newValue);
				return;
			case BanneretPackage.FACE_VALUES__DEFENCE:
				setDefence((Integer)newValue);
				return;
			case BanneretPackage.FACE_VALUES__MOVEMENT:
				setMovement((Integer)newValue);
				return;
			case BanneretPackage.FACE_VALUES__STRENGTH:
				setStrength((Integer)newValue);
				return;
			case BanneretPackage.FACE_VALUES__ARMOUR:
				setArmour((Integer)newValue);
				return;
			case BanneretPackage.FACE_VALUES__VALUES:
				getValues().clear();
				getValues().addAll((Collection<? extends PrintedValue>)newValue);
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
			case BanneretPackage.FACE_VALUES__ATTACK:
				unsetAttack();
				return;
			case BanneretPackage.FACE_VALUES__DEFENCE:
				unsetDefence();
				return;
			case BanneretPackage.FACE_VALUES__MOVEMENT:
				unsetMovement();
				return;
			case BanneretPackage.FACE_VALUES__STRENGTH:
				unsetStrength();
				return;
			case BanneretPackage.FACE_VALUES__ARMOUR:
				unsetArmour();
				return;
			case BanneretPackage.FACE_VALUES__VALUES:
				getValues().clear();
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
			case BanneretPackage.FACE_VALUES__ATTACK:
				return isSetAttack();
			case BanneretPackage.FACE_VALUES__DEFENCE:
				return isSetDefence();
			case BanneretPackage.FACE_VALUES__MOVEMENT:
				return isSetMovement();
			case BanneretPackage.FACE_VALUES__STRENGTH:
				return isSetStrength();
			case BanneretPackage.FACE_VALUES__ARMOUR:
				return isSetArmour();
			case BanneretPackage.FACE_VALUES__VALUES:
				return values != null && !values.isEmpty();
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
		result.append(" (attack: ");
		if (attackESet) result.append(attack); else result.append("<unset>");
		result.append(", defence: ");
		if (defenceESet) result.append(defence); else result.append("<unset>");
		result.append(", movement: ");
		if (movementESet) result.append(movement); else result.append("<unset>");
		result.append(", strength: ");
		if (strengthESet) result.append(strength); else result.append("<unset>");
		result.append(", armour: ");
		if (armourESet) result.append(armour); else result.append("<unset>");
		result.append(')');
		return result.toString();
	}

} //FaceValuesImpl

/**
 */
package org.banneret.model.impl;

import java.util.Collection;

import org.banneret.model.BanneretPackage;
import org.banneret.model.Citable;
import org.banneret.model.CounterSpec;
import org.banneret.model.FaceValues;
import org.banneret.model.PrintedValue;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.NotificationChain;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

import org.eclipse.emf.ecore.util.EDataTypeUniqueEList;
import org.eclipse.emf.ecore.util.EObjectContainmentEList;
import org.eclipse.emf.ecore.util.InternalEList;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Counter Spec</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.impl.CounterSpecImpl#getCitation <em>Citation</em>}</li>
 *   <li>{@link org.banneret.model.impl.CounterSpecImpl#getAttack <em>Attack</em>}</li>
 *   <li>{@link org.banneret.model.impl.CounterSpecImpl#getDefence <em>Defence</em>}</li>
 *   <li>{@link org.banneret.model.impl.CounterSpecImpl#getMovement <em>Movement</em>}</li>
 *   <li>{@link org.banneret.model.impl.CounterSpecImpl#getStrength <em>Strength</em>}</li>
 *   <li>{@link org.banneret.model.impl.CounterSpecImpl#getArmour <em>Armour</em>}</li>
 *   <li>{@link org.banneret.model.impl.CounterSpecImpl#getValues <em>Values</em>}</li>
 *   <li>{@link org.banneret.model.impl.CounterSpecImpl#getBack <em>Back</em>}</li>
 *   <li>{@link org.banneret.model.impl.CounterSpecImpl#getTraits <em>Traits</em>}</li>
 * </ul>
 *
 * @generated
 */
public abstract class CounterSpecImpl extends NamedElementImpl implements CounterSpec {
	/**
	 * The default value of the '{@link #getCitation() <em>Citation</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCitation()
	 * @generated
	 * @ordered
	 */
	protected static final String CITATION_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getCitation() <em>Citation</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCitation()
	 * @generated
	 * @ordered
	 */
	protected String citation = CITATION_EDEFAULT;

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
	 * The cached value of the '{@link #getBack() <em>Back</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBack()
	 * @generated
	 * @ordered
	 */
	protected FaceValues back;

	/**
	 * The cached value of the '{@link #getTraits() <em>Traits</em>}' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTraits()
	 * @generated
	 * @ordered
	 */
	protected EList<String> traits;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected CounterSpecImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return BanneretPackage.Literals.COUNTER_SPEC;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getCitation() {
		return citation;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCitation(String newCitation) {
		String oldCitation = citation;
		citation = newCitation;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.COUNTER_SPEC__CITATION, oldCitation, citation));
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
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.COUNTER_SPEC__ATTACK, oldAttack, attack, !oldAttackESet));
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
			eNotify(new ENotificationImpl(this, Notification.UNSET, BanneretPackage.COUNTER_SPEC__ATTACK, oldAttack, ATTACK_EDEFAULT, oldAttackESet));
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
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.COUNTER_SPEC__DEFENCE, oldDefence, defence, !oldDefenceESet));
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
			eNotify(new ENotificationImpl(this, Notification.UNSET, BanneretPackage.COUNTER_SPEC__DEFENCE, oldDefence, DEFENCE_EDEFAULT, oldDefenceESet));
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
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.COUNTER_SPEC__MOVEMENT, oldMovement, movement, !oldMovementESet));
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
			eNotify(new ENotificationImpl(this, Notification.UNSET, BanneretPackage.COUNTER_SPEC__MOVEMENT, oldMovement, MOVEMENT_EDEFAULT, oldMovementESet));
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
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.COUNTER_SPEC__STRENGTH, oldStrength, strength, !oldStrengthESet));
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
			eNotify(new ENotificationImpl(this, Notification.UNSET, BanneretPackage.COUNTER_SPEC__STRENGTH, oldStrength, STRENGTH_EDEFAULT, oldStrengthESet));
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
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.COUNTER_SPEC__ARMOUR, oldArmour, armour, !oldArmourESet));
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
			eNotify(new ENotificationImpl(this, Notification.UNSET, BanneretPackage.COUNTER_SPEC__ARMOUR, oldArmour, ARMOUR_EDEFAULT, oldArmourESet));
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
			values = new EObjectContainmentEList<PrintedValue>(PrintedValue.class, this, BanneretPackage.COUNTER_SPEC__VALUES);
		}
		return values;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public FaceValues getBack() {
		return back;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetBack(FaceValues newBack, NotificationChain msgs) {
		FaceValues oldBack = back;
		back = newBack;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, BanneretPackage.COUNTER_SPEC__BACK, oldBack, newBack);
			if (msgs == null) msgs = notification; else msgs.add(notification);
		}
		return msgs;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setBack(FaceValues newBack) {
		if (newBack != back) {
			NotificationChain msgs = null;
			if (back != null)
				msgs = ((InternalEObject)back).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - BanneretPackage.COUNTER_SPEC__BACK, null, msgs);
			if (newBack != null)
				msgs = ((InternalEObject)newBack).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - BanneretPackage.COUNTER_SPEC__BACK, null, msgs);
			msgs = basicSetBack(newBack, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.COUNTER_SPEC__BACK, newBack, newBack));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<String> getTraits() {
		if (traits == null) {
			traits = new EDataTypeUniqueEList<String>(String.class, this, BanneretPackage.COUNTER_SPEC__TRAITS);
		}
		return traits;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case BanneretPackage.COUNTER_SPEC__VALUES:
				return ((InternalEList<?>)getValues()).basicRemove(otherEnd, msgs);
			case BanneretPackage.COUNTER_SPEC__BACK:
				return basicSetBack(null, msgs);
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
			case BanneretPackage.COUNTER_SPEC__CITATION:
				return getCitation();
			case BanneretPackage.COUNTER_SPEC__ATTACK:
				return getAttack();
			case BanneretPackage.COUNTER_SPEC__DEFENCE:
				return getDefence();
			case BanneretPackage.COUNTER_SPEC__MOVEMENT:
				return getMovement();
			case BanneretPackage.COUNTER_SPEC__STRENGTH:
				return getStrength();
			case BanneretPackage.COUNTER_SPEC__ARMOUR:
				return getArmour();
			case BanneretPackage.COUNTER_SPEC__VALUES:
				return getValues();
			case BanneretPackage.COUNTER_SPEC__BACK:
				return getBack();
			case BanneretPackage.COUNTER_SPEC__TRAITS:
				return getTraits();
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
			case BanneretPackage.COUNTER_SPEC__CITATION:
				setCitation((String)newValue);
				return;
			case BanneretPackage.COUNTER_SPEC__ATTACK:
				setAttack((Integer)newValue);
				return;
			case BanneretPackage.COUNTER_SPEC__DEFENCE:
				setDefence((Integer)newValue);
				return;
			case BanneretPackage.COUNTER_SPEC__MOVEMENT:
				setMovement((Integer)newValue);
				return;
			case BanneretPackage.COUNTER_SPEC__STRENGTH:
				setStrength((Integer)newValue);
				return;
			case BanneretPackage.COUNTER_SPEC__ARMOUR:
				setArmour((Integer)newValue);
				return;
			case BanneretPackage.COUNTER_SPEC__VALUES:
				getValues().clear();
				getValues().addAll((Collection<? extends PrintedValue>)newValue);
				return;
			case BanneretPackage.COUNTER_SPEC__BACK:
				setBack((FaceValues)newValue);
				return;
			case BanneretPackage.COUNTER_SPEC__TRAITS:
				getTraits().clear();
				getTraits().addAll((Collection<? extends String>)newValue);
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
			case BanneretPackage.COUNTER_SPEC__CITATION:
				setCitation(CITATION_EDEFAULT);
				return;
			case BanneretPackage.COUNTER_SPEC__ATTACK:
				unsetAttack();
				return;
			case BanneretPackage.COUNTER_SPEC__DEFENCE:
				unsetDefence();
				return;
			case BanneretPackage.COUNTER_SPEC__MOVEMENT:
				unsetMovement();
				return;
			case BanneretPackage.COUNTER_SPEC__STRENGTH:
				unsetStrength();
				return;
			case BanneretPackage.COUNTER_SPEC__ARMOUR:
				unsetArmour();
				return;
			case BanneretPackage.COUNTER_SPEC__VALUES:
				getValues().clear();
				return;
			case BanneretPackage.COUNTER_SPEC__BACK:
				setBack((FaceValues)null);
				return;
			case BanneretPackage.COUNTER_SPEC__TRAITS:
				getTraits().clear();
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
			case BanneretPackage.COUNTER_SPEC__CITATION:
				return CITATION_EDEFAULT == null ? citation != null : !CITATION_EDEFAULT.equals(citation);
			case BanneretPackage.COUNTER_SPEC__ATTACK:
				return isSetAttack();
			case BanneretPackage.COUNTER_SPEC__DEFENCE:
				return isSetDefence();
			case BanneretPackage.COUNTER_SPEC__MOVEMENT:
				return isSetMovement();
			case BanneretPackage.COUNTER_SPEC__STRENGTH:
				return isSetStrength();
			case BanneretPackage.COUNTER_SPEC__ARMOUR:
				return isSetArmour();
			case BanneretPackage.COUNTER_SPEC__VALUES:
				return values != null && !values.isEmpty();
			case BanneretPackage.COUNTER_SPEC__BACK:
				return back != null;
			case BanneretPackage.COUNTER_SPEC__TRAITS:
				return traits != null && !traits.isEmpty();
		}
		return super.eIsSet(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int eBaseStructuralFeatureID(int derivedFeatureID, Class<?> baseClass) {
		if (baseClass == Citable.class) {
			switch (derivedFeatureID) {
				case BanneretPackage.COUNTER_SPEC__CITATION: return BanneretPackage.CITABLE__CITATION;
				default: return -1;
			}
		}
		if (baseClass == FaceValues.class) {
			switch (derivedFeatureID) {
				case BanneretPackage.COUNTER_SPEC__ATTACK: return BanneretPackage.FACE_VALUES__ATTACK;
				case BanneretPackage.COUNTER_SPEC__DEFENCE: return BanneretPackage.FACE_VALUES__DEFENCE;
				case BanneretPackage.COUNTER_SPEC__MOVEMENT: return BanneretPackage.FACE_VALUES__MOVEMENT;
				case BanneretPackage.COUNTER_SPEC__STRENGTH: return BanneretPackage.FACE_VALUES__STRENGTH;
				case BanneretPackage.COUNTER_SPEC__ARMOUR: return BanneretPackage.FACE_VALUES__ARMOUR;
				case BanneretPackage.COUNTER_SPEC__VALUES: return BanneretPackage.FACE_VALUES__VALUES;
				default: return -1;
			}
		}
		return super.eBaseStructuralFeatureID(derivedFeatureID, baseClass);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int eDerivedStructuralFeatureID(int baseFeatureID, Class<?> baseClass) {
		if (baseClass == Citable.class) {
			switch (baseFeatureID) {
				case BanneretPackage.CITABLE__CITATION: return BanneretPackage.COUNTER_SPEC__CITATION;
				default: return -1;
			}
		}
		if (baseClass == FaceValues.class) {
			switch (baseFeatureID) {
				case BanneretPackage.FACE_VALUES__ATTACK: return BanneretPackage.COUNTER_SPEC__ATTACK;
				case BanneretPackage.FACE_VALUES__DEFENCE: return BanneretPackage.COUNTER_SPEC__DEFENCE;
				case BanneretPackage.FACE_VALUES__MOVEMENT: return BanneretPackage.COUNTER_SPEC__MOVEMENT;
				case BanneretPackage.FACE_VALUES__STRENGTH: return BanneretPackage.COUNTER_SPEC__STRENGTH;
				case BanneretPackage.FACE_VALUES__ARMOUR: return BanneretPackage.COUNTER_SPEC__ARMOUR;
				case BanneretPackage.FACE_VALUES__VALUES: return BanneretPackage.COUNTER_SPEC__VALUES;
				default: return -1;
			}
		}
		return super.eDerivedStructuralFeatureID(baseFeatureID, baseClass);
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
		result.append(" (citation: ");
		result.append(citation);
		result.append(", attack: ");
		if (attackESet) result.append(attack); else result.append("<unset>");
		result.append(", defence: ");
		if (defenceESet) result.append(defence); else result.append("<unset>");
		result.append(", movement: ");
		if (movementESet) result.append(movement); else result.append("<unset>");
		result.append(", strength: ");
		if (strengthESet) result.append(strength); else result.append("<unset>");
		result.append(", armour: ");
		if (armourESet) result.append(armour); else result.append("<unset>");
		result.append(", traits: ");
		result.append(traits);
		result.append(')');
		return result.toString();
	}

} //CounterSpecImpl

/**
 */
package org.banneret.model.impl;

import java.util.Collection;

import org.banneret.model.BanneretPackage;
import org.banneret.model.ReinforcementPlacement;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

import org.eclipse.emf.ecore.util.EDataTypeUniqueEList;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Reinforcement Placement</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.impl.ReinforcementPlacementImpl#getTurn <em>Turn</em>}</li>
 *   <li>{@link org.banneret.model.impl.ReinforcementPlacementImpl#getEntryHexes <em>Entry Hexes</em>}</li>
 *   <li>{@link org.banneret.model.impl.ReinforcementPlacementImpl#getPerTurnLimit <em>Per Turn Limit</em>}</li>
 * </ul>
 *
 * @generated
 */
public class ReinforcementPlacementImpl extends PlacementImpl implements ReinforcementPlacement {
	/**
	 * The default value of the '{@link #getTurn() <em>Turn</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTurn()
	 * @generated
	 * @ordered
	 */
	protected static final int TURN_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getTurn() <em>Turn</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTurn()
	 * @generated
	 * @ordered
	 */
	protected int turn = TURN_EDEFAULT;

	/**
	 * This is true if the Turn attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean turnESet;

	/**
	 * The cached value of the '{@link #getEntryHexes() <em>Entry Hexes</em>}' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getEntryHexes()
	 * @generated
	 * @ordered
	 */
	protected EList<String> entryHexes;

	/**
	 * The default value of the '{@link #getPerTurnLimit() <em>Per Turn Limit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPerTurnLimit()
	 * @generated
	 * @ordered
	 */
	protected static final int PER_TURN_LIMIT_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getPerTurnLimit() <em>Per Turn Limit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPerTurnLimit()
	 * @generated
	 * @ordered
	 */
	protected int perTurnLimit = PER_TURN_LIMIT_EDEFAULT;

	/**
	 * This is true if the Per Turn Limit attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean perTurnLimitESet;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected ReinforcementPlacementImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return BanneretPackage.Literals.REINFORCEMENT_PLACEMENT;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getTurn() {
		return turn;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTurn(int newTurn) {
		int oldTurn = turn;
		turn = newTurn;
		boolean oldTurnESet = turnESet;
		turnESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.REINFORCEMENT_PLACEMENT__TURN, oldTurn, turn, !oldTurnESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetTurn() {
		int oldTurn = turn;
		boolean oldTurnESet = turnESet;
		turn = TURN_EDEFAULT;
		turnESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, BanneretPackage.REINFORCEMENT_PLACEMENT__TURN, oldTurn, TURN_EDEFAULT, oldTurnESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetTurn() {
		return turnESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<String> getEntryHexes() {
		if (entryHexes == null) {
			entryHexes = new EDataTypeUniqueEList<String>(String.class, this, BanneretPackage.REINFORCEMENT_PLACEMENT__ENTRY_HEXES);
		}
		return entryHexes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getPerTurnLimit() {
		return perTurnLimit;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setPerTurnLimit(int newPerTurnLimit) {
		int oldPerTurnLimit = perTurnLimit;
		perTurnLimit = newPerTurnLimit;
		boolean oldPerTurnLimitESet = perTurnLimitESet;
		perTurnLimitESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.REINFORCEMENT_PLACEMENT__PER_TURN_LIMIT, oldPerTurnLimit, perTurnLimit, !oldPerTurnLimitESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetPerTurnLimit() {
		int oldPerTurnLimit = perTurnLimit;
		boolean oldPerTurnLimitESet = perTurnLimitESet;
		perTurnLimit = PER_TURN_LIMIT_EDEFAULT;
		perTurnLimitESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, BanneretPackage.REINFORCEMENT_PLACEMENT__PER_TURN_LIMIT, oldPerTurnLimit, PER_TURN_LIMIT_EDEFAULT, oldPerTurnLimitESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetPerTurnLimit() {
		return perTurnLimitESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case BanneretPackage.REINFORCEMENT_PLACEMENT__TURN:
				return getTurn();
			case BanneretPackage.REINFORCEMENT_PLACEMENT__ENTRY_HEXES:
				return getEntryHexes();
			case BanneretPackage.REINFORCEMENT_PLACEMENT__PER_TURN_LIMIT:
				return getPerTurnLimit();
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
			case BanneretPackage.REINFORCEMENT_PLACEMENT__TURN:
				setTurn((Integer)newValue);
				return;
			case BanneretPackage.REINFORCEMENT_PLACEMENT__ENTRY_HEXES:
				getEntryHexes().clear();
				getEntryHexes().addAll((Collection<? extends String>)newValue);
				return;
			case BanneretPackage.REINFORCEMENT_PLACEMENT__PER_TURN_LIMIT:
				setPerTurnLimit((Integer)newValue);
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
			case BanneretPackage.REINFORCEMENT_PLACEMENT__TURN:
				unsetTurn();
				return;
			case BanneretPackage.REINFORCEMENT_PLACEMENT__ENTRY_HEXES:
				getEntryHexes().clear();
				return;
			case BanneretPackage.REINFORCEMENT_PLACEMENT__PER_TURN_LIMIT:
				unsetPerTurnLimit();
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
			case BanneretPackage.REINFORCEMENT_PLACEMENT__TURN:
				return isSetTurn();
			case BanneretPackage.REINFORCEMENT_PLACEMENT__ENTRY_HEXES:
				return entryHexes != null && !entryHexes.isEmpty();
			case BanneretPackage.REINFORCEMENT_PLACEMENT__PER_TURN_LIMIT:
				return isSetPerTurnLimit();
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
		result.append(" (turn: ");
		if (turnESet) result.append(turn); else result.append("<unset>");
		result.append(", entryHexes: ");
		result.append(entryHexes);
		result.append(", perTurnLimit: ");
		if (perTurnLimitESet) result.append(perTurnLimit); else result.append("<unset>");
		result.append(')');
		return result.toString();
	}

} //ReinforcementPlacementImpl

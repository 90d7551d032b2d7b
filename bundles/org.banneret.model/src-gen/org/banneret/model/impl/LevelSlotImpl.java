/**
 */
package org.banneret.model.impl;

import java.util.Collection;

import org.banneret.model.BanneretPackage;
import org.banneret.model.LevelSlot;
import org.banneret.model.UnitClass;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.util.EObjectResolvingEList;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Level Slot</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.impl.LevelSlotImpl#getOpenTo <em>Open To</em>}</li>
 *   <li>{@link org.banneret.model.impl.LevelSlotImpl#getClosedTo <em>Closed To</em>}</li>
 * </ul>
 *
 * @generated
 */
public class LevelSlotImpl extends NamedElementImpl implements LevelSlot {
	/**
	 * The cached value of the '{@link #getOpenTo() <em>Open To</em>}' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getOpenTo()
	 * @generated
	 * @ordered
	 */
	protected EList<UnitClass> openTo;

	/**
	 * The cached value of the '{@link #getClosedTo() <em>Closed To</em>}' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getClosedTo()
	 * @generated
	 * @ordered
	 */
	protected EList<UnitClass> closedTo;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected LevelSlotImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return BanneretPackage.Literals.LEVEL_SLOT;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<UnitClass> getOpenTo() {
		if (openTo == null) {
			openTo = new EObjectResolvingEList<UnitClass>(UnitClass.class, this, BanneretPackage.LEVEL_SLOT__OPEN_TO);
		}
		return openTo;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<UnitClass> getClosedTo() {
		if (closedTo == null) {
			closedTo = new EObjectResolvingEList<UnitClass>(UnitClass.class, this, BanneretPackage.LEVEL_SLOT__CLOSED_TO);
		}
		return closedTo;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case BanneretPackage.LEVEL_SLOT__OPEN_TO:
				return getOpenTo();
			case BanneretPackage.LEVEL_SLOT__CLOSED_TO:
				return getClosedTo();
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
			case BanneretPackage.LEVEL_SLOT__OPEN_TO:
				getOpenTo().clear();
				getOpenTo().addAll((Collection<? extends UnitClass>)newValue);
				return;
			case BanneretPackage.LEVEL_SLOT__CLOSED_TO:
				getClosedTo().clear();
				getClosedTo().addAll((Collection<? extends UnitClass>)newValue);
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
			case BanneretPackage.LEVEL_SLOT__OPEN_TO:
				getOpenTo().clear();
				return;
			case BanneretPackage.LEVEL_SLOT__CLOSED_TO:
				getClosedTo().clear();
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
			case BanneretPackage.LEVEL_SLOT__OPEN_TO:
				return openTo != null && !openTo.isEmpty();
			case BanneretPackage.LEVEL_SLOT__CLOSED_TO:
				return closedTo != null && !closedTo.isEmpty();
		}
		return super.eIsSet(featureID);
	}

} //LevelSlotImpl

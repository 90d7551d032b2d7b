/**
 */
package org.banneret.model.impl;

import java.util.Collection;

import org.banneret.model.BanneretPackage;
import org.banneret.model.Compass;
import org.banneret.model.HexPlacement;
import org.banneret.model.LevelSlot;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

import org.eclipse.emf.ecore.util.EDataTypeEList;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Hex Placement</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.impl.HexPlacementImpl#getHexes <em>Hexes</em>}</li>
 *   <li>{@link org.banneret.model.impl.HexPlacementImpl#getFacing <em>Facing</em>}</li>
 *   <li>{@link org.banneret.model.impl.HexPlacementImpl#getSlot <em>Slot</em>}</li>
 * </ul>
 *
 * @generated
 */
public class HexPlacementImpl extends PlacementImpl implements HexPlacement {
	/**
	 * The cached value of the '{@link #getHexes() <em>Hexes</em>}' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getHexes()
	 * @generated
	 * @ordered
	 */
	protected EList<String> hexes;

	/**
	 * The default value of the '{@link #getFacing() <em>Facing</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFacing()
	 * @generated
	 * @ordered
	 */
	protected static final Compass FACING_EDEFAULT = Compass.N;

	/**
	 * The cached value of the '{@link #getFacing() <em>Facing</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFacing()
	 * @generated
	 * @ordered
	 */
	protected Compass facing = FACING_EDEFAULT;

	/**
	 * This is true if the Facing attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean facingESet;

	/**
	 * The cached value of the '{@link #getSlot() <em>Slot</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSlot()
	 * @generated
	 * @ordered
	 */
	protected LevelSlot slot;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected HexPlacementImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return BanneretPackage.Literals.HEX_PLACEMENT;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<String> getHexes() {
		if (hexes == null) {
			hexes = new EDataTypeEList<String>(String.class, this, BanneretPackage.HEX_PLACEMENT__HEXES);
		}
		return hexes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Compass getFacing() {
		return facing;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setFacing(Compass newFacing) {
		Compass oldFacing = facing;
		facing = newFacing == null ? FACING_EDEFAULT : newFacing;
		boolean oldFacingESet = facingESet;
		facingESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.HEX_PLACEMENT__FACING, oldFacing, facing, !oldFacingESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetFacing() {
		Compass oldFacing = facing;
		boolean oldFacingESet = facingESet;
		facing = FACING_EDEFAULT;
		facingESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, BanneretPackage.HEX_PLACEMENT__FACING, oldFacing, FACING_EDEFAULT, oldFacingESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetFacing() {
		return facingESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public LevelSlot getSlot() {
		if (slot != null && slot.eIsProxy()) {
			InternalEObject oldSlot = (InternalEObject)slot;
			slot = (LevelSlot)eResolveProxy(oldSlot);
			if (slot != oldSlot) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, BanneretPackage.HEX_PLACEMENT__SLOT, oldSlot, slot));
			}
		}
		return slot;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public LevelSlot basicGetSlot() {
		return slot;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSlot(LevelSlot newSlot) {
		LevelSlot oldSlot = slot;
		slot = newSlot;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.HEX_PLACEMENT__SLOT, oldSlot, slot));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case BanneretPackage.HEX_PLACEMENT__HEXES:
				return getHexes();
			case BanneretPackage.HEX_PLACEMENT__FACING:
				return getFacing();
			case BanneretPackage.HEX_PLACEMENT__SLOT:
				if (resolve) return getSlot();
				return basicGetSlot();
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
			case BanneretPackage.HEX_PLACEMENT__HEXES:
				getHexes().clear();
				getHexes().addAll((Collection<? extends String>)newValue);
				return;
			case BanneretPackage.HEX_PLACEMENT__FACING:
				setFacing((Compass)newValue);
				return;
			case BanneretPackage.HEX_PLACEMENT__SLOT:
				setSlot((LevelSlot)newValue);
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
			case BanneretPackage.HEX_PLACEMENT__HEXES:
				getHexes().clear();
				return;
			case BanneretPackage.HEX_PLACEMENT__FACING:
				unsetFacing();
				return;
			case BanneretPackage.HEX_PLACEMENT__SLOT:
				setSlot((LevelSlot)null);
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
			case BanneretPackage.HEX_PLACEMENT__HEXES:
				return hexes != null && !hexes.isEmpty();
			case BanneretPackage.HEX_PLACEMENT__FACING:
				return isSetFacing();
			case BanneretPackage.HEX_PLACEMENT__SLOT:
				return slot != null;
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
		result.append(" (hexes: ");
		result.append(hexes);
		result.append(", facing: ");
		if (facingESet) result.append(facing); else result.append("<unset>");
		result.append(')');
		return result.toString();
	}

} //HexPlacementImpl

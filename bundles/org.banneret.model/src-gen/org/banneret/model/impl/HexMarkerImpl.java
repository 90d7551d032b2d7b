/**
 */
package org.banneret.model.impl;

import org.banneret.model.BanneretPackage;
import org.banneret.model.Compass;
import org.banneret.model.HexMarker;
import org.banneret.model.MarkerType;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Hex Marker</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.impl.HexMarkerImpl#getHex <em>Hex</em>}</li>
 *   <li>{@link org.banneret.model.impl.HexMarkerImpl#getType <em>Type</em>}</li>
 *   <li>{@link org.banneret.model.impl.HexMarkerImpl#getValue <em>Value</em>}</li>
 *   <li>{@link org.banneret.model.impl.HexMarkerImpl#getFacing <em>Facing</em>}</li>
 * </ul>
 *
 * @generated
 */
public class HexMarkerImpl extends MinimalEObjectImpl.Container implements HexMarker {
	/**
	 * The default value of the '{@link #getHex() <em>Hex</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getHex()
	 * @generated
	 * @ordered
	 */
	protected static final String HEX_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getHex() <em>Hex</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getHex()
	 * @generated
	 * @ordered
	 */
	protected String hex = HEX_EDEFAULT;

	/**
	 * The cached value of the '{@link #getType() <em>Type</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getType()
	 * @generated
	 * @ordered
	 */
	protected MarkerType type;

	/**
	 * The default value of the '{@link #getValue() <em>Value</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getValue()
	 * @generated
	 * @ordered
	 */
	protected static final int VALUE_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getValue() <em>Value</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getValue()
	 * @generated
	 * @ordered
	 */
	protected int value = VALUE_EDEFAULT;

	/**
	 * This is true if the Value attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean valueESet;

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
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected HexMarkerImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return BanneretPackage.Literals.HEX_MARKER;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getHex() {
		return hex;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setHex(String newHex) {
		String oldHex = hex;
		hex = newHex;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.HEX_MARKER__HEX, oldHex, hex));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public MarkerType getType() {
		if (type != null && type.eIsProxy()) {
			InternalEObject oldType = (InternalEObject)type;
			type = (MarkerType)eResolveProxy(oldType);
			if (type != oldType) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, BanneretPackage.HEX_MARKER__TYPE, oldType, type));
			}
		}
		return type;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public MarkerType basicGetType() {
		return type;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setType(MarkerType newType) {
		MarkerType oldType = type;
		type = newType;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.HEX_MARKER__TYPE, oldType, type));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getValue() {
		return value;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setValue(int newValue) {
		int oldValue = value;
		value = newValue;
		boolean oldValueESet = valueESet;
		valueESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.HEX_MARKER__VALUE, oldValue, value, !oldValueESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetValue() {
		int oldValue = value;
		boolean oldValueESet = valueESet;
		value = VALUE_EDEFAULT;
		valueESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, BanneretPackage.HEX_MARKER__VALUE, oldValue, VALUE_EDEFAULT, oldValueESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetValue() {
		return valueESet;
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
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.HEX_MARKER__FACING, oldFacing, facing, !oldFacingESet));
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
			eNotify(new ENotificationImpl(this, Notification.UNSET, BanneretPackage.HEX_MARKER__FACING, oldFacing, FACING_EDEFAULT, oldFacingESet));
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
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case BanneretPackage.HEX_MARKER__HEX:
				return getHex();
			case BanneretPackage.HEX_MARKER__TYPE:
				if (resolve) return getType();
				return basicGetType();
			case BanneretPackage.HEX_MARKER__VALUE:
				return getValue();
			case BanneretPackage.HEX_MARKER__FACING:
				return getFacing();
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
			case BanneretPackage.HEX_MARKER__HEX:
				setHex((String)newValue);
				return;
			case BanneretPackage.HEX_MARKER__TYPE:
				setType((MarkerType)newValue);
				return;
			case BanneretPackage.HEX_MARKER__VALUE:
				setValue((Integer)newValue);
				return;
			case BanneretPackage.HEX_MARKER__FACING:
				setFacing((Compass)newValue);
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
			case BanneretPackage.HEX_MARKER__HEX:
				setHex(HEX_EDEFAULT);
				return;
			case BanneretPackage.HEX_MARKER__TYPE:
				setType((MarkerType)null);
				return;
			case BanneretPackage.HEX_MARKER__VALUE:
				unsetValue();
				return;
			case BanneretPackage.HEX_MARKER__FACING:
				unsetFacing();
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
			case BanneretPackage.HEX_MARKER__HEX:
				return HEX_EDEFAULT == null ? hex != null : !HEX_EDEFAULT.equals(hex);
			case BanneretPackage.HEX_MARKER__TYPE:
				return type != null;
			case BanneretPackage.HEX_MARKER__VALUE:
				return isSetValue();
			case BanneretPackage.HEX_MARKER__FACING:
				return isSetFacing();
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
		result.append(" (hex: ");
		result.append(hex);
		result.append(", value: ");
		if (valueESet) result.append(value); else result.append("<unset>");
		result.append(", facing: ");
		if (facingESet) result.append(facing); else result.append("<unset>");
		result.append(')');
		return result.toString();
	}

} //HexMarkerImpl

/**
 */
package org.banneret.model.impl;

import java.util.Collection;

import org.banneret.model.BanneretPackage;
import org.banneret.model.Compass;
import org.banneret.model.FeatureType;
import org.banneret.model.HexFeature;
import org.banneret.model.Nationality;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

import org.eclipse.emf.ecore.util.EObjectResolvingEList;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Hex Feature</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.impl.HexFeatureImpl#getHex <em>Hex</em>}</li>
 *   <li>{@link org.banneret.model.impl.HexFeatureImpl#getType <em>Type</em>}</li>
 *   <li>{@link org.banneret.model.impl.HexFeatureImpl#getFacing <em>Facing</em>}</li>
 *   <li>{@link org.banneret.model.impl.HexFeatureImpl#getLowestLevel <em>Lowest Level</em>}</li>
 *   <li>{@link org.banneret.model.impl.HexFeatureImpl#getHighestLevel <em>Highest Level</em>}</li>
 *   <li>{@link org.banneret.model.impl.HexFeatureImpl#getHiddenFrom <em>Hidden From</em>}</li>
 * </ul>
 *
 * @generated
 */
public class HexFeatureImpl extends MinimalEObjectImpl.Container implements HexFeature {
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
	protected FeatureType type;

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
	 * The default value of the '{@link #getLowestLevel() <em>Lowest Level</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLowestLevel()
	 * @generated
	 * @ordered
	 */
	protected static final int LOWEST_LEVEL_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getLowestLevel() <em>Lowest Level</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLowestLevel()
	 * @generated
	 * @ordered
	 */
	protected int lowestLevel = LOWEST_LEVEL_EDEFAULT;

	/**
	 * This is true if the Lowest Level attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean lowestLevelESet;

	/**
	 * The default value of the '{@link #getHighestLevel() <em>Highest Level</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getHighestLevel()
	 * @generated
	 * @ordered
	 */
	protected static final int HIGHEST_LEVEL_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getHighestLevel() <em>Highest Level</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getHighestLevel()
	 * @generated
	 * @ordered
	 */
	protected int highestLevel = HIGHEST_LEVEL_EDEFAULT;

	/**
	 * This is true if the Highest Level attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean highestLevelESet;

	/**
	 * The cached value of the '{@link #getHiddenFrom() <em>Hidden From</em>}' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getHiddenFrom()
	 * @generated
	 * @ordered
	 */
	protected EList<Nationality> hiddenFrom;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected HexFeatureImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return BanneretPackage.Literals.HEX_FEATURE;
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
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.HEX_FEATURE__HEX, oldHex, hex));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public FeatureType getType() {
		if (type != null && type.eIsProxy()) {
			InternalEObject oldType = (InternalEObject)type;
			type = (FeatureType)eResolveProxy(oldType);
			if (type != oldType) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, BanneretPackage.HEX_FEATURE__TYPE, oldType, type));
			}
		}
		return type;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public FeatureType basicGetType() {
		return type;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setType(FeatureType newType) {
		FeatureType oldType = type;
		type = newType;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.HEX_FEATURE__TYPE, oldType, type));
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
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.HEX_FEATURE__FACING, oldFacing, facing, !oldFacingESet));
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
			eNotify(new ENotificationImpl(this, Notification.UNSET, BanneretPackage.HEX_FEATURE__FACING, oldFacing, FACING_EDEFAULT, oldFacingESet));
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
	public int getLowestLevel() {
		return lowestLevel;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setLowestLevel(int newLowestLevel) {
		int oldLowestLevel = lowestLevel;
		lowestLevel = newLowestLevel;
		boolean oldLowestLevelESet = lowestLevelESet;
		lowestLevelESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.HEX_FEATURE__LOWEST_LEVEL, oldLowestLevel, lowestLevel, !oldLowestLevelESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetLowestLevel() {
		int oldLowestLevel = lowestLevel;
		boolean oldLowestLevelESet = lowestLevelESet;
		lowestLevel = LOWEST_LEVEL_EDEFAULT;
		lowestLevelESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, BanneretPackage.HEX_FEATURE__LOWEST_LEVEL, oldLowestLevel, LOWEST_LEVEL_EDEFAULT, oldLowestLevelESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetLowestLevel() {
		return lowestLevelESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getHighestLevel() {
		return highestLevel;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setHighestLevel(int newHighestLevel) {
		int oldHighestLevel = highestLevel;
		highestLevel = newHighestLevel;
		boolean oldHighestLevelESet = highestLevelESet;
		highestLevelESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.HEX_FEATURE__HIGHEST_LEVEL, oldHighestLevel, highestLevel, !oldHighestLevelESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetHighestLevel() {
		int oldHighestLevel = highestLevel;
		boolean oldHighestLevelESet = highestLevelESet;
		highestLevel = HIGHEST_LEVEL_EDEFAULT;
		highestLevelESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, BanneretPackage.HEX_FEATURE__HIGHEST_LEVEL, oldHighestLevel, HIGHEST_LEVEL_EDEFAULT, oldHighestLevelESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetHighestLevel() {
		return highestLevelESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Nationality> getHiddenFrom() {
		if (hiddenFrom == null) {
			hiddenFrom = new EObjectResolvingEList<Nationality>(Nationality.class, this, BanneretPackage.HEX_FEATURE__HIDDEN_FROM);
		}
		return hiddenFrom;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case BanneretPackage.HEX_FEATURE__HEX:
				return getHex();
			case BanneretPackage.HEX_FEATURE__TYPE:
				if (resolve) return getType();
				return basicGetType();
			case BanneretPackage.HEX_FEATURE__FACING:
				return getFacing();
			case BanneretPackage.HEX_FEATURE__LOWEST_LEVEL:
				return getLowestLevel();
			case BanneretPackage.HEX_FEATURE__HIGHEST_LEVEL:
				return getHighestLevel();
			case BanneretPackage.HEX_FEATURE__HIDDEN_FROM:
				return getHiddenFrom();
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
			case BanneretPackage.HEX_FEATURE__HEX:
				setHex((String)newValue);
				return;
			case BanneretPackage.HEX_FEATURE__TYPE:
				setType((FeatureType)newValue);
				return;
			case BanneretPackage.HEX_FEATURE__FACING:
				setFacing((Compass)newValue);
				return;
			case BanneretPackage.HEX_FEATURE__LOWEST_LEVEL:
				setLowestLevel((Integer)newValue);
				return;
			case BanneretPackage.HEX_FEATURE__HIGHEST_LEVEL:
				setHighestLevel((Integer)newValue);
				return;
			case BanneretPackage.HEX_FEATURE__HIDDEN_FROM:
				getHiddenFrom().clear();
				getHiddenFrom().addAll((Collection<? extends Nationality>)newValue);
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
			case BanneretPackage.HEX_FEATURE__HEX:
				setHex(HEX_EDEFAULT);
				return;
			case BanneretPackage.HEX_FEATURE__TYPE:
				setType((FeatureType)null);
				return;
			case BanneretPackage.HEX_FEATURE__FACING:
				unsetFacing();
				return;
			case BanneretPackage.HEX_FEATURE__LOWEST_LEVEL:
				unsetLowestLevel();
				return;
			case BanneretPackage.HEX_FEATURE__HIGHEST_LEVEL:
				unsetHighestLevel();
				return;
			case BanneretPackage.HEX_FEATURE__HIDDEN_FROM:
				getHiddenFrom().clear();
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
			case BanneretPackage.HEX_FEATURE__HEX:
				return HEX_EDEFAULT == null ? hex != null : !HEX_EDEFAULT.equals(hex);
			case BanneretPackage.HEX_FEATURE__TYPE:
				return type != null;
			case BanneretPackage.HEX_FEATURE__FACING:
				return isSetFacing();
			case BanneretPackage.HEX_FEATURE__LOWEST_LEVEL:
				return isSetLowestLevel();
			case BanneretPackage.HEX_FEATURE__HIGHEST_LEVEL:
				return isSetHighestLevel();
			case BanneretPackage.HEX_FEATURE__HIDDEN_FROM:
				return hiddenFrom != null && !hiddenFrom.isEmpty();
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
		result.append(", facing: ");
		if (facingESet) result.append(facing); else result.append("<unset>");
		result.append(", lowestLevel: ");
		if (lowestLevelESet) result.append(lowestLevel); else result.append("<unset>");
		result.append(", highestLevel: ");
		if (highestLevelESet) result.append(highestLevel); else result.append("<unset>");
		result.append(')');
		return result.toString();
	}

} //HexFeatureImpl

/**
 */
package org.banneret.model.impl;

import java.util.Collection;

import org.banneret.model.BanneretPackage;
import org.banneret.model.Footprint;
import org.banneret.model.UnitClass;
import org.banneret.model.UnitType;

import org.banneret.model.grid.CellGrid;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

import org.eclipse.emf.ecore.util.EDataTypeUniqueEList;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Unit Type</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.impl.UnitTypeImpl#getCode <em>Code</em>}</li>
 *   <li>{@link org.banneret.model.impl.UnitTypeImpl#getUnitClass <em>Unit Class</em>}</li>
 *   <li>{@link org.banneret.model.impl.UnitTypeImpl#getFootprint <em>Footprint</em>}</li>
 *   <li>{@link org.banneret.model.impl.UnitTypeImpl#getCommandRange <em>Command Range</em>}</li>
 *   <li>{@link org.banneret.model.impl.UnitTypeImpl#getAllowedArmour <em>Allowed Armour</em>}</li>
 *   <li>{@link org.banneret.model.impl.UnitTypeImpl#getFrontFace <em>Front Face</em>}</li>
 *   <li>{@link org.banneret.model.impl.UnitTypeImpl#getBackFace <em>Back Face</em>}</li>
 *   <li>{@link org.banneret.model.impl.UnitTypeImpl#getHull <em>Hull</em>}</li>
 * </ul>
 *
 * @generated
 */
public class UnitTypeImpl extends CounterSpecImpl implements UnitType {
	/**
	 * The default value of the '{@link #getCode() <em>Code</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCode()
	 * @generated
	 * @ordered
	 */
	protected static final String CODE_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getCode() <em>Code</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCode()
	 * @generated
	 * @ordered
	 */
	protected String code = CODE_EDEFAULT;

	/**
	 * The cached value of the '{@link #getUnitClass() <em>Unit Class</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getUnitClass()
	 * @generated
	 * @ordered
	 */
	protected UnitClass unitClass;

	/**
	 * The default value of the '{@link #getFootprint() <em>Footprint</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFootprint()
	 * @generated
	 * @ordered
	 */
	protected static final Footprint FOOTPRINT_EDEFAULT = Footprint.SINGLE;

	/**
	 * The cached value of the '{@link #getFootprint() <em>Footprint</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFootprint()
	 * @generated
	 * @ordered
	 */
	protected Footprint footprint = FOOTPRINT_EDEFAULT;

	/**
	 * The default value of the '{@link #getCommandRange() <em>Command Range</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCommandRange()
	 * @generated
	 * @ordered
	 */
	protected static final int COMMAND_RANGE_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getCommandRange() <em>Command Range</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCommandRange()
	 * @generated
	 * @ordered
	 */
	protected int commandRange = COMMAND_RANGE_EDEFAULT;

	/**
	 * This is true if the Command Range attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean commandRangeESet;

	/**
	 * The cached value of the '{@link #getAllowedArmour() <em>Allowed Armour</em>}' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getAllowedArmour()
	 * @generated
	 * @ordered
	 */
	protected EList<Integer> allowedArmour;

	/**
	 * The default value of the '{@link #getFrontFace() <em>Front Face</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFrontFace()
	 * @generated
	 * @ordered
	 */
	protected static final String FRONT_FACE_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getFrontFace() <em>Front Face</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFrontFace()
	 * @generated
	 * @ordered
	 */
	protected String frontFace = FRONT_FACE_EDEFAULT;

	/**
	 * The default value of the '{@link #getBackFace() <em>Back Face</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBackFace()
	 * @generated
	 * @ordered
	 */
	protected static final String BACK_FACE_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getBackFace() <em>Back Face</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBackFace()
	 * @generated
	 * @ordered
	 */
	protected String backFace = BACK_FACE_EDEFAULT;

	/**
	 * The default value of the '{@link #getHull() <em>Hull</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getHull()
	 * @generated
	 * @ordered
	 */
	protected static final CellGrid HULL_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getHull() <em>Hull</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getHull()
	 * @generated
	 * @ordered
	 */
	protected CellGrid hull = HULL_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected UnitTypeImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return BanneretPackage.Literals.UNIT_TYPE;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getCode() {
		return code;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCode(String newCode) {
		String oldCode = code;
		code = newCode;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.UNIT_TYPE__CODE, oldCode, code));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public UnitClass getUnitClass() {
		if (unitClass != null && unitClass.eIsProxy()) {
			InternalEObject oldUnitClass = (InternalEObject)unitClass;
			unitClass = (UnitClass)eResolveProxy(oldUnitClass);
			if (unitClass != oldUnitClass) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, BanneretPackage.UNIT_TYPE__UNIT_CLASS, oldUnitClass, unitClass));
			}
		}
		return unitClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public UnitClass basicGetUnitClass() {
		return unitClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setUnitClass(UnitClass newUnitClass) {
		UnitClass oldUnitClass = unitClass;
		unitClass = newUnitClass;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.UNIT_TYPE__UNIT_CLASS, oldUnitClass, unitClass));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Footprint getFootprint() {
		return footprint;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setFootprint(Footprint newFootprint) {
		Footprint oldFootprint = footprint;
		footprint = newFootprint == null ? FOOTPRINT_EDEFAULT : newFootprint;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.UNIT_TYPE__FOOTPRINT, oldFootprint, footprint));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getCommandRange() {
		return commandRange;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCommandRange(int newCommandRange) {
		int oldCommandRange = commandRange;
		commandRange = newCommandRange;
		boolean oldCommandRangeESet = commandRangeESet;
		commandRangeESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.UNIT_TYPE__COMMAND_RANGE, oldCommandRange, commandRange, !oldCommandRangeESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetCommandRange() {
		int oldCommandRange = commandRange;
		boolean oldCommandRangeESet = commandRangeESet;
		commandRange = COMMAND_RANGE_EDEFAULT;
		commandRangeESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, BanneretPackage.UNIT_TYPE__COMMAND_RANGE, oldCommandRange, COMMAND_RANGE_EDEFAULT, oldCommandRangeESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetCommandRange() {
		return commandRangeESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Integer> getAllowedArmour() {
		if (allowedArmour == null) {
			allowedArmour = new EDataTypeUniqueEList<Integer>(Integer.class, this, BanneretPackage.UNIT_TYPE__ALLOWED_ARMOUR);
		}
		return allowedArmour;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getFrontFace() {
		return frontFace;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setFrontFace(String newFrontFace) {
		String oldFrontFace = frontFace;
		frontFace = newFrontFace;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.UNIT_TYPE__FRONT_FACE, oldFrontFace, frontFace));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getBackFace() {
		return backFace;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setBackFace(String newBackFace) {
		String oldBackFace = backFace;
		backFace = newBackFace;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.UNIT_TYPE__BACK_FACE, oldBackFace, backFace));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public CellGrid getHull() {
		return hull;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setHull(CellGrid newHull) {
		CellGrid oldHull = hull;
		hull = newHull;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.UNIT_TYPE__HULL, oldHull, hull));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case BanneretPackage.UNIT_TYPE__CODE:
				return getCode();
			case BanneretPackage.UNIT_TYPE__UNIT_CLASS:
				if (resolve) return getUnitClass();
				return basicGetUnitClass();
			case BanneretPackage.UNIT_TYPE__FOOTPRINT:
				return getFootprint();
			case BanneretPackage.UNIT_TYPE__COMMAND_RANGE:
				return getCommandRange();
			case BanneretPackage.UNIT_TYPE__ALLOWED_ARMOUR:
				return getAllowedArmour();
			case BanneretPackage.UNIT_TYPE__FRONT_FACE:
				return getFrontFace();
			case BanneretPackage.UNIT_TYPE__BACK_FACE:
				return getBackFace();
			case BanneretPackage.UNIT_TYPE__HULL:
				return getHull();
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
			case BanneretPackage.UNIT_TYPE__CODE:
				setCode((String)newValue);
				return;
			case BanneretPackage.UNIT_TYPE__UNIT_CLASS:
				setUnitClass((UnitClass)newValue);
				return;
			case BanneretPackage.UNIT_TYPE__FOOTPRINT:
				setFootprint((Footprint)newValue);
				return;
			case BanneretPackage.UNIT_TYPE__COMMAND_RANGE:
				setCommandRange((Integer)newValue);
				return;
			case BanneretPackage.UNIT_TYPE__ALLOWED_ARMOUR:
				getAllowedArmour().clear();
				getAllowedArmour().addAll((Collection<? extends Integer>)newValue);
				return;
			case BanneretPackage.UNIT_TYPE__FRONT_FACE:
				setFrontFace((String)newValue);
				return;
			case BanneretPackage.UNIT_TYPE__BACK_FACE:
				setBackFace((String)newValue);
				return;
			case BanneretPackage.UNIT_TYPE__HULL:
				setHull((CellGrid)newValue);
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
			case BanneretPackage.UNIT_TYPE__CODE:
				setCode(CODE_EDEFAULT);
				return;
			case BanneretPackage.UNIT_TYPE__UNIT_CLASS:
				setUnitClass((UnitClass)null);
				return;
			case BanneretPackage.UNIT_TYPE__FOOTPRINT:
				setFootprint(FOOTPRINT_EDEFAULT);
				return;
			case BanneretPackage.UNIT_TYPE__COMMAND_RANGE:
				unsetCommandRange();
				return;
			case BanneretPackage.UNIT_TYPE__ALLOWED_ARMOUR:
				getAllowedArmour().clear();
				return;
			case BanneretPackage.UNIT_TYPE__FRONT_FACE:
				setFrontFace(FRONT_FACE_EDEFAULT);
				return;
			case BanneretPackage.UNIT_TYPE__BACK_FACE:
				setBackFace(BACK_FACE_EDEFAULT);
				return;
			case BanneretPackage.UNIT_TYPE__HULL:
				setHull(HULL_EDEFAULT);
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
			case BanneretPackage.UNIT_TYPE__CODE:
				return CODE_EDEFAULT == null ? code != null : !CODE_EDEFAULT.equals(code);
			case BanneretPackage.UNIT_TYPE__UNIT_CLASS:
				return unitClass != null;
			case BanneretPackage.UNIT_TYPE__FOOTPRINT:
				return footprint != FOOTPRINT_EDEFAULT;
			case BanneretPackage.UNIT_TYPE__COMMAND_RANGE:
				return isSetCommandRange();
			case BanneretPackage.UNIT_TYPE__ALLOWED_ARMOUR:
				return allowedArmour != null && !allowedArmour.isEmpty();
			case BanneretPackage.UNIT_TYPE__FRONT_FACE:
				return FRONT_FACE_EDEFAULT == null ? frontFace != null : !FRONT_FACE_EDEFAULT.equals(frontFace);
			case BanneretPackage.UNIT_TYPE__BACK_FACE:
				return BACK_FACE_EDEFAULT == null ? backFace != null : !BACK_FACE_EDEFAULT.equals(backFace);
			case BanneretPackage.UNIT_TYPE__HULL:
				return HULL_EDEFAULT == null ? hull != null : !HULL_EDEFAULT.equals(hull);
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
		result.append(" (code: ");
		result.append(code);
		result.append(", footprint: ");
		result.append(footprint);
		result.append(", commandRange: ");
		if (commandRangeESet) result.append(commandRange); else result.append("<unset>");
		result.append(", allowedArmour: ");
		result.append(allowedArmour);
		result.append(", frontFace: ");
		result.append(frontFace);
		result.append(", backFace: ");
		result.append(backFace);
		result.append(", hull: ");
		result.append(hull);
		result.append(')');
		return result.toString();
	}

} //UnitTypeImpl

/**
 */
package org.banneret.model.impl;

import org.banneret.model.BanneretPackage;
import org.banneret.model.HexMap;
import org.banneret.model.SheetPlacement;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Sheet Placement</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.impl.SheetPlacementImpl#getId <em>Id</em>}</li>
 *   <li>{@link org.banneret.model.impl.SheetPlacementImpl#getMap <em>Map</em>}</li>
 *   <li>{@link org.banneret.model.impl.SheetPlacementImpl#getColumnOffset <em>Column Offset</em>}</li>
 *   <li>{@link org.banneret.model.impl.SheetPlacementImpl#getRowOffset <em>Row Offset</em>}</li>
 *   <li>{@link org.banneret.model.impl.SheetPlacementImpl#getRotation <em>Rotation</em>}</li>
 * </ul>
 *
 * @generated
 */
public class SheetPlacementImpl extends MinimalEObjectImpl.Container implements SheetPlacement {
	/**
	 * The default value of the '{@link #getId() <em>Id</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getId()
	 * @generated
	 * @ordered
	 */
	protected static final String ID_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getId() <em>Id</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getId()
	 * @generated
	 * @ordered
	 */
	protected String id = ID_EDEFAULT;

	/**
	 * The cached value of the '{@link #getMap() <em>Map</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMap()
	 * @generated
	 * @ordered
	 */
	protected HexMap map;

	/**
	 * The default value of the '{@link #getColumnOffset() <em>Column Offset</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getColumnOffset()
	 * @generated
	 * @ordered
	 */
	protected static final int COLUMN_OFFSET_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getColumnOffset() <em>Column Offset</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getColumnOffset()
	 * @generated
	 * @ordered
	 */
	protected int columnOffset = COLUMN_OFFSET_EDEFAULT;

	/**
	 * The default value of the '{@link #getRowOffset() <em>Row Offset</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRowOffset()
	 * @generated
	 * @ordered
	 */
	protected static final int ROW_OFFSET_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getRowOffset() <em>Row Offset</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRowOffset()
	 * @generated
	 * @ordered
	 */
	protected int rowOffset = ROW_OFFSET_EDEFAULT;

	/**
	 * The default value of the '{@link #getRotation() <em>Rotation</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRotation()
	 * @generated
	 * @ordered
	 */
	protected static final int ROTATION_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getRotation() <em>Rotation</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRotation()
	 * @generated
	 * @ordered
	 */
	protected int rotation = ROTATION_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected SheetPlacementImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return BanneretPackage.Literals.SHEET_PLACEMENT;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getId() {
		return id;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setId(String newId) {
		String oldId = id;
		id = newId;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.SHEET_PLACEMENT__ID, oldId, id));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public HexMap getMap() {
		if (map != null && map.eIsProxy()) {
			InternalEObject oldMap = (InternalEObject)map;
			map = (HexMap)eResolveProxy(oldMap);
			if (map != oldMap) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, BanneretPackage.SHEET_PLACEMENT__MAP, oldMap, map));
			}
		}
		return map;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public HexMap basicGetMap() {
		return map;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMap(HexMap newMap) {
		HexMap oldMap = map;
		map = newMap;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.SHEET_PLACEMENT__MAP, oldMap, map));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getColumnOffset() {
		return columnOffset;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setColumnOffset(int newColumnOffset) {
		int oldColumnOffset = columnOffset;
		columnOffset = newColumnOffset;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.SHEET_PLACEMENT__COLUMN_OFFSET, oldColumnOffset, columnOffset));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getRowOffset() {
		return rowOffset;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRowOffset(int newRowOffset) {
		int oldRowOffset = rowOffset;
		rowOffset = newRowOffset;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.SHEET_PLACEMENT__ROW_OFFSET, oldRowOffset, rowOffset));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getRotation() {
		return rotation;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRotation(int newRotation) {
		int oldRotation = rotation;
		rotation = newRotation;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.SHEET_PLACEMENT__ROTATION, oldRotation, rotation));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case BanneretPackage.SHEET_PLACEMENT__ID:
				return getId();
			case BanneretPackage.SHEET_PLACEMENT__MAP:
				if (resolve) return getMap();
				return basicGetMap();
			case BanneretPackage.SHEET_PLACEMENT__COLUMN_OFFSET:
				return getColumnOffset();
			case BanneretPackage.SHEET_PLACEMENT__ROW_OFFSET:
				return getRowOffset();
			case BanneretPackage.SHEET_PLACEMENT__ROTATION:
				return getRotation();
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
			case BanneretPackage.SHEET_PLACEMENT__ID:
				setId((String)newValue);
				return;
			case BanneretPackage.SHEET_PLACEMENT__MAP:
				setMap((HexMap)newValue);
				return;
			case BanneretPackage.SHEET_PLACEMENT__COLUMN_OFFSET:
				setColumnOffset((Integer)newValue);
				return;
			case BanneretPackage.SHEET_PLACEMENT__ROW_OFFSET:
				setRowOffset((Integer)newValue);
				return;
			case BanneretPackage.SHEET_PLACEMENT__ROTATION:
				setRotation((Integer)newValue);
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
			case BanneretPackage.SHEET_PLACEMENT__ID:
				setId(ID_EDEFAULT);
				return;
			case BanneretPackage.SHEET_PLACEMENT__MAP:
				setMap((HexMap)null);
				return;
			case BanneretPackage.SHEET_PLACEMENT__COLUMN_OFFSET:
				setColumnOffset(COLUMN_OFFSET_EDEFAULT);
				return;
			case BanneretPackage.SHEET_PLACEMENT__ROW_OFFSET:
				setRowOffset(ROW_OFFSET_EDEFAULT);
				return;
			case BanneretPackage.SHEET_PLACEMENT__ROTATION:
				setRotation(ROTATION_EDEFAULT);
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
			case BanneretPackage.SHEET_PLACEMENT__ID:
				return ID_EDEFAULT == null ? id != null : !ID_EDEFAULT.equals(id);
			case BanneretPackage.SHEET_PLACEMENT__MAP:
				return map != null;
			case BanneretPackage.SHEET_PLACEMENT__COLUMN_OFFSET:
				return columnOffset != COLUMN_OFFSET_EDEFAULT;
			case BanneretPackage.SHEET_PLACEMENT__ROW_OFFSET:
				return rowOffset != ROW_OFFSET_EDEFAULT;
			case BanneretPackage.SHEET_PLACEMENT__ROTATION:
				return rotation != ROTATION_EDEFAULT;
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
		result.append(" (id: ");
		result.append(id);
		result.append(", columnOffset: ");
		result.append(columnOffset);
		result.append(", rowOffset: ");
		result.append(rowOffset);
		result.append(", rotation: ");
		result.append(rotation);
		result.append(')');
		return result.toString();
	}

} //SheetPlacementImpl

/**
 */
package org.banneret.model.impl;

import org.banneret.model.BanneretPackage;
import org.banneret.model.GridOrientation;
import org.banneret.model.HexGrid;
import org.banneret.model.LabelScheme;
import org.banneret.model.OffsetParity;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.NotificationChain;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Hex Grid</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.impl.HexGridImpl#getOrientation <em>Orientation</em>}</li>
 *   <li>{@link org.banneret.model.impl.HexGridImpl#getParity <em>Parity</em>}</li>
 *   <li>{@link org.banneret.model.impl.HexGridImpl#getColumns <em>Columns</em>}</li>
 *   <li>{@link org.banneret.model.impl.HexGridImpl#getRows <em>Rows</em>}</li>
 *   <li>{@link org.banneret.model.impl.HexGridImpl#getHexSizeMm <em>Hex Size Mm</em>}</li>
 *   <li>{@link org.banneret.model.impl.HexGridImpl#getLabels <em>Labels</em>}</li>
 * </ul>
 *
 * @generated
 */
public class HexGridImpl extends MinimalEObjectImpl.Container implements HexGrid {
	/**
	 * The default value of the '{@link #getOrientation() <em>Orientation</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getOrientation()
	 * @generated
	 * @ordered
	 */
	protected static final GridOrientation ORIENTATION_EDEFAULT = GridOrientation.FLAT;

	/**
	 * The cached value of the '{@link #getOrientation() <em>Orientation</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getOrientation()
	 * @generated
	 * @ordered
	 */
	protected GridOrientation orientation = ORIENTATION_EDEFAULT;

	/**
	 * The default value of the '{@link #getParity() <em>Parity</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getParity()
	 * @generated
	 * @ordered
	 */
	protected static final OffsetParity PARITY_EDEFAULT = OffsetParity.ODD;

	/**
	 * The cached value of the '{@link #getParity() <em>Parity</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getParity()
	 * @generated
	 * @ordered
	 */
	protected OffsetParity parity = PARITY_EDEFAULT;

	/**
	 * The default value of the '{@link #getColumns() <em>Columns</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getColumns()
	 * @generated
	 * @ordered
	 */
	protected static final int COLUMNS_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getColumns() <em>Columns</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getColumns()
	 * @generated
	 * @ordered
	 */
	protected int columns = COLUMNS_EDEFAULT;

	/**
	 * The default value of the '{@link #getRows() <em>Rows</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRows()
	 * @generated
	 * @ordered
	 */
	protected static final int ROWS_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getRows() <em>Rows</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRows()
	 * @generated
	 * @ordered
	 */
	protected int rows = ROWS_EDEFAULT;

	/**
	 * The default value of the '{@link #getHexSizeMm() <em>Hex Size Mm</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getHexSizeMm()
	 * @generated
	 * @ordered
	 */
	protected static final double HEX_SIZE_MM_EDEFAULT = 16.0;

	/**
	 * The cached value of the '{@link #getHexSizeMm() <em>Hex Size Mm</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getHexSizeMm()
	 * @generated
	 * @ordered
	 */
	protected double hexSizeMm = HEX_SIZE_MM_EDEFAULT;

	/**
	 * The cached value of the '{@link #getLabels() <em>Labels</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLabels()
	 * @generated
	 * @ordered
	 */
	protected LabelScheme labels;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected HexGridImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return BanneretPackage.Literals.HEX_GRID;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public GridOrientation getOrientation() {
		return orientation;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setOrientation(GridOrientation newOrientation) {
		GridOrientation oldOrientation = orientation;
		orientation = newOrientation == null ? ORIENTATION_EDEFAULT : newOrientation;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.HEX_GRID__ORIENTATION, oldOrientation, orientation));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public OffsetParity getParity() {
		return parity;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setParity(OffsetParity newParity) {
		OffsetParity oldParity = parity;
		parity = newParity == null ? PARITY_EDEFAULT : newParity;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.HEX_GRID__PARITY, oldParity, parity));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getColumns() {
		return columns;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setColumns(int newColumns) {
		int oldColumns = columns;
		columns = newColumns;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.HEX_GRID__COLUMNS, oldColumns, columns));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getRows() {
		return rows;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRows(int newRows) {
		int oldRows = rows;
		rows = newRows;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.HEX_GRID__ROWS, oldRows, rows));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getHexSizeMm() {
		return hexSizeMm;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setHexSizeMm(double newHexSizeMm) {
		double oldHexSizeMm = hexSizeMm;
		hexSizeMm = newHexSizeMm;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.HEX_GRID__HEX_SIZE_MM, oldHexSizeMm, hexSizeMm));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public LabelScheme getLabels() {
		return labels;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetLabels(LabelScheme newLabels, NotificationChain msgs) {
		LabelScheme oldLabels = labels;
		labels = newLabels;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, BanneretPackage.HEX_GRID__LABELS, oldLabels, newLabels);
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
	public void setLabels(LabelScheme newLabels) {
		if (newLabels != labels) {
			NotificationChain msgs = null;
			if (labels != null)
				msgs = ((InternalEObject)labels).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - BanneretPackage.HEX_GRID__LABELS, null, msgs);
			if (newLabels != null)
				msgs = ((InternalEObject)newLabels).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - BanneretPackage.HEX_GRID__LABELS, null, msgs);
			msgs = basicSetLabels(newLabels, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.HEX_GRID__LABELS, newLabels, newLabels));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case BanneretPackage.HEX_GRID__LABELS:
				return basicSetLabels(null, msgs);
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
			case BanneretPackage.HEX_GRID__ORIENTATION:
				return getOrientation();
			case BanneretPackage.HEX_GRID__PARITY:
				return getParity();
			case BanneretPackage.HEX_GRID__COLUMNS:
				return getColumns();
			case BanneretPackage.HEX_GRID__ROWS:
				return getRows();
			case BanneretPackage.HEX_GRID__HEX_SIZE_MM:
				return getHexSizeMm();
			case BanneretPackage.HEX_GRID__LABELS:
				return getLabels();
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
			case BanneretPackage.HEX_GRID__ORIENTATION:
				setOrientation((GridOrientation)newValue);
				return;
			case BanneretPackage.HEX_GRID__PARITY:
				setParity((OffsetParity)newValue);
				return;
			case BanneretPackage.HEX_GRID__COLUMNS:
				setColumns((Integer)newValue);
				return;
			case BanneretPackage.HEX_GRID__ROWS:
				setRows((Integer)newValue);
				return;
			case BanneretPackage.HEX_GRID__HEX_SIZE_MM:
				setHexSizeMm((Double)newValue);
				return;
			case BanneretPackage.HEX_GRID__LABELS:
				setLabels((LabelScheme)newValue);
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
			case BanneretPackage.HEX_GRID__ORIENTATION:
				setOrientation(ORIENTATION_EDEFAULT);
				return;
			case BanneretPackage.HEX_GRID__PARITY:
				setParity(PARITY_EDEFAULT);
				return;
			case BanneretPackage.HEX_GRID__COLUMNS:
				setColumns(COLUMNS_EDEFAULT);
				return;
			case BanneretPackage.HEX_GRID__ROWS:
				setRows(ROWS_EDEFAULT);
				return;
			case BanneretPackage.HEX_GRID__HEX_SIZE_MM:
				setHexSizeMm(HEX_SIZE_MM_EDEFAULT);
				return;
			case BanneretPackage.HEX_GRID__LABELS:
				setLabels((LabelScheme)null);
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
			case BanneretPackage.HEX_GRID__ORIENTATION:
				return orientation != ORIENTATION_EDEFAULT;
			case BanneretPackage.HEX_GRID__PARITY:
				return parity != PARITY_EDEFAULT;
			case BanneretPackage.HEX_GRID__COLUMNS:
				return columns != COLUMNS_EDEFAULT;
			case BanneretPackage.HEX_GRID__ROWS:
				return rows != ROWS_EDEFAULT;
			case BanneretPackage.HEX_GRID__HEX_SIZE_MM:
				return hexSizeMm != HEX_SIZE_MM_EDEFAULT;
			case BanneretPackage.HEX_GRID__LABELS:
				return labels != null;
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
		result.append(" (orientation: ");
		result.append(orientation);
		result.append(", parity: ");
		result.append(parity);
		result.append(", columns: ");
		result.append(columns);
		result.append(", rows: ");
		result.append(rows);
		result.append(", hexSizeMm: ");
		result.append(hexSizeMm);
		result.append(')');
		return result.toString();
	}

} //HexGridImpl

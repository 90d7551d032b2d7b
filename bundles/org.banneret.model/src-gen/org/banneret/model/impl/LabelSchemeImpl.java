/**
 */
package org.banneret.model.impl;

import org.banneret.model.BanneretPackage;
import org.banneret.model.LabelKind;
import org.banneret.model.LabelScheme;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Label Scheme</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.impl.LabelSchemeImpl#getKind <em>Kind</em>}</li>
 *   <li>{@link org.banneret.model.impl.LabelSchemeImpl#getColumnDigits <em>Column Digits</em>}</li>
 *   <li>{@link org.banneret.model.impl.LabelSchemeImpl#getRowDigits <em>Row Digits</em>}</li>
 *   <li>{@link org.banneret.model.impl.LabelSchemeImpl#getFirstColumn <em>First Column</em>}</li>
 *   <li>{@link org.banneret.model.impl.LabelSchemeImpl#getFirstRow <em>First Row</em>}</li>
 *   <li>{@link org.banneret.model.impl.LabelSchemeImpl#isColumnsDescending <em>Columns Descending</em>}</li>
 *   <li>{@link org.banneret.model.impl.LabelSchemeImpl#isRowsDescending <em>Rows Descending</em>}</li>
 *   <li>{@link org.banneret.model.impl.LabelSchemeImpl#getBoardPrefix <em>Board Prefix</em>}</li>
 * </ul>
 *
 * @generated
 */
public class LabelSchemeImpl extends MinimalEObjectImpl.Container implements LabelScheme {
	/**
	 * The default value of the '{@link #getKind() <em>Kind</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getKind()
	 * @generated
	 * @ordered
	 */
	protected static final LabelKind KIND_EDEFAULT = LabelKind.NUMERIC;

	/**
	 * The cached value of the '{@link #getKind() <em>Kind</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getKind()
	 * @generated
	 * @ordered
	 */
	protected LabelKind kind = KIND_EDEFAULT;

	/**
	 * The default value of the '{@link #getColumnDigits() <em>Column Digits</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getColumnDigits()
	 * @generated
	 * @ordered
	 */
	protected static final int COLUMN_DIGITS_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getColumnDigits() <em>Column Digits</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getColumnDigits()
	 * @generated
	 * @ordered
	 */
	protected int columnDigits = COLUMN_DIGITS_EDEFAULT;

	/**
	 * The default value of the '{@link #getRowDigits() <em>Row Digits</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRowDigits()
	 * @generated
	 * @ordered
	 */
	protected static final int ROW_DIGITS_EDEFAULT = 2;

	/**
	 * The cached value of the '{@link #getRowDigits() <em>Row Digits</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRowDigits()
	 * @generated
	 * @ordered
	 */
	protected int rowDigits = ROW_DIGITS_EDEFAULT;

	/**
	 * The default value of the '{@link #getFirstColumn() <em>First Column</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFirstColumn()
	 * @generated
	 * @ordered
	 */
	protected static final int FIRST_COLUMN_EDEFAULT = 1;

	/**
	 * The cached value of the '{@link #getFirstColumn() <em>First Column</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFirstColumn()
	 * @generated
	 * @ordered
	 */
	protected int firstColumn = FIRST_COLUMN_EDEFAULT;

	/**
	 * The default value of the '{@link #getFirstRow() <em>First Row</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFirstRow()
	 * @generated
	 * @ordered
	 */
	protected static final int FIRST_ROW_EDEFAULT = 1;

	/**
	 * The cached value of the '{@link #getFirstRow() <em>First Row</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFirstRow()
	 * @generated
	 * @ordered
	 */
	protected int firstRow = FIRST_ROW_EDEFAULT;

	/**
	 * The default value of the '{@link #isColumnsDescending() <em>Columns Descending</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isColumnsDescending()
	 * @generated
	 * @ordered
	 */
	protected static final boolean COLUMNS_DESCENDING_EDEFAULT = false;

	/**
	 * The cached value of the '{@link #isColumnsDescending() <em>Columns Descending</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isColumnsDescending()
	 * @generated
	 * @ordered
	 */
	protected boolean columnsDescending = COLUMNS_DESCENDING_EDEFAULT;

	/**
	 * The default value of the '{@link #isRowsDescending() <em>Rows Descending</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isRowsDescending()
	 * @generated
	 * @ordered
	 */
	protected static final boolean ROWS_DESCENDING_EDEFAULT = false;

	/**
	 * The cached value of the '{@link #isRowsDescending() <em>Rows Descending</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isRowsDescending()
	 * @generated
	 * @ordered
	 */
	protected boolean rowsDescending = ROWS_DESCENDING_EDEFAULT;

	/**
	 * The default value of the '{@link #getBoardPrefix() <em>Board Prefix</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBoardPrefix()
	 * @generated
	 * @ordered
	 */
	protected static final String BOARD_PREFIX_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getBoardPrefix() <em>Board Prefix</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBoardPrefix()
	 * @generated
	 * @ordered
	 */
	protected String boardPrefix = BOARD_PREFIX_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected LabelSchemeImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return BanneretPackage.Literals.LABEL_SCHEME;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public LabelKind getKind() {
		return kind;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setKind(LabelKind newKind) {
		LabelKind oldKind = kind;
		kind = newKind == null ? KIND_EDEFAULT : newKind;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.LABEL_SCHEME__KIND, oldKind, kind));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getColumnDigits() {
		return columnDigits;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setColumnDigits(int newColumnDigits) {
		int oldColumnDigits = columnDigits;
		columnDigits = newColumnDigits;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.LABEL_SCHEME__COLUMN_DIGITS, oldColumnDigits, columnDigits));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getRowDigits() {
		return rowDigits;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRowDigits(int newRowDigits) {
		int oldRowDigits = rowDigits;
		rowDigits = newRowDigits;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.LABEL_SCHEME__ROW_DIGITS, oldRowDigits, rowDigits));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getFirstColumn() {
		return firstColumn;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setFirstColumn(int newFirstColumn) {
		int oldFirstColumn = firstColumn;
		firstColumn = newFirstColumn;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.LABEL_SCHEME__FIRST_COLUMN, oldFirstColumn, firstColumn));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getFirstRow() {
		return firstRow;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setFirstRow(int newFirstRow) {
		int oldFirstRow = firstRow;
		firstRow = newFirstRow;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.LABEL_SCHEME__FIRST_ROW, oldFirstRow, firstRow));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isColumnsDescending() {
		return columnsDescending;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setColumnsDescending(boolean newColumnsDescending) {
		boolean oldColumnsDescending = columnsDescending;
		columnsDescending = newColumnsDescending;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.LABEL_SCHEME__COLUMNS_DESCENDING, oldColumnsDescending, columnsDescending));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isRowsDescending() {
		return rowsDescending;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRowsDescending(boolean newRowsDescending) {
		boolean oldRowsDescending = rowsDescending;
		rowsDescending = newRowsDescending;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.LABEL_SCHEME__ROWS_DESCENDING, oldRowsDescending, rowsDescending));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getBoardPrefix() {
		return boardPrefix;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setBoardPrefix(String newBoardPrefix) {
		String oldBoardPrefix = boardPrefix;
		boardPrefix = newBoardPrefix;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.LABEL_SCHEME__BOARD_PREFIX, oldBoardPrefix, boardPrefix));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case BanneretPackage.LABEL_SCHEME__KIND:
				return getKind();
			case BanneretPackage.LABEL_SCHEME__COLUMN_DIGITS:
				return getColumnDigits();
			case BanneretPackage.LABEL_SCHEME__ROW_DIGITS:
				return getRowDigits();
			case BanneretPackage.LABEL_SCHEME__FIRST_COLUMN:
				return getFirstColumn();
			case BanneretPackage.LABEL_SCHEME__FIRST_ROW:
				return getFirstRow();
			case BanneretPackage.LABEL_SCHEME__COLUMNS_DESCENDING:
				return isColumnsDescending();
			case BanneretPackage.LABEL_SCHEME__ROWS_DESCENDING:
				return isRowsDescending();
			case BanneretPackage.LABEL_SCHEME__BOARD_PREFIX:
				return getBoardPrefix();
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
			case BanneretPackage.LABEL_SCHEME__KIND:
				setKind((LabelKind)newValue);
				return;
			case BanneretPackage.LABEL_SCHEME__COLUMN_DIGITS:
				setColumnDigits((Integer)newValue);
				return;
			case BanneretPackage.LABEL_SCHEME__ROW_DIGITS:
				setRowDigits((Integer)newValue);
				return;
			case BanneretPackage.LABEL_SCHEME__FIRST_COLUMN:
				setFirstColumn((Integer)newValue);
				return;
			case BanneretPackage.LABEL_SCHEME__FIRST_ROW:
				setFirstRow((Integer)newValue);
				return;
			case BanneretPackage.LABEL_SCHEME__COLUMNS_DESCENDING:
				setColumnsDescending((Boolean)newValue);
				return;
			case BanneretPackage.LABEL_SCHEME__ROWS_DESCENDING:
				setRowsDescending((Boolean)newValue);
				return;
			case BanneretPackage.LABEL_SCHEME__BOARD_PREFIX:
				setBoardPrefix((String)newValue);
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
			case BanneretPackage.LABEL_SCHEME__KIND:
				setKind(KIND_EDEFAULT);
				return;
			case BanneretPackage.LABEL_SCHEME__COLUMN_DIGITS:
				setColumnDigits(COLUMN_DIGITS_EDEFAULT);
				return;
			case BanneretPackage.LABEL_SCHEME__ROW_DIGITS:
				setRowDigits(ROW_DIGITS_EDEFAULT);
				return;
			case BanneretPackage.LABEL_SCHEME__FIRST_COLUMN:
				setFirstColumn(FIRST_COLUMN_EDEFAULT);
				return;
			case BanneretPackage.LABEL_SCHEME__FIRST_ROW:
				setFirstRow(FIRST_ROW_EDEFAULT);
				return;
			case BanneretPackage.LABEL_SCHEME__COLUMNS_DESCENDING:
				setColumnsDescending(COLUMNS_DESCENDING_EDEFAULT);
				return;
			case BanneretPackage.LABEL_SCHEME__ROWS_DESCENDING:
				setRowsDescending(ROWS_DESCENDING_EDEFAULT);
				return;
			case BanneretPackage.LABEL_SCHEME__BOARD_PREFIX:
				setBoardPrefix(BOARD_PREFIX_EDEFAULT);
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
			case BanneretPackage.LABEL_SCHEME__KIND:
				return kind != KIND_EDEFAULT;
			case BanneretPackage.LABEL_SCHEME__COLUMN_DIGITS:
				return columnDigits != COLUMN_DIGITS_EDEFAULT;
			case BanneretPackage.LABEL_SCHEME__ROW_DIGITS:
				return rowDigits != ROW_DIGITS_EDEFAULT;
			case BanneretPackage.LABEL_SCHEME__FIRST_COLUMN:
				return firstColumn != FIRST_COLUMN_EDEFAULT;
			case BanneretPackage.LABEL_SCHEME__FIRST_ROW:
				return firstRow != FIRST_ROW_EDEFAULT;
			case BanneretPackage.LABEL_SCHEME__COLUMNS_DESCENDING:
				return columnsDescending != COLUMNS_DESCENDING_EDEFAULT;
			case BanneretPackage.LABEL_SCHEME__ROWS_DESCENDING:
				return rowsDescending != ROWS_DESCENDING_EDEFAULT;
			case BanneretPackage.LABEL_SCHEME__BOARD_PREFIX:
				return BOARD_PREFIX_EDEFAULT == null ? boardPrefix != null : !BOARD_PREFIX_EDEFAULT.equals(boardPrefix);
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
		result.append(" (kind: ");
		result.append(kind);
		result.append(", columnDigits: ");
		result.append(columnDigits);
		result.append(", rowDigits: ");
		result.append(rowDigits);
		result.append(", firstColumn: ");
		result.append(firstColumn);
		result.append(", firstRow: ");
		result.append(firstRow);
		result.append(", columnsDescending: ");
		result.append(columnsDescending);
		result.append(", rowsDescending: ");
		result.append(rowsDescending);
		result.append(", boardPrefix: ");
		result.append(boardPrefix);
		result.append(')');
		return result.toString();
	}

} //LabelSchemeImpl

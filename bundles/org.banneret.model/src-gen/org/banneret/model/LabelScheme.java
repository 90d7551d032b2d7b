/**
 */
package org.banneret.model;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Label Scheme</b></em>'.
 * <!-- end-user-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.LabelScheme#getKind <em>Kind</em>}</li>
 *   <li>{@link org.banneret.model.LabelScheme#getColumnDigits <em>Column Digits</em>}</li>
 *   <li>{@link org.banneret.model.LabelScheme#getRowDigits <em>Row Digits</em>}</li>
 *   <li>{@link org.banneret.model.LabelScheme#getFirstColumn <em>First Column</em>}</li>
 *   <li>{@link org.banneret.model.LabelScheme#getFirstRow <em>First Row</em>}</li>
 *   <li>{@link org.banneret.model.LabelScheme#isColumnsDescending <em>Columns Descending</em>}</li>
 *   <li>{@link org.banneret.model.LabelScheme#isRowsDescending <em>Rows Descending</em>}</li>
 *   <li>{@link org.banneret.model.LabelScheme#getBoardPrefix <em>Board Prefix</em>}</li>
 * </ul>
 *
 * @see org.banneret.model.BanneretPackage#getLabelScheme()
 * @model
 * @generated
 */
public interface LabelScheme extends EObject {
	/**
	 * Returns the value of the '<em><b>Kind</b></em>' attribute.
	 * The literals are from the enumeration {@link org.banneret.model.LabelKind}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Kind</em>' attribute.
	 * @see org.banneret.model.LabelKind
	 * @see #setKind(LabelKind)
	 * @see org.banneret.model.BanneretPackage#getLabelScheme_Kind()
	 * @model
	 * @generated
	 */
	LabelKind getKind();

	/**
	 * Sets the value of the '{@link org.banneret.model.LabelScheme#getKind <em>Kind</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Kind</em>' attribute.
	 * @see org.banneret.model.LabelKind
	 * @see #getKind()
	 * @generated
	 */
	void setKind(LabelKind value);

	/**
	 * Returns the value of the '<em><b>Column Digits</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Zero-padding of the column number; 0 writes it unpadded ("517" is column 5, row 17).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Column Digits</em>' attribute.
	 * @see #setColumnDigits(int)
	 * @see org.banneret.model.BanneretPackage#getLabelScheme_ColumnDigits()
	 * @model
	 * @generated
	 */
	int getColumnDigits();

	/**
	 * Sets the value of the '{@link org.banneret.model.LabelScheme#getColumnDigits <em>Column Digits</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Column Digits</em>' attribute.
	 * @see #getColumnDigits()
	 * @generated
	 */
	void setColumnDigits(int value);

	/**
	 * Returns the value of the '<em><b>Row Digits</b></em>' attribute.
	 * The default value is <code>"2"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Row Digits</em>' attribute.
	 * @see #setRowDigits(int)
	 * @see org.banneret.model.BanneretPackage#getLabelScheme_RowDigits()
	 * @model default="2"
	 * @generated
	 */
	int getRowDigits();

	/**
	 * Sets the value of the '{@link org.banneret.model.LabelScheme#getRowDigits <em>Row Digits</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Row Digits</em>' attribute.
	 * @see #getRowDigits()
	 * @generated
	 */
	void setRowDigits(int value);

	/**
	 * Returns the value of the '<em><b>First Column</b></em>' attribute.
	 * The default value is <code>"1"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>First Column</em>' attribute.
	 * @see #setFirstColumn(int)
	 * @see org.banneret.model.BanneretPackage#getLabelScheme_FirstColumn()
	 * @model default="1"
	 * @generated
	 */
	int getFirstColumn();

	/**
	 * Sets the value of the '{@link org.banneret.model.LabelScheme#getFirstColumn <em>First Column</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>First Column</em>' attribute.
	 * @see #getFirstColumn()
	 * @generated
	 */
	void setFirstColumn(int value);

	/**
	 * Returns the value of the '<em><b>First Row</b></em>' attribute.
	 * The default value is <code>"1"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>First Row</em>' attribute.
	 * @see #setFirstRow(int)
	 * @see org.banneret.model.BanneretPackage#getLabelScheme_FirstRow()
	 * @model default="1"
	 * @generated
	 */
	int getFirstRow();

	/**
	 * Sets the value of the '{@link org.banneret.model.LabelScheme#getFirstRow <em>First Row</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>First Row</em>' attribute.
	 * @see #getFirstRow()
	 * @generated
	 */
	void setFirstRow(int value);

	/**
	 * Returns the value of the '<em><b>Columns Descending</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Columns Descending</em>' attribute.
	 * @see #setColumnsDescending(boolean)
	 * @see org.banneret.model.BanneretPackage#getLabelScheme_ColumnsDescending()
	 * @model
	 * @generated
	 */
	boolean isColumnsDescending();

	/**
	 * Sets the value of the '{@link org.banneret.model.LabelScheme#isColumnsDescending <em>Columns Descending</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Columns Descending</em>' attribute.
	 * @see #isColumnsDescending()
	 * @generated
	 */
	void setColumnsDescending(boolean value);

	/**
	 * Returns the value of the '<em><b>Rows Descending</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Rows Descending</em>' attribute.
	 * @see #setRowsDescending(boolean)
	 * @see org.banneret.model.BanneretPackage#getLabelScheme_RowsDescending()
	 * @model
	 * @generated
	 */
	boolean isRowsDescending();

	/**
	 * Sets the value of the '{@link org.banneret.model.LabelScheme#isRowsDescending <em>Rows Descending</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Rows Descending</em>' attribute.
	 * @see #isRowsDescending()
	 * @generated
	 */
	void setRowsDescending(boolean value);

	/**
	 * Returns the value of the '<em><b>Board Prefix</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Board Prefix</em>' attribute.
	 * @see #setBoardPrefix(String)
	 * @see org.banneret.model.BanneretPackage#getLabelScheme_BoardPrefix()
	 * @model
	 * @generated
	 */
	String getBoardPrefix();

	/**
	 * Sets the value of the '{@link org.banneret.model.LabelScheme#getBoardPrefix <em>Board Prefix</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Board Prefix</em>' attribute.
	 * @see #getBoardPrefix()
	 * @generated
	 */
	void setBoardPrefix(String value);

} // LabelScheme

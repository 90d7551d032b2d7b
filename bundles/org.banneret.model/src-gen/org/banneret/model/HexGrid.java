/**
 */
package org.banneret.model;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Hex Grid</b></em>'.
 * <!-- end-user-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.HexGrid#getOrientation <em>Orientation</em>}</li>
 *   <li>{@link org.banneret.model.HexGrid#getParity <em>Parity</em>}</li>
 *   <li>{@link org.banneret.model.HexGrid#getColumns <em>Columns</em>}</li>
 *   <li>{@link org.banneret.model.HexGrid#getRows <em>Rows</em>}</li>
 *   <li>{@link org.banneret.model.HexGrid#getHexSizeMm <em>Hex Size Mm</em>}</li>
 *   <li>{@link org.banneret.model.HexGrid#getLabels <em>Labels</em>}</li>
 * </ul>
 *
 * @see org.banneret.model.BanneretPackage#getHexGrid()
 * @model
 * @generated
 */
public interface HexGrid extends EObject {
	/**
	 * Returns the value of the '<em><b>Orientation</b></em>' attribute.
	 * The literals are from the enumeration {@link org.banneret.model.GridOrientation}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Orientation</em>' attribute.
	 * @see org.banneret.model.GridOrientation
	 * @see #setOrientation(GridOrientation)
	 * @see org.banneret.model.BanneretPackage#getHexGrid_Orientation()
	 * @model
	 * @generated
	 */
	GridOrientation getOrientation();

	/**
	 * Sets the value of the '{@link org.banneret.model.HexGrid#getOrientation <em>Orientation</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Orientation</em>' attribute.
	 * @see org.banneret.model.GridOrientation
	 * @see #getOrientation()
	 * @generated
	 */
	void setOrientation(GridOrientation value);

	/**
	 * Returns the value of the '<em><b>Parity</b></em>' attribute.
	 * The literals are from the enumeration {@link org.banneret.model.OffsetParity}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Parity</em>' attribute.
	 * @see org.banneret.model.OffsetParity
	 * @see #setParity(OffsetParity)
	 * @see org.banneret.model.BanneretPackage#getHexGrid_Parity()
	 * @model
	 * @generated
	 */
	OffsetParity getParity();

	/**
	 * Sets the value of the '{@link org.banneret.model.HexGrid#getParity <em>Parity</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Parity</em>' attribute.
	 * @see org.banneret.model.OffsetParity
	 * @see #getParity()
	 * @generated
	 */
	void setParity(OffsetParity value);

	/**
	 * Returns the value of the '<em><b>Columns</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Columns</em>' attribute.
	 * @see #setColumns(int)
	 * @see org.banneret.model.BanneretPackage#getHexGrid_Columns()
	 * @model
	 * @generated
	 */
	int getColumns();

	/**
	 * Sets the value of the '{@link org.banneret.model.HexGrid#getColumns <em>Columns</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Columns</em>' attribute.
	 * @see #getColumns()
	 * @generated
	 */
	void setColumns(int value);

	/**
	 * Returns the value of the '<em><b>Rows</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Rows</em>' attribute.
	 * @see #setRows(int)
	 * @see org.banneret.model.BanneretPackage#getHexGrid_Rows()
	 * @model
	 * @generated
	 */
	int getRows();

	/**
	 * Sets the value of the '{@link org.banneret.model.HexGrid#getRows <em>Rows</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Rows</em>' attribute.
	 * @see #getRows()
	 * @generated
	 */
	void setRows(int value);

	/**
	 * Returns the value of the '<em><b>Hex Size Mm</b></em>' attribute.
	 * The default value is <code>"16.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Printed distance between opposite flat sides of a hex, in millimetres.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Hex Size Mm</em>' attribute.
	 * @see #setHexSizeMm(double)
	 * @see org.banneret.model.BanneretPackage#getHexGrid_HexSizeMm()
	 * @model default="16.0"
	 * @generated
	 */
	double getHexSizeMm();

	/**
	 * Sets the value of the '{@link org.banneret.model.HexGrid#getHexSizeMm <em>Hex Size Mm</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Hex Size Mm</em>' attribute.
	 * @see #getHexSizeMm()
	 * @generated
	 */
	void setHexSizeMm(double value);

	/**
	 * Returns the value of the '<em><b>Labels</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Labels</em>' containment reference.
	 * @see #setLabels(LabelScheme)
	 * @see org.banneret.model.BanneretPackage#getHexGrid_Labels()
	 * @model containment="true"
	 * @generated
	 */
	LabelScheme getLabels();

	/**
	 * Sets the value of the '{@link org.banneret.model.HexGrid#getLabels <em>Labels</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Labels</em>' containment reference.
	 * @see #getLabels()
	 * @generated
	 */
	void setLabels(LabelScheme value);

} // HexGrid

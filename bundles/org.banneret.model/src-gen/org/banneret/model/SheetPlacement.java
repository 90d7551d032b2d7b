/**
 */
package org.banneret.model;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Sheet Placement</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * One map sheet of the scenario's layout; its id prefixes composite hex labels ("village:B07").
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.SheetPlacement#getId <em>Id</em>}</li>
 *   <li>{@link org.banneret.model.SheetPlacement#getMap <em>Map</em>}</li>
 *   <li>{@link org.banneret.model.SheetPlacement#getColumnOffset <em>Column Offset</em>}</li>
 *   <li>{@link org.banneret.model.SheetPlacement#getRowOffset <em>Row Offset</em>}</li>
 *   <li>{@link org.banneret.model.SheetPlacement#getRotation <em>Rotation</em>}</li>
 * </ul>
 *
 * @see org.banneret.model.BanneretPackage#getSheetPlacement()
 * @model
 * @generated
 */
public interface SheetPlacement extends EObject {
	/**
	 * Returns the value of the '<em><b>Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Id</em>' attribute.
	 * @see #setId(String)
	 * @see org.banneret.model.BanneretPackage#getSheetPlacement_Id()
	 * @model
	 * @generated
	 */
	String getId();

	/**
	 * Sets the value of the '{@link org.banneret.model.SheetPlacement#getId <em>Id</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Id</em>' attribute.
	 * @see #getId()
	 * @generated
	 */
	void setId(String value);

	/**
	 * Returns the value of the '<em><b>Map</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Map</em>' reference.
	 * @see #setMap(HexMap)
	 * @see org.banneret.model.BanneretPackage#getSheetPlacement_Map()
	 * @model
	 * @generated
	 */
	HexMap getMap();

	/**
	 * Sets the value of the '{@link org.banneret.model.SheetPlacement#getMap <em>Map</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Map</em>' reference.
	 * @see #getMap()
	 * @generated
	 */
	void setMap(HexMap value);

	/**
	 * Returns the value of the '<em><b>Column Offset</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Column Offset</em>' attribute.
	 * @see #setColumnOffset(int)
	 * @see org.banneret.model.BanneretPackage#getSheetPlacement_ColumnOffset()
	 * @model
	 * @generated
	 */
	int getColumnOffset();

	/**
	 * Sets the value of the '{@link org.banneret.model.SheetPlacement#getColumnOffset <em>Column Offset</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Column Offset</em>' attribute.
	 * @see #getColumnOffset()
	 * @generated
	 */
	void setColumnOffset(int value);

	/**
	 * Returns the value of the '<em><b>Row Offset</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Row Offset</em>' attribute.
	 * @see #setRowOffset(int)
	 * @see org.banneret.model.BanneretPackage#getSheetPlacement_RowOffset()
	 * @model
	 * @generated
	 */
	int getRowOffset();

	/**
	 * Sets the value of the '{@link org.banneret.model.SheetPlacement#getRowOffset <em>Row Offset</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Row Offset</em>' attribute.
	 * @see #getRowOffset()
	 * @generated
	 */
	void setRowOffset(int value);

	/**
	 * Returns the value of the '<em><b>Rotation</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Rotation in degrees, a multiple of 60 (geomorphic boards turn by 180).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Rotation</em>' attribute.
	 * @see #setRotation(int)
	 * @see org.banneret.model.BanneretPackage#getSheetPlacement_Rotation()
	 * @model
	 * @generated
	 */
	int getRotation();

	/**
	 * Sets the value of the '{@link org.banneret.model.SheetPlacement#getRotation <em>Rotation</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Rotation</em>' attribute.
	 * @see #getRotation()
	 * @generated
	 */
	void setRotation(int value);

} // SheetPlacement

/**
 */
package org.banneret.model;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Edge Placement</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * Off the map alongside an edge or a numbered map side, entering from there.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.EdgePlacement#getEdge <em>Edge</em>}</li>
 *   <li>{@link org.banneret.model.EdgePlacement#getMapSide <em>Map Side</em>}</li>
 *   <li>{@link org.banneret.model.EdgePlacement#getSheet <em>Sheet</em>}</li>
 * </ul>
 *
 * @see org.banneret.model.BanneretPackage#getEdgePlacement()
 * @model
 * @generated
 */
public interface EdgePlacement extends Placement {
	/**
	 * Returns the value of the '<em><b>Edge</b></em>' attribute.
	 * The literals are from the enumeration {@link org.banneret.model.Compass}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Edge</em>' attribute.
	 * @see org.banneret.model.Compass
	 * @see #isSetEdge()
	 * @see #unsetEdge()
	 * @see #setEdge(Compass)
	 * @see org.banneret.model.BanneretPackage#getEdgePlacement_Edge()
	 * @model unsettable="true"
	 * @generated
	 */
	Compass getEdge();

	/**
	 * Sets the value of the '{@link org.banneret.model.EdgePlacement#getEdge <em>Edge</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Edge</em>' attribute.
	 * @see org.banneret.model.Compass
	 * @see #isSetEdge()
	 * @see #unsetEdge()
	 * @see #getEdge()
	 * @generated
	 */
	void setEdge(Compass value);

	/**
	 * Unsets the value of the '{@link org.banneret.model.EdgePlacement#getEdge <em>Edge</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetEdge()
	 * @see #getEdge()
	 * @see #setEdge(Compass)
	 * @generated
	 */
	void unsetEdge();

	/**
	 * Returns whether the value of the '{@link org.banneret.model.EdgePlacement#getEdge <em>Edge</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Edge</em>' attribute is set.
	 * @see #unsetEdge()
	 * @see #getEdge()
	 * @see #setEdge(Compass)
	 * @generated
	 */
	boolean isSetEdge();

	/**
	 * Returns the value of the '<em><b>Map Side</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Map Side</em>' reference.
	 * @see #setMapSide(MapSide)
	 * @see org.banneret.model.BanneretPackage#getEdgePlacement_MapSide()
	 * @model
	 * @generated
	 */
	MapSide getMapSide();

	/**
	 * Sets the value of the '{@link org.banneret.model.EdgePlacement#getMapSide <em>Map Side</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Map Side</em>' reference.
	 * @see #getMapSide()
	 * @generated
	 */
	void setMapSide(MapSide value);

	/**
	 * Returns the value of the '<em><b>Sheet</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Sheet</em>' attribute.
	 * @see #setSheet(String)
	 * @see org.banneret.model.BanneretPackage#getEdgePlacement_Sheet()
	 * @model
	 * @generated
	 */
	String getSheet();

	/**
	 * Sets the value of the '{@link org.banneret.model.EdgePlacement#getSheet <em>Sheet</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Sheet</em>' attribute.
	 * @see #getSheet()
	 * @generated
	 */
	void setSheet(String value);

} // EdgePlacement

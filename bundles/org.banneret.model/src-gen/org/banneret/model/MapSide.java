/**
 */
package org.banneret.model;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Map Side</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A numbered side of a map sheet ("Side 3 of The Village") and the edge it lies on.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.MapSide#getNumber <em>Number</em>}</li>
 *   <li>{@link org.banneret.model.MapSide#getEdge <em>Edge</em>}</li>
 *   <li>{@link org.banneret.model.MapSide#isClosed <em>Closed</em>}</li>
 * </ul>
 *
 * @see org.banneret.model.BanneretPackage#getMapSide()
 * @model
 * @generated
 */
public interface MapSide extends NamedElement {
	/**
	 * Returns the value of the '<em><b>Number</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Number</em>' attribute.
	 * @see #setNumber(int)
	 * @see org.banneret.model.BanneretPackage#getMapSide_Number()
	 * @model
	 * @generated
	 */
	int getNumber();

	/**
	 * Sets the value of the '{@link org.banneret.model.MapSide#getNumber <em>Number</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Number</em>' attribute.
	 * @see #getNumber()
	 * @generated
	 */
	void setNumber(int value);

	/**
	 * Returns the value of the '<em><b>Edge</b></em>' attribute.
	 * The literals are from the enumeration {@link org.banneret.model.Compass}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Edge</em>' attribute.
	 * @see org.banneret.model.Compass
	 * @see #setEdge(Compass)
	 * @see org.banneret.model.BanneretPackage#getMapSide_Edge()
	 * @model
	 * @generated
	 */
	Compass getEdge();

	/**
	 * Sets the value of the '{@link org.banneret.model.MapSide#getEdge <em>Edge</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Edge</em>' attribute.
	 * @see org.banneret.model.Compass
	 * @see #getEdge()
	 * @generated
	 */
	void setEdge(Compass value);

	/**
	 * Returns the value of the '<em><b>Closed</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * A side no one may enter or be set up along (crags, the sea): not an open side (Magna Carta §11.6.1).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Closed</em>' attribute.
	 * @see #setClosed(boolean)
	 * @see org.banneret.model.BanneretPackage#getMapSide_Closed()
	 * @model
	 * @generated
	 */
	boolean isClosed();

	/**
	 * Sets the value of the '{@link org.banneret.model.MapSide#isClosed <em>Closed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Closed</em>' attribute.
	 * @see #isClosed()
	 * @generated
	 */
	void setClosed(boolean value);

} // MapSide

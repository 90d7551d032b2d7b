/**
 */
package org.banneret.model;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Path Segment</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * The hexes of a map path from one hex to another ("road from hex 2118 to 1216").
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.PathSegment#getPath <em>Path</em>}</li>
 *   <li>{@link org.banneret.model.PathSegment#getFrom <em>From</em>}</li>
 *   <li>{@link org.banneret.model.PathSegment#getTo <em>To</em>}</li>
 * </ul>
 *
 * @see org.banneret.model.BanneretPackage#getPathSegment()
 * @model
 * @generated
 */
public interface PathSegment extends EObject {
	/**
	 * Returns the value of the '<em><b>Path</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Path</em>' reference.
	 * @see #setPath(MapPath)
	 * @see org.banneret.model.BanneretPackage#getPathSegment_Path()
	 * @model
	 * @generated
	 */
	MapPath getPath();

	/**
	 * Sets the value of the '{@link org.banneret.model.PathSegment#getPath <em>Path</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Path</em>' reference.
	 * @see #getPath()
	 * @generated
	 */
	void setPath(MapPath value);

	/**
	 * Returns the value of the '<em><b>From</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>From</em>' attribute.
	 * @see #setFrom(String)
	 * @see org.banneret.model.BanneretPackage#getPathSegment_From()
	 * @model dataType="org.banneret.model.HexLabel"
	 * @generated
	 */
	String getFrom();

	/**
	 * Sets the value of the '{@link org.banneret.model.PathSegment#getFrom <em>From</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>From</em>' attribute.
	 * @see #getFrom()
	 * @generated
	 */
	void setFrom(String value);

	/**
	 * Returns the value of the '<em><b>To</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>To</em>' attribute.
	 * @see #setTo(String)
	 * @see org.banneret.model.BanneretPackage#getPathSegment_To()
	 * @model dataType="org.banneret.model.HexLabel"
	 * @generated
	 */
	String getTo();

	/**
	 * Sets the value of the '{@link org.banneret.model.PathSegment#getTo <em>To</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>To</em>' attribute.
	 * @see #getTo()
	 * @generated
	 */
	void setTo(String value);

} // PathSegment

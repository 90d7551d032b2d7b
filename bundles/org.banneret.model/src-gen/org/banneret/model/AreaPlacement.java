/**
 */
package org.banneret.model;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Area Placement</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * Anywhere within radius of any anchor, or on the listed path segments: "3318(1)".
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.AreaPlacement#getAnchors <em>Anchors</em>}</li>
 *   <li>{@link org.banneret.model.AreaPlacement#getSegments <em>Segments</em>}</li>
 * </ul>
 *
 * @see org.banneret.model.BanneretPackage#getAreaPlacement()
 * @model
 * @generated
 */
public interface AreaPlacement extends Placement {
	/**
	 * Returns the value of the '<em><b>Anchors</b></em>' containment reference list.
	 * The list contents are of type {@link org.banneret.model.Anchor}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Anchors</em>' containment reference list.
	 * @see org.banneret.model.BanneretPackage#getAreaPlacement_Anchors()
	 * @model containment="true"
	 * @generated
	 */
	EList<Anchor> getAnchors();

	/**
	 * Returns the value of the '<em><b>Segments</b></em>' containment reference list.
	 * The list contents are of type {@link org.banneret.model.PathSegment}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Segments</em>' containment reference list.
	 * @see org.banneret.model.BanneretPackage#getAreaPlacement_Segments()
	 * @model containment="true"
	 * @generated
	 */
	EList<PathSegment> getSegments();

} // AreaPlacement

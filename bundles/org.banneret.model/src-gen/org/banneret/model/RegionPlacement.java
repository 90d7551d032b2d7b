/**
 */
package org.banneret.model;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Region Placement</b></em>'.
 * <!-- end-user-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.RegionPlacement#getRegion <em>Region</em>}</li>
 * </ul>
 *
 * @see org.banneret.model.BanneretPackage#getRegionPlacement()
 * @model
 * @generated
 */
public interface RegionPlacement extends Placement {
	/**
	 * Returns the value of the '<em><b>Region</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Region</em>' reference.
	 * @see #setRegion(Region)
	 * @see org.banneret.model.BanneretPackage#getRegionPlacement_Region()
	 * @model
	 * @generated
	 */
	Region getRegion();

	/**
	 * Sets the value of the '{@link org.banneret.model.RegionPlacement#getRegion <em>Region</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Region</em>' reference.
	 * @see #getRegion()
	 * @generated
	 */
	void setRegion(Region value);

} // RegionPlacement

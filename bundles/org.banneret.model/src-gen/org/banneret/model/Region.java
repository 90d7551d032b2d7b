/**
 */
package org.banneret.model;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Region</b></em>'.
 * <!-- end-user-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.Region#getHexes <em>Hexes</em>}</li>
 * </ul>
 *
 * @see org.banneret.model.BanneretPackage#getRegion()
 * @model
 * @generated
 */
public interface Region extends NamedElement {
	/**
	 * Returns the value of the '<em><b>Hexes</b></em>' attribute list.
	 * The list contents are of type {@link java.lang.String}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Hexes</em>' attribute list.
	 * @see org.banneret.model.BanneretPackage#getRegion_Hexes()
	 * @model dataType="org.banneret.model.HexLabel"
	 * @generated
	 */
	EList<String> getHexes();

} // Region

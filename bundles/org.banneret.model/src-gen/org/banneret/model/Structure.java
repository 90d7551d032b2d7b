/**
 */
package org.banneret.model;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Structure</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A wall, tower or keep whose material and damage are kept on a siege record sheet.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.Structure#getRole <em>Role</em>}</li>
 *   <li>{@link org.banneret.model.Structure#getMaterial <em>Material</em>}</li>
 *   <li>{@link org.banneret.model.Structure#getDamage <em>Damage</em>}</li>
 *   <li>{@link org.banneret.model.Structure#getHexes <em>Hexes</em>}</li>
 * </ul>
 *
 * @see org.banneret.model.BanneretPackage#getStructure()
 * @model
 * @generated
 */
public interface Structure extends NamedElement {
	/**
	 * Returns the value of the '<em><b>Role</b></em>' attribute.
	 * The literals are from the enumeration {@link org.banneret.model.StructureRole}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Role</em>' attribute.
	 * @see org.banneret.model.StructureRole
	 * @see #isSetRole()
	 * @see #unsetRole()
	 * @see #setRole(StructureRole)
	 * @see org.banneret.model.BanneretPackage#getStructure_Role()
	 * @model unsettable="true"
	 * @generated
	 */
	StructureRole getRole();

	/**
	 * Sets the value of the '{@link org.banneret.model.Structure#getRole <em>Role</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Role</em>' attribute.
	 * @see org.banneret.model.StructureRole
	 * @see #isSetRole()
	 * @see #unsetRole()
	 * @see #getRole()
	 * @generated
	 */
	void setRole(StructureRole value);

	/**
	 * Unsets the value of the '{@link org.banneret.model.Structure#getRole <em>Role</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetRole()
	 * @see #getRole()
	 * @see #setRole(StructureRole)
	 * @generated
	 */
	void unsetRole();

	/**
	 * Returns whether the value of the '{@link org.banneret.model.Structure#getRole <em>Role</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Role</em>' attribute is set.
	 * @see #unsetRole()
	 * @see #getRole()
	 * @see #setRole(StructureRole)
	 * @generated
	 */
	boolean isSetRole();

	/**
	 * Returns the value of the '<em><b>Material</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Material</em>' attribute.
	 * @see #setMaterial(String)
	 * @see org.banneret.model.BanneretPackage#getStructure_Material()
	 * @model
	 * @generated
	 */
	String getMaterial();

	/**
	 * Sets the value of the '{@link org.banneret.model.Structure#getMaterial <em>Material</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Material</em>' attribute.
	 * @see #getMaterial()
	 * @generated
	 */
	void setMaterial(String value);

	/**
	 * Returns the value of the '<em><b>Damage</b></em>' containment reference list.
	 * The list contents are of type {@link org.banneret.model.StructureDamage}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Damage</em>' containment reference list.
	 * @see org.banneret.model.BanneretPackage#getStructure_Damage()
	 * @model containment="true"
	 * @generated
	 */
	EList<StructureDamage> getDamage();

	/**
	 * Returns the value of the '<em><b>Hexes</b></em>' attribute list.
	 * The list contents are of type {@link java.lang.String}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Hexes</em>' attribute list.
	 * @see org.banneret.model.BanneretPackage#getStructure_Hexes()
	 * @model dataType="org.banneret.model.HexLabel"
	 * @generated
	 */
	EList<String> getHexes();

} // Structure

/**
 */
package org.banneret.model;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Formation</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A command, contingent or squadron group that is not itself a counter.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.Formation#getCommander <em>Commander</em>}</li>
 *   <li>{@link org.banneret.model.Formation#getKind <em>Kind</em>}</li>
 *   <li>{@link org.banneret.model.Formation#getHexes <em>Hexes</em>}</li>
 * </ul>
 *
 * @see org.banneret.model.BanneretPackage#getFormation()
 * @model
 * @generated
 */
public interface Formation extends ForceElement {
	/**
	 * Returns the value of the '<em><b>Commander</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Commander</em>' reference.
	 * @see #setCommander(Unit)
	 * @see org.banneret.model.BanneretPackage#getFormation_Commander()
	 * @model
	 * @generated
	 */
	Unit getCommander();

	/**
	 * Sets the value of the '{@link org.banneret.model.Formation#getCommander <em>Commander</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Commander</em>' reference.
	 * @see #getCommander()
	 * @generated
	 */
	void setCommander(Unit value);

	/**
	 * Returns the value of the '<em><b>Kind</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * What the group does together, a word its rule set reads: a shield wall, a lance charge, a counter-mine, the men left to blockade a castle.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Kind</em>' attribute.
	 * @see #setKind(String)
	 * @see org.banneret.model.BanneretPackage#getFormation_Kind()
	 * @model
	 * @generated
	 */
	String getKind();

	/**
	 * Sets the value of the '{@link org.banneret.model.Formation#getKind <em>Kind</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Kind</em>' attribute.
	 * @see #getKind()
	 * @generated
	 */
	void setKind(String value);

	/**
	 * Returns the value of the '<em><b>Hexes</b></em>' attribute list.
	 * The list contents are of type {@link java.lang.String}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The hexes the group works from and towards, where its kind needs them (a counter-mine: the court, then the mined hex).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Hexes</em>' attribute list.
	 * @see org.banneret.model.BanneretPackage#getFormation_Hexes()
	 * @model unique="false" dataType="org.banneret.model.HexLabel"
	 * @generated
	 */
	EList<String> getHexes();

} // Formation

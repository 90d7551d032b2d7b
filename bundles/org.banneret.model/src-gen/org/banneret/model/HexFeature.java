/**
 */
package org.banneret.model;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Hex Feature</b></em>'.
 * <!-- end-user-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.HexFeature#getHex <em>Hex</em>}</li>
 *   <li>{@link org.banneret.model.HexFeature#getType <em>Type</em>}</li>
 *   <li>{@link org.banneret.model.HexFeature#getFacing <em>Facing</em>}</li>
 *   <li>{@link org.banneret.model.HexFeature#getLowestLevel <em>Lowest Level</em>}</li>
 *   <li>{@link org.banneret.model.HexFeature#getHighestLevel <em>Highest Level</em>}</li>
 *   <li>{@link org.banneret.model.HexFeature#getHiddenFrom <em>Hidden From</em>}</li>
 * </ul>
 *
 * @see org.banneret.model.BanneretPackage#getHexFeature()
 * @model
 * @generated
 */
public interface HexFeature extends EObject {
	/**
	 * Returns the value of the '<em><b>Hex</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Hex</em>' attribute.
	 * @see #setHex(String)
	 * @see org.banneret.model.BanneretPackage#getHexFeature_Hex()
	 * @model dataType="org.banneret.model.HexLabel"
	 * @generated
	 */
	String getHex();

	/**
	 * Sets the value of the '{@link org.banneret.model.HexFeature#getHex <em>Hex</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Hex</em>' attribute.
	 * @see #getHex()
	 * @generated
	 */
	void setHex(String value);

	/**
	 * Returns the value of the '<em><b>Type</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Type</em>' reference.
	 * @see #setType(FeatureType)
	 * @see org.banneret.model.BanneretPackage#getHexFeature_Type()
	 * @model
	 * @generated
	 */
	FeatureType getType();

	/**
	 * Sets the value of the '{@link org.banneret.model.HexFeature#getType <em>Type</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Type</em>' reference.
	 * @see #getType()
	 * @generated
	 */
	void setType(FeatureType value);

	/**
	 * Returns the value of the '<em><b>Facing</b></em>' attribute.
	 * The literals are from the enumeration {@link org.banneret.model.Compass}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The way the feature points, where it has a front (stakes), or the hexside its upper end meets (a staircase).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Facing</em>' attribute.
	 * @see org.banneret.model.Compass
	 * @see #isSetFacing()
	 * @see #unsetFacing()
	 * @see #setFacing(Compass)
	 * @see org.banneret.model.BanneretPackage#getHexFeature_Facing()
	 * @model unsettable="true"
	 * @generated
	 */
	Compass getFacing();

	/**
	 * Sets the value of the '{@link org.banneret.model.HexFeature#getFacing <em>Facing</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Facing</em>' attribute.
	 * @see org.banneret.model.Compass
	 * @see #isSetFacing()
	 * @see #unsetFacing()
	 * @see #getFacing()
	 * @generated
	 */
	void setFacing(Compass value);

	/**
	 * Unsets the value of the '{@link org.banneret.model.HexFeature#getFacing <em>Facing</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetFacing()
	 * @see #getFacing()
	 * @see #setFacing(Compass)
	 * @generated
	 */
	void unsetFacing();

	/**
	 * Returns whether the value of the '{@link org.banneret.model.HexFeature#getFacing <em>Facing</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Facing</em>' attribute is set.
	 * @see #unsetFacing()
	 * @see #getFacing()
	 * @see #setFacing(Compass)
	 * @generated
	 */
	boolean isSetFacing();

	/**
	 * Returns the value of the '<em><b>Lowest Level</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The level the feature starts from, where it spans levels (a staircase's foot).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Lowest Level</em>' attribute.
	 * @see #isSetLowestLevel()
	 * @see #unsetLowestLevel()
	 * @see #setLowestLevel(int)
	 * @see org.banneret.model.BanneretPackage#getHexFeature_LowestLevel()
	 * @model unsettable="true"
	 * @generated
	 */
	int getLowestLevel();

	/**
	 * Sets the value of the '{@link org.banneret.model.HexFeature#getLowestLevel <em>Lowest Level</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Lowest Level</em>' attribute.
	 * @see #isSetLowestLevel()
	 * @see #unsetLowestLevel()
	 * @see #getLowestLevel()
	 * @generated
	 */
	void setLowestLevel(int value);

	/**
	 * Unsets the value of the '{@link org.banneret.model.HexFeature#getLowestLevel <em>Lowest Level</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetLowestLevel()
	 * @see #getLowestLevel()
	 * @see #setLowestLevel(int)
	 * @generated
	 */
	void unsetLowestLevel();

	/**
	 * Returns whether the value of the '{@link org.banneret.model.HexFeature#getLowestLevel <em>Lowest Level</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Lowest Level</em>' attribute is set.
	 * @see #unsetLowestLevel()
	 * @see #getLowestLevel()
	 * @see #setLowestLevel(int)
	 * @generated
	 */
	boolean isSetLowestLevel();

	/**
	 * Returns the value of the '<em><b>Highest Level</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The level the feature reaches, where it spans levels (a staircase's head).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Highest Level</em>' attribute.
	 * @see #isSetHighestLevel()
	 * @see #unsetHighestLevel()
	 * @see #setHighestLevel(int)
	 * @see org.banneret.model.BanneretPackage#getHexFeature_HighestLevel()
	 * @model unsettable="true"
	 * @generated
	 */
	int getHighestLevel();

	/**
	 * Sets the value of the '{@link org.banneret.model.HexFeature#getHighestLevel <em>Highest Level</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Highest Level</em>' attribute.
	 * @see #isSetHighestLevel()
	 * @see #unsetHighestLevel()
	 * @see #getHighestLevel()
	 * @generated
	 */
	void setHighestLevel(int value);

	/**
	 * Unsets the value of the '{@link org.banneret.model.HexFeature#getHighestLevel <em>Highest Level</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetHighestLevel()
	 * @see #getHighestLevel()
	 * @see #setHighestLevel(int)
	 * @generated
	 */
	void unsetHighestLevel();

	/**
	 * Returns whether the value of the '{@link org.banneret.model.HexFeature#getHighestLevel <em>Highest Level</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Highest Level</em>' attribute is set.
	 * @see #unsetHighestLevel()
	 * @see #getHighestLevel()
	 * @see #setHighestLevel(int)
	 * @generated
	 */
	boolean isSetHighestLevel();

	/**
	 * Returns the value of the '<em><b>Hidden From</b></em>' reference list.
	 * The list contents are of type {@link org.banneret.model.Nationality}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Nationalities that must not see this feature on their printed setup (wolf pits).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Hidden From</em>' reference list.
	 * @see org.banneret.model.BanneretPackage#getHexFeature_HiddenFrom()
	 * @model
	 * @generated
	 */
	EList<Nationality> getHiddenFrom();

} // HexFeature

/**
 */
package org.banneret.model;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Automatic Condition</b></em>'.
 * <!-- end-user-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.AutomaticCondition#getKind <em>Kind</em>}</li>
 *   <li>{@link org.banneret.model.AutomaticCondition#getDescription <em>Description</em>}</li>
 *   <li>{@link org.banneret.model.AutomaticCondition#getUnits <em>Units</em>}</li>
 *   <li>{@link org.banneret.model.AutomaticCondition#getHexes <em>Hexes</em>}</li>
 *   <li>{@link org.banneret.model.AutomaticCondition#getRegions <em>Regions</em>}</li>
 *   <li>{@link org.banneret.model.AutomaticCondition#getSegments <em>Segments</em>}</li>
 *   <li>{@link org.banneret.model.AutomaticCondition#getExcludedTerrain <em>Excluded Terrain</em>}</li>
 *   <li>{@link org.banneret.model.AutomaticCondition#getEdge <em>Edge</em>}</li>
 *   <li>{@link org.banneret.model.AutomaticCondition#getValue <em>Value</em>}</li>
 * </ul>
 *
 * @see org.banneret.model.BanneretPackage#getAutomaticCondition()
 * @model
 * @generated
 */
public interface AutomaticCondition extends EObject {
	/**
	 * Returns the value of the '<em><b>Kind</b></em>' attribute.
	 * The literals are from the enumeration {@link org.banneret.model.ConditionKind}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Kind</em>' attribute.
	 * @see org.banneret.model.ConditionKind
	 * @see #setKind(ConditionKind)
	 * @see org.banneret.model.BanneretPackage#getAutomaticCondition_Kind()
	 * @model
	 * @generated
	 */
	ConditionKind getKind();

	/**
	 * Sets the value of the '{@link org.banneret.model.AutomaticCondition#getKind <em>Kind</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Kind</em>' attribute.
	 * @see org.banneret.model.ConditionKind
	 * @see #getKind()
	 * @generated
	 */
	void setKind(ConditionKind value);

	/**
	 * Returns the value of the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Description</em>' attribute.
	 * @see #setDescription(String)
	 * @see org.banneret.model.BanneretPackage#getAutomaticCondition_Description()
	 * @model
	 * @generated
	 */
	String getDescription();

	/**
	 * Sets the value of the '{@link org.banneret.model.AutomaticCondition#getDescription <em>Description</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Description</em>' attribute.
	 * @see #getDescription()
	 * @generated
	 */
	void setDescription(String value);

	/**
	 * Returns the value of the '<em><b>Units</b></em>' reference list.
	 * The list contents are of type {@link org.banneret.model.Unit}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Units</em>' reference list.
	 * @see org.banneret.model.BanneretPackage#getAutomaticCondition_Units()
	 * @model
	 * @generated
	 */
	EList<Unit> getUnits();

	/**
	 * Returns the value of the '<em><b>Hexes</b></em>' attribute list.
	 * The list contents are of type {@link java.lang.String}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Hexes</em>' attribute list.
	 * @see org.banneret.model.BanneretPackage#getAutomaticCondition_Hexes()
	 * @model dataType="org.banneret.model.HexLabel"
	 * @generated
	 */
	EList<String> getHexes();

	/**
	 * Returns the value of the '<em><b>Regions</b></em>' reference list.
	 * The list contents are of type {@link org.banneret.model.Region}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Regions</em>' reference list.
	 * @see org.banneret.model.BanneretPackage#getAutomaticCondition_Regions()
	 * @model
	 * @generated
	 */
	EList<Region> getRegions();

	/**
	 * Returns the value of the '<em><b>Segments</b></em>' containment reference list.
	 * The list contents are of type {@link org.banneret.model.PathSegment}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Segments</em>' containment reference list.
	 * @see org.banneret.model.BanneretPackage#getAutomaticCondition_Segments()
	 * @model containment="true"
	 * @generated
	 */
	EList<PathSegment> getSegments();

	/**
	 * Returns the value of the '<em><b>Excluded Terrain</b></em>' reference list.
	 * The list contents are of type {@link org.banneret.model.TerrainType}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Excluded Terrain</em>' reference list.
	 * @see org.banneret.model.BanneretPackage#getAutomaticCondition_ExcludedTerrain()
	 * @model
	 * @generated
	 */
	EList<TerrainType> getExcludedTerrain();

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
	 * @see org.banneret.model.BanneretPackage#getAutomaticCondition_Edge()
	 * @model unsettable="true"
	 * @generated
	 */
	Compass getEdge();

	/**
	 * Sets the value of the '{@link org.banneret.model.AutomaticCondition#getEdge <em>Edge</em>}' attribute.
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
	 * Unsets the value of the '{@link org.banneret.model.AutomaticCondition#getEdge <em>Edge</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetEdge()
	 * @see #getEdge()
	 * @see #setEdge(Compass)
	 * @generated
	 */
	void unsetEdge();

	/**
	 * Returns whether the value of the '{@link org.banneret.model.AutomaticCondition#getEdge <em>Edge</em>}' attribute is set.
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
	 * Returns the value of the '<em><b>Value</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Value</em>' attribute.
	 * @see #isSetValue()
	 * @see #unsetValue()
	 * @see #setValue(int)
	 * @see org.banneret.model.BanneretPackage#getAutomaticCondition_Value()
	 * @model unsettable="true"
	 * @generated
	 */
	int getValue();

	/**
	 * Sets the value of the '{@link org.banneret.model.AutomaticCondition#getValue <em>Value</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Value</em>' attribute.
	 * @see #isSetValue()
	 * @see #unsetValue()
	 * @see #getValue()
	 * @generated
	 */
	void setValue(int value);

	/**
	 * Unsets the value of the '{@link org.banneret.model.AutomaticCondition#getValue <em>Value</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetValue()
	 * @see #getValue()
	 * @see #setValue(int)
	 * @generated
	 */
	void unsetValue();

	/**
	 * Returns whether the value of the '{@link org.banneret.model.AutomaticCondition#getValue <em>Value</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Value</em>' attribute is set.
	 * @see #unsetValue()
	 * @see #getValue()
	 * @see #setValue(int)
	 * @generated
	 */
	boolean isSetValue();

} // AutomaticCondition

/**
 */
package org.banneret.model;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Terrain Type</b></em>'.
 * <!-- end-user-doc -->
 *
 *
 * @see org.banneret.model.BanneretPackage#getTerrainType()
 * @model
 * @generated
 */
public interface TerrainType extends TerrainEffect {
} // TerrainType

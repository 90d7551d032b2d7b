/**
 */
package org.banneret.model;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Hexside Feature Type</b></em>'.
 * <!-- end-user-doc -->
 *
 *
 * @see org.banneret.model.BanneretPackage#getHexsideFeatureType()
 * @model
 * @generated
 */
public interface HexsideFeatureType extends TerrainEffect {
} // HexsideFeatureType

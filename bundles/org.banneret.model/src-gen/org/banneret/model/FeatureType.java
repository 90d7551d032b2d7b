/**
 */
package org.banneret.model;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Feature Type</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * Something that sits on a hex or runs along a path on top of its terrain: a bridge, a ford, a road, a fortification, a wolf pit.
 * <!-- end-model-doc -->
 *
 *
 * @see org.banneret.model.BanneretPackage#getFeatureType()
 * @model
 * @generated
 */
public interface FeatureType extends TerrainEffect {
} // FeatureType

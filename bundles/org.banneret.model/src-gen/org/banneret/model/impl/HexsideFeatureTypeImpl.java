/**
 */
package org.banneret.model.impl;

import org.banneret.model.BanneretPackage;
import org.banneret.model.HexsideFeatureType;

import org.eclipse.emf.ecore.EClass;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Hexside Feature Type</b></em>'.
 * <!-- end-user-doc -->
 *
 * @generated
 */
public class HexsideFeatureTypeImpl extends TerrainEffectImpl implements HexsideFeatureType {
	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected HexsideFeatureTypeImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return BanneretPackage.Literals.HEXSIDE_FEATURE_TYPE;
	}

} //HexsideFeatureTypeImpl

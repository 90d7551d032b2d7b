/**
 */
package org.banneret.model.impl;

import java.util.Collection;

import org.banneret.model.BanneretPackage;
import org.banneret.model.Citable;
import org.banneret.model.MarkerType;
import org.banneret.model.UnitClass;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

import org.eclipse.emf.ecore.util.EObjectResolvingEList;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Marker Type</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.impl.MarkerTypeImpl#getCitation <em>Citation</em>}</li>
 *   <li>{@link org.banneret.model.impl.MarkerTypeImpl#getReplaces <em>Replaces</em>}</li>
 *   <li>{@link org.banneret.model.impl.MarkerTypeImpl#getMinimum <em>Minimum</em>}</li>
 *   <li>{@link org.banneret.model.impl.MarkerTypeImpl#getMaximum <em>Maximum</em>}</li>
 *   <li>{@link org.banneret.model.impl.MarkerTypeImpl#getAppliesTo <em>Applies To</em>}</li>
 * </ul>
 *
 * @generated
 */
public class MarkerTypeImpl extends NamedElementImpl implements MarkerType {
	/**
	 * The default value of the '{@link #getCitation() <em>Citation</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCitation()
	 * @generated
	 * @ordered
	 */
	protected static final String CITATION_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getCitation() <em>Citation</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCitation()
	 * @generated
	 * @ordered
	 */
	protected String citation = CITATION_EDEFAULT;

	/**
	 * The default value of the '{@link #getReplaces() <em>Replaces</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getReplaces()
	 * @generated
	 * @ordered
	 */
	protected static final String REPLACES_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getReplaces() <em>Replaces</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getReplaces()
	 * @generated
	 * @ordered
	 */
	protected String replaces = REPLACES_EDEFAULT;

	/**
	 * The default value of the '{@link #getMinimum() <em>Minimum</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMinimum()
	 * @generated
	 * @ordered
	 */
	protected static final int MINIMUM_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getMinimum() <em>Minimum</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMinimum()
	 * @generated
	 * @ordered
	 */
	protected int minimum = MINIMUM_EDEFAULT;

	/**
	 * This is true if the Minimum attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean minimumESet;

	/**
	 * The default value of the '{@link #getMaximum() <em>Maximum</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaximum()
	 * @generated
	 * @ordered
	 */
	protected static final int MAXIMUM_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getMaximum() <em>Maximum</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaximum()
	 * @generated
	 * @ordered
	 */
	protected int maximum = MAXIMUM_EDEFAULT;

	/**
	 * This is true if the Maximum attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean maximumESet;

	/**
	 * The cached value of the '{@link #getAppliesTo() <em>Applies To</em>}' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getAppliesTo()
	 * @generated
	 * @ordered
	 */
	protected EList<UnitClass> appliesTo;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected MarkerTypeImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return BanneretPackage.Literals.MARKER_TYPE;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getCitation() {
		return citation;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCitation(String newCitation) {
		String oldCitation = citation;
		citation = newCitation;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.MARKER_TYPE__CITATION, oldCitation, citation));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getReplaces() {
		return replaces;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setReplaces(String newReplaces) {
		String oldReplaces = replaces;
		replaces = newReplaces;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.MARKER_TYPE__REPLACES, oldReplaces, replaces));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getMinimum() {
		return minimum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMinimum(int newMinimum) {
		int oldMinimum = minimum;
		minimum = newMinimum;
		boolean oldMinimumESet = minimumESet;
		minimumESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.MARKER_TYPE__MINIMUM, oldMinimum, minimum, !oldMinimumESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetMinimum() {
		int oldMinimum = minimum;
		boolean oldMinimumESet = minimumESet;
		minimum = MINIMUM_EDEFAULT;
		minimumESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, BanneretPackage.MARKER_TYPE__MINIMUM, oldMinimum, MINIMUM_EDEFAULT, oldMinimumESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetMinimum() {
		return minimumESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getMaximum() {
		return maximum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMaximum(int newMaximum) {
		int oldMaximum = maximum;
		maximum = newMaximum;
		boolean oldMaximumESet = maximumESet;
		maximumESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.MARKER_TYPE__MAXIMUM, oldMaximum, maximum, !oldMaximumESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetMaximum() {
		int oldMaximum = maximum;
		boolean oldMaximumESet = maximumESet;
		maximum = MAXIMUM_EDEFAULT;
		maximumESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, BanneretPackage.MARKER_TYPE__MAXIMUM, oldMaximum, MAXIMUM_EDEFAULT, oldMaximumESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetMaximum() {
		return maximumESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<UnitClass> getAppliesTo() {
		if (appliesTo == null) {
			appliesTo = new EObjectResolvingEList<UnitClass>(UnitClass.class, this, BanneretPackage.MARKER_TYPE__APPLIES_TO);
		}
		return appliesTo;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case BanneretPackage.MARKER_TYPE__CITATION:
				return getCitation();
			case BanneretPackage.MARKER_TYPE__REPLACES:
				return getReplaces();
			case BanneretPackage.MARKER_TYPE__MINIMUM:
				return getMinimum();
			case BanneretPackage.MARKER_TYPE__MAXIMUM:
				return getMaximum();
			case BanneretPackage.MARKER_TYPE__APPLIES_TO:
				return getAppliesTo();
		}
		return super.eGet(featureID, resolve, coreType);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@SuppressWarnings("unchecked")
	@Override
	public void eSet(int featureID, Object newValue) {
		switch (featureID) {
			case BanneretPackage.MARKER_TYPE__CITATION:
				setCitation((String)newValue);
				return;
			case BanneretPackage.MARKER_TYPE__REPLACES:
				setReplaces((String)newValue);
				return;
			case BanneretPackage.MARKER_TYPE__MINIMUM:
				setMinimum((Integer)newValue);
				return;
			case BanneretPackage.MARKER_TYPE__MAXIMUM:
				setMaximum((Integer)newValue);
				return;
			case BanneretPackage.MARKER_TYPE__APPLIES_TO:
				getAppliesTo().clear();
				getAppliesTo().addAll((Collection<? extends UnitClass>)newValue);
				return;
		}
		super.eSet(featureID, newValue);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void eUnset(int featureID) {
		switch (featureID) {
			case BanneretPackage.MARKER_TYPE__CITATION:
				setCitation(CITATION_EDEFAULT);
				return;
			case BanneretPackage.MARKER_TYPE__REPLACES:
				setReplaces(REPLACES_EDEFAULT);
				return;
			case BanneretPackage.MARKER_TYPE__MINIMUM:
				unsetMinimum();
				return;
			case BanneretPackage.MARKER_TYPE__MAXIMUM:
				unsetMaximum();
				return;
			case BanneretPackage.MARKER_TYPE__APPLIES_TO:
				getAppliesTo().clear();
				return;
		}
		super.eUnset(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean eIsSet(int featureID) {
		switch (featureID) {
			case BanneretPackage.MARKER_TYPE__CITATION:
				return CITATION_EDEFAULT == null ? citation != null : !CITATION_EDEFAULT.equals(citation);
			case BanneretPackage.MARKER_TYPE__REPLACES:
				return REPLACES_EDEFAULT == null ? replaces != null : !REPLACES_EDEFAULT.equals(replaces);
			case BanneretPackage.MARKER_TYPE__MINIMUM:
				return isSetMinimum();
			case BanneretPackage.MARKER_TYPE__MAXIMUM:
				return isSetMaximum();
			case BanneretPackage.MARKER_TYPE__APPLIES_TO:
				return appliesTo != null && !appliesTo.isEmpty();
		}
		return super.eIsSet(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int eBaseStructuralFeatureID(int derivedFeatureID, Class<?> baseClass) {
		if (baseClass == Citable.class) {
			switch (derivedFeatureID) {
				case BanneretPackage.MARKER_TYPE__CITATION: return BanneretPackage.CITABLE__CITATION;
				default: return -1;
			}
		}
		return super.eBaseStructuralFeatureID(derivedFeatureID, baseClass);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int eDerivedStructuralFeatureID(int baseFeatureID, Class<?> baseClass) {
		if (baseClass == Citable.class) {
			switch (baseFeatureID) {
				case BanneretPackage.CITABLE__CITATION: return BanneretPackage.MARKER_TYPE__CITATION;
				default: return -1;
			}
		}
		return super.eDerivedStructuralFeatureID(baseFeatureID, baseClass);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String toString() {
		if (eIsProxy()) return super.toString();

		StringBuilder result = new StringBuilder(super.toString());
		result.append(" (citation: ");
		result.append(citation);
		result.append(", replaces: ");
		result.append(replaces);
		result.append(", minimum: ");
		if (minimumESet) result.append(minimum); else result.append("<unset>");
		result.append(", maximum: ");
		if (maximumESet) result.append(maximum); else result.append("<unset>");
		result.append(')');
		return result.toString();
	}

} //MarkerTypeImpl

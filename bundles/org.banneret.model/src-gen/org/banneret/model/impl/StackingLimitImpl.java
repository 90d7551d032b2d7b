/**
 */
package org.banneret.model.impl;

import java.util.Collection;

import org.banneret.model.BanneretPackage;
import org.banneret.model.LevelSlot;
import org.banneret.model.StackingLimit;
import org.banneret.model.StackingMeasure;
import org.banneret.model.UnitClass;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

import org.eclipse.emf.ecore.util.EObjectResolvingEList;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Stacking Limit</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.impl.StackingLimitImpl#getCitation <em>Citation</em>}</li>
 *   <li>{@link org.banneret.model.impl.StackingLimitImpl#getMeasure <em>Measure</em>}</li>
 *   <li>{@link org.banneret.model.impl.StackingLimitImpl#getMaximum <em>Maximum</em>}</li>
 *   <li>{@link org.banneret.model.impl.StackingLimitImpl#getSlot <em>Slot</em>}</li>
 *   <li>{@link org.banneret.model.impl.StackingLimitImpl#getAppliesTo <em>Applies To</em>}</li>
 *   <li>{@link org.banneret.model.impl.StackingLimitImpl#getExempt <em>Exempt</em>}</li>
 *   <li>{@link org.banneret.model.impl.StackingLimitImpl#isPerSide <em>Per Side</em>}</li>
 *   <li>{@link org.banneret.model.impl.StackingLimitImpl#getFrontFaceOf <em>Front Face Of</em>}</li>
 * </ul>
 *
 * @generated
 */
public class StackingLimitImpl extends MinimalEObjectImpl.Container implements StackingLimit {
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
	 * The default value of the '{@link #getMeasure() <em>Measure</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMeasure()
	 * @generated
	 * @ordered
	 */
	protected static final StackingMeasure MEASURE_EDEFAULT = StackingMeasure.COUNT;

	/**
	 * The cached value of the '{@link #getMeasure() <em>Measure</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMeasure()
	 * @generated
	 * @ordered
	 */
	protected StackingMeasure measure = MEASURE_EDEFAULT;

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
	 * The cached value of the '{@link #getSlot() <em>Slot</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSlot()
	 * @generated
	 * @ordered
	 */
	protected LevelSlot slot;

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
	 * The cached value of the '{@link #getExempt() <em>Exempt</em>}' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getExempt()
	 * @generated
	 * @ordered
	 */
	protected EList<UnitClass> exempt;

	/**
	 * The default value of the '{@link #isPerSide() <em>Per Side</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isPerSide()
	 * @generated
	 * @ordered
	 */
	protected static final boolean PER_SIDE_EDEFAULT = false;

	/**
	 * The cached value of the '{@link #isPerSide() <em>Per Side</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isPerSide()
	 * @generated
	 * @ordered
	 */
	protected boolean perSide = PER_SIDE_EDEFAULT;

	/**
	 * The cached value of the '{@link #getFrontFaceOf() <em>Front Face Of</em>}' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFrontFaceOf()
	 * @generated
	 * @ordered
	 */
	protected EList<UnitClass> frontFaceOf;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected StackingLimitImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return BanneretPackage.Literals.STACKING_LIMIT;
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
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.STACKING_LIMIT__CITATION, oldCitation, citation));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public StackingMeasure getMeasure() {
		return measure;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMeasure(StackingMeasure newMeasure) {
		StackingMeasure oldMeasure = measure;
		measure = newMeasure == null ? MEASURE_EDEFAULT : newMeasure;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.STACKING_LIMIT__MEASURE, oldMeasure, measure));
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
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.STACKING_LIMIT__MAXIMUM, oldMaximum, maximum));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public LevelSlot getSlot() {
		if (slot != null && slot.eIsProxy()) {
			InternalEObject oldSlot = (InternalEObject)slot;
			slot = (LevelSlot)eResolveProxy(oldSlot);
			if (slot != oldSlot) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, BanneretPackage.STACKING_LIMIT__SLOT, oldSlot, slot));
			}
		}
		return slot;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public LevelSlot basicGetSlot() {
		return slot;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSlot(LevelSlot newSlot) {
		LevelSlot oldSlot = slot;
		slot = newSlot;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.STACKING_LIMIT__SLOT, oldSlot, slot));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<UnitClass> getAppliesTo() {
		if (appliesTo == null) {
			appliesTo = new EObjectResolvingEList<UnitClass>(UnitClass.class, this, BanneretPackage.STACKING_LIMIT__APPLIES_TO);
		}
		return appliesTo;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<UnitClass> getExempt() {
		if (exempt == null) {
			exempt = new EObjectResolvingEList<UnitClass>(UnitClass.class, this, BanneretPackage.STACKING_LIMIT__EXEMPT);
		}
		return exempt;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isPerSide() {
		return perSide;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setPerSide(boolean newPerSide) {
		boolean oldPerSide = perSide;
		perSide = newPerSide;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.STACKING_LIMIT__PER_SIDE, oldPerSide, perSide));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<UnitClass> getFrontFaceOf() {
		if (frontFaceOf == null) {
			frontFaceOf = new EObjectResolvingEList<UnitClass>(UnitClass.class, this, BanneretPackage.STACKING_LIMIT__FRONT_FACE_OF);
		}
		return frontFaceOf;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case BanneretPackage.STACKING_LIMIT__CITATION:
				return getCitation();
			case BanneretPackage.STACKING_LIMIT__MEASURE:
				return getMeasure();
			case BanneretPackage.STACKING_LIMIT__MAXIMUM:
				return getMaximum();
			case BanneretPackage.STACKING_LIMIT__SLOT:
				if (resolve) return getSlot();
				return basicGetSlot();
			case BanneretPackage.STACKING_LIMIT__APPLIES_TO:
				return getAppliesTo();
			case BanneretPackage.STACKING_LIMIT__EXEMPT:
				return getExempt();
			case BanneretPackage.STACKING_LIMIT__PER_SIDE:
				return isPerSide();
			case BanneretPackage.STACKING_LIMIT__FRONT_FACE_OF:
				return getFrontFaceOf();
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
			case BanneretPackage.STACKING_LIMIT__CITATION:
				setCitation((String)newValue);
				return;
			case BanneretPackage.STACKING_LIMIT__MEASURE:
				setMeasure((StackingMeasure)newValue);
				return;
			case BanneretPackage.STACKING_LIMIT__MAXIMUM:
				setMaximum((Integer)newValue);
				return;
			case BanneretPackage.STACKING_LIMIT__SLOT:
				setSlot((LevelSlot)newValue);
				return;
			case BanneretPackage.STACKING_LIMIT__APPLIES_TO:
				getAppliesTo().clear();
				getAppliesTo().addAll((Collection<? extends UnitClass>)newValue);
				return;
			case BanneretPackage.STACKING_LIMIT__EXEMPT:
				getExempt().clear();
				getExempt().addAll((Collection<? extends UnitClass>)newValue);
				return;
			case BanneretPackage.STACKING_LIMIT__PER_SIDE:
				setPerSide((Boolean)newValue);
				return;
			case BanneretPackage.STACKING_LIMIT__FRONT_FACE_OF:
				getFrontFaceOf().clear();
				getFrontFaceOf().addAll((Collection<? extends UnitClass>)newValue);
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
			case BanneretPackage.STACKING_LIMIT__CITATION:
				setCitation(CITATION_EDEFAULT);
				return;
			case BanneretPackage.STACKING_LIMIT__MEASURE:
				setMeasure(MEASURE_EDEFAULT);
				return;
			case BanneretPackage.STACKING_LIMIT__MAXIMUM:
				setMaximum(MAXIMUM_EDEFAULT);
				return;
			case BanneretPackage.STACKING_LIMIT__SLOT:
				setSlot((LevelSlot)null);
				return;
			case BanneretPackage.STACKING_LIMIT__APPLIES_TO:
				getAppliesTo().clear();
				return;
			case BanneretPackage.STACKING_LIMIT__EXEMPT:
				getExempt().clear();
				return;
			case BanneretPackage.STACKING_LIMIT__PER_SIDE:
				setPerSide(PER_SIDE_EDEFAULT);
				return;
			case BanneretPackage.STACKING_LIMIT__FRONT_FACE_OF:
				getFrontFaceOf().clear();
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
			case BanneretPackage.STACKING_LIMIT__CITATION:
				return CITATION_EDEFAULT == null ? citation != null : !CITATION_EDEFAULT.equals(citation);
			case BanneretPackage.STACKING_LIMIT__MEASURE:
				return measure != MEASURE_EDEFAULT;
			case BanneretPackage.STACKING_LIMIT__MAXIMUM:
				return maximum != MAXIMUM_EDEFAULT;
			case BanneretPackage.STACKING_LIMIT__SLOT:
				return slot != null;
			case BanneretPackage.STACKING_LIMIT__APPLIES_TO:
				return appliesTo != null && !appliesTo.isEmpty();
			case BanneretPackage.STACKING_LIMIT__EXEMPT:
				return exempt != null && !exempt.isEmpty();
			case BanneretPackage.STACKING_LIMIT__PER_SIDE:
				return perSide != PER_SIDE_EDEFAULT;
			case BanneretPackage.STACKING_LIMIT__FRONT_FACE_OF:
				return frontFaceOf != null && !frontFaceOf.isEmpty();
		}
		return super.eIsSet(featureID);
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
		result.append(", measure: ");
		result.append(measure);
		result.append(", maximum: ");
		result.append(maximum);
		result.append(", perSide: ");
		result.append(perSide);
		result.append(')');
		return result.toString();
	}

} //StackingLimitImpl

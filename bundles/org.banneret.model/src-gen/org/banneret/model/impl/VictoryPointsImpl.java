/**
 */
package org.banneret.model.impl;

import java.util.Collection;

import org.banneret.model.BanneretPackage;
import org.banneret.model.FeatureType;
import org.banneret.model.Region;
import org.banneret.model.Unit;
import org.banneret.model.UnitType;
import org.banneret.model.VictoryEvent;
import org.banneret.model.VictoryPoints;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

import org.eclipse.emf.ecore.util.EDataTypeUniqueEList;
import org.eclipse.emf.ecore.util.EObjectResolvingEList;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Victory Points</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.impl.VictoryPointsImpl#getEvent <em>Event</em>}</li>
 *   <li>{@link org.banneret.model.impl.VictoryPointsImpl#getPoints <em>Points</em>}</li>
 *   <li>{@link org.banneret.model.impl.VictoryPointsImpl#getDescription <em>Description</em>}</li>
 *   <li>{@link org.banneret.model.impl.VictoryPointsImpl#getUnits <em>Units</em>}</li>
 *   <li>{@link org.banneret.model.impl.VictoryPointsImpl#getUnitType <em>Unit Type</em>}</li>
 *   <li>{@link org.banneret.model.impl.VictoryPointsImpl#getArmour <em>Armour</em>}</li>
 *   <li>{@link org.banneret.model.impl.VictoryPointsImpl#getHexes <em>Hexes</em>}</li>
 *   <li>{@link org.banneret.model.impl.VictoryPointsImpl#getRegion <em>Region</em>}</li>
 *   <li>{@link org.banneret.model.impl.VictoryPointsImpl#getFeatureType <em>Feature Type</em>}</li>
 * </ul>
 *
 * @generated
 */
public class VictoryPointsImpl extends MinimalEObjectImpl.Container implements VictoryPoints {
	/**
	 * The default value of the '{@link #getEvent() <em>Event</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getEvent()
	 * @generated
	 * @ordered
	 */
	protected static final VictoryEvent EVENT_EDEFAULT = VictoryEvent.KILLED;

	/**
	 * The cached value of the '{@link #getEvent() <em>Event</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getEvent()
	 * @generated
	 * @ordered
	 */
	protected VictoryEvent event = EVENT_EDEFAULT;

	/**
	 * The default value of the '{@link #getPoints() <em>Points</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPoints()
	 * @generated
	 * @ordered
	 */
	protected static final int POINTS_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getPoints() <em>Points</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPoints()
	 * @generated
	 * @ordered
	 */
	protected int points = POINTS_EDEFAULT;

	/**
	 * The default value of the '{@link #getDescription() <em>Description</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDescription()
	 * @generated
	 * @ordered
	 */
	protected static final String DESCRIPTION_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getDescription() <em>Description</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDescription()
	 * @generated
	 * @ordered
	 */
	protected String description = DESCRIPTION_EDEFAULT;

	/**
	 * The cached value of the '{@link #getUnits() <em>Units</em>}' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getUnits()
	 * @generated
	 * @ordered
	 */
	protected EList<Unit> units;

	/**
	 * The cached value of the '{@link #getUnitType() <em>Unit Type</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getUnitType()
	 * @generated
	 * @ordered
	 */
	protected UnitType unitType;

	/**
	 * The default value of the '{@link #getArmour() <em>Armour</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getArmour()
	 * @generated
	 * @ordered
	 */
	protected static final int ARMOUR_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getArmour() <em>Armour</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getArmour()
	 * @generated
	 * @ordered
	 */
	protected int armour = ARMOUR_EDEFAULT;

	/**
	 * This is true if the Armour attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean armourESet;

	/**
	 * The cached value of the '{@link #getHexes() <em>Hexes</em>}' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getHexes()
	 * @generated
	 * @ordered
	 */
	protected EList<String> hexes;

	/**
	 * The cached value of the '{@link #getRegion() <em>Region</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRegion()
	 * @generated
	 * @ordered
	 */
	protected Region region;

	/**
	 * The cached value of the '{@link #getFeatureType() <em>Feature Type</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFeatureType()
	 * @generated
	 * @ordered
	 */
	protected FeatureType featureType;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected VictoryPointsImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return BanneretPackage.Literals.VICTORY_POINTS;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public VictoryEvent getEvent() {
		return event;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setEvent(VictoryEvent newEvent) {
		VictoryEvent oldEvent = event;
		event = newEvent == null ? EVENT_EDEFAULT : newEvent;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.VICTORY_POINTS__EVENT, oldEvent, event));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getPoints() {
		return points;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setPoints(int newPoints) {
		int oldPoints = points;
		points = newPoints;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.VICTORY_POINTS__POINTS, oldPoints, points));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getDescription() {
		return description;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setDescription(String newDescription) {
		String oldDescription = description;
		description = newDescription;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.VICTORY_POINTS__DESCRIPTION, oldDescription, description));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Unit> getUnits() {
		if (units == null) {
			units = new EObjectResolvingEList<Unit>(Unit.class, this, BanneretPackage.VICTORY_POINTS__UNITS);
		}
		return units;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public UnitType getUnitType() {
		if (unitType != null && unitType.eIsProxy()) {
			InternalEObject oldUnitType = (InternalEObject)unitType;
			unitType = (UnitType)eResolveProxy(oldUnitType);
			if (unitType != oldUnitType) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, BanneretPackage.VICTORY_POINTS__UNIT_TYPE, oldUnitType, unitType));
			}
		}
		return unitType;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public UnitType basicGetUnitType() {
		return unitType;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setUnitType(UnitType newUnitType) {
		UnitType oldUnitType = unitType;
		unitType = newUnitType;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.VICTORY_POINTS__UNIT_TYPE, oldUnitType, unitType));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getArmour() {
		return armour;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setArmour(int newArmour) {
		int oldArmour = armour;
		armour = newArmour;
		boolean oldArmourESet = armourESet;
		armourESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.VICTORY_POINTS__ARMOUR, oldArmour, armour, !oldArmourESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetArmour() {
		int oldArmour = armour;
		boolean oldArmourESet = armourESet;
		armour = ARMOUR_EDEFAULT;
		armourESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, BanneretPackage.VICTORY_POINTS__ARMOUR, oldArmour, ARMOUR_EDEFAULT, oldArmourESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetArmour() {
		return armourESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<String> getHexes() {
		if (hexes == null) {
			hexes = new EDataTypeUniqueEList<String>(String.class, this, BanneretPackage.VICTORY_POINTS__HEXES);
		}
		return hexes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Region getRegion() {
		if (region != null && region.eIsProxy()) {
			InternalEObject oldRegion = (InternalEObject)region;
			region = (Region)eResolveProxy(oldRegion);
			if (region != oldRegion) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, BanneretPackage.VICTORY_POINTS__REGION, oldRegion, region));
			}
		}
		return region;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public Region basicGetRegion() {
		return region;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRegion(Region newRegion) {
		Region oldRegion = region;
		region = newRegion;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.VICTORY_POINTS__REGION, oldRegion, region));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public FeatureType getFeatureType() {
		if (featureType != null && featureType.eIsProxy()) {
			InternalEObject oldFeatureType = (InternalEObject)featureType;
			featureType = (FeatureType)eResolveProxy(oldFeatureType);
			if (featureType != oldFeatureType) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, BanneretPackage.VICTORY_POINTS__FEATURE_TYPE, oldFeatureType, featureType));
			}
		}
		return featureType;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public FeatureType basicGetFeatureType() {
		return featureType;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setFeatureType(FeatureType newFeatureType) {
		FeatureType oldFeatureType = featureType;
		featureType = newFeatureType;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.VICTORY_POINTS__FEATURE_TYPE, oldFeatureType, featureType));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case BanneretPackage.VICTORY_POINTS__EVENT:
				return getEvent();
			case BanneretPackage.VICTORY_POINTS__POINTS:
				return getPoints();
			case BanneretPackage.VICTORY_POINTS__DESCRIPTION:
				return getDescription();
			case BanneretPackage.VICTORY_POINTS__UNITS:
				return getUnits();
			case BanneretPackage.VICTORY_POINTS__UNIT_TYPE:
				if (resolve) return getUnitType();
				return basicGetUnitType();
			case BanneretPackage.VICTORY_POINTS__ARMOUR:
				return getArmour();
			case BanneretPackage.VICTORY_POINTS__HEXES:
				return getHexes();
			case BanneretPackage.VICTORY_POINTS__REGION:
				if (resolve) return getRegion();
				return basicGetRegion();
			case BanneretPackage.VICTORY_POINTS__FEATURE_TYPE:
				if (resolve) return getFeatureType();
				return basicGetFeatureType();
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
			case BanneretPackage.VICTORY_POINTS__EVENT:
				setEvent((VictoryEvent)newValue);
				return;
			case BanneretPackage.VICTORY_POINTS__POINTS:
				setPoints((Integer)newValue);
				return;
			case BanneretPackage.VICTORY_POINTS__DESCRIPTION:
				setDescription((String)newValue);
				return;
			case BanneretPackage.VICTORY_POINTS__UNITS:
				getUnits().clear();
				getUnits().addAll((Collection<? extends Unit>)newValue);
				return;
			case BanneretPackage.VICTORY_POINTS__UNIT_TYPE:
				setUnitType((UnitType)newValue);
				return;
			case BanneretPackage.VICTORY_POINTS__ARMOUR:
				setArmour((Integer)newValue);
				return;
			case BanneretPackage.VICTORY_POINTS__HEXES:
				getHexes().clear();
				getHexes().addAll((Collection<? extends String>)newValue);
				return;
			case BanneretPackage.VICTORY_POINTS__REGION:
				setRegion((Region)newValue);
				return;
			case BanneretPackage.VICTORY_POINTS__FEATURE_TYPE:
				setFeatureType((FeatureType)newValue);
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
			case BanneretPackage.VICTORY_POINTS__EVENT:
				setEvent(EVENT_EDEFAULT);
				return;
			case BanneretPackage.VICTORY_POINTS__POINTS:
				setPoints(POINTS_EDEFAULT);
				return;
			case BanneretPackage.VICTORY_POINTS__DESCRIPTION:
				setDescription(DESCRIPTION_EDEFAULT);
				return;
			case BanneretPackage.VICTORY_POINTS__UNITS:
				getUnits().clear();
				return;
			case BanneretPackage.VICTORY_POINTS__UNIT_TYPE:
				setUnitType((UnitType)null);
				return;
			case BanneretPackage.VICTORY_POINTS__ARMOUR:
				unsetArmour();
				return;
			case BanneretPackage.VICTORY_POINTS__HEXES:
				getHexes().clear();
				return;
			case BanneretPackage.VICTORY_POINTS__REGION:
				setRegion((Region)null);
				return;
			case BanneretPackage.VICTORY_POINTS__FEATURE_TYPE:
				setFeatureType((FeatureType)null);
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
			case BanneretPackage.VICTORY_POINTS__EVENT:
				return event != EVENT_EDEFAULT;
			case BanneretPackage.VICTORY_POINTS__POINTS:
				return points != POINTS_EDEFAULT;
			case BanneretPackage.VICTORY_POINTS__DESCRIPTION:
				return DESCRIPTION_EDEFAULT == null ? description != null : !DESCRIPTION_EDEFAULT.equals(description);
			case BanneretPackage.VICTORY_POINTS__UNITS:
				return units != null && !units.isEmpty();
			case BanneretPackage.VICTORY_POINTS__UNIT_TYPE:
				return unitType != null;
			case BanneretPackage.VICTORY_POINTS__ARMOUR:
				return isSetArmour();
			case BanneretPackage.VICTORY_POINTS__HEXES:
				return hexes != null && !hexes.isEmpty();
			case BanneretPackage.VICTORY_POINTS__REGION:
				return region != null;
			case BanneretPackage.VICTORY_POINTS__FEATURE_TYPE:
				return featureType != null;
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
		result.append(" (event: ");
		result.append(event);
		result.append(", points: ");
		result.append(points);
		result.append(", description: ");
		result.append(description);
		result.append(", armour: ");
		if (armourESet) result.append(armour); else result.append("<unset>");
		result.append(", hexes: ");
		result.append(hexes);
		result.append(')');
		return result.toString();
	}

} //VictoryPointsImpl

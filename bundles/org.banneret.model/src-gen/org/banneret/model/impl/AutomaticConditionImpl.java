/**
 */
package org.banneret.model.impl;

import java.util.Collection;

import org.banneret.model.AutomaticCondition;
import org.banneret.model.BanneretPackage;
import org.banneret.model.Compass;
import org.banneret.model.ConditionKind;
import org.banneret.model.PathSegment;
import org.banneret.model.Region;
import org.banneret.model.TerrainType;
import org.banneret.model.Unit;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.NotificationChain;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

import org.eclipse.emf.ecore.util.EDataTypeUniqueEList;
import org.eclipse.emf.ecore.util.EObjectContainmentEList;
import org.eclipse.emf.ecore.util.EObjectResolvingEList;
import org.eclipse.emf.ecore.util.InternalEList;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Automatic Condition</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.impl.AutomaticConditionImpl#getKind <em>Kind</em>}</li>
 *   <li>{@link org.banneret.model.impl.AutomaticConditionImpl#getDescription <em>Description</em>}</li>
 *   <li>{@link org.banneret.model.impl.AutomaticConditionImpl#getUnits <em>Units</em>}</li>
 *   <li>{@link org.banneret.model.impl.AutomaticConditionImpl#getHexes <em>Hexes</em>}</li>
 *   <li>{@link org.banneret.model.impl.AutomaticConditionImpl#getRegions <em>Regions</em>}</li>
 *   <li>{@link org.banneret.model.impl.AutomaticConditionImpl#getSegments <em>Segments</em>}</li>
 *   <li>{@link org.banneret.model.impl.AutomaticConditionImpl#getExcludedTerrain <em>Excluded Terrain</em>}</li>
 *   <li>{@link org.banneret.model.impl.AutomaticConditionImpl#getEdge <em>Edge</em>}</li>
 *   <li>{@link org.banneret.model.impl.AutomaticConditionImpl#getValue <em>Value</em>}</li>
 * </ul>
 *
 * @generated
 */
public class AutomaticConditionImpl extends MinimalEObjectImpl.Container implements AutomaticCondition {
	/**
	 * The default value of the '{@link #getKind() <em>Kind</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getKind()
	 * @generated
	 * @ordered
	 */
	protected static final ConditionKind KIND_EDEFAULT = ConditionKind.ALL_KILLED;

	/**
	 * The cached value of the '{@link #getKind() <em>Kind</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getKind()
	 * @generated
	 * @ordered
	 */
	protected ConditionKind kind = KIND_EDEFAULT;

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
	 * The cached value of the '{@link #getHexes() <em>Hexes</em>}' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getHexes()
	 * @generated
	 * @ordered
	 */
	protected EList<String> hexes;

	/**
	 * The cached value of the '{@link #getRegions() <em>Regions</em>}' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRegions()
	 * @generated
	 * @ordered
	 */
	protected EList<Region> regions;

	/**
	 * The cached value of the '{@link #getSegments() <em>Segments</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSegments()
	 * @generated
	 * @ordered
	 */
	protected EList<PathSegment> segments;

	/**
	 * The cached value of the '{@link #getExcludedTerrain() <em>Excluded Terrain</em>}' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getExcludedTerrain()
	 * @generated
	 * @ordered
	 */
	protected EList<TerrainType> excludedTerrain;

	/**
	 * The default value of the '{@link #getEdge() <em>Edge</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getEdge()
	 * @generated
	 * @ordered
	 */
	protected static final Compass EDGE_EDEFAULT = Compass.N;

	/**
	 * The cached value of the '{@link #getEdge() <em>Edge</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getEdge()
	 * @generated
	 * @ordered
	 */
	protected Compass edge = EDGE_EDEFAULT;

	/**
	 * This is true if the Edge attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean edgeESet;

	/**
	 * The default value of the '{@link #getValue() <em>Value</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getValue()
	 * @generated
	 * @ordered
	 */
	protected static final int VALUE_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getValue() <em>Value</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getValue()
	 * @generated
	 * @ordered
	 */
	protected int value = VALUE_EDEFAULT;

	/**
	 * This is true if the Value attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean valueESet;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected AutomaticConditionImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return BanneretPackage.Literals.AUTOMATIC_CONDITION;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public ConditionKind getKind() {
		return kind;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setKind(ConditionKind newKind) {
		ConditionKind oldKind = kind;
		kind = newKind == null ? KIND_EDEFAULT : newKind;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.AUTOMATIC_CONDITION__KIND, oldKind, kind));
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
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.AUTOMATIC_CONDITION__DESCRIPTION, oldDescription, description));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Unit> getUnits() {
		if (units == null) {
			units = new EObjectResolvingEList<Unit>(Unit.class, this, BanneretPackage.AUTOMATIC_CONDITION__UNITS);
		}
		return units;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<String> getHexes() {
		if (hexes == null) {
			hexes = new EDataTypeUniqueEList<String>(String.class, this, BanneretPackage.AUTOMATIC_CONDITION__HEXES);
		}
		return hexes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Region> getRegions() {
		if (regions == null) {
			regions = new EObjectResolvingEList<Region>(Region.class, this, BanneretPackage.AUTOMATIC_CONDITION__REGIONS);
		}
		return regions;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<PathSegment> getSegments() {
		if (segments == null) {
			segments = new EObjectContainmentEList<PathSegment>(PathSegment.class, this, BanneretPackage.AUTOMATIC_CONDITION__SEGMENTS);
		}
		return segments;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<TerrainType> getExcludedTerrain() {
		if (excludedTerrain == null) {
			excludedTerrain = new EObjectResolvingEList<TerrainType>(TerrainType.class, this, BanneretPackage.AUTOMATIC_CONDITION__EXCLUDED_TERRAIN);
		}
		return excludedTerrain;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Compass getEdge() {
		return edge;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setEdge(Compass newEdge) {
		Compass oldEdge = edge;
		edge = newEdge == null ? EDGE_EDEFAULT : newEdge;
		boolean oldEdgeESet = edgeESet;
		edgeESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.AUTOMATIC_CONDITION__EDGE, oldEdge, edge, !oldEdgeESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetEdge() {
		Compass oldEdge = edge;
		boolean oldEdgeESet = edgeESet;
		edge = EDGE_EDEFAULT;
		edgeESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, BanneretPackage.AUTOMATIC_CONDITION__EDGE, oldEdge, EDGE_EDEFAULT, oldEdgeESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetEdge() {
		return edgeESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getValue() {
		return value;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setValue(int newValue) {
		int oldValue = value;
		value = newValue;
		boolean oldValueESet = valueESet;
		valueESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.AUTOMATIC_CONDITION__VALUE, oldValue, value, !oldValueESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetValue() {
		int oldValue = value;
		boolean oldValueESet = valueESet;
		value = VALUE_EDEFAULT;
		valueESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, BanneretPackage.AUTOMATIC_CONDITION__VALUE, oldValue, VALUE_EDEFAULT, oldValueESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetValue() {
		return valueESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case BanneretPackage.AUTOMATIC_CONDITION__SEGMENTS:
				return ((InternalEList<?>)getSegments()).basicRemove(otherEnd, msgs);
		}
		return super.eInverseRemove(otherEnd, featureID, msgs);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case BanneretPackage.AUTOMATIC_CONDITION__KIND:
				return getKind();
			case BanneretPackage.AUTOMATIC_CONDITION__DESCRIPTION:
				return getDescription();
			case BanneretPackage.AUTOMATIC_CONDITION__UNITS:
				return getUnits();
			case BanneretPackage.AUTOMATIC_CONDITION__HEXES:
				return getHexes();
			case BanneretPackage.AUTOMATIC_CONDITION__REGIONS:
				return getRegions();
			case BanneretPackage.AUTOMATIC_CONDITION__SEGMENTS:
				return getSegments();
			case BanneretPackage.AUTOMATIC_CONDITION__EXCLUDED_TERRAIN:
				return getExcludedTerrain();
			case BanneretPackage.AUTOMATIC_CONDITION__EDGE:
				return getEdge();
			case BanneretPackage.AUTOMATIC_CONDITION__VALUE:
				return getValue();
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
			case BanneretPackage.AUTOMATIC_CONDITION__KIND:
				setKind((ConditionKind)newValue);
				return;
			case BanneretPackage.AUTOMATIC_CONDITION__DESCRIPTION:
				setDescription((String)newValue);
				return;
			case BanneretPackage.AUTOMATIC_CONDITION__UNITS:
				getUnits().clear();
				getUnits().addAll((Collection<? extends Unit>)newValue);
				return;
			case BanneretPackage.AUTOMATIC_CONDITION__HEXES:
				getHexes().clear();
				getHexes().addAll((Collection<? extends String>)newValue);
				return;
			case BanneretPackage.AUTOMATIC_CONDITION__REGIONS:
				getRegions().clear();
				getRegions().addAll((Collection<? extends Region>)newValue);
				return;
			case BanneretPackage.AUTOMATIC_CONDITION__SEGMENTS:
				getSegments().clear();
				getSegments().addAll((Collection<? extends PathSegment>)newValue);
				return;
			case BanneretPackage.AUTOMATIC_CONDITION__EXCLUDED_TERRAIN:
				getExcludedTerrain().clear();
				getExcludedTerrain().addAll((Collection<? extends TerrainType>)newValue);
				return;
			case BanneretPackage.AUTOMATIC_CONDITION__EDGE:
				setEdge((Compass)newValue);
				return;
			case BanneretPackage.AUTOMATIC_CONDITION__VALUE:
				setValue((Integer)newValue);
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
			case BanneretPackage.AUTOMATIC_CONDITION__KIND:
				setKind(KIND_EDEFAULT);
				return;
			case BanneretPackage.AUTOMATIC_CONDITION__DESCRIPTION:
				setDescription(DESCRIPTION_EDEFAULT);
				return;
			case BanneretPackage.AUTOMATIC_CONDITION__UNITS:
				getUnits().clear();
				return;
			case BanneretPackage.AUTOMATIC_CONDITION__HEXES:
				getHexes().clear();
				return;
			case BanneretPackage.AUTOMATIC_CONDITION__REGIONS:
				getRegions().clear();
				return;
			case BanneretPackage.AUTOMATIC_CONDITION__SEGMENTS:
				getSegments().clear();
				return;
			case BanneretPackage.AUTOMATIC_CONDITION__EXCLUDED_TERRAIN:
				getExcludedTerrain().clear();
				return;
			case BanneretPackage.AUTOMATIC_CONDITION__EDGE:
				unsetEdge();
				return;
			case BanneretPackage.AUTOMATIC_CONDITION__VALUE:
				unsetValue();
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
			case BanneretPackage.AUTOMATIC_CONDITION__KIND:
				return kind != KIND_EDEFAULT;
			case BanneretPackage.AUTOMATIC_CONDITION__DESCRIPTION:
				return DESCRIPTION_EDEFAULT == null ? description != null : !DESCRIPTION_EDEFAULT.equals(description);
			case BanneretPackage.AUTOMATIC_CONDITION__UNITS:
				return units != null && !units.isEmpty();
			case BanneretPackage.AUTOMATIC_CONDITION__HEXES:
				return hexes != null && !hexes.isEmpty();
			case BanneretPackage.AUTOMATIC_CONDITION__REGIONS:
				return regions != null && !regions.isEmpty();
			case BanneretPackage.AUTOMATIC_CONDITION__SEGMENTS:
				return segments != null && !segments.isEmpty();
			case BanneretPackage.AUTOMATIC_CONDITION__EXCLUDED_TERRAIN:
				return excludedTerrain != null && !excludedTerrain.isEmpty();
			case BanneretPackage.AUTOMATIC_CONDITION__EDGE:
				return isSetEdge();
			case BanneretPackage.AUTOMATIC_CONDITION__VALUE:
				return isSetValue();
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
		result.append(" (kind: ");
		result.append(kind);
		result.append(", description: ");
		result.append(description);
		result.append(", hexes: ");
		result.append(hexes);
		result.append(", edge: ");
		if (edgeESet) result.append(edge); else result.append("<unset>");
		result.append(", value: ");
		if (valueESet) result.append(value); else result.append("<unset>");
		result.append(')');
		return result.toString();
	}

} //AutomaticConditionImpl

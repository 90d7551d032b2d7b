/**
 */
package org.banneret.model.impl;

import java.util.Collection;

import org.banneret.model.BanneretPackage;
import org.banneret.model.CounterMixEntry;
import org.banneret.model.CounterTemplate;
import org.banneret.model.FeatureType;
import org.banneret.model.GameSystem;
import org.banneret.model.HexsideFeatureType;
import org.banneret.model.LevelSlot;
import org.banneret.model.MarkerType;
import org.banneret.model.Nationality;
import org.banneret.model.StackingLimit;
import org.banneret.model.TerrainType;
import org.banneret.model.UnitClass;
import org.banneret.model.UnitType;
import org.banneret.model.ValueRange;
import org.banneret.model.VariantDefinition;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.NotificationChain;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

import org.eclipse.emf.ecore.util.EObjectContainmentEList;
import org.eclipse.emf.ecore.util.InternalEList;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Game System</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.impl.GameSystemImpl#getRuleSet <em>Rule Set</em>}</li>
 *   <li>{@link org.banneret.model.impl.GameSystemImpl#getNationalities <em>Nationalities</em>}</li>
 *   <li>{@link org.banneret.model.impl.GameSystemImpl#getUnitClasses <em>Unit Classes</em>}</li>
 *   <li>{@link org.banneret.model.impl.GameSystemImpl#getTerrainTypes <em>Terrain Types</em>}</li>
 *   <li>{@link org.banneret.model.impl.GameSystemImpl#getFeatureTypes <em>Feature Types</em>}</li>
 *   <li>{@link org.banneret.model.impl.GameSystemImpl#getHexsideFeatureTypes <em>Hexside Feature Types</em>}</li>
 *   <li>{@link org.banneret.model.impl.GameSystemImpl#getLevelSlots <em>Level Slots</em>}</li>
 *   <li>{@link org.banneret.model.impl.GameSystemImpl#getStackingLimits <em>Stacking Limits</em>}</li>
 *   <li>{@link org.banneret.model.impl.GameSystemImpl#getUnitTypes <em>Unit Types</em>}</li>
 *   <li>{@link org.banneret.model.impl.GameSystemImpl#getCounterTemplates <em>Counter Templates</em>}</li>
 *   <li>{@link org.banneret.model.impl.GameSystemImpl#getMarkerTypes <em>Marker Types</em>}</li>
 *   <li>{@link org.banneret.model.impl.GameSystemImpl#getCounterMix <em>Counter Mix</em>}</li>
 *   <li>{@link org.banneret.model.impl.GameSystemImpl#getVariants <em>Variants</em>}</li>
 *   <li>{@link org.banneret.model.impl.GameSystemImpl#getValueRanges <em>Value Ranges</em>}</li>
 * </ul>
 *
 * @generated
 */
public class GameSystemImpl extends NamedElementImpl implements GameSystem {
	/**
	 * The default value of the '{@link #getRuleSet() <em>Rule Set</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRuleSet()
	 * @generated
	 * @ordered
	 */
	protected static final String RULE_SET_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getRuleSet() <em>Rule Set</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRuleSet()
	 * @generated
	 * @ordered
	 */
	protected String ruleSet = RULE_SET_EDEFAULT;

	/**
	 * The cached value of the '{@link #getNationalities() <em>Nationalities</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getNationalities()
	 * @generated
	 * @ordered
	 */
	protected EList<Nationality> nationalities;

	/**
	 * The cached value of the '{@link #getUnitClasses() <em>Unit Classes</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getUnitClasses()
	 * @generated
	 * @ordered
	 */
	protected EList<UnitClass> unitClasses;

	/**
	 * The cached value of the '{@link #getTerrainTypes() <em>Terrain Types</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTerrainTypes()
	 * @generated
	 * @ordered
	 */
	protected EList<TerrainType> terrainTypes;

	/**
	 * The cached value of the '{@link #getFeatureTypes() <em>Feature Types</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFeatureTypes()
	 * @generated
	 * @ordered
	 */
	protected EList<FeatureType> featureTypes;

	/**
	 * The cached value of the '{@link #getHexsideFeatureTypes() <em>Hexside Feature Types</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getHexsideFeatureTypes()
	 * @generated
	 * @ordered
	 */
	protected EList<HexsideFeatureType> hexsideFeatureTypes;

	/**
	 * The cached value of the '{@link #getLevelSlots() <em>Level Slots</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLevelSlots()
	 * @generated
	 * @ordered
	 */
	protected EList<LevelSlot> levelSlots;

	/**
	 * The cached value of the '{@link #getStackingLimits() <em>Stacking Limits</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getStackingLimits()
	 * @generated
	 * @ordered
	 */
	protected EList<StackingLimit> stackingLimits;

	/**
	 * The cached value of the '{@link #getUnitTypes() <em>Unit Types</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getUnitTypes()
	 * @generated
	 * @ordered
	 */
	protected EList<UnitType> unitTypes;

	/**
	 * The cached value of the '{@link #getCounterTemplates() <em>Counter Templates</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCounterTemplates()
	 * @generated
	 * @ordered
	 */
	protected EList<CounterTemplate> counterTemplates;

	/**
	 * The cached value of the '{@link #getMarkerTypes() <em>Marker Types</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMarkerTypes()
	 * @generated
	 * @ordered
	 */
	protected EList<MarkerType> markerTypes;

	/**
	 * The cached value of the '{@link #getCounterMix() <em>Counter Mix</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCounterMix()
	 * @generated
	 * @ordered
	 */
	protected EList<CounterMixEntry> counterMix;

	/**
	 * The cached value of the '{@link #getVariants() <em>Variants</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getVariants()
	 * @generated
	 * @ordered
	 */
	protected EList<VariantDefinition> variants;

	/**
	 * The cached value of the '{@link #getValueRanges() <em>Value Ranges</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getValueRanges()
	 * @generated
	 * @ordered
	 */
	protected EList<ValueRange> valueRanges;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected GameSystemImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return BanneretPackage.Literals.GAME_SYSTEM;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getRuleSet() {
		return ruleSet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRuleSet(String newRuleSet) {
		String oldRuleSet = ruleSet;
		ruleSet = newRuleSet;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.GAME_SYSTEM__RULE_SET, oldRuleSet, ruleSet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Nationality> getNationalities() {
		if (nationalities == null) {
			nationalities = new EObjectContainmentEList<Nationality>(Nationality.class, this, BanneretPackage.GAME_SYSTEM__NATIONALITIES);
		}
		return nationalities;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<UnitClass> getUnitClasses() {
		if (unitClasses == null) {
			unitClasses = new EObjectContainmentEList<UnitClass>(UnitClass.class, this, BanneretPackage.GAME_SYSTEM__UNIT_CLASSES);
		}
		return unitClasses;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<TerrainType> getTerrainTypes() {
		if (terrainTypes == null) {
			terrainTypes = new EObjectContainmentEList<TerrainType>(TerrainType.class, this, BanneretPackage.GAME_SYSTEM__TERRAIN_TYPES);
		}
		return terrainTypes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<FeatureType> getFeatureTypes() {
		if (featureTypes == null) {
			featureTypes = new EObjectContainmentEList<FeatureType>(FeatureType.class, this, BanneretPackage.GAME_SYSTEM__FEATURE_TYPES);
		}
		return featureTypes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<HexsideFeatureType> getHexsideFeatureTypes() {
		if (hexsideFeatureTypes == null) {
			hexsideFeatureTypes = new EObjectContainmentEList<HexsideFeatureType>(HexsideFeatureType.class, this, BanneretPackage.GAME_SYSTEM__HEXSIDE_FEATURE_TYPES);
		}
		return hexsideFeatureTypes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<LevelSlot> getLevelSlots() {
		if (levelSlots == null) {
			levelSlots = new EObjectContainmentEList<LevelSlot>(LevelSlot.class, this, BanneretPackage.GAME_SYSTEM__LEVEL_SLOTS);
		}
		return levelSlots;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<StackingLimit> getStackingLimits() {
		if (stackingLimits == null) {
			stackingLimits = new EObjectContainmentEList<StackingLimit>(StackingLimit.class, this, BanneretPackage.GAME_SYSTEM__STACKING_LIMITS);
		}
		return stackingLimits;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<UnitType> getUnitTypes() {
		if (unitTypes == null) {
			unitTypes = new EObjectContainmentEList<UnitType>(UnitType.class, this, BanneretPackage.GAME_SYSTEM__UNIT_TYPES);
		}
		return unitTypes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<CounterTemplate> getCounterTemplates() {
		if (counterTemplates == null) {
			counterTemplates = new EObjectContainmentEList<CounterTemplate>(CounterTemplate.class, this, BanneretPackage.GAME_SYSTEM__COUNTER_TEMPLATES);
		}
		return counterTemplates;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<MarkerType> getMarkerTypes() {
		if (markerTypes == null) {
			markerTypes = new EObjectContainmentEList<MarkerType>(MarkerType.class, this, BanneretPackage.GAME_SYSTEM__MARKER_TYPES);
		}
		return markerTypes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<CounterMixEntry> getCounterMix() {
		if (counterMix == null) {
			counterMix = new EObjectContainmentEList<CounterMixEntry>(CounterMixEntry.class, this, BanneretPackage.GAME_SYSTEM__COUNTER_MIX);
		}
		return counterMix;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<VariantDefinition> getVariants() {
		if (variants == null) {
			variants = new EObjectContainmentEList<VariantDefinition>(VariantDefinition.class, this, BanneretPackage.GAME_SYSTEM__VARIANTS);
		}
		return variants;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<ValueRange> getValueRanges() {
		if (valueRanges == null) {
			valueRanges = new EObjectContainmentEList<ValueRange>(ValueRange.class, this, BanneretPackage.GAME_SYSTEM__VALUE_RANGES);
		}
		return valueRanges;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case BanneretPackage.GAME_SYSTEM__NATIONALITIES:
				return ((InternalEList<?>)getNationalities()).basicRemove(otherEnd, msgs);
			case BanneretPackage.GAME_SYSTEM__UNIT_CLASSES:
				return ((InternalEList<?>)getUnitClasses()).basicRemove(otherEnd, msgs);
			case BanneretPackage.GAME_SYSTEM__TERRAIN_TYPES:
				return ((InternalEList<?>)getTerrainTypes()).basicRemove(otherEnd, msgs);
			case BanneretPackage.GAME_SYSTEM__FEATURE_TYPES:
				return ((InternalEList<?>)getFeatureTypes()).basicRemove(otherEnd, msgs);
			case BanneretPackage.GAME_SYSTEM__HEXSIDE_FEATURE_TYPES:
				return ((InternalEList<?>)getHexsideFeatureTypes()).basicRemove(otherEnd, msgs);
			case BanneretPackage.GAME_SYSTEM__LEVEL_SLOTS:
				return ((InternalEList<?>)getLevelSlots()).basicRemove(otherEnd, msgs);
			case BanneretPackage.GAME_SYSTEM__STACKING_LIMITS:
				return ((InternalEList<?>)getStackingLimits()).basicRemove(otherEnd, msgs);
			case BanneretPackage.GAME_SYSTEM__UNIT_TYPES:
				return ((InternalEList<?>)getUnitTypes()).basicRemove(otherEnd, msgs);
			case BanneretPackage.GAME_SYSTEM__COUNTER_TEMPLATES:
				return ((InternalEList<?>)getCounterTemplates()).basicRemove(otherEnd, msgs);
			case BanneretPackage.GAME_SYSTEM__MARKER_TYPES:
				return ((InternalEList<?>)getMarkerTypes()).basicRemove(otherEnd, msgs);
			case BanneretPackage.GAME_SYSTEM__COUNTER_MIX:
				return ((InternalEList<?>)getCounterMix()).basicRemove(otherEnd, msgs);
			case BanneretPackage.GAME_SYSTEM__VARIANTS:
				return ((InternalEList<?>)getVariants()).basicRemove(otherEnd, msgs);
			case BanneretPackage.GAME_SYSTEM__VALUE_RANGES:
				return ((InternalEList<?>)getValueRanges()).basicRemove(otherEnd, msgs);
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
			case BanneretPackage.GAME_SYSTEM__RULE_SET:
				return getRuleSet();
			case BanneretPackage.GAME_SYSTEM__NATIONALITIES:
				return getNationalities();
			case BanneretPackage.GAME_SYSTEM__UNIT_CLASSES:
				return getUnitClasses();
			case BanneretPackage.GAME_SYSTEM__TERRAIN_TYPES:
				return getTerrainTypes();
			case BanneretPackage.GAME_SYSTEM__FEATURE_TYPES:
				return getFeatureTypes();
			case BanneretPackage.GAME_SYSTEM__HEXSIDE_FEATURE_TYPES:
				return getHexsideFeatureTypes();
			case BanneretPackage.GAME_SYSTEM__LEVEL_SLOTS:
				return getLevelSlots();
			case BanneretPackage.GAME_SYSTEM__STACKING_LIMITS:
				return getStackingLimits();
			case BanneretPackage.GAME_SYSTEM__UNIT_TYPES:
				return getUnitTypes();
			case BanneretPackage.GAME_SYSTEM__COUNTER_TEMPLATES:
				return getCounterTemplates();
			case BanneretPackage.GAME_SYSTEM__MARKER_TYPES:
				return getMarkerTypes();
			case BanneretPackage.GAME_SYSTEM__COUNTER_MIX:
				return getCounterMix();
			case BanneretPackage.GAME_SYSTEM__VARIANTS:
				return getVariants();
			case BanneretPackage.GAME_SYSTEM__VALUE_RANGES:
				return getValueRanges();
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
			case BanneretPackage.GAME_SYSTEM__RULE_SET:
				setRuleSet((String)newValue);
				return;
			case BanneretPackage.GAME_SYSTEM__NATIONALITIES:
				getNationalities().clear();
				getNationalities().addAll((Collection<? extends Nationality>)newValue);
				return;
			case BanneretPackage.GAME_SYSTEM__UNIT_CLASSES:
				getUnitClasses().clear();
				getUnitClasses().addAll((Collection<? extends UnitClass>)newValue);
				return;
			case BanneretPackage.GAME_SYSTEM__TERRAIN_TYPES:
				getTerrainTypes().clear();
				getTerrainTypes().addAll((Collection<? extends TerrainType>)newValue);
				return;
			case BanneretPackage.GAME_SYSTEM__FEATURE_TYPES:
				getFeatureTypes().clear();
				getFeatureTypes().addAll((Collection<? extends FeatureType>)newValue);
				return;
			case BanneretPackage.GAME_SYSTEM__HEXSIDE_FEATURE_TYPES:
				getHexsideFeatureTypes().clear();
				getHexsideFeatureTypes().addAll((Collection<? extends HexsideFeatureType>)newValue);
				return;
			case BanneretPackage.GAME_SYSTEM__LEVEL_SLOTS:
				getLevelSlots().clear();
				getLevelSlots().addAll((Collection<? extends LevelSlot>)newValue);
				return;
			case BanneretPackage.GAME_SYSTEM__STACKING_LIMITS:
				getStackingLimits().clear();
				getStackingLimits().addAll((Collection<? extends StackingLimit>)newValue);
				return;
			case BanneretPackage.GAME_SYSTEM__UNIT_TYPES:
				getUnitTypes().clear();
				getUnitTypes().addAll((Collection<? extends UnitType>)newValue);
				return;
			case BanneretPackage.GAME_SYSTEM__COUNTER_TEMPLATES:
				getCounterTemplates().clear();
				getCounterTemplates().addAll((Collection<? extends CounterTemplate>)newValue);
				return;
			case BanneretPackage.GAME_SYSTEM__MARKER_TYPES:
				getMarkerTypes().clear();
				getMarkerTypes().addAll((Collection<? extends MarkerType>)newValue);
				return;
			case BanneretPackage.GAME_SYSTEM__COUNTER_MIX:
				getCounterMix().clear();
				getCounterMix().addAll((Collection<? extends CounterMixEntry>)newValue);
				return;
			case BanneretPackage.GAME_SYSTEM__VARIANTS:
				getVariants().clear();
				getVariants().addAll((Collection<? extends VariantDefinition>)newValue);
				return;
			case BanneretPackage.GAME_SYSTEM__VALUE_RANGES:
				getValueRanges().clear();
				getValueRanges().addAll((Collection<? extends ValueRange>)newValue);
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
			case BanneretPackage.GAME_SYSTEM__RULE_SET:
				setRuleSet(RULE_SET_EDEFAULT);
				return;
			case BanneretPackage.GAME_SYSTEM__NATIONALITIES:
				getNationalities().clear();
				return;
			case BanneretPackage.GAME_SYSTEM__UNIT_CLASSES:
				getUnitClasses().clear();
				return;
			case BanneretPackage.GAME_SYSTEM__TERRAIN_TYPES:
				getTerrainTypes().clear();
				return;
			case BanneretPackage.GAME_SYSTEM__FEATURE_TYPES:
				getFeatureTypes().clear();
				return;
			case BanneretPackage.GAME_SYSTEM__HEXSIDE_FEATURE_TYPES:
				getHexsideFeatureTypes().clear();
				return;
			case BanneretPackage.GAME_SYSTEM__LEVEL_SLOTS:
				getLevelSlots().clear();
				return;
			case BanneretPackage.GAME_SYSTEM__STACKING_LIMITS:
				getStackingLimits().clear();
				return;
			case BanneretPackage.GAME_SYSTEM__UNIT_TYPES:
				getUnitTypes().clear();
				return;
			case BanneretPackage.GAME_SYSTEM__COUNTER_TEMPLATES:
				getCounterTemplates().clear();
				return;
			case BanneretPackage.GAME_SYSTEM__MARKER_TYPES:
				getMarkerTypes().clear();
				return;
			case BanneretPackage.GAME_SYSTEM__COUNTER_MIX:
				getCounterMix().clear();
				return;
			case BanneretPackage.GAME_SYSTEM__VARIANTS:
				getVariants().clear();
				return;
			case BanneretPackage.GAME_SYSTEM__VALUE_RANGES:
				getValueRanges().clear();
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
			case BanneretPackage.GAME_SYSTEM__RULE_SET:
				return RULE_SET_EDEFAULT == null ? ruleSet != null : !RULE_SET_EDEFAULT.equals(ruleSet);
			case BanneretPackage.GAME_SYSTEM__NATIONALITIES:
				return nationalities != null && !nationalities.isEmpty();
			case BanneretPackage.GAME_SYSTEM__UNIT_CLASSES:
				return unitClasses != null && !unitClasses.isEmpty();
			case BanneretPackage.GAME_SYSTEM__TERRAIN_TYPES:
				return terrainTypes != null && !terrainTypes.isEmpty();
			case BanneretPackage.GAME_SYSTEM__FEATURE_TYPES:
				return featureTypes != null && !featureTypes.isEmpty();
			case BanneretPackage.GAME_SYSTEM__HEXSIDE_FEATURE_TYPES:
				return hexsideFeatureTypes != null && !hexsideFeatureTypes.isEmpty();
			case BanneretPackage.GAME_SYSTEM__LEVEL_SLOTS:
				return levelSlots != null && !levelSlots.isEmpty();
			case BanneretPackage.GAME_SYSTEM__STACKING_LIMITS:
				return stackingLimits != null && !stackingLimits.isEmpty();
			case BanneretPackage.GAME_SYSTEM__UNIT_TYPES:
				return unitTypes != null && !unitTypes.isEmpty();
			case BanneretPackage.GAME_SYSTEM__COUNTER_TEMPLATES:
				return counterTemplates != null && !counterTemplates.isEmpty();
			case BanneretPackage.GAME_SYSTEM__MARKER_TYPES:
				return markerTypes != null && !markerTypes.isEmpty();
			case BanneretPackage.GAME_SYSTEM__COUNTER_MIX:
				return counterMix != null && !counterMix.isEmpty();
			case BanneretPackage.GAME_SYSTEM__VARIANTS:
				return variants != null && !variants.isEmpty();
			case BanneretPackage.GAME_SYSTEM__VALUE_RANGES:
				return valueRanges != null && !valueRanges.isEmpty();
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
		result.append(" (ruleSet: ");
		result.append(ruleSet);
		result.append(')');
		return result.toString();
	}

} //GameSystemImpl

/**
 */
package org.banneret.model.impl;

import java.util.Collection;

import org.banneret.model.BanneretPackage;
import org.banneret.model.CounterTemplate;
import org.banneret.model.Nationality;
import org.banneret.model.Placement;
import org.banneret.model.PrintedValue;
import org.banneret.model.Unit;
import org.banneret.model.UnitMarker;
import org.banneret.model.UnitState;
import org.banneret.model.UnitType;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.NotificationChain;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

import org.eclipse.emf.ecore.util.EDataTypeUniqueEList;
import org.eclipse.emf.ecore.util.EObjectContainmentEList;
import org.eclipse.emf.ecore.util.InternalEList;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Unit</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.impl.UnitImpl#getType <em>Type</em>}</li>
 *   <li>{@link org.banneret.model.impl.UnitImpl#getTemplate <em>Template</em>}</li>
 *   <li>{@link org.banneret.model.impl.UnitImpl#getCount <em>Count</em>}</li>
 *   <li>{@link org.banneret.model.impl.UnitImpl#getNationality <em>Nationality</em>}</li>
 *   <li>{@link org.banneret.model.impl.UnitImpl#getArmour <em>Armour</em>}</li>
 *   <li>{@link org.banneret.model.impl.UnitImpl#getStrength <em>Strength</em>}</li>
 *   <li>{@link org.banneret.model.impl.UnitImpl#getState <em>State</em>}</li>
 *   <li>{@link org.banneret.model.impl.UnitImpl#getFatigue <em>Fatigue</em>}</li>
 *   <li>{@link org.banneret.model.impl.UnitImpl#isBanner <em>Banner</em>}</li>
 *   <li>{@link org.banneret.model.impl.UnitImpl#isFlipped <em>Flipped</em>}</li>
 *   <li>{@link org.banneret.model.impl.UnitImpl#getTraits <em>Traits</em>}</li>
 *   <li>{@link org.banneret.model.impl.UnitImpl#getOverrides <em>Overrides</em>}</li>
 *   <li>{@link org.banneret.model.impl.UnitImpl#getMarkers <em>Markers</em>}</li>
 *   <li>{@link org.banneret.model.impl.UnitImpl#getLeader <em>Leader</em>}</li>
 *   <li>{@link org.banneret.model.impl.UnitImpl#getCarrier <em>Carrier</em>}</li>
 *   <li>{@link org.banneret.model.impl.UnitImpl#getPlacement <em>Placement</em>}</li>
 *   <li>{@link org.banneret.model.impl.UnitImpl#getReplacing <em>Replacing</em>}</li>
 *   <li>{@link org.banneret.model.impl.UnitImpl#getTask <em>Task</em>}</li>
 * </ul>
 *
 * @generated
 */
public class UnitImpl extends ForceElementImpl implements Unit {
	/**
	 * The cached value of the '{@link #getType() <em>Type</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getType()
	 * @generated
	 * @ordered
	 */
	protected UnitType type;

	/**
	 * The cached value of the '{@link #getTemplate() <em>Template</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTemplate()
	 * @generated
	 * @ordered
	 */
	protected CounterTemplate template;

	/**
	 * The default value of the '{@link #getCount() <em>Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCount()
	 * @generated
	 * @ordered
	 */
	protected static final int COUNT_EDEFAULT = 1;

	/**
	 * The cached value of the '{@link #getCount() <em>Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCount()
	 * @generated
	 * @ordered
	 */
	protected int count = COUNT_EDEFAULT;

	/**
	 * The cached value of the '{@link #getNationality() <em>Nationality</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getNationality()
	 * @generated
	 * @ordered
	 */
	protected Nationality nationality;

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
	 * The default value of the '{@link #getStrength() <em>Strength</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getStrength()
	 * @generated
	 * @ordered
	 */
	protected static final int STRENGTH_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getStrength() <em>Strength</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getStrength()
	 * @generated
	 * @ordered
	 */
	protected int strength = STRENGTH_EDEFAULT;

	/**
	 * This is true if the Strength attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean strengthESet;

	/**
	 * The default value of the '{@link #getState() <em>State</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getState()
	 * @generated
	 * @ordered
	 */
	protected static final UnitState STATE_EDEFAULT = UnitState.HEALTHY;

	/**
	 * The cached value of the '{@link #getState() <em>State</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getState()
	 * @generated
	 * @ordered
	 */
	protected UnitState state = STATE_EDEFAULT;

	/**
	 * The default value of the '{@link #getFatigue() <em>Fatigue</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFatigue()
	 * @generated
	 * @ordered
	 */
	protected static final int FATIGUE_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getFatigue() <em>Fatigue</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFatigue()
	 * @generated
	 * @ordered
	 */
	protected int fatigue = FATIGUE_EDEFAULT;

	/**
	 * This is true if the Fatigue attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean fatigueESet;

	/**
	 * The default value of the '{@link #isBanner() <em>Banner</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isBanner()
	 * @generated
	 * @ordered
	 */
	protected static final boolean BANNER_EDEFAULT = false;

	/**
	 * The cached value of the '{@link #isBanner() <em>Banner</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isBanner()
	 * @generated
	 * @ordered
	 */
	protected boolean banner = BANNER_EDEFAULT;

	/**
	 * The default value of the '{@link #isFlipped() <em>Flipped</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isFlipped()
	 * @generated
	 * @ordered
	 */
	protected static final boolean FLIPPED_EDEFAULT = false;

	/**
	 * The cached value of the '{@link #isFlipped() <em>Flipped</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isFlipped()
	 * @generated
	 * @ordered
	 */
	protected boolean flipped = FLIPPED_EDEFAULT;

	/**
	 * The cached value of the '{@link #getTraits() <em>Traits</em>}' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTraits()
	 * @generated
	 * @ordered
	 */
	protected EList<String> traits;

	/**
	 * The cached value of the '{@link #getOverrides() <em>Overrides</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getOverrides()
	 * @generated
	 * @ordered
	 */
	protected EList<PrintedValue> overrides;

	/**
	 * The cached value of the '{@link #getMarkers() <em>Markers</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMarkers()
	 * @generated
	 * @ordered
	 */
	protected EList<UnitMarker> markers;

	/**
	 * The cached value of the '{@link #getLeader() <em>Leader</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLeader()
	 * @generated
	 * @ordered
	 */
	protected Unit leader;

	/**
	 * The cached value of the '{@link #getCarrier() <em>Carrier</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCarrier()
	 * @generated
	 * @ordered
	 */
	protected Unit carrier;

	/**
	 * The cached value of the '{@link #getPlacement() <em>Placement</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPlacement()
	 * @generated
	 * @ordered
	 */
	protected Placement placement;

	/**
	 * The cached value of the '{@link #getReplacing() <em>Replacing</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getReplacing()
	 * @generated
	 * @ordered
	 */
	protected Unit replacing;

	/**
	 * The default value of the '{@link #getTask() <em>Task</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTask()
	 * @generated
	 * @ordered
	 */
	protected static final String TASK_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getTask() <em>Task</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTask()
	 * @generated
	 * @ordered
	 */
	protected String task = TASK_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected UnitImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return BanneretPackage.Literals.UNIT;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public UnitType getType() {
		if (type != null && type.eIsProxy()) {
			InternalEObject oldType = (InternalEObject)type;
			type = (UnitType)eResolveProxy(oldType);
			if (type != oldType) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, BanneretPackage.UNIT__TYPE, oldType, type));
			}
		}
		return type;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public UnitType basicGetType() {
		return type;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setType(UnitType newType) {
		UnitType oldType = type;
		type = newType;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.UNIT__TYPE, oldType, type));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public CounterTemplate getTemplate() {
		if (template != null && template.eIsProxy()) {
			InternalEObject oldTemplate = (InternalEObject)template;
			template = (CounterTemplate)eResolveProxy(oldTemplate);
			if (template != oldTemplate) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, BanneretPackage.UNIT__TEMPLATE, oldTemplate, template));
			}
		}
		return template;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public CounterTemplate basicGetTemplate() {
		return template;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTemplate(CounterTemplate newTemplate) {
		CounterTemplate oldTemplate = template;
		template = newTemplate;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.UNIT__TEMPLATE, oldTemplate, template));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getCount() {
		return count;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCount(int newCount) {
		int oldCount = count;
		count = newCount;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.UNIT__COUNT, oldCount, count));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Nationality getNationality() {
		if (nationality != null && nationality.eIsProxy()) {
			InternalEObject oldNationality = (InternalEObject)nationality;
			nationality = (Nationality)eResolveProxy(oldNationality);
			if (nationality != oldNationality) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, BanneretPackage.UNIT__NATIONALITY, oldNationality, nationality));
			}
		}
		return nationality;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public Nationality basicGetNationality() {
		return nationality;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setNationality(Nationality newNationality) {
		Nationality oldNationality = nationality;
		nationality = newNationality;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.UNIT__NATIONALITY, oldNationality, nationality));
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
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.UNIT__ARMOUR, oldArmour, armour, !oldArmourESet));
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
			eNotify(new ENotificationImpl(this, Notification.UNSET, BanneretPackage.UNIT__ARMOUR, oldArmour, ARMOUR_EDEFAULT, oldArmourESet));
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
	public int getStrength() {
		return strength;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setStrength(int newStrength) {
		int oldStrength = strength;
		strength = newStrength;
		boolean oldStrengthESet = strengthESet;
		strengthESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.UNIT__STRENGTH, oldStrength, strength, !oldStrengthESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetStrength() {
		int oldStrength = strength;
		boolean oldStrengthESet = strengthESet;
		strength = STRENGTH_EDEFAULT;
		strengthESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, BanneretPackage.UNIT__STRENGTH, oldStrength, STRENGTH_EDEFAULT, oldStrengthESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetStrength() {
		return strengthESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public UnitState getState() {
		return state;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setState(UnitState newState) {
		UnitState oldState = state;
		state = newState == null ? STATE_EDEFAULT : newState;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.UNIT__STATE, oldState, state));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getFatigue() {
		return fatigue;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setFatigue(int newFatigue) {
		int oldFatigue = fatigue;
		fatigue = newFatigue;
		boolean oldFatigueESet = fatigueESet;
		fatigueESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.UNIT__FATIGUE, oldFatigue, fatigue, !oldFatigueESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetFatigue() {
		int oldFatigue = fatigue;
		boolean oldFatigueESet = fatigueESet;
		fatigue = FATIGUE_EDEFAULT;
		fatigueESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, BanneretPackage.UNIT__FATIGUE, oldFatigue, FATIGUE_EDEFAULT, oldFatigueESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetFatigue() {
		return fatigueESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isBanner() {
		return banner;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setBanner(boolean newBanner) {
		boolean oldBanner = banner;
		banner = newBanner;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.UNIT__BANNER, oldBanner, banner));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isFlipped() {
		return flipped;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setFlipped(boolean newFlipped) {
		boolean oldFlipped = flipped;
		flipped = newFlipped;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.UNIT__FLIPPED, oldFlipped, flipped));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<String> getTraits() {
		if (traits == null) {
			traits = new EDataTypeUniqueEList<String>(String.class, this, BanneretPackage.UNIT__TRAITS);
		}
		return traits;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<PrintedValue> getOverrides() {
		if (overrides == null) {
			overrides = new EObjectContainmentEList<PrintedValue>(PrintedValue.class, this, BanneretPackage.UNIT__OVERRIDES);
		}
		return overrides;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<UnitMarker> getMarkers() {
		if (markers == null) {
			markers = new EObjectContainmentEList<UnitMarker>(UnitMarker.class, this, BanneretPackage.UNIT__MARKERS);
		}
		return markers;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Unit getLeader() {
		if (leader != null && leader.eIsProxy()) {
			InternalEObject oldLeader = (InternalEObject)leader;
			leader = (Unit)eResolveProxy(oldLeader);
			if (leader != oldLeader) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, BanneretPackage.UNIT__LEADER, oldLeader, leader));
			}
		}
		return leader;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public Unit basicGetLeader() {
		return leader;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setLeader(Unit newLeader) {
		Unit oldLeader = leader;
		leader = newLeader;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.UNIT__LEADER, oldLeader, leader));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Unit getCarrier() {
		if (carrier != null && carrier.eIsProxy()) {
			InternalEObject oldCarrier = (InternalEObject)carrier;
			carrier = (Unit)eResolveProxy(oldCarrier);
			if (carrier != oldCarrier) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, BanneretPackage.UNIT__CARRIER, oldCarrier, carrier));
			}
		}
		return carrier;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public Unit basicGetCarrier() {
		return carrier;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCarrier(Unit newCarrier) {
		Unit oldCarrier = carrier;
		carrier = newCarrier;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.UNIT__CARRIER, oldCarrier, carrier));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Placement getPlacement() {
		return placement;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetPlacement(Placement newPlacement, NotificationChain msgs) {
		Placement oldPlacement = placement;
		placement = newPlacement;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, BanneretPackage.UNIT__PLACEMENT, oldPlacement, newPlacement);
			if (msgs == null) msgs = notification; else msgs.add(notification);
		}
		return msgs;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setPlacement(Placement newPlacement) {
		if (newPlacement != placement) {
			NotificationChain msgs = null;
			if (placement != null)
				msgs = ((InternalEObject)placement).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - BanneretPackage.UNIT__PLACEMENT, null, msgs);
			if (newPlacement != null)
				msgs = ((InternalEObject)newPlacement).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - BanneretPackage.UNIT__PLACEMENT, null, msgs);
			msgs = basicSetPlacement(newPlacement, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.UNIT__PLACEMENT, newPlacement, newPlacement));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Unit getReplacing() {
		if (replacing != null && replacing.eIsProxy()) {
			InternalEObject oldReplacing = (InternalEObject)replacing;
			replacing = (Unit)eResolveProxy(oldReplacing);
			if (replacing != oldReplacing) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, BanneretPackage.UNIT__REPLACING, oldReplacing, replacing));
			}
		}
		return replacing;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public Unit basicGetReplacing() {
		return replacing;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setReplacing(Unit newReplacing) {
		Unit oldReplacing = replacing;
		replacing = newReplacing;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.UNIT__REPLACING, oldReplacing, replacing));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getTask() {
		return task;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTask(String newTask) {
		String oldTask = task;
		task = newTask;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.UNIT__TASK, oldTask, task));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case BanneretPackage.UNIT__OVERRIDES:
				return ((InternalEList<?>)getOverrides()).basicRemove(otherEnd, msgs);
			case BanneretPackage.UNIT__MARKERS:
				return ((InternalEList<?>)getMarkers()).basicRemove(otherEnd, msgs);
			case BanneretPackage.UNIT__PLACEMENT:
				return basicSetPlacement(null, msgs);
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
			case BanneretPackage.UNIT__TYPE:
				if (resolve) return getType();
				return basicGetType();
			case BanneretPackage.UNIT__TEMPLATE:
				if (resolve) return getTemplate();
				return basicGetTemplate();
			case BanneretPackage.UNIT__COUNT:
				return getCount();
			case BanneretPackage.UNIT__NATIONALITY:
				if (resolve) return getNationality();
				return basicGetNationality();
			case BanneretPackage.UNIT__ARMOUR:
				return getArmour();
			case BanneretPackage.UNIT__STRENGTH:
				return getStrength();
			case BanneretPackage.UNIT__STATE:
				return getState();
			case BanneretPackage.UNIT__FATIGUE:
				return getFatigue();
			case BanneretPackage.UNIT__BANNER:
				return isBanner();
			case BanneretPackage.UNIT__FLIPPED:
				return isFlipped();
			case BanneretPackage.UNIT__TRAITS:
				return getTraits();
			case BanneretPackage.UNIT__OVERRIDES:
				return getOverrides();
			case BanneretPackage.UNIT__MARKERS:
				return getMarkers();
			case BanneretPackage.UNIT__LEADER:
				if (resolve) return getLeader();
				return basicGetLeader();
			case BanneretPackage.UNIT__CARRIER:
				if (resolve) return getCarrier();
				return basicGetCarrier();
			case BanneretPackage.UNIT__PLACEMENT:
				return getPlacement();
			case BanneretPackage.UNIT__REPLACING:
				if (resolve) return getReplacing();
				return basicGetReplacing();
			case BanneretPackage.UNIT__TASK:
				return getTask();
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
			case BanneretPackage.UNIT__TYPE:
				setType((UnitType)newValue);
				return;
			case BanneretPackage.UNIT__TEMPLATE:
				setTemplate((CounterTemplate)newValue);
				return;
			case BanneretPackage.UNIT__COUNT:
				setCount((Integer)newValue);
				return;
			case BanneretPackage.UNIT__NATIONALITY:
				setNationality((Nationality)newValue);
				return;
			case BanneretPackage.UNIT__ARMOUR:
				setArmour((Integer)newValue);
				return;
			case BanneretPackage.UNIT__STRENGTH:
				setStrength((Integer)newValue);
				return;
			case BanneretPackage.UNIT__STATE:
				setState((UnitState)newValue);
				return;
			case BanneretPackage.UNIT__FATIGUE:
				setFatigue((Integer)newValue);
				return;
			case BanneretPackage.UNIT__BANNER:
				setBanner((Boolean)newValue);
				return;
			case BanneretPackage.UNIT__FLIPPED:
				setFlipped((Boolean)newValue);
				return;
			case BanneretPackage.UNIT__TRAITS:
				getTraits().clear();
				getTraits().addAll((Collection<? extends String>)newValue);
				return;
			case BanneretPackage.UNIT__OVERRIDES:
				getOverrides().clear();
				getOverrides().addAll((Collection<? extends PrintedValue>)newValue);
				return;
			case BanneretPackage.UNIT__MARKERS:
				getMarkers().clear();
				getMarkers().addAll((Collection<? extends UnitMarker>)newValue);
				return;
			case BanneretPackage.UNIT__LEADER:
				setLeader((Unit)newValue);
				return;
			case BanneretPackage.UNIT__CARRIER:
				setCarrier((Unit)newValue);
				return;
			case BanneretPackage.UNIT__PLACEMENT:
				setPlacement((Placement)newValue);
				return;
			case BanneretPackage.UNIT__REPLACING:
				setReplacing((Unit)newValue);
				return;
			case BanneretPackage.UNIT__TASK:
				setTask((String)newValue);
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
			case BanneretPackage.UNIT__TYPE:
				setType((UnitType)null);
				return;
			case BanneretPackage.UNIT__TEMPLATE:
				setTemplate((CounterTemplate)null);
				return;
			case BanneretPackage.UNIT__COUNT:
				setCount(COUNT_EDEFAULT);
				return;
			case BanneretPackage.UNIT__NATIONALITY:
				setNationality((Nationality)null);
				return;
			case BanneretPackage.UNIT__ARMOUR:
				unsetArmour();
				return;
			case BanneretPackage.UNIT__STRENGTH:
				unsetStrength();
				return;
			case BanneretPackage.UNIT__STATE:
				setState(STATE_EDEFAULT);
				return;
			case BanneretPackage.UNIT__FATIGUE:
				unsetFatigue();
				return;
			case BanneretPackage.UNIT__BANNER:
				setBanner(BANNER_EDEFAULT);
				return;
			case BanneretPackage.UNIT__FLIPPED:
				setFlipped(FLIPPED_EDEFAULT);
				return;
			case BanneretPackage.UNIT__TRAITS:
				getTraits().clear();
				return;
			case BanneretPackage.UNIT__OVERRIDES:
				getOverrides().clear();
				return;
			case BanneretPackage.UNIT__MARKERS:
				getMarkers().clear();
				return;
			case BanneretPackage.UNIT__LEADER:
				setLeader((Unit)null);
				return;
			case BanneretPackage.UNIT__CARRIER:
				setCarrier((Unit)null);
				return;
			case BanneretPackage.UNIT__PLACEMENT:
				setPlacement((Placement)null);
				return;
			case BanneretPackage.UNIT__REPLACING:
				setReplacing((Unit)null);
				return;
			case BanneretPackage.UNIT__TASK:
				setTask(TASK_EDEFAULT);
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
			case BanneretPackage.UNIT__TYPE:
				return type != null;
			case BanneretPackage.UNIT__TEMPLATE:
				return template != null;
			case BanneretPackage.UNIT__COUNT:
				return count != COUNT_EDEFAULT;
			case BanneretPackage.UNIT__NATIONALITY:
				return nationality != null;
			case BanneretPackage.UNIT__ARMOUR:
				return isSetArmour();
			case BanneretPackage.UNIT__STRENGTH:
				return isSetStrength();
			case BanneretPackage.UNIT__STATE:
				return state != STATE_EDEFAULT;
			case BanneretPackage.UNIT__FATIGUE:
				return isSetFatigue();
			case BanneretPackage.UNIT__BANNER:
				return banner != BANNER_EDEFAULT;
			case BanneretPackage.UNIT__FLIPPED:
				return flipped != FLIPPED_EDEFAULT;
			case BanneretPackage.UNIT__TRAITS:
				return traits != null && !traits.isEmpty();
			case BanneretPackage.UNIT__OVERRIDES:
				return overrides != null && !overrides.isEmpty();
			case BanneretPackage.UNIT__MARKERS:
				return markers != null && !markers.isEmpty();
			case BanneretPackage.UNIT__LEADER:
				return leader != null;
			case BanneretPackage.UNIT__CARRIER:
				return carrier != null;
			case BanneretPackage.UNIT__PLACEMENT:
				return placement != null;
			case BanneretPackage.UNIT__REPLACING:
				return replacing != null;
			case BanneretPackage.UNIT__TASK:
				return TASK_EDEFAULT == null ? task != null : !TASK_EDEFAULT.equals(task);
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
		result.append(" (count: ");
		result.append(count);
		result.append(", armour: ");
		if (armourESet) result.append(armour); else result.append("<unset>");
		result.append(", strength: ");
		if (strengthESet) result.append(strength); else result.append("<unset>");
		result.append(", state: ");
		result.append(state);
		result.append(", fatigue: ");
		if (fatigueESet) result.append(fatigue); else result.append("<unset>");
		result.append(", banner: ");
		result.append(banner);
		result.append(", flipped: ");
		result.append(flipped);
		result.append(", traits: ");
		result.append(traits);
		result.append(", task: ");
		result.append(task);
		result.append(')');
		return result.toString();
	}

} //UnitImpl

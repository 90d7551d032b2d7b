/**
 */
package org.banneret.model;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Unit</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * One counter, or count identical counters set up together ("4 x INF [0]"). A leader lists the units assigned to him as its elements.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.Unit#getType <em>Type</em>}</li>
 *   <li>{@link org.banneret.model.Unit#getTemplate <em>Template</em>}</li>
 *   <li>{@link org.banneret.model.Unit#getCount <em>Count</em>}</li>
 *   <li>{@link org.banneret.model.Unit#getNationality <em>Nationality</em>}</li>
 *   <li>{@link org.banneret.model.Unit#getArmour <em>Armour</em>}</li>
 *   <li>{@link org.banneret.model.Unit#getStrength <em>Strength</em>}</li>
 *   <li>{@link org.banneret.model.Unit#getState <em>State</em>}</li>
 *   <li>{@link org.banneret.model.Unit#getFatigue <em>Fatigue</em>}</li>
 *   <li>{@link org.banneret.model.Unit#isBanner <em>Banner</em>}</li>
 *   <li>{@link org.banneret.model.Unit#isFlipped <em>Flipped</em>}</li>
 *   <li>{@link org.banneret.model.Unit#getTraits <em>Traits</em>}</li>
 *   <li>{@link org.banneret.model.Unit#getOverrides <em>Overrides</em>}</li>
 *   <li>{@link org.banneret.model.Unit#getMarkers <em>Markers</em>}</li>
 *   <li>{@link org.banneret.model.Unit#getLeader <em>Leader</em>}</li>
 *   <li>{@link org.banneret.model.Unit#getCarrier <em>Carrier</em>}</li>
 *   <li>{@link org.banneret.model.Unit#getPlacement <em>Placement</em>}</li>
 *   <li>{@link org.banneret.model.Unit#getReplacing <em>Replacing</em>}</li>
 *   <li>{@link org.banneret.model.Unit#getTask <em>Task</em>}</li>
 * </ul>
 *
 * @see org.banneret.model.BanneretPackage#getUnit()
 * @model
 * @generated
 */
public interface Unit extends ForceElement {
	/**
	 * Returns the value of the '<em><b>Type</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Type</em>' reference.
	 * @see #setType(UnitType)
	 * @see org.banneret.model.BanneretPackage#getUnit_Type()
	 * @model
	 * @generated
	 */
	UnitType getType();

	/**
	 * Sets the value of the '{@link org.banneret.model.Unit#getType <em>Type</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Type</em>' reference.
	 * @see #getType()
	 * @generated
	 */
	void setType(UnitType value);

	/**
	 * Returns the value of the '<em><b>Template</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Template</em>' reference.
	 * @see #setTemplate(CounterTemplate)
	 * @see org.banneret.model.BanneretPackage#getUnit_Template()
	 * @model
	 * @generated
	 */
	CounterTemplate getTemplate();

	/**
	 * Sets the value of the '{@link org.banneret.model.Unit#getTemplate <em>Template</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Template</em>' reference.
	 * @see #getTemplate()
	 * @generated
	 */
	void setTemplate(CounterTemplate value);

	/**
	 * Returns the value of the '<em><b>Count</b></em>' attribute.
	 * The default value is <code>"1"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Count</em>' attribute.
	 * @see #setCount(int)
	 * @see org.banneret.model.BanneretPackage#getUnit_Count()
	 * @model default="1"
	 * @generated
	 */
	int getCount();

	/**
	 * Sets the value of the '{@link org.banneret.model.Unit#getCount <em>Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Count</em>' attribute.
	 * @see #getCount()
	 * @generated
	 */
	void setCount(int value);

	/**
	 * Returns the value of the '<em><b>Nationality</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Nationality</em>' reference.
	 * @see #setNationality(Nationality)
	 * @see org.banneret.model.BanneretPackage#getUnit_Nationality()
	 * @model
	 * @generated
	 */
	Nationality getNationality();

	/**
	 * Sets the value of the '{@link org.banneret.model.Unit#getNationality <em>Nationality</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Nationality</em>' reference.
	 * @see #getNationality()
	 * @generated
	 */
	void setNationality(Nationality value);

	/**
	 * Returns the value of the '<em><b>Armour</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Armour</em>' attribute.
	 * @see #isSetArmour()
	 * @see #unsetArmour()
	 * @see #setArmour(int)
	 * @see org.banneret.model.BanneretPackage#getUnit_Armour()
	 * @model unsettable="true"
	 * @generated
	 */
	int getArmour();

	/**
	 * Sets the value of the '{@link org.banneret.model.Unit#getArmour <em>Armour</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Armour</em>' attribute.
	 * @see #isSetArmour()
	 * @see #unsetArmour()
	 * @see #getArmour()
	 * @generated
	 */
	void setArmour(int value);

	/**
	 * Unsets the value of the '{@link org.banneret.model.Unit#getArmour <em>Armour</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetArmour()
	 * @see #getArmour()
	 * @see #setArmour(int)
	 * @generated
	 */
	void unsetArmour();

	/**
	 * Returns whether the value of the '{@link org.banneret.model.Unit#getArmour <em>Armour</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Armour</em>' attribute is set.
	 * @see #unsetArmour()
	 * @see #getArmour()
	 * @see #setArmour(int)
	 * @generated
	 */
	boolean isSetArmour();

	/**
	 * Returns the value of the '<em><b>Strength</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Strength</em>' attribute.
	 * @see #isSetStrength()
	 * @see #unsetStrength()
	 * @see #setStrength(int)
	 * @see org.banneret.model.BanneretPackage#getUnit_Strength()
	 * @model unsettable="true"
	 * @generated
	 */
	int getStrength();

	/**
	 * Sets the value of the '{@link org.banneret.model.Unit#getStrength <em>Strength</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Strength</em>' attribute.
	 * @see #isSetStrength()
	 * @see #unsetStrength()
	 * @see #getStrength()
	 * @generated
	 */
	void setStrength(int value);

	/**
	 * Unsets the value of the '{@link org.banneret.model.Unit#getStrength <em>Strength</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetStrength()
	 * @see #getStrength()
	 * @see #setStrength(int)
	 * @generated
	 */
	void unsetStrength();

	/**
	 * Returns whether the value of the '{@link org.banneret.model.Unit#getStrength <em>Strength</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Strength</em>' attribute is set.
	 * @see #unsetStrength()
	 * @see #getStrength()
	 * @see #setStrength(int)
	 * @generated
	 */
	boolean isSetStrength();

	/**
	 * Returns the value of the '<em><b>State</b></em>' attribute.
	 * The literals are from the enumeration {@link org.banneret.model.UnitState}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>State</em>' attribute.
	 * @see org.banneret.model.UnitState
	 * @see #setState(UnitState)
	 * @see org.banneret.model.BanneretPackage#getUnit_State()
	 * @model
	 * @generated
	 */
	UnitState getState();

	/**
	 * Sets the value of the '{@link org.banneret.model.Unit#getState <em>State</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>State</em>' attribute.
	 * @see org.banneret.model.UnitState
	 * @see #getState()
	 * @generated
	 */
	void setState(UnitState value);

	/**
	 * Returns the value of the '<em><b>Fatigue</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Fatigue</em>' attribute.
	 * @see #isSetFatigue()
	 * @see #unsetFatigue()
	 * @see #setFatigue(int)
	 * @see org.banneret.model.BanneretPackage#getUnit_Fatigue()
	 * @model unsettable="true"
	 * @generated
	 */
	int getFatigue();

	/**
	 * Sets the value of the '{@link org.banneret.model.Unit#getFatigue <em>Fatigue</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Fatigue</em>' attribute.
	 * @see #isSetFatigue()
	 * @see #unsetFatigue()
	 * @see #getFatigue()
	 * @generated
	 */
	void setFatigue(int value);

	/**
	 * Unsets the value of the '{@link org.banneret.model.Unit#getFatigue <em>Fatigue</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetFatigue()
	 * @see #getFatigue()
	 * @see #setFatigue(int)
	 * @generated
	 */
	void unsetFatigue();

	/**
	 * Returns whether the value of the '{@link org.banneret.model.Unit#getFatigue <em>Fatigue</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Fatigue</em>' attribute is set.
	 * @see #unsetFatigue()
	 * @see #getFatigue()
	 * @see #setFatigue(int)
	 * @generated
	 */
	boolean isSetFatigue();

	/**
	 * Returns the value of the '<em><b>Banner</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The side's banner is set up with this counter.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Banner</em>' attribute.
	 * @see #setBanner(boolean)
	 * @see org.banneret.model.BanneretPackage#getUnit_Banner()
	 * @model
	 * @generated
	 */
	boolean isBanner();

	/**
	 * Sets the value of the '{@link org.banneret.model.Unit#isBanner <em>Banner</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Banner</em>' attribute.
	 * @see #isBanner()
	 * @generated
	 */
	void setBanner(boolean value);

	/**
	 * Returns the value of the '<em><b>Flipped</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The back face is up (reduced, or an archer's other formation).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Flipped</em>' attribute.
	 * @see #setFlipped(boolean)
	 * @see org.banneret.model.BanneretPackage#getUnit_Flipped()
	 * @model
	 * @generated
	 */
	boolean isFlipped();

	/**
	 * Sets the value of the '{@link org.banneret.model.Unit#isFlipped <em>Flipped</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Flipped</em>' attribute.
	 * @see #isFlipped()
	 * @generated
	 */
	void setFlipped(boolean value);

	/**
	 * Returns the value of the '<em><b>Traits</b></em>' attribute list.
	 * The list contents are of type {@link java.lang.String}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Traits</em>' attribute list.
	 * @see org.banneret.model.BanneretPackage#getUnit_Traits()
	 * @model
	 * @generated
	 */
	EList<String> getTraits();

	/**
	 * Returns the value of the '<em><b>Overrides</b></em>' containment reference list.
	 * The list contents are of type {@link org.banneret.model.PrintedValue}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Overrides</em>' containment reference list.
	 * @see org.banneret.model.BanneretPackage#getUnit_Overrides()
	 * @model containment="true"
	 * @generated
	 */
	EList<PrintedValue> getOverrides();

	/**
	 * Returns the value of the '<em><b>Markers</b></em>' containment reference list.
	 * The list contents are of type {@link org.banneret.model.UnitMarker}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Markers</em>' containment reference list.
	 * @see org.banneret.model.BanneretPackage#getUnit_Markers()
	 * @model containment="true"
	 * @generated
	 */
	EList<UnitMarker> getMarkers();

	/**
	 * Returns the value of the '<em><b>Leader</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * An explicit leader assignment for a pool unit; otherwise the enclosing leader commands it.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Leader</em>' reference.
	 * @see #setLeader(Unit)
	 * @see org.banneret.model.BanneretPackage#getUnit_Leader()
	 * @model
	 * @generated
	 */
	Unit getLeader();

	/**
	 * Sets the value of the '{@link org.banneret.model.Unit#getLeader <em>Leader</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Leader</em>' reference.
	 * @see #getLeader()
	 * @generated
	 */
	void setLeader(Unit value);

	/**
	 * Returns the value of the '<em><b>Carrier</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The counter this one is aboard or stacked on (marines on a squadron, a passenger on a litter).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Carrier</em>' reference.
	 * @see #setCarrier(Unit)
	 * @see org.banneret.model.BanneretPackage#getUnit_Carrier()
	 * @model
	 * @generated
	 */
	Unit getCarrier();

	/**
	 * Sets the value of the '{@link org.banneret.model.Unit#getCarrier <em>Carrier</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Carrier</em>' reference.
	 * @see #getCarrier()
	 * @generated
	 */
	void setCarrier(Unit value);

	/**
	 * Returns the value of the '<em><b>Placement</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Placement</em>' containment reference.
	 * @see #setPlacement(Placement)
	 * @see org.banneret.model.BanneretPackage#getUnit_Placement()
	 * @model containment="true"
	 * @generated
	 */
	Placement getPlacement();

	/**
	 * Sets the value of the '{@link org.banneret.model.Unit#getPlacement <em>Placement</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Placement</em>' containment reference.
	 * @see #getPlacement()
	 * @generated
	 */
	void setPlacement(Placement value);

	/**
	 * Returns the value of the '<em><b>Replacing</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The counter this one takes over from, as a two-counter unit's second counter replaces its first: only one of them is in play.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Replacing</em>' reference.
	 * @see #setReplacing(Unit)
	 * @see org.banneret.model.BanneretPackage#getUnit_Replacing()
	 * @model
	 * @generated
	 */
	Unit getReplacing();

	/**
	 * Sets the value of the '{@link org.banneret.model.Unit#getReplacing <em>Replacing</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Replacing</em>' reference.
	 * @see #getReplacing()
	 * @generated
	 */
	void setReplacing(Unit value);

	/**
	 * Returns the value of the '<em><b>Task</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * What a character aboard a ship does as the scenario starts: a word of the rule set, such as oarsman, steersman or bailer.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Task</em>' attribute.
	 * @see #setTask(String)
	 * @see org.banneret.model.BanneretPackage#getUnit_Task()
	 * @model
	 * @generated
	 */
	String getTask();

	/**
	 * Sets the value of the '{@link org.banneret.model.Unit#getTask <em>Task</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Task</em>' attribute.
	 * @see #getTask()
	 * @generated
	 */
	void setTask(String value);

} // Unit

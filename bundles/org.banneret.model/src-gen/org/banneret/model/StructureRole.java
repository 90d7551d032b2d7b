/**
 */
package org.banneret.model;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.eclipse.emf.common.util.Enumerator;

/**
 * <!-- begin-user-doc -->
 * A representation of the literals of the enumeration '<em><b>Structure Role</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * <!-- begin-model-doc -->
 * What part of a fortification a structure is: the outer curtain, a tower or a gate (the outer walls), the keep, an interior rampart, a building or a bridge.
 * <!-- end-model-doc -->
 * @see org.banneret.model.BanneretPackage#getStructureRole()
 * @model
 * @generated
 */
public enum StructureRole implements Enumerator {
	/**
	 * The '<em><b>CURTAIN</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #CURTAIN_VALUE
	 * @generated
	 * @ordered
	 */
	CURTAIN(0, "CURTAIN", "curtain"),

	/**
	 * The '<em><b>TOWER</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #TOWER_VALUE
	 * @generated
	 * @ordered
	 */
	TOWER(1, "TOWER", "tower"),

	/**
	 * The '<em><b>GATE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #GATE_VALUE
	 * @generated
	 * @ordered
	 */
	GATE(2, "GATE", "gate"),

	/**
	 * The '<em><b>KEEP</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #KEEP_VALUE
	 * @generated
	 * @ordered
	 */
	KEEP(3, "KEEP", "keep"),

	/**
	 * The '<em><b>RAMPART</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #RAMPART_VALUE
	 * @generated
	 * @ordered
	 */
	RAMPART(4, "RAMPART", "rampart"),

	/**
	 * The '<em><b>BUILDING</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #BUILDING_VALUE
	 * @generated
	 * @ordered
	 */
	BUILDING(5, "BUILDING", "building"),

	/**
	 * The '<em><b>BRIDGE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #BRIDGE_VALUE
	 * @generated
	 * @ordered
	 */
	BRIDGE(6, "BRIDGE", "bridge");

	/**
	 * The '<em><b>CURTAIN</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #CURTAIN
	 * @model literal="curtain"
	 * @generated
	 * @ordered
	 */
	public static final int CURTAIN_VALUE = 0;

	/**
	 * The '<em><b>TOWER</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #TOWER
	 * @model literal="tower"
	 * @generated
	 * @ordered
	 */
	public static final int TOWER_VALUE = 1;

	/**
	 * The '<em><b>GATE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #GATE
	 * @model literal="gate"
	 * @generated
	 * @ordered
	 */
	public static final int GATE_VALUE = 2;

	/**
	 * The '<em><b>KEEP</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #KEEP
	 * @model literal="keep"
	 * @generated
	 * @ordered
	 */
	public static final int KEEP_VALUE = 3;

	/**
	 * The '<em><b>RAMPART</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #RAMPART
	 * @model literal="rampart"
	 * @generated
	 * @ordered
	 */
	public static final int RAMPART_VALUE = 4;

	/**
	 * The '<em><b>BUILDING</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #BUILDING
	 * @model literal="building"
	 * @generated
	 * @ordered
	 */
	public static final int BUILDING_VALUE = 5;

	/**
	 * The '<em><b>BRIDGE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #BRIDGE
	 * @model literal="bridge"
	 * @generated
	 * @ordered
	 */
	public static final int BRIDGE_VALUE = 6;

	/**
	 * An array of all the '<em><b>Structure Role</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final StructureRole[] VALUES_ARRAY =
		new StructureRole[] {
			CURTAIN,
			TOWER,
			GATE,
			KEEP,
			RAMPART,
			BUILDING,
			BRIDGE,
		};

	/**
	 * A public read-only list of all the '<em><b>Structure Role</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<StructureRole> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Structure Role</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static StructureRole get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			StructureRole result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Structure Role</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static StructureRole getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			StructureRole result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Structure Role</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static StructureRole get(int value) {
		switch (value) {
			case CURTAIN_VALUE: return CURTAIN;
			case TOWER_VALUE: return TOWER;
			case GATE_VALUE: return GATE;
			case KEEP_VALUE: return KEEP;
			case RAMPART_VALUE: return RAMPART;
			case BUILDING_VALUE: return BUILDING;
			case BRIDGE_VALUE: return BRIDGE;
		}
		return null;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private final int value;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private final String name;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private final String literal;

	/**
	 * Only this class can construct instances.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private StructureRole(int value, String name, String literal) {
		this.value = value;
		this.name = name;
		this.literal = literal;
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
	public String getName() {
	  return name;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getLiteral() {
	  return literal;
	}

	/**
	 * Returns the literal value of the enumerator, which is its string representation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String toString() {
		return literal;
	}
	
} //StructureRole

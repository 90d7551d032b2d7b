/**
 */
package org.banneret.model;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.eclipse.emf.common.util.Enumerator;

/**
 * <!-- begin-user-doc -->
 * A representation of the literals of the enumeration '<em><b>Unit State</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * @see org.banneret.model.BanneretPackage#getUnitState()
 * @model
 * @generated
 */
public enum UnitState implements Enumerator {
	/**
	 * The '<em><b>HEALTHY</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #HEALTHY_VALUE
	 * @generated
	 * @ordered
	 */
	HEALTHY(0, "HEALTHY", "HEALTHY"),

	/**
	 * The '<em><b>STUNNED</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #STUNNED_VALUE
	 * @generated
	 * @ordered
	 */
	STUNNED(1, "STUNNED", "STUNNED"),

	/**
	 * The '<em><b>WOUNDED</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #WOUNDED_VALUE
	 * @generated
	 * @ordered
	 */
	WOUNDED(2, "WOUNDED", "WOUNDED"),

	/**
	 * The '<em><b>WOUNDED STUNNED</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #WOUNDED_STUNNED_VALUE
	 * @generated
	 * @ordered
	 */
	WOUNDED_STUNNED(3, "WOUNDED_STUNNED", "WOUNDED_STUNNED"),

	/**
	 * The '<em><b>DEAD</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #DEAD_VALUE
	 * @generated
	 * @ordered
	 */
	DEAD(4, "DEAD", "DEAD");

	/**
	 * The '<em><b>HEALTHY</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #HEALTHY
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int HEALTHY_VALUE = 0;

	/**
	 * The '<em><b>STUNNED</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #STUNNED
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int STUNNED_VALUE = 1;

	/**
	 * The '<em><b>WOUNDED</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #WOUNDED
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int WOUNDED_VALUE = 2;

	/**
	 * The '<em><b>WOUNDED STUNNED</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #WOUNDED_STUNNED
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int WOUNDED_STUNNED_VALUE = 3;

	/**
	 * The '<em><b>DEAD</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #DEAD
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int DEAD_VALUE = 4;

	/**
	 * An array of all the '<em><b>Unit State</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final UnitState[] VALUES_ARRAY =
		new UnitState[] {
			HEALTHY,
			STUNNED,
			WOUNDED,
			WOUNDED_STUNNED,
			DEAD,
		};

	/**
	 * A public read-only list of all the '<em><b>Unit State</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<UnitState> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Unit State</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static UnitState get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			UnitState result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Unit State</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static UnitState getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			UnitState result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Unit State</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static UnitState get(int value) {
		switch (value) {
			case HEALTHY_VALUE: return HEALTHY;
			case STUNNED_VALUE: return STUNNED;
			case WOUNDED_VALUE: return WOUNDED;
			case WOUNDED_STUNNED_VALUE: return WOUNDED_STUNNED;
			case DEAD_VALUE: return DEAD;
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
	private UnitState(int value, String name, String literal) {
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
	
} //UnitState

/**
 */
package org.banneret.model;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.eclipse.emf.common.util.Enumerator;

/**
 * <!-- begin-user-doc -->
 * A representation of the literals of the enumeration '<em><b>Label Kind</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * @see org.banneret.model.BanneretPackage#getLabelKind()
 * @model
 * @generated
 */
public enum LabelKind implements Enumerator {
	/**
	 * The '<em><b>NUMERIC</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Column then row number, CCRR: "3318".
	 * <!-- end-model-doc -->
	 * @see #NUMERIC_VALUE
	 * @generated
	 * @ordered
	 */
	NUMERIC(0, "NUMERIC", "NUMERIC"),

	/**
	 * The '<em><b>ALPHA COLUMN</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Column letters then row number: "B07".
	 * <!-- end-model-doc -->
	 * @see #ALPHA_COLUMN_VALUE
	 * @generated
	 * @ordered
	 */
	ALPHA_COLUMN(1, "ALPHA_COLUMN", "ALPHA_COLUMN"),

	/**
	 * The '<em><b>BOARD PREFIXED</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Board prefix, then an alpha-column label: "3B07".
	 * <!-- end-model-doc -->
	 * @see #BOARD_PREFIXED_VALUE
	 * @generated
	 * @ordered
	 */
	BOARD_PREFIXED(2, "BOARD_PREFIXED", "BOARD_PREFIXED");

	/**
	 * The '<em><b>NUMERIC</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Column then row number, CCRR: "3318".
	 * <!-- end-model-doc -->
	 * @see #NUMERIC
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int NUMERIC_VALUE = 0;

	/**
	 * The '<em><b>ALPHA COLUMN</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Column letters then row number: "B07".
	 * <!-- end-model-doc -->
	 * @see #ALPHA_COLUMN
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int ALPHA_COLUMN_VALUE = 1;

	/**
	 * The '<em><b>BOARD PREFIXED</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Board prefix, then an alpha-column label: "3B07".
	 * <!-- end-model-doc -->
	 * @see #BOARD_PREFIXED
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int BOARD_PREFIXED_VALUE = 2;

	/**
	 * An array of all the '<em><b>Label Kind</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final LabelKind[] VALUES_ARRAY =
		new LabelKind[] {
			NUMERIC,
			ALPHA_COLUMN,
			BOARD_PREFIXED,
		};

	/**
	 * A public read-only list of all the '<em><b>Label Kind</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<LabelKind> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Label Kind</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static LabelKind get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			LabelKind result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Label Kind</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static LabelKind getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			LabelKind result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Label Kind</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static LabelKind get(int value) {
		switch (value) {
			case NUMERIC_VALUE: return NUMERIC;
			case ALPHA_COLUMN_VALUE: return ALPHA_COLUMN;
			case BOARD_PREFIXED_VALUE: return BOARD_PREFIXED;
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
	private LabelKind(int value, String name, String literal) {
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
	
} //LabelKind

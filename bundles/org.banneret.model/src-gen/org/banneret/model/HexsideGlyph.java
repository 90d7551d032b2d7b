/**
 */
package org.banneret.model;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.eclipse.emf.common.util.Enumerator;

/**
 * <!-- begin-user-doc -->
 * A representation of the literals of the enumeration '<em><b>Hexside Glyph</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * <!-- begin-model-doc -->
 * A small drawing repeated along a hexside: merlons of battlements and stakes of a palisade on its outer side, a hedge's bushes along it, a fence's rails across it, ticks down a slope's lip.
 * <!-- end-model-doc -->
 * @see org.banneret.model.BanneretPackage#getHexsideGlyph()
 * @model
 * @generated
 */
public enum HexsideGlyph implements Enumerator {
	/**
	 * The '<em><b>BATTLEMENTS</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #BATTLEMENTS_VALUE
	 * @generated
	 * @ordered
	 */
	BATTLEMENTS(0, "BATTLEMENTS", "battlements"),

	/**
	 * The '<em><b>PALISADE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #PALISADE_VALUE
	 * @generated
	 * @ordered
	 */
	PALISADE(1, "PALISADE", "palisade"),

	/**
	 * The '<em><b>HEDGE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #HEDGE_VALUE
	 * @generated
	 * @ordered
	 */
	HEDGE(2, "HEDGE", "hedge"),

	/**
	 * The '<em><b>RAILS</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #RAILS_VALUE
	 * @generated
	 * @ordered
	 */
	RAILS(3, "RAILS", "rails"),

	/**
	 * The '<em><b>TICKS</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #TICKS_VALUE
	 * @generated
	 * @ordered
	 */
	TICKS(4, "TICKS", "ticks");

	/**
	 * The '<em><b>BATTLEMENTS</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #BATTLEMENTS
	 * @model literal="battlements"
	 * @generated
	 * @ordered
	 */
	public static final int BATTLEMENTS_VALUE = 0;

	/**
	 * The '<em><b>PALISADE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #PALISADE
	 * @model literal="palisade"
	 * @generated
	 * @ordered
	 */
	public static final int PALISADE_VALUE = 1;

	/**
	 * The '<em><b>HEDGE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #HEDGE
	 * @model literal="hedge"
	 * @generated
	 * @ordered
	 */
	public static final int HEDGE_VALUE = 2;

	/**
	 * The '<em><b>RAILS</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #RAILS
	 * @model literal="rails"
	 * @generated
	 * @ordered
	 */
	public static final int RAILS_VALUE = 3;

	/**
	 * The '<em><b>TICKS</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #TICKS
	 * @model literal="ticks"
	 * @generated
	 * @ordered
	 */
	public static final int TICKS_VALUE = 4;

	/**
	 * An array of all the '<em><b>Hexside Glyph</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final HexsideGlyph[] VALUES_ARRAY =
		new HexsideGlyph[] {
			BATTLEMENTS,
			PALISADE,
			HEDGE,
			RAILS,
			TICKS,
		};

	/**
	 * A public read-only list of all the '<em><b>Hexside Glyph</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<HexsideGlyph> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Hexside Glyph</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static HexsideGlyph get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			HexsideGlyph result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Hexside Glyph</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static HexsideGlyph getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			HexsideGlyph result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Hexside Glyph</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static HexsideGlyph get(int value) {
		switch (value) {
			case BATTLEMENTS_VALUE: return BATTLEMENTS;
			case PALISADE_VALUE: return PALISADE;
			case HEDGE_VALUE: return HEDGE;
			case RAILS_VALUE: return RAILS;
			case TICKS_VALUE: return TICKS;
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
	private HexsideGlyph(int value, String name, String literal) {
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
	
} //HexsideGlyph

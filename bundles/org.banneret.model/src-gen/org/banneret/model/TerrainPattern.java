/**
 */
package org.banneret.model;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.eclipse.emf.common.util.Enumerator;

/**
 * <!-- begin-user-doc -->
 * A representation of the literals of the enumeration '<em><b>Terrain Pattern</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * <!-- begin-model-doc -->
 * A pattern drawn over a terrain's fill, in a darker tone of it: trees for a wood, tufts for scrub, reeds for a marsh, waves for water, stones for rock, furrows for fields and vineyards, hachures for a slope, courses of stone for masonry, dots for sand.
 * <!-- end-model-doc -->
 * @see org.banneret.model.BanneretPackage#getTerrainPattern()
 * @model
 * @generated
 */
public enum TerrainPattern implements Enumerator {
	/**
	 * The '<em><b>TREES</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #TREES_VALUE
	 * @generated
	 * @ordered
	 */
	TREES(0, "TREES", "trees"),

	/**
	 * The '<em><b>SCRUB</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #SCRUB_VALUE
	 * @generated
	 * @ordered
	 */
	SCRUB(1, "SCRUB", "scrub"),

	/**
	 * The '<em><b>MARSH</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #MARSH_VALUE
	 * @generated
	 * @ordered
	 */
	MARSH(2, "MARSH", "marsh"),

	/**
	 * The '<em><b>WAVES</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #WAVES_VALUE
	 * @generated
	 * @ordered
	 */
	WAVES(3, "WAVES", "waves"),

	/**
	 * The '<em><b>ROCKS</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #ROCKS_VALUE
	 * @generated
	 * @ordered
	 */
	ROCKS(4, "ROCKS", "rocks"),

	/**
	 * The '<em><b>FURROWS</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #FURROWS_VALUE
	 * @generated
	 * @ordered
	 */
	FURROWS(5, "FURROWS", "furrows"),

	/**
	 * The '<em><b>HACHURES</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #HACHURES_VALUE
	 * @generated
	 * @ordered
	 */
	HACHURES(6, "HACHURES", "hachures"),

	/**
	 * The '<em><b>MASONRY</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #MASONRY_VALUE
	 * @generated
	 * @ordered
	 */
	MASONRY(7, "MASONRY", "masonry"),

	/**
	 * The '<em><b>DOTS</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #DOTS_VALUE
	 * @generated
	 * @ordered
	 */
	DOTS(8, "DOTS", "dots");

	/**
	 * The '<em><b>TREES</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #TREES
	 * @model literal="trees"
	 * @generated
	 * @ordered
	 */
	public static final int TREES_VALUE = 0;

	/**
	 * The '<em><b>SCRUB</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #SCRUB
	 * @model literal="scrub"
	 * @generated
	 * @ordered
	 */
	public static final int SCRUB_VALUE = 1;

	/**
	 * The '<em><b>MARSH</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #MARSH
	 * @model literal="marsh"
	 * @generated
	 * @ordered
	 */
	public static final int MARSH_VALUE = 2;

	/**
	 * The '<em><b>WAVES</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #WAVES
	 * @model literal="waves"
	 * @generated
	 * @ordered
	 */
	public static final int WAVES_VALUE = 3;

	/**
	 * The '<em><b>ROCKS</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #ROCKS
	 * @model literal="rocks"
	 * @generated
	 * @ordered
	 */
	public static final int ROCKS_VALUE = 4;

	/**
	 * The '<em><b>FURROWS</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #FURROWS
	 * @model literal="furrows"
	 * @generated
	 * @ordered
	 */
	public static final int FURROWS_VALUE = 5;

	/**
	 * The '<em><b>HACHURES</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #HACHURES
	 * @model literal="hachures"
	 * @generated
	 * @ordered
	 */
	public static final int HACHURES_VALUE = 6;

	/**
	 * The '<em><b>MASONRY</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #MASONRY
	 * @model literal="masonry"
	 * @generated
	 * @ordered
	 */
	public static final int MASONRY_VALUE = 7;

	/**
	 * The '<em><b>DOTS</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #DOTS
	 * @model literal="dots"
	 * @generated
	 * @ordered
	 */
	public static final int DOTS_VALUE = 8;

	/**
	 * An array of all the '<em><b>Terrain Pattern</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final TerrainPattern[] VALUES_ARRAY =
		new TerrainPattern[] {
			TREES,
			SCRUB,
			MARSH,
			WAVES,
			ROCKS,
			FURROWS,
			HACHURES,
			MASONRY,
			DOTS,
		};

	/**
	 * A public read-only list of all the '<em><b>Terrain Pattern</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<TerrainPattern> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Terrain Pattern</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static TerrainPattern get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			TerrainPattern result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Terrain Pattern</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static TerrainPattern getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			TerrainPattern result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Terrain Pattern</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static TerrainPattern get(int value) {
		switch (value) {
			case TREES_VALUE: return TREES;
			case SCRUB_VALUE: return SCRUB;
			case MARSH_VALUE: return MARSH;
			case WAVES_VALUE: return WAVES;
			case ROCKS_VALUE: return ROCKS;
			case FURROWS_VALUE: return FURROWS;
			case HACHURES_VALUE: return HACHURES;
			case MASONRY_VALUE: return MASONRY;
			case DOTS_VALUE: return DOTS;
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
	private TerrainPattern(int value, String name, String literal) {
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
	
} //TerrainPattern

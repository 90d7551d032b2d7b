/**
 */
package org.banneret.model;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EDataType;
import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EReference;

/**
 * <!-- begin-user-doc -->
 * The <b>Package</b> for the model.
 * It contains accessors for the meta objects to represent
 * <ul>
 *   <li>each class,</li>
 *   <li>each feature of each class,</li>
 *   <li>each operation of each class,</li>
 *   <li>each enum,</li>
 *   <li>and each data type</li>
 * </ul>
 * <!-- end-user-doc -->
 * <!-- begin-model-doc -->
 * Banneret: game systems, hex maps and scenarios for hex-and-counter wargames.
 * Hexes are stored as labels in the map's own label scheme; org.banneret.model.hex converts them to axial coordinates.
 * <!-- end-model-doc -->
 * @see org.banneret.model.BanneretFactory
 * @model kind="package"
 * @generated
 */
public interface BanneretPackage extends EPackage {
	/**
	 * The package name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	String eNAME = "model";

	/**
	 * The package namespace URI.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	String eNS_URI = "http://www.banneret.org/model/1.0";

	/**
	 * The package namespace name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	String eNS_PREFIX = "banneret";

	/**
	 * The singleton instance of the package.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	BanneretPackage eINSTANCE = org.banneret.model.impl.BanneretPackageImpl.init();

	/**
	 * The meta object id for the '{@link org.banneret.model.impl.NamedElementImpl <em>Named Element</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.impl.NamedElementImpl
	 * @see org.banneret.model.impl.BanneretPackageImpl#getNamedElement()
	 * @generated
	 */
	int NAMED_ELEMENT = 0;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NAMED_ELEMENT__NAME = 0;

	/**
	 * The feature id for the '<em><b>Title</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NAMED_ELEMENT__TITLE = 1;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NAMED_ELEMENT__DESCRIPTION = 2;

	/**
	 * The number of structural features of the '<em>Named Element</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NAMED_ELEMENT_FEATURE_COUNT = 3;

	/**
	 * The number of operations of the '<em>Named Element</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NAMED_ELEMENT_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.banneret.model.Citable <em>Citable</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.Citable
	 * @see org.banneret.model.impl.BanneretPackageImpl#getCitable()
	 * @generated
	 */
	int CITABLE = 1;

	/**
	 * The feature id for the '<em><b>Citation</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CITABLE__CITATION = 0;

	/**
	 * The number of structural features of the '<em>Citable</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CITABLE_FEATURE_COUNT = 1;

	/**
	 * The number of operations of the '<em>Citable</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CITABLE_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.banneret.model.impl.PrintedValueImpl <em>Printed Value</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.impl.PrintedValueImpl
	 * @see org.banneret.model.impl.BanneretPackageImpl#getPrintedValue()
	 * @generated
	 */
	int PRINTED_VALUE = 2;

	/**
	 * The feature id for the '<em><b>Key</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PRINTED_VALUE__KEY = 0;

	/**
	 * The feature id for the '<em><b>Value</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PRINTED_VALUE__VALUE = 1;

	/**
	 * The number of structural features of the '<em>Printed Value</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PRINTED_VALUE_FEATURE_COUNT = 2;

	/**
	 * The number of operations of the '<em>Printed Value</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PRINTED_VALUE_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.banneret.model.impl.GameSystemImpl <em>Game System</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.impl.GameSystemImpl
	 * @see org.banneret.model.impl.BanneretPackageImpl#getGameSystem()
	 * @generated
	 */
	int GAME_SYSTEM = 3;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GAME_SYSTEM__NAME = NAMED_ELEMENT__NAME;

	/**
	 * The feature id for the '<em><b>Title</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GAME_SYSTEM__TITLE = NAMED_ELEMENT__TITLE;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GAME_SYSTEM__DESCRIPTION = NAMED_ELEMENT__DESCRIPTION;

	/**
	 * The feature id for the '<em><b>Rule Set</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GAME_SYSTEM__RULE_SET = NAMED_ELEMENT_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Nationalities</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GAME_SYSTEM__NATIONALITIES = NAMED_ELEMENT_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Unit Classes</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GAME_SYSTEM__UNIT_CLASSES = NAMED_ELEMENT_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Terrain Types</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GAME_SYSTEM__TERRAIN_TYPES = NAMED_ELEMENT_FEATURE_COUNT + 3;

	/**
	 * The feature id for the '<em><b>Feature Types</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GAME_SYSTEM__FEATURE_TYPES = NAMED_ELEMENT_FEATURE_COUNT + 4;

	/**
	 * The feature id for the '<em><b>Hexside Feature Types</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GAME_SYSTEM__HEXSIDE_FEATURE_TYPES = NAMED_ELEMENT_FEATURE_COUNT + 5;

	/**
	 * The feature id for the '<em><b>Level Slots</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GAME_SYSTEM__LEVEL_SLOTS = NAMED_ELEMENT_FEATURE_COUNT + 6;

	/**
	 * The feature id for the '<em><b>Stacking Limits</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GAME_SYSTEM__STACKING_LIMITS = NAMED_ELEMENT_FEATURE_COUNT + 7;

	/**
	 * The feature id for the '<em><b>Unit Types</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GAME_SYSTEM__UNIT_TYPES = NAMED_ELEMENT_FEATURE_COUNT + 8;

	/**
	 * The feature id for the '<em><b>Counter Templates</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GAME_SYSTEM__COUNTER_TEMPLATES = NAMED_ELEMENT_FEATURE_COUNT + 9;

	/**
	 * The feature id for the '<em><b>Marker Types</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GAME_SYSTEM__MARKER_TYPES = NAMED_ELEMENT_FEATURE_COUNT + 10;

	/**
	 * The feature id for the '<em><b>Counter Mix</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GAME_SYSTEM__COUNTER_MIX = NAMED_ELEMENT_FEATURE_COUNT + 11;

	/**
	 * The feature id for the '<em><b>Variants</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GAME_SYSTEM__VARIANTS = NAMED_ELEMENT_FEATURE_COUNT + 12;

	/**
	 * The feature id for the '<em><b>Value Ranges</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GAME_SYSTEM__VALUE_RANGES = NAMED_ELEMENT_FEATURE_COUNT + 13;

	/**
	 * The number of structural features of the '<em>Game System</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GAME_SYSTEM_FEATURE_COUNT = NAMED_ELEMENT_FEATURE_COUNT + 14;

	/**
	 * The number of operations of the '<em>Game System</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GAME_SYSTEM_OPERATION_COUNT = NAMED_ELEMENT_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.banneret.model.impl.ValueRangeImpl <em>Value Range</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.impl.ValueRangeImpl
	 * @see org.banneret.model.impl.BanneretPackageImpl#getValueRange()
	 * @generated
	 */
	int VALUE_RANGE = 4;

	/**
	 * The feature id for the '<em><b>Citation</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int VALUE_RANGE__CITATION = CITABLE__CITATION;

	/**
	 * The feature id for the '<em><b>Key</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int VALUE_RANGE__KEY = CITABLE_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Minimum</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int VALUE_RANGE__MINIMUM = CITABLE_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Maximum</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int VALUE_RANGE__MAXIMUM = CITABLE_FEATURE_COUNT + 2;

	/**
	 * The number of structural features of the '<em>Value Range</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int VALUE_RANGE_FEATURE_COUNT = CITABLE_FEATURE_COUNT + 3;

	/**
	 * The number of operations of the '<em>Value Range</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int VALUE_RANGE_OPERATION_COUNT = CITABLE_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.banneret.model.impl.NationalityImpl <em>Nationality</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.impl.NationalityImpl
	 * @see org.banneret.model.impl.BanneretPackageImpl#getNationality()
	 * @generated
	 */
	int NATIONALITY = 5;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NATIONALITY__NAME = NAMED_ELEMENT__NAME;

	/**
	 * The feature id for the '<em><b>Title</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NATIONALITY__TITLE = NAMED_ELEMENT__TITLE;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NATIONALITY__DESCRIPTION = NAMED_ELEMENT__DESCRIPTION;

	/**
	 * The feature id for the '<em><b>Color</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NATIONALITY__COLOR = NAMED_ELEMENT_FEATURE_COUNT + 0;

	/**
	 * The number of structural features of the '<em>Nationality</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NATIONALITY_FEATURE_COUNT = NAMED_ELEMENT_FEATURE_COUNT + 1;

	/**
	 * The number of operations of the '<em>Nationality</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NATIONALITY_OPERATION_COUNT = NAMED_ELEMENT_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.banneret.model.impl.UnitClassImpl <em>Unit Class</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.impl.UnitClassImpl
	 * @see org.banneret.model.impl.BanneretPackageImpl#getUnitClass()
	 * @generated
	 */
	int UNIT_CLASS = 6;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIT_CLASS__NAME = NAMED_ELEMENT__NAME;

	/**
	 * The feature id for the '<em><b>Title</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIT_CLASS__TITLE = NAMED_ELEMENT__TITLE;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIT_CLASS__DESCRIPTION = NAMED_ELEMENT__DESCRIPTION;

	/**
	 * The number of structural features of the '<em>Unit Class</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIT_CLASS_FEATURE_COUNT = NAMED_ELEMENT_FEATURE_COUNT + 0;

	/**
	 * The number of operations of the '<em>Unit Class</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIT_CLASS_OPERATION_COUNT = NAMED_ELEMENT_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.banneret.model.impl.MovementCostImpl <em>Movement Cost</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.impl.MovementCostImpl
	 * @see org.banneret.model.impl.BanneretPackageImpl#getMovementCost()
	 * @generated
	 */
	int MOVEMENT_COST = 7;

	/**
	 * The feature id for the '<em><b>Unit Class</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MOVEMENT_COST__UNIT_CLASS = 0;

	/**
	 * The feature id for the '<em><b>Cost</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MOVEMENT_COST__COST = 1;

	/**
	 * The number of structural features of the '<em>Movement Cost</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MOVEMENT_COST_FEATURE_COUNT = 2;

	/**
	 * The number of operations of the '<em>Movement Cost</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MOVEMENT_COST_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.banneret.model.impl.TerrainEffectImpl <em>Terrain Effect</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.impl.TerrainEffectImpl
	 * @see org.banneret.model.impl.BanneretPackageImpl#getTerrainEffect()
	 * @generated
	 */
	int TERRAIN_EFFECT = 8;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TERRAIN_EFFECT__NAME = NAMED_ELEMENT__NAME;

	/**
	 * The feature id for the '<em><b>Title</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TERRAIN_EFFECT__TITLE = NAMED_ELEMENT__TITLE;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TERRAIN_EFFECT__DESCRIPTION = NAMED_ELEMENT__DESCRIPTION;

	/**
	 * The feature id for the '<em><b>Citation</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TERRAIN_EFFECT__CITATION = NAMED_ELEMENT_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Code</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TERRAIN_EFFECT__CODE = NAMED_ELEMENT_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Default Cost</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TERRAIN_EFFECT__DEFAULT_COST = NAMED_ELEMENT_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Costs</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TERRAIN_EFFECT__COSTS = NAMED_ELEMENT_FEATURE_COUNT + 3;

	/**
	 * The feature id for the '<em><b>Impassable For</b></em>' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TERRAIN_EFFECT__IMPASSABLE_FOR = NAMED_ELEMENT_FEATURE_COUNT + 4;

	/**
	 * The feature id for the '<em><b>Impassable</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TERRAIN_EFFECT__IMPASSABLE = NAMED_ELEMENT_FEATURE_COUNT + 5;

	/**
	 * The feature id for the '<em><b>Blocks Line Of Sight</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TERRAIN_EFFECT__BLOCKS_LINE_OF_SIGHT = NAMED_ELEMENT_FEATURE_COUNT + 6;

	/**
	 * The feature id for the '<em><b>Cover</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TERRAIN_EFFECT__COVER = NAMED_ELEMENT_FEATURE_COUNT + 7;

	/**
	 * The feature id for the '<em><b>Combat Effect</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TERRAIN_EFFECT__COMBAT_EFFECT = NAMED_ELEMENT_FEATURE_COUNT + 8;

	/**
	 * The feature id for the '<em><b>Elevation</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TERRAIN_EFFECT__ELEVATION = NAMED_ELEMENT_FEATURE_COUNT + 9;

	/**
	 * The feature id for the '<em><b>Color</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TERRAIN_EFFECT__COLOR = NAMED_ELEMENT_FEATURE_COUNT + 10;

	/**
	 * The feature id for the '<em><b>Symbol</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TERRAIN_EFFECT__SYMBOL = NAMED_ELEMENT_FEATURE_COUNT + 11;

	/**
	 * The feature id for the '<em><b>Pattern</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TERRAIN_EFFECT__PATTERN = NAMED_ELEMENT_FEATURE_COUNT + 12;

	/**
	 * The feature id for the '<em><b>Glyph</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TERRAIN_EFFECT__GLYPH = NAMED_ELEMENT_FEATURE_COUNT + 13;

	/**
	 * The feature id for the '<em><b>Line Width Mm</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TERRAIN_EFFECT__LINE_WIDTH_MM = NAMED_ELEMENT_FEATURE_COUNT + 14;

	/**
	 * The feature id for the '<em><b>Line Style</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TERRAIN_EFFECT__LINE_STYLE = NAMED_ELEMENT_FEATURE_COUNT + 15;

	/**
	 * The feature id for the '<em><b>Traits</b></em>' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TERRAIN_EFFECT__TRAITS = NAMED_ELEMENT_FEATURE_COUNT + 16;

	/**
	 * The feature id for the '<em><b>Stacking Limits</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TERRAIN_EFFECT__STACKING_LIMITS = NAMED_ELEMENT_FEATURE_COUNT + 17;

	/**
	 * The number of structural features of the '<em>Terrain Effect</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TERRAIN_EFFECT_FEATURE_COUNT = NAMED_ELEMENT_FEATURE_COUNT + 18;

	/**
	 * The number of operations of the '<em>Terrain Effect</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TERRAIN_EFFECT_OPERATION_COUNT = NAMED_ELEMENT_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.banneret.model.impl.TerrainTypeImpl <em>Terrain Type</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.impl.TerrainTypeImpl
	 * @see org.banneret.model.impl.BanneretPackageImpl#getTerrainType()
	 * @generated
	 */
	int TERRAIN_TYPE = 9;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TERRAIN_TYPE__NAME = TERRAIN_EFFECT__NAME;

	/**
	 * The feature id for the '<em><b>Title</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TERRAIN_TYPE__TITLE = TERRAIN_EFFECT__TITLE;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TERRAIN_TYPE__DESCRIPTION = TERRAIN_EFFECT__DESCRIPTION;

	/**
	 * The feature id for the '<em><b>Citation</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TERRAIN_TYPE__CITATION = TERRAIN_EFFECT__CITATION;

	/**
	 * The feature id for the '<em><b>Code</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TERRAIN_TYPE__CODE = TERRAIN_EFFECT__CODE;

	/**
	 * The feature id for the '<em><b>Default Cost</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TERRAIN_TYPE__DEFAULT_COST = TERRAIN_EFFECT__DEFAULT_COST;

	/**
	 * The feature id for the '<em><b>Costs</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TERRAIN_TYPE__COSTS = TERRAIN_EFFECT__COSTS;

	/**
	 * The feature id for the '<em><b>Impassable For</b></em>' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TERRAIN_TYPE__IMPASSABLE_FOR = TERRAIN_EFFECT__IMPASSABLE_FOR;

	/**
	 * The feature id for the '<em><b>Impassable</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TERRAIN_TYPE__IMPASSABLE = TERRAIN_EFFECT__IMPASSABLE;

	/**
	 * The feature id for the '<em><b>Blocks Line Of Sight</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TERRAIN_TYPE__BLOCKS_LINE_OF_SIGHT = TERRAIN_EFFECT__BLOCKS_LINE_OF_SIGHT;

	/**
	 * The feature id for the '<em><b>Cover</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TERRAIN_TYPE__COVER = TERRAIN_EFFECT__COVER;

	/**
	 * The feature id for the '<em><b>Combat Effect</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TERRAIN_TYPE__COMBAT_EFFECT = TERRAIN_EFFECT__COMBAT_EFFECT;

	/**
	 * The feature id for the '<em><b>Elevation</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TERRAIN_TYPE__ELEVATION = TERRAIN_EFFECT__ELEVATION;

	/**
	 * The feature id for the '<em><b>Color</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TERRAIN_TYPE__COLOR = TERRAIN_EFFECT__COLOR;

	/**
	 * The feature id for the '<em><b>Symbol</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TERRAIN_TYPE__SYMBOL = TERRAIN_EFFECT__SYMBOL;

	/**
	 * The feature id for the '<em><b>Pattern</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TERRAIN_TYPE__PATTERN = TERRAIN_EFFECT__PATTERN;

	/**
	 * The feature id for the '<em><b>Glyph</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TERRAIN_TYPE__GLYPH = TERRAIN_EFFECT__GLYPH;

	/**
	 * The feature id for the '<em><b>Line Width Mm</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TERRAIN_TYPE__LINE_WIDTH_MM = TERRAIN_EFFECT__LINE_WIDTH_MM;

	/**
	 * The feature id for the '<em><b>Line Style</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TERRAIN_TYPE__LINE_STYLE = TERRAIN_EFFECT__LINE_STYLE;

	/**
	 * The feature id for the '<em><b>Traits</b></em>' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TERRAIN_TYPE__TRAITS = TERRAIN_EFFECT__TRAITS;

	/**
	 * The feature id for the '<em><b>Stacking Limits</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TERRAIN_TYPE__STACKING_LIMITS = TERRAIN_EFFECT__STACKING_LIMITS;

	/**
	 * The number of structural features of the '<em>Terrain Type</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TERRAIN_TYPE_FEATURE_COUNT = TERRAIN_EFFECT_FEATURE_COUNT + 0;

	/**
	 * The number of operations of the '<em>Terrain Type</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TERRAIN_TYPE_OPERATION_COUNT = TERRAIN_EFFECT_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.banneret.model.impl.FeatureTypeImpl <em>Feature Type</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.impl.FeatureTypeImpl
	 * @see org.banneret.model.impl.BanneretPackageImpl#getFeatureType()
	 * @generated
	 */
	int FEATURE_TYPE = 10;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FEATURE_TYPE__NAME = TERRAIN_EFFECT__NAME;

	/**
	 * The feature id for the '<em><b>Title</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FEATURE_TYPE__TITLE = TERRAIN_EFFECT__TITLE;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FEATURE_TYPE__DESCRIPTION = TERRAIN_EFFECT__DESCRIPTION;

	/**
	 * The feature id for the '<em><b>Citation</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FEATURE_TYPE__CITATION = TERRAIN_EFFECT__CITATION;

	/**
	 * The feature id for the '<em><b>Code</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FEATURE_TYPE__CODE = TERRAIN_EFFECT__CODE;

	/**
	 * The feature id for the '<em><b>Default Cost</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FEATURE_TYPE__DEFAULT_COST = TERRAIN_EFFECT__DEFAULT_COST;

	/**
	 * The feature id for the '<em><b>Costs</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FEATURE_TYPE__COSTS = TERRAIN_EFFECT__COSTS;

	/**
	 * The feature id for the '<em><b>Impassable For</b></em>' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FEATURE_TYPE__IMPASSABLE_FOR = TERRAIN_EFFECT__IMPASSABLE_FOR;

	/**
	 * The feature id for the '<em><b>Impassable</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FEATURE_TYPE__IMPASSABLE = TERRAIN_EFFECT__IMPASSABLE;

	/**
	 * The feature id for the '<em><b>Blocks Line Of Sight</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FEATURE_TYPE__BLOCKS_LINE_OF_SIGHT = TERRAIN_EFFECT__BLOCKS_LINE_OF_SIGHT;

	/**
	 * The feature id for the '<em><b>Cover</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FEATURE_TYPE__COVER = TERRAIN_EFFECT__COVER;

	/**
	 * The feature id for the '<em><b>Combat Effect</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FEATURE_TYPE__COMBAT_EFFECT = TERRAIN_EFFECT__COMBAT_EFFECT;

	/**
	 * The feature id for the '<em><b>Elevation</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FEATURE_TYPE__ELEVATION = TERRAIN_EFFECT__ELEVATION;

	/**
	 * The feature id for the '<em><b>Color</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FEATURE_TYPE__COLOR = TERRAIN_EFFECT__COLOR;

	/**
	 * The feature id for the '<em><b>Symbol</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FEATURE_TYPE__SYMBOL = TERRAIN_EFFECT__SYMBOL;

	/**
	 * The feature id for the '<em><b>Pattern</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FEATURE_TYPE__PATTERN = TERRAIN_EFFECT__PATTERN;

	/**
	 * The feature id for the '<em><b>Glyph</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FEATURE_TYPE__GLYPH = TERRAIN_EFFECT__GLYPH;

	/**
	 * The feature id for the '<em><b>Line Width Mm</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FEATURE_TYPE__LINE_WIDTH_MM = TERRAIN_EFFECT__LINE_WIDTH_MM;

	/**
	 * The feature id for the '<em><b>Line Style</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FEATURE_TYPE__LINE_STYLE = TERRAIN_EFFECT__LINE_STYLE;

	/**
	 * The feature id for the '<em><b>Traits</b></em>' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FEATURE_TYPE__TRAITS = TERRAIN_EFFECT__TRAITS;

	/**
	 * The feature id for the '<em><b>Stacking Limits</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FEATURE_TYPE__STACKING_LIMITS = TERRAIN_EFFECT__STACKING_LIMITS;

	/**
	 * The number of structural features of the '<em>Feature Type</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FEATURE_TYPE_FEATURE_COUNT = TERRAIN_EFFECT_FEATURE_COUNT + 0;

	/**
	 * The number of operations of the '<em>Feature Type</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FEATURE_TYPE_OPERATION_COUNT = TERRAIN_EFFECT_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.banneret.model.impl.HexsideFeatureTypeImpl <em>Hexside Feature Type</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.impl.HexsideFeatureTypeImpl
	 * @see org.banneret.model.impl.BanneretPackageImpl#getHexsideFeatureType()
	 * @generated
	 */
	int HEXSIDE_FEATURE_TYPE = 11;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEXSIDE_FEATURE_TYPE__NAME = TERRAIN_EFFECT__NAME;

	/**
	 * The feature id for the '<em><b>Title</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEXSIDE_FEATURE_TYPE__TITLE = TERRAIN_EFFECT__TITLE;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEXSIDE_FEATURE_TYPE__DESCRIPTION = TERRAIN_EFFECT__DESCRIPTION;

	/**
	 * The feature id for the '<em><b>Citation</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEXSIDE_FEATURE_TYPE__CITATION = TERRAIN_EFFECT__CITATION;

	/**
	 * The feature id for the '<em><b>Code</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEXSIDE_FEATURE_TYPE__CODE = TERRAIN_EFFECT__CODE;

	/**
	 * The feature id for the '<em><b>Default Cost</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEXSIDE_FEATURE_TYPE__DEFAULT_COST = TERRAIN_EFFECT__DEFAULT_COST;

	/**
	 * The feature id for the '<em><b>Costs</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEXSIDE_FEATURE_TYPE__COSTS = TERRAIN_EFFECT__COSTS;

	/**
	 * The feature id for the '<em><b>Impassable For</b></em>' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEXSIDE_FEATURE_TYPE__IMPASSABLE_FOR = TERRAIN_EFFECT__IMPASSABLE_FOR;

	/**
	 * The feature id for the '<em><b>Impassable</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEXSIDE_FEATURE_TYPE__IMPASSABLE = TERRAIN_EFFECT__IMPASSABLE;

	/**
	 * The feature id for the '<em><b>Blocks Line Of Sight</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEXSIDE_FEATURE_TYPE__BLOCKS_LINE_OF_SIGHT = TERRAIN_EFFECT__BLOCKS_LINE_OF_SIGHT;

	/**
	 * The feature id for the '<em><b>Cover</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEXSIDE_FEATURE_TYPE__COVER = TERRAIN_EFFECT__COVER;

	/**
	 * The feature id for the '<em><b>Combat Effect</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEXSIDE_FEATURE_TYPE__COMBAT_EFFECT = TERRAIN_EFFECT__COMBAT_EFFECT;

	/**
	 * The feature id for the '<em><b>Elevation</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEXSIDE_FEATURE_TYPE__ELEVATION = TERRAIN_EFFECT__ELEVATION;

	/**
	 * The feature id for the '<em><b>Color</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEXSIDE_FEATURE_TYPE__COLOR = TERRAIN_EFFECT__COLOR;

	/**
	 * The feature id for the '<em><b>Symbol</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEXSIDE_FEATURE_TYPE__SYMBOL = TERRAIN_EFFECT__SYMBOL;

	/**
	 * The feature id for the '<em><b>Pattern</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEXSIDE_FEATURE_TYPE__PATTERN = TERRAIN_EFFECT__PATTERN;

	/**
	 * The feature id for the '<em><b>Glyph</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEXSIDE_FEATURE_TYPE__GLYPH = TERRAIN_EFFECT__GLYPH;

	/**
	 * The feature id for the '<em><b>Line Width Mm</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEXSIDE_FEATURE_TYPE__LINE_WIDTH_MM = TERRAIN_EFFECT__LINE_WIDTH_MM;

	/**
	 * The feature id for the '<em><b>Line Style</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEXSIDE_FEATURE_TYPE__LINE_STYLE = TERRAIN_EFFECT__LINE_STYLE;

	/**
	 * The feature id for the '<em><b>Traits</b></em>' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEXSIDE_FEATURE_TYPE__TRAITS = TERRAIN_EFFECT__TRAITS;

	/**
	 * The feature id for the '<em><b>Stacking Limits</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEXSIDE_FEATURE_TYPE__STACKING_LIMITS = TERRAIN_EFFECT__STACKING_LIMITS;

	/**
	 * The number of structural features of the '<em>Hexside Feature Type</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEXSIDE_FEATURE_TYPE_FEATURE_COUNT = TERRAIN_EFFECT_FEATURE_COUNT + 0;

	/**
	 * The number of operations of the '<em>Hexside Feature Type</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEXSIDE_FEATURE_TYPE_OPERATION_COUNT = TERRAIN_EFFECT_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.banneret.model.impl.LevelSlotImpl <em>Level Slot</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.impl.LevelSlotImpl
	 * @see org.banneret.model.impl.BanneretPackageImpl#getLevelSlot()
	 * @generated
	 */
	int LEVEL_SLOT = 12;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LEVEL_SLOT__NAME = NAMED_ELEMENT__NAME;

	/**
	 * The feature id for the '<em><b>Title</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LEVEL_SLOT__TITLE = NAMED_ELEMENT__TITLE;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LEVEL_SLOT__DESCRIPTION = NAMED_ELEMENT__DESCRIPTION;

	/**
	 * The feature id for the '<em><b>Open To</b></em>' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LEVEL_SLOT__OPEN_TO = NAMED_ELEMENT_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Closed To</b></em>' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LEVEL_SLOT__CLOSED_TO = NAMED_ELEMENT_FEATURE_COUNT + 1;

	/**
	 * The number of structural features of the '<em>Level Slot</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LEVEL_SLOT_FEATURE_COUNT = NAMED_ELEMENT_FEATURE_COUNT + 2;

	/**
	 * The number of operations of the '<em>Level Slot</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LEVEL_SLOT_OPERATION_COUNT = NAMED_ELEMENT_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.banneret.model.impl.StackingLimitImpl <em>Stacking Limit</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.impl.StackingLimitImpl
	 * @see org.banneret.model.impl.BanneretPackageImpl#getStackingLimit()
	 * @generated
	 */
	int STACKING_LIMIT = 13;

	/**
	 * The feature id for the '<em><b>Citation</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STACKING_LIMIT__CITATION = CITABLE__CITATION;

	/**
	 * The feature id for the '<em><b>Measure</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STACKING_LIMIT__MEASURE = CITABLE_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Maximum</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STACKING_LIMIT__MAXIMUM = CITABLE_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Slot</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STACKING_LIMIT__SLOT = CITABLE_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Applies To</b></em>' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STACKING_LIMIT__APPLIES_TO = CITABLE_FEATURE_COUNT + 3;

	/**
	 * The feature id for the '<em><b>Exempt</b></em>' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STACKING_LIMIT__EXEMPT = CITABLE_FEATURE_COUNT + 4;

	/**
	 * The feature id for the '<em><b>Per Side</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STACKING_LIMIT__PER_SIDE = CITABLE_FEATURE_COUNT + 5;

	/**
	 * The feature id for the '<em><b>Front Face Of</b></em>' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STACKING_LIMIT__FRONT_FACE_OF = CITABLE_FEATURE_COUNT + 6;

	/**
	 * The number of structural features of the '<em>Stacking Limit</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STACKING_LIMIT_FEATURE_COUNT = CITABLE_FEATURE_COUNT + 7;

	/**
	 * The number of operations of the '<em>Stacking Limit</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STACKING_LIMIT_OPERATION_COUNT = CITABLE_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.banneret.model.impl.FaceValuesImpl <em>Face Values</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.impl.FaceValuesImpl
	 * @see org.banneret.model.impl.BanneretPackageImpl#getFaceValues()
	 * @generated
	 */
	int FACE_VALUES = 14;

	/**
	 * The feature id for the '<em><b>Attack</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FACE_VALUES__ATTACK = 0;

	/**
	 * The feature id for the '<em><b>Defence</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FACE_VALUES__DEFENCE = 1;

	/**
	 * The feature id for the '<em><b>Movement</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FACE_VALUES__MOVEMENT = 2;

	/**
	 * The feature id for the '<em><b>Strength</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FACE_VALUES__STRENGTH = 3;

	/**
	 * The feature id for the '<em><b>Armour</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FACE_VALUES__ARMOUR = 4;

	/**
	 * The feature id for the '<em><b>Values</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FACE_VALUES__VALUES = 5;

	/**
	 * The number of structural features of the '<em>Face Values</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FACE_VALUES_FEATURE_COUNT = 6;

	/**
	 * The number of operations of the '<em>Face Values</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FACE_VALUES_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.banneret.model.impl.CounterSpecImpl <em>Counter Spec</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.impl.CounterSpecImpl
	 * @see org.banneret.model.impl.BanneretPackageImpl#getCounterSpec()
	 * @generated
	 */
	int COUNTER_SPEC = 15;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COUNTER_SPEC__NAME = NAMED_ELEMENT__NAME;

	/**
	 * The feature id for the '<em><b>Title</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COUNTER_SPEC__TITLE = NAMED_ELEMENT__TITLE;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COUNTER_SPEC__DESCRIPTION = NAMED_ELEMENT__DESCRIPTION;

	/**
	 * The feature id for the '<em><b>Citation</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COUNTER_SPEC__CITATION = NAMED_ELEMENT_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Attack</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COUNTER_SPEC__ATTACK = NAMED_ELEMENT_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Defence</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COUNTER_SPEC__DEFENCE = NAMED_ELEMENT_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Movement</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COUNTER_SPEC__MOVEMENT = NAMED_ELEMENT_FEATURE_COUNT + 3;

	/**
	 * The feature id for the '<em><b>Strength</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COUNTER_SPEC__STRENGTH = NAMED_ELEMENT_FEATURE_COUNT + 4;

	/**
	 * The feature id for the '<em><b>Armour</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COUNTER_SPEC__ARMOUR = NAMED_ELEMENT_FEATURE_COUNT + 5;

	/**
	 * The feature id for the '<em><b>Values</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COUNTER_SPEC__VALUES = NAMED_ELEMENT_FEATURE_COUNT + 6;

	/**
	 * The feature id for the '<em><b>Back</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COUNTER_SPEC__BACK = NAMED_ELEMENT_FEATURE_COUNT + 7;

	/**
	 * The feature id for the '<em><b>Traits</b></em>' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COUNTER_SPEC__TRAITS = NAMED_ELEMENT_FEATURE_COUNT + 8;

	/**
	 * The number of structural features of the '<em>Counter Spec</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COUNTER_SPEC_FEATURE_COUNT = NAMED_ELEMENT_FEATURE_COUNT + 9;

	/**
	 * The number of operations of the '<em>Counter Spec</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COUNTER_SPEC_OPERATION_COUNT = NAMED_ELEMENT_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.banneret.model.impl.UnitTypeImpl <em>Unit Type</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.impl.UnitTypeImpl
	 * @see org.banneret.model.impl.BanneretPackageImpl#getUnitType()
	 * @generated
	 */
	int UNIT_TYPE = 16;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIT_TYPE__NAME = COUNTER_SPEC__NAME;

	/**
	 * The feature id for the '<em><b>Title</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIT_TYPE__TITLE = COUNTER_SPEC__TITLE;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIT_TYPE__DESCRIPTION = COUNTER_SPEC__DESCRIPTION;

	/**
	 * The feature id for the '<em><b>Citation</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIT_TYPE__CITATION = COUNTER_SPEC__CITATION;

	/**
	 * The feature id for the '<em><b>Attack</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIT_TYPE__ATTACK = COUNTER_SPEC__ATTACK;

	/**
	 * The feature id for the '<em><b>Defence</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIT_TYPE__DEFENCE = COUNTER_SPEC__DEFENCE;

	/**
	 * The feature id for the '<em><b>Movement</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIT_TYPE__MOVEMENT = COUNTER_SPEC__MOVEMENT;

	/**
	 * The feature id for the '<em><b>Strength</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIT_TYPE__STRENGTH = COUNTER_SPEC__STRENGTH;

	/**
	 * The feature id for the '<em><b>Armour</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIT_TYPE__ARMOUR = COUNTER_SPEC__ARMOUR;

	/**
	 * The feature id for the '<em><b>Values</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIT_TYPE__VALUES = COUNTER_SPEC__VALUES;

	/**
	 * The feature id for the '<em><b>Back</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIT_TYPE__BACK = COUNTER_SPEC__BACK;

	/**
	 * The feature id for the '<em><b>Traits</b></em>' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIT_TYPE__TRAITS = COUNTER_SPEC__TRAITS;

	/**
	 * The feature id for the '<em><b>Code</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIT_TYPE__CODE = COUNTER_SPEC_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Unit Class</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIT_TYPE__UNIT_CLASS = COUNTER_SPEC_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Footprint</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIT_TYPE__FOOTPRINT = COUNTER_SPEC_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Command Range</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIT_TYPE__COMMAND_RANGE = COUNTER_SPEC_FEATURE_COUNT + 3;

	/**
	 * The feature id for the '<em><b>Allowed Armour</b></em>' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIT_TYPE__ALLOWED_ARMOUR = COUNTER_SPEC_FEATURE_COUNT + 4;

	/**
	 * The feature id for the '<em><b>Front Face</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIT_TYPE__FRONT_FACE = COUNTER_SPEC_FEATURE_COUNT + 5;

	/**
	 * The feature id for the '<em><b>Back Face</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIT_TYPE__BACK_FACE = COUNTER_SPEC_FEATURE_COUNT + 6;

	/**
	 * The feature id for the '<em><b>Hull</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIT_TYPE__HULL = COUNTER_SPEC_FEATURE_COUNT + 7;

	/**
	 * The number of structural features of the '<em>Unit Type</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIT_TYPE_FEATURE_COUNT = COUNTER_SPEC_FEATURE_COUNT + 8;

	/**
	 * The number of operations of the '<em>Unit Type</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIT_TYPE_OPERATION_COUNT = COUNTER_SPEC_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.banneret.model.impl.CounterTemplateImpl <em>Counter Template</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.impl.CounterTemplateImpl
	 * @see org.banneret.model.impl.BanneretPackageImpl#getCounterTemplate()
	 * @generated
	 */
	int COUNTER_TEMPLATE = 17;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COUNTER_TEMPLATE__NAME = COUNTER_SPEC__NAME;

	/**
	 * The feature id for the '<em><b>Title</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COUNTER_TEMPLATE__TITLE = COUNTER_SPEC__TITLE;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COUNTER_TEMPLATE__DESCRIPTION = COUNTER_SPEC__DESCRIPTION;

	/**
	 * The feature id for the '<em><b>Citation</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COUNTER_TEMPLATE__CITATION = COUNTER_SPEC__CITATION;

	/**
	 * The feature id for the '<em><b>Attack</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COUNTER_TEMPLATE__ATTACK = COUNTER_SPEC__ATTACK;

	/**
	 * The feature id for the '<em><b>Defence</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COUNTER_TEMPLATE__DEFENCE = COUNTER_SPEC__DEFENCE;

	/**
	 * The feature id for the '<em><b>Movement</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COUNTER_TEMPLATE__MOVEMENT = COUNTER_SPEC__MOVEMENT;

	/**
	 * The feature id for the '<em><b>Strength</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COUNTER_TEMPLATE__STRENGTH = COUNTER_SPEC__STRENGTH;

	/**
	 * The feature id for the '<em><b>Armour</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COUNTER_TEMPLATE__ARMOUR = COUNTER_SPEC__ARMOUR;

	/**
	 * The feature id for the '<em><b>Values</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COUNTER_TEMPLATE__VALUES = COUNTER_SPEC__VALUES;

	/**
	 * The feature id for the '<em><b>Back</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COUNTER_TEMPLATE__BACK = COUNTER_SPEC__BACK;

	/**
	 * The feature id for the '<em><b>Traits</b></em>' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COUNTER_TEMPLATE__TRAITS = COUNTER_SPEC__TRAITS;

	/**
	 * The feature id for the '<em><b>Unit Type</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COUNTER_TEMPLATE__UNIT_TYPE = COUNTER_SPEC_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Nationality</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COUNTER_TEMPLATE__NATIONALITY = COUNTER_SPEC_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Unique</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COUNTER_TEMPLATE__UNIQUE = COUNTER_SPEC_FEATURE_COUNT + 2;

	/**
	 * The number of structural features of the '<em>Counter Template</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COUNTER_TEMPLATE_FEATURE_COUNT = COUNTER_SPEC_FEATURE_COUNT + 3;

	/**
	 * The number of operations of the '<em>Counter Template</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COUNTER_TEMPLATE_OPERATION_COUNT = COUNTER_SPEC_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.banneret.model.impl.MarkerTypeImpl <em>Marker Type</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.impl.MarkerTypeImpl
	 * @see org.banneret.model.impl.BanneretPackageImpl#getMarkerType()
	 * @generated
	 */
	int MARKER_TYPE = 18;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MARKER_TYPE__NAME = NAMED_ELEMENT__NAME;

	/**
	 * The feature id for the '<em><b>Title</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MARKER_TYPE__TITLE = NAMED_ELEMENT__TITLE;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MARKER_TYPE__DESCRIPTION = NAMED_ELEMENT__DESCRIPTION;

	/**
	 * The feature id for the '<em><b>Citation</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MARKER_TYPE__CITATION = NAMED_ELEMENT_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Replaces</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MARKER_TYPE__REPLACES = NAMED_ELEMENT_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Minimum</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MARKER_TYPE__MINIMUM = NAMED_ELEMENT_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Maximum</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MARKER_TYPE__MAXIMUM = NAMED_ELEMENT_FEATURE_COUNT + 3;

	/**
	 * The feature id for the '<em><b>Applies To</b></em>' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MARKER_TYPE__APPLIES_TO = NAMED_ELEMENT_FEATURE_COUNT + 4;

	/**
	 * The number of structural features of the '<em>Marker Type</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MARKER_TYPE_FEATURE_COUNT = NAMED_ELEMENT_FEATURE_COUNT + 5;

	/**
	 * The number of operations of the '<em>Marker Type</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MARKER_TYPE_OPERATION_COUNT = NAMED_ELEMENT_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.banneret.model.impl.CounterMixEntryImpl <em>Counter Mix Entry</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.impl.CounterMixEntryImpl
	 * @see org.banneret.model.impl.BanneretPackageImpl#getCounterMixEntry()
	 * @generated
	 */
	int COUNTER_MIX_ENTRY = 19;

	/**
	 * The feature id for the '<em><b>Unit Type</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COUNTER_MIX_ENTRY__UNIT_TYPE = 0;

	/**
	 * The feature id for the '<em><b>Nationality</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COUNTER_MIX_ENTRY__NATIONALITY = 1;

	/**
	 * The feature id for the '<em><b>Armour</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COUNTER_MIX_ENTRY__ARMOUR = 2;

	/**
	 * The feature id for the '<em><b>Count</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COUNTER_MIX_ENTRY__COUNT = 3;

	/**
	 * The number of structural features of the '<em>Counter Mix Entry</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COUNTER_MIX_ENTRY_FEATURE_COUNT = 4;

	/**
	 * The number of operations of the '<em>Counter Mix Entry</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COUNTER_MIX_ENTRY_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.banneret.model.impl.VariantDefinitionImpl <em>Variant Definition</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.impl.VariantDefinitionImpl
	 * @see org.banneret.model.impl.BanneretPackageImpl#getVariantDefinition()
	 * @generated
	 */
	int VARIANT_DEFINITION = 20;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int VARIANT_DEFINITION__NAME = NAMED_ELEMENT__NAME;

	/**
	 * The feature id for the '<em><b>Title</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int VARIANT_DEFINITION__TITLE = NAMED_ELEMENT__TITLE;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int VARIANT_DEFINITION__DESCRIPTION = NAMED_ELEMENT__DESCRIPTION;

	/**
	 * The feature id for the '<em><b>Citation</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int VARIANT_DEFINITION__CITATION = NAMED_ELEMENT_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Allowed Values</b></em>' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int VARIANT_DEFINITION__ALLOWED_VALUES = NAMED_ELEMENT_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Default Value</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int VARIANT_DEFINITION__DEFAULT_VALUE = NAMED_ELEMENT_FEATURE_COUNT + 2;

	/**
	 * The number of structural features of the '<em>Variant Definition</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int VARIANT_DEFINITION_FEATURE_COUNT = NAMED_ELEMENT_FEATURE_COUNT + 3;

	/**
	 * The number of operations of the '<em>Variant Definition</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int VARIANT_DEFINITION_OPERATION_COUNT = NAMED_ELEMENT_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.banneret.model.impl.HexMapImpl <em>Hex Map</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.impl.HexMapImpl
	 * @see org.banneret.model.impl.BanneretPackageImpl#getHexMap()
	 * @generated
	 */
	int HEX_MAP = 21;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEX_MAP__NAME = NAMED_ELEMENT__NAME;

	/**
	 * The feature id for the '<em><b>Title</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEX_MAP__TITLE = NAMED_ELEMENT__TITLE;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEX_MAP__DESCRIPTION = NAMED_ELEMENT__DESCRIPTION;

	/**
	 * The feature id for the '<em><b>Game System</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEX_MAP__GAME_SYSTEM = NAMED_ELEMENT_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Grid</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEX_MAP__GRID = NAMED_ELEMENT_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Default Terrain</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEX_MAP__DEFAULT_TERRAIN = NAMED_ELEMENT_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Terrain Palette</b></em>' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEX_MAP__TERRAIN_PALETTE = NAMED_ELEMENT_FEATURE_COUNT + 3;

	/**
	 * The feature id for the '<em><b>Terrain</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEX_MAP__TERRAIN = NAMED_ELEMENT_FEATURE_COUNT + 4;

	/**
	 * The feature id for the '<em><b>Elevation</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEX_MAP__ELEVATION = NAMED_ELEMENT_FEATURE_COUNT + 5;

	/**
	 * The feature id for the '<em><b>Features</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEX_MAP__FEATURES = NAMED_ELEMENT_FEATURE_COUNT + 6;

	/**
	 * The feature id for the '<em><b>Hexside Features</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEX_MAP__HEXSIDE_FEATURES = NAMED_ELEMENT_FEATURE_COUNT + 7;

	/**
	 * The feature id for the '<em><b>Paths</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEX_MAP__PATHS = NAMED_ELEMENT_FEATURE_COUNT + 8;

	/**
	 * The feature id for the '<em><b>Regions</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEX_MAP__REGIONS = NAMED_ELEMENT_FEATURE_COUNT + 9;

	/**
	 * The feature id for the '<em><b>Sides</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEX_MAP__SIDES = NAMED_ELEMENT_FEATURE_COUNT + 10;

	/**
	 * The feature id for the '<em><b>Markers</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEX_MAP__MARKERS = NAMED_ELEMENT_FEATURE_COUNT + 11;

	/**
	 * The feature id for the '<em><b>Structures</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEX_MAP__STRUCTURES = NAMED_ELEMENT_FEATURE_COUNT + 12;

	/**
	 * The number of structural features of the '<em>Hex Map</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEX_MAP_FEATURE_COUNT = NAMED_ELEMENT_FEATURE_COUNT + 13;

	/**
	 * The number of operations of the '<em>Hex Map</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEX_MAP_OPERATION_COUNT = NAMED_ELEMENT_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.banneret.model.impl.HexGridImpl <em>Hex Grid</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.impl.HexGridImpl
	 * @see org.banneret.model.impl.BanneretPackageImpl#getHexGrid()
	 * @generated
	 */
	int HEX_GRID = 22;

	/**
	 * The feature id for the '<em><b>Orientation</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEX_GRID__ORIENTATION = 0;

	/**
	 * The feature id for the '<em><b>Parity</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEX_GRID__PARITY = 1;

	/**
	 * The feature id for the '<em><b>Columns</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEX_GRID__COLUMNS = 2;

	/**
	 * The feature id for the '<em><b>Rows</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEX_GRID__ROWS = 3;

	/**
	 * The feature id for the '<em><b>Hex Size Mm</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEX_GRID__HEX_SIZE_MM = 4;

	/**
	 * The feature id for the '<em><b>Labels</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEX_GRID__LABELS = 5;

	/**
	 * The number of structural features of the '<em>Hex Grid</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEX_GRID_FEATURE_COUNT = 6;

	/**
	 * The number of operations of the '<em>Hex Grid</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEX_GRID_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.banneret.model.impl.LabelSchemeImpl <em>Label Scheme</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.impl.LabelSchemeImpl
	 * @see org.banneret.model.impl.BanneretPackageImpl#getLabelScheme()
	 * @generated
	 */
	int LABEL_SCHEME = 23;

	/**
	 * The feature id for the '<em><b>Kind</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LABEL_SCHEME__KIND = 0;

	/**
	 * The feature id for the '<em><b>Column Digits</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LABEL_SCHEME__COLUMN_DIGITS = 1;

	/**
	 * The feature id for the '<em><b>Row Digits</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LABEL_SCHEME__ROW_DIGITS = 2;

	/**
	 * The feature id for the '<em><b>First Column</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LABEL_SCHEME__FIRST_COLUMN = 3;

	/**
	 * The feature id for the '<em><b>First Row</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LABEL_SCHEME__FIRST_ROW = 4;

	/**
	 * The feature id for the '<em><b>Columns Descending</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LABEL_SCHEME__COLUMNS_DESCENDING = 5;

	/**
	 * The feature id for the '<em><b>Rows Descending</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LABEL_SCHEME__ROWS_DESCENDING = 6;

	/**
	 * The feature id for the '<em><b>Board Prefix</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LABEL_SCHEME__BOARD_PREFIX = 7;

	/**
	 * The number of structural features of the '<em>Label Scheme</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LABEL_SCHEME_FEATURE_COUNT = 8;

	/**
	 * The number of operations of the '<em>Label Scheme</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LABEL_SCHEME_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.banneret.model.impl.HexFeatureImpl <em>Hex Feature</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.impl.HexFeatureImpl
	 * @see org.banneret.model.impl.BanneretPackageImpl#getHexFeature()
	 * @generated
	 */
	int HEX_FEATURE = 24;

	/**
	 * The feature id for the '<em><b>Hex</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEX_FEATURE__HEX = 0;

	/**
	 * The feature id for the '<em><b>Type</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEX_FEATURE__TYPE = 1;

	/**
	 * The feature id for the '<em><b>Facing</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEX_FEATURE__FACING = 2;

	/**
	 * The feature id for the '<em><b>Lowest Level</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEX_FEATURE__LOWEST_LEVEL = 3;

	/**
	 * The feature id for the '<em><b>Highest Level</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEX_FEATURE__HIGHEST_LEVEL = 4;

	/**
	 * The feature id for the '<em><b>Hidden From</b></em>' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEX_FEATURE__HIDDEN_FROM = 5;

	/**
	 * The number of structural features of the '<em>Hex Feature</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEX_FEATURE_FEATURE_COUNT = 6;

	/**
	 * The number of operations of the '<em>Hex Feature</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEX_FEATURE_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.banneret.model.impl.HexsideFeatureImpl <em>Hexside Feature</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.impl.HexsideFeatureImpl
	 * @see org.banneret.model.impl.BanneretPackageImpl#getHexsideFeature()
	 * @generated
	 */
	int HEXSIDE_FEATURE = 25;

	/**
	 * The feature id for the '<em><b>Hex</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEXSIDE_FEATURE__HEX = 0;

	/**
	 * The feature id for the '<em><b>Side</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEXSIDE_FEATURE__SIDE = 1;

	/**
	 * The feature id for the '<em><b>Type</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEXSIDE_FEATURE__TYPE = 2;

	/**
	 * The number of structural features of the '<em>Hexside Feature</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEXSIDE_FEATURE_FEATURE_COUNT = 3;

	/**
	 * The number of operations of the '<em>Hexside Feature</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEXSIDE_FEATURE_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.banneret.model.impl.MapPathImpl <em>Map Path</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.impl.MapPathImpl
	 * @see org.banneret.model.impl.BanneretPackageImpl#getMapPath()
	 * @generated
	 */
	int MAP_PATH = 26;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MAP_PATH__NAME = NAMED_ELEMENT__NAME;

	/**
	 * The feature id for the '<em><b>Title</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MAP_PATH__TITLE = NAMED_ELEMENT__TITLE;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MAP_PATH__DESCRIPTION = NAMED_ELEMENT__DESCRIPTION;

	/**
	 * The feature id for the '<em><b>Type</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MAP_PATH__TYPE = NAMED_ELEMENT_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Hexes</b></em>' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MAP_PATH__HEXES = NAMED_ELEMENT_FEATURE_COUNT + 1;

	/**
	 * The number of structural features of the '<em>Map Path</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MAP_PATH_FEATURE_COUNT = NAMED_ELEMENT_FEATURE_COUNT + 2;

	/**
	 * The number of operations of the '<em>Map Path</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MAP_PATH_OPERATION_COUNT = NAMED_ELEMENT_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.banneret.model.impl.RegionImpl <em>Region</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.impl.RegionImpl
	 * @see org.banneret.model.impl.BanneretPackageImpl#getRegion()
	 * @generated
	 */
	int REGION = 27;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int REGION__NAME = NAMED_ELEMENT__NAME;

	/**
	 * The feature id for the '<em><b>Title</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int REGION__TITLE = NAMED_ELEMENT__TITLE;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int REGION__DESCRIPTION = NAMED_ELEMENT__DESCRIPTION;

	/**
	 * The feature id for the '<em><b>Hexes</b></em>' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int REGION__HEXES = NAMED_ELEMENT_FEATURE_COUNT + 0;

	/**
	 * The number of structural features of the '<em>Region</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int REGION_FEATURE_COUNT = NAMED_ELEMENT_FEATURE_COUNT + 1;

	/**
	 * The number of operations of the '<em>Region</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int REGION_OPERATION_COUNT = NAMED_ELEMENT_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.banneret.model.impl.MapSideImpl <em>Map Side</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.impl.MapSideImpl
	 * @see org.banneret.model.impl.BanneretPackageImpl#getMapSide()
	 * @generated
	 */
	int MAP_SIDE = 28;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MAP_SIDE__NAME = NAMED_ELEMENT__NAME;

	/**
	 * The feature id for the '<em><b>Title</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MAP_SIDE__TITLE = NAMED_ELEMENT__TITLE;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MAP_SIDE__DESCRIPTION = NAMED_ELEMENT__DESCRIPTION;

	/**
	 * The feature id for the '<em><b>Number</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MAP_SIDE__NUMBER = NAMED_ELEMENT_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Edge</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MAP_SIDE__EDGE = NAMED_ELEMENT_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Closed</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MAP_SIDE__CLOSED = NAMED_ELEMENT_FEATURE_COUNT + 2;

	/**
	 * The number of structural features of the '<em>Map Side</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MAP_SIDE_FEATURE_COUNT = NAMED_ELEMENT_FEATURE_COUNT + 3;

	/**
	 * The number of operations of the '<em>Map Side</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MAP_SIDE_OPERATION_COUNT = NAMED_ELEMENT_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.banneret.model.impl.HexMarkerImpl <em>Hex Marker</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.impl.HexMarkerImpl
	 * @see org.banneret.model.impl.BanneretPackageImpl#getHexMarker()
	 * @generated
	 */
	int HEX_MARKER = 29;

	/**
	 * The feature id for the '<em><b>Hex</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEX_MARKER__HEX = 0;

	/**
	 * The feature id for the '<em><b>Type</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEX_MARKER__TYPE = 1;

	/**
	 * The feature id for the '<em><b>Value</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEX_MARKER__VALUE = 2;

	/**
	 * The feature id for the '<em><b>Facing</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEX_MARKER__FACING = 3;

	/**
	 * The number of structural features of the '<em>Hex Marker</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEX_MARKER_FEATURE_COUNT = 4;

	/**
	 * The number of operations of the '<em>Hex Marker</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEX_MARKER_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.banneret.model.impl.StructureImpl <em>Structure</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.impl.StructureImpl
	 * @see org.banneret.model.impl.BanneretPackageImpl#getStructure()
	 * @generated
	 */
	int STRUCTURE = 30;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STRUCTURE__NAME = NAMED_ELEMENT__NAME;

	/**
	 * The feature id for the '<em><b>Title</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STRUCTURE__TITLE = NAMED_ELEMENT__TITLE;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STRUCTURE__DESCRIPTION = NAMED_ELEMENT__DESCRIPTION;

	/**
	 * The feature id for the '<em><b>Role</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STRUCTURE__ROLE = NAMED_ELEMENT_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Material</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STRUCTURE__MATERIAL = NAMED_ELEMENT_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Damage</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STRUCTURE__DAMAGE = NAMED_ELEMENT_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Hexes</b></em>' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STRUCTURE__HEXES = NAMED_ELEMENT_FEATURE_COUNT + 3;

	/**
	 * The number of structural features of the '<em>Structure</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STRUCTURE_FEATURE_COUNT = NAMED_ELEMENT_FEATURE_COUNT + 4;

	/**
	 * The number of operations of the '<em>Structure</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STRUCTURE_OPERATION_COUNT = NAMED_ELEMENT_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.banneret.model.impl.StructureDamageImpl <em>Structure Damage</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.impl.StructureDamageImpl
	 * @see org.banneret.model.impl.BanneretPackageImpl#getStructureDamage()
	 * @generated
	 */
	int STRUCTURE_DAMAGE = 31;

	/**
	 * The feature id for the '<em><b>Hex</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STRUCTURE_DAMAGE__HEX = 0;

	/**
	 * The feature id for the '<em><b>Stage</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STRUCTURE_DAMAGE__STAGE = 1;

	/**
	 * The number of structural features of the '<em>Structure Damage</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STRUCTURE_DAMAGE_FEATURE_COUNT = 2;

	/**
	 * The number of operations of the '<em>Structure Damage</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STRUCTURE_DAMAGE_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.banneret.model.impl.ScenarioImpl <em>Scenario</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.impl.ScenarioImpl
	 * @see org.banneret.model.impl.BanneretPackageImpl#getScenario()
	 * @generated
	 */
	int SCENARIO = 32;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO__NAME = NAMED_ELEMENT__NAME;

	/**
	 * The feature id for the '<em><b>Title</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO__TITLE = NAMED_ELEMENT__TITLE;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO__DESCRIPTION = NAMED_ELEMENT__DESCRIPTION;

	/**
	 * The feature id for the '<em><b>Game System</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO__GAME_SYSTEM = NAMED_ELEMENT_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Variant Settings</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO__VARIANT_SETTINGS = NAMED_ELEMENT_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Sheets</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO__SHEETS = NAMED_ELEMENT_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>First Turn</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO__FIRST_TURN = NAMED_ELEMENT_FEATURE_COUNT + 3;

	/**
	 * The feature id for the '<em><b>Last Turn</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO__LAST_TURN = NAMED_ELEMENT_FEATURE_COUNT + 4;

	/**
	 * The feature id for the '<em><b>Sides</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO__SIDES = NAMED_ELEMENT_FEATURE_COUNT + 5;

	/**
	 * The feature id for the '<em><b>Special Rules</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO__SPECIAL_RULES = NAMED_ELEMENT_FEATURE_COUNT + 6;

	/**
	 * The feature id for the '<em><b>Links</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO__LINKS = NAMED_ELEMENT_FEATURE_COUNT + 7;

	/**
	 * The feature id for the '<em><b>Waivers</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO__WAIVERS = NAMED_ELEMENT_FEATURE_COUNT + 8;

	/**
	 * The feature id for the '<em><b>Siege Record</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO__SIEGE_RECORD = NAMED_ELEMENT_FEATURE_COUNT + 9;

	/**
	 * The number of structural features of the '<em>Scenario</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO_FEATURE_COUNT = NAMED_ELEMENT_FEATURE_COUNT + 10;

	/**
	 * The number of operations of the '<em>Scenario</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO_OPERATION_COUNT = NAMED_ELEMENT_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.banneret.model.impl.VariantSettingImpl <em>Variant Setting</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.impl.VariantSettingImpl
	 * @see org.banneret.model.impl.BanneretPackageImpl#getVariantSetting()
	 * @generated
	 */
	int VARIANT_SETTING = 33;

	/**
	 * The feature id for the '<em><b>Variant</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int VARIANT_SETTING__VARIANT = 0;

	/**
	 * The feature id for the '<em><b>Value</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int VARIANT_SETTING__VALUE = 1;

	/**
	 * The number of structural features of the '<em>Variant Setting</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int VARIANT_SETTING_FEATURE_COUNT = 2;

	/**
	 * The number of operations of the '<em>Variant Setting</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int VARIANT_SETTING_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.banneret.model.impl.SheetPlacementImpl <em>Sheet Placement</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.impl.SheetPlacementImpl
	 * @see org.banneret.model.impl.BanneretPackageImpl#getSheetPlacement()
	 * @generated
	 */
	int SHEET_PLACEMENT = 34;

	/**
	 * The feature id for the '<em><b>Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SHEET_PLACEMENT__ID = 0;

	/**
	 * The feature id for the '<em><b>Map</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SHEET_PLACEMENT__MAP = 1;

	/**
	 * The feature id for the '<em><b>Column Offset</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SHEET_PLACEMENT__COLUMN_OFFSET = 2;

	/**
	 * The feature id for the '<em><b>Row Offset</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SHEET_PLACEMENT__ROW_OFFSET = 3;

	/**
	 * The feature id for the '<em><b>Rotation</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SHEET_PLACEMENT__ROTATION = 4;

	/**
	 * The number of structural features of the '<em>Sheet Placement</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SHEET_PLACEMENT_FEATURE_COUNT = 5;

	/**
	 * The number of operations of the '<em>Sheet Placement</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SHEET_PLACEMENT_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.banneret.model.impl.ForceElementImpl <em>Force Element</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.impl.ForceElementImpl
	 * @see org.banneret.model.impl.BanneretPackageImpl#getForceElement()
	 * @generated
	 */
	int FORCE_ELEMENT = 35;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FORCE_ELEMENT__NAME = NAMED_ELEMENT__NAME;

	/**
	 * The feature id for the '<em><b>Title</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FORCE_ELEMENT__TITLE = NAMED_ELEMENT__TITLE;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FORCE_ELEMENT__DESCRIPTION = NAMED_ELEMENT__DESCRIPTION;

	/**
	 * The feature id for the '<em><b>Elements</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FORCE_ELEMENT__ELEMENTS = NAMED_ELEMENT_FEATURE_COUNT + 0;

	/**
	 * The number of structural features of the '<em>Force Element</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FORCE_ELEMENT_FEATURE_COUNT = NAMED_ELEMENT_FEATURE_COUNT + 1;

	/**
	 * The number of operations of the '<em>Force Element</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FORCE_ELEMENT_OPERATION_COUNT = NAMED_ELEMENT_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.banneret.model.impl.SideImpl <em>Side</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.impl.SideImpl
	 * @see org.banneret.model.impl.BanneretPackageImpl#getSide()
	 * @generated
	 */
	int SIDE = 36;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SIDE__NAME = FORCE_ELEMENT__NAME;

	/**
	 * The feature id for the '<em><b>Title</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SIDE__TITLE = FORCE_ELEMENT__TITLE;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SIDE__DESCRIPTION = FORCE_ELEMENT__DESCRIPTION;

	/**
	 * The feature id for the '<em><b>Elements</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SIDE__ELEMENTS = FORCE_ELEMENT__ELEMENTS;

	/**
	 * The feature id for the '<em><b>Nationalities</b></em>' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SIDE__NATIONALITIES = FORCE_ELEMENT_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Color</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SIDE__COLOR = FORCE_ELEMENT_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Role</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SIDE__ROLE = FORCE_ELEMENT_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Setup Order</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SIDE__SETUP_ORDER = FORCE_ELEMENT_FEATURE_COUNT + 3;

	/**
	 * The feature id for the '<em><b>Initiative</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SIDE__INITIATIVE = FORCE_ELEMENT_FEATURE_COUNT + 4;

	/**
	 * The feature id for the '<em><b>Morale</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SIDE__MORALE = FORCE_ELEMENT_FEATURE_COUNT + 5;

	/**
	 * The feature id for the '<em><b>Banners</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SIDE__BANNERS = FORCE_ELEMENT_FEATURE_COUNT + 6;

	/**
	 * The feature id for the '<em><b>Victory Points</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SIDE__VICTORY_POINTS = FORCE_ELEMENT_FEATURE_COUNT + 7;

	/**
	 * The feature id for the '<em><b>Automatic Victory</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SIDE__AUTOMATIC_VICTORY = FORCE_ELEMENT_FEATURE_COUNT + 8;

	/**
	 * The number of structural features of the '<em>Side</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SIDE_FEATURE_COUNT = FORCE_ELEMENT_FEATURE_COUNT + 9;

	/**
	 * The number of operations of the '<em>Side</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SIDE_OPERATION_COUNT = FORCE_ELEMENT_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.banneret.model.impl.FormationImpl <em>Formation</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.impl.FormationImpl
	 * @see org.banneret.model.impl.BanneretPackageImpl#getFormation()
	 * @generated
	 */
	int FORMATION = 37;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FORMATION__NAME = FORCE_ELEMENT__NAME;

	/**
	 * The feature id for the '<em><b>Title</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FORMATION__TITLE = FORCE_ELEMENT__TITLE;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FORMATION__DESCRIPTION = FORCE_ELEMENT__DESCRIPTION;

	/**
	 * The feature id for the '<em><b>Elements</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FORMATION__ELEMENTS = FORCE_ELEMENT__ELEMENTS;

	/**
	 * The feature id for the '<em><b>Commander</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FORMATION__COMMANDER = FORCE_ELEMENT_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Kind</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FORMATION__KIND = FORCE_ELEMENT_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Hexes</b></em>' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FORMATION__HEXES = FORCE_ELEMENT_FEATURE_COUNT + 2;

	/**
	 * The number of structural features of the '<em>Formation</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FORMATION_FEATURE_COUNT = FORCE_ELEMENT_FEATURE_COUNT + 3;

	/**
	 * The number of operations of the '<em>Formation</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FORMATION_OPERATION_COUNT = FORCE_ELEMENT_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.banneret.model.impl.UnitImpl <em>Unit</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.impl.UnitImpl
	 * @see org.banneret.model.impl.BanneretPackageImpl#getUnit()
	 * @generated
	 */
	int UNIT = 38;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIT__NAME = FORCE_ELEMENT__NAME;

	/**
	 * The feature id for the '<em><b>Title</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIT__TITLE = FORCE_ELEMENT__TITLE;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIT__DESCRIPTION = FORCE_ELEMENT__DESCRIPTION;

	/**
	 * The feature id for the '<em><b>Elements</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIT__ELEMENTS = FORCE_ELEMENT__ELEMENTS;

	/**
	 * The feature id for the '<em><b>Type</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIT__TYPE = FORCE_ELEMENT_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Template</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIT__TEMPLATE = FORCE_ELEMENT_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Count</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIT__COUNT = FORCE_ELEMENT_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Nationality</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIT__NATIONALITY = FORCE_ELEMENT_FEATURE_COUNT + 3;

	/**
	 * The feature id for the '<em><b>Armour</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIT__ARMOUR = FORCE_ELEMENT_FEATURE_COUNT + 4;

	/**
	 * The feature id for the '<em><b>Strength</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIT__STRENGTH = FORCE_ELEMENT_FEATURE_COUNT + 5;

	/**
	 * The feature id for the '<em><b>State</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIT__STATE = FORCE_ELEMENT_FEATURE_COUNT + 6;

	/**
	 * The feature id for the '<em><b>Fatigue</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIT__FATIGUE = FORCE_ELEMENT_FEATURE_COUNT + 7;

	/**
	 * The feature id for the '<em><b>Banner</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIT__BANNER = FORCE_ELEMENT_FEATURE_COUNT + 8;

	/**
	 * The feature id for the '<em><b>Flipped</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIT__FLIPPED = FORCE_ELEMENT_FEATURE_COUNT + 9;

	/**
	 * The feature id for the '<em><b>Traits</b></em>' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIT__TRAITS = FORCE_ELEMENT_FEATURE_COUNT + 10;

	/**
	 * The feature id for the '<em><b>Overrides</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIT__OVERRIDES = FORCE_ELEMENT_FEATURE_COUNT + 11;

	/**
	 * The feature id for the '<em><b>Markers</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIT__MARKERS = FORCE_ELEMENT_FEATURE_COUNT + 12;

	/**
	 * The feature id for the '<em><b>Leader</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIT__LEADER = FORCE_ELEMENT_FEATURE_COUNT + 13;

	/**
	 * The feature id for the '<em><b>Carrier</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIT__CARRIER = FORCE_ELEMENT_FEATURE_COUNT + 14;

	/**
	 * The feature id for the '<em><b>Placement</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIT__PLACEMENT = FORCE_ELEMENT_FEATURE_COUNT + 15;

	/**
	 * The feature id for the '<em><b>Replacing</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIT__REPLACING = FORCE_ELEMENT_FEATURE_COUNT + 16;

	/**
	 * The feature id for the '<em><b>Task</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIT__TASK = FORCE_ELEMENT_FEATURE_COUNT + 17;

	/**
	 * The number of structural features of the '<em>Unit</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIT_FEATURE_COUNT = FORCE_ELEMENT_FEATURE_COUNT + 18;

	/**
	 * The number of operations of the '<em>Unit</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIT_OPERATION_COUNT = FORCE_ELEMENT_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.banneret.model.impl.UnitMarkerImpl <em>Unit Marker</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.impl.UnitMarkerImpl
	 * @see org.banneret.model.impl.BanneretPackageImpl#getUnitMarker()
	 * @generated
	 */
	int UNIT_MARKER = 39;

	/**
	 * The feature id for the '<em><b>Type</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIT_MARKER__TYPE = 0;

	/**
	 * The feature id for the '<em><b>Value</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIT_MARKER__VALUE = 1;

	/**
	 * The feature id for the '<em><b>Target</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIT_MARKER__TARGET = 2;

	/**
	 * The number of structural features of the '<em>Unit Marker</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIT_MARKER_FEATURE_COUNT = 3;

	/**
	 * The number of operations of the '<em>Unit Marker</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIT_MARKER_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.banneret.model.impl.PlacementImpl <em>Placement</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.impl.PlacementImpl
	 * @see org.banneret.model.impl.BanneretPackageImpl#getPlacement()
	 * @generated
	 */
	int PLACEMENT = 40;

	/**
	 * The number of structural features of the '<em>Placement</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PLACEMENT_FEATURE_COUNT = 0;

	/**
	 * The number of operations of the '<em>Placement</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PLACEMENT_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.banneret.model.impl.HexPlacementImpl <em>Hex Placement</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.impl.HexPlacementImpl
	 * @see org.banneret.model.impl.BanneretPackageImpl#getHexPlacement()
	 * @generated
	 */
	int HEX_PLACEMENT = 41;

	/**
	 * The feature id for the '<em><b>Hexes</b></em>' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEX_PLACEMENT__HEXES = PLACEMENT_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Facing</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEX_PLACEMENT__FACING = PLACEMENT_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Slot</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEX_PLACEMENT__SLOT = PLACEMENT_FEATURE_COUNT + 2;

	/**
	 * The number of structural features of the '<em>Hex Placement</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEX_PLACEMENT_FEATURE_COUNT = PLACEMENT_FEATURE_COUNT + 3;

	/**
	 * The number of operations of the '<em>Hex Placement</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HEX_PLACEMENT_OPERATION_COUNT = PLACEMENT_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.banneret.model.impl.AnchorImpl <em>Anchor</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.impl.AnchorImpl
	 * @see org.banneret.model.impl.BanneretPackageImpl#getAnchor()
	 * @generated
	 */
	int ANCHOR = 42;

	/**
	 * The feature id for the '<em><b>Hex</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ANCHOR__HEX = 0;

	/**
	 * The feature id for the '<em><b>Radius</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ANCHOR__RADIUS = 1;

	/**
	 * The number of structural features of the '<em>Anchor</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ANCHOR_FEATURE_COUNT = 2;

	/**
	 * The number of operations of the '<em>Anchor</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ANCHOR_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.banneret.model.impl.PathSegmentImpl <em>Path Segment</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.impl.PathSegmentImpl
	 * @see org.banneret.model.impl.BanneretPackageImpl#getPathSegment()
	 * @generated
	 */
	int PATH_SEGMENT = 43;

	/**
	 * The feature id for the '<em><b>Path</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PATH_SEGMENT__PATH = 0;

	/**
	 * The feature id for the '<em><b>From</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PATH_SEGMENT__FROM = 1;

	/**
	 * The feature id for the '<em><b>To</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PATH_SEGMENT__TO = 2;

	/**
	 * The number of structural features of the '<em>Path Segment</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PATH_SEGMENT_FEATURE_COUNT = 3;

	/**
	 * The number of operations of the '<em>Path Segment</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PATH_SEGMENT_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.banneret.model.impl.AreaPlacementImpl <em>Area Placement</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.impl.AreaPlacementImpl
	 * @see org.banneret.model.impl.BanneretPackageImpl#getAreaPlacement()
	 * @generated
	 */
	int AREA_PLACEMENT = 44;

	/**
	 * The feature id for the '<em><b>Anchors</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int AREA_PLACEMENT__ANCHORS = PLACEMENT_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Segments</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int AREA_PLACEMENT__SEGMENTS = PLACEMENT_FEATURE_COUNT + 1;

	/**
	 * The number of structural features of the '<em>Area Placement</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int AREA_PLACEMENT_FEATURE_COUNT = PLACEMENT_FEATURE_COUNT + 2;

	/**
	 * The number of operations of the '<em>Area Placement</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int AREA_PLACEMENT_OPERATION_COUNT = PLACEMENT_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.banneret.model.impl.RegionPlacementImpl <em>Region Placement</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.impl.RegionPlacementImpl
	 * @see org.banneret.model.impl.BanneretPackageImpl#getRegionPlacement()
	 * @generated
	 */
	int REGION_PLACEMENT = 45;

	/**
	 * The feature id for the '<em><b>Region</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int REGION_PLACEMENT__REGION = PLACEMENT_FEATURE_COUNT + 0;

	/**
	 * The number of structural features of the '<em>Region Placement</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int REGION_PLACEMENT_FEATURE_COUNT = PLACEMENT_FEATURE_COUNT + 1;

	/**
	 * The number of operations of the '<em>Region Placement</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int REGION_PLACEMENT_OPERATION_COUNT = PLACEMENT_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.banneret.model.impl.EdgePlacementImpl <em>Edge Placement</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.impl.EdgePlacementImpl
	 * @see org.banneret.model.impl.BanneretPackageImpl#getEdgePlacement()
	 * @generated
	 */
	int EDGE_PLACEMENT = 46;

	/**
	 * The feature id for the '<em><b>Edge</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int EDGE_PLACEMENT__EDGE = PLACEMENT_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Map Side</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int EDGE_PLACEMENT__MAP_SIDE = PLACEMENT_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Sheet</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int EDGE_PLACEMENT__SHEET = PLACEMENT_FEATURE_COUNT + 2;

	/**
	 * The number of structural features of the '<em>Edge Placement</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int EDGE_PLACEMENT_FEATURE_COUNT = PLACEMENT_FEATURE_COUNT + 3;

	/**
	 * The number of operations of the '<em>Edge Placement</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int EDGE_PLACEMENT_OPERATION_COUNT = PLACEMENT_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.banneret.model.impl.ReinforcementPlacementImpl <em>Reinforcement Placement</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.impl.ReinforcementPlacementImpl
	 * @see org.banneret.model.impl.BanneretPackageImpl#getReinforcementPlacement()
	 * @generated
	 */
	int REINFORCEMENT_PLACEMENT = 47;

	/**
	 * The feature id for the '<em><b>Turn</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int REINFORCEMENT_PLACEMENT__TURN = PLACEMENT_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Entry Hexes</b></em>' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int REINFORCEMENT_PLACEMENT__ENTRY_HEXES = PLACEMENT_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Per Turn Limit</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int REINFORCEMENT_PLACEMENT__PER_TURN_LIMIT = PLACEMENT_FEATURE_COUNT + 2;

	/**
	 * The number of structural features of the '<em>Reinforcement Placement</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int REINFORCEMENT_PLACEMENT_FEATURE_COUNT = PLACEMENT_FEATURE_COUNT + 3;

	/**
	 * The number of operations of the '<em>Reinforcement Placement</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int REINFORCEMENT_PLACEMENT_OPERATION_COUNT = PLACEMENT_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.banneret.model.impl.VictoryPointsImpl <em>Victory Points</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.impl.VictoryPointsImpl
	 * @see org.banneret.model.impl.BanneretPackageImpl#getVictoryPoints()
	 * @generated
	 */
	int VICTORY_POINTS = 48;

	/**
	 * The feature id for the '<em><b>Event</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int VICTORY_POINTS__EVENT = 0;

	/**
	 * The feature id for the '<em><b>Points</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int VICTORY_POINTS__POINTS = 1;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int VICTORY_POINTS__DESCRIPTION = 2;

	/**
	 * The feature id for the '<em><b>Units</b></em>' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int VICTORY_POINTS__UNITS = 3;

	/**
	 * The feature id for the '<em><b>Unit Type</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int VICTORY_POINTS__UNIT_TYPE = 4;

	/**
	 * The feature id for the '<em><b>Armour</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int VICTORY_POINTS__ARMOUR = 5;

	/**
	 * The feature id for the '<em><b>Hexes</b></em>' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int VICTORY_POINTS__HEXES = 6;

	/**
	 * The feature id for the '<em><b>Region</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int VICTORY_POINTS__REGION = 7;

	/**
	 * The feature id for the '<em><b>Feature Type</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int VICTORY_POINTS__FEATURE_TYPE = 8;

	/**
	 * The number of structural features of the '<em>Victory Points</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int VICTORY_POINTS_FEATURE_COUNT = 9;

	/**
	 * The number of operations of the '<em>Victory Points</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int VICTORY_POINTS_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.banneret.model.impl.AutomaticConditionImpl <em>Automatic Condition</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.impl.AutomaticConditionImpl
	 * @see org.banneret.model.impl.BanneretPackageImpl#getAutomaticCondition()
	 * @generated
	 */
	int AUTOMATIC_CONDITION = 49;

	/**
	 * The feature id for the '<em><b>Kind</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int AUTOMATIC_CONDITION__KIND = 0;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int AUTOMATIC_CONDITION__DESCRIPTION = 1;

	/**
	 * The feature id for the '<em><b>Units</b></em>' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int AUTOMATIC_CONDITION__UNITS = 2;

	/**
	 * The feature id for the '<em><b>Hexes</b></em>' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int AUTOMATIC_CONDITION__HEXES = 3;

	/**
	 * The feature id for the '<em><b>Regions</b></em>' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int AUTOMATIC_CONDITION__REGIONS = 4;

	/**
	 * The feature id for the '<em><b>Segments</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int AUTOMATIC_CONDITION__SEGMENTS = 5;

	/**
	 * The feature id for the '<em><b>Excluded Terrain</b></em>' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int AUTOMATIC_CONDITION__EXCLUDED_TERRAIN = 6;

	/**
	 * The feature id for the '<em><b>Edge</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int AUTOMATIC_CONDITION__EDGE = 7;

	/**
	 * The feature id for the '<em><b>Value</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int AUTOMATIC_CONDITION__VALUE = 8;

	/**
	 * The number of structural features of the '<em>Automatic Condition</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int AUTOMATIC_CONDITION_FEATURE_COUNT = 9;

	/**
	 * The number of operations of the '<em>Automatic Condition</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int AUTOMATIC_CONDITION_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.banneret.model.impl.SpecialRuleImpl <em>Special Rule</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.impl.SpecialRuleImpl
	 * @see org.banneret.model.impl.BanneretPackageImpl#getSpecialRule()
	 * @generated
	 */
	int SPECIAL_RULE = 50;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SPECIAL_RULE__NAME = NAMED_ELEMENT__NAME;

	/**
	 * The feature id for the '<em><b>Title</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SPECIAL_RULE__TITLE = NAMED_ELEMENT__TITLE;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SPECIAL_RULE__DESCRIPTION = NAMED_ELEMENT__DESCRIPTION;

	/**
	 * The feature id for the '<em><b>Text</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SPECIAL_RULE__TEXT = NAMED_ELEMENT_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Flags</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SPECIAL_RULE__FLAGS = NAMED_ELEMENT_FEATURE_COUNT + 1;

	/**
	 * The number of structural features of the '<em>Special Rule</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SPECIAL_RULE_FEATURE_COUNT = NAMED_ELEMENT_FEATURE_COUNT + 2;

	/**
	 * The number of operations of the '<em>Special Rule</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SPECIAL_RULE_OPERATION_COUNT = NAMED_ELEMENT_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.banneret.model.impl.RuleFlagImpl <em>Rule Flag</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.impl.RuleFlagImpl
	 * @see org.banneret.model.impl.BanneretPackageImpl#getRuleFlag()
	 * @generated
	 */
	int RULE_FLAG = 51;

	/**
	 * The feature id for the '<em><b>Key</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RULE_FLAG__KEY = 0;

	/**
	 * The feature id for the '<em><b>Value</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RULE_FLAG__VALUE = 1;

	/**
	 * The feature id for the '<em><b>From Turn</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RULE_FLAG__FROM_TURN = 2;

	/**
	 * The feature id for the '<em><b>To Turn</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RULE_FLAG__TO_TURN = 3;

	/**
	 * The feature id for the '<em><b>Targets</b></em>' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RULE_FLAG__TARGETS = 4;

	/**
	 * The number of structural features of the '<em>Rule Flag</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RULE_FLAG_FEATURE_COUNT = 5;

	/**
	 * The number of operations of the '<em>Rule Flag</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RULE_FLAG_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.banneret.model.impl.ScenarioLinkImpl <em>Scenario Link</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.impl.ScenarioLinkImpl
	 * @see org.banneret.model.impl.BanneretPackageImpl#getScenarioLink()
	 * @generated
	 */
	int SCENARIO_LINK = 52;

	/**
	 * The feature id for the '<em><b>Source</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO_LINK__SOURCE = 0;

	/**
	 * The feature id for the '<em><b>Carries</b></em>' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO_LINK__CARRIES = 1;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO_LINK__DESCRIPTION = 2;

	/**
	 * The number of structural features of the '<em>Scenario Link</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO_LINK_FEATURE_COUNT = 3;

	/**
	 * The number of operations of the '<em>Scenario Link</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO_LINK_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.banneret.model.impl.RuleWaiverImpl <em>Rule Waiver</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.impl.RuleWaiverImpl
	 * @see org.banneret.model.impl.BanneretPackageImpl#getRuleWaiver()
	 * @generated
	 */
	int RULE_WAIVER = 53;

	/**
	 * The feature id for the '<em><b>Rule Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RULE_WAIVER__RULE_ID = 0;

	/**
	 * The feature id for the '<em><b>Targets</b></em>' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RULE_WAIVER__TARGETS = 1;

	/**
	 * The feature id for the '<em><b>Hexes</b></em>' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RULE_WAIVER__HEXES = 2;

	/**
	 * The feature id for the '<em><b>Reason</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RULE_WAIVER__REASON = 3;

	/**
	 * The number of structural features of the '<em>Rule Waiver</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RULE_WAIVER_FEATURE_COUNT = 4;

	/**
	 * The number of operations of the '<em>Rule Waiver</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RULE_WAIVER_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.banneret.model.Compass <em>Compass</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.Compass
	 * @see org.banneret.model.impl.BanneretPackageImpl#getCompass()
	 * @generated
	 */
	int COMPASS = 54;

	/**
	 * The meta object id for the '{@link org.banneret.model.Severity <em>Severity</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.Severity
	 * @see org.banneret.model.impl.BanneretPackageImpl#getSeverity()
	 * @generated
	 */
	int SEVERITY = 55;

	/**
	 * The meta object id for the '{@link org.banneret.model.MapSymbol <em>Map Symbol</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.MapSymbol
	 * @see org.banneret.model.impl.BanneretPackageImpl#getMapSymbol()
	 * @generated
	 */
	int MAP_SYMBOL = 56;

	/**
	 * The meta object id for the '{@link org.banneret.model.TerrainPattern <em>Terrain Pattern</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.TerrainPattern
	 * @see org.banneret.model.impl.BanneretPackageImpl#getTerrainPattern()
	 * @generated
	 */
	int TERRAIN_PATTERN = 57;

	/**
	 * The meta object id for the '{@link org.banneret.model.HexsideGlyph <em>Hexside Glyph</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.HexsideGlyph
	 * @see org.banneret.model.impl.BanneretPackageImpl#getHexsideGlyph()
	 * @generated
	 */
	int HEXSIDE_GLYPH = 58;

	/**
	 * The meta object id for the '{@link org.banneret.model.LineStyle <em>Line Style</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.LineStyle
	 * @see org.banneret.model.impl.BanneretPackageImpl#getLineStyle()
	 * @generated
	 */
	int LINE_STYLE = 59;

	/**
	 * The meta object id for the '{@link org.banneret.model.StackingMeasure <em>Stacking Measure</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.StackingMeasure
	 * @see org.banneret.model.impl.BanneretPackageImpl#getStackingMeasure()
	 * @generated
	 */
	int STACKING_MEASURE = 60;

	/**
	 * The meta object id for the '{@link org.banneret.model.Footprint <em>Footprint</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.Footprint
	 * @see org.banneret.model.impl.BanneretPackageImpl#getFootprint()
	 * @generated
	 */
	int FOOTPRINT = 61;

	/**
	 * The meta object id for the '{@link org.banneret.model.GridOrientation <em>Grid Orientation</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.GridOrientation
	 * @see org.banneret.model.impl.BanneretPackageImpl#getGridOrientation()
	 * @generated
	 */
	int GRID_ORIENTATION = 62;

	/**
	 * The meta object id for the '{@link org.banneret.model.OffsetParity <em>Offset Parity</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.OffsetParity
	 * @see org.banneret.model.impl.BanneretPackageImpl#getOffsetParity()
	 * @generated
	 */
	int OFFSET_PARITY = 63;

	/**
	 * The meta object id for the '{@link org.banneret.model.LabelKind <em>Label Kind</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.LabelKind
	 * @see org.banneret.model.impl.BanneretPackageImpl#getLabelKind()
	 * @generated
	 */
	int LABEL_KIND = 64;

	/**
	 * The meta object id for the '{@link org.banneret.model.StructureRole <em>Structure Role</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.StructureRole
	 * @see org.banneret.model.impl.BanneretPackageImpl#getStructureRole()
	 * @generated
	 */
	int STRUCTURE_ROLE = 65;

	/**
	 * The meta object id for the '{@link org.banneret.model.UnitState <em>Unit State</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.UnitState
	 * @see org.banneret.model.impl.BanneretPackageImpl#getUnitState()
	 * @generated
	 */
	int UNIT_STATE = 66;

	/**
	 * The meta object id for the '{@link org.banneret.model.VictoryEvent <em>Victory Event</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.VictoryEvent
	 * @see org.banneret.model.impl.BanneretPackageImpl#getVictoryEvent()
	 * @generated
	 */
	int VICTORY_EVENT = 67;

	/**
	 * The meta object id for the '{@link org.banneret.model.ConditionKind <em>Condition Kind</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.ConditionKind
	 * @see org.banneret.model.impl.BanneretPackageImpl#getConditionKind()
	 * @generated
	 */
	int CONDITION_KIND = 68;

	/**
	 * The meta object id for the '<em>Hex Label</em>' data type.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see java.lang.String
	 * @see org.banneret.model.impl.BanneretPackageImpl#getHexLabel()
	 * @generated
	 */
	int HEX_LABEL = 69;

	/**
	 * The meta object id for the '<em>Cell Grid</em>' data type.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.banneret.model.grid.CellGrid
	 * @see org.banneret.model.impl.BanneretPackageImpl#getCellGrid()
	 * @generated
	 */
	int CELL_GRID = 70;


	/**
	 * Returns the meta object for class '{@link org.banneret.model.NamedElement <em>Named Element</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Named Element</em>'.
	 * @see org.banneret.model.NamedElement
	 * @generated
	 */
	EClass getNamedElement();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.NamedElement#getName <em>Name</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Name</em>'.
	 * @see org.banneret.model.NamedElement#getName()
	 * @see #getNamedElement()
	 * @generated
	 */
	EAttribute getNamedElement_Name();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.NamedElement#getTitle <em>Title</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Title</em>'.
	 * @see org.banneret.model.NamedElement#getTitle()
	 * @see #getNamedElement()
	 * @generated
	 */
	EAttribute getNamedElement_Title();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.NamedElement#getDescription <em>Description</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Description</em>'.
	 * @see org.banneret.model.NamedElement#getDescription()
	 * @see #getNamedElement()
	 * @generated
	 */
	EAttribute getNamedElement_Description();

	/**
	 * Returns the meta object for class '{@link org.banneret.model.Citable <em>Citable</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Citable</em>'.
	 * @see org.banneret.model.Citable
	 * @generated
	 */
	EClass getCitable();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.Citable#getCitation <em>Citation</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Citation</em>'.
	 * @see org.banneret.model.Citable#getCitation()
	 * @see #getCitable()
	 * @generated
	 */
	EAttribute getCitable_Citation();

	/**
	 * Returns the meta object for class '{@link org.banneret.model.PrintedValue <em>Printed Value</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Printed Value</em>'.
	 * @see org.banneret.model.PrintedValue
	 * @generated
	 */
	EClass getPrintedValue();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.PrintedValue#getKey <em>Key</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Key</em>'.
	 * @see org.banneret.model.PrintedValue#getKey()
	 * @see #getPrintedValue()
	 * @generated
	 */
	EAttribute getPrintedValue_Key();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.PrintedValue#getValue <em>Value</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Value</em>'.
	 * @see org.banneret.model.PrintedValue#getValue()
	 * @see #getPrintedValue()
	 * @generated
	 */
	EAttribute getPrintedValue_Value();

	/**
	 * Returns the meta object for class '{@link org.banneret.model.GameSystem <em>Game System</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Game System</em>'.
	 * @see org.banneret.model.GameSystem
	 * @generated
	 */
	EClass getGameSystem();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.GameSystem#getRuleSet <em>Rule Set</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Rule Set</em>'.
	 * @see org.banneret.model.GameSystem#getRuleSet()
	 * @see #getGameSystem()
	 * @generated
	 */
	EAttribute getGameSystem_RuleSet();

	/**
	 * Returns the meta object for the containment reference list '{@link org.banneret.model.GameSystem#getNationalities <em>Nationalities</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Nationalities</em>'.
	 * @see org.banneret.model.GameSystem#getNationalities()
	 * @see #getGameSystem()
	 * @generated
	 */
	EReference getGameSystem_Nationalities();

	/**
	 * Returns the meta object for the containment reference list '{@link org.banneret.model.GameSystem#getUnitClasses <em>Unit Classes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Unit Classes</em>'.
	 * @see org.banneret.model.GameSystem#getUnitClasses()
	 * @see #getGameSystem()
	 * @generated
	 */
	EReference getGameSystem_UnitClasses();

	/**
	 * Returns the meta object for the containment reference list '{@link org.banneret.model.GameSystem#getTerrainTypes <em>Terrain Types</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Terrain Types</em>'.
	 * @see org.banneret.model.GameSystem#getTerrainTypes()
	 * @see #getGameSystem()
	 * @generated
	 */
	EReference getGameSystem_TerrainTypes();

	/**
	 * Returns the meta object for the containment reference list '{@link org.banneret.model.GameSystem#getFeatureTypes <em>Feature Types</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Feature Types</em>'.
	 * @see org.banneret.model.GameSystem#getFeatureTypes()
	 * @see #getGameSystem()
	 * @generated
	 */
	EReference getGameSystem_FeatureTypes();

	/**
	 * Returns the meta object for the containment reference list '{@link org.banneret.model.GameSystem#getHexsideFeatureTypes <em>Hexside Feature Types</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Hexside Feature Types</em>'.
	 * @see org.banneret.model.GameSystem#getHexsideFeatureTypes()
	 * @see #getGameSystem()
	 * @generated
	 */
	EReference getGameSystem_HexsideFeatureTypes();

	/**
	 * Returns the meta object for the containment reference list '{@link org.banneret.model.GameSystem#getLevelSlots <em>Level Slots</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Level Slots</em>'.
	 * @see org.banneret.model.GameSystem#getLevelSlots()
	 * @see #getGameSystem()
	 * @generated
	 */
	EReference getGameSystem_LevelSlots();

	/**
	 * Returns the meta object for the containment reference list '{@link org.banneret.model.GameSystem#getStackingLimits <em>Stacking Limits</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Stacking Limits</em>'.
	 * @see org.banneret.model.GameSystem#getStackingLimits()
	 * @see #getGameSystem()
	 * @generated
	 */
	EReference getGameSystem_StackingLimits();

	/**
	 * Returns the meta object for the containment reference list '{@link org.banneret.model.GameSystem#getUnitTypes <em>Unit Types</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Unit Types</em>'.
	 * @see org.banneret.model.GameSystem#getUnitTypes()
	 * @see #getGameSystem()
	 * @generated
	 */
	EReference getGameSystem_UnitTypes();

	/**
	 * Returns the meta object for the containment reference list '{@link org.banneret.model.GameSystem#getCounterTemplates <em>Counter Templates</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Counter Templates</em>'.
	 * @see org.banneret.model.GameSystem#getCounterTemplates()
	 * @see #getGameSystem()
	 * @generated
	 */
	EReference getGameSystem_CounterTemplates();

	/**
	 * Returns the meta object for the containment reference list '{@link org.banneret.model.GameSystem#getMarkerTypes <em>Marker Types</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Marker Types</em>'.
	 * @see org.banneret.model.GameSystem#getMarkerTypes()
	 * @see #getGameSystem()
	 * @generated
	 */
	EReference getGameSystem_MarkerTypes();

	/**
	 * Returns the meta object for the containment reference list '{@link org.banneret.model.GameSystem#getCounterMix <em>Counter Mix</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Counter Mix</em>'.
	 * @see org.banneret.model.GameSystem#getCounterMix()
	 * @see #getGameSystem()
	 * @generated
	 */
	EReference getGameSystem_CounterMix();

	/**
	 * Returns the meta object for the containment reference list '{@link org.banneret.model.GameSystem#getVariants <em>Variants</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Variants</em>'.
	 * @see org.banneret.model.GameSystem#getVariants()
	 * @see #getGameSystem()
	 * @generated
	 */
	EReference getGameSystem_Variants();

	/**
	 * Returns the meta object for the containment reference list '{@link org.banneret.model.GameSystem#getValueRanges <em>Value Ranges</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Value Ranges</em>'.
	 * @see org.banneret.model.GameSystem#getValueRanges()
	 * @see #getGameSystem()
	 * @generated
	 */
	EReference getGameSystem_ValueRanges();

	/**
	 * Returns the meta object for class '{@link org.banneret.model.ValueRange <em>Value Range</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Value Range</em>'.
	 * @see org.banneret.model.ValueRange
	 * @generated
	 */
	EClass getValueRange();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.ValueRange#getKey <em>Key</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Key</em>'.
	 * @see org.banneret.model.ValueRange#getKey()
	 * @see #getValueRange()
	 * @generated
	 */
	EAttribute getValueRange_Key();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.ValueRange#getMinimum <em>Minimum</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Minimum</em>'.
	 * @see org.banneret.model.ValueRange#getMinimum()
	 * @see #getValueRange()
	 * @generated
	 */
	EAttribute getValueRange_Minimum();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.ValueRange#getMaximum <em>Maximum</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Maximum</em>'.
	 * @see org.banneret.model.ValueRange#getMaximum()
	 * @see #getValueRange()
	 * @generated
	 */
	EAttribute getValueRange_Maximum();

	/**
	 * Returns the meta object for class '{@link org.banneret.model.Nationality <em>Nationality</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Nationality</em>'.
	 * @see org.banneret.model.Nationality
	 * @generated
	 */
	EClass getNationality();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.Nationality#getColor <em>Color</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Color</em>'.
	 * @see org.banneret.model.Nationality#getColor()
	 * @see #getNationality()
	 * @generated
	 */
	EAttribute getNationality_Color();

	/**
	 * Returns the meta object for class '{@link org.banneret.model.UnitClass <em>Unit Class</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Unit Class</em>'.
	 * @see org.banneret.model.UnitClass
	 * @generated
	 */
	EClass getUnitClass();

	/**
	 * Returns the meta object for class '{@link org.banneret.model.MovementCost <em>Movement Cost</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Movement Cost</em>'.
	 * @see org.banneret.model.MovementCost
	 * @generated
	 */
	EClass getMovementCost();

	/**
	 * Returns the meta object for the reference '{@link org.banneret.model.MovementCost#getUnitClass <em>Unit Class</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Unit Class</em>'.
	 * @see org.banneret.model.MovementCost#getUnitClass()
	 * @see #getMovementCost()
	 * @generated
	 */
	EReference getMovementCost_UnitClass();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.MovementCost#getCost <em>Cost</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Cost</em>'.
	 * @see org.banneret.model.MovementCost#getCost()
	 * @see #getMovementCost()
	 * @generated
	 */
	EAttribute getMovementCost_Cost();

	/**
	 * Returns the meta object for class '{@link org.banneret.model.TerrainEffect <em>Terrain Effect</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Terrain Effect</em>'.
	 * @see org.banneret.model.TerrainEffect
	 * @generated
	 */
	EClass getTerrainEffect();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.TerrainEffect#getCode <em>Code</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Code</em>'.
	 * @see org.banneret.model.TerrainEffect#getCode()
	 * @see #getTerrainEffect()
	 * @generated
	 */
	EAttribute getTerrainEffect_Code();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.TerrainEffect#getDefaultCost <em>Default Cost</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Default Cost</em>'.
	 * @see org.banneret.model.TerrainEffect#getDefaultCost()
	 * @see #getTerrainEffect()
	 * @generated
	 */
	EAttribute getTerrainEffect_DefaultCost();

	/**
	 * Returns the meta object for the containment reference list '{@link org.banneret.model.TerrainEffect#getCosts <em>Costs</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Costs</em>'.
	 * @see org.banneret.model.TerrainEffect#getCosts()
	 * @see #getTerrainEffect()
	 * @generated
	 */
	EReference getTerrainEffect_Costs();

	/**
	 * Returns the meta object for the reference list '{@link org.banneret.model.TerrainEffect#getImpassableFor <em>Impassable For</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference list '<em>Impassable For</em>'.
	 * @see org.banneret.model.TerrainEffect#getImpassableFor()
	 * @see #getTerrainEffect()
	 * @generated
	 */
	EReference getTerrainEffect_ImpassableFor();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.TerrainEffect#isImpassable <em>Impassable</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Impassable</em>'.
	 * @see org.banneret.model.TerrainEffect#isImpassable()
	 * @see #getTerrainEffect()
	 * @generated
	 */
	EAttribute getTerrainEffect_Impassable();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.TerrainEffect#isBlocksLineOfSight <em>Blocks Line Of Sight</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Blocks Line Of Sight</em>'.
	 * @see org.banneret.model.TerrainEffect#isBlocksLineOfSight()
	 * @see #getTerrainEffect()
	 * @generated
	 */
	EAttribute getTerrainEffect_BlocksLineOfSight();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.TerrainEffect#getCover <em>Cover</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Cover</em>'.
	 * @see org.banneret.model.TerrainEffect#getCover()
	 * @see #getTerrainEffect()
	 * @generated
	 */
	EAttribute getTerrainEffect_Cover();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.TerrainEffect#getCombatEffect <em>Combat Effect</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Combat Effect</em>'.
	 * @see org.banneret.model.TerrainEffect#getCombatEffect()
	 * @see #getTerrainEffect()
	 * @generated
	 */
	EAttribute getTerrainEffect_CombatEffect();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.TerrainEffect#getElevation <em>Elevation</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Elevation</em>'.
	 * @see org.banneret.model.TerrainEffect#getElevation()
	 * @see #getTerrainEffect()
	 * @generated
	 */
	EAttribute getTerrainEffect_Elevation();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.TerrainEffect#getColor <em>Color</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Color</em>'.
	 * @see org.banneret.model.TerrainEffect#getColor()
	 * @see #getTerrainEffect()
	 * @generated
	 */
	EAttribute getTerrainEffect_Color();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.TerrainEffect#getSymbol <em>Symbol</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Symbol</em>'.
	 * @see org.banneret.model.TerrainEffect#getSymbol()
	 * @see #getTerrainEffect()
	 * @generated
	 */
	EAttribute getTerrainEffect_Symbol();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.TerrainEffect#getPattern <em>Pattern</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Pattern</em>'.
	 * @see org.banneret.model.TerrainEffect#getPattern()
	 * @see #getTerrainEffect()
	 * @generated
	 */
	EAttribute getTerrainEffect_Pattern();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.TerrainEffect#getGlyph <em>Glyph</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Glyph</em>'.
	 * @see org.banneret.model.TerrainEffect#getGlyph()
	 * @see #getTerrainEffect()
	 * @generated
	 */
	EAttribute getTerrainEffect_Glyph();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.TerrainEffect#getLineWidthMm <em>Line Width Mm</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Line Width Mm</em>'.
	 * @see org.banneret.model.TerrainEffect#getLineWidthMm()
	 * @see #getTerrainEffect()
	 * @generated
	 */
	EAttribute getTerrainEffect_LineWidthMm();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.TerrainEffect#getLineStyle <em>Line Style</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Line Style</em>'.
	 * @see org.banneret.model.TerrainEffect#getLineStyle()
	 * @see #getTerrainEffect()
	 * @generated
	 */
	EAttribute getTerrainEffect_LineStyle();

	/**
	 * Returns the meta object for the attribute list '{@link org.banneret.model.TerrainEffect#getTraits <em>Traits</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute list '<em>Traits</em>'.
	 * @see org.banneret.model.TerrainEffect#getTraits()
	 * @see #getTerrainEffect()
	 * @generated
	 */
	EAttribute getTerrainEffect_Traits();

	/**
	 * Returns the meta object for the containment reference list '{@link org.banneret.model.TerrainEffect#getStackingLimits <em>Stacking Limits</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Stacking Limits</em>'.
	 * @see org.banneret.model.TerrainEffect#getStackingLimits()
	 * @see #getTerrainEffect()
	 * @generated
	 */
	EReference getTerrainEffect_StackingLimits();

	/**
	 * Returns the meta object for class '{@link org.banneret.model.TerrainType <em>Terrain Type</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Terrain Type</em>'.
	 * @see org.banneret.model.TerrainType
	 * @generated
	 */
	EClass getTerrainType();

	/**
	 * Returns the meta object for class '{@link org.banneret.model.FeatureType <em>Feature Type</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Feature Type</em>'.
	 * @see org.banneret.model.FeatureType
	 * @generated
	 */
	EClass getFeatureType();

	/**
	 * Returns the meta object for class '{@link org.banneret.model.HexsideFeatureType <em>Hexside Feature Type</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Hexside Feature Type</em>'.
	 * @see org.banneret.model.HexsideFeatureType
	 * @generated
	 */
	EClass getHexsideFeatureType();

	/**
	 * Returns the meta object for class '{@link org.banneret.model.LevelSlot <em>Level Slot</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Level Slot</em>'.
	 * @see org.banneret.model.LevelSlot
	 * @generated
	 */
	EClass getLevelSlot();

	/**
	 * Returns the meta object for the reference list '{@link org.banneret.model.LevelSlot#getOpenTo <em>Open To</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference list '<em>Open To</em>'.
	 * @see org.banneret.model.LevelSlot#getOpenTo()
	 * @see #getLevelSlot()
	 * @generated
	 */
	EReference getLevelSlot_OpenTo();

	/**
	 * Returns the meta object for the reference list '{@link org.banneret.model.LevelSlot#getClosedTo <em>Closed To</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference list '<em>Closed To</em>'.
	 * @see org.banneret.model.LevelSlot#getClosedTo()
	 * @see #getLevelSlot()
	 * @generated
	 */
	EReference getLevelSlot_ClosedTo();

	/**
	 * Returns the meta object for class '{@link org.banneret.model.StackingLimit <em>Stacking Limit</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Stacking Limit</em>'.
	 * @see org.banneret.model.StackingLimit
	 * @generated
	 */
	EClass getStackingLimit();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.StackingLimit#getMeasure <em>Measure</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Measure</em>'.
	 * @see org.banneret.model.StackingLimit#getMeasure()
	 * @see #getStackingLimit()
	 * @generated
	 */
	EAttribute getStackingLimit_Measure();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.StackingLimit#getMaximum <em>Maximum</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Maximum</em>'.
	 * @see org.banneret.model.StackingLimit#getMaximum()
	 * @see #getStackingLimit()
	 * @generated
	 */
	EAttribute getStackingLimit_Maximum();

	/**
	 * Returns the meta object for the reference '{@link org.banneret.model.StackingLimit#getSlot <em>Slot</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Slot</em>'.
	 * @see org.banneret.model.StackingLimit#getSlot()
	 * @see #getStackingLimit()
	 * @generated
	 */
	EReference getStackingLimit_Slot();

	/**
	 * Returns the meta object for the reference list '{@link org.banneret.model.StackingLimit#getAppliesTo <em>Applies To</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference list '<em>Applies To</em>'.
	 * @see org.banneret.model.StackingLimit#getAppliesTo()
	 * @see #getStackingLimit()
	 * @generated
	 */
	EReference getStackingLimit_AppliesTo();

	/**
	 * Returns the meta object for the reference list '{@link org.banneret.model.StackingLimit#getExempt <em>Exempt</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference list '<em>Exempt</em>'.
	 * @see org.banneret.model.StackingLimit#getExempt()
	 * @see #getStackingLimit()
	 * @generated
	 */
	EReference getStackingLimit_Exempt();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.StackingLimit#isPerSide <em>Per Side</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Per Side</em>'.
	 * @see org.banneret.model.StackingLimit#isPerSide()
	 * @see #getStackingLimit()
	 * @generated
	 */
	EAttribute getStackingLimit_PerSide();

	/**
	 * Returns the meta object for the reference list '{@link org.banneret.model.StackingLimit#getFrontFaceOf <em>Front Face Of</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference list '<em>Front Face Of</em>'.
	 * @see org.banneret.model.StackingLimit#getFrontFaceOf()
	 * @see #getStackingLimit()
	 * @generated
	 */
	EReference getStackingLimit_FrontFaceOf();

	/**
	 * Returns the meta object for class '{@link org.banneret.model.FaceValues <em>Face Values</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Face Values</em>'.
	 * @see org.banneret.model.FaceValues
	 * @generated
	 */
	EClass getFaceValues();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.FaceValues#getAttack <em>Attack</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Attack</em>'.
	 * @see org.banneret.model.FaceValues#getAttack()
	 * @see #getFaceValues()
	 * @generated
	 */
	EAttribute getFaceValues_Attack();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.FaceValues#getDefence <em>Defence</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Defence</em>'.
	 * @see org.banneret.model.FaceValues#getDefence()
	 * @see #getFaceValues()
	 * @generated
	 */
	EAttribute getFaceValues_Defence();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.FaceValues#getMovement <em>Movement</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Movement</em>'.
	 * @see org.banneret.model.FaceValues#getMovement()
	 * @see #getFaceValues()
	 * @generated
	 */
	EAttribute getFaceValues_Movement();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.FaceValues#getStrength <em>Strength</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Strength</em>'.
	 * @see org.banneret.model.FaceValues#getStrength()
	 * @see #getFaceValues()
	 * @generated
	 */
	EAttribute getFaceValues_Strength();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.FaceValues#getArmour <em>Armour</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Armour</em>'.
	 * @see org.banneret.model.FaceValues#getArmour()
	 * @see #getFaceValues()
	 * @generated
	 */
	EAttribute getFaceValues_Armour();

	/**
	 * Returns the meta object for the containment reference list '{@link org.banneret.model.FaceValues#getValues <em>Values</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Values</em>'.
	 * @see org.banneret.model.FaceValues#getValues()
	 * @see #getFaceValues()
	 * @generated
	 */
	EReference getFaceValues_Values();

	/**
	 * Returns the meta object for class '{@link org.banneret.model.CounterSpec <em>Counter Spec</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Counter Spec</em>'.
	 * @see org.banneret.model.CounterSpec
	 * @generated
	 */
	EClass getCounterSpec();

	/**
	 * Returns the meta object for the containment reference '{@link org.banneret.model.CounterSpec#getBack <em>Back</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Back</em>'.
	 * @see org.banneret.model.CounterSpec#getBack()
	 * @see #getCounterSpec()
	 * @generated
	 */
	EReference getCounterSpec_Back();

	/**
	 * Returns the meta object for the attribute list '{@link org.banneret.model.CounterSpec#getTraits <em>Traits</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute list '<em>Traits</em>'.
	 * @see org.banneret.model.CounterSpec#getTraits()
	 * @see #getCounterSpec()
	 * @generated
	 */
	EAttribute getCounterSpec_Traits();

	/**
	 * Returns the meta object for class '{@link org.banneret.model.UnitType <em>Unit Type</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Unit Type</em>'.
	 * @see org.banneret.model.UnitType
	 * @generated
	 */
	EClass getUnitType();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.UnitType#getCode <em>Code</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Code</em>'.
	 * @see org.banneret.model.UnitType#getCode()
	 * @see #getUnitType()
	 * @generated
	 */
	EAttribute getUnitType_Code();

	/**
	 * Returns the meta object for the reference '{@link org.banneret.model.UnitType#getUnitClass <em>Unit Class</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Unit Class</em>'.
	 * @see org.banneret.model.UnitType#getUnitClass()
	 * @see #getUnitType()
	 * @generated
	 */
	EReference getUnitType_UnitClass();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.UnitType#getFootprint <em>Footprint</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Footprint</em>'.
	 * @see org.banneret.model.UnitType#getFootprint()
	 * @see #getUnitType()
	 * @generated
	 */
	EAttribute getUnitType_Footprint();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.UnitType#getCommandRange <em>Command Range</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Command Range</em>'.
	 * @see org.banneret.model.UnitType#getCommandRange()
	 * @see #getUnitType()
	 * @generated
	 */
	EAttribute getUnitType_CommandRange();

	/**
	 * Returns the meta object for the attribute list '{@link org.banneret.model.UnitType#getAllowedArmour <em>Allowed Armour</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute list '<em>Allowed Armour</em>'.
	 * @see org.banneret.model.UnitType#getAllowedArmour()
	 * @see #getUnitType()
	 * @generated
	 */
	EAttribute getUnitType_AllowedArmour();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.UnitType#getFrontFace <em>Front Face</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Front Face</em>'.
	 * @see org.banneret.model.UnitType#getFrontFace()
	 * @see #getUnitType()
	 * @generated
	 */
	EAttribute getUnitType_FrontFace();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.UnitType#getBackFace <em>Back Face</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Back Face</em>'.
	 * @see org.banneret.model.UnitType#getBackFace()
	 * @see #getUnitType()
	 * @generated
	 */
	EAttribute getUnitType_BackFace();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.UnitType#getHull <em>Hull</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Hull</em>'.
	 * @see org.banneret.model.UnitType#getHull()
	 * @see #getUnitType()
	 * @generated
	 */
	EAttribute getUnitType_Hull();

	/**
	 * Returns the meta object for class '{@link org.banneret.model.CounterTemplate <em>Counter Template</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Counter Template</em>'.
	 * @see org.banneret.model.CounterTemplate
	 * @generated
	 */
	EClass getCounterTemplate();

	/**
	 * Returns the meta object for the reference '{@link org.banneret.model.CounterTemplate#getUnitType <em>Unit Type</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Unit Type</em>'.
	 * @see org.banneret.model.CounterTemplate#getUnitType()
	 * @see #getCounterTemplate()
	 * @generated
	 */
	EReference getCounterTemplate_UnitType();

	/**
	 * Returns the meta object for the reference '{@link org.banneret.model.CounterTemplate#getNationality <em>Nationality</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Nationality</em>'.
	 * @see org.banneret.model.CounterTemplate#getNationality()
	 * @see #getCounterTemplate()
	 * @generated
	 */
	EReference getCounterTemplate_Nationality();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.CounterTemplate#isUnique <em>Unique</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Unique</em>'.
	 * @see org.banneret.model.CounterTemplate#isUnique()
	 * @see #getCounterTemplate()
	 * @generated
	 */
	EAttribute getCounterTemplate_Unique();

	/**
	 * Returns the meta object for class '{@link org.banneret.model.MarkerType <em>Marker Type</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Marker Type</em>'.
	 * @see org.banneret.model.MarkerType
	 * @generated
	 */
	EClass getMarkerType();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.MarkerType#getReplaces <em>Replaces</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Replaces</em>'.
	 * @see org.banneret.model.MarkerType#getReplaces()
	 * @see #getMarkerType()
	 * @generated
	 */
	EAttribute getMarkerType_Replaces();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.MarkerType#getMinimum <em>Minimum</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Minimum</em>'.
	 * @see org.banneret.model.MarkerType#getMinimum()
	 * @see #getMarkerType()
	 * @generated
	 */
	EAttribute getMarkerType_Minimum();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.MarkerType#getMaximum <em>Maximum</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Maximum</em>'.
	 * @see org.banneret.model.MarkerType#getMaximum()
	 * @see #getMarkerType()
	 * @generated
	 */
	EAttribute getMarkerType_Maximum();

	/**
	 * Returns the meta object for the reference list '{@link org.banneret.model.MarkerType#getAppliesTo <em>Applies To</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference list '<em>Applies To</em>'.
	 * @see org.banneret.model.MarkerType#getAppliesTo()
	 * @see #getMarkerType()
	 * @generated
	 */
	EReference getMarkerType_AppliesTo();

	/**
	 * Returns the meta object for class '{@link org.banneret.model.CounterMixEntry <em>Counter Mix Entry</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Counter Mix Entry</em>'.
	 * @see org.banneret.model.CounterMixEntry
	 * @generated
	 */
	EClass getCounterMixEntry();

	/**
	 * Returns the meta object for the reference '{@link org.banneret.model.CounterMixEntry#getUnitType <em>Unit Type</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Unit Type</em>'.
	 * @see org.banneret.model.CounterMixEntry#getUnitType()
	 * @see #getCounterMixEntry()
	 * @generated
	 */
	EReference getCounterMixEntry_UnitType();

	/**
	 * Returns the meta object for the reference '{@link org.banneret.model.CounterMixEntry#getNationality <em>Nationality</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Nationality</em>'.
	 * @see org.banneret.model.CounterMixEntry#getNationality()
	 * @see #getCounterMixEntry()
	 * @generated
	 */
	EReference getCounterMixEntry_Nationality();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.CounterMixEntry#getArmour <em>Armour</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Armour</em>'.
	 * @see org.banneret.model.CounterMixEntry#getArmour()
	 * @see #getCounterMixEntry()
	 * @generated
	 */
	EAttribute getCounterMixEntry_Armour();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.CounterMixEntry#getCount <em>Count</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Count</em>'.
	 * @see org.banneret.model.CounterMixEntry#getCount()
	 * @see #getCounterMixEntry()
	 * @generated
	 */
	EAttribute getCounterMixEntry_Count();

	/**
	 * Returns the meta object for class '{@link org.banneret.model.VariantDefinition <em>Variant Definition</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Variant Definition</em>'.
	 * @see org.banneret.model.VariantDefinition
	 * @generated
	 */
	EClass getVariantDefinition();

	/**
	 * Returns the meta object for the attribute list '{@link org.banneret.model.VariantDefinition#getAllowedValues <em>Allowed Values</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute list '<em>Allowed Values</em>'.
	 * @see org.banneret.model.VariantDefinition#getAllowedValues()
	 * @see #getVariantDefinition()
	 * @generated
	 */
	EAttribute getVariantDefinition_AllowedValues();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.VariantDefinition#getDefaultValue <em>Default Value</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Default Value</em>'.
	 * @see org.banneret.model.VariantDefinition#getDefaultValue()
	 * @see #getVariantDefinition()
	 * @generated
	 */
	EAttribute getVariantDefinition_DefaultValue();

	/**
	 * Returns the meta object for class '{@link org.banneret.model.HexMap <em>Hex Map</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Hex Map</em>'.
	 * @see org.banneret.model.HexMap
	 * @generated
	 */
	EClass getHexMap();

	/**
	 * Returns the meta object for the reference '{@link org.banneret.model.HexMap#getGameSystem <em>Game System</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Game System</em>'.
	 * @see org.banneret.model.HexMap#getGameSystem()
	 * @see #getHexMap()
	 * @generated
	 */
	EReference getHexMap_GameSystem();

	/**
	 * Returns the meta object for the containment reference '{@link org.banneret.model.HexMap#getGrid <em>Grid</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Grid</em>'.
	 * @see org.banneret.model.HexMap#getGrid()
	 * @see #getHexMap()
	 * @generated
	 */
	EReference getHexMap_Grid();

	/**
	 * Returns the meta object for the reference '{@link org.banneret.model.HexMap#getDefaultTerrain <em>Default Terrain</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Default Terrain</em>'.
	 * @see org.banneret.model.HexMap#getDefaultTerrain()
	 * @see #getHexMap()
	 * @generated
	 */
	EReference getHexMap_DefaultTerrain();

	/**
	 * Returns the meta object for the reference list '{@link org.banneret.model.HexMap#getTerrainPalette <em>Terrain Palette</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference list '<em>Terrain Palette</em>'.
	 * @see org.banneret.model.HexMap#getTerrainPalette()
	 * @see #getHexMap()
	 * @generated
	 */
	EReference getHexMap_TerrainPalette();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.HexMap#getTerrain <em>Terrain</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Terrain</em>'.
	 * @see org.banneret.model.HexMap#getTerrain()
	 * @see #getHexMap()
	 * @generated
	 */
	EAttribute getHexMap_Terrain();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.HexMap#getElevation <em>Elevation</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Elevation</em>'.
	 * @see org.banneret.model.HexMap#getElevation()
	 * @see #getHexMap()
	 * @generated
	 */
	EAttribute getHexMap_Elevation();

	/**
	 * Returns the meta object for the containment reference list '{@link org.banneret.model.HexMap#getFeatures <em>Features</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Features</em>'.
	 * @see org.banneret.model.HexMap#getFeatures()
	 * @see #getHexMap()
	 * @generated
	 */
	EReference getHexMap_Features();

	/**
	 * Returns the meta object for the containment reference list '{@link org.banneret.model.HexMap#getHexsideFeatures <em>Hexside Features</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Hexside Features</em>'.
	 * @see org.banneret.model.HexMap#getHexsideFeatures()
	 * @see #getHexMap()
	 * @generated
	 */
	EReference getHexMap_HexsideFeatures();

	/**
	 * Returns the meta object for the containment reference list '{@link org.banneret.model.HexMap#getPaths <em>Paths</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Paths</em>'.
	 * @see org.banneret.model.HexMap#getPaths()
	 * @see #getHexMap()
	 * @generated
	 */
	EReference getHexMap_Paths();

	/**
	 * Returns the meta object for the containment reference list '{@link org.banneret.model.HexMap#getRegions <em>Regions</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Regions</em>'.
	 * @see org.banneret.model.HexMap#getRegions()
	 * @see #getHexMap()
	 * @generated
	 */
	EReference getHexMap_Regions();

	/**
	 * Returns the meta object for the containment reference list '{@link org.banneret.model.HexMap#getSides <em>Sides</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Sides</em>'.
	 * @see org.banneret.model.HexMap#getSides()
	 * @see #getHexMap()
	 * @generated
	 */
	EReference getHexMap_Sides();

	/**
	 * Returns the meta object for the containment reference list '{@link org.banneret.model.HexMap#getMarkers <em>Markers</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Markers</em>'.
	 * @see org.banneret.model.HexMap#getMarkers()
	 * @see #getHexMap()
	 * @generated
	 */
	EReference getHexMap_Markers();

	/**
	 * Returns the meta object for the containment reference list '{@link org.banneret.model.HexMap#getStructures <em>Structures</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Structures</em>'.
	 * @see org.banneret.model.HexMap#getStructures()
	 * @see #getHexMap()
	 * @generated
	 */
	EReference getHexMap_Structures();

	/**
	 * Returns the meta object for class '{@link org.banneret.model.HexGrid <em>Hex Grid</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Hex Grid</em>'.
	 * @see org.banneret.model.HexGrid
	 * @generated
	 */
	EClass getHexGrid();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.HexGrid#getOrientation <em>Orientation</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Orientation</em>'.
	 * @see org.banneret.model.HexGrid#getOrientation()
	 * @see #getHexGrid()
	 * @generated
	 */
	EAttribute getHexGrid_Orientation();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.HexGrid#getParity <em>Parity</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Parity</em>'.
	 * @see org.banneret.model.HexGrid#getParity()
	 * @see #getHexGrid()
	 * @generated
	 */
	EAttribute getHexGrid_Parity();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.HexGrid#getColumns <em>Columns</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Columns</em>'.
	 * @see org.banneret.model.HexGrid#getColumns()
	 * @see #getHexGrid()
	 * @generated
	 */
	EAttribute getHexGrid_Columns();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.HexGrid#getRows <em>Rows</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Rows</em>'.
	 * @see org.banneret.model.HexGrid#getRows()
	 * @see #getHexGrid()
	 * @generated
	 */
	EAttribute getHexGrid_Rows();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.HexGrid#getHexSizeMm <em>Hex Size Mm</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Hex Size Mm</em>'.
	 * @see org.banneret.model.HexGrid#getHexSizeMm()
	 * @see #getHexGrid()
	 * @generated
	 */
	EAttribute getHexGrid_HexSizeMm();

	/**
	 * Returns the meta object for the containment reference '{@link org.banneret.model.HexGrid#getLabels <em>Labels</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Labels</em>'.
	 * @see org.banneret.model.HexGrid#getLabels()
	 * @see #getHexGrid()
	 * @generated
	 */
	EReference getHexGrid_Labels();

	/**
	 * Returns the meta object for class '{@link org.banneret.model.LabelScheme <em>Label Scheme</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Label Scheme</em>'.
	 * @see org.banneret.model.LabelScheme
	 * @generated
	 */
	EClass getLabelScheme();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.LabelScheme#getKind <em>Kind</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Kind</em>'.
	 * @see org.banneret.model.LabelScheme#getKind()
	 * @see #getLabelScheme()
	 * @generated
	 */
	EAttribute getLabelScheme_Kind();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.LabelScheme#getColumnDigits <em>Column Digits</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Column Digits</em>'.
	 * @see org.banneret.model.LabelScheme#getColumnDigits()
	 * @see #getLabelScheme()
	 * @generated
	 */
	EAttribute getLabelScheme_ColumnDigits();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.LabelScheme#getRowDigits <em>Row Digits</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Row Digits</em>'.
	 * @see org.banneret.model.LabelScheme#getRowDigits()
	 * @see #getLabelScheme()
	 * @generated
	 */
	EAttribute getLabelScheme_RowDigits();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.LabelScheme#getFirstColumn <em>First Column</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>First Column</em>'.
	 * @see org.banneret.model.LabelScheme#getFirstColumn()
	 * @see #getLabelScheme()
	 * @generated
	 */
	EAttribute getLabelScheme_FirstColumn();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.LabelScheme#getFirstRow <em>First Row</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>First Row</em>'.
	 * @see org.banneret.model.LabelScheme#getFirstRow()
	 * @see #getLabelScheme()
	 * @generated
	 */
	EAttribute getLabelScheme_FirstRow();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.LabelScheme#isColumnsDescending <em>Columns Descending</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Columns Descending</em>'.
	 * @see org.banneret.model.LabelScheme#isColumnsDescending()
	 * @see #getLabelScheme()
	 * @generated
	 */
	EAttribute getLabelScheme_ColumnsDescending();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.LabelScheme#isRowsDescending <em>Rows Descending</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Rows Descending</em>'.
	 * @see org.banneret.model.LabelScheme#isRowsDescending()
	 * @see #getLabelScheme()
	 * @generated
	 */
	EAttribute getLabelScheme_RowsDescending();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.LabelScheme#getBoardPrefix <em>Board Prefix</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Board Prefix</em>'.
	 * @see org.banneret.model.LabelScheme#getBoardPrefix()
	 * @see #getLabelScheme()
	 * @generated
	 */
	EAttribute getLabelScheme_BoardPrefix();

	/**
	 * Returns the meta object for class '{@link org.banneret.model.HexFeature <em>Hex Feature</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Hex Feature</em>'.
	 * @see org.banneret.model.HexFeature
	 * @generated
	 */
	EClass getHexFeature();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.HexFeature#getHex <em>Hex</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Hex</em>'.
	 * @see org.banneret.model.HexFeature#getHex()
	 * @see #getHexFeature()
	 * @generated
	 */
	EAttribute getHexFeature_Hex();

	/**
	 * Returns the meta object for the reference '{@link org.banneret.model.HexFeature#getType <em>Type</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Type</em>'.
	 * @see org.banneret.model.HexFeature#getType()
	 * @see #getHexFeature()
	 * @generated
	 */
	EReference getHexFeature_Type();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.HexFeature#getFacing <em>Facing</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Facing</em>'.
	 * @see org.banneret.model.HexFeature#getFacing()
	 * @see #getHexFeature()
	 * @generated
	 */
	EAttribute getHexFeature_Facing();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.HexFeature#getLowestLevel <em>Lowest Level</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Lowest Level</em>'.
	 * @see org.banneret.model.HexFeature#getLowestLevel()
	 * @see #getHexFeature()
	 * @generated
	 */
	EAttribute getHexFeature_LowestLevel();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.HexFeature#getHighestLevel <em>Highest Level</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Highest Level</em>'.
	 * @see org.banneret.model.HexFeature#getHighestLevel()
	 * @see #getHexFeature()
	 * @generated
	 */
	EAttribute getHexFeature_HighestLevel();

	/**
	 * Returns the meta object for the reference list '{@link org.banneret.model.HexFeature#getHiddenFrom <em>Hidden From</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference list '<em>Hidden From</em>'.
	 * @see org.banneret.model.HexFeature#getHiddenFrom()
	 * @see #getHexFeature()
	 * @generated
	 */
	EReference getHexFeature_HiddenFrom();

	/**
	 * Returns the meta object for class '{@link org.banneret.model.HexsideFeature <em>Hexside Feature</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Hexside Feature</em>'.
	 * @see org.banneret.model.HexsideFeature
	 * @generated
	 */
	EClass getHexsideFeature();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.HexsideFeature#getHex <em>Hex</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Hex</em>'.
	 * @see org.banneret.model.HexsideFeature#getHex()
	 * @see #getHexsideFeature()
	 * @generated
	 */
	EAttribute getHexsideFeature_Hex();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.HexsideFeature#getSide <em>Side</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Side</em>'.
	 * @see org.banneret.model.HexsideFeature#getSide()
	 * @see #getHexsideFeature()
	 * @generated
	 */
	EAttribute getHexsideFeature_Side();

	/**
	 * Returns the meta object for the reference '{@link org.banneret.model.HexsideFeature#getType <em>Type</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Type</em>'.
	 * @see org.banneret.model.HexsideFeature#getType()
	 * @see #getHexsideFeature()
	 * @generated
	 */
	EReference getHexsideFeature_Type();

	/**
	 * Returns the meta object for class '{@link org.banneret.model.MapPath <em>Map Path</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Map Path</em>'.
	 * @see org.banneret.model.MapPath
	 * @generated
	 */
	EClass getMapPath();

	/**
	 * Returns the meta object for the reference '{@link org.banneret.model.MapPath#getType <em>Type</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Type</em>'.
	 * @see org.banneret.model.MapPath#getType()
	 * @see #getMapPath()
	 * @generated
	 */
	EReference getMapPath_Type();

	/**
	 * Returns the meta object for the attribute list '{@link org.banneret.model.MapPath#getHexes <em>Hexes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute list '<em>Hexes</em>'.
	 * @see org.banneret.model.MapPath#getHexes()
	 * @see #getMapPath()
	 * @generated
	 */
	EAttribute getMapPath_Hexes();

	/**
	 * Returns the meta object for class '{@link org.banneret.model.Region <em>Region</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Region</em>'.
	 * @see org.banneret.model.Region
	 * @generated
	 */
	EClass getRegion();

	/**
	 * Returns the meta object for the attribute list '{@link org.banneret.model.Region#getHexes <em>Hexes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute list '<em>Hexes</em>'.
	 * @see org.banneret.model.Region#getHexes()
	 * @see #getRegion()
	 * @generated
	 */
	EAttribute getRegion_Hexes();

	/**
	 * Returns the meta object for class '{@link org.banneret.model.MapSide <em>Map Side</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Map Side</em>'.
	 * @see org.banneret.model.MapSide
	 * @generated
	 */
	EClass getMapSide();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.MapSide#getNumber <em>Number</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Number</em>'.
	 * @see org.banneret.model.MapSide#getNumber()
	 * @see #getMapSide()
	 * @generated
	 */
	EAttribute getMapSide_Number();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.MapSide#getEdge <em>Edge</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Edge</em>'.
	 * @see org.banneret.model.MapSide#getEdge()
	 * @see #getMapSide()
	 * @generated
	 */
	EAttribute getMapSide_Edge();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.MapSide#isClosed <em>Closed</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Closed</em>'.
	 * @see org.banneret.model.MapSide#isClosed()
	 * @see #getMapSide()
	 * @generated
	 */
	EAttribute getMapSide_Closed();

	/**
	 * Returns the meta object for class '{@link org.banneret.model.HexMarker <em>Hex Marker</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Hex Marker</em>'.
	 * @see org.banneret.model.HexMarker
	 * @generated
	 */
	EClass getHexMarker();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.HexMarker#getHex <em>Hex</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Hex</em>'.
	 * @see org.banneret.model.HexMarker#getHex()
	 * @see #getHexMarker()
	 * @generated
	 */
	EAttribute getHexMarker_Hex();

	/**
	 * Returns the meta object for the reference '{@link org.banneret.model.HexMarker#getType <em>Type</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Type</em>'.
	 * @see org.banneret.model.HexMarker#getType()
	 * @see #getHexMarker()
	 * @generated
	 */
	EReference getHexMarker_Type();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.HexMarker#getValue <em>Value</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Value</em>'.
	 * @see org.banneret.model.HexMarker#getValue()
	 * @see #getHexMarker()
	 * @generated
	 */
	EAttribute getHexMarker_Value();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.HexMarker#getFacing <em>Facing</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Facing</em>'.
	 * @see org.banneret.model.HexMarker#getFacing()
	 * @see #getHexMarker()
	 * @generated
	 */
	EAttribute getHexMarker_Facing();

	/**
	 * Returns the meta object for class '{@link org.banneret.model.Structure <em>Structure</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Structure</em>'.
	 * @see org.banneret.model.Structure
	 * @generated
	 */
	EClass getStructure();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.Structure#getRole <em>Role</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Role</em>'.
	 * @see org.banneret.model.Structure#getRole()
	 * @see #getStructure()
	 * @generated
	 */
	EAttribute getStructure_Role();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.Structure#getMaterial <em>Material</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Material</em>'.
	 * @see org.banneret.model.Structure#getMaterial()
	 * @see #getStructure()
	 * @generated
	 */
	EAttribute getStructure_Material();

	/**
	 * Returns the meta object for the containment reference list '{@link org.banneret.model.Structure#getDamage <em>Damage</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Damage</em>'.
	 * @see org.banneret.model.Structure#getDamage()
	 * @see #getStructure()
	 * @generated
	 */
	EReference getStructure_Damage();

	/**
	 * Returns the meta object for the attribute list '{@link org.banneret.model.Structure#getHexes <em>Hexes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute list '<em>Hexes</em>'.
	 * @see org.banneret.model.Structure#getHexes()
	 * @see #getStructure()
	 * @generated
	 */
	EAttribute getStructure_Hexes();

	/**
	 * Returns the meta object for class '{@link org.banneret.model.StructureDamage <em>Structure Damage</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Structure Damage</em>'.
	 * @see org.banneret.model.StructureDamage
	 * @generated
	 */
	EClass getStructureDamage();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.StructureDamage#getHex <em>Hex</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Hex</em>'.
	 * @see org.banneret.model.StructureDamage#getHex()
	 * @see #getStructureDamage()
	 * @generated
	 */
	EAttribute getStructureDamage_Hex();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.StructureDamage#getStage <em>Stage</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Stage</em>'.
	 * @see org.banneret.model.StructureDamage#getStage()
	 * @see #getStructureDamage()
	 * @generated
	 */
	EAttribute getStructureDamage_Stage();

	/**
	 * Returns the meta object for class '{@link org.banneret.model.Scenario <em>Scenario</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Scenario</em>'.
	 * @see org.banneret.model.Scenario
	 * @generated
	 */
	EClass getScenario();

	/**
	 * Returns the meta object for the reference '{@link org.banneret.model.Scenario#getGameSystem <em>Game System</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Game System</em>'.
	 * @see org.banneret.model.Scenario#getGameSystem()
	 * @see #getScenario()
	 * @generated
	 */
	EReference getScenario_GameSystem();

	/**
	 * Returns the meta object for the containment reference list '{@link org.banneret.model.Scenario#getVariantSettings <em>Variant Settings</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Variant Settings</em>'.
	 * @see org.banneret.model.Scenario#getVariantSettings()
	 * @see #getScenario()
	 * @generated
	 */
	EReference getScenario_VariantSettings();

	/**
	 * Returns the meta object for the containment reference list '{@link org.banneret.model.Scenario#getSheets <em>Sheets</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Sheets</em>'.
	 * @see org.banneret.model.Scenario#getSheets()
	 * @see #getScenario()
	 * @generated
	 */
	EReference getScenario_Sheets();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.Scenario#getFirstTurn <em>First Turn</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>First Turn</em>'.
	 * @see org.banneret.model.Scenario#getFirstTurn()
	 * @see #getScenario()
	 * @generated
	 */
	EAttribute getScenario_FirstTurn();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.Scenario#getLastTurn <em>Last Turn</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Last Turn</em>'.
	 * @see org.banneret.model.Scenario#getLastTurn()
	 * @see #getScenario()
	 * @generated
	 */
	EAttribute getScenario_LastTurn();

	/**
	 * Returns the meta object for the containment reference list '{@link org.banneret.model.Scenario#getSides <em>Sides</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Sides</em>'.
	 * @see org.banneret.model.Scenario#getSides()
	 * @see #getScenario()
	 * @generated
	 */
	EReference getScenario_Sides();

	/**
	 * Returns the meta object for the containment reference list '{@link org.banneret.model.Scenario#getSpecialRules <em>Special Rules</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Special Rules</em>'.
	 * @see org.banneret.model.Scenario#getSpecialRules()
	 * @see #getScenario()
	 * @generated
	 */
	EReference getScenario_SpecialRules();

	/**
	 * Returns the meta object for the containment reference list '{@link org.banneret.model.Scenario#getLinks <em>Links</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Links</em>'.
	 * @see org.banneret.model.Scenario#getLinks()
	 * @see #getScenario()
	 * @generated
	 */
	EReference getScenario_Links();

	/**
	 * Returns the meta object for the containment reference list '{@link org.banneret.model.Scenario#getWaivers <em>Waivers</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Waivers</em>'.
	 * @see org.banneret.model.Scenario#getWaivers()
	 * @see #getScenario()
	 * @generated
	 */
	EReference getScenario_Waivers();

	/**
	 * Returns the meta object for the containment reference list '{@link org.banneret.model.Scenario#getSiegeRecord <em>Siege Record</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Siege Record</em>'.
	 * @see org.banneret.model.Scenario#getSiegeRecord()
	 * @see #getScenario()
	 * @generated
	 */
	EReference getScenario_SiegeRecord();

	/**
	 * Returns the meta object for class '{@link org.banneret.model.VariantSetting <em>Variant Setting</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Variant Setting</em>'.
	 * @see org.banneret.model.VariantSetting
	 * @generated
	 */
	EClass getVariantSetting();

	/**
	 * Returns the meta object for the reference '{@link org.banneret.model.VariantSetting#getVariant <em>Variant</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Variant</em>'.
	 * @see org.banneret.model.VariantSetting#getVariant()
	 * @see #getVariantSetting()
	 * @generated
	 */
	EReference getVariantSetting_Variant();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.VariantSetting#getValue <em>Value</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Value</em>'.
	 * @see org.banneret.model.VariantSetting#getValue()
	 * @see #getVariantSetting()
	 * @generated
	 */
	EAttribute getVariantSetting_Value();

	/**
	 * Returns the meta object for class '{@link org.banneret.model.SheetPlacement <em>Sheet Placement</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Sheet Placement</em>'.
	 * @see org.banneret.model.SheetPlacement
	 * @generated
	 */
	EClass getSheetPlacement();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.SheetPlacement#getId <em>Id</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Id</em>'.
	 * @see org.banneret.model.SheetPlacement#getId()
	 * @see #getSheetPlacement()
	 * @generated
	 */
	EAttribute getSheetPlacement_Id();

	/**
	 * Returns the meta object for the reference '{@link org.banneret.model.SheetPlacement#getMap <em>Map</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Map</em>'.
	 * @see org.banneret.model.SheetPlacement#getMap()
	 * @see #getSheetPlacement()
	 * @generated
	 */
	EReference getSheetPlacement_Map();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.SheetPlacement#getColumnOffset <em>Column Offset</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Column Offset</em>'.
	 * @see org.banneret.model.SheetPlacement#getColumnOffset()
	 * @see #getSheetPlacement()
	 * @generated
	 */
	EAttribute getSheetPlacement_ColumnOffset();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.SheetPlacement#getRowOffset <em>Row Offset</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Row Offset</em>'.
	 * @see org.banneret.model.SheetPlacement#getRowOffset()
	 * @see #getSheetPlacement()
	 * @generated
	 */
	EAttribute getSheetPlacement_RowOffset();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.SheetPlacement#getRotation <em>Rotation</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Rotation</em>'.
	 * @see org.banneret.model.SheetPlacement#getRotation()
	 * @see #getSheetPlacement()
	 * @generated
	 */
	EAttribute getSheetPlacement_Rotation();

	/**
	 * Returns the meta object for class '{@link org.banneret.model.ForceElement <em>Force Element</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Force Element</em>'.
	 * @see org.banneret.model.ForceElement
	 * @generated
	 */
	EClass getForceElement();

	/**
	 * Returns the meta object for the containment reference list '{@link org.banneret.model.ForceElement#getElements <em>Elements</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Elements</em>'.
	 * @see org.banneret.model.ForceElement#getElements()
	 * @see #getForceElement()
	 * @generated
	 */
	EReference getForceElement_Elements();

	/**
	 * Returns the meta object for class '{@link org.banneret.model.Side <em>Side</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Side</em>'.
	 * @see org.banneret.model.Side
	 * @generated
	 */
	EClass getSide();

	/**
	 * Returns the meta object for the reference list '{@link org.banneret.model.Side#getNationalities <em>Nationalities</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference list '<em>Nationalities</em>'.
	 * @see org.banneret.model.Side#getNationalities()
	 * @see #getSide()
	 * @generated
	 */
	EReference getSide_Nationalities();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.Side#getColor <em>Color</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Color</em>'.
	 * @see org.banneret.model.Side#getColor()
	 * @see #getSide()
	 * @generated
	 */
	EAttribute getSide_Color();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.Side#getRole <em>Role</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Role</em>'.
	 * @see org.banneret.model.Side#getRole()
	 * @see #getSide()
	 * @generated
	 */
	EAttribute getSide_Role();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.Side#getSetupOrder <em>Setup Order</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Setup Order</em>'.
	 * @see org.banneret.model.Side#getSetupOrder()
	 * @see #getSide()
	 * @generated
	 */
	EAttribute getSide_SetupOrder();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.Side#isInitiative <em>Initiative</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Initiative</em>'.
	 * @see org.banneret.model.Side#isInitiative()
	 * @see #getSide()
	 * @generated
	 */
	EAttribute getSide_Initiative();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.Side#getMorale <em>Morale</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Morale</em>'.
	 * @see org.banneret.model.Side#getMorale()
	 * @see #getSide()
	 * @generated
	 */
	EAttribute getSide_Morale();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.Side#getBanners <em>Banners</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Banners</em>'.
	 * @see org.banneret.model.Side#getBanners()
	 * @see #getSide()
	 * @generated
	 */
	EAttribute getSide_Banners();

	/**
	 * Returns the meta object for the containment reference list '{@link org.banneret.model.Side#getVictoryPoints <em>Victory Points</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Victory Points</em>'.
	 * @see org.banneret.model.Side#getVictoryPoints()
	 * @see #getSide()
	 * @generated
	 */
	EReference getSide_VictoryPoints();

	/**
	 * Returns the meta object for the containment reference list '{@link org.banneret.model.Side#getAutomaticVictory <em>Automatic Victory</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Automatic Victory</em>'.
	 * @see org.banneret.model.Side#getAutomaticVictory()
	 * @see #getSide()
	 * @generated
	 */
	EReference getSide_AutomaticVictory();

	/**
	 * Returns the meta object for class '{@link org.banneret.model.Formation <em>Formation</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Formation</em>'.
	 * @see org.banneret.model.Formation
	 * @generated
	 */
	EClass getFormation();

	/**
	 * Returns the meta object for the reference '{@link org.banneret.model.Formation#getCommander <em>Commander</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Commander</em>'.
	 * @see org.banneret.model.Formation#getCommander()
	 * @see #getFormation()
	 * @generated
	 */
	EReference getFormation_Commander();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.Formation#getKind <em>Kind</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Kind</em>'.
	 * @see org.banneret.model.Formation#getKind()
	 * @see #getFormation()
	 * @generated
	 */
	EAttribute getFormation_Kind();

	/**
	 * Returns the meta object for the attribute list '{@link org.banneret.model.Formation#getHexes <em>Hexes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute list '<em>Hexes</em>'.
	 * @see org.banneret.model.Formation#getHexes()
	 * @see #getFormation()
	 * @generated
	 */
	EAttribute getFormation_Hexes();

	/**
	 * Returns the meta object for class '{@link org.banneret.model.Unit <em>Unit</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Unit</em>'.
	 * @see org.banneret.model.Unit
	 * @generated
	 */
	EClass getUnit();

	/**
	 * Returns the meta object for the reference '{@link org.banneret.model.Unit#getType <em>Type</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Type</em>'.
	 * @see org.banneret.model.Unit#getType()
	 * @see #getUnit()
	 * @generated
	 */
	EReference getUnit_Type();

	/**
	 * Returns the meta object for the reference '{@link org.banneret.model.Unit#getTemplate <em>Template</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Template</em>'.
	 * @see org.banneret.model.Unit#getTemplate()
	 * @see #getUnit()
	 * @generated
	 */
	EReference getUnit_Template();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.Unit#getCount <em>Count</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Count</em>'.
	 * @see org.banneret.model.Unit#getCount()
	 * @see #getUnit()
	 * @generated
	 */
	EAttribute getUnit_Count();

	/**
	 * Returns the meta object for the reference '{@link org.banneret.model.Unit#getNationality <em>Nationality</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Nationality</em>'.
	 * @see org.banneret.model.Unit#getNationality()
	 * @see #getUnit()
	 * @generated
	 */
	EReference getUnit_Nationality();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.Unit#getArmour <em>Armour</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Armour</em>'.
	 * @see org.banneret.model.Unit#getArmour()
	 * @see #getUnit()
	 * @generated
	 */
	EAttribute getUnit_Armour();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.Unit#getStrength <em>Strength</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Strength</em>'.
	 * @see org.banneret.model.Unit#getStrength()
	 * @see #getUnit()
	 * @generated
	 */
	EAttribute getUnit_Strength();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.Unit#getState <em>State</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>State</em>'.
	 * @see org.banneret.model.Unit#getState()
	 * @see #getUnit()
	 * @generated
	 */
	EAttribute getUnit_State();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.Unit#getFatigue <em>Fatigue</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Fatigue</em>'.
	 * @see org.banneret.model.Unit#getFatigue()
	 * @see #getUnit()
	 * @generated
	 */
	EAttribute getUnit_Fatigue();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.Unit#isBanner <em>Banner</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Banner</em>'.
	 * @see org.banneret.model.Unit#isBanner()
	 * @see #getUnit()
	 * @generated
	 */
	EAttribute getUnit_Banner();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.Unit#isFlipped <em>Flipped</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Flipped</em>'.
	 * @see org.banneret.model.Unit#isFlipped()
	 * @see #getUnit()
	 * @generated
	 */
	EAttribute getUnit_Flipped();

	/**
	 * Returns the meta object for the attribute list '{@link org.banneret.model.Unit#getTraits <em>Traits</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute list '<em>Traits</em>'.
	 * @see org.banneret.model.Unit#getTraits()
	 * @see #getUnit()
	 * @generated
	 */
	EAttribute getUnit_Traits();

	/**
	 * Returns the meta object for the containment reference list '{@link org.banneret.model.Unit#getOverrides <em>Overrides</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Overrides</em>'.
	 * @see org.banneret.model.Unit#getOverrides()
	 * @see #getUnit()
	 * @generated
	 */
	EReference getUnit_Overrides();

	/**
	 * Returns the meta object for the containment reference list '{@link org.banneret.model.Unit#getMarkers <em>Markers</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Markers</em>'.
	 * @see org.banneret.model.Unit#getMarkers()
	 * @see #getUnit()
	 * @generated
	 */
	EReference getUnit_Markers();

	/**
	 * Returns the meta object for the reference '{@link org.banneret.model.Unit#getLeader <em>Leader</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Leader</em>'.
	 * @see org.banneret.model.Unit#getLeader()
	 * @see #getUnit()
	 * @generated
	 */
	EReference getUnit_Leader();

	/**
	 * Returns the meta object for the reference '{@link org.banneret.model.Unit#getCarrier <em>Carrier</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Carrier</em>'.
	 * @see org.banneret.model.Unit#getCarrier()
	 * @see #getUnit()
	 * @generated
	 */
	EReference getUnit_Carrier();

	/**
	 * Returns the meta object for the containment reference '{@link org.banneret.model.Unit#getPlacement <em>Placement</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Placement</em>'.
	 * @see org.banneret.model.Unit#getPlacement()
	 * @see #getUnit()
	 * @generated
	 */
	EReference getUnit_Placement();

	/**
	 * Returns the meta object for the reference '{@link org.banneret.model.Unit#getReplacing <em>Replacing</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Replacing</em>'.
	 * @see org.banneret.model.Unit#getReplacing()
	 * @see #getUnit()
	 * @generated
	 */
	EReference getUnit_Replacing();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.Unit#getTask <em>Task</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Task</em>'.
	 * @see org.banneret.model.Unit#getTask()
	 * @see #getUnit()
	 * @generated
	 */
	EAttribute getUnit_Task();

	/**
	 * Returns the meta object for class '{@link org.banneret.model.UnitMarker <em>Unit Marker</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Unit Marker</em>'.
	 * @see org.banneret.model.UnitMarker
	 * @generated
	 */
	EClass getUnitMarker();

	/**
	 * Returns the meta object for the reference '{@link org.banneret.model.UnitMarker#getType <em>Type</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Type</em>'.
	 * @see org.banneret.model.UnitMarker#getType()
	 * @see #getUnitMarker()
	 * @generated
	 */
	EReference getUnitMarker_Type();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.UnitMarker#getValue <em>Value</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Value</em>'.
	 * @see org.banneret.model.UnitMarker#getValue()
	 * @see #getUnitMarker()
	 * @generated
	 */
	EAttribute getUnitMarker_Value();

	/**
	 * Returns the meta object for the reference '{@link org.banneret.model.UnitMarker#getTarget <em>Target</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Target</em>'.
	 * @see org.banneret.model.UnitMarker#getTarget()
	 * @see #getUnitMarker()
	 * @generated
	 */
	EReference getUnitMarker_Target();

	/**
	 * Returns the meta object for class '{@link org.banneret.model.Placement <em>Placement</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Placement</em>'.
	 * @see org.banneret.model.Placement
	 * @generated
	 */
	EClass getPlacement();

	/**
	 * Returns the meta object for class '{@link org.banneret.model.HexPlacement <em>Hex Placement</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Hex Placement</em>'.
	 * @see org.banneret.model.HexPlacement
	 * @generated
	 */
	EClass getHexPlacement();

	/**
	 * Returns the meta object for the attribute list '{@link org.banneret.model.HexPlacement#getHexes <em>Hexes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute list '<em>Hexes</em>'.
	 * @see org.banneret.model.HexPlacement#getHexes()
	 * @see #getHexPlacement()
	 * @generated
	 */
	EAttribute getHexPlacement_Hexes();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.HexPlacement#getFacing <em>Facing</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Facing</em>'.
	 * @see org.banneret.model.HexPlacement#getFacing()
	 * @see #getHexPlacement()
	 * @generated
	 */
	EAttribute getHexPlacement_Facing();

	/**
	 * Returns the meta object for the reference '{@link org.banneret.model.HexPlacement#getSlot <em>Slot</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Slot</em>'.
	 * @see org.banneret.model.HexPlacement#getSlot()
	 * @see #getHexPlacement()
	 * @generated
	 */
	EReference getHexPlacement_Slot();

	/**
	 * Returns the meta object for class '{@link org.banneret.model.Anchor <em>Anchor</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Anchor</em>'.
	 * @see org.banneret.model.Anchor
	 * @generated
	 */
	EClass getAnchor();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.Anchor#getHex <em>Hex</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Hex</em>'.
	 * @see org.banneret.model.Anchor#getHex()
	 * @see #getAnchor()
	 * @generated
	 */
	EAttribute getAnchor_Hex();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.Anchor#getRadius <em>Radius</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Radius</em>'.
	 * @see org.banneret.model.Anchor#getRadius()
	 * @see #getAnchor()
	 * @generated
	 */
	EAttribute getAnchor_Radius();

	/**
	 * Returns the meta object for class '{@link org.banneret.model.PathSegment <em>Path Segment</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Path Segment</em>'.
	 * @see org.banneret.model.PathSegment
	 * @generated
	 */
	EClass getPathSegment();

	/**
	 * Returns the meta object for the reference '{@link org.banneret.model.PathSegment#getPath <em>Path</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Path</em>'.
	 * @see org.banneret.model.PathSegment#getPath()
	 * @see #getPathSegment()
	 * @generated
	 */
	EReference getPathSegment_Path();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.PathSegment#getFrom <em>From</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>From</em>'.
	 * @see org.banneret.model.PathSegment#getFrom()
	 * @see #getPathSegment()
	 * @generated
	 */
	EAttribute getPathSegment_From();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.PathSegment#getTo <em>To</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>To</em>'.
	 * @see org.banneret.model.PathSegment#getTo()
	 * @see #getPathSegment()
	 * @generated
	 */
	EAttribute getPathSegment_To();

	/**
	 * Returns the meta object for class '{@link org.banneret.model.AreaPlacement <em>Area Placement</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Area Placement</em>'.
	 * @see org.banneret.model.AreaPlacement
	 * @generated
	 */
	EClass getAreaPlacement();

	/**
	 * Returns the meta object for the containment reference list '{@link org.banneret.model.AreaPlacement#getAnchors <em>Anchors</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Anchors</em>'.
	 * @see org.banneret.model.AreaPlacement#getAnchors()
	 * @see #getAreaPlacement()
	 * @generated
	 */
	EReference getAreaPlacement_Anchors();

	/**
	 * Returns the meta object for the containment reference list '{@link org.banneret.model.AreaPlacement#getSegments <em>Segments</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Segments</em>'.
	 * @see org.banneret.model.AreaPlacement#getSegments()
	 * @see #getAreaPlacement()
	 * @generated
	 */
	EReference getAreaPlacement_Segments();

	/**
	 * Returns the meta object for class '{@link org.banneret.model.RegionPlacement <em>Region Placement</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Region Placement</em>'.
	 * @see org.banneret.model.RegionPlacement
	 * @generated
	 */
	EClass getRegionPlacement();

	/**
	 * Returns the meta object for the reference '{@link org.banneret.model.RegionPlacement#getRegion <em>Region</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Region</em>'.
	 * @see org.banneret.model.RegionPlacement#getRegion()
	 * @see #getRegionPlacement()
	 * @generated
	 */
	EReference getRegionPlacement_Region();

	/**
	 * Returns the meta object for class '{@link org.banneret.model.EdgePlacement <em>Edge Placement</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Edge Placement</em>'.
	 * @see org.banneret.model.EdgePlacement
	 * @generated
	 */
	EClass getEdgePlacement();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.EdgePlacement#getEdge <em>Edge</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Edge</em>'.
	 * @see org.banneret.model.EdgePlacement#getEdge()
	 * @see #getEdgePlacement()
	 * @generated
	 */
	EAttribute getEdgePlacement_Edge();

	/**
	 * Returns the meta object for the reference '{@link org.banneret.model.EdgePlacement#getMapSide <em>Map Side</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Map Side</em>'.
	 * @see org.banneret.model.EdgePlacement#getMapSide()
	 * @see #getEdgePlacement()
	 * @generated
	 */
	EReference getEdgePlacement_MapSide();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.EdgePlacement#getSheet <em>Sheet</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Sheet</em>'.
	 * @see org.banneret.model.EdgePlacement#getSheet()
	 * @see #getEdgePlacement()
	 * @generated
	 */
	EAttribute getEdgePlacement_Sheet();

	/**
	 * Returns the meta object for class '{@link org.banneret.model.ReinforcementPlacement <em>Reinforcement Placement</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Reinforcement Placement</em>'.
	 * @see org.banneret.model.ReinforcementPlacement
	 * @generated
	 */
	EClass getReinforcementPlacement();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.ReinforcementPlacement#getTurn <em>Turn</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Turn</em>'.
	 * @see org.banneret.model.ReinforcementPlacement#getTurn()
	 * @see #getReinforcementPlacement()
	 * @generated
	 */
	EAttribute getReinforcementPlacement_Turn();

	/**
	 * Returns the meta object for the attribute list '{@link org.banneret.model.ReinforcementPlacement#getEntryHexes <em>Entry Hexes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute list '<em>Entry Hexes</em>'.
	 * @see org.banneret.model.ReinforcementPlacement#getEntryHexes()
	 * @see #getReinforcementPlacement()
	 * @generated
	 */
	EAttribute getReinforcementPlacement_EntryHexes();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.ReinforcementPlacement#getPerTurnLimit <em>Per Turn Limit</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Per Turn Limit</em>'.
	 * @see org.banneret.model.ReinforcementPlacement#getPerTurnLimit()
	 * @see #getReinforcementPlacement()
	 * @generated
	 */
	EAttribute getReinforcementPlacement_PerTurnLimit();

	/**
	 * Returns the meta object for class '{@link org.banneret.model.VictoryPoints <em>Victory Points</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Victory Points</em>'.
	 * @see org.banneret.model.VictoryPoints
	 * @generated
	 */
	EClass getVictoryPoints();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.VictoryPoints#getEvent <em>Event</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Event</em>'.
	 * @see org.banneret.model.VictoryPoints#getEvent()
	 * @see #getVictoryPoints()
	 * @generated
	 */
	EAttribute getVictoryPoints_Event();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.VictoryPoints#getPoints <em>Points</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Points</em>'.
	 * @see org.banneret.model.VictoryPoints#getPoints()
	 * @see #getVictoryPoints()
	 * @generated
	 */
	EAttribute getVictoryPoints_Points();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.VictoryPoints#getDescription <em>Description</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Description</em>'.
	 * @see org.banneret.model.VictoryPoints#getDescription()
	 * @see #getVictoryPoints()
	 * @generated
	 */
	EAttribute getVictoryPoints_Description();

	/**
	 * Returns the meta object for the reference list '{@link org.banneret.model.VictoryPoints#getUnits <em>Units</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference list '<em>Units</em>'.
	 * @see org.banneret.model.VictoryPoints#getUnits()
	 * @see #getVictoryPoints()
	 * @generated
	 */
	EReference getVictoryPoints_Units();

	/**
	 * Returns the meta object for the reference '{@link org.banneret.model.VictoryPoints#getUnitType <em>Unit Type</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Unit Type</em>'.
	 * @see org.banneret.model.VictoryPoints#getUnitType()
	 * @see #getVictoryPoints()
	 * @generated
	 */
	EReference getVictoryPoints_UnitType();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.VictoryPoints#getArmour <em>Armour</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Armour</em>'.
	 * @see org.banneret.model.VictoryPoints#getArmour()
	 * @see #getVictoryPoints()
	 * @generated
	 */
	EAttribute getVictoryPoints_Armour();

	/**
	 * Returns the meta object for the attribute list '{@link org.banneret.model.VictoryPoints#getHexes <em>Hexes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute list '<em>Hexes</em>'.
	 * @see org.banneret.model.VictoryPoints#getHexes()
	 * @see #getVictoryPoints()
	 * @generated
	 */
	EAttribute getVictoryPoints_Hexes();

	/**
	 * Returns the meta object for the reference '{@link org.banneret.model.VictoryPoints#getRegion <em>Region</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Region</em>'.
	 * @see org.banneret.model.VictoryPoints#getRegion()
	 * @see #getVictoryPoints()
	 * @generated
	 */
	EReference getVictoryPoints_Region();

	/**
	 * Returns the meta object for the reference '{@link org.banneret.model.VictoryPoints#getFeatureType <em>Feature Type</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Feature Type</em>'.
	 * @see org.banneret.model.VictoryPoints#getFeatureType()
	 * @see #getVictoryPoints()
	 * @generated
	 */
	EReference getVictoryPoints_FeatureType();

	/**
	 * Returns the meta object for class '{@link org.banneret.model.AutomaticCondition <em>Automatic Condition</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Automatic Condition</em>'.
	 * @see org.banneret.model.AutomaticCondition
	 * @generated
	 */
	EClass getAutomaticCondition();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.AutomaticCondition#getKind <em>Kind</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Kind</em>'.
	 * @see org.banneret.model.AutomaticCondition#getKind()
	 * @see #getAutomaticCondition()
	 * @generated
	 */
	EAttribute getAutomaticCondition_Kind();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.AutomaticCondition#getDescription <em>Description</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Description</em>'.
	 * @see org.banneret.model.AutomaticCondition#getDescription()
	 * @see #getAutomaticCondition()
	 * @generated
	 */
	EAttribute getAutomaticCondition_Description();

	/**
	 * Returns the meta object for the reference list '{@link org.banneret.model.AutomaticCondition#getUnits <em>Units</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference list '<em>Units</em>'.
	 * @see org.banneret.model.AutomaticCondition#getUnits()
	 * @see #getAutomaticCondition()
	 * @generated
	 */
	EReference getAutomaticCondition_Units();

	/**
	 * Returns the meta object for the attribute list '{@link org.banneret.model.AutomaticCondition#getHexes <em>Hexes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute list '<em>Hexes</em>'.
	 * @see org.banneret.model.AutomaticCondition#getHexes()
	 * @see #getAutomaticCondition()
	 * @generated
	 */
	EAttribute getAutomaticCondition_Hexes();

	/**
	 * Returns the meta object for the reference list '{@link org.banneret.model.AutomaticCondition#getRegions <em>Regions</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference list '<em>Regions</em>'.
	 * @see org.banneret.model.AutomaticCondition#getRegions()
	 * @see #getAutomaticCondition()
	 * @generated
	 */
	EReference getAutomaticCondition_Regions();

	/**
	 * Returns the meta object for the containment reference list '{@link org.banneret.model.AutomaticCondition#getSegments <em>Segments</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Segments</em>'.
	 * @see org.banneret.model.AutomaticCondition#getSegments()
	 * @see #getAutomaticCondition()
	 * @generated
	 */
	EReference getAutomaticCondition_Segments();

	/**
	 * Returns the meta object for the reference list '{@link org.banneret.model.AutomaticCondition#getExcludedTerrain <em>Excluded Terrain</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference list '<em>Excluded Terrain</em>'.
	 * @see org.banneret.model.AutomaticCondition#getExcludedTerrain()
	 * @see #getAutomaticCondition()
	 * @generated
	 */
	EReference getAutomaticCondition_ExcludedTerrain();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.AutomaticCondition#getEdge <em>Edge</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Edge</em>'.
	 * @see org.banneret.model.AutomaticCondition#getEdge()
	 * @see #getAutomaticCondition()
	 * @generated
	 */
	EAttribute getAutomaticCondition_Edge();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.AutomaticCondition#getValue <em>Value</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Value</em>'.
	 * @see org.banneret.model.AutomaticCondition#getValue()
	 * @see #getAutomaticCondition()
	 * @generated
	 */
	EAttribute getAutomaticCondition_Value();

	/**
	 * Returns the meta object for class '{@link org.banneret.model.SpecialRule <em>Special Rule</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Special Rule</em>'.
	 * @see org.banneret.model.SpecialRule
	 * @generated
	 */
	EClass getSpecialRule();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.SpecialRule#getText <em>Text</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Text</em>'.
	 * @see org.banneret.model.SpecialRule#getText()
	 * @see #getSpecialRule()
	 * @generated
	 */
	EAttribute getSpecialRule_Text();

	/**
	 * Returns the meta object for the containment reference list '{@link org.banneret.model.SpecialRule#getFlags <em>Flags</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Flags</em>'.
	 * @see org.banneret.model.SpecialRule#getFlags()
	 * @see #getSpecialRule()
	 * @generated
	 */
	EReference getSpecialRule_Flags();

	/**
	 * Returns the meta object for class '{@link org.banneret.model.RuleFlag <em>Rule Flag</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Rule Flag</em>'.
	 * @see org.banneret.model.RuleFlag
	 * @generated
	 */
	EClass getRuleFlag();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.RuleFlag#getKey <em>Key</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Key</em>'.
	 * @see org.banneret.model.RuleFlag#getKey()
	 * @see #getRuleFlag()
	 * @generated
	 */
	EAttribute getRuleFlag_Key();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.RuleFlag#getValue <em>Value</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Value</em>'.
	 * @see org.banneret.model.RuleFlag#getValue()
	 * @see #getRuleFlag()
	 * @generated
	 */
	EAttribute getRuleFlag_Value();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.RuleFlag#getFromTurn <em>From Turn</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>From Turn</em>'.
	 * @see org.banneret.model.RuleFlag#getFromTurn()
	 * @see #getRuleFlag()
	 * @generated
	 */
	EAttribute getRuleFlag_FromTurn();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.RuleFlag#getToTurn <em>To Turn</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>To Turn</em>'.
	 * @see org.banneret.model.RuleFlag#getToTurn()
	 * @see #getRuleFlag()
	 * @generated
	 */
	EAttribute getRuleFlag_ToTurn();

	/**
	 * Returns the meta object for the reference list '{@link org.banneret.model.RuleFlag#getTargets <em>Targets</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference list '<em>Targets</em>'.
	 * @see org.banneret.model.RuleFlag#getTargets()
	 * @see #getRuleFlag()
	 * @generated
	 */
	EReference getRuleFlag_Targets();

	/**
	 * Returns the meta object for class '{@link org.banneret.model.ScenarioLink <em>Scenario Link</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Scenario Link</em>'.
	 * @see org.banneret.model.ScenarioLink
	 * @generated
	 */
	EClass getScenarioLink();

	/**
	 * Returns the meta object for the reference '{@link org.banneret.model.ScenarioLink#getSource <em>Source</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Source</em>'.
	 * @see org.banneret.model.ScenarioLink#getSource()
	 * @see #getScenarioLink()
	 * @generated
	 */
	EReference getScenarioLink_Source();

	/**
	 * Returns the meta object for the attribute list '{@link org.banneret.model.ScenarioLink#getCarries <em>Carries</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute list '<em>Carries</em>'.
	 * @see org.banneret.model.ScenarioLink#getCarries()
	 * @see #getScenarioLink()
	 * @generated
	 */
	EAttribute getScenarioLink_Carries();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.ScenarioLink#getDescription <em>Description</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Description</em>'.
	 * @see org.banneret.model.ScenarioLink#getDescription()
	 * @see #getScenarioLink()
	 * @generated
	 */
	EAttribute getScenarioLink_Description();

	/**
	 * Returns the meta object for class '{@link org.banneret.model.RuleWaiver <em>Rule Waiver</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Rule Waiver</em>'.
	 * @see org.banneret.model.RuleWaiver
	 * @generated
	 */
	EClass getRuleWaiver();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.RuleWaiver#getRuleId <em>Rule Id</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Rule Id</em>'.
	 * @see org.banneret.model.RuleWaiver#getRuleId()
	 * @see #getRuleWaiver()
	 * @generated
	 */
	EAttribute getRuleWaiver_RuleId();

	/**
	 * Returns the meta object for the reference list '{@link org.banneret.model.RuleWaiver#getTargets <em>Targets</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference list '<em>Targets</em>'.
	 * @see org.banneret.model.RuleWaiver#getTargets()
	 * @see #getRuleWaiver()
	 * @generated
	 */
	EReference getRuleWaiver_Targets();

	/**
	 * Returns the meta object for the attribute list '{@link org.banneret.model.RuleWaiver#getHexes <em>Hexes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute list '<em>Hexes</em>'.
	 * @see org.banneret.model.RuleWaiver#getHexes()
	 * @see #getRuleWaiver()
	 * @generated
	 */
	EAttribute getRuleWaiver_Hexes();

	/**
	 * Returns the meta object for the attribute '{@link org.banneret.model.RuleWaiver#getReason <em>Reason</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Reason</em>'.
	 * @see org.banneret.model.RuleWaiver#getReason()
	 * @see #getRuleWaiver()
	 * @generated
	 */
	EAttribute getRuleWaiver_Reason();

	/**
	 * Returns the meta object for enum '{@link org.banneret.model.Compass <em>Compass</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Compass</em>'.
	 * @see org.banneret.model.Compass
	 * @generated
	 */
	EEnum getCompass();

	/**
	 * Returns the meta object for enum '{@link org.banneret.model.Severity <em>Severity</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Severity</em>'.
	 * @see org.banneret.model.Severity
	 * @generated
	 */
	EEnum getSeverity();

	/**
	 * Returns the meta object for enum '{@link org.banneret.model.MapSymbol <em>Map Symbol</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Map Symbol</em>'.
	 * @see org.banneret.model.MapSymbol
	 * @generated
	 */
	EEnum getMapSymbol();

	/**
	 * Returns the meta object for enum '{@link org.banneret.model.TerrainPattern <em>Terrain Pattern</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Terrain Pattern</em>'.
	 * @see org.banneret.model.TerrainPattern
	 * @generated
	 */
	EEnum getTerrainPattern();

	/**
	 * Returns the meta object for enum '{@link org.banneret.model.HexsideGlyph <em>Hexside Glyph</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Hexside Glyph</em>'.
	 * @see org.banneret.model.HexsideGlyph
	 * @generated
	 */
	EEnum getHexsideGlyph();

	/**
	 * Returns the meta object for enum '{@link org.banneret.model.LineStyle <em>Line Style</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Line Style</em>'.
	 * @see org.banneret.model.LineStyle
	 * @generated
	 */
	EEnum getLineStyle();

	/**
	 * Returns the meta object for enum '{@link org.banneret.model.StackingMeasure <em>Stacking Measure</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Stacking Measure</em>'.
	 * @see org.banneret.model.StackingMeasure
	 * @generated
	 */
	EEnum getStackingMeasure();

	/**
	 * Returns the meta object for enum '{@link org.banneret.model.Footprint <em>Footprint</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Footprint</em>'.
	 * @see org.banneret.model.Footprint
	 * @generated
	 */
	EEnum getFootprint();

	/**
	 * Returns the meta object for enum '{@link org.banneret.model.GridOrientation <em>Grid Orientation</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Grid Orientation</em>'.
	 * @see org.banneret.model.GridOrientation
	 * @generated
	 */
	EEnum getGridOrientation();

	/**
	 * Returns the meta object for enum '{@link org.banneret.model.OffsetParity <em>Offset Parity</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Offset Parity</em>'.
	 * @see org.banneret.model.OffsetParity
	 * @generated
	 */
	EEnum getOffsetParity();

	/**
	 * Returns the meta object for enum '{@link org.banneret.model.LabelKind <em>Label Kind</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Label Kind</em>'.
	 * @see org.banneret.model.LabelKind
	 * @generated
	 */
	EEnum getLabelKind();

	/**
	 * Returns the meta object for enum '{@link org.banneret.model.StructureRole <em>Structure Role</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Structure Role</em>'.
	 * @see org.banneret.model.StructureRole
	 * @generated
	 */
	EEnum getStructureRole();

	/**
	 * Returns the meta object for enum '{@link org.banneret.model.UnitState <em>Unit State</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Unit State</em>'.
	 * @see org.banneret.model.UnitState
	 * @generated
	 */
	EEnum getUnitState();

	/**
	 * Returns the meta object for enum '{@link org.banneret.model.VictoryEvent <em>Victory Event</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Victory Event</em>'.
	 * @see org.banneret.model.VictoryEvent
	 * @generated
	 */
	EEnum getVictoryEvent();

	/**
	 * Returns the meta object for enum '{@link org.banneret.model.ConditionKind <em>Condition Kind</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Condition Kind</em>'.
	 * @see org.banneret.model.ConditionKind
	 * @generated
	 */
	EEnum getConditionKind();

	/**
	 * Returns the meta object for data type '{@link java.lang.String <em>Hex Label</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
     * <!-- begin-model-doc -->
     * A hex written in its map's label scheme ("3318", "B07") or, across sheets, as "sheet:label".
     * <!-- end-model-doc -->
	 * @return the meta object for data type '<em>Hex Label</em>'.
	 * @see java.lang.String
	 * @model instanceClass="java.lang.String"
	 * @generated
	 */
	EDataType getHexLabel();

	/**
	 * Returns the meta object for data type '{@link org.banneret.model.grid.CellGrid <em>Cell Grid</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
     * <!-- begin-model-doc -->
     * A compact columns x rows grid of small integers (terrain palette indices, elevations); never one object per hex.
     * <!-- end-model-doc -->
	 * @return the meta object for data type '<em>Cell Grid</em>'.
	 * @see org.banneret.model.grid.CellGrid
	 * @model instanceClass="org.banneret.model.grid.CellGrid"
	 * @generated
	 */
	EDataType getCellGrid();

	/**
	 * Returns the factory that creates the instances of the model.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the factory that creates the instances of the model.
	 * @generated
	 */
	BanneretFactory getBanneretFactory();

	/**
	 * <!-- begin-user-doc -->
	 * Defines literals for the meta objects that represent
	 * <ul>
	 *   <li>each class,</li>
	 *   <li>each feature of each class,</li>
	 *   <li>each operation of each class,</li>
	 *   <li>each enum,</li>
	 *   <li>and each data type</li>
	 * </ul>
	 * <!-- end-user-doc -->
	 * @generated
	 */
	interface Literals {
		/**
		 * The meta object literal for the '{@link org.banneret.model.impl.NamedElementImpl <em>Named Element</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.impl.NamedElementImpl
		 * @see org.banneret.model.impl.BanneretPackageImpl#getNamedElement()
		 * @generated
		 */
		EClass NAMED_ELEMENT = eINSTANCE.getNamedElement();

		/**
		 * The meta object literal for the '<em><b>Name</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute NAMED_ELEMENT__NAME = eINSTANCE.getNamedElement_Name();

		/**
		 * The meta object literal for the '<em><b>Title</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute NAMED_ELEMENT__TITLE = eINSTANCE.getNamedElement_Title();

		/**
		 * The meta object literal for the '<em><b>Description</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute NAMED_ELEMENT__DESCRIPTION = eINSTANCE.getNamedElement_Description();

		/**
		 * The meta object literal for the '{@link org.banneret.model.Citable <em>Citable</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.Citable
		 * @see org.banneret.model.impl.BanneretPackageImpl#getCitable()
		 * @generated
		 */
		EClass CITABLE = eINSTANCE.getCitable();

		/**
		 * The meta object literal for the '<em><b>Citation</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CITABLE__CITATION = eINSTANCE.getCitable_Citation();

		/**
		 * The meta object literal for the '{@link org.banneret.model.impl.PrintedValueImpl <em>Printed Value</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.impl.PrintedValueImpl
		 * @see org.banneret.model.impl.BanneretPackageImpl#getPrintedValue()
		 * @generated
		 */
		EClass PRINTED_VALUE = eINSTANCE.getPrintedValue();

		/**
		 * The meta object literal for the '<em><b>Key</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PRINTED_VALUE__KEY = eINSTANCE.getPrintedValue_Key();

		/**
		 * The meta object literal for the '<em><b>Value</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PRINTED_VALUE__VALUE = eINSTANCE.getPrintedValue_Value();

		/**
		 * The meta object literal for the '{@link org.banneret.model.impl.GameSystemImpl <em>Game System</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.impl.GameSystemImpl
		 * @see org.banneret.model.impl.BanneretPackageImpl#getGameSystem()
		 * @generated
		 */
		EClass GAME_SYSTEM = eINSTANCE.getGameSystem();

		/**
		 * The meta object literal for the '<em><b>Rule Set</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute GAME_SYSTEM__RULE_SET = eINSTANCE.getGameSystem_RuleSet();

		/**
		 * The meta object literal for the '<em><b>Nationalities</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference GAME_SYSTEM__NATIONALITIES = eINSTANCE.getGameSystem_Nationalities();

		/**
		 * The meta object literal for the '<em><b>Unit Classes</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference GAME_SYSTEM__UNIT_CLASSES = eINSTANCE.getGameSystem_UnitClasses();

		/**
		 * The meta object literal for the '<em><b>Terrain Types</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference GAME_SYSTEM__TERRAIN_TYPES = eINSTANCE.getGameSystem_TerrainTypes();

		/**
		 * The meta object literal for the '<em><b>Feature Types</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference GAME_SYSTEM__FEATURE_TYPES = eINSTANCE.getGameSystem_FeatureTypes();

		/**
		 * The meta object literal for the '<em><b>Hexside Feature Types</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference GAME_SYSTEM__HEXSIDE_FEATURE_TYPES = eINSTANCE.getGameSystem_HexsideFeatureTypes();

		/**
		 * The meta object literal for the '<em><b>Level Slots</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference GAME_SYSTEM__LEVEL_SLOTS = eINSTANCE.getGameSystem_LevelSlots();

		/**
		 * The meta object literal for the '<em><b>Stacking Limits</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference GAME_SYSTEM__STACKING_LIMITS = eINSTANCE.getGameSystem_StackingLimits();

		/**
		 * The meta object literal for the '<em><b>Unit Types</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference GAME_SYSTEM__UNIT_TYPES = eINSTANCE.getGameSystem_UnitTypes();

		/**
		 * The meta object literal for the '<em><b>Counter Templates</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference GAME_SYSTEM__COUNTER_TEMPLATES = eINSTANCE.getGameSystem_CounterTemplates();

		/**
		 * The meta object literal for the '<em><b>Marker Types</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference GAME_SYSTEM__MARKER_TYPES = eINSTANCE.getGameSystem_MarkerTypes();

		/**
		 * The meta object literal for the '<em><b>Counter Mix</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference GAME_SYSTEM__COUNTER_MIX = eINSTANCE.getGameSystem_CounterMix();

		/**
		 * The meta object literal for the '<em><b>Variants</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference GAME_SYSTEM__VARIANTS = eINSTANCE.getGameSystem_Variants();

		/**
		 * The meta object literal for the '<em><b>Value Ranges</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference GAME_SYSTEM__VALUE_RANGES = eINSTANCE.getGameSystem_ValueRanges();

		/**
		 * The meta object literal for the '{@link org.banneret.model.impl.ValueRangeImpl <em>Value Range</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.impl.ValueRangeImpl
		 * @see org.banneret.model.impl.BanneretPackageImpl#getValueRange()
		 * @generated
		 */
		EClass VALUE_RANGE = eINSTANCE.getValueRange();

		/**
		 * The meta object literal for the '<em><b>Key</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute VALUE_RANGE__KEY = eINSTANCE.getValueRange_Key();

		/**
		 * The meta object literal for the '<em><b>Minimum</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute VALUE_RANGE__MINIMUM = eINSTANCE.getValueRange_Minimum();

		/**
		 * The meta object literal for the '<em><b>Maximum</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute VALUE_RANGE__MAXIMUM = eINSTANCE.getValueRange_Maximum();

		/**
		 * The meta object literal for the '{@link org.banneret.model.impl.NationalityImpl <em>Nationality</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.impl.NationalityImpl
		 * @see org.banneret.model.impl.BanneretPackageImpl#getNationality()
		 * @generated
		 */
		EClass NATIONALITY = eINSTANCE.getNationality();

		/**
		 * The meta object literal for the '<em><b>Color</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute NATIONALITY__COLOR = eINSTANCE.getNationality_Color();

		/**
		 * The meta object literal for the '{@link org.banneret.model.impl.UnitClassImpl <em>Unit Class</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.impl.UnitClassImpl
		 * @see org.banneret.model.impl.BanneretPackageImpl#getUnitClass()
		 * @generated
		 */
		EClass UNIT_CLASS = eINSTANCE.getUnitClass();

		/**
		 * The meta object literal for the '{@link org.banneret.model.impl.MovementCostImpl <em>Movement Cost</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.impl.MovementCostImpl
		 * @see org.banneret.model.impl.BanneretPackageImpl#getMovementCost()
		 * @generated
		 */
		EClass MOVEMENT_COST = eINSTANCE.getMovementCost();

		/**
		 * The meta object literal for the '<em><b>Unit Class</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference MOVEMENT_COST__UNIT_CLASS = eINSTANCE.getMovementCost_UnitClass();

		/**
		 * The meta object literal for the '<em><b>Cost</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MOVEMENT_COST__COST = eINSTANCE.getMovementCost_Cost();

		/**
		 * The meta object literal for the '{@link org.banneret.model.impl.TerrainEffectImpl <em>Terrain Effect</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.impl.TerrainEffectImpl
		 * @see org.banneret.model.impl.BanneretPackageImpl#getTerrainEffect()
		 * @generated
		 */
		EClass TERRAIN_EFFECT = eINSTANCE.getTerrainEffect();

		/**
		 * The meta object literal for the '<em><b>Code</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TERRAIN_EFFECT__CODE = eINSTANCE.getTerrainEffect_Code();

		/**
		 * The meta object literal for the '<em><b>Default Cost</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TERRAIN_EFFECT__DEFAULT_COST = eINSTANCE.getTerrainEffect_DefaultCost();

		/**
		 * The meta object literal for the '<em><b>Costs</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference TERRAIN_EFFECT__COSTS = eINSTANCE.getTerrainEffect_Costs();

		/**
		 * The meta object literal for the '<em><b>Impassable For</b></em>' reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference TERRAIN_EFFECT__IMPASSABLE_FOR = eINSTANCE.getTerrainEffect_ImpassableFor();

		/**
		 * The meta object literal for the '<em><b>Impassable</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TERRAIN_EFFECT__IMPASSABLE = eINSTANCE.getTerrainEffect_Impassable();

		/**
		 * The meta object literal for the '<em><b>Blocks Line Of Sight</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TERRAIN_EFFECT__BLOCKS_LINE_OF_SIGHT = eINSTANCE.getTerrainEffect_BlocksLineOfSight();

		/**
		 * The meta object literal for the '<em><b>Cover</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TERRAIN_EFFECT__COVER = eINSTANCE.getTerrainEffect_Cover();

		/**
		 * The meta object literal for the '<em><b>Combat Effect</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TERRAIN_EFFECT__COMBAT_EFFECT = eINSTANCE.getTerrainEffect_CombatEffect();

		/**
		 * The meta object literal for the '<em><b>Elevation</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TERRAIN_EFFECT__ELEVATION = eINSTANCE.getTerrainEffect_Elevation();

		/**
		 * The meta object literal for the '<em><b>Color</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TERRAIN_EFFECT__COLOR = eINSTANCE.getTerrainEffect_Color();

		/**
		 * The meta object literal for the '<em><b>Symbol</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TERRAIN_EFFECT__SYMBOL = eINSTANCE.getTerrainEffect_Symbol();

		/**
		 * The meta object literal for the '<em><b>Pattern</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TERRAIN_EFFECT__PATTERN = eINSTANCE.getTerrainEffect_Pattern();

		/**
		 * The meta object literal for the '<em><b>Glyph</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TERRAIN_EFFECT__GLYPH = eINSTANCE.getTerrainEffect_Glyph();

		/**
		 * The meta object literal for the '<em><b>Line Width Mm</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TERRAIN_EFFECT__LINE_WIDTH_MM = eINSTANCE.getTerrainEffect_LineWidthMm();

		/**
		 * The meta object literal for the '<em><b>Line Style</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TERRAIN_EFFECT__LINE_STYLE = eINSTANCE.getTerrainEffect_LineStyle();

		/**
		 * The meta object literal for the '<em><b>Traits</b></em>' attribute list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TERRAIN_EFFECT__TRAITS = eINSTANCE.getTerrainEffect_Traits();

		/**
		 * The meta object literal for the '<em><b>Stacking Limits</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference TERRAIN_EFFECT__STACKING_LIMITS = eINSTANCE.getTerrainEffect_StackingLimits();

		/**
		 * The meta object literal for the '{@link org.banneret.model.impl.TerrainTypeImpl <em>Terrain Type</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.impl.TerrainTypeImpl
		 * @see org.banneret.model.impl.BanneretPackageImpl#getTerrainType()
		 * @generated
		 */
		EClass TERRAIN_TYPE = eINSTANCE.getTerrainType();

		/**
		 * The meta object literal for the '{@link org.banneret.model.impl.FeatureTypeImpl <em>Feature Type</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.impl.FeatureTypeImpl
		 * @see org.banneret.model.impl.BanneretPackageImpl#getFeatureType()
		 * @generated
		 */
		EClass FEATURE_TYPE = eINSTANCE.getFeatureType();

		/**
		 * The meta object literal for the '{@link org.banneret.model.impl.HexsideFeatureTypeImpl <em>Hexside Feature Type</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.impl.HexsideFeatureTypeImpl
		 * @see org.banneret.model.impl.BanneretPackageImpl#getHexsideFeatureType()
		 * @generated
		 */
		EClass HEXSIDE_FEATURE_TYPE = eINSTANCE.getHexsideFeatureType();

		/**
		 * The meta object literal for the '{@link org.banneret.model.impl.LevelSlotImpl <em>Level Slot</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.impl.LevelSlotImpl
		 * @see org.banneret.model.impl.BanneretPackageImpl#getLevelSlot()
		 * @generated
		 */
		EClass LEVEL_SLOT = eINSTANCE.getLevelSlot();

		/**
		 * The meta object literal for the '<em><b>Open To</b></em>' reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference LEVEL_SLOT__OPEN_TO = eINSTANCE.getLevelSlot_OpenTo();

		/**
		 * The meta object literal for the '<em><b>Closed To</b></em>' reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference LEVEL_SLOT__CLOSED_TO = eINSTANCE.getLevelSlot_ClosedTo();

		/**
		 * The meta object literal for the '{@link org.banneret.model.impl.StackingLimitImpl <em>Stacking Limit</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.impl.StackingLimitImpl
		 * @see org.banneret.model.impl.BanneretPackageImpl#getStackingLimit()
		 * @generated
		 */
		EClass STACKING_LIMIT = eINSTANCE.getStackingLimit();

		/**
		 * The meta object literal for the '<em><b>Measure</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute STACKING_LIMIT__MEASURE = eINSTANCE.getStackingLimit_Measure();

		/**
		 * The meta object literal for the '<em><b>Maximum</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute STACKING_LIMIT__MAXIMUM = eINSTANCE.getStackingLimit_Maximum();

		/**
		 * The meta object literal for the '<em><b>Slot</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference STACKING_LIMIT__SLOT = eINSTANCE.getStackingLimit_Slot();

		/**
		 * The meta object literal for the '<em><b>Applies To</b></em>' reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference STACKING_LIMIT__APPLIES_TO = eINSTANCE.getStackingLimit_AppliesTo();

		/**
		 * The meta object literal for the '<em><b>Exempt</b></em>' reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference STACKING_LIMIT__EXEMPT = eINSTANCE.getStackingLimit_Exempt();

		/**
		 * The meta object literal for the '<em><b>Per Side</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute STACKING_LIMIT__PER_SIDE = eINSTANCE.getStackingLimit_PerSide();

		/**
		 * The meta object literal for the '<em><b>Front Face Of</b></em>' reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference STACKING_LIMIT__FRONT_FACE_OF = eINSTANCE.getStackingLimit_FrontFaceOf();

		/**
		 * The meta object literal for the '{@link org.banneret.model.impl.FaceValuesImpl <em>Face Values</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.impl.FaceValuesImpl
		 * @see org.banneret.model.impl.BanneretPackageImpl#getFaceValues()
		 * @generated
		 */
		EClass FACE_VALUES = eINSTANCE.getFaceValues();

		/**
		 * The meta object literal for the '<em><b>Attack</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute FACE_VALUES__ATTACK = eINSTANCE.getFaceValues_Attack();

		/**
		 * The meta object literal for the '<em><b>Defence</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute FACE_VALUES__DEFENCE = eINSTANCE.getFaceValues_Defence();

		/**
		 * The meta object literal for the '<em><b>Movement</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute FACE_VALUES__MOVEMENT = eINSTANCE.getFaceValues_Movement();

		/**
		 * The meta object literal for the '<em><b>Strength</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute FACE_VALUES__STRENGTH = eINSTANCE.getFaceValues_Strength();

		/**
		 * The meta object literal for the '<em><b>Armour</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute FACE_VALUES__ARMOUR = eINSTANCE.getFaceValues_Armour();

		/**
		 * The meta object literal for the '<em><b>Values</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference FACE_VALUES__VALUES = eINSTANCE.getFaceValues_Values();

		/**
		 * The meta object literal for the '{@link org.banneret.model.impl.CounterSpecImpl <em>Counter Spec</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.impl.CounterSpecImpl
		 * @see org.banneret.model.impl.BanneretPackageImpl#getCounterSpec()
		 * @generated
		 */
		EClass COUNTER_SPEC = eINSTANCE.getCounterSpec();

		/**
		 * The meta object literal for the '<em><b>Back</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference COUNTER_SPEC__BACK = eINSTANCE.getCounterSpec_Back();

		/**
		 * The meta object literal for the '<em><b>Traits</b></em>' attribute list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute COUNTER_SPEC__TRAITS = eINSTANCE.getCounterSpec_Traits();

		/**
		 * The meta object literal for the '{@link org.banneret.model.impl.UnitTypeImpl <em>Unit Type</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.impl.UnitTypeImpl
		 * @see org.banneret.model.impl.BanneretPackageImpl#getUnitType()
		 * @generated
		 */
		EClass UNIT_TYPE = eINSTANCE.getUnitType();

		/**
		 * The meta object literal for the '<em><b>Code</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute UNIT_TYPE__CODE = eINSTANCE.getUnitType_Code();

		/**
		 * The meta object literal for the '<em><b>Unit Class</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference UNIT_TYPE__UNIT_CLASS = eINSTANCE.getUnitType_UnitClass();

		/**
		 * The meta object literal for the '<em><b>Footprint</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute UNIT_TYPE__FOOTPRINT = eINSTANCE.getUnitType_Footprint();

		/**
		 * The meta object literal for the '<em><b>Command Range</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute UNIT_TYPE__COMMAND_RANGE = eINSTANCE.getUnitType_CommandRange();

		/**
		 * The meta object literal for the '<em><b>Allowed Armour</b></em>' attribute list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute UNIT_TYPE__ALLOWED_ARMOUR = eINSTANCE.getUnitType_AllowedArmour();

		/**
		 * The meta object literal for the '<em><b>Front Face</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute UNIT_TYPE__FRONT_FACE = eINSTANCE.getUnitType_FrontFace();

		/**
		 * The meta object literal for the '<em><b>Back Face</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute UNIT_TYPE__BACK_FACE = eINSTANCE.getUnitType_BackFace();

		/**
		 * The meta object literal for the '<em><b>Hull</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute UNIT_TYPE__HULL = eINSTANCE.getUnitType_Hull();

		/**
		 * The meta object literal for the '{@link org.banneret.model.impl.CounterTemplateImpl <em>Counter Template</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.impl.CounterTemplateImpl
		 * @see org.banneret.model.impl.BanneretPackageImpl#getCounterTemplate()
		 * @generated
		 */
		EClass COUNTER_TEMPLATE = eINSTANCE.getCounterTemplate();

		/**
		 * The meta object literal for the '<em><b>Unit Type</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference COUNTER_TEMPLATE__UNIT_TYPE = eINSTANCE.getCounterTemplate_UnitType();

		/**
		 * The meta object literal for the '<em><b>Nationality</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference COUNTER_TEMPLATE__NATIONALITY = eINSTANCE.getCounterTemplate_Nationality();

		/**
		 * The meta object literal for the '<em><b>Unique</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute COUNTER_TEMPLATE__UNIQUE = eINSTANCE.getCounterTemplate_Unique();

		/**
		 * The meta object literal for the '{@link org.banneret.model.impl.MarkerTypeImpl <em>Marker Type</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.impl.MarkerTypeImpl
		 * @see org.banneret.model.impl.BanneretPackageImpl#getMarkerType()
		 * @generated
		 */
		EClass MARKER_TYPE = eINSTANCE.getMarkerType();

		/**
		 * The meta object literal for the '<em><b>Replaces</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MARKER_TYPE__REPLACES = eINSTANCE.getMarkerType_Replaces();

		/**
		 * The meta object literal for the '<em><b>Minimum</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MARKER_TYPE__MINIMUM = eINSTANCE.getMarkerType_Minimum();

		/**
		 * The meta object literal for the '<em><b>Maximum</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MARKER_TYPE__MAXIMUM = eINSTANCE.getMarkerType_Maximum();

		/**
		 * The meta object literal for the '<em><b>Applies To</b></em>' reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference MARKER_TYPE__APPLIES_TO = eINSTANCE.getMarkerType_AppliesTo();

		/**
		 * The meta object literal for the '{@link org.banneret.model.impl.CounterMixEntryImpl <em>Counter Mix Entry</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.impl.CounterMixEntryImpl
		 * @see org.banneret.model.impl.BanneretPackageImpl#getCounterMixEntry()
		 * @generated
		 */
		EClass COUNTER_MIX_ENTRY = eINSTANCE.getCounterMixEntry();

		/**
		 * The meta object literal for the '<em><b>Unit Type</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference COUNTER_MIX_ENTRY__UNIT_TYPE = eINSTANCE.getCounterMixEntry_UnitType();

		/**
		 * The meta object literal for the '<em><b>Nationality</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference COUNTER_MIX_ENTRY__NATIONALITY = eINSTANCE.getCounterMixEntry_Nationality();

		/**
		 * The meta object literal for the '<em><b>Armour</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute COUNTER_MIX_ENTRY__ARMOUR = eINSTANCE.getCounterMixEntry_Armour();

		/**
		 * The meta object literal for the '<em><b>Count</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute COUNTER_MIX_ENTRY__COUNT = eINSTANCE.getCounterMixEntry_Count();

		/**
		 * The meta object literal for the '{@link org.banneret.model.impl.VariantDefinitionImpl <em>Variant Definition</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.impl.VariantDefinitionImpl
		 * @see org.banneret.model.impl.BanneretPackageImpl#getVariantDefinition()
		 * @generated
		 */
		EClass VARIANT_DEFINITION = eINSTANCE.getVariantDefinition();

		/**
		 * The meta object literal for the '<em><b>Allowed Values</b></em>' attribute list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute VARIANT_DEFINITION__ALLOWED_VALUES = eINSTANCE.getVariantDefinition_AllowedValues();

		/**
		 * The meta object literal for the '<em><b>Default Value</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute VARIANT_DEFINITION__DEFAULT_VALUE = eINSTANCE.getVariantDefinition_DefaultValue();

		/**
		 * The meta object literal for the '{@link org.banneret.model.impl.HexMapImpl <em>Hex Map</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.impl.HexMapImpl
		 * @see org.banneret.model.impl.BanneretPackageImpl#getHexMap()
		 * @generated
		 */
		EClass HEX_MAP = eINSTANCE.getHexMap();

		/**
		 * The meta object literal for the '<em><b>Game System</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference HEX_MAP__GAME_SYSTEM = eINSTANCE.getHexMap_GameSystem();

		/**
		 * The meta object literal for the '<em><b>Grid</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference HEX_MAP__GRID = eINSTANCE.getHexMap_Grid();

		/**
		 * The meta object literal for the '<em><b>Default Terrain</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference HEX_MAP__DEFAULT_TERRAIN = eINSTANCE.getHexMap_DefaultTerrain();

		/**
		 * The meta object literal for the '<em><b>Terrain Palette</b></em>' reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference HEX_MAP__TERRAIN_PALETTE = eINSTANCE.getHexMap_TerrainPalette();

		/**
		 * The meta object literal for the '<em><b>Terrain</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute HEX_MAP__TERRAIN = eINSTANCE.getHexMap_Terrain();

		/**
		 * The meta object literal for the '<em><b>Elevation</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute HEX_MAP__ELEVATION = eINSTANCE.getHexMap_Elevation();

		/**
		 * The meta object literal for the '<em><b>Features</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference HEX_MAP__FEATURES = eINSTANCE.getHexMap_Features();

		/**
		 * The meta object literal for the '<em><b>Hexside Features</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference HEX_MAP__HEXSIDE_FEATURES = eINSTANCE.getHexMap_HexsideFeatures();

		/**
		 * The meta object literal for the '<em><b>Paths</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference HEX_MAP__PATHS = eINSTANCE.getHexMap_Paths();

		/**
		 * The meta object literal for the '<em><b>Regions</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference HEX_MAP__REGIONS = eINSTANCE.getHexMap_Regions();

		/**
		 * The meta object literal for the '<em><b>Sides</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference HEX_MAP__SIDES = eINSTANCE.getHexMap_Sides();

		/**
		 * The meta object literal for the '<em><b>Markers</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference HEX_MAP__MARKERS = eINSTANCE.getHexMap_Markers();

		/**
		 * The meta object literal for the '<em><b>Structures</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference HEX_MAP__STRUCTURES = eINSTANCE.getHexMap_Structures();

		/**
		 * The meta object literal for the '{@link org.banneret.model.impl.HexGridImpl <em>Hex Grid</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.impl.HexGridImpl
		 * @see org.banneret.model.impl.BanneretPackageImpl#getHexGrid()
		 * @generated
		 */
		EClass HEX_GRID = eINSTANCE.getHexGrid();

		/**
		 * The meta object literal for the '<em><b>Orientation</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute HEX_GRID__ORIENTATION = eINSTANCE.getHexGrid_Orientation();

		/**
		 * The meta object literal for the '<em><b>Parity</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute HEX_GRID__PARITY = eINSTANCE.getHexGrid_Parity();

		/**
		 * The meta object literal for the '<em><b>Columns</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute HEX_GRID__COLUMNS = eINSTANCE.getHexGrid_Columns();

		/**
		 * The meta object literal for the '<em><b>Rows</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute HEX_GRID__ROWS = eINSTANCE.getHexGrid_Rows();

		/**
		 * The meta object literal for the '<em><b>Hex Size Mm</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute HEX_GRID__HEX_SIZE_MM = eINSTANCE.getHexGrid_HexSizeMm();

		/**
		 * The meta object literal for the '<em><b>Labels</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference HEX_GRID__LABELS = eINSTANCE.getHexGrid_Labels();

		/**
		 * The meta object literal for the '{@link org.banneret.model.impl.LabelSchemeImpl <em>Label Scheme</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.impl.LabelSchemeImpl
		 * @see org.banneret.model.impl.BanneretPackageImpl#getLabelScheme()
		 * @generated
		 */
		EClass LABEL_SCHEME = eINSTANCE.getLabelScheme();

		/**
		 * The meta object literal for the '<em><b>Kind</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LABEL_SCHEME__KIND = eINSTANCE.getLabelScheme_Kind();

		/**
		 * The meta object literal for the '<em><b>Column Digits</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LABEL_SCHEME__COLUMN_DIGITS = eINSTANCE.getLabelScheme_ColumnDigits();

		/**
		 * The meta object literal for the '<em><b>Row Digits</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LABEL_SCHEME__ROW_DIGITS = eINSTANCE.getLabelScheme_RowDigits();

		/**
		 * The meta object literal for the '<em><b>First Column</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LABEL_SCHEME__FIRST_COLUMN = eINSTANCE.getLabelScheme_FirstColumn();

		/**
		 * The meta object literal for the '<em><b>First Row</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LABEL_SCHEME__FIRST_ROW = eINSTANCE.getLabelScheme_FirstRow();

		/**
		 * The meta object literal for the '<em><b>Columns Descending</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LABEL_SCHEME__COLUMNS_DESCENDING = eINSTANCE.getLabelScheme_ColumnsDescending();

		/**
		 * The meta object literal for the '<em><b>Rows Descending</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LABEL_SCHEME__ROWS_DESCENDING = eINSTANCE.getLabelScheme_RowsDescending();

		/**
		 * The meta object literal for the '<em><b>Board Prefix</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LABEL_SCHEME__BOARD_PREFIX = eINSTANCE.getLabelScheme_BoardPrefix();

		/**
		 * The meta object literal for the '{@link org.banneret.model.impl.HexFeatureImpl <em>Hex Feature</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.impl.HexFeatureImpl
		 * @see org.banneret.model.impl.BanneretPackageImpl#getHexFeature()
		 * @generated
		 */
		EClass HEX_FEATURE = eINSTANCE.getHexFeature();

		/**
		 * The meta object literal for the '<em><b>Hex</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute HEX_FEATURE__HEX = eINSTANCE.getHexFeature_Hex();

		/**
		 * The meta object literal for the '<em><b>Type</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference HEX_FEATURE__TYPE = eINSTANCE.getHexFeature_Type();

		/**
		 * The meta object literal for the '<em><b>Facing</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute HEX_FEATURE__FACING = eINSTANCE.getHexFeature_Facing();

		/**
		 * The meta object literal for the '<em><b>Lowest Level</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute HEX_FEATURE__LOWEST_LEVEL = eINSTANCE.getHexFeature_LowestLevel();

		/**
		 * The meta object literal for the '<em><b>Highest Level</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute HEX_FEATURE__HIGHEST_LEVEL = eINSTANCE.getHexFeature_HighestLevel();

		/**
		 * The meta object literal for the '<em><b>Hidden From</b></em>' reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference HEX_FEATURE__HIDDEN_FROM = eINSTANCE.getHexFeature_HiddenFrom();

		/**
		 * The meta object literal for the '{@link org.banneret.model.impl.HexsideFeatureImpl <em>Hexside Feature</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.impl.HexsideFeatureImpl
		 * @see org.banneret.model.impl.BanneretPackageImpl#getHexsideFeature()
		 * @generated
		 */
		EClass HEXSIDE_FEATURE = eINSTANCE.getHexsideFeature();

		/**
		 * The meta object literal for the '<em><b>Hex</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute HEXSIDE_FEATURE__HEX = eINSTANCE.getHexsideFeature_Hex();

		/**
		 * The meta object literal for the '<em><b>Side</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute HEXSIDE_FEATURE__SIDE = eINSTANCE.getHexsideFeature_Side();

		/**
		 * The meta object literal for the '<em><b>Type</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference HEXSIDE_FEATURE__TYPE = eINSTANCE.getHexsideFeature_Type();

		/**
		 * The meta object literal for the '{@link org.banneret.model.impl.MapPathImpl <em>Map Path</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.impl.MapPathImpl
		 * @see org.banneret.model.impl.BanneretPackageImpl#getMapPath()
		 * @generated
		 */
		EClass MAP_PATH = eINSTANCE.getMapPath();

		/**
		 * The meta object literal for the '<em><b>Type</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference MAP_PATH__TYPE = eINSTANCE.getMapPath_Type();

		/**
		 * The meta object literal for the '<em><b>Hexes</b></em>' attribute list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MAP_PATH__HEXES = eINSTANCE.getMapPath_Hexes();

		/**
		 * The meta object literal for the '{@link org.banneret.model.impl.RegionImpl <em>Region</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.impl.RegionImpl
		 * @see org.banneret.model.impl.BanneretPackageImpl#getRegion()
		 * @generated
		 */
		EClass REGION = eINSTANCE.getRegion();

		/**
		 * The meta object literal for the '<em><b>Hexes</b></em>' attribute list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute REGION__HEXES = eINSTANCE.getRegion_Hexes();

		/**
		 * The meta object literal for the '{@link org.banneret.model.impl.MapSideImpl <em>Map Side</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.impl.MapSideImpl
		 * @see org.banneret.model.impl.BanneretPackageImpl#getMapSide()
		 * @generated
		 */
		EClass MAP_SIDE = eINSTANCE.getMapSide();

		/**
		 * The meta object literal for the '<em><b>Number</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MAP_SIDE__NUMBER = eINSTANCE.getMapSide_Number();

		/**
		 * The meta object literal for the '<em><b>Edge</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MAP_SIDE__EDGE = eINSTANCE.getMapSide_Edge();

		/**
		 * The meta object literal for the '<em><b>Closed</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MAP_SIDE__CLOSED = eINSTANCE.getMapSide_Closed();

		/**
		 * The meta object literal for the '{@link org.banneret.model.impl.HexMarkerImpl <em>Hex Marker</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.impl.HexMarkerImpl
		 * @see org.banneret.model.impl.BanneretPackageImpl#getHexMarker()
		 * @generated
		 */
		EClass HEX_MARKER = eINSTANCE.getHexMarker();

		/**
		 * The meta object literal for the '<em><b>Hex</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute HEX_MARKER__HEX = eINSTANCE.getHexMarker_Hex();

		/**
		 * The meta object literal for the '<em><b>Type</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference HEX_MARKER__TYPE = eINSTANCE.getHexMarker_Type();

		/**
		 * The meta object literal for the '<em><b>Value</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute HEX_MARKER__VALUE = eINSTANCE.getHexMarker_Value();

		/**
		 * The meta object literal for the '<em><b>Facing</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute HEX_MARKER__FACING = eINSTANCE.getHexMarker_Facing();

		/**
		 * The meta object literal for the '{@link org.banneret.model.impl.StructureImpl <em>Structure</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.impl.StructureImpl
		 * @see org.banneret.model.impl.BanneretPackageImpl#getStructure()
		 * @generated
		 */
		EClass STRUCTURE = eINSTANCE.getStructure();

		/**
		 * The meta object literal for the '<em><b>Role</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute STRUCTURE__ROLE = eINSTANCE.getStructure_Role();

		/**
		 * The meta object literal for the '<em><b>Material</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute STRUCTURE__MATERIAL = eINSTANCE.getStructure_Material();

		/**
		 * The meta object literal for the '<em><b>Damage</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference STRUCTURE__DAMAGE = eINSTANCE.getStructure_Damage();

		/**
		 * The meta object literal for the '<em><b>Hexes</b></em>' attribute list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute STRUCTURE__HEXES = eINSTANCE.getStructure_Hexes();

		/**
		 * The meta object literal for the '{@link org.banneret.model.impl.StructureDamageImpl <em>Structure Damage</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.impl.StructureDamageImpl
		 * @see org.banneret.model.impl.BanneretPackageImpl#getStructureDamage()
		 * @generated
		 */
		EClass STRUCTURE_DAMAGE = eINSTANCE.getStructureDamage();

		/**
		 * The meta object literal for the '<em><b>Hex</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute STRUCTURE_DAMAGE__HEX = eINSTANCE.getStructureDamage_Hex();

		/**
		 * The meta object literal for the '<em><b>Stage</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute STRUCTURE_DAMAGE__STAGE = eINSTANCE.getStructureDamage_Stage();

		/**
		 * The meta object literal for the '{@link org.banneret.model.impl.ScenarioImpl <em>Scenario</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.impl.ScenarioImpl
		 * @see org.banneret.model.impl.BanneretPackageImpl#getScenario()
		 * @generated
		 */
		EClass SCENARIO = eINSTANCE.getScenario();

		/**
		 * The meta object literal for the '<em><b>Game System</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference SCENARIO__GAME_SYSTEM = eINSTANCE.getScenario_GameSystem();

		/**
		 * The meta object literal for the '<em><b>Variant Settings</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference SCENARIO__VARIANT_SETTINGS = eINSTANCE.getScenario_VariantSettings();

		/**
		 * The meta object literal for the '<em><b>Sheets</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference SCENARIO__SHEETS = eINSTANCE.getScenario_Sheets();

		/**
		 * The meta object literal for the '<em><b>First Turn</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SCENARIO__FIRST_TURN = eINSTANCE.getScenario_FirstTurn();

		/**
		 * The meta object literal for the '<em><b>Last Turn</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SCENARIO__LAST_TURN = eINSTANCE.getScenario_LastTurn();

		/**
		 * The meta object literal for the '<em><b>Sides</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference SCENARIO__SIDES = eINSTANCE.getScenario_Sides();

		/**
		 * The meta object literal for the '<em><b>Special Rules</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference SCENARIO__SPECIAL_RULES = eINSTANCE.getScenario_SpecialRules();

		/**
		 * The meta object literal for the '<em><b>Links</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference SCENARIO__LINKS = eINSTANCE.getScenario_Links();

		/**
		 * The meta object literal for the '<em><b>Waivers</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference SCENARIO__WAIVERS = eINSTANCE.getScenario_Waivers();

		/**
		 * The meta object literal for the '<em><b>Siege Record</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference SCENARIO__SIEGE_RECORD = eINSTANCE.getScenario_SiegeRecord();

		/**
		 * The meta object literal for the '{@link org.banneret.model.impl.VariantSettingImpl <em>Variant Setting</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.impl.VariantSettingImpl
		 * @see org.banneret.model.impl.BanneretPackageImpl#getVariantSetting()
		 * @generated
		 */
		EClass VARIANT_SETTING = eINSTANCE.getVariantSetting();

		/**
		 * The meta object literal for the '<em><b>Variant</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference VARIANT_SETTING__VARIANT = eINSTANCE.getVariantSetting_Variant();

		/**
		 * The meta object literal for the '<em><b>Value</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute VARIANT_SETTING__VALUE = eINSTANCE.getVariantSetting_Value();

		/**
		 * The meta object literal for the '{@link org.banneret.model.impl.SheetPlacementImpl <em>Sheet Placement</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.impl.SheetPlacementImpl
		 * @see org.banneret.model.impl.BanneretPackageImpl#getSheetPlacement()
		 * @generated
		 */
		EClass SHEET_PLACEMENT = eINSTANCE.getSheetPlacement();

		/**
		 * The meta object literal for the '<em><b>Id</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SHEET_PLACEMENT__ID = eINSTANCE.getSheetPlacement_Id();

		/**
		 * The meta object literal for the '<em><b>Map</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference SHEET_PLACEMENT__MAP = eINSTANCE.getSheetPlacement_Map();

		/**
		 * The meta object literal for the '<em><b>Column Offset</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SHEET_PLACEMENT__COLUMN_OFFSET = eINSTANCE.getSheetPlacement_ColumnOffset();

		/**
		 * The meta object literal for the '<em><b>Row Offset</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SHEET_PLACEMENT__ROW_OFFSET = eINSTANCE.getSheetPlacement_RowOffset();

		/**
		 * The meta object literal for the '<em><b>Rotation</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SHEET_PLACEMENT__ROTATION = eINSTANCE.getSheetPlacement_Rotation();

		/**
		 * The meta object literal for the '{@link org.banneret.model.impl.ForceElementImpl <em>Force Element</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.impl.ForceElementImpl
		 * @see org.banneret.model.impl.BanneretPackageImpl#getForceElement()
		 * @generated
		 */
		EClass FORCE_ELEMENT = eINSTANCE.getForceElement();

		/**
		 * The meta object literal for the '<em><b>Elements</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference FORCE_ELEMENT__ELEMENTS = eINSTANCE.getForceElement_Elements();

		/**
		 * The meta object literal for the '{@link org.banneret.model.impl.SideImpl <em>Side</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.impl.SideImpl
		 * @see org.banneret.model.impl.BanneretPackageImpl#getSide()
		 * @generated
		 */
		EClass SIDE = eINSTANCE.getSide();

		/**
		 * The meta object literal for the '<em><b>Nationalities</b></em>' reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference SIDE__NATIONALITIES = eINSTANCE.getSide_Nationalities();

		/**
		 * The meta object literal for the '<em><b>Color</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SIDE__COLOR = eINSTANCE.getSide_Color();

		/**
		 * The meta object literal for the '<em><b>Role</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SIDE__ROLE = eINSTANCE.getSide_Role();

		/**
		 * The meta object literal for the '<em><b>Setup Order</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SIDE__SETUP_ORDER = eINSTANCE.getSide_SetupOrder();

		/**
		 * The meta object literal for the '<em><b>Initiative</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SIDE__INITIATIVE = eINSTANCE.getSide_Initiative();

		/**
		 * The meta object literal for the '<em><b>Morale</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SIDE__MORALE = eINSTANCE.getSide_Morale();

		/**
		 * The meta object literal for the '<em><b>Banners</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SIDE__BANNERS = eINSTANCE.getSide_Banners();

		/**
		 * The meta object literal for the '<em><b>Victory Points</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference SIDE__VICTORY_POINTS = eINSTANCE.getSide_VictoryPoints();

		/**
		 * The meta object literal for the '<em><b>Automatic Victory</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference SIDE__AUTOMATIC_VICTORY = eINSTANCE.getSide_AutomaticVictory();

		/**
		 * The meta object literal for the '{@link org.banneret.model.impl.FormationImpl <em>Formation</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.impl.FormationImpl
		 * @see org.banneret.model.impl.BanneretPackageImpl#getFormation()
		 * @generated
		 */
		EClass FORMATION = eINSTANCE.getFormation();

		/**
		 * The meta object literal for the '<em><b>Commander</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference FORMATION__COMMANDER = eINSTANCE.getFormation_Commander();

		/**
		 * The meta object literal for the '<em><b>Kind</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute FORMATION__KIND = eINSTANCE.getFormation_Kind();

		/**
		 * The meta object literal for the '<em><b>Hexes</b></em>' attribute list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute FORMATION__HEXES = eINSTANCE.getFormation_Hexes();

		/**
		 * The meta object literal for the '{@link org.banneret.model.impl.UnitImpl <em>Unit</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.impl.UnitImpl
		 * @see org.banneret.model.impl.BanneretPackageImpl#getUnit()
		 * @generated
		 */
		EClass UNIT = eINSTANCE.getUnit();

		/**
		 * The meta object literal for the '<em><b>Type</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference UNIT__TYPE = eINSTANCE.getUnit_Type();

		/**
		 * The meta object literal for the '<em><b>Template</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference UNIT__TEMPLATE = eINSTANCE.getUnit_Template();

		/**
		 * The meta object literal for the '<em><b>Count</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute UNIT__COUNT = eINSTANCE.getUnit_Count();

		/**
		 * The meta object literal for the '<em><b>Nationality</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference UNIT__NATIONALITY = eINSTANCE.getUnit_Nationality();

		/**
		 * The meta object literal for the '<em><b>Armour</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute UNIT__ARMOUR = eINSTANCE.getUnit_Armour();

		/**
		 * The meta object literal for the '<em><b>Strength</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute UNIT__STRENGTH = eINSTANCE.getUnit_Strength();

		/**
		 * The meta object literal for the '<em><b>State</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute UNIT__STATE = eINSTANCE.getUnit_State();

		/**
		 * The meta object literal for the '<em><b>Fatigue</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute UNIT__FATIGUE = eINSTANCE.getUnit_Fatigue();

		/**
		 * The meta object literal for the '<em><b>Banner</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute UNIT__BANNER = eINSTANCE.getUnit_Banner();

		/**
		 * The meta object literal for the '<em><b>Flipped</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute UNIT__FLIPPED = eINSTANCE.getUnit_Flipped();

		/**
		 * The meta object literal for the '<em><b>Traits</b></em>' attribute list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute UNIT__TRAITS = eINSTANCE.getUnit_Traits();

		/**
		 * The meta object literal for the '<em><b>Overrides</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference UNIT__OVERRIDES = eINSTANCE.getUnit_Overrides();

		/**
		 * The meta object literal for the '<em><b>Markers</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference UNIT__MARKERS = eINSTANCE.getUnit_Markers();

		/**
		 * The meta object literal for the '<em><b>Leader</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference UNIT__LEADER = eINSTANCE.getUnit_Leader();

		/**
		 * The meta object literal for the '<em><b>Carrier</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference UNIT__CARRIER = eINSTANCE.getUnit_Carrier();

		/**
		 * The meta object literal for the '<em><b>Placement</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference UNIT__PLACEMENT = eINSTANCE.getUnit_Placement();

		/**
		 * The meta object literal for the '<em><b>Replacing</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference UNIT__REPLACING = eINSTANCE.getUnit_Replacing();

		/**
		 * The meta object literal for the '<em><b>Task</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute UNIT__TASK = eINSTANCE.getUnit_Task();

		/**
		 * The meta object literal for the '{@link org.banneret.model.impl.UnitMarkerImpl <em>Unit Marker</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.impl.UnitMarkerImpl
		 * @see org.banneret.model.impl.BanneretPackageImpl#getUnitMarker()
		 * @generated
		 */
		EClass UNIT_MARKER = eINSTANCE.getUnitMarker();

		/**
		 * The meta object literal for the '<em><b>Type</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference UNIT_MARKER__TYPE = eINSTANCE.getUnitMarker_Type();

		/**
		 * The meta object literal for the '<em><b>Value</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute UNIT_MARKER__VALUE = eINSTANCE.getUnitMarker_Value();

		/**
		 * The meta object literal for the '<em><b>Target</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference UNIT_MARKER__TARGET = eINSTANCE.getUnitMarker_Target();

		/**
		 * The meta object literal for the '{@link org.banneret.model.impl.PlacementImpl <em>Placement</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.impl.PlacementImpl
		 * @see org.banneret.model.impl.BanneretPackageImpl#getPlacement()
		 * @generated
		 */
		EClass PLACEMENT = eINSTANCE.getPlacement();

		/**
		 * The meta object literal for the '{@link org.banneret.model.impl.HexPlacementImpl <em>Hex Placement</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.impl.HexPlacementImpl
		 * @see org.banneret.model.impl.BanneretPackageImpl#getHexPlacement()
		 * @generated
		 */
		EClass HEX_PLACEMENT = eINSTANCE.getHexPlacement();

		/**
		 * The meta object literal for the '<em><b>Hexes</b></em>' attribute list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute HEX_PLACEMENT__HEXES = eINSTANCE.getHexPlacement_Hexes();

		/**
		 * The meta object literal for the '<em><b>Facing</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute HEX_PLACEMENT__FACING = eINSTANCE.getHexPlacement_Facing();

		/**
		 * The meta object literal for the '<em><b>Slot</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference HEX_PLACEMENT__SLOT = eINSTANCE.getHexPlacement_Slot();

		/**
		 * The meta object literal for the '{@link org.banneret.model.impl.AnchorImpl <em>Anchor</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.impl.AnchorImpl
		 * @see org.banneret.model.impl.BanneretPackageImpl#getAnchor()
		 * @generated
		 */
		EClass ANCHOR = eINSTANCE.getAnchor();

		/**
		 * The meta object literal for the '<em><b>Hex</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ANCHOR__HEX = eINSTANCE.getAnchor_Hex();

		/**
		 * The meta object literal for the '<em><b>Radius</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ANCHOR__RADIUS = eINSTANCE.getAnchor_Radius();

		/**
		 * The meta object literal for the '{@link org.banneret.model.impl.PathSegmentImpl <em>Path Segment</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.impl.PathSegmentImpl
		 * @see org.banneret.model.impl.BanneretPackageImpl#getPathSegment()
		 * @generated
		 */
		EClass PATH_SEGMENT = eINSTANCE.getPathSegment();

		/**
		 * The meta object literal for the '<em><b>Path</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference PATH_SEGMENT__PATH = eINSTANCE.getPathSegment_Path();

		/**
		 * The meta object literal for the '<em><b>From</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PATH_SEGMENT__FROM = eINSTANCE.getPathSegment_From();

		/**
		 * The meta object literal for the '<em><b>To</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PATH_SEGMENT__TO = eINSTANCE.getPathSegment_To();

		/**
		 * The meta object literal for the '{@link org.banneret.model.impl.AreaPlacementImpl <em>Area Placement</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.impl.AreaPlacementImpl
		 * @see org.banneret.model.impl.BanneretPackageImpl#getAreaPlacement()
		 * @generated
		 */
		EClass AREA_PLACEMENT = eINSTANCE.getAreaPlacement();

		/**
		 * The meta object literal for the '<em><b>Anchors</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference AREA_PLACEMENT__ANCHORS = eINSTANCE.getAreaPlacement_Anchors();

		/**
		 * The meta object literal for the '<em><b>Segments</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference AREA_PLACEMENT__SEGMENTS = eINSTANCE.getAreaPlacement_Segments();

		/**
		 * The meta object literal for the '{@link org.banneret.model.impl.RegionPlacementImpl <em>Region Placement</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.impl.RegionPlacementImpl
		 * @see org.banneret.model.impl.BanneretPackageImpl#getRegionPlacement()
		 * @generated
		 */
		EClass REGION_PLACEMENT = eINSTANCE.getRegionPlacement();

		/**
		 * The meta object literal for the '<em><b>Region</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference REGION_PLACEMENT__REGION = eINSTANCE.getRegionPlacement_Region();

		/**
		 * The meta object literal for the '{@link org.banneret.model.impl.EdgePlacementImpl <em>Edge Placement</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.impl.EdgePlacementImpl
		 * @see org.banneret.model.impl.BanneretPackageImpl#getEdgePlacement()
		 * @generated
		 */
		EClass EDGE_PLACEMENT = eINSTANCE.getEdgePlacement();

		/**
		 * The meta object literal for the '<em><b>Edge</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute EDGE_PLACEMENT__EDGE = eINSTANCE.getEdgePlacement_Edge();

		/**
		 * The meta object literal for the '<em><b>Map Side</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference EDGE_PLACEMENT__MAP_SIDE = eINSTANCE.getEdgePlacement_MapSide();

		/**
		 * The meta object literal for the '<em><b>Sheet</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute EDGE_PLACEMENT__SHEET = eINSTANCE.getEdgePlacement_Sheet();

		/**
		 * The meta object literal for the '{@link org.banneret.model.impl.ReinforcementPlacementImpl <em>Reinforcement Placement</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.impl.ReinforcementPlacementImpl
		 * @see org.banneret.model.impl.BanneretPackageImpl#getReinforcementPlacement()
		 * @generated
		 */
		EClass REINFORCEMENT_PLACEMENT = eINSTANCE.getReinforcementPlacement();

		/**
		 * The meta object literal for the '<em><b>Turn</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute REINFORCEMENT_PLACEMENT__TURN = eINSTANCE.getReinforcementPlacement_Turn();

		/**
		 * The meta object literal for the '<em><b>Entry Hexes</b></em>' attribute list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute REINFORCEMENT_PLACEMENT__ENTRY_HEXES = eINSTANCE.getReinforcementPlacement_EntryHexes();

		/**
		 * The meta object literal for the '<em><b>Per Turn Limit</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute REINFORCEMENT_PLACEMENT__PER_TURN_LIMIT = eINSTANCE.getReinforcementPlacement_PerTurnLimit();

		/**
		 * The meta object literal for the '{@link org.banneret.model.impl.VictoryPointsImpl <em>Victory Points</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.impl.VictoryPointsImpl
		 * @see org.banneret.model.impl.BanneretPackageImpl#getVictoryPoints()
		 * @generated
		 */
		EClass VICTORY_POINTS = eINSTANCE.getVictoryPoints();

		/**
		 * The meta object literal for the '<em><b>Event</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute VICTORY_POINTS__EVENT = eINSTANCE.getVictoryPoints_Event();

		/**
		 * The meta object literal for the '<em><b>Points</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute VICTORY_POINTS__POINTS = eINSTANCE.getVictoryPoints_Points();

		/**
		 * The meta object literal for the '<em><b>Description</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute VICTORY_POINTS__DESCRIPTION = eINSTANCE.getVictoryPoints_Description();

		/**
		 * The meta object literal for the '<em><b>Units</b></em>' reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference VICTORY_POINTS__UNITS = eINSTANCE.getVictoryPoints_Units();

		/**
		 * The meta object literal for the '<em><b>Unit Type</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference VICTORY_POINTS__UNIT_TYPE = eINSTANCE.getVictoryPoints_UnitType();

		/**
		 * The meta object literal for the '<em><b>Armour</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute VICTORY_POINTS__ARMOUR = eINSTANCE.getVictoryPoints_Armour();

		/**
		 * The meta object literal for the '<em><b>Hexes</b></em>' attribute list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute VICTORY_POINTS__HEXES = eINSTANCE.getVictoryPoints_Hexes();

		/**
		 * The meta object literal for the '<em><b>Region</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference VICTORY_POINTS__REGION = eINSTANCE.getVictoryPoints_Region();

		/**
		 * The meta object literal for the '<em><b>Feature Type</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference VICTORY_POINTS__FEATURE_TYPE = eINSTANCE.getVictoryPoints_FeatureType();

		/**
		 * The meta object literal for the '{@link org.banneret.model.impl.AutomaticConditionImpl <em>Automatic Condition</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.impl.AutomaticConditionImpl
		 * @see org.banneret.model.impl.BanneretPackageImpl#getAutomaticCondition()
		 * @generated
		 */
		EClass AUTOMATIC_CONDITION = eINSTANCE.getAutomaticCondition();

		/**
		 * The meta object literal for the '<em><b>Kind</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute AUTOMATIC_CONDITION__KIND = eINSTANCE.getAutomaticCondition_Kind();

		/**
		 * The meta object literal for the '<em><b>Description</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute AUTOMATIC_CONDITION__DESCRIPTION = eINSTANCE.getAutomaticCondition_Description();

		/**
		 * The meta object literal for the '<em><b>Units</b></em>' reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference AUTOMATIC_CONDITION__UNITS = eINSTANCE.getAutomaticCondition_Units();

		/**
		 * The meta object literal for the '<em><b>Hexes</b></em>' attribute list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute AUTOMATIC_CONDITION__HEXES = eINSTANCE.getAutomaticCondition_Hexes();

		/**
		 * The meta object literal for the '<em><b>Regions</b></em>' reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference AUTOMATIC_CONDITION__REGIONS = eINSTANCE.getAutomaticCondition_Regions();

		/**
		 * The meta object literal for the '<em><b>Segments</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference AUTOMATIC_CONDITION__SEGMENTS = eINSTANCE.getAutomaticCondition_Segments();

		/**
		 * The meta object literal for the '<em><b>Excluded Terrain</b></em>' reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference AUTOMATIC_CONDITION__EXCLUDED_TERRAIN = eINSTANCE.getAutomaticCondition_ExcludedTerrain();

		/**
		 * The meta object literal for the '<em><b>Edge</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute AUTOMATIC_CONDITION__EDGE = eINSTANCE.getAutomaticCondition_Edge();

		/**
		 * The meta object literal for the '<em><b>Value</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute AUTOMATIC_CONDITION__VALUE = eINSTANCE.getAutomaticCondition_Value();

		/**
		 * The meta object literal for the '{@link org.banneret.model.impl.SpecialRuleImpl <em>Special Rule</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.impl.SpecialRuleImpl
		 * @see org.banneret.model.impl.BanneretPackageImpl#getSpecialRule()
		 * @generated
		 */
		EClass SPECIAL_RULE = eINSTANCE.getSpecialRule();

		/**
		 * The meta object literal for the '<em><b>Text</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SPECIAL_RULE__TEXT = eINSTANCE.getSpecialRule_Text();

		/**
		 * The meta object literal for the '<em><b>Flags</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference SPECIAL_RULE__FLAGS = eINSTANCE.getSpecialRule_Flags();

		/**
		 * The meta object literal for the '{@link org.banneret.model.impl.RuleFlagImpl <em>Rule Flag</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.impl.RuleFlagImpl
		 * @see org.banneret.model.impl.BanneretPackageImpl#getRuleFlag()
		 * @generated
		 */
		EClass RULE_FLAG = eINSTANCE.getRuleFlag();

		/**
		 * The meta object literal for the '<em><b>Key</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute RULE_FLAG__KEY = eINSTANCE.getRuleFlag_Key();

		/**
		 * The meta object literal for the '<em><b>Value</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute RULE_FLAG__VALUE = eINSTANCE.getRuleFlag_Value();

		/**
		 * The meta object literal for the '<em><b>From Turn</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute RULE_FLAG__FROM_TURN = eINSTANCE.getRuleFlag_FromTurn();

		/**
		 * The meta object literal for the '<em><b>To Turn</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute RULE_FLAG__TO_TURN = eINSTANCE.getRuleFlag_ToTurn();

		/**
		 * The meta object literal for the '<em><b>Targets</b></em>' reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference RULE_FLAG__TARGETS = eINSTANCE.getRuleFlag_Targets();

		/**
		 * The meta object literal for the '{@link org.banneret.model.impl.ScenarioLinkImpl <em>Scenario Link</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.impl.ScenarioLinkImpl
		 * @see org.banneret.model.impl.BanneretPackageImpl#getScenarioLink()
		 * @generated
		 */
		EClass SCENARIO_LINK = eINSTANCE.getScenarioLink();

		/**
		 * The meta object literal for the '<em><b>Source</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference SCENARIO_LINK__SOURCE = eINSTANCE.getScenarioLink_Source();

		/**
		 * The meta object literal for the '<em><b>Carries</b></em>' attribute list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SCENARIO_LINK__CARRIES = eINSTANCE.getScenarioLink_Carries();

		/**
		 * The meta object literal for the '<em><b>Description</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SCENARIO_LINK__DESCRIPTION = eINSTANCE.getScenarioLink_Description();

		/**
		 * The meta object literal for the '{@link org.banneret.model.impl.RuleWaiverImpl <em>Rule Waiver</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.impl.RuleWaiverImpl
		 * @see org.banneret.model.impl.BanneretPackageImpl#getRuleWaiver()
		 * @generated
		 */
		EClass RULE_WAIVER = eINSTANCE.getRuleWaiver();

		/**
		 * The meta object literal for the '<em><b>Rule Id</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute RULE_WAIVER__RULE_ID = eINSTANCE.getRuleWaiver_RuleId();

		/**
		 * The meta object literal for the '<em><b>Targets</b></em>' reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference RULE_WAIVER__TARGETS = eINSTANCE.getRuleWaiver_Targets();

		/**
		 * The meta object literal for the '<em><b>Hexes</b></em>' attribute list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute RULE_WAIVER__HEXES = eINSTANCE.getRuleWaiver_Hexes();

		/**
		 * The meta object literal for the '<em><b>Reason</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute RULE_WAIVER__REASON = eINSTANCE.getRuleWaiver_Reason();

		/**
		 * The meta object literal for the '{@link org.banneret.model.Compass <em>Compass</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.Compass
		 * @see org.banneret.model.impl.BanneretPackageImpl#getCompass()
		 * @generated
		 */
		EEnum COMPASS = eINSTANCE.getCompass();

		/**
		 * The meta object literal for the '{@link org.banneret.model.Severity <em>Severity</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.Severity
		 * @see org.banneret.model.impl.BanneretPackageImpl#getSeverity()
		 * @generated
		 */
		EEnum SEVERITY = eINSTANCE.getSeverity();

		/**
		 * The meta object literal for the '{@link org.banneret.model.MapSymbol <em>Map Symbol</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.MapSymbol
		 * @see org.banneret.model.impl.BanneretPackageImpl#getMapSymbol()
		 * @generated
		 */
		EEnum MAP_SYMBOL = eINSTANCE.getMapSymbol();

		/**
		 * The meta object literal for the '{@link org.banneret.model.TerrainPattern <em>Terrain Pattern</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.TerrainPattern
		 * @see org.banneret.model.impl.BanneretPackageImpl#getTerrainPattern()
		 * @generated
		 */
		EEnum TERRAIN_PATTERN = eINSTANCE.getTerrainPattern();

		/**
		 * The meta object literal for the '{@link org.banneret.model.HexsideGlyph <em>Hexside Glyph</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.HexsideGlyph
		 * @see org.banneret.model.impl.BanneretPackageImpl#getHexsideGlyph()
		 * @generated
		 */
		EEnum HEXSIDE_GLYPH = eINSTANCE.getHexsideGlyph();

		/**
		 * The meta object literal for the '{@link org.banneret.model.LineStyle <em>Line Style</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.LineStyle
		 * @see org.banneret.model.impl.BanneretPackageImpl#getLineStyle()
		 * @generated
		 */
		EEnum LINE_STYLE = eINSTANCE.getLineStyle();

		/**
		 * The meta object literal for the '{@link org.banneret.model.StackingMeasure <em>Stacking Measure</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.StackingMeasure
		 * @see org.banneret.model.impl.BanneretPackageImpl#getStackingMeasure()
		 * @generated
		 */
		EEnum STACKING_MEASURE = eINSTANCE.getStackingMeasure();

		/**
		 * The meta object literal for the '{@link org.banneret.model.Footprint <em>Footprint</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.Footprint
		 * @see org.banneret.model.impl.BanneretPackageImpl#getFootprint()
		 * @generated
		 */
		EEnum FOOTPRINT = eINSTANCE.getFootprint();

		/**
		 * The meta object literal for the '{@link org.banneret.model.GridOrientation <em>Grid Orientation</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.GridOrientation
		 * @see org.banneret.model.impl.BanneretPackageImpl#getGridOrientation()
		 * @generated
		 */
		EEnum GRID_ORIENTATION = eINSTANCE.getGridOrientation();

		/**
		 * The meta object literal for the '{@link org.banneret.model.OffsetParity <em>Offset Parity</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.OffsetParity
		 * @see org.banneret.model.impl.BanneretPackageImpl#getOffsetParity()
		 * @generated
		 */
		EEnum OFFSET_PARITY = eINSTANCE.getOffsetParity();

		/**
		 * The meta object literal for the '{@link org.banneret.model.LabelKind <em>Label Kind</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.LabelKind
		 * @see org.banneret.model.impl.BanneretPackageImpl#getLabelKind()
		 * @generated
		 */
		EEnum LABEL_KIND = eINSTANCE.getLabelKind();

		/**
		 * The meta object literal for the '{@link org.banneret.model.StructureRole <em>Structure Role</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.StructureRole
		 * @see org.banneret.model.impl.BanneretPackageImpl#getStructureRole()
		 * @generated
		 */
		EEnum STRUCTURE_ROLE = eINSTANCE.getStructureRole();

		/**
		 * The meta object literal for the '{@link org.banneret.model.UnitState <em>Unit State</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.UnitState
		 * @see org.banneret.model.impl.BanneretPackageImpl#getUnitState()
		 * @generated
		 */
		EEnum UNIT_STATE = eINSTANCE.getUnitState();

		/**
		 * The meta object literal for the '{@link org.banneret.model.VictoryEvent <em>Victory Event</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.VictoryEvent
		 * @see org.banneret.model.impl.BanneretPackageImpl#getVictoryEvent()
		 * @generated
		 */
		EEnum VICTORY_EVENT = eINSTANCE.getVictoryEvent();

		/**
		 * The meta object literal for the '{@link org.banneret.model.ConditionKind <em>Condition Kind</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.ConditionKind
		 * @see org.banneret.model.impl.BanneretPackageImpl#getConditionKind()
		 * @generated
		 */
		EEnum CONDITION_KIND = eINSTANCE.getConditionKind();

		/**
		 * The meta object literal for the '<em>Hex Label</em>' data type.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see java.lang.String
		 * @see org.banneret.model.impl.BanneretPackageImpl#getHexLabel()
		 * @generated
		 */
		EDataType HEX_LABEL = eINSTANCE.getHexLabel();

		/**
		 * The meta object literal for the '<em>Cell Grid</em>' data type.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.banneret.model.grid.CellGrid
		 * @see org.banneret.model.impl.BanneretPackageImpl#getCellGrid()
		 * @generated
		 */
		EDataType CELL_GRID = eINSTANCE.getCellGrid();

	}

} //BanneretPackage

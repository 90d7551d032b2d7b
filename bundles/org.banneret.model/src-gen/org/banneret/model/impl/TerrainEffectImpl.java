/**
 */
package org.banneret.model.impl;

import java.util.Collection;

import org.banneret.model.BanneretPackage;
import org.banneret.model.Citable;
import org.banneret.model.HexsideGlyph;
import org.banneret.model.LineStyle;
import org.banneret.model.MapSymbol;
import org.banneret.model.MovementCost;
import org.banneret.model.StackingLimit;
import org.banneret.model.TerrainEffect;
import org.banneret.model.TerrainPattern;
import org.banneret.model.UnitClass;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.NotificationChain;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

import org.eclipse.emf.ecore.util.EDataTypeUniqueEList;
import org.eclipse.emf.ecore.util.EObjectContainmentEList;
import org.eclipse.emf.ecore.util.EObjectResolvingEList;
import org.eclipse.emf.ecore.util.InternalEList;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Terrain Effect</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.impl.TerrainEffectImpl#getCitation <em>Citation</em>}</li>
 *   <li>{@link org.banneret.model.impl.TerrainEffectImpl#getCode <em>Code</em>}</li>
 *   <li>{@link org.banneret.model.impl.TerrainEffectImpl#getDefaultCost <em>Default Cost</em>}</li>
 *   <li>{@link org.banneret.model.impl.TerrainEffectImpl#getCosts <em>Costs</em>}</li>
 *   <li>{@link org.banneret.model.impl.TerrainEffectImpl#getImpassableFor <em>Impassable For</em>}</li>
 *   <li>{@link org.banneret.model.impl.TerrainEffectImpl#isImpassable <em>Impassable</em>}</li>
 *   <li>{@link org.banneret.model.impl.TerrainEffectImpl#isBlocksLineOfSight <em>Blocks Line Of Sight</em>}</li>
 *   <li>{@link org.banneret.model.impl.TerrainEffectImpl#getCover <em>Cover</em>}</li>
 *   <li>{@link org.banneret.model.impl.TerrainEffectImpl#getCombatEffect <em>Combat Effect</em>}</li>
 *   <li>{@link org.banneret.model.impl.TerrainEffectImpl#getElevation <em>Elevation</em>}</li>
 *   <li>{@link org.banneret.model.impl.TerrainEffectImpl#getColor <em>Color</em>}</li>
 *   <li>{@link org.banneret.model.impl.TerrainEffectImpl#getSymbol <em>Symbol</em>}</li>
 *   <li>{@link org.banneret.model.impl.TerrainEffectImpl#getPattern <em>Pattern</em>}</li>
 *   <li>{@link org.banneret.model.impl.TerrainEffectImpl#getGlyph <em>Glyph</em>}</li>
 *   <li>{@link org.banneret.model.impl.TerrainEffectImpl#getLineWidthMm <em>Line Width Mm</em>}</li>
 *   <li>{@link org.banneret.model.impl.TerrainEffectImpl#getLineStyle <em>Line Style</em>}</li>
 *   <li>{@link org.banneret.model.impl.TerrainEffectImpl#getTraits <em>Traits</em>}</li>
 *   <li>{@link org.banneret.model.impl.TerrainEffectImpl#getStackingLimits <em>Stacking Limits</em>}</li>
 * </ul>
 *
 * @generated
 */
public abstract class TerrainEffectImpl extends NamedElementImpl implements TerrainEffect {
	/**
	 * The default value of the '{@link #getCitation() <em>Citation</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCitation()
	 * @generated
	 * @ordered
	 */
	protected static final String CITATION_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getCitation() <em>Citation</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCitation()
	 * @generated
	 * @ordered
	 */
	protected String citation = CITATION_EDEFAULT;

	/**
	 * The default value of the '{@link #getCode() <em>Code</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCode()
	 * @generated
	 * @ordered
	 */
	protected static final String CODE_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getCode() <em>Code</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCode()
	 * @generated
	 * @ordered
	 */
	protected String code = CODE_EDEFAULT;

	/**
	 * The default value of the '{@link #getDefaultCost() <em>Default Cost</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDefaultCost()
	 * @generated
	 * @ordered
	 */
	protected static final int DEFAULT_COST_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getDefaultCost() <em>Default Cost</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDefaultCost()
	 * @generated
	 * @ordered
	 */
	protected int defaultCost = DEFAULT_COST_EDEFAULT;

	/**
	 * This is true if the Default Cost attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean defaultCostESet;

	/**
	 * The cached value of the '{@link #getCosts() <em>Costs</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCosts()
	 * @generated
	 * @ordered
	 */
	protected EList<MovementCost> costs;

	/**
	 * The cached value of the '{@link #getImpassableFor() <em>Impassable For</em>}' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getImpassableFor()
	 * @generated
	 * @ordered
	 */
	protected EList<UnitClass> impassableFor;

	/**
	 * The default value of the '{@link #isImpassable() <em>Impassable</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isImpassable()
	 * @generated
	 * @ordered
	 */
	protected static final boolean IMPASSABLE_EDEFAULT = false;

	/**
	 * The cached value of the '{@link #isImpassable() <em>Impassable</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isImpassable()
	 * @generated
	 * @ordered
	 */
	protected boolean impassable = IMPASSABLE_EDEFAULT;

	/**
	 * The default value of the '{@link #isBlocksLineOfSight() <em>Blocks Line Of Sight</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isBlocksLineOfSight()
	 * @generated
	 * @ordered
	 */
	protected static final boolean BLOCKS_LINE_OF_SIGHT_EDEFAULT = false;

	/**
	 * The cached value of the '{@link #isBlocksLineOfSight() <em>Blocks Line Of Sight</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isBlocksLineOfSight()
	 * @generated
	 * @ordered
	 */
	protected boolean blocksLineOfSight = BLOCKS_LINE_OF_SIGHT_EDEFAULT;

	/**
	 * The default value of the '{@link #getCover() <em>Cover</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCover()
	 * @generated
	 * @ordered
	 */
	protected static final String COVER_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getCover() <em>Cover</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCover()
	 * @generated
	 * @ordered
	 */
	protected String cover = COVER_EDEFAULT;

	/**
	 * The default value of the '{@link #getCombatEffect() <em>Combat Effect</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCombatEffect()
	 * @generated
	 * @ordered
	 */
	protected static final String COMBAT_EFFECT_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getCombatEffect() <em>Combat Effect</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCombatEffect()
	 * @generated
	 * @ordered
	 */
	protected String combatEffect = COMBAT_EFFECT_EDEFAULT;

	/**
	 * The default value of the '{@link #getElevation() <em>Elevation</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getElevation()
	 * @generated
	 * @ordered
	 */
	protected static final int ELEVATION_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getElevation() <em>Elevation</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getElevation()
	 * @generated
	 * @ordered
	 */
	protected int elevation = ELEVATION_EDEFAULT;

	/**
	 * The default value of the '{@link #getColor() <em>Color</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getColor()
	 * @generated
	 * @ordered
	 */
	protected static final String COLOR_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getColor() <em>Color</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getColor()
	 * @generated
	 * @ordered
	 */
	protected String color = COLOR_EDEFAULT;

	/**
	 * The default value of the '{@link #getSymbol() <em>Symbol</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSymbol()
	 * @generated
	 * @ordered
	 */
	protected static final MapSymbol SYMBOL_EDEFAULT = MapSymbol.DOT;

	/**
	 * The cached value of the '{@link #getSymbol() <em>Symbol</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSymbol()
	 * @generated
	 * @ordered
	 */
	protected MapSymbol symbol = SYMBOL_EDEFAULT;

	/**
	 * This is true if the Symbol attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean symbolESet;

	/**
	 * The default value of the '{@link #getPattern() <em>Pattern</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPattern()
	 * @generated
	 * @ordered
	 */
	protected static final TerrainPattern PATTERN_EDEFAULT = TerrainPattern.TREES;

	/**
	 * The cached value of the '{@link #getPattern() <em>Pattern</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPattern()
	 * @generated
	 * @ordered
	 */
	protected TerrainPattern pattern = PATTERN_EDEFAULT;

	/**
	 * This is true if the Pattern attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean patternESet;

	/**
	 * The default value of the '{@link #getGlyph() <em>Glyph</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getGlyph()
	 * @generated
	 * @ordered
	 */
	protected static final HexsideGlyph GLYPH_EDEFAULT = HexsideGlyph.BATTLEMENTS;

	/**
	 * The cached value of the '{@link #getGlyph() <em>Glyph</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getGlyph()
	 * @generated
	 * @ordered
	 */
	protected HexsideGlyph glyph = GLYPH_EDEFAULT;

	/**
	 * This is true if the Glyph attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean glyphESet;

	/**
	 * The default value of the '{@link #getLineWidthMm() <em>Line Width Mm</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLineWidthMm()
	 * @generated
	 * @ordered
	 */
	protected static final double LINE_WIDTH_MM_EDEFAULT = 0.0;

	/**
	 * The cached value of the '{@link #getLineWidthMm() <em>Line Width Mm</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLineWidthMm()
	 * @generated
	 * @ordered
	 */
	protected double lineWidthMm = LINE_WIDTH_MM_EDEFAULT;

	/**
	 * This is true if the Line Width Mm attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean lineWidthMmESet;

	/**
	 * The default value of the '{@link #getLineStyle() <em>Line Style</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLineStyle()
	 * @generated
	 * @ordered
	 */
	protected static final LineStyle LINE_STYLE_EDEFAULT = LineStyle.SOLID;

	/**
	 * The cached value of the '{@link #getLineStyle() <em>Line Style</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLineStyle()
	 * @generated
	 * @ordered
	 */
	protected LineStyle lineStyle = LINE_STYLE_EDEFAULT;

	/**
	 * This is true if the Line Style attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean lineStyleESet;

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
	 * The cached value of the '{@link #getStackingLimits() <em>Stacking Limits</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getStackingLimits()
	 * @generated
	 * @ordered
	 */
	protected EList<StackingLimit> stackingLimits;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected TerrainEffectImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return BanneretPackage.Literals.TERRAIN_EFFECT;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getCitation() {
		return citation;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCitation(String newCitation) {
		String oldCitation = citation;
		citation = newCitation;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.TERRAIN_EFFECT__CITATION, oldCitation, citation));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getCode() {
		return code;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCode(String newCode) {
		String oldCode = code;
		code = newCode;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.TERRAIN_EFFECT__CODE, oldCode, code));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getDefaultCost() {
		return defaultCost;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setDefaultCost(int newDefaultCost) {
		int oldDefaultCost = defaultCost;
		defaultCost = newDefaultCost;
		boolean oldDefaultCostESet = defaultCostESet;
		defaultCostESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.TERRAIN_EFFECT__DEFAULT_COST, oldDefaultCost, defaultCost, !oldDefaultCostESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetDefaultCost() {
		int oldDefaultCost = defaultCost;
		boolean oldDefaultCostESet = defaultCostESet;
		defaultCost = DEFAULT_COST_EDEFAULT;
		defaultCostESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, BanneretPackage.TERRAIN_EFFECT__DEFAULT_COST, oldDefaultCost, DEFAULT_COST_EDEFAULT, oldDefaultCostESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetDefaultCost() {
		return defaultCostESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<MovementCost> getCosts() {
		if (costs == null) {
			costs = new EObjectContainmentEList<MovementCost>(MovementCost.class, this, BanneretPackage.TERRAIN_EFFECT__COSTS);
		}
		return costs;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<UnitClass> getImpassableFor() {
		if (impassableFor == null) {
			impassableFor = new EObjectResolvingEList<UnitClass>(UnitClass.class, this, BanneretPackage.TERRAIN_EFFECT__IMPASSABLE_FOR);
		}
		return impassableFor;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isImpassable() {
		return impassable;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setImpassable(boolean newImpassable) {
		boolean oldImpassable = impassable;
		impassable = newImpassable;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.TERRAIN_EFFECT__IMPASSABLE, oldImpassable, impassable));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isBlocksLineOfSight() {
		return blocksLineOfSight;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setBlocksLineOfSight(boolean newBlocksLineOfSight) {
		boolean oldBlocksLineOfSight = blocksLineOfSight;
		blocksLineOfSight = newBlocksLineOfSight;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.TERRAIN_EFFECT__BLOCKS_LINE_OF_SIGHT, oldBlocksLineOfSight, blocksLineOfSight));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getCover() {
		return cover;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCover(String newCover) {
		String oldCover = cover;
		cover = newCover;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.TERRAIN_EFFECT__COVER, oldCover, cover));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getCombatEffect() {
		return combatEffect;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCombatEffect(String newCombatEffect) {
		String oldCombatEffect = combatEffect;
		combatEffect = newCombatEffect;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.TERRAIN_EFFECT__COMBAT_EFFECT, oldCombatEffect, combatEffect));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getElevation() {
		return elevation;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setElevation(int newElevation) {
		int oldElevation = elevation;
		elevation = newElevation;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.TERRAIN_EFFECT__ELEVATION, oldElevation, elevation));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getColor() {
		return color;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setColor(String newColor) {
		String oldColor = color;
		color = newColor;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.TERRAIN_EFFECT__COLOR, oldColor, color));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public MapSymbol getSymbol() {
		return symbol;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSymbol(MapSymbol newSymbol) {
		MapSymbol oldSymbol = symbol;
		symbol = newSymbol == null ? SYMBOL_EDEFAULT : newSymbol;
		boolean oldSymbolESet = symbolESet;
		symbolESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.TERRAIN_EFFECT__SYMBOL, oldSymbol, symbol, !oldSymbolESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetSymbol() {
		MapSymbol oldSymbol = symbol;
		boolean oldSymbolESet = symbolESet;
		symbol = SYMBOL_EDEFAULT;
		symbolESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, BanneretPackage.TERRAIN_EFFECT__SYMBOL, oldSymbol, SYMBOL_EDEFAULT, oldSymbolESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetSymbol() {
		return symbolESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public TerrainPattern getPattern() {
		return pattern;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setPattern(TerrainPattern newPattern) {
		TerrainPattern oldPattern = pattern;
		pattern = newPattern == null ? PATTERN_EDEFAULT : newPattern;
		boolean oldPatternESet = patternESet;
		patternESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.TERRAIN_EFFECT__PATTERN, oldPattern, pattern, !oldPatternESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetPattern() {
		TerrainPattern oldPattern = pattern;
		boolean oldPatternESet = patternESet;
		pattern = PATTERN_EDEFAULT;
		patternESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, BanneretPackage.TERRAIN_EFFECT__PATTERN, oldPattern, PATTERN_EDEFAULT, oldPatternESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetPattern() {
		return patternESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public HexsideGlyph getGlyph() {
		return glyph;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setGlyph(HexsideGlyph newGlyph) {
		HexsideGlyph oldGlyph = glyph;
		glyph = newGlyph == null ? GLYPH_EDEFAULT : newGlyph;
		boolean oldGlyphESet = glyphESet;
		glyphESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.TERRAIN_EFFECT__GLYPH, oldGlyph, glyph, !oldGlyphESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetGlyph() {
		HexsideGlyph oldGlyph = glyph;
		boolean oldGlyphESet = glyphESet;
		glyph = GLYPH_EDEFAULT;
		glyphESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, BanneretPackage.TERRAIN_EFFECT__GLYPH, oldGlyph, GLYPH_EDEFAULT, oldGlyphESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetGlyph() {
		return glyphESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getLineWidthMm() {
		return lineWidthMm;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setLineWidthMm(double newLineWidthMm) {
		double oldLineWidthMm = lineWidthMm;
		lineWidthMm = newLineWidthMm;
		boolean oldLineWidthMmESet = lineWidthMmESet;
		lineWidthMmESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.TERRAIN_EFFECT__LINE_WIDTH_MM, oldLineWidthMm, lineWidthMm, !oldLineWidthMmESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetLineWidthMm() {
		double oldLineWidthMm = lineWidthMm;
		boolean oldLineWidthMmESet = lineWidthMmESet;
		lineWidthMm = LINE_WIDTH_MM_EDEFAULT;
		lineWidthMmESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, BanneretPackage.TERRAIN_EFFECT__LINE_WIDTH_MM, oldLineWidthMm, LINE_WIDTH_MM_EDEFAULT, oldLineWidthMmESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetLineWidthMm() {
		return lineWidthMmESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public LineStyle getLineStyle() {
		return lineStyle;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setLineStyle(LineStyle newLineStyle) {
		LineStyle oldLineStyle = lineStyle;
		lineStyle = newLineStyle == null ? LINE_STYLE_EDEFAULT : newLineStyle;
		boolean oldLineStyleESet = lineStyleESet;
		lineStyleESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.TERRAIN_EFFECT__LINE_STYLE, oldLineStyle, lineStyle, !oldLineStyleESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetLineStyle() {
		LineStyle oldLineStyle = lineStyle;
		boolean oldLineStyleESet = lineStyleESet;
		lineStyle = LINE_STYLE_EDEFAULT;
		lineStyleESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, BanneretPackage.TERRAIN_EFFECT__LINE_STYLE, oldLineStyle, LINE_STYLE_EDEFAULT, oldLineStyleESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetLineStyle() {
		return lineStyleESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<String> getTraits() {
		if (traits == null) {
			traits = new EDataTypeUniqueEList<String>(String.class, this, BanneretPackage.TERRAIN_EFFECT__TRAITS);
		}
		return traits;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<StackingLimit> getStackingLimits() {
		if (stackingLimits == null) {
			stackingLimits = new EObjectContainmentEList<StackingLimit>(StackingLimit.class, this, BanneretPackage.TERRAIN_EFFECT__STACKING_LIMITS);
		}
		return stackingLimits;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case BanneretPackage.TERRAIN_EFFECT__COSTS:
				return ((InternalEList<?>)getCosts()).basicRemove(otherEnd, msgs);
			case BanneretPackage.TERRAIN_EFFECT__STACKING_LIMITS:
				return ((InternalEList<?>)getStackingLimits()).basicRemove(otherEnd, msgs);
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
			case BanneretPackage.TERRAIN_EFFECT__CITATION:
				return getCitation();
			case BanneretPackage.TERRAIN_EFFECT__CODE:
				return getCode();
			case BanneretPackage.TERRAIN_EFFECT__DEFAULT_COST:
				return getDefaultCost();
			case BanneretPackage.TERRAIN_EFFECT__COSTS:
				return getCosts();
			case BanneretPackage.TERRAIN_EFFECT__IMPASSABLE_FOR:
				return getImpassableFor();
			case BanneretPackage.TERRAIN_EFFECT__IMPASSABLE:
				return isImpassable();
			case BanneretPackage.TERRAIN_EFFECT__BLOCKS_LINE_OF_SIGHT:
				return isBlocksLineOfSight();
			case BanneretPackage.TERRAIN_EFFECT__COVER:
				return getCover();
			case BanneretPackage.TERRAIN_EFFECT__COMBAT_EFFECT:
				return getCombatEffect();
			case BanneretPackage.TERRAIN_EFFECT__ELEVATION:
				return getElevation();
			case BanneretPackage.TERRAIN_EFFECT__COLOR:
				return getColor();
			case BanneretPackage.TERRAIN_EFFECT__SYMBOL:
				return getSymbol();
			case BanneretPackage.TERRAIN_EFFECT__PATTERN:
				return getPattern();
			case BanneretPackage.TERRAIN_EFFECT__GLYPH:
				return getGlyph();
			case BanneretPackage.TERRAIN_EFFECT__LINE_WIDTH_MM:
				return getLineWidthMm();
			case BanneretPackage.TERRAIN_EFFECT__LINE_STYLE:
				return getLineStyle();
			case BanneretPackage.TERRAIN_EFFECT__TRAITS:
				return getTraits();
			case BanneretPackage.TERRAIN_EFFECT__STACKING_LIMITS:
				return getStackingLimits();
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
			case BanneretPackage.TERRAIN_EFFECT__CITATION:
				setCitation((String)newValue);
				return;
			case BanneretPackage.TERRAIN_EFFECT__CODE:
				setCode((String)newValue);
				return;
			case BanneretPackage.TERRAIN_EFFECT__DEFAULT_COST:
				setDefaultCost((Integer)newValue);
				return;
			case BanneretPackage.TERRAIN_EFFECT__COSTS:
				getCosts().clear();
				getCosts().addAll((Collection<? extends MovementCost>)newValue);
				return;
			case BanneretPackage.TERRAIN_EFFECT__IMPASSABLE_FOR:
				getImpassableFor().clear();
				getImpassableFor().addAll((Collection<? extends UnitClass>)newValue);
				return;
			case BanneretPackage.TERRAIN_EFFECT__IMPASSABLE:
				setImpassable((Boolean)newValue);
				return;
			case BanneretPackage.TERRAIN_EFFECT__BLOCKS_LINE_OF_SIGHT:
				setBlocksLineOfSight((Boolean)newValue);
				return;
			case BanneretPackage.TERRAIN_EFFECT__COVER:
				setCover((String)newValue);
				return;
			case BanneretPackage.TERRAIN_EFFECT__COMBAT_EFFECT:
				setCombatEffect((String)newValue);
				return;
			case BanneretPackage.TERRAIN_EFFECT__ELEVATION:
				setElevation((Integer)newValue);
				return;
			case BanneretPackage.TERRAIN_EFFECT__COLOR:
				setColor((String)newValue);
				return;
			case BanneretPackage.TERRAIN_EFFECT__SYMBOL:
				setSymbol((MapSymbol)newValue);
				return;
			case BanneretPackage.TERRAIN_EFFECT__PATTERN:
				setPattern((TerrainPattern)newValue);
				return;
			case BanneretPackage.TERRAIN_EFFECT__GLYPH:
				setGlyph((HexsideGlyph)newValue);
				return;
			case BanneretPackage.TERRAIN_EFFECT__LINE_WIDTH_MM:
				setLineWidthMm((Double)newValue);
				return;
			case BanneretPackage.TERRAIN_EFFECT__LINE_STYLE:
				setLineStyle((LineStyle)newValue);
				return;
			case BanneretPackage.TERRAIN_EFFECT__TRAITS:
				getTraits().clear();
				getTraits().addAll((Collection<? extends String>)newValue);
				return;
			case BanneretPackage.TERRAIN_EFFECT__STACKING_LIMITS:
				getStackingLimits().clear();
				getStackingLimits().addAll((Collection<? extends StackingLimit>)newValue);
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
			case BanneretPackage.TERRAIN_EFFECT__CITATION:
				setCitation(CITATION_EDEFAULT);
				return;
			case BanneretPackage.TERRAIN_EFFECT__CODE:
				setCode(CODE_EDEFAULT);
				return;
			case BanneretPackage.TERRAIN_EFFECT__DEFAULT_COST:
				unsetDefaultCost();
				return;
			case BanneretPackage.TERRAIN_EFFECT__COSTS:
				getCosts().clear();
				return;
			case BanneretPackage.TERRAIN_EFFECT__IMPASSABLE_FOR:
				getImpassableFor().clear();
				return;
			case BanneretPackage.TERRAIN_EFFECT__IMPASSABLE:
				setImpassable(IMPASSABLE_EDEFAULT);
				return;
			case BanneretPackage.TERRAIN_EFFECT__BLOCKS_LINE_OF_SIGHT:
				setBlocksLineOfSight(BLOCKS_LINE_OF_SIGHT_EDEFAULT);
				return;
			case BanneretPackage.TERRAIN_EFFECT__COVER:
				setCover(COVER_EDEFAULT);
				return;
			case BanneretPackage.TERRAIN_EFFECT__COMBAT_EFFECT:
				setCombatEffect(COMBAT_EFFECT_EDEFAULT);
				return;
			case BanneretPackage.TERRAIN_EFFECT__ELEVATION:
				setElevation(ELEVATION_EDEFAULT);
				return;
			case BanneretPackage.TERRAIN_EFFECT__COLOR:
				setColor(COLOR_EDEFAULT);
				return;
			case BanneretPackage.TERRAIN_EFFECT__SYMBOL:
				unsetSymbol();
				return;
			case BanneretPackage.TERRAIN_EFFECT__PATTERN:
				unsetPattern();
				return;
			case BanneretPackage.TERRAIN_EFFECT__GLYPH:
				unsetGlyph();
				return;
			case BanneretPackage.TERRAIN_EFFECT__LINE_WIDTH_MM:
				unsetLineWidthMm();
				return;
			case BanneretPackage.TERRAIN_EFFECT__LINE_STYLE:
				unsetLineStyle();
				return;
			case BanneretPackage.TERRAIN_EFFECT__TRAITS:
				getTraits().clear();
				return;
			case BanneretPackage.TERRAIN_EFFECT__STACKING_LIMITS:
				getStackingLimits().clear();
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
			case BanneretPackage.TERRAIN_EFFECT__CITATION:
				return CITATION_EDEFAULT == null ? citation != null : !CITATION_EDEFAULT.equals(citation);
			case BanneretPackage.TERRAIN_EFFECT__CODE:
				return CODE_EDEFAULT == null ? code != null : !CODE_EDEFAULT.equals(code);
			case BanneretPackage.TERRAIN_EFFECT__DEFAULT_COST:
				return isSetDefaultCost();
			case BanneretPackage.TERRAIN_EFFECT__COSTS:
				return costs != null && !costs.isEmpty();
			case BanneretPackage.TERRAIN_EFFECT__IMPASSABLE_FOR:
				return impassableFor != null && !impassableFor.isEmpty();
			case BanneretPackage.TERRAIN_EFFECT__IMPASSABLE:
				return impassable != IMPASSABLE_EDEFAULT;
			case BanneretPackage.TERRAIN_EFFECT__BLOCKS_LINE_OF_SIGHT:
				return blocksLineOfSight != BLOCKS_LINE_OF_SIGHT_EDEFAULT;
			case BanneretPackage.TERRAIN_EFFECT__COVER:
				return COVER_EDEFAULT == null ? cover != null : !COVER_EDEFAULT.equals(cover);
			case BanneretPackage.TERRAIN_EFFECT__COMBAT_EFFECT:
				return COMBAT_EFFECT_EDEFAULT == null ? combatEffect != null : !COMBAT_EFFECT_EDEFAULT.equals(combatEffect);
			case BanneretPackage.TERRAIN_EFFECT__ELEVATION:
				return elevation != ELEVATION_EDEFAULT;
			case BanneretPackage.TERRAIN_EFFECT__COLOR:
				return COLOR_EDEFAULT == null ? color != null : !COLOR_EDEFAULT.equals(color);
			case BanneretPackage.TERRAIN_EFFECT__SYMBOL:
				return isSetSymbol();
			case BanneretPackage.TERRAIN_EFFECT__PATTERN:
				return isSetPattern();
			case BanneretPackage.TERRAIN_EFFECT__GLYPH:
				return isSetGlyph();
			case BanneretPackage.TERRAIN_EFFECT__LINE_WIDTH_MM:
				return isSetLineWidthMm();
			case BanneretPackage.TERRAIN_EFFECT__LINE_STYLE:
				return isSetLineStyle();
			case BanneretPackage.TERRAIN_EFFECT__TRAITS:
				return traits != null && !traits.isEmpty();
			case BanneretPackage.TERRAIN_EFFECT__STACKING_LIMITS:
				return stackingLimits != null && !stackingLimits.isEmpty();
		}
		return super.eIsSet(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int eBaseStructuralFeatureID(int derivedFeatureID, Class<?> baseClass) {
		if (baseClass == Citable.class) {
			switch (derivedFeatureID) {
				case BanneretPackage.TERRAIN_EFFECT__CITATION: return BanneretPackage.CITABLE__CITATION;
				default: return -1;
			}
		}
		return super.eBaseStructuralFeatureID(derivedFeatureID, baseClass);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int eDerivedStructuralFeatureID(int baseFeatureID, Class<?> baseClass) {
		if (baseClass == Citable.class) {
			switch (baseFeatureID) {
				case BanneretPackage.CITABLE__CITATION: return BanneretPackage.TERRAIN_EFFECT__CITATION;
				default: return -1;
			}
		}
		return super.eDerivedStructuralFeatureID(baseFeatureID, baseClass);
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
		result.append(" (citation: ");
		result.append(citation);
		result.append(", code: ");
		result.append(code);
		result.append(", defaultCost: ");
		if (defaultCostESet) result.append(defaultCost); else result.append("<unset>");
		result.append(", impassable: ");
		result.append(impassable);
		result.append(", blocksLineOfSight: ");
		result.append(blocksLineOfSight);
		result.append(", cover: ");
		result.append(cover);
		result.append(", combatEffect: ");
		result.append(combatEffect);
		result.append(", elevation: ");
		result.append(elevation);
		result.append(", color: ");
		result.append(color);
		result.append(", symbol: ");
		if (symbolESet) result.append(symbol); else result.append("<unset>");
		result.append(", pattern: ");
		if (patternESet) result.append(pattern); else result.append("<unset>");
		result.append(", glyph: ");
		if (glyphESet) result.append(glyph); else result.append("<unset>");
		result.append(", lineWidthMm: ");
		if (lineWidthMmESet) result.append(lineWidthMm); else result.append("<unset>");
		result.append(", lineStyle: ");
		if (lineStyleESet) result.append(lineStyle); else result.append("<unset>");
		result.append(", traits: ");
		result.append(traits);
		result.append(')');
		return result.toString();
	}

} //TerrainEffectImpl

/**
 */
package org.banneret.model;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Terrain Effect</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * What a terrain, a hex feature or a hexside feature does to the units in or crossing it.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.TerrainEffect#getCode <em>Code</em>}</li>
 *   <li>{@link org.banneret.model.TerrainEffect#getDefaultCost <em>Default Cost</em>}</li>
 *   <li>{@link org.banneret.model.TerrainEffect#getCosts <em>Costs</em>}</li>
 *   <li>{@link org.banneret.model.TerrainEffect#getImpassableFor <em>Impassable For</em>}</li>
 *   <li>{@link org.banneret.model.TerrainEffect#isImpassable <em>Impassable</em>}</li>
 *   <li>{@link org.banneret.model.TerrainEffect#isBlocksLineOfSight <em>Blocks Line Of Sight</em>}</li>
 *   <li>{@link org.banneret.model.TerrainEffect#getCover <em>Cover</em>}</li>
 *   <li>{@link org.banneret.model.TerrainEffect#getCombatEffect <em>Combat Effect</em>}</li>
 *   <li>{@link org.banneret.model.TerrainEffect#getElevation <em>Elevation</em>}</li>
 *   <li>{@link org.banneret.model.TerrainEffect#getColor <em>Color</em>}</li>
 *   <li>{@link org.banneret.model.TerrainEffect#getSymbol <em>Symbol</em>}</li>
 *   <li>{@link org.banneret.model.TerrainEffect#getPattern <em>Pattern</em>}</li>
 *   <li>{@link org.banneret.model.TerrainEffect#getGlyph <em>Glyph</em>}</li>
 *   <li>{@link org.banneret.model.TerrainEffect#getLineWidthMm <em>Line Width Mm</em>}</li>
 *   <li>{@link org.banneret.model.TerrainEffect#getLineStyle <em>Line Style</em>}</li>
 *   <li>{@link org.banneret.model.TerrainEffect#getTraits <em>Traits</em>}</li>
 *   <li>{@link org.banneret.model.TerrainEffect#getStackingLimits <em>Stacking Limits</em>}</li>
 * </ul>
 *
 * @see org.banneret.model.BanneretPackage#getTerrainEffect()
 * @model abstract="true"
 * @generated
 */
public interface TerrainEffect extends NamedElement, Citable {
	/**
	 * Returns the value of the '<em><b>Code</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * A short code used in compact map rows.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Code</em>' attribute.
	 * @see #setCode(String)
	 * @see org.banneret.model.BanneretPackage#getTerrainEffect_Code()
	 * @model
	 * @generated
	 */
	String getCode();

	/**
	 * Sets the value of the '{@link org.banneret.model.TerrainEffect#getCode <em>Code</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Code</em>' attribute.
	 * @see #getCode()
	 * @generated
	 */
	void setCode(String value);

	/**
	 * Returns the value of the '<em><b>Default Cost</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Default Cost</em>' attribute.
	 * @see #isSetDefaultCost()
	 * @see #unsetDefaultCost()
	 * @see #setDefaultCost(int)
	 * @see org.banneret.model.BanneretPackage#getTerrainEffect_DefaultCost()
	 * @model unsettable="true"
	 * @generated
	 */
	int getDefaultCost();

	/**
	 * Sets the value of the '{@link org.banneret.model.TerrainEffect#getDefaultCost <em>Default Cost</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Default Cost</em>' attribute.
	 * @see #isSetDefaultCost()
	 * @see #unsetDefaultCost()
	 * @see #getDefaultCost()
	 * @generated
	 */
	void setDefaultCost(int value);

	/**
	 * Unsets the value of the '{@link org.banneret.model.TerrainEffect#getDefaultCost <em>Default Cost</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetDefaultCost()
	 * @see #getDefaultCost()
	 * @see #setDefaultCost(int)
	 * @generated
	 */
	void unsetDefaultCost();

	/**
	 * Returns whether the value of the '{@link org.banneret.model.TerrainEffect#getDefaultCost <em>Default Cost</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Default Cost</em>' attribute is set.
	 * @see #unsetDefaultCost()
	 * @see #getDefaultCost()
	 * @see #setDefaultCost(int)
	 * @generated
	 */
	boolean isSetDefaultCost();

	/**
	 * Returns the value of the '<em><b>Costs</b></em>' containment reference list.
	 * The list contents are of type {@link org.banneret.model.MovementCost}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Costs</em>' containment reference list.
	 * @see org.banneret.model.BanneretPackage#getTerrainEffect_Costs()
	 * @model containment="true"
	 * @generated
	 */
	EList<MovementCost> getCosts();

	/**
	 * Returns the value of the '<em><b>Impassable For</b></em>' reference list.
	 * The list contents are of type {@link org.banneret.model.UnitClass}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Impassable For</em>' reference list.
	 * @see org.banneret.model.BanneretPackage#getTerrainEffect_ImpassableFor()
	 * @model
	 * @generated
	 */
	EList<UnitClass> getImpassableFor();

	/**
	 * Returns the value of the '<em><b>Impassable</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Impassable</em>' attribute.
	 * @see #setImpassable(boolean)
	 * @see org.banneret.model.BanneretPackage#getTerrainEffect_Impassable()
	 * @model
	 * @generated
	 */
	boolean isImpassable();

	/**
	 * Sets the value of the '{@link org.banneret.model.TerrainEffect#isImpassable <em>Impassable</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Impassable</em>' attribute.
	 * @see #isImpassable()
	 * @generated
	 */
	void setImpassable(boolean value);

	/**
	 * Returns the value of the '<em><b>Blocks Line Of Sight</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Blocks Line Of Sight</em>' attribute.
	 * @see #setBlocksLineOfSight(boolean)
	 * @see org.banneret.model.BanneretPackage#getTerrainEffect_BlocksLineOfSight()
	 * @model
	 * @generated
	 */
	boolean isBlocksLineOfSight();

	/**
	 * Sets the value of the '{@link org.banneret.model.TerrainEffect#isBlocksLineOfSight <em>Blocks Line Of Sight</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Blocks Line Of Sight</em>' attribute.
	 * @see #isBlocksLineOfSight()
	 * @generated
	 */
	void setBlocksLineOfSight(boolean value);

	/**
	 * Returns the value of the '<em><b>Cover</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Cover</em>' attribute.
	 * @see #setCover(String)
	 * @see org.banneret.model.BanneretPackage#getTerrainEffect_Cover()
	 * @model
	 * @generated
	 */
	String getCover();

	/**
	 * Sets the value of the '{@link org.banneret.model.TerrainEffect#getCover <em>Cover</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Cover</em>' attribute.
	 * @see #getCover()
	 * @generated
	 */
	void setCover(String value);

	/**
	 * Returns the value of the '<em><b>Combat Effect</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Combat Effect</em>' attribute.
	 * @see #setCombatEffect(String)
	 * @see org.banneret.model.BanneretPackage#getTerrainEffect_CombatEffect()
	 * @model
	 * @generated
	 */
	String getCombatEffect();

	/**
	 * Sets the value of the '{@link org.banneret.model.TerrainEffect#getCombatEffect <em>Combat Effect</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Combat Effect</em>' attribute.
	 * @see #getCombatEffect()
	 * @generated
	 */
	void setCombatEffect(String value);

	/**
	 * Returns the value of the '<em><b>Elevation</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Elevation</em>' attribute.
	 * @see #setElevation(int)
	 * @see org.banneret.model.BanneretPackage#getTerrainEffect_Elevation()
	 * @model
	 * @generated
	 */
	int getElevation();

	/**
	 * Sets the value of the '{@link org.banneret.model.TerrainEffect#getElevation <em>Elevation</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Elevation</em>' attribute.
	 * @see #getElevation()
	 * @generated
	 */
	void setElevation(int value);

	/**
	 * Returns the value of the '<em><b>Color</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Fill colour for drawing, as #rrggbb.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Color</em>' attribute.
	 * @see #setColor(String)
	 * @see org.banneret.model.BanneretPackage#getTerrainEffect_Color()
	 * @model
	 * @generated
	 */
	String getColor();

	/**
	 * Sets the value of the '{@link org.banneret.model.TerrainEffect#getColor <em>Color</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Color</em>' attribute.
	 * @see #getColor()
	 * @generated
	 */
	void setColor(String value);

	/**
	 * Returns the value of the '<em><b>Symbol</b></em>' attribute.
	 * The literals are from the enumeration {@link org.banneret.model.MapSymbol}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The symbol a hex feature of this type is drawn with, in its colour.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Symbol</em>' attribute.
	 * @see org.banneret.model.MapSymbol
	 * @see #isSetSymbol()
	 * @see #unsetSymbol()
	 * @see #setSymbol(MapSymbol)
	 * @see org.banneret.model.BanneretPackage#getTerrainEffect_Symbol()
	 * @model unsettable="true"
	 * @generated
	 */
	MapSymbol getSymbol();

	/**
	 * Sets the value of the '{@link org.banneret.model.TerrainEffect#getSymbol <em>Symbol</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Symbol</em>' attribute.
	 * @see org.banneret.model.MapSymbol
	 * @see #isSetSymbol()
	 * @see #unsetSymbol()
	 * @see #getSymbol()
	 * @generated
	 */
	void setSymbol(MapSymbol value);

	/**
	 * Unsets the value of the '{@link org.banneret.model.TerrainEffect#getSymbol <em>Symbol</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetSymbol()
	 * @see #getSymbol()
	 * @see #setSymbol(MapSymbol)
	 * @generated
	 */
	void unsetSymbol();

	/**
	 * Returns whether the value of the '{@link org.banneret.model.TerrainEffect#getSymbol <em>Symbol</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Symbol</em>' attribute is set.
	 * @see #unsetSymbol()
	 * @see #getSymbol()
	 * @see #setSymbol(MapSymbol)
	 * @generated
	 */
	boolean isSetSymbol();

	/**
	 * Returns the value of the '<em><b>Pattern</b></em>' attribute.
	 * The literals are from the enumeration {@link org.banneret.model.TerrainPattern}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * What is drawn over a terrain's fill in each of its hexes, as printed maps draw trees in a wood and waves on water.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Pattern</em>' attribute.
	 * @see org.banneret.model.TerrainPattern
	 * @see #isSetPattern()
	 * @see #unsetPattern()
	 * @see #setPattern(TerrainPattern)
	 * @see org.banneret.model.BanneretPackage#getTerrainEffect_Pattern()
	 * @model unsettable="true"
	 * @generated
	 */
	TerrainPattern getPattern();

	/**
	 * Sets the value of the '{@link org.banneret.model.TerrainEffect#getPattern <em>Pattern</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Pattern</em>' attribute.
	 * @see org.banneret.model.TerrainPattern
	 * @see #isSetPattern()
	 * @see #unsetPattern()
	 * @see #getPattern()
	 * @generated
	 */
	void setPattern(TerrainPattern value);

	/**
	 * Unsets the value of the '{@link org.banneret.model.TerrainEffect#getPattern <em>Pattern</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetPattern()
	 * @see #getPattern()
	 * @see #setPattern(TerrainPattern)
	 * @generated
	 */
	void unsetPattern();

	/**
	 * Returns whether the value of the '{@link org.banneret.model.TerrainEffect#getPattern <em>Pattern</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Pattern</em>' attribute is set.
	 * @see #unsetPattern()
	 * @see #getPattern()
	 * @see #setPattern(TerrainPattern)
	 * @generated
	 */
	boolean isSetPattern();

	/**
	 * Returns the value of the '<em><b>Glyph</b></em>' attribute.
	 * The literals are from the enumeration {@link org.banneret.model.HexsideGlyph}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * What is drawn along a hexside feature's line, repeated, as printed maps draw battlements on a wall and stakes on a palisade.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Glyph</em>' attribute.
	 * @see org.banneret.model.HexsideGlyph
	 * @see #isSetGlyph()
	 * @see #unsetGlyph()
	 * @see #setGlyph(HexsideGlyph)
	 * @see org.banneret.model.BanneretPackage#getTerrainEffect_Glyph()
	 * @model unsettable="true"
	 * @generated
	 */
	HexsideGlyph getGlyph();

	/**
	 * Sets the value of the '{@link org.banneret.model.TerrainEffect#getGlyph <em>Glyph</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Glyph</em>' attribute.
	 * @see org.banneret.model.HexsideGlyph
	 * @see #isSetGlyph()
	 * @see #unsetGlyph()
	 * @see #getGlyph()
	 * @generated
	 */
	void setGlyph(HexsideGlyph value);

	/**
	 * Unsets the value of the '{@link org.banneret.model.TerrainEffect#getGlyph <em>Glyph</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetGlyph()
	 * @see #getGlyph()
	 * @see #setGlyph(HexsideGlyph)
	 * @generated
	 */
	void unsetGlyph();

	/**
	 * Returns whether the value of the '{@link org.banneret.model.TerrainEffect#getGlyph <em>Glyph</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Glyph</em>' attribute is set.
	 * @see #unsetGlyph()
	 * @see #getGlyph()
	 * @see #setGlyph(HexsideGlyph)
	 * @generated
	 */
	boolean isSetGlyph();

	/**
	 * Returns the value of the '<em><b>Line Width Mm</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * How wide a path or a hexside feature of this type is drawn, in millimetres of the printed map.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Line Width Mm</em>' attribute.
	 * @see #isSetLineWidthMm()
	 * @see #unsetLineWidthMm()
	 * @see #setLineWidthMm(double)
	 * @see org.banneret.model.BanneretPackage#getTerrainEffect_LineWidthMm()
	 * @model unsettable="true"
	 * @generated
	 */
	double getLineWidthMm();

	/**
	 * Sets the value of the '{@link org.banneret.model.TerrainEffect#getLineWidthMm <em>Line Width Mm</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Line Width Mm</em>' attribute.
	 * @see #isSetLineWidthMm()
	 * @see #unsetLineWidthMm()
	 * @see #getLineWidthMm()
	 * @generated
	 */
	void setLineWidthMm(double value);

	/**
	 * Unsets the value of the '{@link org.banneret.model.TerrainEffect#getLineWidthMm <em>Line Width Mm</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetLineWidthMm()
	 * @see #getLineWidthMm()
	 * @see #setLineWidthMm(double)
	 * @generated
	 */
	void unsetLineWidthMm();

	/**
	 * Returns whether the value of the '{@link org.banneret.model.TerrainEffect#getLineWidthMm <em>Line Width Mm</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Line Width Mm</em>' attribute is set.
	 * @see #unsetLineWidthMm()
	 * @see #getLineWidthMm()
	 * @see #setLineWidthMm(double)
	 * @generated
	 */
	boolean isSetLineWidthMm();

	/**
	 * Returns the value of the '<em><b>Line Style</b></em>' attribute.
	 * The literals are from the enumeration {@link org.banneret.model.LineStyle}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * How a path or a hexside feature of this type is stroked: solid, dashed, dotted or double.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Line Style</em>' attribute.
	 * @see org.banneret.model.LineStyle
	 * @see #isSetLineStyle()
	 * @see #unsetLineStyle()
	 * @see #setLineStyle(LineStyle)
	 * @see org.banneret.model.BanneretPackage#getTerrainEffect_LineStyle()
	 * @model unsettable="true"
	 * @generated
	 */
	LineStyle getLineStyle();

	/**
	 * Sets the value of the '{@link org.banneret.model.TerrainEffect#getLineStyle <em>Line Style</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Line Style</em>' attribute.
	 * @see org.banneret.model.LineStyle
	 * @see #isSetLineStyle()
	 * @see #unsetLineStyle()
	 * @see #getLineStyle()
	 * @generated
	 */
	void setLineStyle(LineStyle value);

	/**
	 * Unsets the value of the '{@link org.banneret.model.TerrainEffect#getLineStyle <em>Line Style</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetLineStyle()
	 * @see #getLineStyle()
	 * @see #setLineStyle(LineStyle)
	 * @generated
	 */
	void unsetLineStyle();

	/**
	 * Returns whether the value of the '{@link org.banneret.model.TerrainEffect#getLineStyle <em>Line Style</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Line Style</em>' attribute is set.
	 * @see #unsetLineStyle()
	 * @see #getLineStyle()
	 * @see #setLineStyle(LineStyle)
	 * @generated
	 */
	boolean isSetLineStyle();

	/**
	 * Returns the value of the '<em><b>Traits</b></em>' attribute list.
	 * The list contents are of type {@link java.lang.String}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Traits</em>' attribute list.
	 * @see org.banneret.model.BanneretPackage#getTerrainEffect_Traits()
	 * @model
	 * @generated
	 */
	EList<String> getTraits();

	/**
	 * Returns the value of the '<em><b>Stacking Limits</b></em>' containment reference list.
	 * The list contents are of type {@link org.banneret.model.StackingLimit}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Limits that replace the system's limits in hexes with this effect (a fortified hex holds 10 SP).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Stacking Limits</em>' containment reference list.
	 * @see org.banneret.model.BanneretPackage#getTerrainEffect_StackingLimits()
	 * @model containment="true"
	 * @generated
	 */
	EList<StackingLimit> getStackingLimits();

} // TerrainEffect

/**
 */
package org.banneret.model;

import org.banneret.model.grid.CellGrid;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Hex Map</b></em>'.
 * <!-- end-user-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.HexMap#getGameSystem <em>Game System</em>}</li>
 *   <li>{@link org.banneret.model.HexMap#getGrid <em>Grid</em>}</li>
 *   <li>{@link org.banneret.model.HexMap#getDefaultTerrain <em>Default Terrain</em>}</li>
 *   <li>{@link org.banneret.model.HexMap#getTerrainPalette <em>Terrain Palette</em>}</li>
 *   <li>{@link org.banneret.model.HexMap#getTerrain <em>Terrain</em>}</li>
 *   <li>{@link org.banneret.model.HexMap#getElevation <em>Elevation</em>}</li>
 *   <li>{@link org.banneret.model.HexMap#getFeatures <em>Features</em>}</li>
 *   <li>{@link org.banneret.model.HexMap#getHexsideFeatures <em>Hexside Features</em>}</li>
 *   <li>{@link org.banneret.model.HexMap#getPaths <em>Paths</em>}</li>
 *   <li>{@link org.banneret.model.HexMap#getRegions <em>Regions</em>}</li>
 *   <li>{@link org.banneret.model.HexMap#getSides <em>Sides</em>}</li>
 *   <li>{@link org.banneret.model.HexMap#getMarkers <em>Markers</em>}</li>
 *   <li>{@link org.banneret.model.HexMap#getStructures <em>Structures</em>}</li>
 * </ul>
 *
 * @see org.banneret.model.BanneretPackage#getHexMap()
 * @model
 * @generated
 */
public interface HexMap extends NamedElement {
	/**
	 * Returns the value of the '<em><b>Game System</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Game System</em>' reference.
	 * @see #setGameSystem(GameSystem)
	 * @see org.banneret.model.BanneretPackage#getHexMap_GameSystem()
	 * @model
	 * @generated
	 */
	GameSystem getGameSystem();

	/**
	 * Sets the value of the '{@link org.banneret.model.HexMap#getGameSystem <em>Game System</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Game System</em>' reference.
	 * @see #getGameSystem()
	 * @generated
	 */
	void setGameSystem(GameSystem value);

	/**
	 * Returns the value of the '<em><b>Grid</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Grid</em>' containment reference.
	 * @see #setGrid(HexGrid)
	 * @see org.banneret.model.BanneretPackage#getHexMap_Grid()
	 * @model containment="true"
	 * @generated
	 */
	HexGrid getGrid();

	/**
	 * Sets the value of the '{@link org.banneret.model.HexMap#getGrid <em>Grid</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Grid</em>' containment reference.
	 * @see #getGrid()
	 * @generated
	 */
	void setGrid(HexGrid value);

	/**
	 * Returns the value of the '<em><b>Default Terrain</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Default Terrain</em>' reference.
	 * @see #setDefaultTerrain(TerrainType)
	 * @see org.banneret.model.BanneretPackage#getHexMap_DefaultTerrain()
	 * @model
	 * @generated
	 */
	TerrainType getDefaultTerrain();

	/**
	 * Sets the value of the '{@link org.banneret.model.HexMap#getDefaultTerrain <em>Default Terrain</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Default Terrain</em>' reference.
	 * @see #getDefaultTerrain()
	 * @generated
	 */
	void setDefaultTerrain(TerrainType value);

	/**
	 * Returns the value of the '<em><b>Terrain Palette</b></em>' reference list.
	 * The list contents are of type {@link org.banneret.model.TerrainType}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The terrain types the cells of the terrain grid index, in order; index 0 is the default terrain.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Terrain Palette</em>' reference list.
	 * @see org.banneret.model.BanneretPackage#getHexMap_TerrainPalette()
	 * @model
	 * @generated
	 */
	EList<TerrainType> getTerrainPalette();

	/**
	 * Returns the value of the '<em><b>Terrain</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Terrain</em>' attribute.
	 * @see #setTerrain(CellGrid)
	 * @see org.banneret.model.BanneretPackage#getHexMap_Terrain()
	 * @model dataType="org.banneret.model.CellGrid"
	 * @generated
	 */
	CellGrid getTerrain();

	/**
	 * Sets the value of the '{@link org.banneret.model.HexMap#getTerrain <em>Terrain</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Terrain</em>' attribute.
	 * @see #getTerrain()
	 * @generated
	 */
	void setTerrain(CellGrid value);

	/**
	 * Returns the value of the '<em><b>Elevation</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Elevation</em>' attribute.
	 * @see #setElevation(CellGrid)
	 * @see org.banneret.model.BanneretPackage#getHexMap_Elevation()
	 * @model dataType="org.banneret.model.CellGrid"
	 * @generated
	 */
	CellGrid getElevation();

	/**
	 * Sets the value of the '{@link org.banneret.model.HexMap#getElevation <em>Elevation</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Elevation</em>' attribute.
	 * @see #getElevation()
	 * @generated
	 */
	void setElevation(CellGrid value);

	/**
	 * Returns the value of the '<em><b>Features</b></em>' containment reference list.
	 * The list contents are of type {@link org.banneret.model.HexFeature}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Features</em>' containment reference list.
	 * @see org.banneret.model.BanneretPackage#getHexMap_Features()
	 * @model containment="true"
	 * @generated
	 */
	EList<HexFeature> getFeatures();

	/**
	 * Returns the value of the '<em><b>Hexside Features</b></em>' containment reference list.
	 * The list contents are of type {@link org.banneret.model.HexsideFeature}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Hexside Features</em>' containment reference list.
	 * @see org.banneret.model.BanneretPackage#getHexMap_HexsideFeatures()
	 * @model containment="true"
	 * @generated
	 */
	EList<HexsideFeature> getHexsideFeatures();

	/**
	 * Returns the value of the '<em><b>Paths</b></em>' containment reference list.
	 * The list contents are of type {@link org.banneret.model.MapPath}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Paths</em>' containment reference list.
	 * @see org.banneret.model.BanneretPackage#getHexMap_Paths()
	 * @model containment="true"
	 * @generated
	 */
	EList<MapPath> getPaths();

	/**
	 * Returns the value of the '<em><b>Regions</b></em>' containment reference list.
	 * The list contents are of type {@link org.banneret.model.Region}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Regions</em>' containment reference list.
	 * @see org.banneret.model.BanneretPackage#getHexMap_Regions()
	 * @model containment="true"
	 * @generated
	 */
	EList<Region> getRegions();

	/**
	 * Returns the value of the '<em><b>Sides</b></em>' containment reference list.
	 * The list contents are of type {@link org.banneret.model.MapSide}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Sides</em>' containment reference list.
	 * @see org.banneret.model.BanneretPackage#getHexMap_Sides()
	 * @model containment="true"
	 * @generated
	 */
	EList<MapSide> getSides();

	/**
	 * Returns the value of the '<em><b>Markers</b></em>' containment reference list.
	 * The list contents are of type {@link org.banneret.model.HexMarker}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Markers</em>' containment reference list.
	 * @see org.banneret.model.BanneretPackage#getHexMap_Markers()
	 * @model containment="true"
	 * @generated
	 */
	EList<HexMarker> getMarkers();

	/**
	 * Returns the value of the '<em><b>Structures</b></em>' containment reference list.
	 * The list contents are of type {@link org.banneret.model.Structure}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Structures</em>' containment reference list.
	 * @see org.banneret.model.BanneretPackage#getHexMap_Structures()
	 * @model containment="true"
	 * @generated
	 */
	EList<Structure> getStructures();

} // HexMap

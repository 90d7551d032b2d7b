/**
 */
package org.banneret.model.impl;

import java.util.Collection;

import org.banneret.model.BanneretPackage;
import org.banneret.model.GameSystem;
import org.banneret.model.HexFeature;
import org.banneret.model.HexGrid;
import org.banneret.model.HexMap;
import org.banneret.model.HexMarker;
import org.banneret.model.HexsideFeature;
import org.banneret.model.MapPath;
import org.banneret.model.MapSide;
import org.banneret.model.Region;
import org.banneret.model.Structure;
import org.banneret.model.TerrainType;

import org.banneret.model.grid.CellGrid;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.NotificationChain;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

import org.eclipse.emf.ecore.util.EObjectContainmentEList;
import org.eclipse.emf.ecore.util.EObjectResolvingEList;
import org.eclipse.emf.ecore.util.InternalEList;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Hex Map</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.banneret.model.impl.HexMapImpl#getGameSystem <em>Game System</em>}</li>
 *   <li>{@link org.banneret.model.impl.HexMapImpl#getGrid <em>Grid</em>}</li>
 *   <li>{@link org.banneret.model.impl.HexMapImpl#getDefaultTerrain <em>Default Terrain</em>}</li>
 *   <li>{@link org.banneret.model.impl.HexMapImpl#getTerrainPalette <em>Terrain Palette</em>}</li>
 *   <li>{@link org.banneret.model.impl.HexMapImpl#getTerrain <em>Terrain</em>}</li>
 *   <li>{@link org.banneret.model.impl.HexMapImpl#getElevation <em>Elevation</em>}</li>
 *   <li>{@link org.banneret.model.impl.HexMapImpl#getFeatures <em>Features</em>}</li>
 *   <li>{@link org.banneret.model.impl.HexMapImpl#getHexsideFeatures <em>Hexside Features</em>}</li>
 *   <li>{@link org.banneret.model.impl.HexMapImpl#getPaths <em>Paths</em>}</li>
 *   <li>{@link org.banneret.model.impl.HexMapImpl#getRegions <em>Regions</em>}</li>
 *   <li>{@link org.banneret.model.impl.HexMapImpl#getSides <em>Sides</em>}</li>
 *   <li>{@link org.banneret.model.impl.HexMapImpl#getMarkers <em>Markers</em>}</li>
 *   <li>{@link org.banneret.model.impl.HexMapImpl#getStructures <em>Structures</em>}</li>
 * </ul>
 *
 * @generated
 */
public class HexMapImpl extends NamedElementImpl implements HexMap {
	/**
	 * The cached value of the '{@link #getGameSystem() <em>Game System</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getGameSystem()
	 * @generated
	 * @ordered
	 */
	protected GameSystem gameSystem;

	/**
	 * The cached value of the '{@link #getGrid() <em>Grid</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getGrid()
	 * @generated
	 * @ordered
	 */
	protected HexGrid grid;

	/**
	 * The cached value of the '{@link #getDefaultTerrain() <em>Default Terrain</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDefaultTerrain()
	 * @generated
	 * @ordered
	 */
	protected TerrainType defaultTerrain;

	/**
	 * The cached value of the '{@link #getTerrainPalette() <em>Terrain Palette</em>}' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTerrainPalette()
	 * @generated
	 * @ordered
	 */
	protected EList<TerrainType> terrainPalette;

	/**
	 * The default value of the '{@link #getTerrain() <em>Terrain</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTerrain()
	 * @generated
	 * @ordered
	 */
	protected static final CellGrid TERRAIN_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getTerrain() <em>Terrain</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTerrain()
	 * @generated
	 * @ordered
	 */
	protected CellGrid terrain = TERRAIN_EDEFAULT;

	/**
	 * The default value of the '{@link #getElevation() <em>Elevation</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getElevation()
	 * @generated
	 * @ordered
	 */
	protected static final CellGrid ELEVATION_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getElevation() <em>Elevation</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getElevation()
	 * @generated
	 * @ordered
	 */
	protected CellGrid elevation = ELEVATION_EDEFAULT;

	/**
	 * The cached value of the '{@link #getFeatures() <em>Features</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFeatures()
	 * @generated
	 * @ordered
	 */
	protected EList<HexFeature> features;

	/**
	 * The cached value of the '{@link #getHexsideFeatures() <em>Hexside Features</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getHexsideFeatures()
	 * @generated
	 * @ordered
	 */
	protected EList<HexsideFeature> hexsideFeatures;

	/**
	 * The cached value of the '{@link #getPaths() <em>Paths</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPaths()
	 * @generated
	 * @ordered
	 */
	protected EList<MapPath> paths;

	/**
	 * The cached value of the '{@link #getRegions() <em>Regions</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRegions()
	 * @generated
	 * @ordered
	 */
	protected EList<Region> regions;

	/**
	 * The cached value of the '{@link #getSides() <em>Sides</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSides()
	 * @generated
	 * @ordered
	 */
	protected EList<MapSide> sides;

	/**
	 * The cached value of the '{@link #getMarkers() <em>Markers</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMarkers()
	 * @generated
	 * @ordered
	 */
	protected EList<HexMarker> markers;

	/**
	 * The cached value of the '{@link #getStructures() <em>Structures</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getStructures()
	 * @generated
	 * @ordered
	 */
	protected EList<Structure> structures;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected HexMapImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return BanneretPackage.Literals.HEX_MAP;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public GameSystem getGameSystem() {
		if (gameSystem != null && gameSystem.eIsProxy()) {
			InternalEObject oldGameSystem = (InternalEObject)gameSystem;
			gameSystem = (GameSystem)eResolveProxy(oldGameSystem);
			if (gameSystem != oldGameSystem) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, BanneretPackage.HEX_MAP__GAME_SYSTEM, oldGameSystem, gameSystem));
			}
		}
		return gameSystem;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public GameSystem basicGetGameSystem() {
		return gameSystem;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setGameSystem(GameSystem newGameSystem) {
		GameSystem oldGameSystem = gameSystem;
		gameSystem = newGameSystem;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.HEX_MAP__GAME_SYSTEM, oldGameSystem, gameSystem));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public HexGrid getGrid() {
		return grid;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetGrid(HexGrid newGrid, NotificationChain msgs) {
		HexGrid oldGrid = grid;
		grid = newGrid;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, BanneretPackage.HEX_MAP__GRID, oldGrid, newGrid);
			if (msgs == null) msgs = notification; else msgs.add(notification);
		}
		return msgs;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setGrid(HexGrid newGrid) {
		if (newGrid != grid) {
			NotificationChain msgs = null;
			if (grid != null)
				msgs = ((InternalEObject)grid).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - BanneretPackage.HEX_MAP__GRID, null, msgs);
			if (newGrid != null)
				msgs = ((InternalEObject)newGrid).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - BanneretPackage.HEX_MAP__GRID, null, msgs);
			msgs = basicSetGrid(newGrid, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.HEX_MAP__GRID, newGrid, newGrid));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public TerrainType getDefaultTerrain() {
		if (defaultTerrain != null && defaultTerrain.eIsProxy()) {
			InternalEObject oldDefaultTerrain = (InternalEObject)defaultTerrain;
			defaultTerrain = (TerrainType)eResolveProxy(oldDefaultTerrain);
			if (defaultTerrain != oldDefaultTerrain) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, BanneretPackage.HEX_MAP__DEFAULT_TERRAIN, oldDefaultTerrain, defaultTerrain));
			}
		}
		return defaultTerrain;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public TerrainType basicGetDefaultTerrain() {
		return defaultTerrain;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setDefaultTerrain(TerrainType newDefaultTerrain) {
		TerrainType oldDefaultTerrain = defaultTerrain;
		defaultTerrain = newDefaultTerrain;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.HEX_MAP__DEFAULT_TERRAIN, oldDefaultTerrain, defaultTerrain));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<TerrainType> getTerrainPalette() {
		if (terrainPalette == null) {
			terrainPalette = new EObjectResolvingEList<TerrainType>(TerrainType.class, this, BanneretPackage.HEX_MAP__TERRAIN_PALETTE);
		}
		return terrainPalette;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public CellGrid getTerrain() {
		return terrain;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTerrain(CellGrid newTerrain) {
		CellGrid oldTerrain = terrain;
		terrain = newTerrain;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.HEX_MAP__TERRAIN, oldTerrain, terrain));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public CellGrid getElevation() {
		return elevation;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setElevation(CellGrid newElevation) {
		CellGrid oldElevation = elevation;
		elevation = newElevation;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, BanneretPackage.HEX_MAP__ELEVATION, oldElevation, elevation));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<HexFeature> getFeatures() {
		if (features == null) {
			features = new EObjectContainmentEList<HexFeature>(HexFeature.class, this, BanneretPackage.HEX_MAP__FEATURES);
		}
		return features;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<HexsideFeature> getHexsideFeatures() {
		if (hexsideFeatures == null) {
			hexsideFeatures = new EObjectContainmentEList<HexsideFeature>(HexsideFeature.class, this, BanneretPackage.HEX_MAP__HEXSIDE_FEATURES);
		}
		return hexsideFeatures;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<MapPath> getPaths() {
		if (paths == null) {
			paths = new EObjectContainmentEList<MapPath>(MapPath.class, this, BanneretPackage.HEX_MAP__PATHS);
		}
		return paths;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Region> getRegions() {
		if (regions == null) {
			regions = new EObjectContainmentEList<Region>(Region.class, this, BanneretPackage.HEX_MAP__REGIONS);
		}
		return regions;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<MapSide> getSides() {
		if (sides == null) {
			sides = new EObjectContainmentEList<MapSide>(MapSide.class, this, BanneretPackage.HEX_MAP__SIDES);
		}
		return sides;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<HexMarker> getMarkers() {
		if (markers == null) {
			markers = new EObjectContainmentEList<HexMarker>(HexMarker.class, this, BanneretPackage.HEX_MAP__MARKERS);
		}
		return markers;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Structure> getStructures() {
		if (structures == null) {
			structures = new EObjectContainmentEList<Structure>(Structure.class, this, BanneretPackage.HEX_MAP__STRUCTURES);
		}
		return structures;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case BanneretPackage.HEX_MAP__GRID:
				return basicSetGrid(null, msgs);
			case BanneretPackage.HEX_MAP__FEATURES:
				return ((InternalEList<?>)getFeatures()).basicRemove(otherEnd, msgs);
			case BanneretPackage.HEX_MAP__HEXSIDE_FEATURES:
				return ((InternalEList<?>)getHexsideFeatures()).basicRemove(otherEnd, msgs);
			case BanneretPackage.HEX_MAP__PATHS:
				return ((InternalEList<?>)getPaths()).basicRemove(otherEnd, msgs);
			case BanneretPackage.HEX_MAP__REGIONS:
				return ((InternalEList<?>)getRegions()).basicRemove(otherEnd, msgs);
			case BanneretPackage.HEX_MAP__SIDES:
				return ((InternalEList<?>)getSides()).basicRemove(otherEnd, msgs);
			case BanneretPackage.HEX_MAP__MARKERS:
				return ((InternalEList<?>)getMarkers()).basicRemove(otherEnd, msgs);
			case BanneretPackage.HEX_MAP__STRUCTURES:
				return ((InternalEList<?>)getStructures()).basicRemove(otherEnd, msgs);
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
			case BanneretPackage.HEX_MAP__GAME_SYSTEM:
				if (resolve) return getGameSystem();
				return basicGetGameSystem();
			case BanneretPackage.HEX_MAP__GRID:
				return getGrid();
			case BanneretPackage.HEX_MAP__DEFAULT_TERRAIN:
				if (resolve) return getDefaultTerrain();
				return basicGetDefaultTerrain();
			case BanneretPackage.HEX_MAP__TERRAIN_PALETTE:
				return getTerrainPalette();
			case BanneretPackage.HEX_MAP__TERRAIN:
				return getTerrain();
			case BanneretPackage.HEX_MAP__ELEVATION:
				return getElevation();
			case BanneretPackage.HEX_MAP__FEATURES:
				return getFeatures();
			case BanneretPackage.HEX_MAP__HEXSIDE_FEATURES:
				return getHexsideFeatures();
			case BanneretPackage.HEX_MAP__PATHS:
				return getPaths();
			case BanneretPackage.HEX_MAP__REGIONS:
				return getRegions();
			case BanneretPackage.HEX_MAP__SIDES:
				return getSides();
			case BanneretPackage.HEX_MAP__MARKERS:
				return getMarkers();
			case BanneretPackage.HEX_MAP__STRUCTURES:
				return getStructures();
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
			case BanneretPackage.HEX_MAP__GAME_SYSTEM:
				setGameSystem((GameSystem)newValue);
				return;
			case BanneretPackage.HEX_MAP__GRID:
				setGrid((HexGrid)newValue);
				return;
			case BanneretPackage.HEX_MAP__DEFAULT_TERRAIN:
				setDefaultTerrain((TerrainType)newValue);
				return;
			case BanneretPackage.HEX_MAP__TERRAIN_PALETTE:
				getTerrainPalette().clear();
				getTerrainPalette().addAll((Collection<? extends TerrainType>)newValue);
				return;
			case BanneretPackage.HEX_MAP__TERRAIN:
				setTerrain((CellGrid)newValue);
				return;
			case BanneretPackage.HEX_MAP__ELEVATION:
				setElevation((CellGrid)newValue);
				return;
			case BanneretPackage.HEX_MAP__FEATURES:
				getFeatures().clear();
				getFeatures().addAll((Collection<? extends HexFeature>)newValue);
				return;
			case BanneretPackage.HEX_MAP__HEXSIDE_FEATURES:
				getHexsideFeatures().clear();
				getHexsideFeatures().addAll((Collection<? extends HexsideFeature>)newValue);
				return;
			case BanneretPackage.HEX_MAP__PATHS:
				getPaths().clear();
				getPaths().addAll((Collection<? extends MapPath>)newValue);
				return;
			case BanneretPackage.HEX_MAP__REGIONS:
				getRegions().clear();
				getRegions().addAll((Collection<? extends Region>)newValue);
				return;
			case BanneretPackage.HEX_MAP__SIDES:
				getSides().clear();
				getSides().addAll((Collection<? extends MapSide>)newValue);
				return;
			case BanneretPackage.HEX_MAP__MARKERS:
				getMarkers().clear();
				getMarkers().addAll((Collection<? extends HexMarker>)newValue);
				return;
			case BanneretPackage.HEX_MAP__STRUCTURES:
				getStructures().clear();
				getStructures().addAll((Collection<? extends Structure>)newValue);
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
			case BanneretPackage.HEX_MAP__GAME_SYSTEM:
				setGameSystem((GameSystem)null);
				return;
			case BanneretPackage.HEX_MAP__GRID:
				setGrid((HexGrid)null);
				return;
			case BanneretPackage.HEX_MAP__DEFAULT_TERRAIN:
				setDefaultTerrain((TerrainType)null);
				return;
			case BanneretPackage.HEX_MAP__TERRAIN_PALETTE:
				getTerrainPalette().clear();
				return;
			case BanneretPackage.HEX_MAP__TERRAIN:
				setTerrain(TERRAIN_EDEFAULT);
				return;
			case BanneretPackage.HEX_MAP__ELEVATION:
				setElevation(ELEVATION_EDEFAULT);
				return;
			case BanneretPackage.HEX_MAP__FEATURES:
				getFeatures().clear();
				return;
			case BanneretPackage.HEX_MAP__HEXSIDE_FEATURES:
				getHexsideFeatures().clear();
				return;
			case BanneretPackage.HEX_MAP__PATHS:
				getPaths().clear();
				return;
			case BanneretPackage.HEX_MAP__REGIONS:
				getRegions().clear();
				return;
			case BanneretPackage.HEX_MAP__SIDES:
				getSides().clear();
				return;
			case BanneretPackage.HEX_MAP__MARKERS:
				getMarkers().clear();
				return;
			case BanneretPackage.HEX_MAP__STRUCTURES:
				getStructures().clear();
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
			case BanneretPackage.HEX_MAP__GAME_SYSTEM:
				return gameSystem != null;
			case BanneretPackage.HEX_MAP__GRID:
				return grid != null;
			case BanneretPackage.HEX_MAP__DEFAULT_TERRAIN:
				return defaultTerrain != null;
			case BanneretPackage.HEX_MAP__TERRAIN_PALETTE:
				return terrainPalette != null && !terrainPalette.isEmpty();
			case BanneretPackage.HEX_MAP__TERRAIN:
				return TERRAIN_EDEFAULT == null ? terrain != null : !TERRAIN_EDEFAULT.equals(terrain);
			case BanneretPackage.HEX_MAP__ELEVATION:
				return ELEVATION_EDEFAULT == null ? elevation != null : !ELEVATION_EDEFAULT.equals(elevation);
			case BanneretPackage.HEX_MAP__FEATURES:
				return features != null && !features.isEmpty();
			case BanneretPackage.HEX_MAP__HEXSIDE_FEATURES:
				return hexsideFeatures != null && !hexsideFeatures.isEmpty();
			case BanneretPackage.HEX_MAP__PATHS:
				return paths != null && !paths.isEmpty();
			case BanneretPackage.HEX_MAP__REGIONS:
				return regions != null && !regions.isEmpty();
			case BanneretPackage.HEX_MAP__SIDES:
				return sides != null && !sides.isEmpty();
			case BanneretPackage.HEX_MAP__MARKERS:
				return markers != null && !markers.isEmpty();
			case BanneretPackage.HEX_MAP__STRUCTURES:
				return structures != null && !structures.isEmpty();
		}
		return super.eIsSet(featureID);
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
		result.append(" (terrain: ");
		result.append(terrain);
		result.append(", elevation: ");
		result.append(elevation);
		result.append(')');
		return result.toString();
	}

} //HexMapImpl

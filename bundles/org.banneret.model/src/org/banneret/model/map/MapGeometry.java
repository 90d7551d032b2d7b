package org.banneret.model.map;

import java.util.Map;

import org.banneret.model.Compass;
import org.banneret.model.HexGrid;
import org.banneret.model.HexMap;
import org.banneret.model.LabelScheme;
import org.banneret.model.TerrainType;
import org.banneret.model.grid.CellGrid;
import org.banneret.model.hex.GridBounds;
import org.banneret.model.hex.GridOrientation;
import org.banneret.model.hex.Hex;
import org.banneret.model.hex.HexDirection;
import org.banneret.model.hex.HexLabelException;
import org.banneret.model.hex.HexLabelScheme;
import org.banneret.model.hex.LabelKind;
import org.banneret.model.hex.LabelSpec;
import org.banneret.model.hex.MapEdge;
import org.banneret.model.hex.OffsetCoord;
import org.banneret.model.hex.OffsetLayout;
import org.banneret.model.hex.OffsetParity;

/**
 * The geometry of one {@link HexMap}: its layout, bounds and label scheme, built once and
 * then used to turn stored hex labels into axial hexes and back. This is the bridge between
 * the EMF model and the EMF-free {@code org.banneret.model.hex} package, whose enums mirror
 * the model's by constant name.
 */
public final class MapGeometry {

	private static final Map<Compass, HexDirection> FLAT_FACINGS = Map.of(
			Compass.SE, HexDirection.PLUS_Q, Compass.NE, HexDirection.PLUS_Q_MINUS_R, Compass.N, HexDirection.MINUS_R,
			Compass.NW, HexDirection.MINUS_Q, Compass.SW, HexDirection.MINUS_Q_PLUS_R, Compass.S, HexDirection.PLUS_R);
	private static final Map<Compass, HexDirection> POINTY_FACINGS = Map.of(
			Compass.E, HexDirection.PLUS_Q, Compass.NE, HexDirection.PLUS_Q_MINUS_R, Compass.NW, HexDirection.MINUS_R,
			Compass.W, HexDirection.MINUS_Q, Compass.SW, HexDirection.MINUS_Q_PLUS_R, Compass.SE, HexDirection.PLUS_R);
	private static final Map<Compass, MapEdge> EDGES = Map.of(
			Compass.N, MapEdge.NORTH, Compass.S, MapEdge.SOUTH, Compass.E, MapEdge.EAST, Compass.W, MapEdge.WEST);

	private final HexMap map;
	private final OffsetLayout layout;
	private final GridBounds bounds;
	private final HexLabelScheme labels;
	private TerrainCodes terrainCodes;

	private MapGeometry(HexMap map, OffsetLayout layout, GridBounds bounds, HexLabelScheme labels) {
		this.map = map;
		this.layout = layout;
		this.bounds = bounds;
		this.labels = labels;
	}

	/**
	 * @throws IllegalArgumentException when the map has no grid, or its size or label scheme
	 *                                  cannot exist; the message says what to change
	 */
	public static MapGeometry of(HexMap map) {
		HexGrid grid = map.getGrid();
		if (grid == null) {
			throw new IllegalArgumentException("the map '" + map.getName() + "' has no grid");
		}
		OffsetLayout layout = new OffsetLayout(GridOrientation.valueOf(grid.getOrientation().name()),
				OffsetParity.valueOf(grid.getParity().name()));
		GridBounds bounds = new GridBounds(layout, grid.getColumns(), grid.getRows());
		return new MapGeometry(map, layout, bounds, HexLabelScheme.of(labelSpec(grid)));
	}

	/** The label spec of a grid; a grid without a label scheme uses unpadded CCRR from 1. */
	public static LabelSpec labelSpec(HexGrid grid) {
		LabelScheme scheme = grid.getLabels();
		if (scheme == null) {
			return LabelSpec.numeric(grid.getColumns(), grid.getRows()).withDigits(0,
					Math.max(2, Integer.toString(grid.getRows()).length()));
		}
		LabelKind kind = LabelKind.valueOf(scheme.getKind().name());
		return new LabelSpec(kind, scheme.getColumnDigits(), scheme.getRowDigits(), scheme.getFirstColumn(),
				scheme.getFirstRow(), scheme.isColumnsDescending(), scheme.isRowsDescending(), grid.getColumns(),
				grid.getRows(), kind == LabelKind.BOARD_PREFIXED && scheme.getBoardPrefix() != null
						? scheme.getBoardPrefix()
						: "");
	}

	public HexMap map() {
		return map;
	}

	public OffsetLayout layout() {
		return layout;
	}

	public GridBounds bounds() {
		return bounds;
	}

	public HexLabelScheme labels() {
		return labels;
	}

	/**
	 * The hex a label names on this map.
	 *
	 * @throws HexLabelException naming the label, when it is malformed or off the map
	 */
	public Hex hex(String label) {
		return layout.toHex(labels.parse(label));
	}

	/**
	 * The hex a label names on this map, or null where the label is missing, malformed or off the
	 * map: the one lenient reading of a label, for text as it is being typed and for checks that
	 * leave a bad label to the language's own error.
	 */
	public Hex find(String label) {
		if (label == null) {
			return null;
		}
		try {
			Hex hex = hex(label);
			return contains(hex) ? hex : null;
		} catch (IllegalArgumentException e) {
			return null;
		}
	}

	/** The printed label of a hex on this map. */
	public String label(Hex hex) {
		return labels.format(layout.toOffset(hex));
	}

	public boolean contains(Hex hex) {
		return bounds.contains(hex);
	}

	/**
	 * The terrain of a hex: the terrain type whose code its cell holds, or the default terrain
	 * where there is no grid or the grid has no cell for it (a grid shorter than its map while
	 * its rows are typed; the model validator reports that). Null for a code no terrain type has.
	 */
	public TerrainType terrainAt(Hex hex) {
		CellGrid terrain = map.getTerrain();
		if (terrain == null || !hasCell(terrain, hex)) {
			return map.getDefaultTerrain();
		}
		if (terrainCodes == null) {
			terrainCodes = TerrainCodes.of(map);
		}
		return terrainCodes.terrain(cell(terrain, hex));
	}

	/** The elevation of a hex; 0 where there is no grid or the grid has no cell for it. */
	public int elevationAt(Hex hex) {
		CellGrid elevation = map.getElevation();
		return elevation == null || !hasCell(elevation, hex) ? 0 : cell(elevation, hex);
	}

	/**
	 * Whether the map's terrain grid holds a cell for a hex: a hex without one shows the default
	 * terrain because its row was not written or did not read.
	 */
	public boolean hasTerrainCell(Hex hex) {
		return map.getTerrain() != null && hasCell(map.getTerrain(), hex);
	}

	/** Whether a grid holds a cell for a hex of the map, whatever the grid's size. */
	private boolean hasCell(CellGrid grid, Hex hex) {
		if (!bounds.contains(hex)) {
			return false;
		}
		OffsetCoord at = layout.toOffset(hex);
		return at.column() < grid.columns() && at.row() < grid.rows();
	}

	private int cell(CellGrid grid, Hex hex) {
		OffsetCoord at = layout.toOffset(hex);
		return grid.get(at.column(), at.row());
	}

	/**
	 * The hex direction a facing points to on this map's grid.
	 *
	 * @throws IllegalArgumentException when the facing does not exist on this orientation
	 */
	public HexDirection direction(Compass facing) {
		boolean flat = layout.orientation() == GridOrientation.FLAT;
		HexDirection direction = (flat ? FLAT_FACINGS : POINTY_FACINGS).get(facing);
		if (direction == null) {
			throw new IllegalArgumentException("facing " + facing + " points at a hex corner on a "
					+ (flat ? "flat-topped grid; use N, NE, SE, S, SW or NW" : "pointy-topped grid; use NE, E, SE, SW, W or NW"));
		}
		return direction;
	}

	/**
	 * The map edge a compass point names.
	 *
	 * @throws IllegalArgumentException for diagonal compass points
	 */
	public static MapEdge edge(Compass compass) {
		MapEdge edge = EDGES.get(compass);
		if (edge == null) {
			throw new IllegalArgumentException("a map edge is N, E, S or W, not " + compass);
		}
		return edge;
	}
}

package org.banneret.model.validation;

import java.util.Map;

import org.banneret.model.BanneretPackage;
import org.banneret.model.HexGrid;
import org.banneret.model.HexMap;
import org.banneret.model.Nationality;
import org.banneret.model.Scenario;
import org.banneret.model.Side;
import org.banneret.model.TerrainEffect;
import org.banneret.model.Unit;
import org.banneret.model.UnitType;
import org.banneret.model.grid.CellGrid;
import org.banneret.model.hex.GridBounds;
import org.banneret.model.map.Hull;
import org.banneret.model.map.MapGeometry;
import org.banneret.model.map.TerrainCodes;
import org.eclipse.emf.common.util.BasicDiagnostic;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.common.util.DiagnosticChain;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.EValidator;
import org.eclipse.emf.ecore.util.EObjectValidator;

/**
 * The model's own invariants: a grid that can exist, cell grids that fit it, counts and turn
 * ranges that make sense. Game rules live in the rules engine, not here.
 */
public class ModelValidator extends EObjectValidator {

	public static final String DIAGNOSTIC_SOURCE = "org.banneret.model";

	public static final ModelValidator INSTANCE = new ModelValidator();

	/** Codes of this validator's diagnostics. */
	public static final int GRID_SIZE = 1;
	public static final int HEX_SIZE = 2;
	public static final int CELL_GRID = 3;
	public static final int LABEL_SCHEME = 4;
	public static final int UNIT_COUNT = 5;
	public static final int TURN_RANGE = 6;
	public static final int COLOUR = 7;
	public static final int LINE_WIDTH = 8;
	public static final int HULL = 9;

	/** Colours as the language writes them: "#b73a30", "#b33", or "183, 58, 48". */
	private static final java.util.regex.Pattern COLOUR_TEXT = java.util.regex.Pattern
			.compile("\\s*(#\\p{XDigit}{6}|#\\p{XDigit}{3}|(25[0-5]|2[0-4]\\d|1?\\d?\\d)(\\s*,\\s*(25[0-5]|2[0-4]\\d|1?\\d?\\d)){2})\\s*");
	/** The widest line a map draws, in millimetres: a hex is about 16. */
	private static final double WIDEST_LINE_MM = 10;
	/** The most counters one unit row may stand for: more than any game's counter mix holds of a kind. */
	public static final int MOST_COUNTERS = 999;

	/** The context key under which Xtext's validation passes its check mode. */
	static final String TEXT_CHECK_MODE = "check.mode";

	/** Makes {@code Diagnostician.INSTANCE} use this validator for Banneret objects. */
	public static void register() {
		EValidator.Registry.INSTANCE.putIfAbsent(BanneretPackage.eINSTANCE, INSTANCE);
	}

	@Override
	protected EPackage getEPackage() {
		return BanneretPackage.eINSTANCE;
	}

	@Override
	protected boolean validate(int classifierID, Object value, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (!(value instanceof EObject object)) {
			return true;
		}
		boolean valid = validate_EveryDefaultConstraint(object, diagnostics, context);
		if (!valid && diagnostics == null) {
			return false;
		}
		return switch (object) {
			case HexGrid grid -> validateGrid(grid, diagnostics) && valid;
			case HexMap map -> validateCellGrids(map, diagnostics) && valid;
			case Unit unit -> validateUnit(unit, diagnostics) && valid;
			case Scenario scenario -> validateTurns(scenario, diagnostics) && valid;
			case TerrainEffect effect -> validateLook(effect, diagnostics) && valid;
			case UnitType type -> validateHull(type, diagnostics) && valid;
			case Nationality nationality -> validateColour(nationality, nationality.getColor(),
					BanneretPackage.Literals.NATIONALITY__COLOR, diagnostics) && valid;
			case Side side -> validateColour(side, side.getColor(), BanneretPackage.Literals.SIDE__COLOR, diagnostics) && valid;
			default -> valid;
		};
	}

	/**
	 * Text resources report an unresolved name through their linker, saying what was looked for
	 * and where; EMF's generic proxy message would only repeat it. The scenario language's
	 * validation marks its context with its check mode.
	 */
	@Override
	public boolean validate_EveryProxyResolves(EObject object, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return context != null && context.containsKey(TEXT_CHECK_MODE) || super.validate_EveryProxyResolves(object, diagnostics, context);
	}

	private boolean validateGrid(HexGrid grid, DiagnosticChain diagnostics) {
		boolean valid = checkSize(grid, grid.getColumns(), "columns", BanneretPackage.Literals.HEX_GRID__COLUMNS,
				diagnostics);
		valid &= checkSize(grid, grid.getRows(), "rows", BanneretPackage.Literals.HEX_GRID__ROWS, diagnostics);
		if (!(grid.getHexSizeMm() > 0) || Double.isInfinite(grid.getHexSizeMm())) {
			valid = error(diagnostics, HEX_SIZE, grid, BanneretPackage.Literals.HEX_GRID__HEX_SIZE_MM,
					"The hex size must be a positive number of millimetres, not " + grid.getHexSizeMm() + ".");
		}
		if (valid) {
			try {
				MapGeometry.labelSpec(grid);
			} catch (IllegalArgumentException e) {
				valid = error(diagnostics, LABEL_SCHEME, grid, BanneretPackage.Literals.HEX_GRID__LABELS,
						"The hex label scheme cannot work: " + e.getMessage() + ".");
			}
		}
		return valid;
	}

	private boolean checkSize(HexGrid grid, int size, String what, EStructuralFeature feature,
			DiagnosticChain diagnostics) {
		if (size >= 1 && size <= GridBounds.MAX_DIMENSION) {
			return true;
		}
		return error(diagnostics, GRID_SIZE, grid, feature,
				"The map grid has " + size + " " + what + "; a map needs 1 to " + GridBounds.MAX_DIMENSION + " " + what + ".");
	}

	private boolean validateCellGrids(HexMap map, DiagnosticChain diagnostics) {
		HexGrid grid = map.getGrid();
		if (grid == null) {
			return error(diagnostics, CELL_GRID, map, BanneretPackage.Literals.HEX_MAP__GRID,
					"The map '" + map.getName() + "' has no grid.");
		}
		boolean valid = fits(map, map.getTerrain(), "terrain", BanneretPackage.Literals.HEX_MAP__TERRAIN, diagnostics);
		valid &= fits(map, map.getElevation(), "elevation", BanneretPackage.Literals.HEX_MAP__ELEVATION, diagnostics);
		CellGrid terrain = map.getTerrain();
		if (terrain != null) {
			TerrainCodes codes = TerrainCodes.of(map);
			for (int i = 0; i < terrain.size(); i++) {
				if (!codes.isKnown(terrain.get(i))) {
					int column = i % terrain.columns();
					int row = i / terrain.columns();
					// The cell's index goes with the diagnostic, so that the language places it on its row and column.
					if (diagnostics != null) {
						diagnostics.add(new BasicDiagnostic(Diagnostic.ERROR, DIAGNOSTIC_SOURCE, CELL_GRID,
								"Terrain code '" + TerrainCodes.character(terrain.get(i)) + "' at column " + (column + 1)
										+ ", row " + (row + 1) + " of the terrain grid is not the code of any terrain type of "
										+ (map.getGameSystem() == null ? "the map's game system" : map.getGameSystem().getName()) + ".",
								new Object[] { map, BanneretPackage.Literals.HEX_MAP__TERRAIN, i }));
					}
					return false;
				}
			}
		}
		return valid;
	}

	private boolean fits(HexMap map, CellGrid cells, String what, EStructuralFeature feature,
			DiagnosticChain diagnostics) {
		HexGrid grid = map.getGrid();
		if (cells == null || cells.columns() == grid.getColumns() && cells.rows() == grid.getRows()) {
			return true;
		}
		return error(diagnostics, CELL_GRID, map, feature, "The " + what + " grid is " + cells.columns() + " x "
				+ cells.rows() + " but the map is " + grid.getColumns() + " x " + grid.getRows() + " hexes.");
	}

	private boolean validateUnit(Unit unit, DiagnosticChain diagnostics) {
		if (unit.getCount() >= 1 && unit.getCount() <= MOST_COUNTERS) {
			return true;
		}
		return error(diagnostics, UNIT_COUNT, unit, BanneretPackage.Literals.UNIT__COUNT, "A unit row stands for 1 to "
				+ MOST_COUNTERS + " counters (no game's counter mix holds more of a kind), not " + unit.getCount() + ".");
	}

	private boolean validateLook(TerrainEffect effect, DiagnosticChain diagnostics) {
		boolean valid = validateColour(effect, effect.getColor(), BanneretPackage.Literals.TERRAIN_EFFECT__COLOR, diagnostics);
		if (effect.isSetLineWidthMm() && !(effect.getLineWidthMm() > 0 && effect.getLineWidthMm() <= WIDEST_LINE_MM)) {
			valid = error(diagnostics, LINE_WIDTH, effect, BanneretPackage.Literals.TERRAIN_EFFECT__LINE_WIDTH_MM,
					"A line is drawn more than 0 and at most " + (int) WIDEST_LINE_MM + " mm wide, not " + effect.getLineWidthMm()
							+ " mm.") && valid;
		}
		return valid;
	}

	private boolean validateColour(EObject owner, String colour, EStructuralFeature feature, DiagnosticChain diagnostics) {
		if (colour == null || COLOUR_TEXT.matcher(colour).matches()) {
			return true;
		}
		return error(diagnostics, COLOUR, owner, feature,
				"'" + colour + "' is not a colour: write it as \"#rrggbb\" (such as \"#b73a30\"), \"#rgb\" or \"red, green, blue\".");
	}

	private boolean validateHull(UnitType type, DiagnosticChain diagnostics) {
		if (type.getHull() == null) {
			return true;
		}
		try {
			Hull.read(type.getHull());
			return true;
		} catch (Hull.DrawingException e) {
			String where = e.row() > 0 || e.column() > 0 ? "Row " + (e.row() + 1) + ", hex " + (e.column() + 1) + " of the hull: " : "";
			return error(diagnostics, HULL, type, BanneretPackage.Literals.UNIT_TYPE__HULL, where + e.getMessage());
		}
	}

	private boolean validateTurns(Scenario scenario, DiagnosticChain diagnostics) {
		if (!scenario.isSetFirstTurn() || !scenario.isSetLastTurn() || scenario.getFirstTurn() <= scenario.getLastTurn()) {
			return true;
		}
		return error(diagnostics, TURN_RANGE, scenario, BanneretPackage.Literals.SCENARIO__LAST_TURN,
				"The scenario ends on turn " + scenario.getLastTurn() + ", before it starts on turn "
						+ scenario.getFirstTurn() + ".");
	}

	private static boolean error(DiagnosticChain diagnostics, int code, EObject object, EStructuralFeature feature,
			String message) {
		if (diagnostics != null) {
			diagnostics.add(new BasicDiagnostic(Diagnostic.ERROR, DIAGNOSTIC_SOURCE, code, message,
					new Object[] { object, feature }));
		}
		return false;
	}
}

package org.banneret.ui.map.commands;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import org.banneret.model.BanneretFactory;
import org.banneret.model.BanneretPackage;
import org.banneret.model.HexMap;
import org.banneret.model.Scenario;
import org.banneret.model.SheetPlacement;
import org.banneret.model.hex.Hex;
import org.banneret.model.hex.MapEdge;
import org.banneret.model.hex.OffsetCoord;
import org.banneret.model.map.Board;
import org.banneret.model.map.MapGeometry;
import org.banneret.ui.dsl.model.EditorModel;
import org.eclipse.emf.ecore.util.EcoreUtil;

/**
 * The layout tools' changes to a scenario's board: move a sheet by whole hexes, turn it 180
 * degrees, lay a new sheet beside one. Each is worked out on the board first ({@link Placing}),
 * so that a tool can show where the sheet would lie and why it cannot, and then written as the
 * sheet's {@code map} line: one undoable step.
 */
public final class SheetEdits {

	private SheetEdits() {
	}

	/**
	 * Where a sheet would lie: its id, its map, the board column and row of its top-left hex as laid,
	 * and its turn; with why it cannot lie there, or null where it can.
	 */
	public record Placing(String id, HexMap map, int column, int row, int rotation, String problem) {

		public boolean fits() {
			return problem == null;
		}

		/** The board's columns and rows the sheet would cover, as its top-left and bottom-right (inclusive). */
		public OffsetCoord[] corners() {
			MapGeometry geometry = MapGeometry.of(map);
			return new OffsetCoord[] { new OffsetCoord(column, row), new OffsetCoord(column + geometry.bounds().columns() - 1,
					row + geometry.bounds().rows() - 1) };
		}
	}

	/** A sheet of the board moved by a board vector, set in line with the board's columns (or rows). */
	public static Placing moved(Scenario scenario, Board board, String id, Hex by) {
		Board.Sheet sheet = board.sheet(id);
		Hex topLeft = board.layout().toHex(new OffsetCoord(sheet.column(), sheet.row())).add(by);
		OffsetCoord wished = board.layout().toOffset(topLeft);
		int towards = Integer.signum(wished.column() - sheet.column() + wished.row() - sheet.row());
		OffsetCoord at = board.inLine(sheet.geometry(), wished.column(), wished.row(), sheet.turned(), towards);
		return checked(scenario, board, id, sheet.map(), at, sheet.turned() ? 180 : 0, false);
	}

	/** A sheet of the board turned 180 degrees (or back) where it lies, moved a column where it would be out of line. */
	public static Placing turned(Scenario scenario, Board board, String id) {
		Board.Sheet sheet = board.sheet(id);
		OffsetCoord at = board.inLine(sheet.geometry(), sheet.column(), sheet.row(), !sheet.turned(), 1);
		return checked(scenario, board, id, sheet.map(), at, sheet.turned() ? 0 : 180, false);
	}

	/**
	 * A new sheet of a map laid beside the side of a board sheet nearest to a board hex, or with its
	 * top-left at that hex where the hex is off the board. Its id is the map's own name, or that name
	 * numbered where a sheet already has it.
	 */
	public static Placing added(Scenario scenario, Board board, HexMap map, Hex near) {
		MapGeometry geometry;
		try {
			geometry = MapGeometry.of(map);
		} catch (IllegalArgumentException e) {
			return new Placing("", map, 0, 0, 0, "the map '" + map.getName() + "' has no grid that can be laid: " + e.getMessage());
		}
		String id = freeId(board, Board.idOf(map));
		Board.Sheet sheet = board.sheetAt(near);
		OffsetCoord at;
		if (sheet == null) {
			OffsetCoord wished = board.offsetOf(near);
			at = board.inLine(geometry, wished.column(), wished.row(), false, 1);
		} else {
			at = board.beside(sheet, nearestSide(board, sheet, near), geometry, false);
		}
		return checked(scenario, board, id, map, at, 0, true);
	}

	/** The command that writes a placing into the sheet's {@code map} line, or a new line for a new sheet. */
	public static TextModelCommand command(String label, EditorModel model, Placing placing, boolean isNew) {
		return new TextModelCommand(model, label, (editor, root) -> {
			Scenario scenario = (Scenario) root;
			if (isNew) {
				SheetPlacement line = BanneretFactory.eINSTANCE.createSheetPlacement();
				line.setMap(placing.map());
				if (!placing.id().equals(Board.idOf(placing.map()))) {
					line.setId(placing.id());
				}
				write(line, placing);
				return editor.insert(label, scenario, BanneretPackage.Literals.SCENARIO__SHEETS, line);
			}
			SheetPlacement line = lineOf(scenario.getSheets(), placing.id());
			return line != null && editor.replace(label, line, () -> write(line, placing));
		});
	}

	private static void write(SheetPlacement line, Placing placing) {
		line.setColumnOffset(placing.column());
		line.setRowOffset(placing.row());
		line.setRotation(placing.rotation());
	}

	/**
	 * The placing, with the first problem the board would have with it that it has not already: the
	 * board itself is the judge of what fits, as the language's check of the map lines is.
	 */
	private static Placing checked(Scenario scenario, Board board, String id, HexMap map, OffsetCoord at, int rotation,
			boolean isNew) {
		Placing placing = new Placing(id, map, at.column(), at.row(), rotation, null);
		Set<String> before = problems(board); // the scenario's own board, as it lies now
		List<SheetPlacement> lines = new ArrayList<>(EcoreUtil.copyAll(scenario.getSheets()));
		SheetPlacement line;
		if (isNew) {
			line = BanneretFactory.eINSTANCE.createSheetPlacement();
			line.setMap(map);
			line.setId(id);
			lines.add(line);
		} else {
			line = lineOf(lines, id);
		}
		write(line, placing);
		Board after = Board.of(lines);
		String problem = after == null ? "no sheet of the board could be laid"
				: after.problems().stream().map(Board.Misplaced::toString).filter(why -> !before.contains(why)).findFirst().orElse(null);
		return problem == null ? placing : new Placing(id, map, at.column(), at.row(), rotation, problem);
	}

	private static Set<String> problems(Board board) {
		return board == null ? Set.of() : board.problems().stream().map(Board.Misplaced::toString).collect(Collectors.toSet());
	}

	private static SheetPlacement lineOf(List<SheetPlacement> lines, String id) {
		return lines.stream().filter(line -> Board.idOf(line).equals(id)).findFirst().orElse(null);
	}

	/** The side of a sheet nearest to one of its hexes, by the hex's place in the sheet's rectangle. */
	private static MapEdge nearestSide(Board board, Board.Sheet sheet, Hex hex) {
		OffsetCoord at = board.offsetOf(hex);
		double across = (at.column() - sheet.column() + 0.5) / sheet.columns(); // 0 at the west side, 1 at the east
		double down = (at.row() - sheet.row() + 0.5) / sheet.rows();
		double west = across;
		double east = 1 - across;
		double north = down;
		double south = 1 - down;
		double nearest = Math.min(Math.min(west, east), Math.min(north, south));
		return nearest == east ? MapEdge.EAST : nearest == west ? MapEdge.WEST : nearest == south ? MapEdge.SOUTH : MapEdge.NORTH;
	}

	private static String freeId(Board board, String name) {
		String id = name;
		for (int n = 2; board.sheet(id) != null; n++) {
			id = name + n;
		}
		return id;
	}
}

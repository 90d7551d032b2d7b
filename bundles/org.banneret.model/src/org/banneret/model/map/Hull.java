package org.banneret.model.map;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;

import org.banneret.model.UnitType;
import org.banneret.model.grid.CellGrid;
import org.banneret.model.hex.Hex;
import org.banneret.model.hex.HexDirection;
import org.banneret.model.hex.OffsetCoord;
import org.banneret.model.hex.OffsetLayout;

/**
 * A ship's anatomy: the hexes of its hull about its centre hex, each with its role, as the hull
 * drawing of its unit type gives them. The drawing points north on a flat-topped grid whose odd
 * columns sit half a hex lower; a placed ship turns it to its facing, so the one drawing serves
 * every facing and both grid orientations.
 */
public final class Hull {

	/** What a hull hex is for, and the letter that draws it. Cell value 0 is no hex. */
	public enum Role {
		BOW('B', "the bow"),
		HELM('G', "the helm (the steersman's hex)"),
		STERN('S', "the stern, with no helm"),
		CENTRE('C', "the centre hex, about which the ship turns"),
		EDGE('E', "an edge hex (oarsmen, boarders, grapplers)"),
		MIDDLE('M', "a middle hex of the deck"),
		HOLD('H', "a hex of the open hold"),
		MAST('T', "a mast hex (the sail and the crow's nest)"),
		LOWER_DECK('L', "a hex of the lower deck (rowing benches)");

		private final char letter;
		private final String meaning;

		Role(char letter, String meaning) {
			this.letter = letter;
			this.meaning = meaning;
		}

		public char letter() {
			return letter;
		}

		public String meaning() {
			return meaning;
		}

		/** The value a hull drawing's cell holds for this role. */
		public int cellValue() {
			return ordinal() + 1;
		}

		/** The role drawn by a letter, or null. */
		public static Role ofLetter(char letter) {
			for (Role role : values()) {
				if (role.letter == Character.toUpperCase(letter)) {
					return role;
				}
			}
			return null;
		}

		/** The role a drawing's cell holds, or null for no hex. */
		public static Role ofCell(int value) {
			return value <= 0 || value > values().length ? null : values()[value - 1];
		}

		/** Whether this is one of the hexes inside the ship's edges. */
		public boolean isInside() {
			return this == CENTRE || this == MIDDLE || this == HOLD || this == MAST;
		}
	}

	/** A hull hex: its step from the centre hex as drawn (pointing north), and its role. */
	public record Cell(Hex offset, Role role) {
	}

	/** A hull hex on the board: where it lies, its role, and on which side of the keel it is. */
	public record Placed(Hex hex, Role role, Side side) {
	}

	/** Port and starboard, as oarsmen pair up; hexes on the keel are on neither. */
	public enum Side {
		PORT, KEEL, STARBOARD
	}

	/** A hull drawing that draws no ship: where and why. Rows and columns count from 0. */
	public static final class DrawingException extends IllegalArgumentException {
		private static final long serialVersionUID = 1L;
		private final int row;
		private final int column;

		DrawingException(int row, int column, String message) {
			super(message);
			this.row = row;
			this.column = column;
		}

		public int row() {
			return row;
		}

		public int column() {
			return column;
		}
	}

	/** The direction the drawing points: north on a flat-topped grid. */
	private static final HexDirection DRAWN_AHEAD = HexDirection.MINUS_R;

	/** Hulls read, by drawing: every rule asks each unit whether it is a ship. */
	private static final Map<CellGrid, Hull> READ = Collections.synchronizedMap(new WeakHashMap<>());
	/** What a drawing that draws no ship reads as, so that it is not read again. */
	private static final Hull NONE = new Hull(List.of());

	private final List<Cell> cells;

	private Hull(List<Cell> cells) {
		this.cells = List.copyOf(cells);
	}

	/** The hull of a unit type, or null when the type is no ship or its drawing draws none. */
	public static Hull of(UnitType type) {
		if (type == null || type.getHull() == null) {
			return null;
		}
		return READ.computeIfAbsent(type.getHull(), drawing -> {
			try {
				return read(drawing);
			} catch (DrawingException e) {
				return NONE;
			}
		}) instanceof Hull hull && hull != NONE ? hull : null;
	}

	/**
	 * Reads a hull drawing: one centre hex, every hex joined to the others.
	 *
	 * @throws DrawingException where the drawing draws no ship
	 */
	public static Hull read(CellGrid drawing) {
		List<Cell> drawn = new ArrayList<>();
		Hex centre = null;
		int centres = 0;
		for (int row = 0; row < drawing.rows(); row++) {
			for (int column = 0; column < drawing.columns(); column++) {
				Role role = Role.ofCell(drawing.get(column, row));
				if (role == null) {
					continue;
				}
				Hex hex = OffsetLayout.ODD_Q.toHex(new OffsetCoord(column, row));
				if (role == Role.CENTRE) {
					centres++;
					if (centres > 1) {
						throw new DrawingException(row, column, "A hull has one centre hex 'C', about which it turns;"
								+ " this is a second one.");
					}
					centre = hex;
				}
				drawn.add(new Cell(hex, role));
			}
		}
		if (drawn.isEmpty()) {
			throw new DrawingException(0, 0, "The hull draws no hex; draw the ship with role letters, '.' where it has none.");
		}
		if (centre == null) {
			throw new DrawingException(0, 0, "The hull has no centre hex 'C'; mark the hex the ship turns about.");
		}
		if (!Hex.connected(drawn.stream().map(Cell::offset).toList())) {
			throw new DrawingException(0, 0, "The hull's hexes fall apart; every hex of a ship touches another.");
		}
		List<Cell> cells = new ArrayList<>();
		for (Cell cell : drawn) {
			cells.add(new Cell(cell.offset().subtract(centre), cell.role()));
		}
		return new Hull(cells);
	}

	public List<Cell> cells() {
		return cells;
	}

	public int size() {
		return cells.size();
	}

	/** How many hexes of a role the hull has. */
	public int count(Role role) {
		return (int) cells.stream().filter(cell -> cell.role() == role).count();
	}

	/** Whether the hull has a hex of a role. */
	public boolean has(Role role) {
		return count(role) > 0;
	}

	/**
	 * The hull laid on the board with its centre on {@code centre} and its bow towards
	 * {@code ahead}: the centre hex first, then the others as drawn, row by row.
	 */
	public List<Placed> placed(Hex centre, HexDirection ahead) {
		int turns = Math.floorMod(ahead.index() - DRAWN_AHEAD.index(), 6);
		List<Placed> placed = new ArrayList<>(cells.size());
		for (Cell cell : cells) {
			Hex step = cell.offset();
			for (int i = 0; i < turns; i++) {
				step = step.rotateLeft();
			}
			Placed hex = new Placed(centre.add(step), cell.role(), sideOf(cell.offset()));
			if (cell.role() == Role.CENTRE) {
				placed.add(0, hex);
			} else {
				placed.add(hex);
			}
		}
		return placed;
	}

	/** The side of the keel a drawn hex lies on: west of the centre's column is port, pointing north. */
	private static Side sideOf(Hex drawnOffset) {
		return drawnOffset.q() < 0 ? Side.PORT : drawnOffset.q() > 0 ? Side.STARBOARD : Side.KEEL;
	}
}

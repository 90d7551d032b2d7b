package org.banneret.publish.setup;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

import org.banneret.model.EdgePlacement;
import org.banneret.model.ForceElement;
import org.banneret.model.HexPlacement;
import org.banneret.model.Placement;
import org.banneret.model.ReinforcementPlacement;
import org.banneret.model.Scenario;
import org.banneret.model.Unit;
import org.banneret.model.UnitType;
import org.banneret.model.hex.Hex;
import org.banneret.model.hex.MapEdge;
import org.banneret.model.map.MapGeometry;
import org.banneret.model.naming.ElementPaths;
import org.banneret.publish.CounterLooks;
import org.banneret.render.CounterLook;
import org.banneret.render.MapPainter;
import org.banneret.render.Rgb;
import org.banneret.rules.Setup;
import org.banneret.rules.generic.Areas;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;

/**
 * Where a scenario's set-up stands on its map: each unit row as a piece (on its hex, in a stack,
 * entering later, or waiting off the map) or as an area its counters may fill. The editor's Map
 * page and the set-up exports draw the same layout.
 */
public final class SetupLayout {

	/** How large a counter is against its hex, as printed counters sit in printed hexes. */
	public static final double COUNTER_SHARE = 0.7;

	private final MapPainter painter;
	private final Scenario scenario;
	private final Setup setup;
	private final List<Piece> pieces = new ArrayList<>();
	private final List<Area> areas = new ArrayList<>();
	/** Each unit row's place in the model, as EMF writes it ("//@sides.0/@elements.3"). */
	private final Map<EObject, String> keys;
	/** What each unit row looks like, its area's hexes and their middle: a later layout takes them for the rows an edit left. */
	private final Map<Unit, CounterLook> looks = new IdentityHashMap<>();
	private final Map<Unit, Set<Hex>> areaHexes = new IdentityHashMap<>();
	private final Map<Unit, Hex> areaMiddles = new IdentityHashMap<>();

	public SetupLayout(MapPainter painter, Scenario scenario, Setup setup) {
		this(painter, scenario, setup, null, unit -> false);
	}

	/**
	 * A layout that takes from an earlier layout of the same scenario model, for each unit row an
	 * edit since left as it was, its look and its area's hexes, and works out only the others. A
	 * large set-up is laid out again after each move; most of its rows did not change.
	 */
	public SetupLayout(MapPainter painter, Scenario scenario, Setup setup, SetupLayout earlier, Predicate<Unit> unchanged) {
		this.painter = painter;
		this.scenario = scenario;
		this.setup = setup;
		this.keys = ElementPaths.fragments(scenario, ForceElement.class::isInstance);
		collectPieces(earlier != null && earlier.scenario == scenario ? earlier : null, unchanged);
	}

	public List<Piece> pieces() {
		return Collections.unmodifiableList(pieces);
	}

	public List<Area> areas() {
		return Collections.unmodifiableList(areas);
	}

	/** A unit row's key: its place in the model, by which its piece or area is known and the editor finds it. */
	public String keyOf(Unit unit) {
		String key = keys.get(unit);
		return key != null ? key : EcoreUtil.getURI(unit).fragment();
	}

	/** The counter size in millimetres. */
	public double counterSize() {
		return painter.layout().flatToFlat() * COUNTER_SHARE;
	}

	/** Where a piece's counter is drawn, in millimetres: its hex's centre, shifted up and right by its place in the stack. */
	public double[] centreOf(Piece piece) {
		if (piece.kind() == Piece.Kind.OFF_MAP) {
			return new double[] { piece.offMapX(), piece.offMapY() };
		}
		double shift = counterSize() * 0.12 * piece.stackIndex();
		org.banneret.model.hex.PixelPoint centre = painter.centre(piece.hex());
		return new double[] { centre.x() + shift, centre.y() - shift };
	}

	/** The colour a unit's counters are printed in: its nationality's, else its side's. */
	public Rgb colourOf(Unit unit) {
		return CounterLooks.colourOf(setup, scenario, unit);
	}

	private CounterLook lookOf(Unit unit) {
		return CounterLooks.current(setup, scenario, unit);
	}

	private void collectPieces(SetupLayout earlier, Predicate<Unit> unchanged) {
		Map<Hex, Integer> stacks = new HashMap<>();
		Map<MapEdge, Integer> waiting = new HashMap<>();
		Map<Hex, Integer> areaLines = new HashMap<>(); // labels under one middle hex line up
		Set<Set<Hex>> shaded = new java.util.HashSet<>();
		List<Unit> units = setup.units();
		List<Object[]> placed = new ArrayList<>();
		for (Unit unit : units) {
			Placement placement = unit.getPlacement();
			String key = keyOf(unit);
			boolean kept = earlier != null && unchanged.test(unit);
			CounterLook look = kept ? earlier.looks.get(unit) : null;
			if (look == null) {
				look = lookOf(unit);
			}
			looks.put(unit, look);
			switch (placement) {
				case HexPlacement exact -> {
					List<Hex> hexes = setup.hexesOf(unit);
					if (!hexes.isEmpty()) {
						int index = stacks.merge(hexes.get(0), 1, Integer::sum) - 1;
						placed.add(new Object[] { key, unit, Piece.Kind.ON_MAP, hexes.get(0), hexes.size() > 1 ? hexes.get(1) : null, index,
								look, null, facedHex(exact, hexes.get(0)) });
					}
				}
				case ReinforcementPlacement entering -> {
					Hex hex = entering.getEntryHexes().isEmpty() ? null : setup.hexOrNull(entering.getEntryHexes().get(0));
					if (hex != null) {
						int index = stacks.merge(hex, 1, Integer::sum) - 1;
						placed.add(new Object[] { key, unit, Piece.Kind.ENTERS, hex, null, index, look,
								entering.isSetTurn() ? "T" + entering.getTurn() : "in", null });
					}
				}
				case EdgePlacement off -> {
					MapEdge edge = edgeOf(off);
					int index = waiting.merge(edge, 1, Integer::sum) - 1;
					double[] at = offMap(edge, index);
					pieces.add(new Piece(key, unit, Piece.Kind.OFF_MAP, null, null, null, 0, 1, look, "off", at[0], at[1]));
				}
				case null -> {
				}
				default -> {
					Set<Hex> hexes = kept ? earlier.areaHexes.get(unit) : null;
					if (hexes == null) {
						hexes = Areas.hexesOf(placement, setup);
					}
					areaHexes.put(unit, hexes);
					if (!hexes.isEmpty()) {
						Hex middle = kept ? earlier.areaMiddles.get(unit) : null;
						if (middle == null) {
							middle = middleOf(hexes);
						}
						areaMiddles.put(unit, middle);
						int line = areaLines.merge(middle, 1, Integer::sum) - 1;
						areas.add(new Area(key, unit, hexes, look.colour(), label(unit), middle, line, shaded.add(hexes)));
					}
				}
			}
		}
		for (Object[] p : placed) {
			Hex hex = (Hex) p[3];
			pieces.add(new Piece((String) p[0], (Unit) p[1], (Piece.Kind) p[2], hex, (Hex) p[4], (Hex) p[8], (Integer) p[5], stacks.get(hex),
					(CounterLook) p[6], (String) p[7], 0, 0));
		}
	}

	/** The hex nearest the middle of an area, under which its label is written. */
	private Hex middleOf(Set<Hex> hexes) {
		double x = 0;
		double y = 0;
		for (Hex hex : hexes) {
			x += painter.centre(hex).x();
			y += painter.centre(hex).y();
		}
		Hex middle = painter.hexAt(x / hexes.size(), y / hexes.size());
		return middle != null ? middle : hexes.iterator().next();
	}

	/** The hex across the hexside a counter faces, or null when it faces none (or a corner, which the rules report). */
	private Hex facedHex(HexPlacement placement, Hex head) {
		if (placement.getFacing() == null) {
			return null;
		}
		try {
			return head.neighbour(setup.geometry().direction(placement.getFacing()));
		} catch (IllegalArgumentException e) {
			return null;
		}
	}

	private MapEdge edgeOf(EdgePlacement off) {
		try {
			if (off.getEdge() != null) {
				return MapGeometry.edge(off.getEdge());
			}
			if (off.getMapSide() != null && !off.getMapSide().eIsProxy() && off.getMapSide().getEdge() != null) {
				return MapGeometry.edge(off.getMapSide().getEdge());
			}
		} catch (IllegalArgumentException e) {
			// a diagonal edge; the language reports it
		}
		return MapEdge.WEST;
	}

	/** Where the index-th counter waiting beyond an edge stands, in millimetres: a row along the edge, outside the map. */
	private double[] offMap(MapEdge edge, int index) {
		double size = counterSize() * 1.1;
		double along = size * (index + 0.5);
		return switch (edge) {
			case NORTH -> new double[] { along, -size * 0.7 };
			case SOUTH -> new double[] { along, painter.height() + size * 0.7 };
			case EAST -> new double[] { painter.width() + size * 0.7, along };
			case WEST -> new double[] { -size * 0.7, along };
		};
	}

	private static String label(Unit unit) {
		UnitType type = Setup.typeOf(unit);
		String typeName = type == null ? "?" : type.getName();
		if (unit.getName() != null) {
			return unit.getName();
		}
		return (unit.getCount() > 1 ? unit.getCount() + " x " : "") + typeName + (unit.isSetArmour() ? " [" + unit.getArmour() + "]" : "");
	}
}

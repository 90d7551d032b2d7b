package org.banneret.setup;

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
import org.banneret.model.map.Hull;
import org.banneret.model.map.MapGeometry;
import org.banneret.model.naming.ElementPaths;
import org.banneret.render.CounterLook;
import org.banneret.render.MapPainter;
import org.banneret.render.Rgb;
import org.banneret.rules.Setup;
import org.banneret.rules.generic.Areas;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;

/**
 * Where a scenario's set-up stands on its map: each unit row as a piece (on its hex, in a stack,
 * entering later, or waiting off the map) or as an area its counters may fill, with its counter
 * on one of the area's hexes. The editor's Map page and the set-up exports draw the same layout.
 */
public final class SetupLayout {

	/** How large a counter is against its hex, as printed counters sit in printed hexes. */
	public static final double COUNTER_SHARE = 0.7;
	/** How far each counter of a stack is shifted up and right from the one under it, against the counter. */
	private static final double STACK_STEP = 0.12;

	/** An edit that made more rows than this anew is laid out whole. */
	private static final int PATCHED_UP_TO = 500;

	private final MapPainter painter;
	private final Scenario scenario;
	private final Setup setup;
	/** The counters waiting off the map, then those on it (and entering), each list in the order of the rows. */
	private List<Piece> offMap = new ArrayList<>();
	private List<Piece> onMap = new ArrayList<>();
	private List<Piece> pieces;
	private List<Area> areas = new ArrayList<>();
	/** Each unit row's place in the model, as EMF writes it ("//@sides.0/@elements.3"). */
	private IdentityHashMap<EObject, String> keys;
	/** What each unit row looks like, its area's hexes and their middle: a later layout takes them for the rows an edit left. */
	private IdentityHashMap<Unit, Row> rows = new IdentityHashMap<>();

	/** Whether this layout patched an earlier one (see {@link #patched}) rather than laying out every row. */
	private boolean patch;
	/** The hexes the counters on the map stand on, which area counters keep off: made when first asked, once the stacks are. */
	private Set<Hex> standing;

	public SetupLayout(MapPainter painter, Scenario scenario, Setup setup) {
		this(painter, scenario, setup, null, unit -> false);
	}

	/**
	 * A layout that takes from an earlier layout of the same scenario model, for each unit row an
	 * edit since left as it was, its look and its area's hexes, and works out only the others. A
	 * large set-up is laid out again after each move; most of its rows did not change. Where the
	 * edit replaced one block of rows (a leader's, read in place), the earlier layout is patched:
	 * only the block's rows and the stacks, edges and area counters they share are laid out again.
	 * The map's names keep the places they had in the earlier layout of the same map.
	 */
	public SetupLayout(MapPainter painter, Scenario scenario, Setup setup, SetupLayout earlier, Predicate<Unit> unchanged) {
		this.painter = painter;
		this.scenario = scenario;
		this.setup = setup;
		SetupLayout same = earlier != null && earlier.scenario == scenario ? earlier : null;
		patch = same != null && patched(same, unchanged);
		if (!patch) { // every row, into fresh lists and maps (a patch given up may have begun them)
			offMap = new ArrayList<>();
			onMap = new ArrayList<>();
			areas = new ArrayList<>();
			rows = new IdentityHashMap<>();
			keys = new IdentityHashMap<>(ElementPaths.fragments(scenario, ForceElement.class::isInstance));
			keys.keySet().removeIf(element -> !(element instanceof Unit));
			layOut(setup.units(), same, unchanged);
			offMap = waiting(offMap, edge -> true);
			onMap = stacked(onMap, hex -> true);
			areas = spread(areas, hex -> true, hexes -> true, area -> true, null);
		}
		pieces = new ArrayList<>(offMap.size() + onMap.size());
		pieces.addAll(offMap);
		pieces.addAll(onMap);
		if (earlier != null && earlier.painter.map() == painter.map()) {
			// The editor draws the map once and, after an edit, only where counters moved: names that moved too would be cut.
			painter.placeNamesAs(earlier.painter);
		} else {
			painter.keepNamesClearOf(counterBoxes());
		}
	}

	/** Whether this layout took the earlier layout's rows and laid out only those of the block an edit replaced. */
	public boolean isPatch() {
		return patch;
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
		double shift = counterSize() * STACK_STEP * piece.stackIndex();
		org.banneret.model.hex.PixelPoint centre = painter.centre(piece.hex());
		return new double[] { centre.x() + shift, centre.y() - shift };
	}

	/**
	 * Where an area row's counter is drawn, in millimetres: its hex's centre, shifted up and right
	 * by its place in the stack there, but never out of the hex's bounds, which the editor draws
	 * the area within (with room left for the counter's frame and the disc of its count).
	 */
	public static double[] centreOf(MapPainter map, Area area) {
		double hex = map.layout().flatToFlat();
		double shift = Math.min(hex * COUNTER_SHARE * STACK_STEP * area.stackIndex(), hex * (1 - COUNTER_SHARE) / 3);
		org.banneret.model.hex.PixelPoint centre = map.centre(area.at());
		return new double[] { centre.x() + shift, centre.y() - shift };
	}

	/** The boxes (left, top, right, bottom) the counters on the map take, a two-hex counter's from head to tail. */
	private List<double[]> counterBoxes() {
		double half = counterSize() / 2;
		List<double[]> boxes = new ArrayList<>(onMap.size() + areas.size());
		for (Piece piece : onMap) {
			double[] head = centreOf(piece);
			org.banneret.model.hex.PixelPoint tail = piece.tail() == null ? new org.banneret.model.hex.PixelPoint(head[0], head[1])
					: painter.centre(piece.tail());
			boxes.add(new double[] { Math.min(head[0], tail.x()) - half, Math.min(head[1], tail.y()) - half,
					Math.max(head[0], tail.x()) + half, Math.max(head[1], tail.y()) + half });
		}
		for (Area area : areas) {
			double[] centre = centreOf(painter, area);
			boxes.add(new double[] { centre[0] - half, centre[1] - half, centre[0] + half, centre[1] + half });
		}
		return boxes;
	}

	/** The colour a unit's counters are printed in: its nationality's, else its side's. */
	public Rgb colourOf(Unit unit) {
		return CounterLooks.colourOf(setup, scenario, unit);
	}

	private CounterLook lookOf(Unit unit) {
		return CounterLooks.current(setup, scenario, unit);
	}

	/**
	 * Adds the pieces and areas of unit rows, in their order, not yet numbered: their places in
	 * stacks, along edges and in areas are counted by {@link #stacked}, {@link #waiting} and
	 * {@link #spread}. Rows the earlier layout laid out and the edit left keep their looks.
	 */
	private void layOut(List<Unit> units, SetupLayout earlier, Predicate<Unit> unchanged) {
		for (Unit unit : units) {
			Placement placement = unit.getPlacement();
			String key = keyOf(unit);
			Row before = earlier != null && unchanged.test(unit) ? earlier.rows.get(unit) : null;
			CounterLook look = before != null ? before.look() : lookOf(unit);
			Set<Hex> areaHexes = null;
			Hex areaMiddle = null;
			Reach areaReach = null;
			switch (placement) {
				case HexPlacement exact -> {
					List<Hex> hexes = setup.hexesOf(unit);
					List<Hull.Placed> hull = setup.hullLaid(unit);
					if (!hull.isEmpty()) {
						Hex centre = hull.get(0).hex();
						onMap.add(new Piece(key, unit, Piece.Kind.ON_MAP, centre, null, facedHex(exact, centre), 0, 1, look, null, 0, 0,
								hull));
					} else if (!hexes.isEmpty()) {
						onMap.add(new Piece(key, unit, Piece.Kind.ON_MAP, hexes.get(0), hexes.size() > 1 ? hexes.get(1) : null,
								facedHex(exact, hexes.get(0)), 0, 1, look, null, 0, 0, List.of()));
					}
				}
				case ReinforcementPlacement entering -> {
					Hex hex = entering.getEntryHexes().isEmpty() ? null : setup.hexOrNull(entering.getEntryHexes().get(0));
					if (hex != null) {
						onMap.add(new Piece(key, unit, Piece.Kind.ENTERS, hex, null, null, 0, 1, look,
								entering.isSetTurn() ? "T" + entering.getTurn() : "in", 0, 0, List.of()));
					}
				}
				case EdgePlacement off -> offMap.add(new Piece(key, unit, Piece.Kind.OFF_MAP, null, null, null, 0, 1, look, "off", 0, 0, List.of()));
				case null -> {
				}
				default -> {
					areaHexes = before != null && before.areaHexes() != null ? before.areaHexes() : Areas.hexesOf(placement, setup);
					if (!areaHexes.isEmpty()) {
						areaMiddle = before != null && before.areaMiddle() != null ? before.areaMiddle() : middleOf(areaHexes);
						areaReach = before != null && before.areaReach() != null ? before.areaReach()
								: Reach.NONE.with(areaHexes).with(List.of(areaMiddle));
						areas.add(new Area(key, unit, areaHexes, look, label(unit), areaMiddle, 0, false, null, 0));
					}
				}
			}
			rows.put(unit, new Row(look, areaHexes, areaMiddle, areaReach));
		}
	}

	/**
	 * What a layout keeps of a unit row for the next: its look, and where it is placed in an area,
	 * the area's hexes, their middle and the reach of both.
	 */
	private record Row(CounterLook look, Set<Hex> areaHexes, Hex areaMiddle, Reach areaReach) {
	}

	/**
	 * The least and greatest axial coordinates of some hexes: an area whose reach does not meet an
	 * edit's is not touched by it, which tells thousands of areas apart without hashing their hexes.
	 */
	private record Reach(int minQ, int minR, int maxQ, int maxR) {

		static final Reach NONE = new Reach(Integer.MAX_VALUE, Integer.MAX_VALUE, Integer.MIN_VALUE, Integer.MIN_VALUE);

		Reach with(Iterable<Hex> hexes) {
			int[] reach = { minQ, minR, maxQ, maxR };
			for (Hex hex : hexes) {
				reach[0] = Math.min(reach[0], hex.q());
				reach[1] = Math.min(reach[1], hex.r());
				reach[2] = Math.max(reach[2], hex.q());
				reach[3] = Math.max(reach[3], hex.r());
			}
			return new Reach(reach[0], reach[1], reach[2], reach[3]);
		}

		boolean meets(Reach other) {
			return minQ <= other.maxQ && other.minQ <= maxQ && minR <= other.maxR && other.minR <= maxR;
		}
	}

	/**
	 * Lays out an edit that replaced one block of rows by the earlier layout with the block's new
	 * rows where its old ones stood. False for an edit of another shape, which is laid out whole: a
	 * kept row linked anew, rows made in more than one place, or rows whose places in the model
	 * (their keys) are not those of the rows they replace.
	 */
	private boolean patched(SetupLayout earlier, Predicate<Unit> unchanged) {
		List<Unit> units = setup.units();
		List<Unit> made = new ArrayList<>();
		int last = -1;
		for (int i = 0; i < units.size(); i++) {
			Unit unit = units.get(i);
			if (!unchanged.test(unit)) {
				if (earlier.rows.containsKey(unit) || !made.isEmpty() && last != i - 1 || made.size() == PATCHED_UP_TO) {
					return false;
				}
				made.add(unit);
				last = i;
			}
		}
		Set<Unit> gone = Collections.newSetFromMap(new IdentityHashMap<>());
		for (Unit unit : earlier.rows.keySet()) {
			if (unit.eIsProxy() || EcoreUtil.getRootContainer(unit) != scenario) {
				gone.add(unit);
			}
		}
		if (units.size() != earlier.rows.size() - gone.size() + made.size()) {
			return false;
		}
		@SuppressWarnings("unchecked") // a copy of the table, not a re-hash of 10,000 keys
		IdentityHashMap<EObject, String> keptKeys = (IdentityHashMap<EObject, String>) earlier.keys.clone();
		keys = keptKeys;
		Set<String> goneKeys = new java.util.HashSet<>();
		for (Unit unit : gone) {
			goneKeys.add(keys.remove(unit));
		}
		Set<String> madeKeys = new java.util.HashSet<>();
		for (Unit unit : made) {
			String key = ElementPaths.fragment(unit);
			madeKeys.add(key);
			keys.put(unit, key);
		}
		if (!goneKeys.equals(madeKeys)) {
			return false;
		}
		@SuppressWarnings("unchecked")
		IdentityHashMap<Unit, Row> keptRows = (IdentityHashMap<Unit, Row>) earlier.rows.clone();
		rows = keptRows;
		gone.forEach(rows::remove); // an identity map's key set removes all by asking each of its own keys
		layOut(made, earlier, unchanged);
		Splice<Piece> newOffMap = spliced(earlier.offMap, offMap, gone, Piece::unit);
		Splice<Piece> newOnMap = spliced(earlier.onMap, onMap, gone, Piece::unit);
		Splice<Area> newAreas = spliced(earlier.areas, areas, gone, Area::unit);
		if (newOffMap == null || newOnMap == null || newAreas == null) {
			return false;
		}
		// Counted again: the stacks, edges and areas the block's rows stood in before and stand in now.
		Set<Hex> stacks = new java.util.HashSet<>();
		Set<MapEdge> edges = java.util.EnumSet.noneOf(MapEdge.class);
		Set<Hex> middles = new java.util.HashSet<>();
		Set<Set<Hex>> shadings = new java.util.HashSet<>();
		// The hexes whose counters came or went, heads and tails: the area counters there (or that may go there) are placed again.
		Set<Hex> trodden = new java.util.HashSet<>();
		// (The lists hold only the block's new rows yet.)
		newOnMap.removed().forEach(piece -> stacks.add(piece.hex()));
		onMap.forEach(piece -> stacks.add(piece.hex()));
		trodden.addAll(stacks);
		newOnMap.removed().stream().map(Piece::tail).filter(java.util.Objects::nonNull).forEach(trodden::add);
		onMap.stream().map(Piece::tail).filter(java.util.Objects::nonNull).forEach(trodden::add);
		if (!newOffMap.removed().isEmpty()) {
			edges.addAll(java.util.EnumSet.allOf(MapEdge.class)); // a gone row's placement is no longer there to ask
		}
		offMap.forEach(piece -> edges.add(edgeOf(piece)));
		for (Area area : newAreas.removed()) {
			middles.add(area.middle());
			shadings.add(area.hexes());
		}
		for (Area area : areas) {
			middles.add(area.middle());
			shadings.add(area.hexes());
		}
		offMap = waiting(newOffMap.list(), edges::contains);
		onMap = stacked(newOnMap.list(), stacks::contains);
		Set<Hex> shadingHexes = new java.util.HashSet<>();
		shadings.forEach(shadingHexes::addAll);
		Reach reach = Reach.NONE.with(trodden).with(middles).with(shadingHexes);
		// A set of hexes hashes every hex: only a set whose first hex is a counted one's is looked up.
		areas = spread(newAreas.list(), middles::contains,
				hexes -> shadingHexes.contains(hexes.iterator().next()) && shadings.contains(hexes),
				area -> meet(trodden, area.hexes()), reach);
		return true;
	}

	/**
	 * Whether two sets of hexes share one, asked of the smaller: an edit read in place treads the
	 * hexes of a leader's block of rows, which each of thousands of areas of a few hexes is asked about.
	 */
	private static boolean meet(Set<Hex> some, Set<Hex> others) {
		Set<Hex> fewer = some.size() <= others.size() ? some : others;
		Set<Hex> more = fewer == some ? others : some;
		for (Hex hex : fewer) {
			if (more.contains(hex)) {
				return true;
			}
		}
		return false;
	}

	/** A list with a run of its items replaced, and the run it lost. */
	private record Splice<T>(List<T> list, List<T> removed) {
	}

	/**
	 * The earlier list with the run of items of rows now gone replaced by the new items; null where
	 * the gone rows' items are not one run, or new items have no run to take the place of.
	 */
	private static <T> Splice<T> spliced(List<T> earlier, List<T> made, Set<Unit> gone, java.util.function.Function<T, Unit> unitOf) {
		int from = -1;
		int to = -1;
		for (int i = 0; i < earlier.size(); i++) {
			if (gone.contains(unitOf.apply(earlier.get(i)))) {
				if (from >= 0 && to != i) {
					return null;
				}
				from = from < 0 ? i : from;
				to = i + 1;
			}
		}
		if (from < 0) {
			return made.isEmpty() ? new Splice<>(new ArrayList<>(earlier), List.of()) : null;
		}
		List<T> list = new ArrayList<>(earlier.size() - (to - from) + made.size());
		list.addAll(earlier.subList(0, from));
		list.addAll(made);
		list.addAll(earlier.subList(to, earlier.size()));
		return new Splice<>(list, earlier.subList(from, to));
	}

	/** The pieces with their places in the stacks of the counted hexes: each one's index, and how many stand there. */
	private static List<Piece> stacked(List<Piece> pieces, Predicate<Hex> counted) {
		int[] inCounted = new int[pieces.size()]; // each piece's hex is looked up once; a patch counts a few stacks of many
		int found = 0;
		for (int i = 0; i < pieces.size(); i++) {
			if (counted.test(pieces.get(i).hex()) && !pieces.get(i).isShip()) { // a ship is the deck its crew stack on
				inCounted[found++] = i;
			}
		}
		Map<Hex, Integer> sizes = new HashMap<>();
		for (int k = 0; k < found; k++) {
			sizes.merge(pieces.get(inCounted[k]).hex(), 1, Integer::sum);
		}
		Map<Hex, Integer> indices = new HashMap<>();
		for (int k = 0; k < found; k++) {
			int i = inCounted[k];
			Piece piece = pieces.get(i);
			int size = sizes.get(piece.hex());
			int index = indices.merge(piece.hex(), 1, Integer::sum) - 1;
			if (index != piece.stackIndex() || size != piece.stackSize()) {
				pieces.set(i, new Piece(piece.key(), piece.unit(), piece.kind(), piece.hex(), piece.tail(), piece.faces(), index, size,
						piece.look(), piece.badge(), piece.offMapX(), piece.offMapY(), piece.hull()));
			}
		}
		return pieces;
	}

	/** The pieces waiting beyond the counted edges, each in its place along its edge. */
	private List<Piece> waiting(List<Piece> pieces, Predicate<MapEdge> counted) {
		Map<MapEdge, Integer> indices = new java.util.EnumMap<>(MapEdge.class);
		for (int i = 0; i < pieces.size(); i++) {
			Piece piece = pieces.get(i);
			MapEdge edge = edgeOf(piece);
			if (counted.test(edge)) {
				double[] at = offMap(edge, indices.merge(edge, 1, Integer::sum) - 1);
				if (at[0] != piece.offMapX() || at[1] != piece.offMapY()) {
					pieces.set(i, new Piece(piece.key(), piece.unit(), piece.kind(), null, null, null, 0, 1, piece.look(), piece.badge(),
							at[0], at[1], piece.hull()));
				}
			}
		}
		return pieces;
	}

	/**
	 * The areas with their rows' places among the rows of the counted middle hexes, which of the
	 * areas of the counted hexes is shaded (the first of those with the same hexes), and their
	 * counters' hexes where their places changed or counters came or went in their hexes
	 * ({@code trodden}). Where an edit's {@code reach} is given (it holds every counted and trodden
	 * hex), an area out of it is left as it is.
	 */
	private List<Area> spread(List<Area> areas, Predicate<Hex> countedMiddle, Predicate<Set<Hex>> countedHexes, Predicate<Area> trodden,
			Reach reach) {
		Map<Hex, Integer> lines = new HashMap<>();
		Set<Set<Hex>> shaded = new java.util.HashSet<>();
		for (int i = 0; i < areas.size(); i++) {
			Area area = areas.get(i);
			if (reach != null && !rows.get(area.unit()).areaReach().meets(reach)) {
				continue;
			}
			int line = countedMiddle.test(area.middle()) ? lines.merge(area.middle(), 1, Integer::sum) - 1 : area.line();
			boolean shades = countedHexes.test(area.hexes()) ? shaded.add(area.hexes()) : area.shaded();
			Spot spot = line != area.line() || area.at() == null || trodden.test(area) ? spotOf(area.hexes(), area.middle(), line)
					: new Spot(area.at(), area.stackIndex());
			if (line != area.line() || shades != area.shaded() || !spot.hex().equals(area.at()) || spot.stackIndex() != area.stackIndex()) {
				areas.set(i, new Area(area.key(), area.unit(), area.hexes(), area.look(), area.label(), area.middle(), line, shades,
						spot.hex(), spot.stackIndex()));
			}
		}
		return areas;
	}

	/** An area row's counter's hex, and its place in the stack of area counters there. */
	private record Spot(Hex hex, int stackIndex) {
	}

	/**
	 * Where an area row's counter stands: the line-th of the area's hexes nearest its middle that
	 * no counter on the map stands on, so that the rows sharing a middle stand side by side, each
	 * readable; where the rows are more than those hexes, they stack on them in turn. An area
	 * whose every hex has a counter has its row's counter stand among them.
	 */
	private Spot spotOf(Set<Hex> hexes, Hex middle, int line) {
		Set<Hex> taken = standing();
		int free = 0;
		for (Hex hex : hexes) {
			free += taken.contains(hex) ? 0 : 1;
		}
		int among = free > 0 ? free : hexes.size();
		Predicate<Hex> open = free > 0 ? hex -> !taken.contains(hex) : hex -> true;
		return new Spot(nthNearest(hexes, middle, line % among, open), line / among);
	}

	/**
	 * The n-th (from 0) of the hexes that pass a test, nearest a middle first, then by their
	 * coordinates. An area may be a region of thousands of hexes, n is a few: the nearest are kept
	 * as they are met, not all sorted.
	 */
	private static Hex nthNearest(Set<Hex> hexes, Hex middle, int n, Predicate<Hex> test) {
		java.util.Comparator<Hex> nearest = java.util.Comparator.comparingInt((Hex hex) -> hex.distance(middle)).thenComparingInt(Hex::q)
				.thenComparingInt(Hex::r);
		java.util.PriorityQueue<Hex> nearestSoFar = new java.util.PriorityQueue<>(nearest.reversed()); // the farthest kept on top
		for (Hex hex : hexes) {
			if (test.test(hex)) {
				nearestSoFar.add(hex);
				if (nearestSoFar.size() > n + 1) {
					nearestSoFar.poll();
				}
			}
		}
		return nearestSoFar.peek();
	}

	private Set<Hex> standing() {
		if (standing == null) {
			standing = new java.util.HashSet<>();
			for (Piece piece : onMap) {
				standing.add(piece.hex());
				if (piece.tail() != null) {
					standing.add(piece.tail());
				}
			}
		}
		return standing;
	}

	/** The hex nearest the middle of an area, whose nearest hexes its rows' counters take. */
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
			return head.neighbour(setup.board().direction(placement.getFacing()));
		} catch (IllegalArgumentException e) {
			return null;
		}
	}

	/** The edge an off-map piece of a row in the model waits beyond. */
	private static MapEdge edgeOf(Piece offMap) {
		return edgeOf((EdgePlacement) offMap.unit().getPlacement());
	}

	private static MapEdge edgeOf(EdgePlacement off) {
		try {
			if (off.isSetEdge()) { // an unset edge reads as its default, N: a side's counters went north of the map
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

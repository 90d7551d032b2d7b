package org.banneret.rules;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.banneret.model.AutomaticCondition;
import org.banneret.model.CounterTemplate;
import org.banneret.model.ForceElement;
import org.banneret.model.Formation;
import org.banneret.model.GameSystem;
import org.banneret.model.HexFeature;
import org.banneret.model.HexMap;
import org.banneret.model.HexPlacement;
import org.banneret.model.NamedElement;
import org.banneret.model.Nationality;
import org.banneret.model.Scenario;
import org.banneret.model.Side;
import org.banneret.model.Unit;
import org.banneret.model.UnitClass;
import org.banneret.model.UnitMarker;
import org.banneret.model.UnitState;
import org.banneret.model.UnitType;
import org.banneret.model.VariantDefinition;
import org.banneret.model.VariantSetting;
import org.banneret.model.VictoryPoints;
import org.banneret.model.hex.Hex;
import org.banneret.model.hex.HexDirection;
import org.banneret.model.map.Board;
import org.banneret.model.map.Hull;
import org.eclipse.emf.common.util.TreeIterator;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;

/**
 * A scenario's set-up as the rules see it, indexed once per run: every unit with its side and
 * leader, the hexes of exact placements and who stands on each hex, the features of each hex,
 * and the variant values in force. {@link #move} keeps the index current after an edit.
 */
public final class Setup {

	private final Scenario scenario;
	private final GameSystem system;
	private final Board board;
	private final Map<String, String> variantOverrides;
	private final List<Unit> units = new ArrayList<>();
	private final Map<Unit, Side> sides = new IdentityHashMap<>();
	private final Map<Unit, Integer> order = new IdentityHashMap<>();
	private final Map<Unit, Unit> leaders = new IdentityHashMap<>();
	private final Map<Unit, List<Hex>> exactHexes = new IdentityHashMap<>();
	private final Map<Hex, List<Unit>> occupants = new HashMap<>();
	private final Map<Hex, List<HexFeature>> features = new HashMap<>();
	private final Map<Object, Object> memory = new HashMap<>();
	private final Map<Hex, List<Object>> rememberedOver = new HashMap<>();
	private final Map<Object, KeptIndex> indexes = new HashMap<>();

	public Setup(Scenario scenario, Map<String, String> variantOverrides) {
		this.scenario = scenario;
		this.system = scenario.getGameSystem() == null || scenario.getGameSystem().eIsProxy() ? null
				: scenario.getGameSystem();
		this.board = boardOf(scenario);
		this.variantOverrides = Map.copyOf(variantOverrides);
		for (Side side : scenario.getSides()) {
			collect(side, side, null);
		}
		for (Board.Sheet sheet : sheets()) {
			for (HexFeature feature : sheet.map().getFeatures()) {
				Hex hex = sheet.find(feature.getHex());
				if (hex != null) {
					features.computeIfAbsent(hex, h -> new ArrayList<>()).add(feature);
				}
			}
		}
		for (Unit unit : units) {
			place(unit);
		}
	}

	private void collect(ForceElement element, Side side, Unit leader) {
		for (ForceElement child : element.getElements()) {
			Unit nextLeader = leader;
			if (child instanceof Unit unit) {
				order.put(unit, units.size());
				units.add(unit);
				sides.put(unit, side);
				Unit assigned = assignedLeader(unit, leader);
				if (assigned != null) {
					leaders.put(unit, assigned);
				}
				nextLeader = unit;
			}
			collect(child, side, nextLeader);
		}
	}

	/**
	 * The unit rows that hold some elements, with the rows holding those (a leader's block); null
	 * where an element lies outside every row (a side, a variant). Victory conditions are passed
	 * over: only the scenario's rules read them, which judge the whole scenario at every update,
	 * and the map does not show them. An edit of a leader's block links anew those that name its
	 * units.
	 */
	public static Set<Unit> rowsHolding(Collection<? extends EObject> elements) {
		Set<Unit> rows = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
		for (EObject element : elements) {
			boolean inRow = false;
			boolean victory = false;
			for (EObject at = element; at != null; at = at.eContainer()) {
				if (at instanceof Unit unit) {
					rows.add(unit);
					inRow = true;
				}
				victory |= at instanceof VictoryPoints || at instanceof AutomaticCondition;
			}
			if (!inRow && !victory) {
				return null;
			}
		}
		return rows;
	}

	/** A unit's explicit leader, else the named unit whose block holds it. */
	private static Unit assignedLeader(Unit unit, Unit holder) {
		return unit.getLeader() != null && !unit.getLeader().eIsProxy() ? unit.getLeader() : holder;
	}

	private static Board boardOf(Scenario scenario) {
		try {
			return Board.of(scenario);
		} catch (IllegalArgumentException e) {
			return null;
		}
	}

	private void place(Unit unit) {
		indexes.values().forEach(index -> index.stale.add(unit));
		List<Hex> hexes = new ArrayList<>();
		List<Hull.Placed> laid = hullLaid(unit);
		if (!laid.isEmpty()) {
			laid.stream().map(Hull.Placed::hex).filter(board::contains).forEach(hexes::add);
		} else if (unit.getPlacement() instanceof HexPlacement exact) {
			for (String label : exact.getHexes()) {
				Hex hex = hexOrNull(label);
				if (hex != null) {
					hexes.add(hex);
				}
			}
		}
		exactHexes.put(unit, hexes);
		for (Hex hex : hexes) {
			List<Unit> here = occupants.computeIfAbsent(hex, h -> new ArrayList<>());
			// Occupants stay in order-of-battle order, so that a re-validation reads like a full run.
			int at = 0;
			while (at < here.size() && order.get(here.get(at)) < order.get(unit)) {
				at++;
			}
			here.add(at, unit);
		}
	}

	/**
	 * Re-reads the placements of edited units and returns every hex a hex rule must judge again:
	 * the hexes they left and now stand on, and the neighbours of both, since a hex rule may look
	 * at the units next to its hex (a zone of control, a shared hexside).
	 */
	public Set<Hex> move(Collection<Unit> edited) {
		Set<Hex> touched = new LinkedHashSet<>();
		for (Unit unit : edited) {
			lift(unit, touched);
			place(unit);
			withNeighbours(exactHexes.get(unit), touched);
		}
		forgetOver(touched);
		return touched;
	}

	/**
	 * Takes a unit off the hexes it stood on, and forgets what was derived from its placement;
	 * adds those hexes and their neighbours to the touched ones.
	 */
	private void lift(Unit unit, Set<Hex> touched) {
		memory.remove(unit.getPlacement());
		indexes.values().forEach(index -> index.stale.add(unit));
		List<Hex> old = exactHexes.remove(unit);
		for (Hex hex : old == null ? List.<Hex>of() : old) {
			List<Unit> here = occupants.get(hex);
			if (here != null) {
				here.remove(unit);
			}
		}
		withNeighbours(old == null ? List.of() : old, touched);
	}

	/** Forgets what was derived from what stands on these hexes. */
	private void forgetOver(Set<Hex> hexes) {
		for (Hex hex : hexes) {
			List<Object> keys = rememberedOver.remove(hex);
			if (keys != null) {
				keys.forEach(memory::remove);
			}
		}
	}

	/**
	 * Puts units an edit read anew in the place of those they succeed (the same rows, read again
	 * where they stood in the order of battle), and reads their placements; returns every hex a
	 * hex rule must judge again, as {@link #move} does. The successors stand in the sides of those
	 * they succeed.
	 */
	public Set<Hex> replace(Map<Unit, Unit> successors) {
		Set<Hex> touched = new LinkedHashSet<>();
		for (Map.Entry<Unit, Unit> entry : successors.entrySet()) {
			Unit gone = entry.getKey();
			Unit arrived = entry.getValue();
			int at = order.remove(gone);
			units.set(at, arrived);
			order.put(arrived, at);
			sides.put(arrived, sides.remove(gone));
			leaders.remove(gone);
			lift(gone, touched);
		}
		leaders.replaceAll((unit, leader) -> successors.getOrDefault(leader, leader));
		for (Unit arrived : successors.values()) {
			EObject holder = arrived.eContainer();
			while (holder != null && !(holder instanceof Unit) && !(holder instanceof Side)) {
				holder = holder.eContainer(); // through formations, as the order of battle is read
			}
			Unit assigned = assignedLeader(arrived, holder instanceof Unit unit ? unit : null);
			if (assigned != null) {
				leaders.put(arrived, assigned);
			}
			place(arrived);
			withNeighbours(exactHexes.get(arrived), touched);
		}
		forgetOver(touched);
		return touched;
	}

	/**
	 * A value a rule derives from one model object (an area's hexes from its placement), kept
	 * for the life of this set-up and forgotten when a unit whose placement it is moves.
	 */
	@SuppressWarnings("unchecked")
	public <K, V> V remember(K key, java.util.function.Function<K, V> derive) {
		Object value = memory.get(key);
		if (value == null) {
			value = derive.apply(key); // may remember other values itself, so not inside computeIfAbsent
			memory.put(key, value);
		}
		return (V) value;
	}

	private static void withNeighbours(List<Hex> hexes, Set<Hex> into) {
		for (Hex hex : hexes) {
			into.add(hex);
			for (HexDirection direction : HexDirection.values()) {
				into.add(hex.neighbour(direction));
			}
		}
	}

	/**
	 * A value derived from what stands on some hexes (an area's free room), kept until a move
	 * touches any of them.
	 */
	public <K, V> V rememberOver(K key, Collection<Hex> hexes, java.util.function.Function<K, V> derive) {
		@SuppressWarnings("unchecked")
		V value = (V) memory.get(key);
		if (value == null) {
			value = derive.apply(key);
			memory.put(key, value);
			for (Hex hex : hexes) {
				rememberedOver.computeIfAbsent(hex, h -> new ArrayList<>()).add(key);
			}
		}
		return value;
	}

	/**
	 * What a rule gathers from every unit's placement (who stands in each area), which the set-up
	 * keeps up to date across moves, so that a check after a move reads the units that moved, not
	 * all of them. The set-up hands each unit in as it is placed, and takes it out before it moves.
	 */
	public interface UnitIndex {

		/** Takes in a unit as it is placed now. */
		void add(Unit unit);

		/** Lets go of a unit as it was taken in; a unit never taken in is passed over. */
		void remove(Unit unit);
	}

	/**
	 * A rule's index of every unit, made on first use and brought up to date with the units
	 * moved since. Where bringing it up to date fails, it is made anew at the next use.
	 */
	@SuppressWarnings("unchecked")
	public <I extends UnitIndex> I index(Object key, java.util.function.Supplier<I> make) {
		KeptIndex kept = indexes.get(key);
		if (kept == null) {
			I index = make.get();
			units.forEach(index::add);
			indexes.put(key, new KeptIndex(index, new LinkedHashSet<>()));
			return index;
		}
		try {
			for (Unit unit : kept.stale) {
				kept.index.remove(unit);
				if (order.containsKey(unit)) { // not one an edit read anew
					kept.index.add(unit);
				}
			}
			kept.stale.clear();
			return (I) kept.index;
		} catch (RuntimeException e) {
			indexes.remove(key);
			throw e;
		}
	}

	/** An index with the units moved since it was last brought up to date. */
	private record KeptIndex(UnitIndex index, Set<Unit> stale) {
	}

	/** Orders units as the order of battle lists them. */
	public Comparator<Unit> inOrderOfBattle() {
		return Comparator.comparingInt(order::get);
	}

	public Scenario scenario() {
		return scenario;
	}

	/** The scenario's game system, or null when it does not resolve. */
	public GameSystem system() {
		return system;
	}

	/** The rule set name of the game system ("medieval"), or "" without one. */
	public String ruleSet() {
		return system == null || system.getRuleSet() == null ? "" : system.getRuleSet();
	}

	/** The scenario's first map, or null: the one whose labels are read unqualified. */
	public HexMap map() {
		return board == null ? null : board.map();
	}

	/** The sheets of the board, the first first; empty without a usable map. */
	public List<Board.Sheet> sheets() {
		return board == null ? List.of() : board.sheets();
	}

	/** The maps of the board's sheets, the first first. */
	public List<HexMap> maps() {
		return sheets().stream().map(Board.Sheet::map).toList();
	}

	/**
	 * The sheet a map element (a feature, a region, a structure, a hexside) lies on, or null where
	 * its map is not on the board.
	 */
	public Board.Sheet sheetOf(EObject mapElement) {
		EObject at = mapElement;
		while (at != null && !(at instanceof HexMap)) {
			at = at.eContainer();
		}
		return at == null || board == null ? null : board.sheetOf((HexMap) at);
	}

	/**
	 * The board hex a label written in a map element names, on the element's own sheet; null where
	 * the label names none or the element's map is not on the board.
	 */
	public Hex hexOn(EObject mapElement, String label) {
		Board.Sheet sheet = sheetOf(mapElement);
		return sheet == null ? null : sheet.find(label);
	}

	/** The map a scenario is played on: its first sheet's, or null while it names none that resolves. */
	public static HexMap mapOf(Scenario scenario) {
		HexMap first = scenario.getSheets().isEmpty() ? null : scenario.getSheets().get(0).getMap();
		return first == null || first.eIsProxy() ? null : first;
	}

	/** The board the scenario's sheets make, or null when there is no usable map. */
	public Board board() {
		return board;
	}

	public List<Unit> units() {
		return units;
	}

	/**
	 * The formations of the order of battle, in the order written: a walk over the sides' force
	 * elements (a scenario's formations may change with any edit of a block).
	 */
	public List<Formation> formations() {
		List<Formation> formations = new ArrayList<>();
		for (TreeIterator<EObject> all = EcoreUtil.getAllContents(scenario.getSides(), false); all.hasNext();) {
			EObject element = all.next();
			if (element instanceof Formation formation) {
				formations.add(formation);
			} else if (!(element instanceof ForceElement)) {
				all.prune();
			}
		}
		return formations;
	}

	/** The formations that say they do this together ({@code as shield_wall}), in the order written. */
	public List<Formation> groups(String kind) {
		return formations().stream().filter(formation -> kind.equals(formation.getKind())).toList();
	}

	/** The unit rows of a formation, in it or in the formations and leaders' blocks within it. */
	public static List<Unit> members(Formation formation) {
		List<Unit> members = new ArrayList<>();
		for (TreeIterator<EObject> all = formation.eAllContents(); all.hasNext();) {
			EObject element = all.next();
			if (element instanceof Unit unit) {
				members.add(unit);
			} else if (!(element instanceof ForceElement)) {
				all.prune();
			}
		}
		return members;
	}

	public Side sideOf(Unit unit) {
		return sides.get(unit);
	}

	/**
	 * The army a unit belongs to: its own nationality, else its named counter's, else its side's
	 * first; null while none is given or resolved.
	 */
	public Nationality nationalityOf(Unit unit) {
		if (unit.getNationality() != null && !unit.getNationality().eIsProxy()) {
			return unit.getNationality();
		}
		CounterTemplate template = templateOf(unit);
		if (template != null && template.getNationality() != null && !template.getNationality().eIsProxy()) {
			return template.getNationality();
		}
		Side side = sideOf(unit);
		return side == null || side.getNationalities().isEmpty() || side.getNationalities().get(0).eIsProxy() ? null
				: side.getNationalities().get(0);
	}

	/** The leader a unit serves under: the named unit holding it, or its explicit leader. */
	public Unit leaderOf(Unit unit) {
		return leaders.get(unit);
	}

	/** The hexes of a unit's exact placement that exist on the map; empty for other placements. */
	public List<Hex> hexesOf(Unit unit) {
		return exactHexes.getOrDefault(unit, List.of());
	}

	/**
	 * A ship's hull as it lies on the board: its centre on the one hex its placement names, its bow
	 * towards its facing, the centre hex first. Empty for a unit that is no ship, or a ship placed
	 * on other than one hex or without a hexside facing (which GEN-FOOT-1 reports); hexes may lie
	 * off the board.
	 */
	public List<Hull.Placed> hullLaid(Unit unit) {
		Hull hull = Hull.of(typeOf(unit));
		if (hull == null || board == null || !(unit.getPlacement() instanceof HexPlacement exact) || exact.getHexes().size() != 1
				|| !exact.isSetFacing()) {
			return List.of();
		}
		Hex centre = hexOrNull(exact.getHexes().get(0));
		if (centre == null) {
			return List.of();
		}
		try {
			return hull.placed(centre, board.direction(exact.getFacing()));
		} catch (IllegalArgumentException e) {
			return List.of(); // a corner facing
		}
	}

	/** The labels of a unit's hexes, as messages list them. */
	public List<String> labelsOf(Unit unit) {
		return hexesOf(unit).stream().map(this::label).toList();
	}

	public Set<Hex> occupiedHexes() {
		return occupants.keySet();
	}

	public List<Unit> occupantsOf(Hex hex) {
		return occupants.getOrDefault(hex, List.of());
	}

	public List<HexFeature> featuresAt(Hex hex) {
		return features.getOrDefault(hex, List.of());
	}

	/**
	 * A board hex named by a label written in the scenario ({@code village:B07}, or a label of the
	 * first sheet), or null when the label names none.
	 */
	public Hex hexOrNull(String label) {
		return board == null ? null : board.find(label);
	}

	/** The label a scenario writes for a board hex: qualified off the first sheet. */
	public String label(Hex hex) {
		return board.label(hex);
	}

	/** The value of a variant: the command line's, else the scenario's, else the system's default. */
	public String variant(String name) {
		if (variantOverrides.containsKey(name)) {
			return variantOverrides.get(name);
		}
		for (VariantSetting setting : scenario.getVariantSettings()) {
			if (setting.getVariant() != null && name.equals(setting.getVariant().getName())) {
				return setting.getValue();
			}
		}
		if (system != null) {
			for (VariantDefinition definition : system.getVariants()) {
				if (name.equals(definition.getName())) {
					return definition.getDefaultValue();
				}
			}
		}
		return null;
	}

	/**
	 * The name of a referenced element ("" while it is missing, unresolved or unnamed, as in
	 * half-typed text), safe as a key of any map and in any comparison.
	 */
	public static String nameOf(NamedElement element) {
		return element == null || element.eIsProxy() || element.getName() == null ? "" : element.getName();
	}

	/** The named counter a unit row is, or null for a row of a unit type or one not resolved yet. */
	public static CounterTemplate templateOf(Unit unit) {
		return unit.getTemplate() == null || unit.getTemplate().eIsProxy() ? null : unit.getTemplate();
	}

	/** The unit type of a unit, directly or through its named counter. */
	public static UnitType typeOf(Unit unit) {
		if (unit.getType() != null && !unit.getType().eIsProxy()) {
			return unit.getType();
		}
		CounterTemplate template = templateOf(unit);
		return template == null ? null : template.getUnitType();
	}

	/**
	 * The counter a unit rides on ('aboard'), or null: also when the rules cannot tell that counter
	 * (its name or its type is misspelt, which the language reports), so that no rule judges a
	 * counter it does not know.
	 */
	public static Unit carrierOf(Unit unit) {
		Unit carrier = unit.getCarrier();
		return carrier == null || carrier.eIsProxy() || typeOf(carrier) == null ? null : carrier;
	}

	/** Whether the row, its named counter or its unit type carries a trait. */
	public static boolean hasTrait(Unit unit, String trait) {
		if (unit.getTraits().contains(trait)) {
			return true;
		}
		CounterTemplate template = templateOf(unit);
		if (template != null && template.getTraits().contains(trait)) {
			return true;
		}
		UnitType type = typeOf(unit);
		return type != null && type.getTraits().contains(trait);
	}

	/**
	 * Whether a list of references holds an element. Iterating resolves the list's proxies and
	 * keeps them resolved; EMF's contains resolves every proxy again, through the scope, on each
	 * call that does not find the element (most rows are not of an exempt class).
	 */
	public static boolean holds(List<? extends EObject> references, EObject element) {
		for (EObject each : references) {
			if (each == element) {
				return true;
			}
		}
		return false;
	}

	public static UnitClass classOf(Unit unit) {
		UnitType type = typeOf(unit);
		return type == null ? null : type.getUnitClass();
	}

	/** The name of a unit's class; "" while it has none. */
	public static String className(Unit unit) {
		return nameOf(classOf(unit));
	}

	/** Whether a unit is of the class of that name. */
	public static boolean isOfClass(Unit unit, String name) {
		return className(unit).equals(name);
	}

	/** Whether a counter is still in play: not dead, sunk or eliminated. */
	public static boolean isAlive(Unit unit) {
		return unit.getState() != UnitState.DEAD;
	}

	/** Whether an element, resolved, has that name. */
	public static boolean isNamed(NamedElement element, String name) {
		return nameOf(element).equals(name);
	}

	/** A unit's markers of the type of that name. */
	public static List<UnitMarker> markers(Unit unit, String typeName) {
		List<UnitMarker> all = unit.getMarkers();
		return all.isEmpty() ? List.of() // no stream for a unit without markers, as most are
				: all.stream().filter(marker -> isNamed(marker.getType(), typeName)).toList();
	}

	/** A unit's first marker of the type of that name, or null. */
	public static UnitMarker markerOf(Unit unit, String typeName) {
		List<UnitMarker> all = unit.getMarkers();
		for (int i = 0; i < all.size(); i++) {
			if (isNamed(all.get(i).getType(), typeName)) {
				return all.get(i);
			}
		}
		return null;
	}

	public static boolean hasMarker(Unit unit, String typeName) {
		return markerOf(unit, typeName) != null;
	}
}

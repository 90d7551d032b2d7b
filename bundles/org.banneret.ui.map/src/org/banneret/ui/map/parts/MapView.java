package org.banneret.ui.map.parts;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

import org.banneret.model.HexMap;
import org.banneret.model.Scenario;
import org.banneret.model.Unit;
import org.banneret.model.hex.Hex;
import org.banneret.model.map.Board;
import org.banneret.setup.Area;
import org.banneret.setup.Piece;
import org.banneret.setup.SetupLayout;
import org.banneret.render.MapDifference;
import org.banneret.render.MapPainter;
import org.banneret.render.Rgb;
import org.banneret.rules.Setup;
import org.eclipse.emf.ecore.EObject;

/**
 * What the map page shows of a file's current model: the map, and for a scenario its set-up as
 * pieces and areas, with the findings by hex. A snapshot, made again after each change of the text.
 */
public final class MapView {

	private final EObject root;
	private final HexMap map;
	private final MapPainter painter;
	private final Scenario scenario;
	private final Setup setup;
	private final SetupLayout layout;
	private final String problem;
	/** The map file's text, for a map edited here. */
	private final MapText text;
	private Findings findings = Findings.NONE;

	private MapView(EObject root, HexMap map, MapPainter painter, Scenario scenario, Setup setup, String problem, MapView earlier,
			Predicate<Unit> unchanged) {
		this.root = root;
		this.map = map;
		this.painter = painter;
		this.scenario = scenario;
		this.setup = setup;
		this.problem = problem;
		this.text = painter != null && editsMap() ? MapText.of(map) : null;
		this.layout = setup == null ? null
				: new SetupLayout(painter, scenario, setup, earlier == null || earlier.map != map ? null : earlier.layout, unchanged);
	}

	/** The view of a map's or scenario's model; one that cannot be drawn says why in {@link #problem()}. */
	public static MapView of(EObject root) {
		return of(root, null, unit -> false, null);
	}

	/**
	 * The view of a model an edit changed in place: of the set-up's unit rows, those the edit left
	 * ({@code unchanged}) are drawn as in the earlier view of the same model. It is laid out from a
	 * set-up of the model already made (the live check's, kept current edit by edit) where that is
	 * of its scenario, else from a set-up made here.
	 */
	public static MapView of(EObject root, MapView earlier, Predicate<Unit> unchanged, Setup made) {
		Scenario scenario = root instanceof Scenario s ? s : null;
		HexMap map = scenario != null ? Setup.mapOf(scenario) : root instanceof HexMap m ? m : null;
		if (map == null) {
			return new MapView(root, null, null, scenario, null,
					scenario != null ? "The scenario names no map that Banneret can find: add a line such as 'map bannockburn.Stirling'."
							: "The text has no map yet.", null, unchanged);
		}
		MapPainter painter;
		try {
			Board board = scenario == null ? null : Board.of(scenario);
			if (board != null && earlier != null && earlier.painter != null && earlier.scenario != null
					&& board.laysOutLike(earlier.painter.board())) {
				painter = earlier.painter; // a set-up's edit: the same sheets where they were, drawn as before (a board's outlines cost)
			} else {
				painter = board != null ? MapPainter.of(board) : new MapPainter(map);
			}
		} catch (RuntimeException e) {
			return new MapView(root, map, null, scenario, null, "The map's grid cannot be drawn: " + e.getMessage(), null, unchanged);
		}
		Setup setup = scenario == null ? null : made != null && made.scenario() == scenario ? made : new Setup(scenario, Map.of());
		return new MapView(root, map, painter, scenario, setup, null, earlier, unchanged);
	}

	public EObject root() {
		return root;
	}

	public HexMap map() {
		return map;
	}

	public MapPainter painter() {
		return painter;
	}

	public Scenario scenario() {
		return scenario;
	}

	public Setup setup() {
		return setup;
	}

	/** Whether the map itself is edited here (a .hexmap), rather than read for a set-up. */
	public boolean editsMap() {
		return scenario == null && map != null && map == root;
	}

	/**
	 * The hexes whose terrain or elevation this view draws otherwise than an earlier view of the
	 * same map file, where the edit between them changed nothing but those cells; null where it
	 * changed more, and the whole map is to be drawn again.
	 */
	public Set<Hex> changedCellsSince(MapView earlier) {
		if (text == null || earlier.text == null || !earlier.text.differsOnlyInRows(text)) {
			return null;
		}
		return MapDifference.changedCells(earlier.painter, painter);
	}

	/** Why nothing can be drawn, or null. */
	public String problem() {
		return problem;
	}

	public List<Piece> pieces() {
		return layout == null ? List.of() : layout.pieces();
	}

	public List<Area> areas() {
		return layout == null ? List.of() : layout.areas();
	}

	/** Where the set-up's pieces and areas stand; null for a map. */
	public SetupLayout layout() {
		return layout;
	}

	public Findings findings() {
		return findings;
	}

	public void findings(Findings found) {
		this.findings = found;
	}

	/** The counter size in millimetres. */
	public double counterSize() {
		return painter.layout().flatToFlat() * SetupLayout.COUNTER_SHARE;
	}

	/** The colour a unit's counters are printed in: its nationality's, else its side's. */
	public Rgb colourOf(Unit unit) {
		return layout.colourOf(unit);
	}
}

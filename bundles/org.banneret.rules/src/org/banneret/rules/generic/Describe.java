package org.banneret.rules.generic;

import org.banneret.model.NamedElement;
import org.banneret.model.Unit;
import org.banneret.model.naming.DisplayNames;

/** How rule messages name things, the way the scenario text writes them. */
public final class Describe {

	private Describe() {
	}

	/** "Wallace", "4 x CAV [2] under Surrey". */
	public static String unit(Unit unit, org.banneret.rules.Setup setup) {
		String name = DisplayNames.shortName(unit);
		Unit leader = setup.leaderOf(unit);
		return unit.getName() == null && leader != null ? name + " under " + leader.getName() : name;
	}

	/** "4 x CAV [2] under Surrey, Wallace". */
	public static String units(java.util.Collection<Unit> units, org.banneret.rules.Setup setup) {
		return units.stream().map(unit -> unit(unit, setup)).collect(list());
	}

	/** The most names a message lists; a hex holding hundreds of counters names the first few. */
	public static final int MOST_LISTED = 8;

	/** Joins names with ", ", the first {@link #MOST_LISTED} of them and then "and 540 more". */
	public static java.util.stream.Collector<String, ?, String> list() {
		return java.util.stream.Collectors.collectingAndThen(java.util.stream.Collectors.toList(),
				names -> names.size() <= MOST_LISTED ? String.join(", ", names)
						: String.join(", ", names.subList(0, MOST_LISTED)) + " and " + (names.size() - MOST_LISTED) + " more");
	}

	/** " (Walls 2.1)": a citation to end a message with; "" for none. */
	public static String cite(String citation) {
		return citation == null ? "" : " (" + citation + ")";
	}

	/** "class foot", "classes cavalry, horsearchers": classes by the names a scenario writes. */
	public static String classes(java.util.List<org.banneret.model.UnitClass> classes) {
		return (classes.size() == 1 ? "class " : "classes ")
				+ String.join(", ", classes.stream().map(org.banneret.rules.Setup::nameOf).toList());
	}

	public static String name(NamedElement element) {
		return element == null ? "?" : element.getTitle() != null ? element.getTitle() : element.getName();
	}

	/**
	 * Why a label names no hex of the board, as the tail of a sentence: "which is not on map
	 * cryhavoc.Village (24 x 20 hexes)", or "which names no sheet of the board (castle, village)".
	 */
	public static String offTheBoard(String label, org.banneret.rules.Setup setup) {
		int colon = label.indexOf(':');
		org.banneret.model.map.Board.Sheet sheet = colon < 0 ? setup.sheets().get(0)
				: setup.board().sheet(label.substring(0, colon));
		if (sheet == null) {
			return "which names no sheet of the board (" + String.join(", ",
					setup.sheets().stream().map(org.banneret.model.map.Board.Sheet::id).toList()) + ")";
		}
		return "which is not on " + (setup.sheets().size() > 1 ? "sheet " + sheet.id() + ", " : "") + "map "
				+ sheet.map().getName() + " (" + sheet.columns() + " x " + sheet.rows() + " hexes)";
	}
}

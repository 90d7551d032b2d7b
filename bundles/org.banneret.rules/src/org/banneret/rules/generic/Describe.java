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
		return units.stream().map(unit -> unit(unit, setup)).collect(java.util.stream.Collectors.joining(", "));
	}

	public static String name(NamedElement element) {
		return element == null ? "?" : element.getTitle() != null ? element.getTitle() : element.getName();
	}
}

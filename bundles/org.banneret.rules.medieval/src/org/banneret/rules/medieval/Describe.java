package org.banneret.rules.medieval;

import java.util.Collection;
import java.util.stream.Collectors;

import org.banneret.model.NamedElement;
import org.banneret.model.Unit;
import org.banneret.model.naming.DisplayNames;
import org.banneret.rules.Setup;

/** How rule messages name things, the way the scenario text writes them (as the generic rules do). */
final class Describe {

	private Describe() {
	}

	/** "Wallace (F2)", "4 x CAV [2] under Surrey". */
	static String unit(Unit unit, Setup setup) {
		String name = DisplayNames.shortName(unit);
		Unit leader = setup.leaderOf(unit);
		return unit.getName() == null && leader != null ? name + " under " + leader.getName() : name;
	}

	static String units(Collection<Unit> units, Setup setup) {
		return units.stream().map(unit -> unit(unit, setup)).collect(Collectors.joining(", "));
	}

	static String name(NamedElement element) {
		return element == null ? "?" : element.getTitle() != null ? element.getTitle() : element.getName();
	}
}

package org.banneret.rules.generic;

import org.banneret.model.NamedElement;
import org.banneret.model.Unit;
import org.banneret.model.naming.DisplayNames;

/** How rule messages name things, the way the scenario text writes them. */
final class Describe {

	private Describe() {
	}

	/** "Wallace", "4 x CAV [2] under Surrey". */
	static String unit(Unit unit, org.banneret.rules.Setup setup) {
		String name = DisplayNames.shortName(unit);
		Unit leader = setup.leaderOf(unit);
		return unit.getName() == null && leader != null ? name + " under " + leader.getName() : name;
	}

	static String name(NamedElement element) {
		return element == null ? "?" : element.getTitle() != null ? element.getTitle() : element.getName();
	}
}

package org.banneret.rules.sluys;

import org.banneret.model.Nationality;
import org.banneret.model.Side;
import org.banneret.model.Unit;
import org.banneret.rules.Setup;

/**
 * The two fleets: the English, red stripe [S 1.5.1], and the French with their mercenary allies,
 * blue stripe [S 1.5.2]. A nationality other than English is French or one of their allies.
 */
enum Fleet {
	ENGLISH("English"), FRENCH("French");

	static final String ENGLISH_NATIONALITY = "English";

	private final String title;

	Fleet(String title) {
		this.title = title;
	}

	String title() {
		return title;
	}

	/** "an English", "a French". */
	String withArticle() {
		return (this == ENGLISH ? "an " : "a ") + title;
	}

	Fleet other() {
		return this == ENGLISH ? FRENCH : ENGLISH;
	}

	static Fleet of(Nationality nationality) {
		if (nationality == null || nationality.eIsProxy()) {
			return null;
		}
		return ENGLISH_NATIONALITY.equals(nationality.getName()) ? ENGLISH : FRENCH;
	}

	/** The fleet of a side: that of its first nationality; null for a side without one. */
	static Fleet of(Side side) {
		return side == null || side.getNationalities().isEmpty() ? null : of(side.getNationalities().get(0));
	}

	/** The fleet a counter was built for: its own nationality, else its side's. */
	static Fleet ownerOf(Unit unit, Setup setup) {
		return unit.getNationality() != null ? of(unit.getNationality()) : of(setup.sideOf(unit));
	}

	/**
	 * The fleet a counter fights for: its owner's, except for a squadron under a Captured marker,
	 * which serves the captor [S 5.2.3], [S 5.2.5a]. A Liberated squadron is back with its owner.
	 */
	static Fleet controllerOf(Unit unit, Setup setup) {
		Fleet owner = ownerOf(unit, setup);
		return owner != null && Setup.hasMarker(unit, Counters.CAPTURED) ? owner.other() : owner;
	}
}

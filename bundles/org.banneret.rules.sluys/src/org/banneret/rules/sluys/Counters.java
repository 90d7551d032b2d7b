package org.banneret.rules.sluys;

import java.util.Collection;
import java.util.List;

import org.banneret.model.EdgePlacement;
import org.banneret.model.Formation;
import org.banneret.model.Side;
import org.banneret.model.Unit;
import org.banneret.model.UnitMarker;
import org.banneret.model.naming.DisplayNames;
import org.banneret.rules.Setup;
import org.banneret.rules.generic.Describe;
import org.eclipse.emf.ecore.EObject;

/**
 * What a Sluys counter is and carries, read from the game system's classes and traits and the
 * scenario's traits, printed values and markers. The names below are those of sluys.gamesystem.
 */
final class Counters {

	/** Classes [S 1.2 Unit], [S 6.1.1]. */
	static final String SAILS = "sails";
	static final String OARS = "oars";
	static final String MARINE = "marine";
	static final String LEADER = "leader";

	/** Traits of the game system's counters, terrain and features. */
	static final String SQUADRON = "squadron";
	static final String FRENCH_ONLY = "french_only";
	static final String SECOND_COUNTER = "second_counter";
	static final String TWO_COUNTERS = "two_counters";
	static final String MULLIGAN = "mulligan";
	static final String NO_ARCHERY = "no_archery";
	static final String SHALLOWS = "shallows";
	static final String ENTRY = "entry";
	static final String ENGLISH_ENTRY = "english_entry";

	/** Traits a scenario gives its counters, for states the model has no field for. */
	static final String CHAINED = "chained";
	static final String CHAIN_TOP = "chain_top";
	static final String CHAIN_BOTTOM = "chain_bottom";
	static final String CAPTURED_LEADER = "captured";
	static final String LONGBOW = "longbow";
	static final String CROSSBOW = "crossbow";

	/** Markers (digest B2.6): their names in the game system. */
	static final String CAPTURED = "Captured";
	static final String LIBERATED = "Liberated";
	static final String DAMAGE = "Damage";
	static final String RAM = "Ram";
	static final String MELEE = "Melee";
	static final String GRAPPLE = "Grapple";

	/** Printed values a scenario may set (value keys). */
	static final String ARCHERY = "archery";

	private Counters() {
	}

	static String name(Unit unit) {
		return DisplayNames.shortName(unit);
	}

	static String capitalized(String text) {
		return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
	}

	static String names(Collection<Unit> units) {
		return units.stream().map(Counters::name).collect(Describe.list());
	}

	static boolean isSquadron(Unit unit) {
		String name = Setup.className(unit);
		return SAILS.equals(name) || OARS.equals(name) || Setup.hasTrait(unit, SQUADRON);
	}

	static boolean isSailed(Unit unit) {
		return SAILS.equals(Setup.className(unit)) || Setup.hasTrait(unit, SAILS);
	}

	static boolean isMarine(Unit unit) {
		return MARINE.equals(Setup.className(unit));
	}

	static boolean isLeader(Unit unit) {
		return LEADER.equals(Setup.className(unit));
	}

	static boolean isOffMap(Unit unit) {
		return unit.getPlacement() instanceof EdgePlacement;
	}

	/** A Captured or Liberated marker: the squadron has changed hands at least once [S 5.2]. */
	static boolean hasControlMarker(Unit unit) {
		return controlMarker(unit) != null;
	}

	/** The squadron's Captured or Liberated marker, or null. */
	static UnitMarker controlMarker(Unit unit) {
		for (UnitMarker marker : unit.getMarkers()) {
			if (marker.getType() != null && !marker.getType().eIsProxy()
					&& List.of(CAPTURED, LIBERATED).contains(Setup.nameOf(marker.getType()))) {
				return marker;
			}
		}
		return null;
	}

	/** The command a squadron serves in: the formation nearest above it in its side [S 5.1.1]. */
	static Formation commandOf(Unit unit) {
		for (EObject container = unit.eContainer(); container != null && !(container instanceof Side); container = container
				.eContainer()) {
			if (container instanceof Formation formation) {
				return formation;
			}
		}
		return null;
	}
}

package org.banneret.rules.cryhavoc;

import java.util.Collection;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;

import org.banneret.model.CounterTemplate;
import org.banneret.model.HexPlacement;
import org.banneret.model.Unit;
import org.banneret.model.UnitMarker;
import org.banneret.model.UnitType;
import org.banneret.rules.Setup;
import org.banneret.rules.Values;
import org.banneret.rules.generic.Describe;

/**
 * What the Cry Havoc rules need to know about a counter: whether it is a character, a horse or
 * an animal, mounted, armoured, its traits, printed values and markers, the level slot it
 * stands in, and how a message names it.
 */
final class Counters {

	static final String GROUND = "ground";

	/** Classes whose counters are not characters (Magna Carta §1.2: engines, equipment, animals; ships). */
	private static final Set<String> NOT_CHARACTERS = Set.of("animal", "engine", "artillery", "equipment", "ship");
	/** Classes that use the horses' column of the terrain tables (Magna Carta §3.1, §4.2.1). */
	private static final Set<String> HORSES = Set.of("rider", "heavyrider", "camel", "animal");
	private static final Set<String> MOUNTED = Set.of("rider", "heavyrider", "camel");
	/**
	 * Classes armoured whatever the counter prints: Cry Havoc and Siege counters print no armour
	 * (Magna Carta §1.2 note 1), and the movement table of §4 sets knights and heavy riders apart
	 * by their armour.
	 */
	private static final Set<String> ARMOURED = Set.of("heavyrider", "footknight");

	private Counters() {
	}

	/** A character: a named man or woman, on foot or mounted; not an animal, engine or piece of equipment. */
	static boolean isCharacter(Unit unit) {
		return Setup.typeOf(unit) != null && !NOT_CHARACTERS.contains(Setup.className(unit)) && !Setup.hasTrait(unit, "riderless");
	}

	static boolean isLivingCharacter(Unit unit) {
		return Setup.isAlive(unit) && isCharacter(unit);
	}

	/** Moves in the horses' column: a mounted character, a camel or an animal. */
	static boolean isHorse(Unit unit) {
		return HORSES.contains(Setup.className(unit));
	}

	static boolean isMounted(Unit unit) {
		return MOUNTED.contains(Setup.className(unit)) && !Setup.hasTrait(unit, "riderless");
	}

	/** A riderless horse, draft animal, mule, or pack or litter camel. */
	static boolean isAnimal(Unit unit) {
		return "animal".equals(Setup.className(unit)) || "camel".equals(Setup.className(unit)) && Setup.hasTrait(unit, "riderless");
	}

	/** Armour as the unit has it now ([1] is armoured), else by class. */
	static boolean isArmoured(Unit unit) {
		OptionalInt armour = Values.number(unit, Values.ARMOUR);
		return armour.isPresent() ? armour.getAsInt() > 0 : ARMOURED.contains(Setup.className(unit));
	}

	/** The traits of the unit's named counter that start with a prefix, such as "character_". */
	static List<String> counterTraits(Unit unit, String prefix) {
		CounterTemplate template = Setup.templateOf(unit);
		return template == null ? List.of() : template.getTraits().stream().filter(t -> t != null && t.startsWith(prefix)).toList();
	}

	/** The level slot a unit stands in; a placement without one stands on the ground (the system's first slot). */
	static String slot(Unit unit, Setup setup) {
		if (unit.getPlacement() instanceof HexPlacement exact && exact.getSlot() != null && !exact.getSlot().eIsProxy()) {
			return Setup.nameOf(exact.getSlot());
		}
		return ground(setup);
	}

	static String ground(Setup setup) {
		if (setup.system() == null || setup.system().getLevelSlots().isEmpty()) {
			return GROUND;
		}
		return Setup.nameOf(setup.system().getLevelSlots().get(0));
	}

	static boolean onGround(Unit unit, Setup setup) {
		return slot(unit, setup).equals(ground(setup));
	}

	/** A marker's value, or the given default where the scenario gives none. */
	static int valueOf(UnitMarker marker, int otherwise) {
		return marker.isSetValue() ? marker.getValue() : otherwise;
	}

	/** "Wulf, Mark, 4 x Spearman under Arnim", the first few of a long list and "and 12 more". */
	static String names(Collection<Unit> units, Setup setup) {
		return units.stream().map(unit -> name(unit, setup)).collect(Describe.list());
	}

	/** "Wulf", "Mark", "4 x Spearman under Arnim": the unit as the scenario writes it. */
	static String name(Unit unit, Setup setup) {
		if (unit.getName() != null) {
			return unit.getName();
		}
		String kind;
		CounterTemplate template = Setup.templateOf(unit);
		UnitType type = Setup.typeOf(unit);
		if (template != null) {
			kind = template.getName();
		} else if (type != null) {
			kind = type.getCode() != null ? type.getCode() : type.getName();
		} else {
			kind = "unit";
		}
		String text = (unit.getCount() != 1 ? unit.getCount() + " x " : "") + kind
				+ (unit.isSetArmour() ? " [" + unit.getArmour() + "]" : "");
		Unit leader = setup.leaderOf(unit);
		return template == null && leader != null && leader.getName() != null ? text + " under " + leader.getName() : text;
	}
}

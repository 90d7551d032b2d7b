package org.banneret.rules.medieval;

import java.util.ArrayList;
import java.util.List;

import org.banneret.model.ForceElement;
import org.banneret.model.Nationality;
import org.banneret.model.Region;
import org.banneret.model.RuleFlag;
import org.banneret.model.Side;
import org.banneret.model.SpecialRule;
import org.banneret.model.Unit;
import org.banneret.model.UnitClass;
import org.banneret.model.UnitType;
import org.banneret.rules.Setup;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;

/**
 * The flags of a scenario's special rules and whom they name. A flag "for Scots, English, ARCH"
 * names the archers of either side: targets of one kind (sides, nationalities, unit types,
 * classes, units and formations) are alternatives, kinds narrow each other.
 */
final class Flags {

	private Flags() {
	}

	/** Every flag of the scenario with this key. */
	static List<RuleFlag> withKey(Setup setup, String key) {
		List<RuleFlag> found = new ArrayList<>();
		for (SpecialRule rule : setup.scenario().getSpecialRules()) {
			for (RuleFlag flag : rule.getFlags()) {
				if (key.equals(flag.getKey())) {
					found.add(flag);
				}
			}
		}
		return found;
	}

	/** Whether the flag's targets name this unit; a flag without unit-naming targets names every unit. */
	static boolean names(RuleFlag flag, Unit unit, Setup setup) {
		List<Side> sides = targets(flag, Side.class);
		List<Nationality> nationalities = targets(flag, Nationality.class);
		List<UnitType> types = targets(flag, UnitType.class);
		List<UnitClass> classes = targets(flag, UnitClass.class);
		List<ForceElement> elements = targets(flag, ForceElement.class).stream().filter(e -> !(e instanceof Side)).toList();
		return (sides.isEmpty() || sides.contains(setup.sideOf(unit)))
				&& (nationalities.isEmpty() || nationalities.contains(setup.nationalityOf(unit)))
				&& (types.isEmpty() || types.contains(Setup.typeOf(unit)))
				&& (classes.isEmpty() || classes.contains(Setup.classOf(unit)))
				&& (elements.isEmpty()
						|| elements.stream().anyMatch(element -> element == unit || EcoreUtil.isAncestor(element, unit)));
	}

	/** The sides a flag names; none means it speaks of every side. */
	static List<Side> sides(RuleFlag flag) {
		return targets(flag, Side.class);
	}

	static List<Region> regions(RuleFlag flag) {
		return targets(flag, Region.class);
	}

	static <T> List<T> targets(RuleFlag flag, Class<T> kind) {
		List<T> found = new ArrayList<>();
		for (EObject target : flag.getTargets()) {
			if (!target.eIsProxy() && kind.isInstance(target)) {
				found.add(kind.cast(target));
			}
		}
		return found;
	}

	/** Whether a flag is in force at set-up: it has no first turn, or starts on the scenario's first turn or before. */
	static boolean inForceAtSetup(RuleFlag flag, Setup setup) {
		return !flag.isSetFromTurn() || !setup.scenario().isSetFirstTurn()
				|| flag.getFromTurn() <= setup.scenario().getFirstTurn();
	}
}
